package companion

import (
	"errors"
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// shapeshifterGoon is a made-up Shapeshifter goon card (card values are not
// in the rulebooks).
func shapeshifterGoon(name string, icons int) *catalog.Card {
	c := testGoon(name, icons, rules.NoResource)
	c.GoonType = rules.Shapeshifters
	return c
}

// TestShapeshifter follows Breakout rulebook, "Goon Cards – Shapeshifters":
// the crew that recruits one discards it instead of gaining it, draws three
// goons, keeps one and discards the others, and draws again when the goon
// kept is another Shapeshifter.
func TestShapeshifter(t *testing.T) {
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019, Breakout: true, Catacombs: testCatacombs()})
	for i := range tr.g.DisplaySize() {
		tr.do(&DisplayCardEntry{Card: "Item " + string(rune('A'+i))})
	}
	for _, l := range rules.GoonLocations {
		e := &GoonCardEntry{Card: "Goon at " + l.String(), Location: l}
		e.Printed = testGoon(e.Card, 1, rules.NoResource)
		if l == rules.ChowHall {
			e.Card, e.Printed = "Mimic", shapeshifterGoon("Mimic", 1)
		}
		tr.do(e)
	}
	tr.do(&TunnelEntry{Location: rules.Smithy, Double: true})
	tr.do(&TunnelEntry{Location: rules.Infirmary})
	tr.do(&LegendCardEntry{Card: "Tog the Ogre Brute"})
	tr.do(assign("Vera", rules.ChowHall, "5", "4"))
	tr.do(assign("Isaac", rules.Infirmary, "5"))
	tr.do(assign("Vera", rules.Sewers, "2")) // to pay for the goon
	tr.do(assign("Isaac", rules.Smithy, "4"))
	tr.do(&PassEntry{Crew: "Vera"})
	tr.do(&PassEntry{Crew: "Isaac"})
	x := tr.resolveUntil(rules.ChowHall)
	if x.Kind != ExpectResolve || x.Location != rules.ChowHall {
		t.Fatalf("at the Chow Hall: %v", x)
	}
	tr.do(&RewardChoiceEntry{Crew: "Vera", Location: rules.ChowHall, Action: RewardRecruit, Cards: []string{"Mimic"}, Spend: rules.Resources{Scrap: 1}})
	vera := func() CrewState { c, _ := tr.g.Crew("Vera"); return c }
	// Discarded instead of gained.
	if slices.Contains(vera().Goons, "Mimic") || !slices.Contains(tr.g.GoonDiscard, "Mimic") {
		t.Fatalf("Mimic: Vera's goons %v, discard pile %v", vera().Goons, tr.g.GoonDiscard)
	}
	x = tr.g.Expect()
	if x.Kind != ExpectShapeshift || x.Crew != "Vera" || x.Shapeshifter != "Mimic" {
		t.Fatalf("after recruiting Mimic: %v %s %q", x.Kind, x.Crew, x.Shapeshifter)
	}
	// Nothing else is entered before the draw.
	if err := tr.try(&ResolveEntry{Location: rules.ChowHall}); !errors.Is(err, ErrChoicePending) {
		t.Errorf("resolving before the draw: %v", err)
	}
	draw := func(keep string, names ...string) *ShapeshiftEntry {
		e := &ShapeshiftEntry{Crew: "Vera", Drawn: names, Keep: keep}
		for i, n := range names {
			c := testGoon(n, i, rules.NoResource)
			if n == "Changeling" {
				c = shapeshifterGoon(n, 0)
			}
			e.Printed = append(e.Printed, c)
		}
		return e
	}
	if err := tr.try(draw("Nobody", "Changeling", "Ratty", "Gnash")); err == nil {
		t.Error("keeping a goon not drawn was accepted")
	}
	if err := tr.try(draw("Ratty", "Mimic", "Ratty", "Gnash")); !errors.Is(err, ErrSpaceTaken) {
		t.Errorf("drawing the discarded Mimic again: %v", err)
	}
	// Kept, a second Shapeshifter draws again.
	tr.do(draw("Changeling", "Changeling", "Ratty", "Gnash"))
	if x = tr.g.Expect(); x.Kind != ExpectShapeshift || x.Shapeshifter != "Changeling" {
		t.Fatalf("after keeping Changeling: %v %q", x.Kind, x.Shapeshifter)
	}
	tr.do(draw("Squeak", "Squeak", "Bruiser", "Nibbles"))
	if got := vera().Goons; !slices.Equal(got, []string{"Squeak"}) {
		t.Errorf("Vera's goons %v, want [Squeak]", got)
	}
	for _, d := range []string{"Mimic", "Ratty", "Gnash", "Changeling", "Bruiser", "Nibbles"} {
		if !slices.Contains(tr.g.GoonDiscard, d) {
			t.Errorf("%s is not in the discard pile %v", d, tr.g.GoonDiscard)
		}
	}
	if x = tr.g.Expect(); x.Kind == ExpectShapeshift {
		t.Errorf("a third draw is expected")
	}
	again, err := Replay(LogHeader{Version: LogVersion, Seed: tr.g.Seed}, tr.entries)
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := again.Crew("Vera"); !slices.Equal(c.Goons, vera().Goons) {
		t.Errorf("replay: %v", c.Goons)
	}
}
