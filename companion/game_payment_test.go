package companion

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestPayment: what lockup play shows a crew paying for its reward (the
// made-up cards of rewardCatalog, as in TestOpenActions). At the Chow Hall
// the most strength pays any 1 cube for one goon, any 4 for two (core
// rulebook, "Location Rewards – Chow Hall", p. 11): Vera, given 1 scrap, has
// one way to pay for one goon. At the Cell Block the Crown costs 2 scrap
// ("Crafting Items", p. 14), a reservation any 1 ("Reserving Items", p. 14):
// Isaac, given 2 scrap and 1 iron, pays the Crown one way only, a
// reservation two ways.
func TestPayment(t *testing.T) {
	tr := toChowHall(t)
	tr.give("Vera", rules.Resources{Scrap: 1})
	p, ok := tr.g.Payment("Vera", RewardRecruit, []string{"Grub"})
	if !ok || p.Cost != (rules.Cost{Any: 1}) || p.Held != (rules.Resources{Scrap: 1}) || !p.OnlyOne || p.Only != (rules.Resources{Scrap: 1}) {
		t.Errorf("Vera recruits one goon: %+v, %v", p, ok)
	}
	if p, ok := tr.g.Payment("Vera", RewardRecruit, []string{"Grub", "Snag"}); !ok || p.Cost != (rules.Cost{Any: 4}) || p.OnlyOne {
		t.Errorf("Vera recruits two goons: %+v, %v", p, ok)
	}
	if _, ok := tr.g.Payment("Vera", RewardCraft, []string{"Crown"}); ok {
		t.Error("a payment to craft at the Chow Hall")
	}
	tr.do(&RewardChoiceEntry{Crew: "Vera", Location: rules.ChowHall, Action: RewardNone})
	tr.do(&ResolveEntry{Location: rules.ChowHall})
	tr.give("Isaac", rules.Resources{Scrap: 2, Iron: 1})
	p, ok = tr.g.Payment("Isaac", RewardCraft, []string{"Crown"})
	if !ok || p.Cost != (rules.Cost{Resources: rules.Resources{Scrap: 2}}) || !p.OnlyOne || p.Only != (rules.Resources{Scrap: 2}) {
		t.Errorf("Isaac crafts the Crown: %+v, %v", p, ok)
	}
	if p, ok := tr.g.Payment("Isaac", RewardReserve, []string{"Crown"}); !ok || p.Cost != rules.ReserveCost || p.OnlyOne {
		t.Errorf("Isaac reserves: %+v, %v", p, ok)
	}
	if _, ok := tr.g.Payment("Nobody", RewardReserve, nil); ok {
		t.Error("a payment for a crew not in the game")
	}
}
