package automa

import (
	"slices"

	"github.com/lockup-companion/lockup/companion/rules"
)

// Cubes carries out the cubes of a decision between the guard board and the
// supply: the cubes gained (Gain) and power taken from the supply, the cubes
// paid (Pay) back to it, the stars scored, and the guards' suspicion (a
// cube returned goes back to the supply; one given to the player leaves the
// guard board, and the caller puts it on the player's). The Bandit cubes
// are not moved: they come from the location, which the tracker keeps.
func (d *Decision) Cubes(guards *rules.CrewBoard, supply *rules.Supply) {
	guards.Resources = guards.Resources.Plus(d.Gain).Minus(d.Pay)
	supply.Resources = supply.Resources.Minus(d.Gain).Plus(d.Pay)
	guards.Power += d.Power
	supply.Power -= d.Power
	guards.Reputation += d.Reputation
	guards.Suspicion += d.Suspicion
	if d.Action == ReturnSuspicion {
		supply.Suspicion -= d.Suspicion
	}
}

// Apply carries a decision out on the board, so that the next decision reads
// what this one changed: the cubes (Decision.Cubes) and the Bandit cubes
// collected at the location, the first player marker, the goons seized off
// their spaces, the item crafted out of the display or the reserve, the item
// reserved moved from the display to the reserve.
func (b *Board) Apply(d *Decision) {
	d.Cubes(&b.Guards, &b.Supply)
	b.Guards.Resources = b.Guards.Resources.Plus(d.Bandit)
	if d.TakesMarker {
		b.Marker = Guards
	}
	for _, loc := range d.Goons() {
		b.Goons[rules.GoonIndex(loc)] = rules.GoonSpace{}
	}
	switch {
	case d.Action == Craft && d.FromReserve:
		b.Reserved = slices.Delete(b.Reserved, d.Item, d.Item+1)
	case d.Action == Craft:
		b.Display[d.Item] = Item{}
	case d.Action == Reserve:
		b.Reserved = append(b.Reserved, b.Display[d.Item])
		b.Display[d.Item] = Item{}
	}
}
