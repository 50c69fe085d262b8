package companion

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestBreakoutView reads what status shows of a Breakout game from the
// game and its entries: the tunnels in the order they resolve, the seekers
// there with the strength the players see, the loot tokens' uses, an
// escape's stars and round, the stacks and the paths on.
func TestBreakoutView(t *testing.T) {
	if _, ok := (Game{}).BreakoutView(nil); ok {
		t.Error("a core game has a Breakout view")
	}
	tr := newBreakoutTracker(t)
	// Roll Call: Vera's seeker face up with her 5, Isaac's seeker with a
	// face-down 4 (counted, not added: the Roll Call hides it).
	tr.do(assign("Vera", rules.Smithy, "seeker", "5"))
	a := assign("Isaac", rules.Smithy, "seeker", "4")
	a.FaceDown = []string{"4"}
	tr.do(a)
	v, ok := tr.g.BreakoutView(tr.entries)
	if !ok {
		t.Fatal("no Breakout view")
	}
	if len(v.Tunnels) != 3 || v.Tunnels[0].Location != rules.Infirmary || v.Tunnels[1].Location != rules.Smithy || v.Tunnels[1].Tunnel != rules.DoubleTunnel {
		t.Errorf("tunnels %+v", v.Tunnels)
	}
	want := []SeekerView{{Crew: "Vera", Strength: 6}, {Crew: "Isaac", Strength: 1, FaceDown: 1}}
	if s := v.Tunnels[1].Seekers; len(s) != 2 || s[0] != want[0] || s[1] != want[1] {
		t.Errorf("seekers %+v, want %+v", s, want)
	}
	if v.Legend != "Tog the Ogre Brute" || v.LegendFaceDown != 0 || !v.Mapped || v.StackSize != 3 {
		t.Errorf("view %+v", v)
	}
	// testCatacombs: loot on 3 and the TOMB; from the ENTRANCE to 1, or to
	// 2 for 1 iron.
	if len(v.Stacks) != 2 || v.Stacks[0] != (StackView{Space: rules.Space{Kind: rules.Numbered, Number: 3, Loot: true}, Left: 3}) {
		t.Errorf("stacks %+v", v.Stacks)
	}
	if n := v.Lanterns[0].Next; len(n) != 2 || n[1].Space.Number != 2 || n[1].Cost != (rules.Resources{Iron: 1}) {
		t.Errorf("Vera's next %+v", n)
	}
	// Vera, set on 1, reaches 3 and takes a token and uses it (a view built
	// from entries that
	// the game did not keep: how each token was used), and moves on to 4.
	tr.do(&PassEntry{Crew: "Claire"})
	tr.do(&PassEntry{Crew: "Vera"})
	tr.do(&PassEntry{Crew: "Isaac"})
	tr.g.Breakout.Lanterns[0] = rules.Space{Kind: rules.Numbered, Number: 1}
	tr.resolveUntil(rules.Smithy)
	tr.do(&LanternEntry{Crew: "Vera", Space: "3"})
	tr.do(&LootEntry{Crew: "Vera", Loot: "Loot A"})
	tr.do(&LanternEntry{Crew: "Vera", Space: "4"})
	v, _ = tr.g.BreakoutView(tr.entries)
	if l := v.Lanterns[0]; len(l.Loot) != 1 || l.Loot[0] != (LootView{Token: "Loot A"}) || l.EscapeRound != 0 {
		t.Errorf("Vera's lantern %+v", l)
	}
	// The three crews passed with several tokens left: none is on the
	// legend card (Breakout rulebook, "Roll Call Phase").
	if v.Stacks[0].Left != 2 || v.LegendFaceDown != 0 {
		t.Errorf("stacks %+v, %d face down on the legend", v.Stacks, v.LegendFaceDown)
	}
}
