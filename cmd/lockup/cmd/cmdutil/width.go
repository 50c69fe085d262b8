package cmdutil

import (
	"io"
	"iter"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/term"
	"github.com/jedib0t/go-pretty/v6/text"

	lockuptext "github.com/lockup-companion/lockup/companion/text"
)

// Output widths: DefaultWidth when standard output is not a terminal, never
// less than MinWidth.
const (
	DefaultWidth = 80 // when standard output is not a terminal
	MinWidth     = 30
)

// TerminalWidth returns the width to wrap text to: the terminal's when
// standard output is one (or $COLUMNS when the size cannot be read), 80
// otherwise.
func (s *IOStreams) TerminalWidth() int {
	if !s.stdoutTTY {
		return DefaultWidth
	}
	if s.termWidth > 0 {
		return max(s.termWidth, MinWidth)
	}
	return terminalWidth(s.Out)
}

// SetTerminalWidth pretends the terminal is columns wide (0: its own
// width, else $COLUMNS), for tests: unlike $COLUMNS, it is the streams'
// own, so that tests of several widths can run side by side.
func (s *IOStreams) SetTerminalWidth(columns int) { s.termWidth = columns }

// ErrorWidth returns the width to wrap error messages to, when standard
// error is a terminal; 0 when it is not (messages stay on one line, for
// whatever reads them).
func (s *IOStreams) ErrorWidth() int {
	if !s.stderrTTY {
		return 0
	}
	if s.termWidth > 0 {
		return max(s.termWidth, MinWidth)
	}
	return terminalWidth(s.ErrOut)
}

// terminalWidth returns the width of the terminal w writes to, else
// $COLUMNS, else 80.
func terminalWidth(w io.Writer) int {
	if f, ok := RawWriter(w).(*os.File); ok {
		if w, _, err := term.GetSize(f.Fd()); err == nil && w > 0 {
			return max(w, MinWidth)
		}
	}
	if w, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && w > 0 {
		return max(w, MinWidth)
	}
	return DefaultWidth
}

// DisplayWidth is the number of terminal cells s takes, escape sequences
// left out: go-pretty's measure (text.StringWidthWithoutEscSequences), so
// that wrapped text and the tables' cells agree. A wide character (CJK)
// counts 2, an accented letter 1.
func DisplayWidth(s string) int {
	return text.StringWidthWithoutEscSequences(s)
}

// WrapText fills text into lines of at most width cells (display width).
// The first line starts with first, the others with rest (a hanging
// indent); a word is never cut: one wider than a line gets a line of its
// own. Chinese, which does not space its words, breaks between its
// characters where Unicode's line-breaking rules allow (text.LineUnits:
// never before "，" or "）", never after "（"), with no space written where
// the text had none. Text with no wide characters breaks only at its
// spaces, as it always did. Paragraphs (blank-line separated) stay apart.
// It is the one wrapping function of every printed paragraph.
func WrapText(text string, width int, first, rest string) string {
	var b strings.Builder
	b.Grow(len(first) + len(text) + len(text)/max(width, MinWidth)*len(rest)) // the text and an indent a line
	for p, para := range strings.Split(text, "\n\n") {
		f := filler{b: &b, width: width, rest: rest}
		if p == 0 {
			f.start(first)
		} else {
			b.WriteString("\n\n")
			f.start(rest)
		}
		for u := range wrapUnits(para) {
			f.unit(u.Text, u.Space)
		}
		f.end()
	}
	return b.String()
}

// filler writes words into lines of at most width cells, each line after
// the first starting with rest: the line-filling loop behind WrapText.
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
	f.indent, f.cur, f.empty = indent, DisplayWidth(indent), true
}

// newLine ends the current line and begins the next, with rest.
func (f *filler) newLine() {
	if f.empty {
		f.b.WriteString(strings.TrimRight(f.indent, " "))
	}
	f.b.WriteByte('\n')
	f.start(f.rest)
}

// fits reports whether a piece w cells wide fits on the current line,
// after a space when space is set.
func (f *filler) fits(w int, space bool) bool {
	if space {
		w++
	}
	return f.empty || f.cur+w <= f.width
}

