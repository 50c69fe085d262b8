package rules

// The IDs of the rulings made for the guards' automa of solitary mode
// (package automa).
const (
	RulingSoloSpecialBrings  = "solo-special-brings"
	RulingSoloCommissary     = "solo-commissary-supply"
	RulingSoloChowHallShort  = "solo-chow-hall-short"
	RulingSoloCellBlockTie   = "solo-cell-block-tie"
	RulingSoloCellBlockNone  = "solo-cell-block-nothing"
	RulingSoloSeating        = "solo-seating"
	RulingSoloEditionDecks   = "solo-2018-difficulty"
	RulingSoloNoFaceDownCard = "solo-no-face-down"
	RulingSoloGuardsGoals    = "solo-guards-goals"
	RulingSoloGuardsRewards  = "solo-guards-fixed-rewards"
)

// The IDs of the rulings made for the guards of Breakout's solitary mode.
const (
	RulingBOSoloFork         = "bo-solo-fork"
	RulingBOSoloLegendCard   = "bo-solo-legend-card"
	RulingBOSoloWild         = "bo-solo-wild"
	RulingBOSoloShapeshifter = "bo-solo-shapeshifter"
	RulingBOSoloSetup        = "bo-solo-setup"
	RulingBOSoloReserveItem  = "bo-solo-reserve-item"
)

