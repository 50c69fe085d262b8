package rules

// The IDs of the rulings the game tracker made.
const (
	RulingTomeChoiceFirst = "tome-choice-first"
	RulingTomeKeepBoth    = "tome-keep-needs-both"
	RulingUnknownCards    = "unknown-cards-in-goals"
	RulingGoalCounts      = "goal-counts"
)

// trackerRulings are the rulings met while tracking a game entry by entry.
var trackerRulings = []Ruling{
	{
		ID:       RulingTomeChoiceFirst,
		Title:    "A crew owes both a choice of two tomes and a plain draw: which draws come first?",
		Source:   Source{CoreRulebook, "Location Rewards", 11},
		Passage:  "The Library's most strength (and the Choose Tome icon) draws two tomes, keeps one and puts the other at the bottom of the deck; other rewards and the Draw Tome icon draw one.",
		Decision: "The two tomes to choose from are drawn first; the plain draws follow. The order changes nothing at the table but makes every game log read the same way.",
	},
	{
		ID:       RulingTomeKeepBoth,
		Title:    "Can a crew keep a tome from a choice of two before both are drawn?",
		Source:   Source{CoreRulebook, "Special Effect Icons", 0},
		Passage:  "Choose Tome: draw two tome cards, keep one, return the other to the bottom of the deck.",
		Decision: "No: the keep is recorded once both tomes are drawn. A tome deck too small to draw two is not handled yet by the tracker.",
	},
	{
		ID:       RulingUnknownCards,
		Title:    "How does the tracker count a card whose printed values it does not know?",
		Source:   Source{CoreRulebook, "Claiming Goals", 13},
		Passage:  "Goals count goons of a type, valuables, items and the like; the values printed on cards are not in the rulebooks.",
		Decision: "A goon the card catalog does not know still counts as a goon (of no type); unknown items and goons add no valuables; a goal the catalog does not know is never claimed. The tracker asks for the values instead of guessing them.",
	},
	{
		ID:       RulingGoalCounts,
		Title:    "Do tomes waiting to be chosen, or reserved items, count toward goals?",
		Source:   Source{CoreRulebook, "Claiming Goals", 13},
		Passage:  "A goal is claimed when a crew meets its requirement; the requirement counts what the crew has.",
		Decision: "Tomes count once kept in hand, not while two are drawn for a choice; reserved items are not crafted items and do not count as items.",
	},
}

// The IDs of the tracker's rulings on the order of the card rewards.
const (
	RulingRewardOrder   = "reward-order"
	RulingChooseNothing = "choose-nothing"
	RulingBanditPays    = "bandit-cube-pays"
)

// trackerOrderRulings are the rulings on who chooses first at the Chow Hall
// and the Cell Block, and on a crew that chooses nothing there.
var trackerOrderRulings = []Ruling{
	{
		ID:       RulingRewardOrder,
		Title:    "At the Chow Hall and the Cell Block, may a crew choose its card before a stronger crew there?",
		Source:   Source{CoreRulebook, "Location Rewards", 11},
		Passage:  "At the Chow Hall and the Cell Block the crews recruit goons or craft or reserve items one after another, in order of strength rank.",
		Decision: "No. A crew's recruit, craft, reserve or choice of nothing is refused until every crew ranked above it at the location has recruited, crafted, reserved, chosen nothing or declined; the refusal names the crew that chooses first. Declines may come in any order: a decline takes no card and does not change the rewards below it.",
	},
	{
		ID:      RulingChooseNothing,
		Title:   "Has a crew that chooses not to recruit, craft or exchange collected its reward?",
		Source:  Source{CoreRulebook, "Lights Out Phase – 4. Move Stragglers to the Library", 0},
		Passage: "Crews that did not collect a reward move their tokens to the Library; a crew may decline its reward on purpose to do so. The Commissary, Chow Hall and Cell Block rewards say a crew may exchange, recruit or craft.",
		Decision: "No. A crew that takes nothing there (it cannot pay, or chooses nothing: reward action none, lockup recruit CREW --none, lockup craft CREW --none) collected no reward, and its tokens straggle to the Library, where the stragglers are ranked and draw tomes; only the Bandit cubes it collects there, ranked first, count as a reward collected (ruling bandit-cube-pays). Choosing nothing differs from declining in that it keeps the Bandit cubes and takes its turn in rank order (ruling reward-order). The table never chooses for a crew: the location resolves only once every crew that can still choose has chosen, chosen nothing or declined (lockup next --none records nothing for each). " +
			"Changed in log version 8 (issue 20): before, a crew that chose nothing, or was silent, counted as having collected its reward and took its tokens home; older game files replay so.",
	},
	{
		ID:       RulingBanditPays,
		Title:    "May the Bandit cube collected at a location pay for the reward it comes with?",
		Source:   Source{CoreRulebook, "Recruiting Goons – Bandits", 15},
		Passage:  "The crew with the most strength at a Bandit's location collects the resource cube the Bandit added there together with its other rewards; rewards are collected one crew after another in rank order, and the text does not say whether the cube arrives before or after the crew pays for a reward that costs cubes.",
		Decision: "Yes. The Bandit cubes go to the crew ranked first in step 1 as it collects its reward, before it pays: at the Commissary, the Chow Hall or the Cell Block that cube may pay for the goon or item it takes there. A crew ranked first that declines leaves the cubes where they are (ruling decline-all); one that chooses nothing still collects them.",
	},
}
