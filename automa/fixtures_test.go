package automa

import (
	"slices"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TEST FIXTURES ONLY. The strengths below are made up for the tests and the
// benchmark: the real guard cards' printed values are card data, not in the
// rulebooks, and lockup never ships them. Only the counts follow the rules:
// 7 blue cards, 5 of each other colour, one special yellow and one special
// red card (core rulebook, "Solitary Mode – Difficulty Levels", p. 19).
var testBox = []rules.GuardCard{
	{Colour: rules.Blue, Strength: 0}, {Colour: rules.Blue, Strength: 1}, {Colour: rules.Blue, Strength: 1}, {Colour: rules.Blue, Strength: 2},
	{Colour: rules.Blue, Strength: 2}, {Colour: rules.Blue, Strength: 3}, {Colour: rules.Blue, Strength: 3},
	{Colour: rules.Green, Strength: 1}, {Colour: rules.Green, Strength: 2}, {Colour: rules.Green, Strength: 2}, {Colour: rules.Green, Strength: 3}, {Colour: rules.Green, Strength: 4},
	{Colour: rules.Yellow, Strength: 1}, {Colour: rules.Yellow, Strength: 2}, {Colour: rules.Yellow, Strength: 3}, {Colour: rules.Yellow, Strength: 3, Special: true}, {Colour: rules.Yellow, Strength: 4},
	{Colour: rules.Red, Strength: 2}, {Colour: rules.Red, Strength: 3}, {Colour: rules.Red, Strength: 4}, {Colour: rules.Red, Strength: 4, Special: true}, {Colour: rules.Red, Strength: 5},
}

// testBreakoutBox is testBox with the four cards Breakout adds, one of each
// colour (Breakout rulebook, "Components": 4 guard cards), made up as well.
var testBreakoutBox = append(slices.Clone(testBox),
	rules.GuardCard{Colour: rules.Blue, Strength: 4}, rules.GuardCard{Colour: rules.Green, Strength: 5},
	rules.GuardCard{Colour: rules.Yellow, Strength: 5}, rules.GuardCard{Colour: rules.Red, Strength: 6})

// testEdition is the printing the tests play.
const testEdition = rules.Edition2019
