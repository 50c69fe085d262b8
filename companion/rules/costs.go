package rules

import (
	"fmt"
	"strings"
)

// Cost is a price in resource cubes: specific cubes plus Any cubes of any
// kinds (an item's cost, the Chow Hall's and the Cell Block's prices). The
// card catalog stores item costs as this type.
type Cost struct {
	Resources Resources
	Any       int
}

// Total returns the number of cubes the cost asks for.
func (c Cost) Total() int { return c.Resources.Total() + c.Any }

// String writes the cost as cards and files do: "2 iron, 1 any", or
// "none".
func (c Cost) String() string {
	return CountsText([]int{c.Resources.Scrap, c.Resources.Potions, c.Resources.Iron, c.Resources.Gold, c.Any}, CostWords)
}

// CostWords names the parts of a cost, singular and plural, in the order
// scrap, potions, iron, gold, any.
var CostWords = [][2]string{{"scrap", "scrap"}, {"potion", "potions"}, {"iron", "iron"}, {"gold", "gold"}, {"any", "any"}}

// CountsText writes counts as "2 iron, 1 any" with the singular or plural
// word of each part, leaving out zeros; "none" when all are zero.
func CountsText(counts []int, words [][2]string) string {
	var parts []string
	for i, n := range counts {
		if n == 0 {
			continue
		}
		w := words[i][1]
		if n == 1 {
			w = words[i][0]
		}
		parts = append(parts, fmt.Sprintf("%d %s", n, w))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

// CanPay reports whether a crew board holds enough cubes for the cost: the
// specific cubes, and Any more of whatever is left.
func CanPay(board CrewBoard, cost Cost) bool {
	// Kind by kind, written out: the simulated games ask it at every craft
	// and recruit.
	have, want := &board.Resources, &cost.Resources
	scrap, potions, iron, gold := have.Scrap-want.Scrap, have.Potions-want.Potions, have.Iron-want.Iron, have.Gold-want.Gold
	if scrap < 0 || potions < 0 || iron < 0 || gold < 0 {
		return false
	}
	return scrap+potions+iron+gold >= cost.Any
}

// CheckPayment checks the cubes a crew pays for a cost: every specific cube
// of the cost, Any more of any kinds, nothing else, and only cubes the crew
// holds (core rulebook, "Crafting Items", p. 14; "Location Rewards", p. 11).
func CheckPayment(board CrewBoard, cost Cost, paid Resources) error {
	return checkPayment(srcCrafting, board, cost, paid)
}

func checkPayment(rule Source, board CrewBoard, cost Cost, paid Resources) error {
	if err := checkCounts(countsPayment, nil, paid); err != nil {
		return err
	}
	if err := checkCounts(countsCost, nil, cost.Resources); err != nil {
		return err
	}
	if cost.Any < 0 {
		return &RuleError{Err: ErrPayment, Rule: rule, Problem: fmt.Sprintf("a cost of %d any", cost.Any), Allowed: "0 or more",
			ProblemKey: "refusal.cost-any", ProblemArgs: []any{cost.Any}, AllowedKey: "refusal.zero-or-more"}
	}
	for _, r := range AllResources {
		if paid.Of(r) > board.Resources.Of(r) {
			return &RuleError{Err: ErrPayment, Rule: rule, Problem: fmt.Sprintf("pays %d %s but holds %d", paid.Of(r), r, board.Resources.Of(r)), Allowed: "only cubes on the crew board",
				ProblemKey: "refusal.pays-more", ProblemArgs: []any{paid.Of(r), r, board.Resources.Of(r)}, AllowedKey: "refusal.only-on-board"}
		}
		if paid.Of(r) < cost.Resources.Of(r) {
			return &RuleError{Err: ErrPayment, Rule: rule, Problem: fmt.Sprintf("pays %d %s but the cost asks for %d", paid.Of(r), r, cost.Resources.Of(r)), Allowed: cost.String(),
				ProblemKey: "refusal.pays-less", ProblemArgs: []any{paid.Of(r), r, cost.Resources.Of(r)}, AllowedKey: "refusal.typed", AllowedArgs: []any{cost}}
		}
	}
	if paid.Total() != cost.Total() {
		return &RuleError{Err: ErrPayment, Rule: rule, Problem: fmt.Sprintf("pays %d cubes for a cost of %d", paid.Total(), cost.Total()), Allowed: cost.String(),
			ProblemKey: "refusal.pays-total", ProblemArgs: []any{paid.Total(), cost.Total()}, AllowedKey: "refusal.typed", AllowedArgs: []any{cost}}
	}
	return nil
}

// Pay returns the crew board and supply after a payment CheckPayment
// accepts: the cubes go back to the supply ("Resource Cubes").
func Pay(board CrewBoard, supply Supply, cost Cost, paid Resources) (CrewBoard, Supply, error) {
	if err := CheckPayment(board, cost, paid); err != nil {
		return board, supply, err
	}
	board.Resources = minusResources(board.Resources, paid)
	supply.Resources = supply.Resources.Plus(paid)
	return board, supply, nil
}

// ChowHallCost returns the price of recruiting goons at the Chow Hall for a
// reward tier (core rulebook, "Location Rewards", p. 11): the most strength
// pays any 1 for one goon or any 4 for two; the second most any 1 for one or
// any 5 for two; every other crew there any 2 for one goon.
func ChowHallCost(tier Tier, goons int) (Cost, error) {
	bad := &RuleError{Err: ErrPayment, Rule: core("Location Rewards – Chow Hall", 11), Location: ChowHall,
		Problem: fmt.Sprintf("recruiting %d goons with the %s strength", goons, tier)}
	switch tier {
	case Most, Second:
		bad.Allowed, bad.AllowedKey = "1 or 2 goons", "refusal.one-or-two-goons"
		switch goons {
		case 1:
			return Cost{Any: 1}, nil
		case 2:
			if tier == Most {
				return Cost{Any: 4}, nil
			}
			return Cost{Any: 5}, nil
		}
	case Others:
		bad.Allowed, bad.AllowedKey = "1 goon", "refusal.one-goon"
		if goons == 1 {
			return Cost{Any: 2}, nil
		}
	default:
		bad.Allowed, bad.AllowedKey = "the most, second most or another crew at the Chow Hall", "refusal.chow-hall-tiers"
	}
	bad.ProblemKey, bad.ProblemArgs = "refusal.chow-hall-goons", []any{goons, tier}
	return Cost{}, bad
}

// ReserveCost is the price of reserving an item at the Cell Block: any one
// cube (core rulebook, "Crafting Items – Reserving Items", p. 14). The
// Breakout reserve item icon and the guards reserve for nothing.
var ReserveCost = Cost{Any: 1}

// ImproveCost returns the extra price of Breakout's improve item icon: one
// more cube of the kind it shows, paid only when the item is crafted
// (Breakout rulebook, "Special Effect Icons – Improve Item").
func ImproveCost(e Effect) (Cost, error) {
	if e.Kind != EffectImproveItem || e.Resource < Scrap || e.Resource > Gold {
		return Cost{}, &RuleError{Err: ErrEffect, Rule: srcBoIcons, Problem: fmt.Sprintf("%s is not an Improve Item icon with a resource", e.Kind), Allowed: "improve-RESOURCE",
			ProblemKey: "refusal.not-improve-item", ProblemArgs: []any{e.Kind}, AllowedKey: "refusal.typed", AllowedArgs: []any{"improve-RESOURCE"}}
	}
	return Cost{Resources: Resources{}.With(e.Resource, 1)}, nil
}

// CommissaryGive returns how many cubes a crew hands over at the
// Commissary for one cube of its choice from the supply (core rulebook,
// "Location Rewards – Commissary", p. 11): none for the most strength, one
// for the second most, two for every other crew there; ok is false for a
// tier the Commissary does not have.
func CommissaryGive(tier Tier) (give int, ok bool) {
	switch tier {
	case Most:
		return 0, true
	case Second:
		return 1, true
	case Others:
		return 2, true
	}
	return 0, false
}

// CheckCommissary checks a crew's Commissary reward: it gives the cubes of
// its choice CommissaryGive asks for (cubes it holds) and gets one cube of
// the kind it chooses, which the supply must have.
func CheckCommissary(board CrewBoard, supply Supply, tier Tier, give Resources, get Resource) error {
	rule := core("Location Rewards – Commissary", 11)
	n, ok := CommissaryGive(tier)
	if !ok {
		return &RuleError{Err: ErrPayment, Rule: rule, Location: Commissary, Problem: fmt.Sprintf("the Commissary has no reward for the %s strength", tier), Allowed: "most, second, other",
			ProblemKey: "refusal.commissary-tier", ProblemArgs: []any{tier}, AllowedKey: "refusal.typed", AllowedArgs: []any{"most, second, other"}}
	}
	if err := checkPayment(rule, board, Cost{Any: n}, give); err != nil {
		return err
	}
	if get < Scrap || get > Gold {
		return &RuleError{Err: ErrPayment, Rule: rule, Location: Commissary, Problem: "no resource chosen", Allowed: "scrap, potions, iron, gold",
			ProblemKey: "refusal.no-resource-chosen", AllowedKey: "refusal.typed", AllowedArgs: []any{"scrap, potions, iron, gold"}}
	}
	if supply.Resources.Plus(give).Of(get) == 0 {
		return &RuleError{Err: ErrPayment, Rule: rule, Location: Commissary, Problem: fmt.Sprintf("the supply has no %s left", get), Allowed: heldList(supply.Resources.Plus(give)),
			ProblemKey: "refusal.supply-empty", ProblemArgs: []any{get}, AllowedKey: "refusal.typed", AllowedArgs: []any{listArg(heldList(supply.Resources.Plus(give)), "none", "list.none")}}
	}
	return nil
}

// CommissaryReward returns the crew board and supply after a Commissary reward
// CheckCommissary accepts. A crew that does not want it simply declines.
func CommissaryReward(board CrewBoard, supply Supply, tier Tier, give Resources, get Resource) (CrewBoard, Supply, error) {
	if err := CheckCommissary(board, supply, tier, give, get); err != nil {
		return board, supply, err
	}
	board.Resources = minusResources(board.Resources, give)
	supply.Resources = supply.Resources.Plus(give)
	supply.Resources = supply.Resources.With(get, supply.Resources.Of(get)-1)
	board.Resources = board.Resources.With(get, board.Resources.Of(get)+1)
	return board, supply, nil
}

// OnlyPayment returns the payment of cost when the crew board leaves one
// way only to pay it (CheckPayment accepts exactly one set of cubes): the
// cost names every cube (no "any"), or the cubes left after its specific
// ones are all of one kind, or just as many as the cost's "any". False when
// the board cannot pay, or can pay in several ways.
func OnlyPayment(board CrewBoard, cost Cost) (Resources, bool) {
	if !CanPay(board, cost) {
		return Resources{}, false
	}
	left := minusResources(board.Resources, cost.Resources)
	kinds := 0
	var kind Resource
	for _, r := range AllResources {
		if left.Of(r) > 0 {
			kinds++
			kind = r
		}
	}
	switch {
	case cost.Any == 0:
		return cost.Resources, true
	case left.Total() == cost.Any:
		return board.Resources, true
	case kinds == 1:
		return cost.Resources.With(kind, cost.Resources.Of(kind)+cost.Any), true
	}
	return Resources{}, false
}
