package cmd

import (
	"io"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/term"
)

// Output widths.
const (
	defaultWidth = 80 // when standard output is not a terminal
	minWidth     = 30
)

// TerminalWidth returns the width to wrap text to: the terminal's when
// standard output is one (or $COLUMNS when the size cannot be read), 80
// otherwise.
func (s *IOStreams) TerminalWidth() int {
	if !s.stdoutTTY {
		return defaultWidth
	}
	return terminalWidth(s.Out)
}

// errorWidth returns the width to wrap error messages to, when standard
// error is a terminal; 0 when it is not (messages stay on one line, for
// whatever reads them).
func (s *IOStreams) errorWidth() int {
	if !s.stderrTTY {
		return 0
	}
	return terminalWidth(s.ErrOut)
}

// terminalWidth returns the width of the terminal w writes to, else
// $COLUMNS, else 80.
func terminalWidth(w io.Writer) int {
	if f, ok := rawWriter(w).(*os.File); ok {
		if w, _, err := term.GetSize(f.Fd()); err == nil && w > 0 {
			return max(w, minWidth)
		}
	}
	if w, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && w > 0 {
		return max(w, minWidth)
	}
	return defaultWidth
}

// wrapText fills text into lines of at most width runes. The first line
// starts with first, the others with rest (a hanging indent); a word longer
// than a line gets a line of its own. Paragraphs (blank-line separated) stay
// apart. Words are written straight into the result, never joined into a
// line first.
func wrapText(text string, width int, first, rest string) string {
	var b strings.Builder
	b.Grow(len(first) + len(text) + len(text)/max(width, minWidth)*len(rest)) // the text and an indent a line
	restLen := utf8.RuneCountInString(rest)
	p := 0
	for para := range strings.SplitSeq(text, "\n\n") {
		indent, lineLen := first, utf8.RuneCountInString(first)
		if p > 0 {
			b.WriteString("\n\n")
			indent, lineLen = rest, restLen
		}
		p++
		empty := true
		for word := range strings.FieldsSeq(para) {
			n := utf8.RuneCountInString(word)
			if !empty && lineLen+1+n > width {
				b.WriteByte('\n')
				indent, lineLen, empty = rest, restLen, true
			}
			if empty {
				b.WriteString(indent)
			} else {
				b.WriteByte(' ')
				lineLen++
			}
			b.WriteString(word)
			lineLen += n
			empty = false
		}
		if empty {
			b.WriteString(strings.TrimRight(indent, " "))
		}
	}
	return b.String()
}
