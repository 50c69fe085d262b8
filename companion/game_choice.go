package companion

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// The rewards a crew chooses how to take (the Commissary's cube or
// exchange, the Chow Hall's goons, the Cell Block's item) since version 8:
// a crew that takes nothing of its reward collected none and straggles to
// the Library (core rulebook, "Lights Out Phase", step 4), and the table
// never decides for a crew that can still choose (lockup next is refused).

// ErrChoiceOpen: the location is resolved while a crew (or the guards)
// still has a reward choice to make there.
var ErrChoiceOpen = errors.New("a reward choice is open")

// choiceReward reports whether the reward is one the crew chooses how to
// take: the Commissary's, the Chow Hall's, the Cell Block's.
func choiceReward(loc rules.Location) bool {
	return loc == rules.Commissary || loc == rules.ChowHall || loc == rules.CellBlock
}

// NothingTaken is the entry of a crew that takes nothing of its reward at
// loc: recorded where the reward is a choice (the Commissary, the Chow
// Hall, the Cell Block), so that the crews below may choose next (ruling
// reward-order) and the crew straggles (ruling choose-nothing); nil
// elsewhere, where the reward is handed out as the location resolves.
func NothingTaken(crew string, loc rules.Location) Payload {
	if !choiceReward(loc) {
		return nil
	}
	return &RewardChoiceEntry{Crew: crew, Location: loc, Action: RewardNone}
}

// canChoose reports whether a crew at the location being resolved can take
// something of the choice its reward offers, as the table stands: a cube
// while the supply has one (the Commissary's most strength); an exchange
// with the cubes it gives (the Commissary's other tiers); a goon on the
// board and the cubes for one (the Chow Hall, the Bandit cubes still to
// collect counted); an item it can pay for, or one to reserve and a cube to
// pay for it (the Cell Block; an item whose printed cost the game file does
// not give counts as one it may pay for). A crew that cannot has no choice
// (ruling may-reward): it takes nothing, and straggles.
func (g *Game) canChoose(rw rules.Reward) bool {
	i := g.crewIndex(rw.Name)
	if i < 0 || rw.Name == rules.Guards || rw.Declined {
		return false
	}
	lo := &g.LightsOut
	board := g.Crews[i].Board
	if !lo.BanditTaken {
		board.Resources = board.Resources.Plus(rw.Bandit)
	}
	switch lo.Next {
	case rules.Commissary:
		give, ok := rules.CommissaryGive(rw.Tier)
		if !ok {
			return false
		}
		if give == 0 {
			return g.Supply.Resources.Total() > 0
		}
		return board.Resources.Total() >= give
	case rules.ChowHall:
		cost, err := rules.ChowHallCost(rw.Tier, 1)
		if err != nil || !rules.CanPay(board, cost) {
			return false
		}
		return slices.ContainsFunc(rules.GoonLocations[:], func(l rules.Location) bool { return g.Locations[l].Goon != "" })
	case rules.CellBlock:
		display := slices.ContainsFunc(g.Display, func(s string) bool { return s != "" })
		if display && rules.CanPay(board, rules.ReserveCost) {
			return true
		}
		for _, name := range append(slices.Clone(g.Display), g.Crews[i].Reserved...) {
			if name == "" {
				continue
			}
			c, ok := g.CardInPlay(catalog.ItemCard, name)
			if !ok || !c.Cost.Known || rules.CanPay(board, c.Cost.Value) {
				return true
			}
		}
	}
	return false
}

// undecided reports whether a crew's reward at the location being resolved
// is neither chosen, declined, nor taken nothing of.
func (g *Game) undecided(rw rules.Reward) bool {
	lo := &g.LightsOut
	return !rw.Declined && !slices.Contains(lo.Chosen, rw.Name) && !slices.Contains(lo.Declines, rw.Name) && !slices.Contains(lo.Nothing, rw.Name)
}