// automaRulings are the rulings met while writing the guards' decisions:
// every case the solitary sections leave open that the automa must still
// decide the same way every time.
var automaRulings = []Ruling{
	{
		ID:     RulingSoloSpecialBrings,
		Title:  "Does the guard card that the special guard card brings count at its location?",
		Source: srcDifficulty,
		Passage: "On the challenging and expert levels one guard card has a special effect: when the player turns it up at a location in the Lights Out phase, " +
			"the top card of the guard deck goes face down to that location, and nothing happens if the deck is empty. The text does not say whether that card adds to the guards' strength there.",
		Decision: "Yes. The card arrives while the location's guard cards are being turned up to total the guards' strength, so it is turned up at once with them and its strength counts. " +
			"The effect fires only when the special card is turned up in the Lights Out phase: turned up earlier, by a guard turn, by a location card or by Atlas of Hideouts, it does nothing. " +
			"Why: every guard card at a location in the Lights Out phase is turned up and added (ruling guards-strength), and a card that never counted would make the effect pointless.",
	},
	{
		ID:     RulingSoloCommissary,
		Title:  "At the Commissary, what do the guards take when the supply has none of the kind they hold fewest of?",
		Source: core("Solitary Mode – Lights Out Phase, Commissary", 0),
		Passage: "With the most strength at the Commissary the guards gain one cube of the kind they hold fewest of, the rarest of those on a tie (gold, iron, potions, scrap). " +
			"Cubes come from the supply, which may have run out of that kind.",
		Decision: "They take the kind they hold fewest of among the kinds the supply still has, the rarest of those on a tie; with an empty supply they gain nothing, and their reward still counts as collected. " +
			"Why: the reward is one cube from the supply, so only a kind the supply holds can be chosen; this is how the guards' Exchange Resource reads too (ruling solo-exchange-supply).",
	},
	{
		ID:     RulingSoloChowHallShort,
		Title:  "At the Chow Hall, what do the guards seize when fewer than two goons are on the goon spaces?",
		Source: core("Solitary Mode – Lights Out Phase, Chow Hall", 0),
		Passage: "With the most strength at the Chow Hall the guards take two goons for free, those showing the most suspicion icons, the one at the lowest-numbered location on a tie. " +
			"Goon spaces can be empty once the goon deck has run out (ruling empty-deck) or after the player recruited there earlier in the phase.",
		Decision: "They seize the goons that are there: one if only one is left, none if every space is empty; their reward still counts as collected, so their guard cards do not straggle. " +
			"Why: the guards never pay for goons, so there is nothing else to take in their place, and a reward that was offered and found empty is not a reward declined.",
	},
	{
		ID:     RulingSoloCellBlockTie,
		Title:  "At the Cell Block, which item do the guards take when an item in the display and a reserved item tie?",
		Source: core("Solitary Mode – Lights Out Phase, Cell Block", 0),
		Passage: "The guards craft the item of highest reputation value they can pay for, either from the display or from among the items they reserved, and break ties with the item nearer the item deck. " +
			"Reserved items lie face down in the guards' area, not in the display row, so they have no distance to the deck.",
		Decision: "The item in the display wins the tie; among tied reserved items, the one the guards reserved first. " +
			"Why: only display items stand in the row beside the item deck, so a display item is the one \"nearer\" it; and crafting it is the better move for the guards, as the player could take a display item while a reserved one stays theirs alone (the Breakout rulebook settles the guards' Golems the same way, whichever is best for them).",
	},
	{
		ID:     RulingSoloCellBlockNone,
		Title:  "What do the guards do at the Cell Block when they can neither craft nor reserve an item?",
		Source: core("Solitary Mode – Lights Out Phase, Cell Block", 0),
		Passage: "The guards craft the best item they can pay for; if they cannot, they reserve the best item in the display for free. " +
			"Nothing is said of an empty display (the item deck may have run out, ruling empty-deck) with no reserved item they can pay for.",
		Decision: "They do nothing and collect no reward: their guard cards straggle to the Library, where, ranked most or second most, they score one star instead of tomes. They decide by their own rules whatever the crew ranked above them did (the crew's choice, or none). " +
			"Why: a crew or the guards that collected no reward straggle (core rulebook, \"Lights Out Phase\", step 4), and the solitary Library text says guard cards arrive there when they collect no reward elsewhere. Changed in log version 8 (issue 20): before, their cards went back.",
	},
	{
		ID:     RulingSoloSeating,
		Title:  "In solitary mode, how are ties between the player and the guards broken, and who takes the first turn?",
		Source: srcSoloRollCall,
		Passage: "Turns alternate between the player and the guards from whoever holds the first player marker, which the guards receive at setup. " +
			"Ties at a location go clockwise from the marker's holder, but the guards have no seat at the table.",
		Decision: "Whoever holds the first player marker wins every tie in strength with the other side and takes the first turn of the Roll Call phase; the marker changes hands only at the Exercise Yard. " +
			"Why: with two sides, going clockwise from the holder always reaches the holder first, wherever the guards are imagined to sit; the companion seats the guards to the player's left, which changes nothing.",
	},
	{
		ID:     RulingSoloEditionDecks,
		Title:  "Which guard decks does the 2018 first edition use?",
		Source: srcZhSolo,
		Passage: "The 2018 solitary setup shuffles the seven blue and the five green guard cards; its difficulty section then offers the yellow and the red cards, with the same special card, as harder adjustments. " +
			"The 2019 rulebook names the three levels moderate, challenging and expert.",
		Decision: "A 2018 game may be played at any of the three levels: moderate is the setup's blue and green deck, challenging and expert swap the green cards for the yellow or red ones, with the special card's effect. " +
			"Why: the 2018 rulebook itself prints the harder levels; only the name of the moderate level is new in 2019.",
	},
	{
		ID:     RulingSoloNoFaceDownCard,
		Title:  "On a guard turn, what if no guard card is left face down?",
		Source: srcSoloRollCall,
		Passage: "Each guard turn begins with the player turning up one face-down guard card of their choice, then the top location card. " +
			"After enough turns every guard card on the board may already be face up.",
		Decision: "The player turns up nothing and goes straight to the location card; the guard turn still happens. " +
			"Why: the location card is the part of the turn that moves the guards; there is no card left to choose, so that step is simply skipped.",
	},
	{
		ID:     RulingSoloGuardsGoals,
		Title:  "In solitary mode, do the guards compete for the leader goal and the end game goal?",
		Source: core("Solitary Mode – Game End", 0),
		Passage: "The solitary setup is the two-player setup without an instant goal, so a leader goal and an end game goal lie beside the board; " +
			"final scoring is done as in a two-player game, except for the guards' leftover cubes. Nothing says who may hold the goals.",
		Decision: "The guards claim the leader goal and score the end game goal exactly as a second crew would, from what lies on the guard board (items, goons, valuables, cubes). " +
			"Why: the game end is a two-player final scoring with a single named exception, the guards' cubes; leaving the guards out of the goals would be a second exception the rulebook does not make.",
	},
	{
		ID:     RulingSoloGuardsRewards,
		Title:  "In solitary mode, what do the guards collect at the Exercise Yard, the Sewers, the Infirmary and the Smithy?",
		Source: core("Solitary Mode – Lights Out Phase", 0),
		Passage: "The solitary Lights Out section writes special rules for the guards at four locations only (5, 6, 7 and 8); " +
			"every location is otherwise resolved as in the multiplayer game.",
		Decision: "At the other locations the guards collect the reward of their rank as a crew would (two-player amounts), take the first player marker at the Exercise Yard, and collect a Bandit's cubes; " +
			"the guard cards that collect nothing move to the Library, where the most and second most strength score 1 star. " +
			"Why: where the section is silent, the multiplayer rules apply, and the guards are a crew for them (ruling solo-seating).",
	},
	{
		ID:     RulingBOSoloSetup,
		Title:  "How is a solitary Breakout game set up: how many tunnel markers of each kind, and how many loot tokens in each stack?",
		Source: srcBoSetup,
		Passage: "Each loot stack holds one token per player, and the tunnel marker table begins at two players (5 collapsed, 1 single and 1 double tunnel). " +
			"The solitary Breakout setup adds the guards' lantern and says nothing of these counts.",
		Decision: "Set a solitary game up as a two-player one: 5 collapsed, 1 single and 1 double tunnel marker, and 2 loot tokens in every stack. " +
			"Why: two lanterns travel the catacombs, yours and the guards', and each takes one token from a stack it reaches, so every stack needs two; the core solitary setup already plays at the two-player count everywhere else (ruling solo-two-player).",
	},
	{
		ID:     RulingBOSoloLegendCard,
		Title:  "In a solitary Breakout game, can a guard turn turn up the guard card on the legend card?",
		Source: bo("Solitary Mode – Roll Call Phase"),
		Passage: "At the start of each Roll Call an eighth guard card is put face down on the face-up legend card. On a core guard turn the player turns up a face-down guard card of their choice; " +
			"the legend card is not a location, and the crews' tokens on it stay hidden until it is resolved.",
		Decision: "Yes. The legend's guard card is a face-down guard card like the others: on a guard turn the player may choose it (`lockup guards turn --reveal legend`), and Atlas of Hideouts may reveal it (`lockup tome play CREW \"Atlas of Hideouts\" --target legend`); when it is the only face-down guard card, the guard turn turns it up. It counts on the legend card when that card is resolved, after the Library; turned up early, its strength is known to the player from then on. " +
			"If it is the special guard card, it brings no card when turned up: its effect puts a card at a location, and the legend card holds one guard card (turned up early, as any special card, it has no effect). " +
			"Changed in log version 8 (issue 20): this ruling used to keep the card face down until the legend card resolved, which the core rulebook's \"any one face-down guard card\" (guard turns and the Atlas of Hideouts note) does not allow; game files written before version 8 replay as they were played. " +
			"Why: the core text lets the player turn up any face-down guard card, and the Breakout rulebook lays this one face down without exception.",
	},
	{
		ID:     RulingBOSoloFork,
		Title:  "In a solitary Breakout game, which path do the guards take when both paths cost something, neither does, or more than two lead on?",
		Source: bo("Solitary Mode – Lights Out Phase"),
		Passage: "Facing two paths, the guards go the way that has a cost when they can spend what it asks, and the other way when they cannot. " +
			"Nothing is said of two paths that both cost, two free paths, a space with three or more paths, or a cost they cannot pay on every path.",
		Decision: "The guards look at every path leaving their space: they take a path with a cost they can pay if there is one, else a free path, else they stay where they are (the advance is lost, as a crew that cannot pay cannot go that way). " +
			"When several paths will do, they take the one to the space worth most at final scoring: its printed number, the TOMB 15, ESCAPED more than any space; a numbered space comes before the TOMB when both are worth 15. " +
			"Why: the first step keeps the book's own rule, and the printed numbers are on the board for anyone to check, so the table can follow the guards without lockup.",
	},
	{
		ID:     RulingBOSoloWild,
		Title:  "In a solitary Breakout game, what kind of valuable is each of the guards' wild valuables?",
		Source: bo("Special Effect Icons"),
		Passage: "A wild valuable icon, like the Sacred Robes item, is a valuable of the owner's choice at final scoring only. " +
			"The solitary rules score the guards' Golems in the way best for them and say nothing of their wild valuables.",
		Decision: "Every wild valuable of the guards counts as the kind the end game goal counts when it counts shields, gems or magic, and as a valuable when it counts all valuables; for any other goal its kind changes nothing, and it counts wherever every valuable does (Demons). " +
			"Why: as with their Golems, the choice is the one best for the guards; counting toward the goal can only raise their count, which wins them the goal or, on a tie, stops you from scoring it, so no other choice does better.",
	},
	{
		ID:     RulingBOSoloShapeshifter,
		Title:  "In a solitary Breakout game, what happens when the guards seize a Shapeshifter?",
		Source: bo("Goon Cards – Shapeshifters"),
		Passage: "Whoever recruits a Shapeshifter discards it, draws three goons from the top of the goon deck, keeps one and discards the rest, and does it again if the goon kept is another Shapeshifter. " +
			"The guards seize goons for free at the Chow Hall; nothing says how they would choose among the three.",
		Decision: "The Shapeshifter is discarded and still counts as one of the two goons the guards seize. Draw three goons from the goon deck (fewer when fewer are left, none from an empty deck): the guards keep the one showing the most suspicion icons, the first drawn on a tie, and the others are discarded. " +
			"A Shapeshifter kept is discarded in turn and three more are drawn. The goon kept brings its valuables and special effects as any goon the guards seize. " +
			"Why: the guards already pick goons by their suspicion icons at the Chow Hall, which anyone can read off the cards, and the first drawn takes the place of the lowest-numbered location.",
	},
	{
		ID:      RulingBOSoloReserveItem,
		Title:   "Which item do the guards reserve with Breakout's Reserve Item icon?",
		Source:  bo("Special Effect Icons"),
		Passage: "Reserve Item lets its owner take an item of their choice from the display, face down, for free. The solitary rules do not say which one the guards take.",
		Decision: "They reserve as they do at the Cell Block when they cannot craft: the display item with the highest reputation, the one nearest the item deck on a tie; with an empty display nothing happens. " +
			"Why: it is the only rule the guards have for choosing an item to reserve, and it can be checked at a glance.",
	},
}
