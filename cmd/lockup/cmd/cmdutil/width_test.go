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
		// Chinese breaks between characters, with no space written there,
		// but never before a closing mark nor after an opening one.
		{"点名阶段结束后进入熄灯阶段", "", "", 10, "点名阶段结\n束后进入熄\n灯阶段"},
		{"每名玩家，依次放置", "", "", 9, "每名玩\n家，依次\n放置"},
		{"见（规则书）第十页", "  ", "  ", 8, "  见（规\n  则书）\n  第十页"},
		{"英文 English 中文", "", "", 12, "英文 English\n中文"},
		{"英文 English 中文", "", "", 11, "英文\nEnglish 中\n文"},
		// A slash between Chinese words is text; a path stays whole.
		{"在“最多/第二多”目标", "", "", 8, "在“最多/\n第二\n多”目标"},
		{"见 /tmp/王小明的游戏/a.jsonl 文件", "", "", 10, "见\n/tmp/王小明的游戏/a.jsonl\n文件"},
		// A Spanish or English word with a hyphen stays whole.
		{"boca-abajo face-down", "", "", 12, "boca-abajo\nface-down"},
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
		for u := range wrapUnits(para) {
			word, sep := u.Text, 0
			if u.Space {
				sep = 1
			}
			n := DisplayWidth(word)
			if !empty && lineLen+sep+n > width {
				b.WriteString(strings.TrimRight(line, " "))
				b.WriteByte('\n')
				line, lineLen, empty = rest, DisplayWidth(rest), true
			}
			if !empty && u.Space {
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
	f.Add("点名阶段（第一阶段）：每名玩家", 7, "- ", "  ")
	f.Fuzz(func(t *testing.T, text string, width int, first, rest string) {
		got := WrapText(text, width, first, rest)
		if want := wrapTextByLines(text, width, first, rest); got != want {
			t.Fatalf("WrapText(%q, %d, %q, %q) = %q, want %q", text, width, first, rest, got, want)
		}
		// Text with no wide character wraps as it always did, at its spaces.
		if !hasWide(text) {
			if old := wrapTextByFields(text, width, first, rest); got != old {
				t.Fatalf("WrapText(%q, %d, %q, %q) = %q, before Chinese wrapping %q", text, width, first, rest, got, old)
			}
		}
	})
}

// wrapTextByFields is wrapTextByLines before Chinese wrapping: words are
// what white space separates.
func wrapTextByFields(text string, width int, first, rest string) string {
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

// BenchmarkWrapText wraps a topic's summary in English and in Chinese to 80
// columns: the Chinese breaks between characters (text.LineUnits).
func BenchmarkWrapText(b *testing.B) {
	for _, bm := range []struct{ name, text string }{
		{"en", strings.Repeat("The strongest crew gains 3 potions (2 in a two-player game) and the least strong 1 potion; ", 4)},
		{"zh", strings.Repeat("最强的团队获得3药剂（两人游戏为2），最弱的团队获得1药剂；中间的团队什么也得不到，成为散乱的组员。", 4)},
	} {
		b.Run(bm.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				WrapText(bm.text, 80, "  ", "    ")
			}
		})
	}
}
