package status

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// TestFitItems: things are never broken across lines unless one is wider
// than a line, labels too long for a line break between words.
func TestFitItems(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		items []string
		width int
		first string
		want  string
	}{
		{"one line", []string{"a: 1", "b: 2"}, 20, "X: ", "X: a: 1; b: 2\n"},
		{"break between things", []string{"reputation: 10", "power: 1"}, 21, "Vera: ", "Vera: reputation: 10;\n  power: 1\n"},
		{"first thing on the next line", []string{"reputation: 10"}, 20, "Bartholomew Bold: ", "Bartholomew Bold:\n  reputation: 10\n"},
		{"long label", []string{"a"}, 12, "Bartholomew the Bold: ", "Bartholomew\n  the Bold:\n  a\n"},
		{"a thing wider than a line", []string{"x", "tokens: Vera 5, Isaac 4"}, 14, "L: ", "L: x;\n  tokens: Vera\n  5, Isaac 4\n"},
		{"commas kept", listItems([]string{"Lockpick", "Crown", "Rope"}), 16, "Items: ", "Items: Lockpick,\n  Crown, Rope\n"},
		{"nothing", listItems(nil), 16, "Goals: ", "Goals: -\n"},
		{"no label", []string{"Vera: 5", "Isaac: 4"}, 10, "", "Vera: 5;\n  Isaac: 4\n"},
		// A CJK name takes two cells a character: 23 cells will not fit 22.
		{"wide name", []string{"reputation: 10", "power: 1"}, 22, "王小明: ", "王小明:\n  reputation: 10;\n  power: 1\n"},
		{"accented name", []string{"reputation: 10"}, 21, "Zoë Ødegård: ", "Zoë Ødegård:\n  reputation: 10\n"},
	} {
		if got := cmdutil.FitItems(tc.items, tc.width, tc.first, "  "); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestLayoutTableDisplayWidth: the status tables measure cells in display
// width (a CJK character takes two cells), clip a name with "…" and wrap
// a list between its things, within the width. Worked out by hand: the
// natural 53 cells give 23 to the wrapping Tokens column (down to its
// least, 12), then 9 to the clipped Crew column (20 down to 11: ten cells
// of name and "…").
func TestLayoutTableDisplayWidth(t *testing.T) {
	t.Parallel()
	cols := []column{{head: "Crew", give: giveClip, min: 8}, {head: "Rep.", right: true}, {head: "Tokens", give: giveWrap, min: 12}}
	rows := [][][]string{
		{{"* 王小明王小明王小明"}, {"10"}, {"王小明: 5 enforcer", "Zoë: 4"}},
		{{"  Zoë"}, {"9"}, {"-"}},
	}
	got, ok := layoutTable(cols, rows, false, 30)
	want := "" +
		"Crew        Rep.  Tokens\n" +
		"* 王小明王…   10  王小明: 5\n" +
		"                  enforcer,\n" +
		"                  Zoë: 4\n" +
		"  Zoë          9  -\n"
	if !ok || got != want {
		t.Errorf("ok %v, got\n%s\nwant\n%s", ok, got, want)
	}
	for _, line := range strings.Split(got, "\n") {
		if cmdutil.DisplayWidth(line) > 30 {
			t.Errorf("line of %d cells: %q", cmdutil.DisplayWidth(line), line)
		}
	}
	if _, ok := layoutTable(cols, rows, false, 20); ok {
		t.Error("a table narrower than its narrowest columns is drawn")
	}
}
