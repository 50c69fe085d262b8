package companion

import (
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// Payment is what a crew pays for the reward it chose at the location being
// resolved, as lockup play asks it: the cost, the cubes the crew holds as
// it pays, and the payment when it can pay one way only.
type Payment struct {
	Cost rules.Cost
	Held rules.Resources
	// Only is the one payment the crew can make, when OnlyOne is set.
	Only    rules.Resources
	OnlyOne bool
}

// Payment works out what crew pays to recruit the goons named (the Chow
// Hall's price for its tier, core rulebook, "Location Rewards – Chow Hall",
// p. 11), to craft the item named (its printed cost, "Crafting Items", p. 14)
// or to reserve one (any one cube, "Reserving Items", p. 14), with the
// cubes it holds then (the location's Bandit cubes too, while they wait to be
// collected). False when the crew has no reward here or the action is not
// this location's, the action pays
// nothing, or the cost is not known (an item whose printed cost the game
// file lacks, a number of goons the Chow Hall does not sell).
func (g Game) Payment(crew string, act RewardAction, cards []string) (Payment, bool) {
	i := g.crewIndex(crew)
	if i < 0 {
		return Payment{}, false
	}
	var res rules.Resolution
	if err := g.resolveInto(&res); err != nil {
		return Payment{}, false
	}
	rw, ok := res.RewardOf(crew)
	if where, _ := act.rewardSource(); !ok || where != res.Location {
		return Payment{}, false
	}
	var cost rules.Cost
	switch act {
	case RewardRecruit:
		c, err := rules.ChowHallCost(rw.Tier, len(cards))
		if err != nil {
			return Payment{}, false
		}
		cost = c
	case RewardCraft:
		if len(cards) != 1 {
			return Payment{}, false
		}
		c, ok := g.CardInPlay(catalog.ItemCard, cards[0])
		if !ok || !c.Cost.Known {
			return Payment{}, false
		}
		cost = c.Cost.Value
	case RewardReserve:
		cost = rules.ReserveCost
	default:
		return Payment{}, false
	}
	board := g.rewardBoard(i, rw)
	p := Payment{Cost: cost, Held: board.Resources}
	p.Only, p.OnlyOne = rules.OnlyPayment(board, cost)
	return p, true
}
