package automa

import (
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestBoardApply carries decisions out on the guards' board ("Solitary
// Mode – Lights Out Phase"; "Solitary Mode – Special Effects"), each worked
// out by hand. The item and goon cards are made-up fixtures.
func TestBoardApply(t *testing.T) {
	rope := Item{Name: "Rope (fixture)", Reputation: 3, Cost: rules.Cost{Resources: res(2, 0, 0, 0)}}
	shiv := Item{Name: "Shiv (fixture)", Reputation: 4, Cost: rules.Cost{Resources: res(0, 0, 1, 0)}}
	crown := Item{Name: "Crown (fixture)", Reputation: 6, Cost: rules.Cost{Resources: res(0, 0, 0, 4)}}
	goons := rules.GoonSpaces{
		{Card: "Rat (fixture)", Suspicion: 2}, // Sewers
		{Card: "Leech (fixture)", Suspicion: 1},
		{},
		{Card: "Cutpurse (fixture)", Suspicion: 2}, // Commissary
		{},
	}
	base := func() Board {
		return Board{
			Guards:   rules.CrewBoard{Resources: res(2, 0, 1, 0), Suspicion: 1, Reputation: 5},
			Supply:   fullSupply,
			Goons:    goons,
			Display:  []Item{rope, {}, crown},
			Reserved: []Item{shiv},
			Marker:   Player,
		}
	}
	for _, tc := range []struct {
		name   string
		decide func(b *Board) Decision
		want   func(b *Board)
	}{
		{
			// Commissary: fewest potions and gold (0 each), gold rarer:
			// 1 gold from the supply.
			"commissary takes a cube from the supply",
			alone(rules.Commissary),
			func(b *Board) {
				b.Guards.Resources = res(2, 0, 1, 1)
				b.Supply.Resources = res(25, 15, 15, 9)
			},
		},
		{
			// Chow Hall: the Rat and the Cutpurse (2 icons each) leave
			// their spaces, for free.
			"chow hall empties the goon spaces seized",
			alone(rules.ChowHall),
			func(b *Board) {
				b.Goons[0], b.Goons[3] = rules.GoonSpace{}, rules.GoonSpace{}
			},
		},
		{
			// Cell Block: the Shiv (4 stars, reserved) beats the Rope (3,
			// display); 1 iron paid back to the supply, 4 stars, the Shiv
			// leaves the reserve.
			"cell block crafts from the reserve",
			alone(rules.CellBlock),
			func(b *Board) {
				b.Guards.Resources, b.Guards.Reputation = res(2, 0, 0, 0), 9
				b.Supply.Resources = res(25, 15, 16, 10)
				b.Reserved = []Item{}
			},
		},
		{
			// With no iron the Shiv cannot be paid for: the Rope is
			// crafted from display space 1, which empties.
			"cell block crafts from the display",
			func(b *Board) Decision {
				b.Guards.Resources = res(2, 0, 0, 0)
				return alone(rules.CellBlock)(b)
			},
			func(b *Board) {
				b.Guards.Resources, b.Guards.Reputation = res(0, 0, 0, 0), 8
				b.Supply.Resources = res(27, 15, 15, 10)
				b.Display[0] = Item{}
			},
		},
		{
			// Nothing payable: the Crown (6 stars) is reserved for free,
			// after the Shiv.
			"cell block reserves the best display item",
			func(b *Board) Decision {
				b.Guards.Resources = res(0, 0, 0, 0)
				return alone(rules.CellBlock)(b)
			},
			func(b *Board) {
				b.Guards.Resources = res(0, 0, 0, 0)
				b.Display[2] = Item{}
				b.Reserved = append(b.Reserved, crown)
			},
		},
		{
			// Remove Suspicion: the cube goes back to the supply.
			"remove suspicion returns the cube",
			func(b *Board) Decision {
				d, _ := Effect(rules.Effect{Kind: rules.EffectRemoveSuspicion}, b)
				return d
			},
			func(b *Board) {
				b.Guards.Suspicion = 0
				b.Supply.Suspicion = fullSupply.Suspicion + 1
			},
		},
		{
			// Give Suspicion: the cube leaves the guard board for the
			// player's, not the supply.
			"give suspicion moves the cube off the board",
			func(b *Board) Decision {
				d, _ := Effect(rules.Effect{Kind: rules.EffectGiveSuspicion}, b)
				return d
			},
			func(b *Board) { b.Guards.Suspicion = 0 },
		},
		{
			// Exercise Yard, fixed reward (made up): 1 power and the
			// marker.
			"a fixed reward takes power and the marker",
			func(b *Board) Decision {
				d := Decision{Item: -1, Action: Collect, Power: 1, TakesMarker: true, Bandit: res(1, 0, 0, 0)}
				return d
			},
			func(b *Board) {
				b.Guards.Power, b.Supply.Power, b.Marker = 1, fullSupply.Power-1, Guards
				b.Guards.Resources = res(3, 0, 1, 0) // the Bandit cube, from the location
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := base()
			d := tc.decide(&b)
			want := b
			want.Display, want.Reserved = slices.Clone(b.Display), slices.Clone(b.Reserved)
			tc.want(&want)
			b.Apply(&d)
			if b.Guards != want.Guards || b.Supply != want.Supply || b.Goons != want.Goons || b.Marker != want.Marker ||
				!slices.Equal(b.Display, want.Display) || len(b.Reserved) != len(want.Reserved) || !slices.Equal(b.Reserved, want.Reserved) {
				t.Errorf("after %s:\n got %+v\nwant %+v", d.Summary(), b, want)
			}
		})
	}
}
