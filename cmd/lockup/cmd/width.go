package cmd

import (
	"strings"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// displayWidth is cmdutil.DisplayWidth, for the status layout below.
var displayWidth = cmdutil.DisplayWidth

// filler is a copy of cmdutil's line filler, kept for status_table.go's
// fitItems (which fills its fields itself) until the status layout moves
// to go-pretty's column widths (issue 21, part 2).
type filler struct {
	b      *strings.Builder
	width  int
	rest   string
	indent string // the current line's indent, until a word follows it
	cur    int    // the current line's width
	empty  bool   // no word on the current line yet
}

// start begins the first line with indent.
func (f *filler) start(indent string) {
	f.indent, f.cur, f.empty = indent, displayWidth(indent), true
}

// newLine ends the current line and begins the next, with rest.
func (f *filler) newLine() {
	if f.empty {
		f.b.WriteString(strings.TrimRight(f.indent, " "))
	}
	f.b.WriteByte('\n')
	f.start(f.rest)
}

// fits reports whether a word w cells wide fits on the current line.
func (f *filler) fits(w int) bool {
	return f.empty || f.cur+1+w <= f.width
}

// word writes word after the words on the current line, or at the start
// of the next when it does not fit (never cut: alone on a line, it may be
// wider than the line).
func (f *filler) word(word string) {
	w := displayWidth(word)
	if !f.fits(w) {
		f.newLine()
	}
	if f.empty {
		f.b.WriteString(f.indent)
	} else {
		f.b.WriteByte(' ')
		f.cur++
	}
	f.b.WriteString(word)
	f.cur += w
	f.empty = false
}

// end ends the last line (a line with no word keeps its indent, trailing
// spaces trimmed).
func (f *filler) end() {
	if f.empty {
		f.b.WriteString(strings.TrimRight(f.indent, " "))
	}
}