// stillChoosing returns, in ranking order, the crews at the location being
// resolved whose reward is a choice they can still make (canChoose).
func (g *Game) stillChoosing(res *rules.Resolution) []rules.Reward {
	if !choiceReward(g.LightsOut.Next) || g.LightsOut.Collected {
		return nil
	}
	var out []rules.Reward
	for _, rw := range res.Rewards() {
		if g.undecided(rw) && g.canChoose(rw) {
			out = append(out, rw)
		}
	}
	return out
}

// takeNothingSilent records, as the location resolves, that every crew
// whose reward is a choice it cannot make took nothing of it: it collected
// no reward (ruling may-reward). A crew that can still choose refuses the
// resolution instead, naming who chooses and how.
func (g *Game) takeNothingSilent(res *rules.Resolution) error {
	if open := g.stillChoosing(res); len(open) > 0 {
		return g.choiceOpenError(open)
	}
	if !choiceReward(g.LightsOut.Next) || g.LightsOut.Collected {
		return nil
	}
	lo := &g.LightsOut
	for _, rw := range res.Rewards() {
		if rw.Name != rules.Guards && g.crewIndex(rw.Name) >= 0 && g.undecided(rw) {
			lo.Nothing = append(lo.Nothing, rw.Name)
		}
	}
	return nil
}

// choiceOpenError refuses to resolve the location while crews still choose
// there, naming each with its commands.
func (g *Game) choiceOpenError(open []rules.Reward) error {
	loc := g.LightsOut.Next
	names := make([]string, len(open))
	opens := make([]OpenReward, len(open))
	for i, rw := range open {
		names[i] = rw.Name
		opens[i] = OpenReward{Crew: rw.Name, Tier: rw.Tier, Actions: rewardActions(loc, rw.Tier)}
	}
	verb, key := "still chooses", "refusal.tracker.choice-open.one"
	if len(open) > 1 {
		verb, key = "still choose", "refusal.tracker.choice-open.many"
	}
	var allowed string
	if wording.ChoiceOpen != nil {
		allowed = strings.Join(wording.ChoiceOpen(opens, loc), "; ")
	}
	return &rules.RuleError{Err: ErrChoiceOpen, Rule: srcRewards, Location: loc,
		Problem:    fmt.Sprintf("%s %s a reward at the %s; the table does not choose for a crew", joinAnd(names), verb, loc),
		Allowed:    allowed,
		ProblemKey: key, ProblemArgs: []any{andWords(nameItems(names)), loc}, AllowedKey: typed, AllowedArgs: []any{allowed}}
}

// rewardActions are what a crew may enter at a location for its tier,
// besides a decline.
func rewardActions(loc rules.Location, tier rules.Tier) []RewardAction {
	switch loc {
	case rules.Commissary:
		if tier == rules.Most {
			return []RewardAction{RewardTake}
		}
		return []RewardAction{RewardExchange}
	case rules.ChowHall:
		return []RewardAction{RewardRecruit}
	case rules.CellBlock:
		return []RewardAction{RewardCraft, RewardReserve}
	}
	return nil
}

// NextStep returns the entry lockup next records now: the one the table
// makes by itself (Expectation.Auto), else the resolution of the location
// the Lights Out phase is at. While a crew there can still choose its
// reward, that is refused (an ErrChoiceOpen naming who chooses and the
// commands), unless none is true: then the entry is the first such crew, in
// ranking order, taking nothing (it straggles). ok is false when next has
// nothing to record here (another phase, or the legend card).
func (g Game) NextStep(none bool) (p Payload, ok bool, err error) {
	x := g.Expect()
	if auto, ok := x.Auto(); ok {
		return auto.Payload, true, nil
	}
	if x.Kind != ExpectResolve {
		return nil, false, nil
	}
	var res rules.Resolution
	if err := g.resolveInto(&res); err != nil {
		return nil, true, err
	}
	if open := g.stillChoosing(&res); len(open) > 0 {
		if !none {
			return nil, true, g.choiceOpenError(open)
		}
		return &RewardChoiceEntry{Crew: open[0].Name, Location: g.LightsOut.Next, Action: RewardNone}, true, nil
	}
	return g.ResolveNext(), true, nil
}

