package rules

// The IDs of the rulings made while writing the rules reference.
const (
	RulingSoloRaidLocations   = "solo-raid-locations"
	RulingPassedTomes         = "passed-tomes"
	RulingSoloPass            = "solo-pass"
	RulingSoloEmptyGuardDeck  = "solo-empty-guard-deck"
	RulingBanditCube          = "bandit-cube-unclaimed"
	RulingLegendEarlyPass     = "legend-early-pass"
	RulingBreakoutFivePlayers = "breakout-five-players"
	RulingFirstEditionDwarves = "first-edition-dwarves"
	RulingFirstEditionRatmen  = "first-edition-ratmen"
	RulingFirstEditionDemons  = "first-edition-demons"
)

// referenceRulings are the rulings met while reading the rulebooks end to end
// for the rules reference. Each decision says what a table would expect, and
// why.
var referenceRulings = []Ruling{
	{
		ID:      RulingSoloRaidLocations,
		Title:   "In a solitary raid, do the suspicion cubes still at locations go back to the supply?",
		Source:  Source{CoreRulebook, "Solitary Mode – Patrol Phase, Raids", 0},
		Passage: "The solitary raid names only the boards it empties: both the player's and the guards' when the player has the most or on a tie, only the guards' when the guards have the most. The multiplayer raid (\"Raids\", p. 12) also clears the cubes waiting at locations, and the solitary section says it lists only what changes.",
		Decision: "Yes, in all three cases. Every cube still at a location goes back to the supply, as in the multiplayer raid; the only change solitary mode makes is that the player keeps their own cubes when the guards had the most. " +
			"Why: the solitary text is about whose board is emptied, not about the locations, and a raid set off by an empty supply must free cubes so the Patrol phase can go on adding them.",
	},
	{
		ID:      RulingPassedTomes,
		Title:   "May a player who has passed in Roll Call still play tome cards?",
		Source:  Source{CoreRulebook, "I. Roll Call Phase – Passing", 0},
		Passage: "Once a player passes they take no further part in the phase, which the English text says also stops them playing \"some cards\" in it. The Spanish 2019 rulebook and the 2018 first edition say tome cards outright.",
		Decision: "No tome card at all for the rest of that Roll Call phase, unless the card's own text says it can be. From the start of the Lights Out phase they may play tomes again as usual. " +
			"The tracker refuses such a tome since log version 8 (issue 20: the ruling stood but was not enforced); a table whose tome's text allows it enters it with text_allows (tome play --text-allows), as it does for a tome played while a Breakout legend card resolves. " +
			"Why: two of the three printings name tome cards without exception, and \"some cards\" gives a table no way to tell which.",
	},
	{
		ID:      RulingSoloPass,
		Title:   "In solitary mode, what happens when the player passes with crew tokens left?",
		Source:  Source{CoreRulebook, "Solitary Mode – Roll Call Phase", 0},
		Passage: "Turns alternate between the player and the guards, and the phase ends the moment the player has assigned every crew token, with no further guard turn. The player follows the multiplayer rules, which allow passing early; the guards never pass.",
		Decision: "Passing ends the phase at once, exactly as assigning the last token does: the guards take no more turns. In Breakout solitary games the player passes with one token left (it goes on the legend card) and the phase ends there too. " +
			"Why: guard turns only answer the player's turns; without this the phase would go on until the guard deck ran out.",
	},
	{
		ID:      RulingSoloEmptyGuardDeck,
		Title:   "What happens on a guard turn when the location card names a location but the guard deck is empty?",
		Source:  Source{CoreRulebook, "Solitary Mode – Roll Call Phase", 0},
		Passage: "A location card sends the top card of the guard deck to that location. Only five guard cards stay in the deck after the first seven are placed, while six of the eight location cards name locations; the text says nothing of an empty deck, except for the special guard card of the harder levels (\"Difficulty Levels\", p. 19), where an empty deck means nothing happens.",
		Decision: "Nothing is placed and the guard turn ends, the same answer the rulebook gives for the special guard card. " +
			"Why: there is no card to place, and reshuffling guard cards already on the board would undo the round.",
	},
	{
		ID:      RulingBanditCube,
		Title:   "What happens to a Bandit's resource cube that nobody collects?",
		Source:  Source{CoreRulebook, "Recruiting Goons – Bandits", 15},
		Passage: "While a Bandit waits to be recruited, each Patrol phase puts a cube of the resource it shows at its location along with the suspicion, and in the next Lights Out phase the crew with the most strength there takes it with its reward. Nothing is said when no crew is there, when that crew declines its reward, or when the Bandit moves on.",
		Decision: "The cube stays at the location (when nobody is there, or the crew with the most strength declines its reward), and cubes pile up one per Patrol phase, until a crew with the most strength there collects them in a later Lights Out phase; it belongs to the location, so it stays when the Bandit advances or is recruited. A lookout does not stop a crew taking it (lookouts only refuse suspicion), a raid does not return it, and if the supply has none of that resource left, no cube is added. " +
			"Why: this is how the rulebook treats suspicion cubes nobody takes, and the text places the cube at the location, not on the card.",
	},
	{
		ID:      RulingLegendEarlyPass,
		Title:   "Breakout: does a player who passes with several crew tokens left put one on the legend card?",
		Source:  Source{BreakoutRulebook, "Expansion Gameplay – I. Roll Call Phase", 0},
		Passage: "A player with one crew token left must pass and then puts that last token face down on the active legend card; no token may go to the legend card in any other way. Passing early is still allowed by the core rules (\"Passing\").",
		Decision: "No. Only a crew with exactly one token left puts it on the legend card as it passes; a crew that passes with two or more places nothing there, its tokens stay in the holding cell, and it has no token on the legend card this round (it is not ranked there). " +
			"`lockup pass` lays the last token by itself; `--legend` may only name that last token, and is refused for a crew with more left. " +
			"Changed in log version 8 (issue 20): this ruling used to let the player choose one of several tokens for the legend card, which the sentence forbidding any other assignment to the legend card rules out; game files written before version 8 replay as they were played. " +
			"So a crew has at most six tokens on the board and at most one on the legend card; `lockup resolve` accepts a file that leaves a crew off the legend card.",
	},
	{
		ID:      RulingBreakoutFivePlayers,
		Title:   "Breakout with five players: how many crew tokens can go to locations?",
		Source:  Source{BreakoutRulebook, "Expansion Gameplay – I. Roll Call Phase", 0},
		Passage: "With five players each crew returns its \"2\" token to the box (core \"Game Setup\", step 11). Breakout adds the seeker and says six of the seven tokens may go to locations, one being kept back.",
		Decision: "One token is always kept back for the legend card: with five players a crew has six tokens (lookout, enforcer, seeker, 3, 4, 5), assigns at most five to locations, and the sixth goes on the legend card when it passes. " +
			"Why: the rule that binds is that a player with one token left must pass and put it on the legend card; \"six\" is simply the count for a full set of seven.",
	},
	{
		ID:      RulingFirstEditionDwarves,
		Title:   "2018 first edition: what do Dwarves score?",
		Source:  Source{CoreRulebook2018, "Recruiting Goons (招募暴徒) – Dwarves (矮人)", 13},
		Passage: "The 2018 table lists six counts (1, 2, 3, 5, 6, 7+) against seven values, from 1 up to 30 stars; its own example gives four Dwarves 12 stars.",
		Decision: "Score the 2019 table with either printing: 1, 3, 7, 12, 18, 25, 30 stars for 1 to 7 or more Dwarves. " +
			"Why: the missing \"4\" is a printing slip; the 2018 example (four Dwarves, 12 stars) only fits the 2019 table.",
	},
	{
		ID:      RulingFirstEditionRatmen,
		Title:   "2018 first edition: what do Ratmen score?",
		Source:  Source{CoreRulebook2018, "Recruiting Goons (招募暴徒) – Ratmen (鼠人)", 13},
		Passage: "The 2018 table gives four scores (-3, 16, 13, 25) for five counts (1 to 5 or more Ratmen).",
		Decision: "Score the 2019 table with either printing: -3, 1, 6, 13, 25 stars for 1 to 5 or more Ratmen. " +
			"Why: \"16\" is \"1\" and \"6\" run together, which restores five scores that rise with the count; the example (one Ratman loses 3) agrees.",
	},
	{
		ID:      RulingFirstEditionDemons,
		Title:   "2018 first edition: do Demons count every valuable or only magic?",
		Source:  Source{CoreRulebook2018, "Recruiting Goons (招募暴徒) – Demons (恶魔)", 13},
		Passage: "The 2018 text scores each Demon 2 stars per magic valuable, yet its example counts all valuables (two Demons and eight valuables for 16 stars, which fits no reading). The 2019 rulebook counts every valuable: shields, gems and magic.",
		Decision: "Count every valuable, as the 2019 rulebook does, with either printing: each Demon scores 2 stars per valuable of any kind. " +
			"Why: the 2018 example itself speaks of valuables, not magic ones, and the later printing settled the wording; the companion scores one way for both.",
	},
}
