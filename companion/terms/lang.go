package terms

import (
	"fmt"
	"strings"
)

// Lang is a language lockup speaks.
type Lang int

// The languages: English, Spanish, Chinese (simplified, as the 2018 book).
const (
	En Lang = iota
	Es
	Zh
)

// Langs lists the languages.
var Langs = []Lang{En, Es, Zh}

var langCodes = [...]string{"en", "es", "zh"}

// String returns the language's code: "en", "es", "zh".
func (l Lang) String() string {
	if l < En || l > Zh {
		return "en"
	}
	return langCodes[l]
}

// ParseLang reads a language code: en, es or zh, in any case.
func ParseLang(s string) (Lang, error) {
	for _, l := range Langs {
		if strings.EqualFold(strings.TrimSpace(s), l.String()) {
			return l, nil
		}
	}
	return En, fmt.Errorf("%q is not a language lockup speaks (en, es, zh)", s)
}

// Select chooses the language to print in: the --lang flag when given, else
// LOCKUP_LANG, else the first of LC_ALL, LC_MESSAGES and LANG that is set
// (the order POSIX gives them). A locale's encoding (".UTF-8") and modifier
// ("@euro") are stripped before matching; C and POSIX mean English, as does
// a language lockup does not speak. zh_TW and zh_HK get lockup's Chinese,
// which is simplified, with a note saying so. A flag or LOCKUP_LANG that
// names no language of lockup's is an error; a locale never is.
func Select(flag string, getenv func(string) string) (lang Lang, note string, err error) {
	if flag != "" {
		l, err := ParseLang(flag)
		if err != nil {
			return En, "", fmt.Errorf("%s: %w", FlagLang, err)
		}
		return l, "", nil
	}
	if v := getenv("LOCKUP_LANG"); v != "" {
		l, err := ParseLang(v)
		if err != nil {
			return En, "", fmt.Errorf("LOCKUP_LANG: %w", err)
		}
		return l, "", nil
	}
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if v := getenv(name); v != "" {
			l, note := FromLocale(v)
			return l, note, nil
		}
	}
	return En, "", nil
}

// FromLocale reads a POSIX locale ("es_ES.UTF-8", "zh_CN", "C") as a
// language, with a note when lockup's language is not quite the locale's.
func FromLocale(locale string) (Lang, string) {
	v, _, _ := strings.Cut(locale, "@")
	v, _, _ = strings.Cut(v, ".")
	lang, region, _ := strings.Cut(strings.ReplaceAll(v, "-", "_"), "_")
	switch strings.ToLower(lang) {
	case "es":
		return Es, ""
	case "zh":
		switch strings.ToUpper(region) {
		case "TW", "HK", "MO", "HANT":
			return Zh, fmt.Sprintf("locale %s: lockup's Chinese is simplified, as the 2018 Chinese rulebook prints it", locale)
		}
		return Zh, ""
	}
	return En, ""
}
