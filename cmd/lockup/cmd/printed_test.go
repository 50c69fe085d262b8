package cmd

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
)

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
