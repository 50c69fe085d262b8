package cmdutil

import (
	"unicode"
	"unicode/utf8"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// Words of the game in the reader's language, from the glossary, that
// several commands print (play, new).

// JoinNamesIn joins names in lang with commas and a final "and" (rules.AndIn):
// "Vera, Isaac and Rin".
func JoinNamesIn(lang terms.Lang, names []string) string {
	return rules.AndIn(lang, names)
}

// LocationCardWord names a location card in lang: its location's term, or
// the glossary's Off Duty.
func LocationCardWord(lang terms.Lang, c rules.LocationCard) string {
	if lang == terms.En {
		return c.String()
	}
	if w := lang.Word(c.Slug()); w != c.Slug() {
		return w
	}
	return c.String()
}

// CapitalizeIn capitalizes a word's first letter in lang (capitalize works
// on ASCII; the glossary's Spanish begins "túnel", its Chinese has no case).
func CapitalizeIn(lang terms.Lang, s string) string {
	if lang == terms.En {
		return Capitalize(s)
	}
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