// OpenActions returns the actions of a crew's open reward (o, from
// Expectation.Open) that it can take as the table stands, in the order of
// o.Actions: a cube to take while the supply has one; an exchange while it
// has one and the crew holds the cubes to give; a goon to recruit while one
// is on the board and the crew can pay for it; an item to craft that it can
// pay for (ItemChoices); an item to reserve while the display shows one and
// it can pay for the reservation. The Bandit cubes still to collect there
// count as the crew's. Since log version 8 a crew that can take none takes
// nothing and straggles (ruling may-reward): the play form offers only
// these, taking nothing, and declining.
func (g Game) OpenActions(o OpenReward) []RewardAction {
	var res rules.Resolution
	if err := g.resolveInto(&res); err != nil {
		return nil
	}
	rw, ok := res.RewardOf(o.Crew)
	if !ok {
		return nil
	}
	var out []RewardAction
	for _, act := range o.Actions {
		if g.actionOpen(rw, act) {
			out = append(out, act)
		}
	}
	return out
}

// rewardBoard is the crew's board as its reward is taken: with the Bandit
// cubes of the location while they are still to collect.
func (g *Game) rewardBoard(i int, rw rules.Reward) rules.CrewBoard {
	board := g.Crews[i].Board
	if !g.LightsOut.BanditTaken {
		board.Resources = board.Resources.Plus(rw.Bandit)
	}
	return board
}

// actionOpen reports whether the crew can take one action of its reward
// (OpenActions).
func (g *Game) actionOpen(rw rules.Reward, act RewardAction) bool {
	i := g.crewIndex(rw.Name)
	if i < 0 {
		return false
	}
	board := g.rewardBoard(i, rw)
	switch act {
	case RewardTake:
		return g.Supply.Resources.Total() > 0
	case RewardExchange:
		give, ok := rules.CommissaryGive(rw.Tier)
		return ok && g.Supply.Resources.Total() > 0 && board.Resources.Total() >= give
	case RewardRecruit:
		cost, err := rules.ChowHallCost(rw.Tier, 1)
		return err == nil && rules.CanPay(board, cost) &&
			slices.ContainsFunc(rules.GoonLocations[:], func(l rules.Location) bool { return g.Locations[l].Goon != "" })
	case RewardCraft:
		return len(g.itemChoices(i, board, act)) > 0
	case RewardReserve:
		return rules.CanPay(board, rules.ReserveCost) && len(g.itemChoices(i, board, act)) > 0
	}
	return true
}

// ItemChoice is an item a crew may craft or reserve: its name, and whether
// it is one the crew reserved earlier.
type ItemChoice struct {
	Name     string
	Reserved bool
}

// ItemChoices returns the items a crew may take with its reward at the
// Cell Block: to craft, the display's and its reserved ones that it can pay
// for (an item whose printed cost the game file does not give counts as
// one it may pay for); to reserve, the display's.
func (g Game) ItemChoices(crew string, act RewardAction) []ItemChoice {
	i := g.crewIndex(crew)
	if i < 0 {
		return nil
	}
	board := g.Crews[i].Board
	var res rules.Resolution
	if err := g.resolveInto(&res); err == nil {
		if rw, ok := res.RewardOf(crew); ok {
			board = g.rewardBoard(i, rw)
		}
	}
	return g.itemChoices(i, board, act)
}

func (g *Game) itemChoices(i int, board rules.CrewBoard, act RewardAction) []ItemChoice {
	payable := func(name string) bool {
		if act != RewardCraft {
			return true
		}
		c, ok := g.CardInPlay(catalog.ItemCard, name)
		return !ok || !c.Cost.Known || rules.CanPay(board, c.Cost.Value)
	}
	var out []ItemChoice
	for _, name := range g.Display {
		if name != "" && payable(name) {
			out = append(out, ItemChoice{Name: name})
		}
	}
	if act == RewardCraft {
		for _, name := range g.Crews[i].Reserved {
			if payable(name) {
				out = append(out, ItemChoice{Name: name, Reserved: true})
			}
		}
	}
	return out
}
