package rules

import "fmt"

// Countable is what a goal counts. The constants mirror the card catalog's
// Countable in package companion, with the same names in the same order.
type Countable int

// The countables.
const (
	NoCountable Countable = iota
	CountItems
	CountValuables
	CountShields
	CountGems
	CountMagic
	CountGoons
	CountBandits
	CountCultists
	CountDemons
	CountDwarves
	CountFlayers
	CountHobgoblins
	CountRatmen
	CountDryads
	CountFungoids
	CountGolems
	CountResources
	CountScrap
	CountPotions
	CountIron
	CountGold
	CountPower
	CountTomes
	CountLoot
	CountBarrels
	CountLanternProgress
)

var countableNames = [...]string{"", "items", "valuables", "shields", "gems", "magic", "goons", "bandits", "cultists", "demons", "dwarves", "flayers", "hobgoblins", "ratmen", "dryads", "fungoids", "golems", "resources", "scrap", "potions", "iron", "gold", "power", "tomes", "loot", "barrels", "lantern progress"}

// String returns the countable's plural name ("dwarves").
func (c Countable) String() string {
	if c <= NoCountable || int(c) >= len(countableNames) {
		return "nothing"
	}
	return countableNames[c]
}

// Holdings is what one crew has that a goal can count, during play. Wild
// valuables are not valuables during play (Breakout rulebook, "Wild
// Valuable"), so they are not counted here.
type Holdings struct {
	Items                int
	Shields, Gems, Magic int
	Goons                map[GoonType]int
	Resources            Resources
	Power, Tomes, Loot   int
	Barrels              int
	LanternProgress      int
}

// Count returns the number a goal compares for a countable.
func (h Holdings) Count(c Countable) int {
	switch {
	case c == CountItems:
		return h.Items
	case c == CountValuables:
		return h.Shields + h.Gems + h.Magic
	case c == CountShields:
		return h.Shields
	case c == CountGems:
		return h.Gems
	case c == CountMagic:
		return h.Magic
	case c == CountGoons:
		n := 0
		for _, v := range h.Goons {
			n += v
		}
		return n
	case c >= CountBandits && c <= CountGolems:
		return h.Goons[Bandits+GoonType(c-CountBandits)]
	case c == CountResources:
		return h.Resources.Total()
	case c >= CountScrap && c <= CountGold:
		return h.Resources.Of(Scrap + Resource(c-CountScrap))
	case c == CountPower:
		return h.Power
	case c == CountTomes:
		return h.Tomes
	case c == CountLoot:
		return h.Loot
	case c == CountBarrels:
		return h.Barrels
	case c == CountLanternProgress:
		return h.LanternProgress
	}
	return 0
}

// ConditionRule is the shape of a goal's condition; it mirrors the card
// catalog's ConditionRule.
type ConditionRule int

// The condition rules.
const (
	NoConditionRule ConditionRule = iota
	// RuleMost: the most of something, at least N (leader goals; the most
	// and second most of end game goals).
	RuleMost
	// RuleFirstTo: the first crew to reach N (instant goals).
	RuleFirstTo
	// RulePerUnit: Stars for every N (end game goals for every crew).
	RulePerUnit
)

// GoalCondition is a goal card's requirement (core rulebook, "Claiming
// Goals", p. 13). It mirrors the card catalog's Condition.
type GoalCondition struct {
	Rule ConditionRule
	What Countable
	// N is the minimum of RuleMost (0: none), the target of RuleFirstTo and
	// the units per award of RulePerUnit.
	N int
	// Stars is what RulePerUnit awards for every N units.
	Stars int
}

// Legal checks that the condition can be printed on a goal card.
func (c GoalCondition) Legal() error {
	bad := func(problem, allowed string) error {
		return &RuleError{Err: ErrGoal, Rule: srcGoals, Problem: problem, Allowed: allowed}
	}
	if c.What <= NoCountable || c.What > CountLanternProgress {
		return bad("the goal counts nothing", "items, valuables, a goon type, resources...")
	}
	switch c.Rule {
	case RuleMost:
		if c.N < 0 {
			return bad(fmt.Sprintf("a minimum of %d", c.N), "0 or more")
		}
	case RuleFirstTo:
		if c.N < 1 {
			return bad(fmt.Sprintf("a target of %d", c.N), "1 or more")
		}
	case RulePerUnit:
		if c.N < 1 || c.Stars < 1 {
			return bad(fmt.Sprintf("%d stars per %d", c.Stars, c.N), "1 or more of each")
		}
	default:
		return bad("no condition rule", "most, first to, per unit")
	}
	return nil
}

// Count is one crew's count of what a goal compares.
type Count struct {
	Crew string
	N    int
}

// InstantGoalClaim returns the crew that claims an instant goal after an
// entry (core rulebook, "Claiming Goals – Instant Goal Cards", p. 13): the
// first crew to reach the card's target. counts lists every crew in seating
// order after the entry; claimedBy is the crew already holding it ("" if
// none), in which case nobody else can claim it. When several crews reach
// the target with the same entry, the crew acting claims it, else the first
// of them clockwise from the first player (ruling "instant-goal-tie", whose
// use the third result reports).
func InstantGoalClaim(cond GoalCondition, counts []Count, claimedBy, acting, firstPlayer string) (winner string, ok, tieRuling bool, err error) {
	if err := cond.Legal(); err != nil {
		return "", false, false, err
	}
	if cond.Rule != RuleFirstTo {
		return "", false, false, &RuleError{Err: ErrGoal, Rule: srcInstant, Problem: "an instant goal is \"first to N\"", Allowed: "first to N"}
	}
	if claimedBy != "" {
		return "", false, false, nil
	}
	start := 0
	for i, c := range counts {
		if c.Crew == firstPlayer {
			start = i
		}
	}
	var met []string
	for k := range counts {
		c := counts[(start+k)%len(counts)]
		if c.N >= cond.N {
			met = append(met, c.Crew)
		}
	}
	switch len(met) {
	case 0:
		return "", false, false, nil
	case 1:
		return met[0], true, false, nil
	}
	for _, m := range met {
		if m == acting {
			return m, true, true, nil
		}
	}
	return met[0], true, true, nil
}

// LeaderGoalHolder returns who holds the leader goal after an entry (core
// rulebook, "Claiming Goals – Leader Goal Cards", p. 13): a crew claims it
// with strictly the most and at least the minimum; it then changes hands
// only when another crew has strictly more than the holder and everyone
// else, and stays on a tie (ruling "leader-goal-tie"). holder is "" when
// nobody holds it yet.
func LeaderGoalHolder(holder string, counts []Count, minimum int) string {
	best, bestN, tied := "", -1, false
	for _, c := range counts {
		switch {
		case c.N > bestN:
			best, bestN, tied = c.Crew, c.N, false
		case c.N == bestN:
			tied = true
		}
	}
	if tied || best == "" || bestN < minimum || best == holder {
		return holder
	}
	for _, c := range counts {
		if c.Crew == holder && c.N >= bestN {
			return holder
		}
	}
	return best
}

// PerUnitStars returns what a "Stars per N" end game goal gives a crew with
// count units (core rulebook, "Claiming Goals – End Game Goal Cards", last
// paragraph): Stars for every whole N.
func PerUnitStars(cond GoalCondition, count int) int {
	if cond.Rule != RulePerUnit || cond.N < 1 || count < 0 {
		return 0
	}
	return cond.Stars * (count / cond.N)
}
