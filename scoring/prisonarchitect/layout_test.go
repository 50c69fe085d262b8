package prisonarchitect

import (
	"strings"
	"testing"
)

// TestCheckLayout: the squares a form asks for first ("Build": the prison
// fits the 6x6 frame, one tile per square, each tile after the first
// shares a side with another).
func TestCheckLayout(t *testing.T) {
	for _, tc := range []struct {
		squares []string
		index   int // of the square refused; -1: accepted
		want    string
	}{
		{[]string{"B2"}, -1, ""},
		{[]string{"A1", "B1", "B2", "C2"}, -1, ""},
		{[]string{"A1", "B1", "G1"}, 2, "outside the 6x6 frame"},
		{[]string{"A1", "B1", "A1"}, 2, "listed twice"},
		{[]string{"A1", "B1", "C3"}, 2, "in pieces"},
		{[]string{"A1", "B2"}, 1, "in pieces"}, // corners do not join
	} {
		at := make([]Pos, len(tc.squares))
		for i, s := range tc.squares {
			at[i], _ = ParsePos(s)
		}
		pr := CheckLayout(at)
		switch {
		case tc.index < 0 && pr != nil:
			t.Errorf("%v refused: %v", tc.squares, pr)
		case tc.index >= 0 && (pr == nil || pr.Index != tc.index || !strings.Contains(pr.Problem, tc.want)):
			t.Errorf("%v: %v, want square %d refused with %q", tc.squares, pr, tc.index, tc.want)
		}
	}
}

// TestWindowEdges: a Window goes on an edge bordering an Outdoor tile or
// nothing ("Windows"). B2 has the Yard (outdoor) north, the Kitchen
// (indoor) east, nothing south or west.
func TestWindowEdges(t *testing.T) {
	w := Warden{Prison: []Square{sq("B2", Canteen), sq("B1", Yard), sq("C2", Kitchen)}}
	got := w.WindowEdges(p("B2"))
	want := EdgeSet(0).With(North).With(South).With(West)
	if got != want {
		t.Errorf("WindowEdges(B2) = %b, want %b", got, want)
	}
	// Check agrees: a Window on the east edge is refused, on the north
	// edge accepted.
	w.Prison[0].Windows = EdgeSet(0).With(North)
	if pr := Check(&Game{Wardens: []Warden{w}}); pr != nil {
		t.Errorf("north Window refused: %v", pr)
	}
	w.Prison[0].Windows = EdgeSet(0).With(East)
	if pr := Check(&Game{Wardens: []Warden{w}}); pr == nil || pr.Field != "windows" {
		t.Errorf("east Window: %v", pr)
	}
}
