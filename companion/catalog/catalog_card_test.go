package catalog

import (
	"slices"
	"testing"
)

// TestTypedBox: a card typed during a game is kept with the box it must
// come from, and only then (Breakout rulebook, "Expansion Setup"): the
// core box in a core game; in a Breakout game the Breakout box for legend
// cards, loot tokens and spaces, and no box for the kinds whose decks mix
// both boxes.
func TestTypedBox(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		breakout bool
		kind     CardKind
		want     Expansion
	}{
		{false, GoonCard, CoreGame},
		{false, ItemCard, CoreGame},
		{true, GoonCard, NoExpansion},
		{true, ItemCard, NoExpansion},
		{true, GoalCard, NoExpansion},
		{true, LegendCard, BreakoutExpansion},
		{true, LootCard, BreakoutExpansion},
		{true, SpaceCard, BreakoutExpansion},
	} {
		if got := tt.kind.TypedBox(tt.breakout); got != tt.want {
			t.Errorf("breakout %v, %s: box %s, want %s", tt.breakout, tt.kind, got, tt.want)
		}
	}
}

// TestStillUnknown: a core game card is never asked for barrel icons, which
// come with Breakout (Breakout rulebook, "Dryads"); a Breakout card, or a
// card of no known box, is.
func TestStillUnknown(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		box     Expansion
		barrels bool
	}{{CoreGame, false}, {BreakoutExpansion, true}, {NoExpansion, true}} {
		c := Card{Kind: ItemCard, Name: "Shiv", Expansion: tt.box}
		if got := slices.Contains(c.StillUnknown(), FieldBarrels); got != tt.barrels {
			t.Errorf("%s item: barrels still unknown = %v, want %v (%v)", tt.box, got, tt.barrels, c.StillUnknown())
		}
		if !slices.Contains(c.Missing(), FieldBarrels) {
			t.Errorf("%s item: Missing() lacks the barrels: %v", tt.box, c.Missing())
		}
	}
}
