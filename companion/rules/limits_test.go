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

// TestBoxEditionComponents: the 2018 box has no Bandits, no Flayers, no
// Choose Tome icon and no advanced setup (2018 rulebook, "Components",
// "Recruiting Goons", "Special Effect Icons"; ruling first-edition-cards);
// Breakout brings its own goon types and icons, and with it the Choose
// Tome icon is accepted in a 2018 game.
func TestBoxEditionComponents(t *testing.T) {
	b19, b18, b18bo := Box{Edition: Edition2019}, Box{Edition: Edition2018}, Box{Edition: Edition2018, Breakout: true}
	for _, tc := range []struct {
		box              Box
		bandits, flayers bool
		dwarves, dryads  bool
		chooseTome       bool
		advanceLantern   bool
		advanced         bool
	}{
		{b19, true, true, true, false, true, false, true},
		{b18, false, false, true, false, false, false, false},
		{b18bo, false, false, true, true, true, true, false},
	} {
		got := []bool{tc.box.GoonTypeInBox(Bandits), tc.box.GoonTypeInBox(Flayers), tc.box.GoonTypeInBox(Dwarves), tc.box.GoonTypeInBox(Dryads),
			tc.box.IconInBox(EffectChooseTome), tc.box.IconInBox(EffectAdvanceLantern), tc.box.AdvancedSetupInBox()}
		want := []bool{tc.bandits, tc.flayers, tc.dwarves, tc.dryads, tc.chooseTome, tc.advanceLantern, tc.advanced}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%+v: check %d is %v, want %v", tc.box, i, got[i], want[i])
			}
		}
	}
}
