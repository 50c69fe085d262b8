package text

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// safeASCII marks the ASCII bytes a terminal shows as themselves: the
// printable ones and the space.
var safeASCII = func() (t [utf8.RuneSelf]bool) {
	for b := 0x20; b < 0x7f; b++ {
		t[b] = true
	}
	return t
}()

// Unsafe reports whether a terminal would not show r as itself: a control
// character (C0, DEL, C1), a bidirectional control, a format or invisible
// character, a space other than U+0020, a line or paragraph separator, a
// private-use, surrogate or unassigned code point.
func Unsafe(r rune) bool {
	if r < utf8.RuneSelf {
		return r < 0 || !safeASCII[r]
	}
	return !unicode.IsPrint(r) || invisible(r)
}

// invisible reports whether r is printable by Go's measure (unicode.IsPrint)
// but shows as nothing: fillers and joiners of a letter class, variation
// selectors.
func invisible(r rune) bool {
	switch {
	case r == 0x034f, // COMBINING GRAPHEME JOINER
		r == 0x115f, r == 0x1160, r == 0x3164, r == 0xffa0, // Hangul fillers
		r == 0x17b4, r == 0x17b5, // Khmer inherent vowels
		r == 0x2800, // BRAILLE PATTERN BLANK
		0x180b <= r && r <= 0x180d,
		0xfe00 <= r && r <= 0xfe0f, // variation selectors
		0xe0100 <= r && r <= 0xe01ef:
		return true
	}
	return false
}

// Clean reports whether s is valid UTF-8 without an unsafe rune (Unsafe):
// Escape and Quote leave it as it is.
func Clean(s string) bool { return clean(s, false) }

// clean is Clean; lines also takes line breaks and tabs as clean.
func clean(s string, lines bool) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < utf8.RuneSelf {
			if !safeASCII[c] && !(lines && (c == '\n' || c == '\t')) {
				return false
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || Unsafe(r) {
			return false
		}
		i += size - 1
	}
	return true
}

// Escape returns s with every unsafe rune (Unsafe) written as a Go escape
// (\x1b, \u200b, \U000e0001) and every byte that is not UTF-8 as \xNN; the
// rest is left as it is, backslashes included. Clean text comes back
// unchanged, without an allocation.
func Escape(s string) string {
	if Clean(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	escape(&b, s, false)
	return b.String()
}

// Message is Escape for a whole message of several lines: it keeps the line
// breaks and tabs and escapes every other unsafe rune.
func Message(s string) string {
	if clean(s, true) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	escape(&b, s, true)
	return b.String()
}

// Quote returns s in double quotes as strconv.Quote does (a quote or a
// backslash escaped), with every unsafe rune escaped, the invisible ones
// that strconv.Quote prints as they are included.
func Quote(s string) string {
	q := strconv.Quote(s)
	if Clean(q) {
		return q
	}
	return Escape(q)
}

// escape writes s to b with the unsafe runes escaped; lines keeps line
// breaks and tabs.
func escape(b *strings.Builder, s string, lines bool) {
	var buf [10]byte
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		unsafe := r == utf8.RuneError && size == 1 || Unsafe(r)
		if unsafe && !(lines && (r == '\n' || r == '\t')) {
			b.Write(appendEscaped(buf[:0], []byte(s[i:i+size])))
		} else {
			b.WriteString(s[i : i+size])
		}
		i += size
	}
}

// Key folds a name for comparisons: Unicode NFC (a name typed with é as one
// character or as e and a combining accent is the same name), lower case,
// white space trimmed and single, curly apostrophes straight. Two names are
// the same when their keys are equal.
func Key(name string) string {
	if !ascii(name) {
		name = norm.NFC.String(name)
	}
	var b strings.Builder
	b.Grow(len(name))
	space := false
	for _, r := range name {
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
	if ascii(name) {
		return b.String()
	}
	// Lowercasing may leave letters a composed form exists for ("T" and
	// two accents lowercase to "t" and accents, which compose as "ẗ" and
	// one accent): composed again, the key is its own key.
	return norm.NFC.String(b.String())
}

// ascii reports whether s is ASCII only: its own NFC.
func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
