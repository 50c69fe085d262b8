package companion

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/scoring"
)

// BoardState returns the board as a board-state file describes it
// (docs/board-state.md), for `lockup score`: each crew's reputation,
// suspicion, power, resources, tomes in hand, items, valuables and goons,
// and in a Breakout game its barrels, wild valuables, loot tokens and
// lantern.
// Valuables, goon types and the leader goal come from the printed values
// in the game file (Game.Cards); a value it does not hold is left out and
// named in the second result, never guessed. The end game goal beside the
// board is worked out from its printed condition (endGameGoal).
func (g Game) BoardState() (input.BoardState, []string) {
	var unknown []string
	// A 2018 game set up advanced before log version 8 is written without
	// `advanced` (it changes no score), which a 2018 board state refuses.
	bs := input.BoardState{Advanced: g.Advanced && g.Box.AdvancedSetupInBox(), Edition: g.Box.Edition, Game: scoring.Game{Breakout: g.Box.Breakout, Solo: g.solo(), FirstPlayer: g.FirstPlayer}}
	for seat, c := range g.Crews {
		sc := scoring.Crew{
			Name: c.Name, Reputation: c.Board.Reputation, Suspicion: c.Board.Suspicion, Power: c.Board.Power,
			Resources: c.Board.Resources, Tomes: len(c.Tomes), Items: len(c.Items),
			// The guards are the last crew of a solitary game, and score
			// only their gold ("Solitary Mode – Game End").
			Guards: g.solo() && c.Name == rules.Guards,
		}
		add := func(kind catalog.CardKind, name string) {
			card, ok := g.CardInPlay(kind, name)
			if !ok || !card.Valuables.Known {
				unknown = append(unknown, fmt.Sprintf("the valuables of %s's %s %s", c.Name, kind, name))
				return
			}
			v := card.Valuables.Value
			sc.Valuables.Shields += v.Shields
			sc.Valuables.Gems += v.Gems
			sc.Valuables.Magic += v.Magic
			sc.Valuables.Wild += v.Wild
			switch {
			case card.Barrels.Known:
				sc.Barrels += card.Barrels.Value
			case kind == catalog.ItemCard && g.Box.Breakout:
				// Dryads score per barrel (Breakout rulebook, "Dryads").
				unknown = append(unknown, fmt.Sprintf("the barrels of %s's item %s", c.Name, name))
			}
		}
		for _, it := range c.Items {
			add(catalog.ItemCard, it)
		}
		for _, gn := range c.Goons {
			add(catalog.GoonCard, gn)
			card, ok := g.CardInPlay(catalog.GoonCard, gn)
			if !ok || card.GoonType == 0 {
				unknown = append(unknown, fmt.Sprintf("the type of %s's goon %s", c.Name, gn))
				continue
			}
			sc.Goons[card.GoonType]++
		}
		for _, goal := range c.Goals {
			card, ok := g.CardInPlay(catalog.GoalCard, goal)
			switch {
			case !ok || card.GoalType == catalog.NoGoalType:
				unknown = append(unknown, fmt.Sprintf("the type of %s's goal %s", c.Name, goal))
			case card.GoalType == catalog.LeaderGoal:
				bs.Game.LeaderGoal = c.Name
			}
		}
		if b := g.Breakout; b != nil && seat < len(b.Lanterns) {
			sc.Loot = len(b.Loot[seat])
			sc.Lantern = scoreLantern(b.Lanterns[seat])
		}
		bs.Game.Crews = append(bs.Game.Crews, sc)
	}
	goal, missing := g.endGameGoal()
	bs.Game.EndGameGoal = goal
	return bs, append(unknown, missing...)
}

// scoreLantern returns a lantern's place for final scoring: an escaped
// lantern scored when it escaped and scores nothing now (ruling
// lantern-escaped).
func scoreLantern(s rules.Space) scoring.Lantern {
	switch s.Kind {
	case rules.Numbered:
		return scoring.Lantern{Place: scoring.OnSpace, Space: s.Number}
	case rules.Tomb:
		return scoring.Lantern{Place: scoring.AtTomb}
	case rules.Escaped:
		return scoring.Lantern{Place: scoring.Escaped}
	}
	return scoring.Lantern{Place: scoring.AtEntrance}
}

// endGameGoal works out the end game goal beside the board from its printed
// condition (core rulebook, "Claiming Goals", "End Game Goal Cards", p. 13):
// a "most X" goal gives each crew's count of X to the most/second-most
// award (scoring applies the amounts and ties; a crew below the printed
// minimum counts 0); a per-unit goal gives each crew its stars. A goal whose
// type or condition the game file does not hold is named, never guessed.
// A goal counting valuables (or shields, gems or magic) is given with its
// condition and the counts without wild valuables: scoring applies the
// condition after counting each side's wild valuables as it chooses
// (Breakout rulebook, "Special Effect Icons"; rulings bo-wild-choice,
// bo-solo-wild).
func (g Game) endGameGoal() (scoring.EndGameGoal, []string) {
	var unknown []string
	for _, name := range g.Goals {
		card, ok := g.CardInPlay(catalog.GoalCard, name)
		switch {
		case !ok || card.GoalType == catalog.NoGoalType:
			unknown = append(unknown, fmt.Sprintf("the type of the goal %s beside the board", name))
			continue
		case card.GoalType != catalog.EndGameGoal:
			continue
		case !card.Condition.Known:
			unknown = append(unknown, fmt.Sprintf("the condition of the end game goal %s (%s)", name, terms.Hint{Kind: terms.HintCardsEdit, Name: name, Args: []string{catalog.GoalCard.String(), catalog.FieldCondition + "=..."}}))
			continue
		}
		cond := card.Condition.Value
		var goal scoring.EndGameGoal
		// A goal counting valuables goes to scoring with its condition and
		// the counts without wild valuables, which scoring counts as their
		// owners' best choice (rulings bo-wild-choice, bo-solo-wild).
		if cond.What.CountsValuables() && (cond.Rule == rules.RuleMost || cond.Rule == rules.RulePerUnit) {
			goal.Condition = cond
		}
		for seat, c := range g.Crews {
			n := g.Holdings(c.Name).Count(cond.What)
			switch {
			case goal.Conditioned():
				goal.Kind = scoring.MostGoal
				if cond.Rule == rules.RulePerUnit {
					goal.Kind = scoring.PointsGoal
				}
				goal.Set(seat, n)
			case cond.Rule == rules.RuleMost:
				goal.Kind = scoring.MostGoal
				if n < cond.N {
					n = 0
				}
				goal.Set(seat, n)
			case cond.Rule == rules.RulePerUnit:
				goal.Kind = scoring.PointsGoal
				goal.Set(seat, rules.PerUnitStars(cond, n))
			}
		}
		if goal.Kind != scoring.NoEndGameGoal {
			return goal, unknown
		}
		unknown = append(unknown, fmt.Sprintf("how the end game goal %s scores: its condition is not a most or per-unit condition", name))
	}
	return scoring.EndGameGoal{}, unknown
}
