package companion

import (
	"fmt"

	"github.com/lockup-companion/lockup/scoring"
)

// BoardState returns the board as a board-state file describes it
// (docs/board-state.md), for `lockup score`: each crew's reputation,
// suspicion, power, resources, tomes in hand, items, valuables and goons.
// Valuables, goon types and the leader goal come from the printed values
// in the game file (Game.Cards); a value it does not hold is left out and
// named in the second result, never guessed. The end game goal is not
// worked out here: the tracker does not follow the cards it counts yet.
func (g Game) BoardState() (BoardState, []string) {
	var unknown []string
	bs := BoardState{Advanced: g.Advanced, Game: scoring.Game{Breakout: g.Box.Breakout, FirstPlayer: g.FirstPlayer}}
	for _, c := range g.Crews {
		sc := scoring.Crew{
			Name: c.Name, Reputation: c.Board.Reputation, Suspicion: c.Board.Suspicion, Power: c.Board.Power,
			Resources: c.Board.Resources, Tomes: len(c.Tomes), Items: len(c.Items),
		}
		add := func(kind CardKind, name string) {
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
		}
		for _, it := range c.Items {
			add(ItemCard, it)
		}
		for _, gn := range c.Goons {
			add(GoonCard, gn)
			card, ok := g.CardInPlay(GoonCard, gn)
			if !ok || card.GoonType == 0 {
				unknown = append(unknown, fmt.Sprintf("the type of %s's goon %s", c.Name, gn))
				continue
			}
			sc.Goons[card.GoonType]++
		}
		for _, goal := range c.Goals {
			card, ok := g.CardInPlay(GoalCard, goal)
			switch {
			case !ok || card.GoalType == NoGoalType:
				unknown = append(unknown, fmt.Sprintf("the type of %s's goal %s", c.Name, goal))
			case card.GoalType == LeaderGoal:
				bs.Game.LeaderGoal = c.Name
			}
		}
		bs.Game.Crews = append(bs.Game.Crews, sc)
	}
	return bs, unknown
}
