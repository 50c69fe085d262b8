package rules

import "testing"

// TestTomeInDeck: solitary mode takes both "Big Book of Stealth" and both
// "Cutthroat Crafting" out of the tome deck (core rulebook, "Solitary Mode –
// Setup", step 2); the multiplayer deck keeps them.
func TestTomeInDeck(t *testing.T) {
	for _, tc := range []struct {
		box  Box
		name string
		want bool
	}{
		{Box{Solo: true}, "Big Book of Stealth", false},
		{Box{Solo: true}, "cutthroat crafting", false},
		{Box{Solo: true}, "Atlas of Hideouts", true},
		{Box{}, "Big Book of Stealth", true},
	} {
		if got := tc.box.TomeInDeck(tc.name); got != tc.want {
			t.Errorf("%+v: %s in the deck = %v, want %v", tc.box, tc.name, got, tc.want)
		}
	}
}
