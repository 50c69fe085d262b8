package rules

// The IDs of the rulings made for the Roll Call and Lights Out phases.
const (
	RulingLookoutOnly     = "lookout-only"
	RulingGuardsStrength  = "guards-strength"
	RulingSoloTwoPlayer   = "solo-two-player"
	RulingSewersOthers    = "sewers-others"
	RulingMayReward       = "may-reward"
	RulingDeclineAll      = "decline-all"
	RulingLibraryDecline  = "library-decline"
	RulingLibraryStrength = "library-strength"
	RulingSoloTunnel      = "solo-tunnel"
	RulingLegendMarker    = "legend-marker"
)

var lightsOutRulings = []Ruling{
	{
		ID:       RulingLookoutOnly,
		Title:    "How is a crew ranked that has only its lookout at a location?",
		Source:   Source{CoreRulebook, "Lights Out Phase – 3. Collect Rewards", 0},
		Passage:  "A crew whose lookout is the only token at a location counts as having the most strength; a lookout's strength is always zero and makes the crew eligible for rewards but not for suspicion.",
		Decision: "The crew is ranked like any other with a strength of 0: alone at the location it has the most strength; beside other crews it ranks below every crew with more strength, and ties with other zero-strength crews are broken by seating.",
	},
	{
		ID:       RulingGuardsStrength,
		Title:    "What is the guards' strength when several guard cards lie at a location?",
		Source:   Source{CoreRulebook, "Solitary Mode – Roll Call Phase", 0},
		Passage:  "Guard cards are placed at locations, face down at first and then revealed; the Lights Out rules compare strengths without saying how several cards combine.",
		Decision: "The guards' strength at a location is the total of the strengths printed on all their guard cards there, as a crew's strength is the total of its tokens.",
	},
	{
		ID:       RulingSoloTwoPlayer,
		Title:    "Which player count's rules apply in a solitary game?",
		Source:   Source{CoreRulebook, "Solitary Mode – Setup", 0},
		Passage:  "A solitary game is set up as a two-player game; the crew assigns tokens following the standard rules.",
		Decision: "The crew and the guards count as two seats: two-player reward amounts (2 scrap at the Sewers, 2 potions at the Infirmary), no Sewers second tier, the two-player tunnel markers, and three face-down tokens per round.",
	},
	{
		ID:       RulingSewersOthers,
		Title:    "With fewer than four crews, what does the crew ranked second at the Sewers gain?",
		Source:   Source{CoreRulebook, "Location Rewards", 11},
		Passage:  "Most strength gains 3 scrap (2 with two players), second most 2 scrap but only with four or more players, and every other crew at the Sewers 1 scrap.",
		Decision: "When the second tier is not available, the crew ranked second is one of the \"every other crew\" and gains 1 scrap.",
	},
	{
		ID:       RulingMayReward,
		Title:    "Has a crew collected a reward that it may take (an exchange, a recruit, a craft)?",
		Source:   Source{CoreRulebook, "Lights Out Phase – 4. Move Stragglers to the Library", 0},
		Passage:  "Crews that did not collect a reward move their tokens to the Library; a crew may decline its reward to do so.",
		Decision: "A reward the crew chooses how to take counts as collected only when the crew takes something of it. A crew that cannot pay for any choice, or takes nothing, collected no reward and straggles to the Library (ruling choose-nothing); in a resolve file it is listed in the location's declines, as the file does not give the crews' cubes. The tracker knows them: a crew that cannot pay takes nothing when the location resolves, and the crews below it (and the guards) do not wait for it.",
	},
	{
		ID:       RulingDeclineAll,
		Title:    "What does a crew give up when it declines its reward at a location?",
		Source:   Source{CoreRulebook, "Lights Out Phase – 4. Move Stragglers to the Library", 0},
		Passage:  "A crew may decline its reward so that its tokens join the stragglers; the rewards of the crews below it do not change. Breakout adds that a lantern advance is a reward that may be declined.",
		Decision: "Declining gives up everything the crew would take there: its tier, the Bandit's cube (which stays at the location), the first player marker at the Exercise Yard (it stays where it is) and a tunnel advance (no other seeker advances instead). The crew's tokens straggle to the Library.",
	},
	{
		ID:       RulingLibraryDecline,
		Title:    "What does declining a reward at the Library do?",
		Source:   Source{CoreRulebook, "Lights Out Phase – 4. Move Stragglers to the Library", 0},
		Passage:  "Stragglers at the Library itself return to their holding cells.",
		Decision: "A crew may decline its tome draw at the Library; it then simply takes its tokens home, and the crews below it keep their own tiers.",
	},
	{
		ID:       RulingLibraryStrength,
		Title:    "How strong is a crew at the Library?",
		Source:   Source{CoreRulebook, "Lights Out Phase – 4. Move Stragglers to the Library", 0},
		Passage:  "Stragglers' tokens move to the Library, which is resolved last like any location.",
		Decision: "Each straggling token keeps its strength (the enforcer its power cubes, a lookout 0) and a crew's tokens from every location it straggled from add up. Only stragglers are ranked there; a straggling lookout does not matter, as no suspicion waits at the Library.",
	},
	{
		ID:       RulingSoloTunnel,
		Title:    "In a solitary Breakout game, can both the crew and the guards advance at one tunnel?",
		Source:   Source{BreakoutRulebook, "Solitary Mode – Lights Out Phase", 0},
		Passage:  "The guards move their lantern one space whenever they are the strongest where a tunnel marker lies, seeker or not; a crew moves its lantern when its seeker is alone there.",
		Decision: "Yes. The two rules are independent: the guards advance for having the most strength, and the crew's seeker, the only seeker there, may still advance.",
	},
	{
		ID:       RulingLegendMarker,
		Title:    "Whose first player marker breaks ties on the legend card?",
		Source:   Source{BreakoutRulebook, "Resolving the Legend Card", 0},
		Passage:  "Ties on the legend card are broken by seating from whoever has the first player marker.",
		Decision: "The marker as it is when the legend card is resolved, after the Exercise Yard may have passed it on.",
	},
}
