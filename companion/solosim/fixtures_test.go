package solosim

import (
	"slices"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/scoring"
)

// TEST FIXTURES ONLY. Every card value below (reputation, costs, suspicion
// icons, valuables, effects, goal conditions, guard card strengths) is made
// up: lockup ships no card value the rulebooks do not print. Only the
// counts follow the rulebooks (rules.Box.Limits; 7 blue guard cards and 5
// of each other colour, one special yellow and one special red: core
// rulebook, "Solitary Mode – Difficulty Levels", p. 19).

var fixtureEffects = [...]rules.Effect{
	{}, {Kind: rules.EffectGainResource, Resource: rules.Iron}, {Kind: rules.EffectDrawTome},
	{Kind: rules.EffectGiveSuspicion}, {Kind: rules.EffectExchangeResource}, {Kind: rules.EffectGainPower},
	{Kind: rules.EffectRemoveSuspicion}, {Kind: rules.EffectChooseTome}, {Kind: rules.EffectIncreaseStorage},
}

// effectsOf returns the i-th fixture effect as a card's icons.
func effectsOf(i int) []rules.Effect {
	e := fixtureEffects[i%len(fixtureEffects)]
	if e.Kind == rules.NoEffect {
		return nil
	}
	return []rules.Effect{e}
}

var fixtureGuards = []rules.GuardCard{
	{Colour: rules.Blue, Strength: 0}, {Colour: rules.Blue, Strength: 1}, {Colour: rules.Blue, Strength: 1}, {Colour: rules.Blue, Strength: 2},
	{Colour: rules.Blue, Strength: 2}, {Colour: rules.Blue, Strength: 3}, {Colour: rules.Blue, Strength: 3},
	{Colour: rules.Green, Strength: 1}, {Colour: rules.Green, Strength: 2}, {Colour: rules.Green, Strength: 2}, {Colour: rules.Green, Strength: 3}, {Colour: rules.Green, Strength: 4},
	{Colour: rules.Yellow, Strength: 1}, {Colour: rules.Yellow, Strength: 2}, {Colour: rules.Yellow, Strength: 3}, {Colour: rules.Yellow, Strength: 3, Special: true}, {Colour: rules.Yellow, Strength: 4},
	{Colour: rules.Red, Strength: 2}, {Colour: rules.Red, Strength: 3}, {Colour: rules.Red, Strength: 4}, {Colour: rules.Red, Strength: 4, Special: true}, {Colour: rules.Red, Strength: 5},
}

// fixtureBox returns a made-up box of the 2019 edition, with Breakout's
// cards when breakout.
func fixtureBox(breakout bool) Box {
	b := Box{Edition: rules.Edition2019, Breakout: breakout, Guards: slices.Clone(fixtureGuards)}
	items, goons, _, legends := Limits(b.Edition, breakout)
	for i := range items {
		cost := rules.Cost{Any: i % 3}
		cost.Resources = cost.Resources.With(rules.AllResources[i%4], 1+i%2)
		cost.Resources = cost.Resources.With(rules.AllResources[(i+1)%4], i%3/2)
		b.Items = append(b.Items, ItemCard{Name: "item " + string(rune('A'+i%26)) + string(rune('a'+i/26)), Reputation: 1 + i%4 + cost.Total(),
			Cost: cost, Valuables: scoring.Valuables{Gems: i % 2}, Effects: effectsOf(i)})
	}
	types := [...]rules.GoonType{rules.Cultists, rules.Demons, rules.Dwarves, rules.Hobgoblins, rules.Ratmen, rules.Flayers}
	for i := range goons {
		b.Goons = append(b.Goons, GoonCard{Name: "goon " + string(rune('a'+i%26)) + string(rune('a'+i/26)), Type: types[i%len(types)], Suspicion: i % 3,
			Valuables: scoring.Valuables{Shields: (i + 1) % 2}, Effects: effectsOf(i * 5)})
	}
	b.Goals = []GoalCard{
		{Name: "leader items", Leader: true, Condition: rules.GoalCondition{Rule: rules.RuleMost, What: rules.CountItems}},
		{Name: "leader goons", Leader: true, Condition: rules.GoalCondition{Rule: rules.RuleMost, What: rules.CountGoons}},
		{Name: "end gems", Condition: rules.GoalCondition{Rule: rules.RuleMost, What: rules.CountGems}},
		{Name: "end gold", Condition: rules.GoalCondition{Rule: rules.RulePerUnit, What: rules.CountGold, N: 1, Stars: 1}},
	}
	if breakout {
		b.Guards = append(b.Guards, rules.GuardCard{Colour: rules.Blue, Strength: 4}, rules.GuardCard{Colour: rules.Green, Strength: 5},
			rules.GuardCard{Colour: rules.Yellow, Strength: 5}, rules.GuardCard{Colour: rules.Red, Strength: 6})
		b.LocationCard = rules.CellBlockCard
		for i := range legends {
			b.Legends = append(b.Legends, LegendCard{Name: "legend " + string(rune('a'+i)), Effects: []rules.Effect{{Kind: rules.EffectGainPower}}})
		}
	}
	return b
}
