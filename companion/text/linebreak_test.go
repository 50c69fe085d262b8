package text

import (
	"fmt"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/rivo/uniseg"
)

func TestLineUnits(t *testing.T) {
	tests := []struct {
		in   string
		want string // units joined: " " where Space, "|" where none
	}{
		{"one two  three", "one two three"},
		{"  lead and trail  ", "lead and trail"},
		{"line\nbreak", "line break"},
		{"Cloaca (2)", "Cloaca (2)"},
		{"face-down token", "face-|down token"},
		{"突击检查", "突|击|检|查"},
		{"突击检查，然后。", "突|击|检|查，|然|后。"},
		{"警卫（OFF DUTY）卡", "警|卫|（OFF DUTY）|卡"},
		{"Breakout 加入五个图标：推进灯笼", "Breakout 加|入|五|个|图|标：|推|进|灯|笼"},
		{"得“2”星", "得“2”星"}, // curly quotes are ambiguous quotation marks to UAX #14: no break beside them
		{"", ""},
	}
	for _, tc := range tests {
		var b strings.Builder
		for i, u := range LineUnits(tc.in) {
			if i > 0 {
				if u.Space {
					b.WriteByte(' ')
				} else {
					b.WriteByte('|')
				}
			}
			b.WriteString(u.Text)
		}
		if got := b.String(); got != tc.want {
			t.Errorf("LineUnits(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func FuzzLineUnits(f *testing.F) {
	for _, s := range []string{"one two", "突击检查，然后。", "警卫（OFF DUTY）卡", " a\n\tb ", "\xff", "e\u0301 x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		var joined strings.Builder
		for i, u := range LineUnits(s) {
			if u.Text == "" || strings.TrimSpace(u.Text) != u.Text {
				t.Fatalf("LineUnits(%q): unit %q is empty or has white space around it", s, u.Text)
			}
			if i == 0 && u.Space {
				t.Fatalf("LineUnits(%q): the first unit has a space before it", s)
			}
			joined.WriteString(u.Text)
		}
		// Nothing but white space is lost.
		if got, want := strings.Map(dropSpace, joined.String()), strings.Map(dropSpace, s); got != want {
			t.Fatalf("LineUnits(%q) keeps %q, want %q", s, got, want)
		}
	})
}

func dropSpace(r rune) rune {
	if unicode.IsSpace(r) {
		return -1
	}
	return r
}

// ExampleLineUnits wraps a Chinese sentence to 16 columns as a wrapper
// would: a space only where the text had one, a wide character 2 columns,
// and "、" never at the start of a line (笼 goes down with it).
func ExampleLineUnits() {
	const width = 16
	line, lineWidth := "", 0
	for _, u := range LineUnits("Breakout 加入五个图标：推进灯笼、改良物品。") {
		w := uniseg.StringWidth(u.Text)
		gap := ""
		if u.Space && line != "" {
			gap = " "
		}
		if line != "" && lineWidth+len(gap)+w > width {
			fmt.Println(line)
			line, lineWidth, gap = "", 0, ""
		}
		line += gap + u.Text
		lineWidth += len(gap) + w
	}
	fmt.Println(line)
	// Output:
	// Breakout 加入五
	// 个图标：推进灯
	// 笼、改良物品。
}
