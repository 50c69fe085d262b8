package solosim

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
)

// TestPartialText: nothing for a whole catalog; otherwise each kind of card
// missing in its words.
func TestPartialText(t *testing.T) {
	t.Parallel()
	if got := PartialText(nil); got != "" {
		t.Errorf("no card missing: %q", got)
	}
	got := PartialText([]Missing{{Kind: catalog.LocationCard}, {Kind: catalog.ItemCard, Have: 3, Want: 5}})
	want := "partial: played with the cards your catalog knows: no Breakout location card, 3 of 5 " + catalog.ItemCard.String() + " cards"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
