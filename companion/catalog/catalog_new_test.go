package catalog

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestNewCard: a new card's name is tidied, a guard card named after its
// colour starts with it, a Breakout-only kind starts in Breakout's box.
func TestNewCard(t *testing.T) {
	c, err := NewCard(GuardCard, "  green   1 ")
	if err != nil || c.Name != "green 1" || c.Colour != rules.Green {
		t.Errorf("NewCard(guard) = %+v, %v", c, err)
	}
	c, err = NewCard(LootCard, "two gold")
	if err != nil || c.Expansion != BreakoutExpansion {
		t.Errorf("NewCard(loot) = %+v, %v", c, err)
	}
}
