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
var testBox = []GuardCard{
	{Colour: Blue, Strength: 0}, {Colour: Blue, Strength: 1}, {Colour: Blue, Strength: 1}, {Colour: Blue, Strength: 2},
	{Colour: Blue, Strength: 2}, {Colour: Blue, Strength: 3}, {Colour: Blue, Strength: 3},
	{Colour: Green, Strength: 1}, {Colour: Green, Strength: 2}, {Colour: Green, Strength: 2}, {Colour: Green, Strength: 3}, {Colour: Green, Strength: 4},
	{Colour: Yellow, Strength: 1}, {Colour: Yellow, Strength: 2}, {Colour: Yellow, Strength: 3}, {Colour: Yellow, Strength: 3, Special: true}, {Colour: Yellow, Strength: 4},
	{Colour: Red, Strength: 2}, {Colour: Red, Strength: 3}, {Colour: Red, Strength: 4}, {Colour: Red, Strength: 4, Special: true}, {Colour: Red, Strength: 5},
}

// testBreakoutBox is testBox with the four cards Breakout adds, one of each
// colour (Breakout rulebook, "Components": 4 guard cards), made up as well.
var testBreakoutBox = append(slices.Clone(testBox),
	GuardCard{Colour: Blue, Strength: 4}, GuardCard{Colour: Green, Strength: 5},
	GuardCard{Colour: Yellow, Strength: 5}, GuardCard{Colour: Red, Strength: 6})

// testEdition is the printing the tests play.
const testEdition = rules.Edition2019
