package rules

// The IDs of the rulings made for the Patrol phase, special effect icons,
// costs and goals.
const (
	RulingDiscardToLimit     = "discard-to-limit"
	RulingSuspicionStays     = "suspicion-stays"
	RulingRemoveGoonGap      = "remove-goon-gap"
	RulingOneRaid            = "one-raid-per-patrol"
	RulingEmptyDeck          = "empty-deck"
	RulingEffectEmptySupply  = "effect-empty-supply"
	RulingEffectNoSuspicion  = "effect-no-suspicion"
	RulingSoloChooseTome     = "solo-choose-tome"
	RulingSoloExchangeSupply = "solo-exchange-supply"
	RulingInstantGoalTie     = "instant-goal-tie"
	RulingLeaderGoalTie      = "leader-goal-tie"
)

var patrolRulings = []Ruling{
	{
		ID:      RulingDiscardToLimit,
		Title:   "In the storage check, may a crew discard more than it must?",
		Source:  srcLimits,
		Passage: "A crew over its storage limit puts cubes of its choice back in the supply until it is within the limit.",
		Decision: "No. The crew discards exactly the cubes above its limit, of any kinds it chooses, and stops at the limit. " +
			"Why: the discard ends once the crew is within the limit, and nothing else in the game lets a crew throw resources away.",
	},
	{
		ID:      RulingSuspicionStays,
		Title:   "When goons advance, do the suspicion cubes at their locations move with them?",
		Source:  srcAdvanceGoons,
		Passage: "The goon at the Chow Hall is discarded and the others slide clockwise; step 4 then puts cubes at each location that has a goon. Nothing is said of cubes already waiting.",
		Decision: "No. Suspicion cubes (and Bandit cubes) lie at the location, not on the card: they stay where they are when the goon beside them moves, leaves or is recruited, and new cubes are added on top. " +
			"Why: the rulebook always places cubes at locations, and Lights Out gives the cubes at a location to a crew there whatever goon is beside it.",
	},
	{
		ID:      RulingRemoveGoonGap,
		Title:   "When a Fungoid or a remove goon card leaves in the Patrol phase, do the other goons close the gap?",
		Source:  Source{BreakoutRulebook, "Special Effect Icons", 0},
		Passage: "A goon with the remove goon icon, and every Fungoid, goes to the discard pile when it would advance; the core rule moves the remaining goons as far clockwise as they can.",
		Decision: "Yes. The Chow Hall goon and every leaving goon go to the discard pile first, then the goons that stay slide into the highest-numbered spaces, and only the lowest spaces are refilled from the deck. " +
			"Why: the leaving goon is no longer one of the remaining goons, and \"as far as possible\" fills the space it left. Since the Chow Hall space is always freed, every goon on the board always moves, so these cards never stay a second round.",
	},
	{
		ID:      RulingOneRaid,
		Title:   "What if the supply still cannot cover the Patrol phase's suspicion after the raid?",
		Source:  srcAddSusp,
		Passage: "If the supply is short of the cubes the goons need, a raid happens, and afterwards the cubes are added as normal.",
		Decision: "There is one raid per Patrol phase at most. If the supply is still short after it (only possible in solitary mode, where the player keeps their cubes when the guards had the most), the locations get their cubes from the Sewers onwards until the supply is empty, and the rest are not added. " +
			"Why: the text runs one raid and then goes on; a second raid at once would punish the same cubes twice.",
	},
	{
		ID:      RulingEmptyDeck,
		Title:   "What if the item deck or the goon deck runs out?",
		Source:  srcRefill,
		Passage: "The item display is refilled to players + 1 cards and empty goon spaces are refilled from the goon deck; nothing says what happens when a deck is empty.",
		Decision: "Draw what is left. Display spaces and goon spaces that cannot be filled stay empty until the next Patrol phase, and discard piles are not reshuffled. " +
			"Why: the rulebook never reshuffles these decks, and the components are limited to the box.",
	},
	{
		ID:      RulingEffectEmptySupply,
		Title:   "What does a gain resource or gain power icon give when the supply has none left?",
		Source:  srcIcons,
		Passage: "The icon gives one cube of its kind from the supply; resources are limited to what the box holds (\"Resource Cubes\").",
		Decision: "Nothing: the crew gains no cube and no substitute. The same goes for the guards and for a Bandit's cube. " +
			"Why: cubes come only from the supply, and the rulebook means the box to be the limit.",
	},
	{
		ID:      RulingEffectNoSuspicion,
		Title:   "What do the remove and give suspicion icons do for a crew with no suspicion cubes?",
		Source:  srcIcons,
		Passage: "Remove suspicion returns one of the crew's cubes to the supply; give suspicion moves one of them to an opponent of its choice.",
		Decision: "Nothing, and the crew names no target: there is no cube to move. The icon is not saved for later. " +
			"Why: both icons move a cube the crew has; special effects happen once, when the card is gained.",
	},
	{
		ID:      RulingSoloChooseTome,
		Title:   "What do the guards get from a choose tome icon?",
		Source:  srcSoloEffects,
		Passage: "Whenever the guards would draw a tome through a special effect they score 1 star instead; choose tome draws two and keeps one.",
		Decision: "1 star, the same as draw tome: the guards end up with one card, so they get one star. " +
			"Why: this matches the guards at the Library, who score one star instead of the most strength's draw two, keep one.",
	},
	{
		ID:      RulingSoloExchangeSupply,
		Title:   "How do the guards exchange a resource when the supply lacks the kind they hold fewest of?",
		Source:  srcSoloEffects,
		Passage: "The guards give one cube of the kind they hold most of for one of the kind they hold fewest of, giving the least rare and taking the rarest when counts tie.",
		Decision: "They take the kind they hold fewest of among the kinds the supply still has (rarest on a tie), never the kind they give; if the supply has no other kind, or the guards have no resources, they do not exchange. " +
			"Why: the exchange takes a cube from the supply, so only kinds in the supply can be chosen.",
	},
	{
		ID:      RulingInstantGoalTie,
		Title:   "Who claims an instant goal when two crews meet it at the same moment?",
		Source:  srcInstant,
		Passage: "The first crew to meet the requirement claims the instant goal, and nobody else can after that. A crew that meets a goal's requirement may claim it at once.",
		Decision: "The companion claims the goal the moment a crew meets it. If several crews meet it with the same entry, the crew whose action it was claims it; otherwise the first of them in seating order from the first player marker. " +
			"Why: goals only give stars, so no crew would wait; the crew acting is the one whose move met the requirement, and seating from the first player is how the rulebook breaks other ties.",
	},
	{
		ID:      RulingLeaderGoalTie,
		Title:   "Who takes the leader goal when crews tie for the most?",
		Source:  srcLeader,
		Passage: "A crew claims the leader goal when it has the most of the type and meets the minimum; another crew takes it only by surpassing the holder, not by tying.",
		Decision: "\"The most\" means strictly more than every other crew: while nobody holds the card, a tie for the most claims nothing. Once held, the card moves only to a crew with strictly more than the holder and than every other crew, meeting the minimum; if two crews pass the holder together and tie, it stays with the holder. " +
			"The holder keeps it even if their own count falls. Why: a tie never moves the card, and a crew tied with another does not have the most.",
	},
}