// unit writes a piece after the pieces on the current line (after a space
// when space is set), or at the start of the next when it does not fit
// (never cut: alone on a line, it may be wider than the line).
func (f *filler) unit(piece string, space bool) {
	w := DisplayWidth(piece)
	if !f.fits(w, space) {
		f.newLine()
	}
	if f.empty {
		f.b.WriteString(f.indent)
	} else if space {
		f.b.WriteByte(' ')
		f.cur++
	}
	f.b.WriteString(piece)
	f.cur += w
	f.empty = false
}

// wrapUnits yields the pieces of a paragraph a line may break between,
// each with whether a space comes before it: the words between white
// space, and inside a word with wide (East Asian) characters the pieces
// text.LineUnits finds there, joined again where neither side of the break
// is a wide character. So English and Spanish break at their spaces only
// (never after a hyphen or a slash), and a path or a URL stays whole even
// with Chinese in it.
func wrapUnits(para string) iter.Seq[lockuptext.LineUnit] {
	return func(yield func(lockuptext.LineUnit) bool) {
		for word := range strings.FieldsSeq(para) {
			if !hasWide(word) || isPath(word) {
				if !yield(lockuptext.LineUnit{Text: word, Space: true}) {
					return
				}
				continue
			}
			units := lockuptext.LineUnits(word)
			piece, space := units[0].Text, true
			for _, u := range units[1:] {
				last, _ := utf8.DecodeLastRuneInString(piece)
				next, _ := utf8.DecodeRuneInString(u.Text)
				if !isWide(last) && !isWide(next) {
					piece += u.Text
					continue
				}
				if !yield(lockuptext.LineUnit{Text: piece, Space: space}) {
					return
				}
				piece, space = u.Text, false
			}
			if !yield(lockuptext.LineUnit{Text: piece, Space: space}) {
				return
			}
		}
	}
}

// isPath reports whether a word is a path or a URL: it has a slash with a
// narrow character (a letter, a digit, a dot, a bracket) on one side or at
// its start. "最多/第二多" is Chinese text, not a path.
func isPath(word string) bool {
	for i, r := range word {
		if r != '/' && r != '\\' {
			continue
		}
		before, _ := utf8.DecodeLastRuneInString(word[:i])
		after, _ := utf8.DecodeRuneInString(word[i+1:])
		if i == 0 || !isWide(before) || (after != utf8.RuneError && !isWide(after)) {
			return true
		}
	}
	return false
}

// hasWide reports whether s has a character two cells wide.
func hasWide(s string) bool {
	return strings.IndexFunc(s, isWide) >= 0
}

// isWide reports whether r takes two cells (a CJK character or mark).
func isWide(r rune) bool {
	return r >= 0x1100 && text.RuneWidth(r) == 2
}

// end ends the last line (a line with no word keeps its indent, trailing
// spaces trimmed).
func (f *filler) end() {
	if f.empty {
		f.b.WriteString(strings.TrimRight(f.indent, " "))
	}
}

// FitItems lays things out on lines of at most width cells, the first
// line starting with first, the others with rest, and ends the last line
// (lockup status's labelled lines). A line breaks only between two things;
// a thing wider than a line gets lines of its own, broken between words.
// Things are separated by "; " (added here unless a thing ends in a comma
// or semicolon already).
func FitItems(items []string, width int, first, rest string) string {
	var b strings.Builder
	f := filler{b: &b, width: width, rest: rest}
	f.start("")
	for word := range strings.FieldsSeq(first) {
		f.unit(word, true) // a label too long for a line breaks between words too
	}
	restW := DisplayWidth(rest)
	for i, it := range items {
		if i < len(items)-1 && !strings.HasSuffix(it, ",") && !strings.HasSuffix(it, ";") {
			it += ";"
		}
		room := f.width - f.cur
		if !f.empty {
			room-- // the space before it
		}
		switch w := DisplayWidth(it); {
		case w <= room:
			f.unit(it, true)
		case !f.empty && restW+w <= width:
			f.newLine()
			f.unit(it, true)
		default:
			// Too wide for a line: broken between words.
			if !f.empty {
				f.newLine()
			}
			for word := range strings.FieldsSeq(it) {
				f.unit(word, true)
			}
		}
	}
	f.end()
	b.WriteByte('\n')
	return b.String()
}
