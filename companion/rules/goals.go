package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// Countable is what a goal counts: items, valuables, goons of a type,
// resources of a kind, power cubes, tomes, loot, barrel icons, or how far a
// lantern is in the catacombs.
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

// countableWords holds each countable's plural (canonical) and singular.
var countableWords = [...][2]string{
	{"", ""},
	{"items", "item"}, {"valuables", "valuable"}, {"shields", "shield"}, {"gems", "gem"}, {"magic", "magic"},
	{"goons", "goon"}, {"bandits", "bandit"}, {"cultists", "cultist"}, {"demons", "demon"}, {"dwarves", "dwarf"},
	{"flayers", "flayer"}, {"hobgoblins", "hobgoblin"}, {"ratmen", "ratman"}, {"dryads", "dryad"},
	{"fungoids", "fungoid"}, {"golems", "golem"},
	{"resources", "resource"}, {"scrap", "scrap"}, {"potions", "potion"}, {"iron", "iron"}, {"gold", "gold"},
	{"power", "power"}, {"tomes", "tome"}, {"loot", "loot"}, {"barrels", "barrel"},
	{"lantern progress", "lantern progress"},
}

// String returns the countable's plural name ("dwarves").
func (c Countable) String() string {
	if c <= NoCountable || int(c) >= len(countableWords) {
		return "nothing"
	}
	return countableWords[c][0]
}

// Singular returns the countable's singular name ("dwarf").
func (c Countable) Singular() string {
	if c <= NoCountable || int(c) >= len(countableWords) {
		return "nothing"
	}
	return countableWords[c][1]
}

// GoonType returns the goon type counted, or NoGoonType.
func (c Countable) GoonType() GoonType {
	if c >= CountBandits && c <= CountGolems {
		return Bandits + GoonType(c-CountBandits)
	}
	return NoGoonType
}

// CountsValuables reports whether c counts valuables: every valuable, or
// shields, gems or magic. Only these can count a wild valuable, which is a
// valuable of its owner's choice at final scoring (Breakout rulebook,
// "Special Effect Icons"; rulings bo-wild-choice and bo-solo-wild).
func (c Countable) CountsValuables() bool {
	return c >= CountValuables && c <= CountMagic
}

// Resource returns the resource counted, or NoResource.
func (c Countable) Resource() Resource {
	switch c {
	case CountScrap:
		return Scrap
	case CountPotions:
		return Potions
	case CountIron:
		return Iron
	case CountGold:
		return Gold
	}
	return NoResource
}

// CountableNames lists the countables' names as conditions write them.
func CountableNames() []string {
	out := make([]string, 0, len(countableWords)-1)
	for _, w := range countableWords[1:] {
		out = append(out, w[0])
	}
	return out
}

// countableOfCard names the countable of a card the glossary holds by
// another id.
var countableOfCard = map[string]string{"item-card": "items", "goon": "goons", "tome": "tomes"}

// ParseCountable reads a countable by its plural or singular name, in
// English, or in Spanish or Chinese where the glossary holds it ("gemas",
// "矮人", "objeto").
func ParseCountable(s string) (Countable, error) {
	s = strings.Join(strings.Fields(strings.ToLower(s)), " ")
	for c := CountItems; int(c) < len(countableWords); c++ {
		if countableWords[c][0] == s || countableWords[c][1] == s {
			return c, nil
		}
	}
	for _, kind := range []string{"valuable", "goon-type", "resource", "card"} {
		if id, ok := foreign(kind, s); ok {
			if w, ok := countableOfCard[id]; ok {
				id = w
			}
			if c, err := ParseCountable(id); err == nil {
				return c, nil
			}
		}
	}
	return NoCountable, fmt.Errorf("%q is not something a goal counts (%s)", s, strings.Join(CountableNames(), ", "))
}

// ConditionRule is the shape of a goal's condition.
type ConditionRule int

// The condition
const (
	NoConditionRule ConditionRule = iota
	// RuleMost: "most X (at least N)": the leader goal's holder, or the
	// most and second most of an end game goal (core rulebook, "Leader Goal
	// Cards" and "End Game Goal Cards").
	RuleMost
	// RuleFirstTo: "first to N X": an instant goal (core rulebook, "Instant
	// Goal Cards").
	RuleFirstTo
	// RulePerUnit: "S per X" or "S per N X": stars for every crew at final
	// scoring (core rulebook, "End Game Goal Cards", last paragraph).
	RulePerUnit
)

// GoalCondition is a goal card's requirement in a small vocabulary.
type GoalCondition struct {
	Rule ConditionRule
	What Countable
	// N is the minimum of RuleMost (0: none printed), the target of
	// RuleFirstTo, and the units per award of RulePerUnit (at least 1).
	N int
	// Stars is what RulePerUnit awards for every N units.
	Stars int
}

// String writes the condition as ParseCondition reads it.
func (c GoalCondition) String() string {
	switch c.Rule {
	case RuleMost:
		if c.N > 0 {
			return fmt.Sprintf("most %s (at least %d)", c.What, c.N)
		}
		return "most " + c.What.String()
	case RuleFirstTo:
		return fmt.Sprintf("first to %d %s", c.N, c.unit(c.N))
	case RulePerUnit:
		if c.N == 1 {
			return fmt.Sprintf("%d per %s", c.Stars, c.What.Singular())
		}
		return fmt.Sprintf("%d per %d %s", c.Stars, c.N, c.What)
	}
	return "no condition"
}

