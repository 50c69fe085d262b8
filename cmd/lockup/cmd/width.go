package cmd

import (
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
	if f, ok := s.Out.(*os.File); ok {
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
// apart.
func wrapText(text string, width int, first, rest string) string {
	var b strings.Builder
	for p, para := range strings.Split(text, "\n\n") {
		if p > 0 {
			b.WriteString("\n\n")
			first = rest
		}
		line := first
		lineLen := utf8.RuneCountInString(first)
		empty := true
		for _, word := range strings.Fields(para) {
			n := utf8.RuneCountInString(word)
			if !empty && lineLen+1+n > width {
				b.WriteString(strings.TrimRight(line, " "))
				b.WriteByte('\n')
				line, lineLen, empty = rest, utf8.RuneCountInString(rest), true
			}
			if !empty {
				line += " "
				lineLen++
			}
			line += word
			lineLen += n
			empty = false
		}
		b.WriteString(strings.TrimRight(line, " "))
	}
	return b.String()
}
