package terms

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Fold folds a word for comparisons exactly as names are folded
// (companion/text.Key, which this package, below it, cannot import; a test
// holds the two equal): Unicode NFC, lower case, white space trimmed and
// single, curly apostrophes straight. Accents stay as typed: "Enfermeria"
// is not "Enfermería".
func Fold(word string) string {
	if !ascii(word) {
		word = norm.NFC.String(word)
	}
	var b strings.Builder
	b.Grow(len(word))
	space := false
	for _, r := range word {
		switch {
		case unicode.IsSpace(r):
			space = b.Len() > 0
			continue
		case r == '’' || r == '‘':
			r = '\''
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(unicode.ToLower(r))
	}
	if ascii(word) {
		return b.String()
	}
	return norm.NFC.String(b.String())
}

func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
