package rules

// The IDs of the rulings on playing the 2018 first edition.
const (
	RulingFirstEditionLeaderGoal = "first-edition-leader-goal"
	RulingFirstEditionCards      = "first-edition-cards"
)

// editionRulings are the rulings on what the 2018 first edition changes in
// play (issue 20, item 11).
var editionRulings = []Ruling{
	{
		ID:     RulingFirstEditionLeaderGoal,
		Title:  "2018 first edition: how many of the type does a leader goal need?",
		Source: Source{CoreRulebook2018, "Claiming Goals (索取目标) – Leader Goal Cards", 12},
		Passage: "The 2018 text asks the claimer to hold valuables or goons of the card's type, at least two of them, and then to stay the one with the most; " +
			"the 2019 text asks for the most of the type and the minimum the card lists. Both say a goal is claimed by meeting the card's requirement.",
		Decision: "In a game set up with --edition 2018 a leader goal is claimed only by a crew with the most of what it counts and at least two of it, or the card's own minimum where the card prints a higher one; " +
			"one Dwarf never claims \"most Dwarves\" there. A 2019 game uses the minimum the card lists (none: one is enough). " +
			"Why: the 2018 minimum of two is printed as part of the rule, not of a card, and the card's requirement still has to be met; " +
			"the tracker applies it to 2018 games from log version 8 on, and older entries replay as they were played.",
	},
	{
		ID:     RulingFirstEditionCards,
		Title:  "2018 first edition: which cards can a 2018 game not hold?",
		Source: Source{CoreRulebook2018, "Components (配件)", 0},
		Passage: "The 2018 box has 30 items, 29 goons, 19 tomes and 12 goals, no trait cards and one-sided crew boards; its goon section describes Cultists, Demons, Dwarves, Hobgoblins and Ratmen only, " +
			"and its list of special effect icons has no Choose Tome icon (the 2019 book adds Bandits, Flayers and that icon).",
		Decision: "A game set up with --edition 2018 refuses the advanced setup (it needs side B crew boards and traits), a Bandit or a Flayer goon card, and, without Breakout, any card showing the Choose Tome icon, " +
			"when the card is entered at setup and when it is drawn later (item display, goon spaces, a Shapeshifter's draw, a starting bonus). Board-state and resolve files with `edition: 2018` refuse the same. " +
			"With Breakout the Choose Tome icon is accepted: the Breakout rulebook does not say which core icons its own cards show, and the companion cannot tell a core card from an expansion card by its name, so a refusal could stop a game played right; " +
			"Bandits and Flayers stay refused: they are core goon types, and Breakout names the types it adds (Dryads, Fungoids, Golems, Shapeshifters). " +
			"Why: these cards are not in the 2018 box, so entering one is a mistake in the edition or in the card; from log version 8 on (older 2018 games replay as they were played).",
	},
}
