package cmd

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
)

// TestCardFillerBox: a card the catalog does not know is kept with the box
// it must come from, and only then: the core box in a core game; in a
// Breakout game the Breakout box for legend cards, loot tokens and spaces,
// and no box for the kinds whose decks mix both boxes.
func TestCardFillerBox(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		breakout bool
		kind     catalog.CardKind
		want     catalog.Expansion
	}{
		{false, catalog.GoonCard, catalog.CoreGame},
		{false, catalog.ItemCard, catalog.CoreGame},
		{true, catalog.GoonCard, catalog.NoExpansion},
		{true, catalog.ItemCard, catalog.NoExpansion},
		{true, catalog.GoalCard, catalog.NoExpansion},
		{true, catalog.LegendCard, catalog.BreakoutExpansion},
		{true, catalog.LootCard, catalog.BreakoutExpansion},
		{true, catalog.SpaceCard, catalog.BreakoutExpansion},
	} {
		f := &cardFiller{breakout: tt.breakout}
		if got := f.boxOf(tt.kind); got != tt.want {
			t.Errorf("breakout %v, %s: box %s, want %s", tt.breakout, tt.kind, got, tt.want)
		}
	}
}

// TestNewBreakoutKeepsNoCoreBox: the cards typed while setting up a
// Breakout game are kept in the catalog with their values but no box: a
// Breakout goon typed then is not made a core card.
func TestNewBreakoutKeepsNoCoreBox(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	args := slices.Concat(setupFlags, setupSets, []string{"--breakout", "--set", "Nobody:barrels=0"})
	mustRun(t, args...)
	cat, err := catalog.LoadCatalog(filepath.Join(dir, "config", "lockup", "catalog.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		kind catalog.CardKind
		name string
	}{{catalog.GoonCard, "Zed"}, {catalog.ItemCard, "Nobody"}, {catalog.GoalCard, "Mystery"}} {
		got, ok := cat.Lookup(c.kind, c.name)
		if !ok || got.Expansion != catalog.NoExpansion {
			t.Errorf("the catalog keeps %s as %s, want no box", c.name, catalog.CardString(got))
		}
	}
}
