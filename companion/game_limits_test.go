package companion

import (
	"errors"
	"fmt"
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TestCardLimitByEdition fills the item display of a game again and again
// until the box runs out: 34 items in a 2019 box, 30 in the 2018 first
// edition (the rulebooks' component lists).
func TestCardLimitByEdition(t *testing.T) {
	for _, tt := range []struct {
		edition rules.Edition
		items   int
	}{{rules.Edition2019, 34}, {rules.Edition2018, 30}} {
		t.Run(tt.edition.String(), func(t *testing.T) {
			g := Game{Box: rules.Box{Edition: tt.edition}, Display: make([]string, 3)}
			// Crafted items count as in play: give a crew all but the
			// last two the box holds, then fill the display.
			g.Crews = []CrewState{{Name: "Vera"}}
			for i := 0; i < tt.items-2; i++ {
				g.Crews[0].Items = append(g.Crews[0].Items, fmt.Sprintf("item %d", i))
			}
			g.Display[0] = "one more"
			if err := g.legalCardLimit(catalog.ItemCard); err != nil {
				t.Fatalf("the %dth item refused: %v", tt.items, err)
			}
			g.Display[1] = "the last"
			err := g.legalCardLimit(catalog.ItemCard)
			if !errors.Is(err, ErrCardLimit) {
				t.Fatalf("item %d of a %d-item box: %v", tt.items+1, tt.items, err)
			}
		})
	}
}