func (c GoalCondition) unit(n int) string {
	if n == 1 {
		return c.What.Singular()
	}
	return c.What.String()
}

// ConditionForms is the grammar, for messages.
const ConditionForms = `"most X", "most X (at least N)", "first to N X", "S per X" or "S per N X", where X is one of ` +
	"items, valuables, shields, gems, magic, goons, a goon type (dwarves...), resources, scrap, potions, iron, gold, power, tomes, loot, barrels, lantern progress"

// ParseCondition reads a goal condition: "most dwarves (at least 2)",
// "first to 5 items", "2 per gem", "1 per 3 items".
func ParseCondition(s string) (GoalCondition, error) {
	text := strings.Join(strings.Fields(strings.ToLower(s)), " ")
	fail := func(why string) (GoalCondition, error) {
		return GoalCondition{}, fmt.Errorf("%q: %s (write %s)", s, why, ConditionForms)
	}
	count := func(word string) (int, bool) {
		n, err := strconv.Atoi(word)
		return n, err == nil && n >= 1 && n <= 99
	}
	switch {
	case strings.HasPrefix(text, "most "):
		rest := strings.TrimPrefix(text, "most ")
		c := GoalCondition{Rule: RuleMost}
		if i := strings.Index(rest, " (at least "); i >= 0 {
			num, ok := strings.CutSuffix(rest[i+len(" (at least "):], ")")
			n, okN := count(num)
			if !ok || !okN {
				return fail("the minimum must be written \"(at least N)\" with N from 1 to 99")
			}
			c.N, rest = n, rest[:i]
		}
		what, err := ParseCountable(rest)
		if err != nil {
			return fail(err.Error())
		}
		c.What = what
		return c, nil
	case strings.HasPrefix(text, "first to "):
		num, rest, _ := strings.Cut(strings.TrimPrefix(text, "first to "), " ")
		n, ok := count(num)
		if !ok {
			return fail("the target must be a number from 1 to 99")
		}
		what, err := ParseCountable(rest)
		if err != nil {
			return fail(err.Error())
		}
		return GoalCondition{Rule: RuleFirstTo, What: what, N: n}, nil
	case strings.Contains(text, " per "):
		starsText, rest, _ := strings.Cut(text, " per ")
		starsText = strings.TrimSuffix(strings.TrimSuffix(starsText, " stars"), " star")
		stars, ok := count(starsText)
		if !ok {
			return fail("the stars must be a number from 1 to 99")
		}
		c := GoalCondition{Rule: RulePerUnit, Stars: stars, N: 1}
		if num, after, found := strings.Cut(rest, " "); found {
			if n, ok := count(num); ok {
				c.N, rest = n, after
			}
		}
		what, err := ParseCountable(rest)
		if err != nil {
			return fail(err.Error())
		}
		c.What = what
		return c, nil
	}
	return fail("it does not start with \"most\", \"first to\" or a number of stars")
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

// Legal checks that the condition can be printed on a goal card.
func (c GoalCondition) Legal() error {
	bad := func(problem, allowed, problemKey, allowedKey string, args ...any) error {
		return &RuleError{Err: ErrGoal, Rule: srcGoals, Problem: problem, Allowed: allowed,
			ProblemKey: problemKey, ProblemArgs: args, AllowedKey: allowedKey}
	}
	if c.What <= NoCountable || c.What > CountLanternProgress {
		return bad("the goal counts nothing", "items, valuables, a goon type, resources...", "refusal.goal-counts-nothing", "refusal.goal-countables")
	}
	switch c.Rule {
	case RuleMost:
		if c.N < 0 {
			return bad(fmt.Sprintf("a minimum of %d", c.N), "0 or more", "refusal.goal-minimum", "refusal.zero-or-more", c.N)
		}
	case RuleFirstTo:
		if c.N < 1 {
			return bad(fmt.Sprintf("a target of %d", c.N), "1 or more", "refusal.goal-target", "refusal.one-or-more", c.N)
		}
	case RulePerUnit:
		if c.N < 1 || c.Stars < 1 {
			return bad(fmt.Sprintf("%d stars per %d", c.Stars, c.N), "1 or more of each", "refusal.goal-stars-per", "refusal.one-or-more-each", c.Stars, c.N)
		}
	default:
		return bad("no condition rule", "most, first to, per unit", "refusal.goal-no-rule", "refusal.goal-rules")
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
		return "", false, false, &RuleError{Err: ErrGoal, Rule: srcInstant, Problem: "an instant goal is \"first to N\"", Allowed: "first to N",
			ProblemKey: "refusal.instant-first-to", AllowedKey: "refusal.first-to-n"}
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

// FirstEditionLeaderMinimum is the count of the type a leader goal asks at
// least in the 2018 first edition (2018 rulebook, "Claiming Goals – Leader
// Goal Cards", p. 12: at least two of the type).
const FirstEditionLeaderMinimum = 2

// LeaderGoalMinimum returns the least count that claims a leader goal whose
// card prints the minimum printed (0: none printed) in a game of that
// edition: the printed minimum (core rulebook, "Claiming Goals – Leader Goal
// Cards", p. 13), and in a 2018 game at least two of the type, the card's
// own minimum when it is higher (ruling first-edition-leader-goal).
func LeaderGoalMinimum(printed int, e Edition) int {
	if e == Edition2018 {
		return max(printed, FirstEditionLeaderMinimum)
	}
	return printed
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
