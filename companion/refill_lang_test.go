package companion

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TestRefilledIn: after the refills of the Patrol phase (core rulebook,
// "Patrol Phase", steps 2 and 3) the board is said space by space, the
// cards drawn marked new.
func TestRefilledIn(t *testing.T) {
	t.Parallel()
	g := Game{Display: []string{"Shiv", "", "Rope"}}
	g.Locations[rules.Sewers].Goon = "Grub"
	drawn := map[string]bool{"Rope": true, "Grub": true}
	if got, want := g.RefilledIn(terms.En, EntryDisplayCard, drawn), "The item display now: 1. Shiv, 2. (empty), 3. Rope (new)."; got != want {
		t.Errorf("display: %q, want %q", got, want)
	}
	if got, want := g.RefilledIn(terms.En, EntryGoonCard, drawn), "The goon spaces now: Sewers: Grub (new), Infirmary: (empty), Smithy: (empty), Commissary: (empty), Chow Hall: (empty)."; got != want {
		t.Errorf("goon spaces: %q, want %q", got, want)
	}
	if got := g.RefilledIn(terms.En, EntryPass, drawn); got != "" {
		t.Errorf("another entry: %q", got)
	}
}
