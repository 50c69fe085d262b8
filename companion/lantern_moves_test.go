package companion

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestLanternMoves: a lantern moves forward along the arrows to a connected
// space (Breakout rulebook, "Advancing in the Catacombs"); every lantern
// starts on the ENTRANCE ("Expansion Setup"). On the test map the ENTRANCE
// leads to 1 (free) and 2 (one iron); without the map nothing is known.
func TestLanternMoves(t *testing.T) {
	tr := newBreakoutTracker(t)
	moves, ok := tr.g.LanternMoves("Vera")
	want := []LanternMove{{To: rules.Space{Kind: rules.Numbered, Number: 1}}, {To: rules.Space{Kind: rules.Numbered, Number: 2}, Cost: rules.Resources{Iron: 1}}}
	if !ok || len(moves) != len(want) {
		t.Fatalf("from the ENTRANCE: %v, %v; want %v", moves, ok, want)
	}
	for i := range want {
		if moves[i] != want[i] {
			t.Errorf("move %d: %+v; want %+v", i, moves[i], want[i])
		}
	}
	if _, ok := tr.g.LanternMoves("Nobody"); ok {
		t.Error("a crew not seated has no lantern")
	}
	g, err := NewGame(SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019, Breakout: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := g.LanternMoves("Vera"); ok {
		t.Error("without the map the moves are not known")
	}
}
