package text

import (
	"io"
	"unicode/utf8"
)

// Writer passes text on to a terminal with every unsafe rune escaped
// (Unsafe), as Message does: line breaks and tabs go through, and so do the
// colour sequences the companion writes itself (ESC [ parameters m) when
// Colour is set. Every other escape sequence, a title-setting one included,
// arrives escaped. A rune or colour sequence cut between two writes is held
// until the next one.
type Writer struct {
	// W is the terminal or file written to.
	W io.Writer
	// Colour lets colour sequences (SGR: ESC [ digits and semicolons m)
	// through.
	Colour bool

	pending []byte
}

// maxSGR is the longest colour sequence a Writer lets through.
const maxSGR = 32

// Write writes p with the unsafe runes escaped; it reports len(p) when the
// writes underneath succeed. Clean text is written as it is, without a
// copy.
func (w *Writer) Write(p []byte) (int, error) {
	data := p
	if len(w.pending) > 0 {
		data = append(w.pending[:len(w.pending):len(w.pending)], p...)
		w.pending = nil
	}
	var out []byte // nil while data is written as it is
	start, i := 0, 0
scan:
	for i < len(data) {
		c := data[i]
		if c < utf8.RuneSelf && (safeASCII[c] || c == '\n' || c == '\t') {
			i++
			continue
		}
		if c == 0x1b && w.Colour {
			n, whole := sgrLen(data[i:])
			if n > 0 {
				i += n
				continue
			}
			if !whole {
				break scan
			}
		}
		size := 1
		if c >= utf8.RuneSelf {
			if !utf8.FullRune(data[i:]) {
				break scan
			}
			var r rune
			r, size = utf8.DecodeRune(data[i:])
			if !(r == utf8.RuneError && size == 1) && !Unsafe(r) {
				i += size
				continue
			}
		}
		out = appendEscaped(append(out, data[start:i]...), data[i:i+size])
		i += size
		start = i
	}
	if i < len(data) {
		w.pending = append([]byte(nil), data[i:]...)
	}
	if out == nil {
		out = data[:i]
	} else {
		out = append(out, data[start:i]...)
	}
	if len(out) > 0 {
		if _, err := w.W.Write(out); err != nil {
			return 0, err
		}
	}
	return len(p), nil
}

// sgrLen returns the length of the colour sequence s starts with (s[0] is
// ESC), 0 when it starts none; whole is false when s ends before telling.
func sgrLen(s []byte) (n int, whole bool) {
	if len(s) < 2 {
		return 0, false
	}
	if s[1] != '[' {
		return 0, true
	}
	for j := 2; j < len(s) && j < maxSGR; j++ {
		switch c := s[j]; {
		case '0' <= c && c <= '9' || c == ';' || c == ':':
		case c == 'm':
			return j + 1, true
		default:
			return 0, true
		}
	}
	return 0, len(s) >= maxSGR
}

// appendEscaped appends the Go escape of one rune's bytes (one byte when
// they are not UTF-8).
func appendEscaped(b, rb []byte) []byte {
	const hex = "0123456789abcdef"
	r, size := utf8.DecodeRune(rb)
	switch {
	case r == utf8.RuneError && size == 1, r < 0x100:
		if size == 1 {
			r = rune(rb[0])
		}
		return append(b, '\\', 'x', hex[r>>4], hex[r&0xf])
	case r < 0x10000:
		return append(b, '\\', 'u', hex[r>>12], hex[r>>8&0xf], hex[r>>4&0xf], hex[r&0xf])
	}
	b = append(b, '\\', 'U')
	for shift := 28; shift >= 0; shift -= 4 {
		b = append(b, hex[r>>uint(shift)&0xf])
	}
	return b
}
