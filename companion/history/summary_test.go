package history

import (
	"fmt"
	"testing"
)

// TestSummaryRoundTrip: the sides written as a play's summary read back
// the same, whatever the names hold.
func TestSummaryRoundTrip(t *testing.T) {
	tests := [][]Side{
		nil,
		fixturePlay(4).Sides,
		{{Crew: "12:3", Player: "a:b,c=d", Winner: true, Total: -3}, {Crew: "guards", Opponent: true, Total: 0}},
		{{Crew: "Ünïcode 鼠", Total: 100000, Categories: []Category{{Name: "track", Points: -2}, {Name: "first_player", Points: 0}}}},
		{{Crew: "", Player: "", Total: 7}},
	}
	for _, sides := range tests {
		s := encodeSides(sides)
		got, err := decodeSides(s)
		if err != nil {
			t.Errorf("decodeSides(%q): %v", s, err)
			continue
		}
		if fmt.Sprint(got) != fmt.Sprint(sides) {
			t.Errorf("%q read back as\n%v\nwant\n%v", s, got, sides)
		}
	}
}

// TestSummaryDamaged: a summary that is not one encodeSides wrote is an
// error, never a panic or a wrong play.
func TestSummaryDamaged(t *testing.T) {
	for _, s := range []string{"x", "3:01", "99:01", "4:0110:Ana0:0:", "2:015:Ana", "-1:", "3:01x3:Ana0:0:"} {
		if got, err := decodeSides(s); err == nil {
			t.Errorf("decodeSides(%q) = %v, want an error", s, got)
		}
	}
}

// FuzzSummary: whatever the text, decodeSides returns sides or an error;
// the sides it returns encode back to the same text, or to one that reads
// as the same sides; appendCategories reads categories as splitCategories.
func FuzzSummary(f *testing.F) {
	f.Add(encodeSides(fixturePlay(2).Sides))
	f.Add("4:01-12:A:0:0:")
	f.Add("track=3,raid=-4,x=+2,y=,=7,z=99999999999")
	f.Fuzz(func(t *testing.T, s string) {
		// The statistics' quick reader of categories reads them as the
		// listings' does.
		if s != "" {
			if got, want := fmt.Sprint(appendCategories(nil, s)), fmt.Sprint(splitCategories(s)); got != want {
				t.Errorf("categories %q: %s, want %s", s, got, want)
			}
		}
		sides, err := decodeSides(s)
		if err != nil {
			return
		}
		again := encodeSides(sides)
		if again == s {
			return
		}
		// Leading zeros, "+" signs and categories with no points read
		// as numbers: the text is not the same, the sides are.
		back, err := decodeSides(again)
		if err != nil || fmt.Sprint(back) != fmt.Sprint(sides) {
			t.Errorf("%q -> %v -> %q -> %v, %v", s, sides, again, back, err)
		}
	})
}
