package companion

import (
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// Goals are claimed by the tracker itself: after every entry it asks the
// rules (rules.InstantGoalClaim, rules.LeaderGoalHolder) who meets the
// goals in play, so the state stays the replay of the log and a goal is
// never claimed unless its condition holds. goal-claimed entries are
// refused.

var srcGoals = rules.Source{Book: rules.CoreRulebook, Section: "Claiming Goals", Page: 13}

// Holdings returns what a goal can count of the crew: its items, the
// valuables and barrels of its items and goons, its goons by type, its
// resources, power cubes and tomes, and in a Breakout game its loot tokens
// and lantern progress. Wild valuables count at final scoring only (see
// BoardState). Card values come from the printed
// values in the game file (Game.Cards); a card without them counts as an
// item or goon only.
func (g Game) Holdings(crew string) rules.Holdings {
	i := g.crewIndex(crew)
	if i < 0 {
		return rules.Holdings{}
	}
	return g.holdings(i, true)
}

// holdings returns Holdings of the crew in seat i; without goons, its
// Goons map is nil: settling goals after every entry makes one only when
// a goal counts goons (countsGoons).
func (g *Game) holdings(i int, goons bool) rules.Holdings {
	c := &g.Crews[i]
	h := rules.Holdings{
		Items:     len(c.Items),
		Resources: c.Board.Resources,
		Power:     c.Board.Power,
		Tomes:     len(c.Tomes),
	}
	// Breakout: the loot tokens kept and how far the lantern stands, for
	// the loot and Explorer goals. An escaped lantern is farther than any
	// space, so the Explorer goal never leaves a crew whose lantern escaped
	// (Breakout rulebook, "Notes", Explorer).
	if b := g.Breakout; b != nil && i < len(b.Lanterns) {
		h.Loot = len(b.Loot[i])
		h.LanternProgress = rules.LanternProgress(b.Lanterns[i])
	}
	if goons {
		h.Goons = make(map[rules.GoonType]int, len(c.Goons))
	}
	add := func(card *catalog.Card) {
		if card.Valuables.Known {
			h.Shields += card.Valuables.Value.Shields
			h.Gems += card.Valuables.Value.Gems
			h.Magic += card.Valuables.Value.Magic
		}
		if card.Barrels.Known {
			h.Barrels += card.Barrels.Value
		}
	}
	for _, name := range c.Items {
		if j := g.cardIndex(catalog.ItemCard, name); j >= 0 {
			add(&g.Cards[j])
		}
	}
	for _, name := range c.Goons {
		j := g.cardIndex(catalog.GoonCard, name)
		if j < 0 || g.Cards[j].GoonType == rules.NoGoonType {
			if goons {
				h.Goons[rules.NoGoonType]++ // a goon all the same
			}
			continue
		}
		if goons {
			h.Goons[g.Cards[j].GoonType]++
		}
		add(&g.Cards[j])
	}
	return h
}

func (g *Game) lookup(kind catalog.CardKind, name string) (catalog.Card, bool) {
	return g.CardInPlay(kind, name)
}

// GoalInPlay is a goal card of the game and who holds it.
type GoalInPlay struct {
	Card string
	Type catalog.GoalType
	// Condition is the card's requirement; Known false when the card
	// catalog does not know it, and the tracker cannot claim the goal.
	Condition catalog.Printed[catalog.Condition]
	// Holder is the crew holding it ("" when beside the board).
	Holder string
}

// GoalsInPlay lists the game's goal cards: those beside the board, then
// those claimed, crew by crew.
func (g Game) GoalsInPlay() []GoalInPlay { return g.appendGoalsInPlay(nil) }

// appendGoalsInPlay appends GoalsInPlay to out.
func (g *Game) appendGoalsInPlay(out []GoalInPlay) []GoalInPlay {
	add := func(name, holder string) {
		gp := GoalInPlay{Card: name, Holder: holder}
		if i := g.cardIndex(catalog.GoalCard, name); i >= 0 {
			gp.Type, gp.Condition = g.Cards[i].GoalType, g.Cards[i].Condition
		}
		out = append(out, gp)
	}
	for _, name := range g.Goals {
		add(name, "")
	}
	for i := range g.Crews {
		c := &g.Crews[i]
		for _, name := range c.Goals {
			add(name, c.Name)
		}
	}
	return out
}

// settleGoals hands out the goals after an entry: an instant goal to the
// first crew meeting it, which scores its printed reputation at once; a
// leader goal to a crew with strictly the most (and at least the minimum),
// moving only when another crew surpasses its holder (core rulebook,
// "Claiming Goals", p. 13). End game goals wait for final scoring.
func (g *Game) settleGoals(acting string) {
	if g.Phase == PhaseSetup {
		return
	}
	var goals [4]GoalInPlay
	inPlay := g.appendGoalsInPlay(goals[:0])
	goons := false
	for _, gp := range inPlay {
		goons = goons || gp.Condition.Known && countsGoons(gp.Condition.Value.What)
	}
	// Settling goals moves goal cards and reputation only, never what a
	// goal counts, so each crew's holdings are taken once, when first
	// needed.
	var heldStore [5]rules.Holdings // a game has 2 to 5 crews
	var held []rules.Holdings
	// The counts of one goal are read before the next goal's are taken.
	var countStore [5]rules.Count
	counts := func(what rules.Countable) []rules.Count {
		if held == nil {
			held = heldStore[:0]
			for i := range g.Crews {
				held = append(held, g.holdings(i, goons))
			}
		}
		out := countStore[:0]
		for i := range g.Crews {
			out = append(out, rules.Count{Crew: g.Crews[i].Name, N: held[i].Count(what)})
		}
		return out
	}
	for _, gp := range inPlay {
		if !gp.Condition.Known {
			continue
		}
		cond := gp.Condition.Value
		switch {
		case gp.Type == catalog.InstantGoal && cond.Rule == rules.RuleFirstTo && gp.Holder == "":
			winner, ok, _, err := rules.InstantGoalClaim(cond, counts(cond.What), "", acting, g.FirstPlayer)
			if err != nil || !ok {
				continue
			}
			g.moveGoal(gp.Card, "", winner)
			if c, known := g.lookup(catalog.GoalCard, gp.Card); known && c.Reputation.Known {
				g.Crews[g.crewIndex(winner)].Board.Reputation += c.Reputation.Value
			}
		case gp.Type == catalog.LeaderGoal && cond.Rule == rules.RuleMost:
			if to := rules.LeaderGoalHolder(gp.Holder, counts(cond.What), g.leaderMinimum(cond)); to != gp.Holder {
				g.moveGoal(gp.Card, gp.Holder, to)
			}
		}
	}
}

// countsGoons reports whether a goal counting what counts goons (all of
// them, or those of a type): only those read Holdings.Goons.
func countsGoons(what rules.Countable) bool {
	return what == rules.CountGoons || what.GoonType() != rules.NoGoonType
}

// moveGoal takes a goal card from beside the board (from "") or from a
// crew and gives it to another.
func (g *Game) moveGoal(card, from, to string) {
	if from == "" {
		takeFold(&g.Goals, card, false)
	} else if i := g.crewIndex(from); i >= 0 {
		takeFold(&g.Crews[i].Goals, card, false)
	}
	if i := g.crewIndex(to); i >= 0 {
		g.Crews[i].Goals = append(g.Crews[i].Goals, card)
	}
}
