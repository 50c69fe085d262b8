package text

import (
	"fmt"
	"unicode"
	"unicode/utf8"
)

// NameError is a name refused because it holds a character a terminal does
// not show as itself (Unsafe). It is bad input (exit code 2).
type NameError struct {
	// What is what the name names: "crew name", "card name".
	What string
	// Name is the name as given.
	Name string
	// Rune is the first unsafe rune, utf8.RuneError for bytes that are not
	// UTF-8.
	Rune rune
}

// Error says which character is refused and what a name may hold, with the
// name escaped: crew name "Ve\u200bra" contains an invisible character
// U+200B ZERO WIDTH SPACE; names may contain letters, digits, spaces and
// punctuation.
func (e *NameError) Error() string {
	what := ""
	if e.What != "" {
		what = e.What + " "
	}
	return fmt.Sprintf("%s%s contains %s; names may contain letters, digits, spaces and punctuation", what, Quote(e.Name), Describe(e.Rune))
}

// BadInput marks the error as the player's input: exit code 2.
func (e *NameError) BadInput() bool { return true }

// CheckName returns a *NameError when name holds an unsafe rune (Unsafe) or
// bytes that are not UTF-8, nil otherwise. what names the name in the
// error: "crew name", "card name", or "" for the name alone.
func CheckName(what, name string) error {
	if Clean(name) {
		return nil
	}
	for i := 0; i < len(name); {
		r, size := utf8.DecodeRuneInString(name[i:])
		if r == utf8.RuneError && size == 1 || Unsafe(r) {
			return &NameError{What: what, Name: name, Rune: r}
		}
		i += size
	}
	return nil
}

// Describe says what an unsafe rune is, for a player: "an invisible
// character U+200B ZERO WIDTH SPACE", "a control character U+001B ESCAPE".
// utf8.RuneError stands for bytes that are not UTF-8.
func Describe(r rune) string {
	kind := "a character the terminal does not show"
	switch {
	case r == utf8.RuneError:
		return "bytes that are not UTF-8 text"
	case r < 0x20 || 0x7f <= r && r < 0xa0:
		kind = "a control character"
	case bidi(r):
		kind = "a bidirectional control"
	case r == 0x2028 || r == 0x2029:
		kind = "a line break"
	case unicode.Is(unicode.Zs, r):
		kind = "a space other than the plain space"
	case unicode.Is(unicode.Co, r):
		kind = "a private-use character"
	case unicode.Is(unicode.Cs, r):
		kind = "a surrogate"
	case unicode.Is(unicode.Cf, r) || invisible(r):
		kind = "an invisible character"
	case !unicode.Is(unicode.Cn, r) && unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.P, unicode.S):
	default:
		kind = "an unassigned code point"
	}
	s := fmt.Sprintf("%s U+%04X", kind, r)
	if n := runeNames[r]; n != "" {
		s += " " + n
	}
	return s
}

// bidi reports whether r is a bidirectional control: the marks, embeddings,
// overrides and isolates.
func bidi(r rune) bool {
	return r == 0x061c || r == 0x200e || r == 0x200f || 0x202a <= r && r <= 0x202e || 0x2066 <= r && r <= 0x2069
}

// runeNames are the Unicode names of the unsafe runes most often met.
var runeNames = map[rune]string{
	0x00: "NULL", 0x07: "BELL", 0x08: "BACKSPACE", 0x09: "CHARACTER TABULATION",
	0x0a: "LINE FEED", 0x0d: "CARRIAGE RETURN", 0x1b: "ESCAPE", 0x7f: "DELETE",
	0x85: "NEXT LINE", 0x9b: "CONTROL SEQUENCE INTRODUCER", 0x9d: "OPERATING SYSTEM COMMAND",
	0xa0: "NO-BREAK SPACE", 0xad: "SOFT HYPHEN", 0x034f: "COMBINING GRAPHEME JOINER",
	0x061c: "ARABIC LETTER MARK", 0x115f: "HANGUL CHOSEONG FILLER", 0x1160: "HANGUL JUNGSEONG FILLER",
	0x180e: "MONGOLIAN VOWEL SEPARATOR", 0x2000: "EN QUAD", 0x2002: "EN SPACE", 0x2003: "EM SPACE",
	0x2009: "THIN SPACE", 0x200a: "HAIR SPACE", 0x200b: "ZERO WIDTH SPACE",
	0x200c: "ZERO WIDTH NON-JOINER", 0x200d: "ZERO WIDTH JOINER", 0x200e: "LEFT-TO-RIGHT MARK",
	0x200f: "RIGHT-TO-LEFT MARK", 0x2028: "LINE SEPARATOR", 0x2029: "PARAGRAPH SEPARATOR",
	0x202a: "LEFT-TO-RIGHT EMBEDDING", 0x202b: "RIGHT-TO-LEFT EMBEDDING",
	0x202c: "POP DIRECTIONAL FORMATTING", 0x202d: "LEFT-TO-RIGHT OVERRIDE",
	0x202e: "RIGHT-TO-LEFT OVERRIDE", 0x202f: "NARROW NO-BREAK SPACE", 0x205f: "MEDIUM MATHEMATICAL SPACE",
	0x2060: "WORD JOINER", 0x2061: "FUNCTION APPLICATION", 0x2062: "INVISIBLE TIMES",
	0x2063: "INVISIBLE SEPARATOR", 0x2064: "INVISIBLE PLUS", 0x2066: "LEFT-TO-RIGHT ISOLATE",
	0x2067: "RIGHT-TO-LEFT ISOLATE", 0x2068: "FIRST STRONG ISOLATE", 0x2069: "POP DIRECTIONAL ISOLATE",
	0x2800: "BRAILLE PATTERN BLANK", 0x3000: "IDEOGRAPHIC SPACE", 0x3164: "HANGUL FILLER",
	0xfeff: "ZERO WIDTH NO-BREAK SPACE", 0xffa0: "HALFWIDTH HANGUL FILLER",
}
