package cmdutil

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// Words of the game in the reader's language, from the glossary, that
// several commands print (play, new).

// SeatWord names a seat in lang: a crew by its name, the guards of a
// solitary game by the glossary's word in Spanish and Chinese.
func SeatWord(lang terms.Lang, name string) string {
	if name == rules.Guards && lang != terms.En {
		return lang.Word("guards")
	}
	return name
}

// JoinNamesIn joins names in lang with commas and a final "and", as
// JoinNames does in English.
func JoinNamesIn(lang terms.Lang, names []string) string {
	if lang == terms.En {
		return JoinNames(names)
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return lang.Sprintf("play.and", strings.Join(names[:len(names)-1], lang.Sprintf("play.list-sep")), names[len(names)-1])
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

// LocationWord is a location's name in a language, from the glossary.
func LocationWord(lang terms.Lang, l rules.Location) string {
	if w := lang.Word(l.Slug()); lang != terms.En && w != l.Slug() {
		return w
	}
	return l.String()
}

// JoinNames joins names with commas and a final "and".
func JoinNames(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// TunnelTerm names a tunnel marker in lang: "single", "túnel simple".
func TunnelTerm(lang terms.Lang, t rules.Tunnel) string {
	if lang == terms.En {
		return t.String()
	}
	return lang.Word(t.String())
}
