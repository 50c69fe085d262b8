package cmdutil

import (
	"strings"
	"testing"
)

func TestWrapText(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text, first, rest string
		width             int
		want              string
	}{
		{"one two three four", "", "", 9, "one two\nthree\nfour"},
		{"one two three", "- ", "  ", 8, "- one\n  two\n  three"},
		{"averyveryverylongword x", "", "", 5, "averyveryverylongword\nx"},
		{"a\n\nb", "> ", "  ", 20, "> a\n\n  b"},
		{"", "  ", "  ", 10, ""},
		// Display width, not runes: each of these CJK characters takes two
		// cells, so two names fill 9 cells; an accented letter takes one.
		{"名前 名前 名前", "", "", 9, "名前 名前\n名前"},
		{"王小明 wins", "", "", 10, "王小明\nwins"},
		{"Zoë Zoë Zoë", "", "", 7, "Zoë Zoë\nZoë"},
		{"Müller-Lüdenscheidt Zoë", "  ", "    ", 12, "  Müller-Lüdenscheidt\n    Zoë"},
		// A word wider than a line is never cut: it gets a line of its own.
		{"a ~/.local/share/lockup/boards/bartholomew-the-bold.yaml b", "  ", "    ", 20, "  a\n    ~/.local/share/lockup/boards/bartholomew-the-bold.yaml\n    b"},
		// Escape sequences take no cell.
		{"\x1b[1mbold\x1b[0m word", "", "", 9, "\x1b[1mbold\x1b[0m word"},
	}
	for _, tt := range tests {
		if got := WrapText(tt.text, tt.width, tt.first, tt.rest); got != tt.want {
			t.Errorf("WrapText(%q, %d) = %q, want %q", tt.text, tt.width, got, tt.want)
		}
	}
}

// wrapTextByLines is wrapText as first written, building each line before
// writing it (measuring display width): FuzzWrapText checks that the
// filler agrees with it.
func wrapTextByLines(text string, width int, first, rest string) string {
	var b strings.Builder
	for p, para := range strings.Split(text, "\n\n") {
		if p > 0 {
			b.WriteString("\n\n")
			first = rest
		}
		line := first
		lineLen := DisplayWidth(first)
		empty := true
		for _, word := range strings.Fields(para) {
			n := DisplayWidth(word)
			if !empty && lineLen+1+n > width {
				b.WriteString(strings.TrimRight(line, " "))
				b.WriteByte('\n')
				line, lineLen, empty = rest, DisplayWidth(rest), true
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

func FuzzWrapText(f *testing.F) {
	f.Add("one two three four", 9, "", "")
	f.Add("one two three", 8, "- ", "  ")
	f.Add("a\n\nb  c\n\n\n\nd", 20, "> ", "  ")
	f.Add("", 10, "  ", "  ")
	f.Add("déjà vu\tüber  x", 3, "  raid  ", "    ")
	f.Add("名前 王小明 a", 5, "", "  ")
	f.Fuzz(func(t *testing.T, text string, width int, first, rest string) {
		if got, want := WrapText(text, width, first, rest), wrapTextByLines(text, width, first, rest); got != want {
			t.Fatalf("WrapText(%q, %d, %q, %q) = %q, want %q", text, width, first, rest, got, want)
		}
	})
}
