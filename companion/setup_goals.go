package companion

import "github.com/lockup-companion/lockup/companion/catalog"

// GoalTypesDrawn returns the goal cards a game draws at setup, one of each
// type: leader, instant and end game (core rulebook, "Game Setup", step 14);
// no instant goal in solitary mode ("Solitary Mode – Setup").
func GoalTypesDrawn(solo bool) []catalog.GoalType {
	if solo {
		return []catalog.GoalType{catalog.LeaderGoal, catalog.EndGameGoal}
	}
	return []catalog.GoalType{catalog.LeaderGoal, catalog.InstantGoal, catalog.EndGameGoal}
}

// GoalClash is a goal card of the same type as an earlier one of the setup.
type GoalClash struct {
	First, Second string
	Type          catalog.GoalType
}

// GoalClashes lists the goals whose type an earlier goal already has, in the
// order given: a game draws one goal of each type (GoalTypesDrawn). A goal
// whose type is unknown clashes with none.
func GoalClashes(names []string, types []catalog.GoalType) []GoalClash {
	var out []GoalClash
	for i, t := range types {
		if t == catalog.NoGoalType {
			continue
		}
		for j := range i {
			if types[j] == t {
				out = append(out, GoalClash{First: names[j], Second: names[i], Type: t})
				break
			}
		}
	}
	return out
}

// GoalTypesMissing returns the goal types the game is played without: those
// GoalTypesDrawn names that none of its goals has.
func (g *Game) GoalTypesMissing() []catalog.GoalType {
	var out []catalog.GoalType
	for _, t := range GoalTypesDrawn(g.solo()) {
		has := false
		for _, name := range g.Goals {
			if c, ok := g.CardInPlay(catalog.GoalCard, name); ok && c.GoalType == t {
				has = true
				break
			}
		}
		if !has {
			out = append(out, t)
		}
	}
	return out
}
