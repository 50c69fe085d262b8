package rules

// This file holds the text of the rules reference. Every summary is written
// for this project in its own words; the sources say where the rule is
// printed. Pages are given only where the rulebook itself names them.

func core(section string, page int) Source { return Source{CoreRulebook, section, page} }
func bo(section string) Source             { return Source{BreakoutRulebook, section, 0} }
func zh(section string, page int) Source   { return Source{CoreRulebook2018, section, page} }

// Sections cited more than once.
var (
	srcSetup         = core("Game Setup", 0)
	srcRoundOverview = core("How to Play – Round Overview", 0)
	srcAssigning     = core("I. Roll Call Phase – Assigning Crew Tokens", 0)
	srcPassing       = core("I. Roll Call Phase – Passing", 0)
	srcStrengths     = core("II. Lights Out Phase – 1. Determine Crew Strengths", 0)
	srcGainSusp      = core("II. Lights Out Phase – 2. Gain Suspicion", 0)
	srcRewards       = core("II. Lights Out Phase – 3. Collect Rewards", 0)
	srcStragglers    = core("II. Lights Out Phase – 4. Move Stragglers to the Library", 0)
	srcLimits        = core("III. Patrol Phase – 1. Check Resource Limits", 0)
	srcRefill        = core("III. Patrol Phase – 2. Refill Item Display", 0)
	srcAdvanceGoons  = core("III. Patrol Phase – 3. Advance Goon Cards", 0)
	srcAddSusp       = core("III. Patrol Phase – 4. Add Suspicion Cubes", 0)
	srcGameEnd       = core("Game End", 0)
	srcFinalScoring  = core("Game End – Final Scoring", 0)
	srcRaids         = core("Raids", 12)
	srcGoals         = core("Claiming Goals", 13)
	srcLeader        = core("Claiming Goals – Leader Goal Cards", 13)
	srcInstant       = core("Claiming Goals – Instant Goal Cards", 13)
	srcEndGoal       = core("Claiming Goals – End Game Goal Cards", 13)
	srcCrafting      = core("Crafting Items", 14)
	srcReserving     = core("Crafting Items – Reserving Items", 14)
	srcRecruiting    = core("Recruiting Goons", 15)
	srcIcons         = core("Special Effect Icons", 0)
	srcAdvanced      = core("Advanced Setup", 16)
	srcSoloSetup     = core("Solitary Mode – Setup", 0)
	srcSoloRollCall  = core("Solitary Mode – Roll Call Phase", 0)
	srcSoloLightsOut = core("Solitary Mode – Lights Out Phase", 0)
	srcSoloPatrol    = core("Solitary Mode – Patrol Phase", 0)
	srcSoloGameEnd   = core("Solitary Mode – Game End", 0)
	srcSoloEffects   = core("Solitary Mode – Special Effects", 0)
	srcDifficulty    = core("Solitary Mode – Difficulty Levels", 19)
	srcComponents    = core("Components", 0)
	srcBoComponents  = bo("Components")
	srcBoSetup       = bo("Expansion Setup")
	srcBoRollCall    = bo("Expansion Gameplay – I. Roll Call Phase")
	srcBoTunnels     = bo("Expansion Gameplay – II. Lights Out Phase, Resolving Tunnel Locations")
	srcBoCatacombs   = bo("Advancing in the Catacombs")
	srcBoLegend      = bo("Resolving the Legend Card")
	srcBoPatrol      = bo("Expansion Gameplay – III. Patrol Phase")
	srcBoGameEnd     = bo("Game End")
	srcBoGoons       = bo("Goon Cards")
	srcBoSolo        = bo("Solitary Mode")
	srcBoNotes       = bo("Notes")
	srcBoIcons       = bo("Special Effect Icons")
	srcZhComponents  = zh("Components (配件)", 0)
	srcZhRecruiting  = zh("Recruiting Goons (招募暴徒)", 13)
	srcZhSolo        = zh("Solitary Mode", 0)
)

func core1(section string) Source { return core("Location Rewards – "+section, 11) }

var referenceTopics = []Topic{
	// Setup and components.
	{
		ID: "setup", Title: "Game setup", Group: GroupBasics,
		Aliases: []string{"set-up", "setting-up", "game-setup", "start"},
		Summary: "Use the board side for the player count (1–2 or 3–5) and put the round marker on 1. Deal players + 1 items face up to the item display and a goon face up to each of the five goon spaces (locations 2 to 6), then put suspicion cubes at each of those locations as its goon's icons show. " +
			"Each crew takes its board on side A with one power cube, its six crew tokens (with five players everyone returns the \"2\" token to the box) and a holding cell, and puts its reputation marker on 10. " +
			"Draw one leader, one instant and one end game goal face up; the biggest troublemaker takes the first player marker.",
		Sources:      []Source{srcSetup},
		FirstEdition: "The 2018 setup is the same, except that crew boards have only one side; the 2018 book calls the game board's 1–2 player side \"A\" and its 3–5 player side \"B\".",
		Related:      []string{"advanced-setup", "solo-setup", "breakout-setup", "crew-tokens", "goals"},
	},
	{
		ID: "components", Title: "Components and their counts", Group: GroupBasics,
		Aliases: []string{"component", "box", "contents", "counts"},
		Summary: "The 2019 box holds 25 scrap, 15 iron, 15 potions and 10 gold, 22 power cubes and 12 suspicion cubes, 34 items, 33 goons, 28 tomes, 18 goals and 18 traits, six crew tokens for each of five crews, and for solitary mode a guard board, 22 guard cards and 8 location cards. " +
			"Resource cubes are limited to what is in the box. Breakout adds 8 items, 11 goons, 7 tomes, 10 traits, 6 goals, 18 legend cards, 22 loot tokens, 9 tunnel markers, five seekers and lanterns, 4 guard cards and 1 location card.",
		Sources:      []Source{srcComponents, core("Resource Cubes", 0), srcBoComponents},
		FirstEdition: "The 2018 box has 30 items, 29 goons, 19 tomes and 12 goals, and no trait cards; cubes, crew tokens, guard cards and location cards are the same.",
		Related:      []string{"resources", "first-edition"},
	},
	{
		ID: "crew-tokens", Title: "Crew tokens and holding cells", Group: GroupBasics,
		Aliases: []string{"crew-token", "tokens", "token", "crew", "holding-cell", "face-down", "face-down-tokens"},
		Summary: "Each crew has six tokens: a lookout (strength 0), an enforcer (strength equal to its power cubes) and tokens worth 2, 3, 4 and 5; in a five-player game the \"2\" goes back to the box. " +
			"Tokens wait in the crew's holding cell, hidden from the others. Each round up to two of a crew's tokens may be placed face down (three in a two-player game); the rest go face up. Breakout adds a seventh token, the seeker (strength 1).",
		Sources: []Source{core("Crew Tokens", 0), core("Holding Cells", 0), srcSetup, srcAssigning},
		Rulings: []string{RulingBreakoutFivePlayers},
		Related: []string{"lookout", "enforcer", "seeker", "roll-call"},
	},
	{
		ID: "lookout", Title: "Lookout", Group: GroupBasics,
		Rulings: []string{RulingLookoutOnly},
		Aliases: []string{"lookouts", "eye"},
		Summary: "The lookout (eye icon) always has strength 0. A crew with its lookout at a location can never take that location's suspicion: the cubes go to the strongest crew there without its lookout, and stay put if every crew present has its lookout there. " +
			"The lookout still counts as presence, so its crew can collect a reward, and a crew whose lookout is the only token at the location has the most strength there.",
		Sources: []Source{core("Crew Tokens", 0), srcStrengths, srcGainSusp, srcRewards},
		Related: []string{"enforcer", "suspicion", "lights-out"},
	},
	{
		ID: "enforcer", Title: "Enforcer and power cubes", Group: GroupBasics,
		Aliases: []string{"enforcers", "fist", "power", "power-cubes", "power-cube", "power-level"},
		Summary: "The enforcer (fist icon) has a strength equal to the power cubes on its crew's board when its location resolves. Each crew starts with one power cube (advanced setup: what the crew board says). " +
			"Power comes from the Exercise Yard and the gain power icon; Hobgoblins score one star per power cube each.",
		Sources: []Source{core("Crew Tokens", 0), core("Power & Suspicion Cubes", 0), srcStrengths, srcSetup},
		Related: []string{"exercise-yard", "gain-power", "hobgoblins", "crew-tokens"},
	},
	{
		ID: "suspicion", Title: "Suspicion cubes", Group: GroupBasics,
		Aliases: []string{"suspicion-cubes", "suspicion-cube", "black-cubes", "suspicion-level"},
		Summary: "There are 12 suspicion cubes. Goons' suspicion icons put cubes at their locations at setup and in every Patrol phase; in Lights Out the strongest crew at a location without its lookout there takes them all onto its board. " +
			"If the supply cannot cover a Patrol's new cubes, a raid happens first, and one more raid always comes at game end; raids punish the crews with the most cubes. The remove and give suspicion icons move cubes off a board.",
		Sources: []Source{core("Power & Suspicion Cubes", 0), srcGainSusp, srcAddSusp, srcRaids},
		Rulings: []string{RulingSuspicionStays},
		Related: []string{"raid", "lookout", "remove-suspicion", "give-suspicion"},
	},
	{
		ID: "resources", Title: "Resource cubes", Group: GroupBasics,
		Aliases: []string{"resource", "resource-cubes", "scrap", "potions", "potion", "iron", "gold"},
		Summary: "The four resources are scrap (green, 25), potions (blue, 15), iron (grey, 15) and gold (yellow, 10); the box is the limit. Crews gain them at the Sewers, Infirmary, Smithy and Commissary and spend them to craft, reserve and recruit. " +
			"At final scoring each scrap, potion and iron is worth 1 star and each gold 2. The storage limit is checked in every Patrol phase.",
		Sources: []Source{core("Resource Cubes", 0), srcFinalScoring},
		Related: []string{"storage-limit", "commissary", "final-scoring", "gain-resource", "exchange-resource"},
	},
	{
		ID: "storage-limit", Title: "Storage limit", Group: GroupBasics,
		Aliases: []string{"storage", "resource-limit", "resource-limits", "limit", "check-resource-limits", "discard"},
		Summary: "The limit is checked only in step 1 of the Patrol phase: a crew holding more resources than its limit discards cubes of its choice down to it. Between checks a crew may hold any number. " +
			"On side A of the crew boards the limit is 5; a side B board may print another; each increase storage icon adds 1. Round six has no Patrol phase, so nothing is discarded before final scoring. The guards have no limit.",
		Sources:      []Source{srcLimits, srcAdvanced, srcIcons, srcSoloPatrol},
		Rulings:      []string{RulingDiscardToLimit},
		FirstEdition: "The 2018 book gives the limit of 5 with no board sides (its crew boards have only one).",
		Related:      []string{"resources", "increase-storage", "patrol"},
	},
	{
		ID: "valuables", Title: "Valuables", Group: GroupBasics,
		Aliases: []string{"valuable", "shields", "shield", "gems", "gem", "magic"},
		Summary: "Items and some goons show valuables of three kinds: shields, gems and magic. Leader goals compare them, Demons score 2 stars per valuable each, and some end game goals count them. " +
			"Breakout's wild valuable icon and the Sacred Robes item count as one kind of the owner's choice, at final scoring only.",
		Sources:      []Source{core("Item Cards", 0), core("Goon Cards", 0), srcBoNotes, srcBoIcons},
		FirstEdition: "The 2018 translation calls shields \"blades\" (刀刃).",
		Related:      []string{"demons", "leader-goal", "wild-valuable"},
	},
	{
		ID: "items", Title: "Item cards", Group: GroupBasics,
		Aliases: []string{"item", "item-cards", "contraband", "item-display", "display"},
		Summary: "Items are crafted at the Cell Block for the resources they cost; the crafter scores the item's reputation value at once, gains its valuables and resolves its special effect. " +
			"The display holds one item per player plus one and is refilled in each Patrol phase. An item can be reserved first and crafted later. At game end Cultists score per item, and the most item cards breaks a tie for the win.",
		Sources:      []Source{core("Item Cards", 0), srcCrafting, srcRefill, srcFinalScoring},
		Rulings:      []string{RulingEmptyDeck},
		FirstEdition: "The 2018 box has 30 items instead of 34.",
		Related:      []string{"crafting", "reserving", "cell-block", "cultists"},
	},
	{
		ID: "tomes", Title: "Tome cards", Group: GroupBasics,
		Aliases: []string{"tome", "tome-cards", "tome-card", "books", "book"},
		Summary: "Tomes come from the Library and the draw and choose tome icons. Each is kept secret, used once, and may be played at any moment unless it says otherwise; played tomes are discarded. " +
			"A crew that has passed in Roll Call plays no tome for the rest of that phase, and no tome can be played while a Breakout legend card resolves unless its text allows it. Each unplayed tome scores 1 star at game end.",
		Sources:      []Source{core("Tome Cards", 0), srcPassing, srcBoLegend, srcFinalScoring},
		Rulings:      []string{RulingPassedTomes},
		FirstEdition: "The 2018 box has 19 tomes instead of 28, and its Passing rule names tome cards outright.",
		Related:      []string{"library", "draw-tome", "choose-tome", "roll-call"},
	},
	{
		ID: "first-player", Title: "First player marker", Group: GroupBasics,
		Aliases: []string{"first-player-marker", "start-player", "first", "turn-order", "tie-break-seating"},
		Summary: "The marker goes to the biggest troublemaker at setup (the guards in solitary mode). Roll Call starts with its holder and goes clockwise, and strength ties at a location go to the tied crew nearest the holder going clockwise, the holder first. " +
			"The crew with the most strength at the Exercise Yard takes it (or keeps it); whoever holds it at game end scores 2 stars.",
		Sources: []Source{srcSetup, srcStrengths, core1("Exercise Yard"), srcFinalScoring},
		Rulings: []string{RulingSoloSeating},
		Related: []string{"exercise-yard", "lights-out", "final-scoring"},
	},
	{
		ID: "reputation", Title: "Reputation track", Group: GroupBasics,
		Aliases: []string{"reputation-track", "stars", "reputation-stars", "track", "points", "vp"},
		Summary: "Crews start on 10 (0 with the advanced setup; the guards on 10, or 20 with the advanced setup). Stars come from crafted items and instant goals at once, Breakout's escape and loot, and final scoring. " +
			"Raids take stars away, but no crew ever goes below 0. The most reputation after final scoring wins.",
		Sources: []Source{srcSetup, srcAdvanced, srcRaids, srcFinalScoring},
		Rulings: []string{RulingScoreFloor},
		Related: []string{"final-scoring", "raid", "game-end"},
	},
	{
		ID: "two-player", Title: "Two-player game", Group: GroupBasics,
		Aliases: []string{"2p", "two-players", "2-player", "2-players", "two"},
		Summary: "Use the 1–2 player side of the board, where some reward tiers are missing. Each crew may place up to three tokens face down per round. The most strength at the Sewers or Infirmary gains 2 cubes, not 3. " +
			"In a raid only the crew with the most suspicion loses, 6 stars, and a tie costs nobody. The leader goal scores 6, and a most/second-most end game goal gives 6 to the most only and nothing on a tie. Solitary mode plays as a two-player game.",
		Sources: []Source{srcAssigning, core1("Sewers"), core1("Infirmary"), srcRaids, srcLeader, srcEndGoal},
		Rulings: []string{RulingSoloTwoPlayer, RulingRaidZero, RulingGoalZero},
		Related: []string{"raid", "end-game-goal", "solo"},
	},
	{
		ID: "advanced-setup", Title: "Advanced setup", Group: GroupBasics,
		Aliases: []string{"advanced", "side-b", "b-side", "crew-board-b"},
		Summary: "Set up as usual, but crews start on 0 reputation with no automatic power cube and use side B of their crew boards: take the starting bonuses, power and suspicion cubes the board shows (Goblins and Kobolds get no power), and note its storage limit. " +
			"After the goals and first player are set, deal two traits to each crew; starting with the last player in turn order and going counter-clockwise, each keeps one face up and gains its bonus at once; the rest go back to the box. " +
			"A goon received as a bonus gives its special effect and valuables at once. In solitary mode the guards start on 20.",
		Sources:      []Source{srcAdvanced, srcSoloSetup},
		FirstEdition: "The 2018 edition has no advanced setup: no side B and no traits. A game set up with --edition 2018 refuses --advanced, multiplayer and solitary (ruling first-edition-cards).",
		Related:      []string{"traits", "setup", "solo-setup"},
	},
	{
		ID: "traits", Title: "Trait cards", Group: GroupBasics,
		Aliases:      []string{"trait", "trait-cards"},
		Summary:      "Traits are used only with the advanced setup. Each crew is dealt two, keeps one face up and gains its starting bonus at once. There are 18 in the core box and 10 more in Breakout; their bonuses are printed on the cards.",
		Sources:      []Source{core("Trait Cards", 0), srcAdvanced, srcBoComponents},
		FirstEdition: "The 2018 edition has no trait cards.",
		Related:      []string{"advanced-setup"},
	},

	// Phases.
	{
		ID: "rounds", Title: "Rounds and phases", Group: GroupPhases,
		Aliases: []string{"round", "round-track", "round-overview", "phases", "phase", "turn"},
		Summary: "The game lasts six rounds, each played in order: Roll Call (assign crew tokens), Lights Out (resolve locations 1 to 8) and Patrol (prepare the next round). " +
			"The Patrol phase is skipped in round six; the game then ends with a final raid and final scoring.",
		Sources: []Source{srcRoundOverview, srcGameEnd},
		Related: []string{"roll-call", "lights-out", "patrol", "game-end"},
	},
	{
		ID: "roll-call", Title: "Roll Call phase", Group: GroupPhases,
		Aliases: []string{"rollcall", "roll-call-phase", "assign", "assigning", "placement", "pass", "passing"},
		Summary: "Starting with the first player and going clockwise, each turn a player puts one or more crew tokens on a single location. A crew may not return to a location it already used this round, may never use the Library, and there is no cap on tokens at a location. " +
			"Up to two tokens a round go face down (three with two players). A player with no tokens left must pass; anyone may pass earlier. Once passed, a player takes no more turns and plays no tome until the phase ends; the phase ends when everyone has passed.",
		Sources:      []Source{srcAssigning, srcPassing},
		Rulings:      []string{RulingPassedTomes},
		FirstEdition: "The 2018 Passing rule says outright that a player who passed can no longer play tome cards in the phase.",
		Related:      []string{"crew-tokens", "lights-out", "solo-roll-call", "legend-cards"},
	},
	{
		ID: "lights-out", Title: "Lights Out phase", Group: GroupPhases,
		Rulings: []string{RulingMayReward, RulingLookoutOnly, RulingRewardOrder},
		Aliases: []string{"lightsout", "lights-out-phase", "resolve", "resolution", "strength", "strength-rank", "tie", "ties"},
		Summary: "Locations resolve one at a time from the Exercise Yard (1) to the Library (8). At each: reveal face-down tokens and total each crew's strength (enforcer = power cubes, lookout 0); only crews with a token there are ranked, and a tie goes to the first player, or else to the tied crew nearest them going clockwise. " +
			"Then the strongest crew without its lookout there takes the suspicion cubes; each crew collects the reward for its rank and takes its tokens home; crews that got no reward move their tokens to the Library. " +
			"Breakout resolves tunnels before tokens leave a location, and the legend card after the Library.",
		Sources: []Source{srcStrengths, srcGainSusp, srcRewards, srcStragglers, srcBoTunnels, srcBoLegend},
		Related: []string{"stragglers", "lookout", "exercise-yard", "library", "tunnels", "solo-lights-out"},
	},
	{
		ID: "stragglers", Title: "Stragglers and declining a reward", Group: GroupPhases,
		Rulings: []string{RulingLibraryStrength, RulingLibraryDecline, RulingDeclineAll, RulingMayReward, RulingChooseNothing, RulingBOTunnelStay, RulingSoloCellBlockNone},
		Aliases: []string{"straggler", "decline", "declining", "move-stragglers"},
		Summary: "A crew that collects no reward at a location moves its tokens there to the Library, where they count when the Library resolves; at the Library itself they go home. " +
			"A crew may decline its reward to straggle; the crews below it keep their own ranks' rewards. A crew that takes nothing of a reward it chooses how to take (it cannot pay, or does not exchange, recruit or craft) straggles too. " +
			"In Breakout the lantern's advance from a tunnel is a reward; keeping it where it is, or on the TOMB or ESCAPED, is not. Solitary guard cards that collect nothing (the Cell Block with nothing to craft or reserve too) move to the Library and score a star there if they rank most or second. " +
			"The Spanish printing says such a player \"may\" (puede) move the tokens; we follow the English: they move.",
		Sources: []Source{srcStragglers, srcBoTunnels, core("Solitary Mode – Lights Out Phase, Library", 0)},
		Related: []string{"library", "lights-out", "tunnels"},
	},
	{
		ID: "patrol", Title: "Patrol phase", Group: GroupPhases,
		Aliases: []string{"patrol-phase", "advance-goons", "refill", "goon-advance"},
		Summary: "Skipped in round six. Otherwise: (1) crews over their storage limit discard down to it; (2) refill the item display to players + 1 cards; (3) discard the goon at the Chow Hall, slide the other goons clockwise into the highest-numbered spaces and fill the empty spaces from the goon deck; (4) put suspicion cubes at each goon's location as its icons show, and a resource cube for each Bandit on the board. " +
			"If the supply is short of suspicion cubes, a raid happens first and then the cubes are added. Breakout also moves the legend card to the bottom of its deck and reveals the next.",
		Sources: []Source{srcLimits, srcRefill, srcAdvanceGoons, srcAddSusp, srcBoPatrol},
		Rulings: []string{RulingBanditCube, RulingSuspicionStays, RulingRemoveGoonGap, RulingOneRaid, RulingEmptyDeck, RulingDiscardToLimit},
		Related: []string{"storage-limit", "raid", "goons", "bandits", "solo-raid"},
	},
	{
		ID: "game-end", Title: "Game end and winning", Group: GroupPhases,
		Aliases: []string{"end", "end-of-game", "final-raid", "winner", "win", "winning", "tie-break"},
		Summary: "After round six (which has no Patrol phase) one final raid always happens, however many cubes remain in the supply, and then final scoring. The most reputation wins; a tie goes to the tied crew with the most item cards, and if that is tied too, they share the victory. " +
			"In solitary mode the crew must end with more reputation than the guards; a tie goes to the guards.",
		Sources: []Source{srcGameEnd, srcFinalScoring, srcSoloGameEnd},
		Rulings: []string{RulingRaidZero, RulingScoreFloor, RulingSoloTieBreak},
		Related: []string{"final-scoring", "raid", "solo-game-end"},
	},
	{
		ID: "final-scoring", Title: "Final scoring", Group: GroupPhases,
		Aliases: []string{"scoring", "score", "end-scoring", "final-score"},
		Summary: "After the final raid each crew scores: the leader goal 8 stars to its holder (6 with two players); the end game goal; its goons, type by type; 1 star per scrap, potion and iron and 2 per gold left; 1 per unplayed tome; 2 for the first player marker. " +
			"With Breakout, crews that did not escape also score their lantern's position in the catacombs. The track never goes below 0.",
		Sources: []Source{srcFinalScoring, srcBoGameEnd},
		Rulings: []string{RulingScoreFloor, RulingGoalZero, RulingGolemChoice, RulingLanternEscape, RulingBOWildChoice},
		Related: []string{"game-end", "leader-goal", "end-game-goal", "goons", "catacombs", "wild-valuable"},
	},

	// Locations.
	{
		ID: "exercise-yard", Title: "Exercise Yard (1)", Group: GroupLocations,
		Aliases: []string{"yard", "exercise", "location-1"},
		Summary: "The most strength gains 1 power cube and the first player marker, which it keeps if it already held it. The second most gains 1 power cube. Nobody else gains anything.",
		Sources: []Source{core1("Exercise Yard")},
		Related: []string{"enforcer", "first-player"},
	},
	{
		ID: "sewers", Title: "Sewers (2)", Group: GroupLocations,
		Rulings: []string{RulingSewersOthers},
		Aliases: []string{"sewer", "location-2"},
		Summary: "The most strength gains 3 scrap (2 in a two-player game). With four or more players the second most gains 2 scrap. Every other crew present gains 1 scrap, in rank order.",
		Sources: []Source{core1("Sewers")},
		Related: []string{"resources"},
	},
	{
		ID: "infirmary", Title: "Infirmary (3)", Group: GroupLocations,
		Aliases: []string{"location-3"},
		Summary: "The most strength gains 3 potions (2 in a two-player game) and the least strength gains 1 potion; the crews ranked in between gain nothing and become stragglers. " +
			"Ties rank by seating order, so the last of several tied crews is the least. A crew alone at the Infirmary takes only the reward for the most.",
		Sources: []Source{core1("Infirmary")},
		Related: []string{"stragglers", "resources"},
	},
	{
		ID: "smithy", Title: "Smithy (4)", Group: GroupLocations,
		Aliases: []string{"location-4", "forge"},
		Summary: "The most strength gains 2 iron; the second most gains 1 iron. Nobody else gains anything.",
		Sources: []Source{core1("Smithy")},
		Related: []string{"resources"},
	},
	{
		ID: "commissary", Title: "Commissary (5)", Group: GroupLocations,
		Aliases: []string{"location-5", "shop"},
		Summary: "The most strength gains one resource of its choice. The second most may swap one of its resources for any one from the supply. Every other crew present, in rank order, may trade two of its resources for any one from the supply.",
		Sources: []Source{core1("Commissary")},
		Related: []string{"resources", "exchange-resource", "solo-commissary"},
	},
	{
		ID: "chow-hall", Title: "Chow Hall (6)", Group: GroupLocations,
		Aliases: []string{"chowhall", "location-6", "canteen"},
		Rulings: []string{RulingRewardOrder, RulingChooseNothing},
		Summary: "The most strength may recruit one goon for any 1 resource, or two goons for any 4. The second most may recruit one for any 1, or two for any 5. Every other crew present, in rank order, may recruit one goon for any 2 resources. " +
			"Only the face-up goons in the goon spaces can be recruited.",
		Sources: []Source{core1("Chow Hall"), srcRecruiting},
		Related: []string{"recruiting", "goons", "solo-chow-hall"},
	},
	{
		ID: "cell-block", Title: "Cell Block (7)", Group: GroupLocations,
		Aliases: []string{"cellblock", "location-7", "cells"},
		Rulings: []string{RulingRewardOrder, RulingChooseNothing},
		Summary: "Every crew present, in rank order, may either craft one item or reserve one item.",
		Sources: []Source{core1("Cell Block"), srcCrafting},
		Related: []string{"crafting", "reserving", "solo-cell-block"},
	},
	{
		ID: "library", Title: "Library (8)", Group: GroupLocations,
		Rulings: []string{RulingTomeChoiceFirst, RulingLibraryStrength, RulingLibraryDecline},
		Aliases: []string{"location-8"},
		Summary: "No crew may assign tokens here; tokens arrive only as stragglers from other locations. The most strength draws two tomes, keeps one and puts the other face down under the tome deck; the second and third most draw one tome each. " +
			"Crews that get nothing here simply take their tokens home.",
		Sources: []Source{core1("Library"), srcAssigning, srcStragglers},
		Related: []string{"stragglers", "tomes", "solo-library"},
	},
	{
		ID: "crafting", Title: "Crafting items", Group: GroupLocations,
		Aliases: []string{"craft", "crafted"},
		Summary: "At the Cell Block a crew picks a face-up item in the display or one it reserved earlier, pays its resource cost and puts it face up in its play area. It scores the item's reputation value at once and carries out its special effect. " +
			"Breakout's improve item icon lets the crafter pay one more resource at that moment for more stars.",
		Sources: []Source{srcCrafting, srcBoIcons},
		Related: []string{"cell-block", "reserving", "items", "improve-item", "solo-cell-block"},
	},
	{
		ID: "reserving", Title: "Reserving items", Group: GroupLocations,
		Aliases: []string{"reserve", "reserved", "reserved-items"},
		Summary: "At the Cell Block a crew may instead pay any one resource to take any item from the display face down into its play area. There is no cap on reserved items and the owner may look at them at any time; they can be crafted at a later Cell Block visit. " +
			"Breakout's reserve item icon does the same without paying.",
		Sources:      []Source{srcReserving, srcBoIcons},
		FirstEdition: "The 2018 text does not say that a crew may look at its reserved items at any time.",
		Related:      []string{"crafting", "cell-block", "reserve-item"},
	},
	{
		ID: "recruiting", Title: "Recruiting goons", Group: GroupLocations,
		Aliases: []string{"recruit", "recruited", "hire"},
		Summary: "Goons are recruited at the Chow Hall, at the price the crew's rank there sets, from the face-up goons in the five goon spaces. The recruiting crew gains the goon's valuables and its one-time special effect at once; the goon scores by its type at game end.",
		Sources: []Source{srcRecruiting, core1("Chow Hall")},
		Related: []string{"chow-hall", "goons"},
	},

	// Raids and goals.
	{
		ID: "raid", Title: "Raids", Group: GroupRaidGoals,
		Aliases: []string{"raids", "raided"},
		Summary: "A raid happens in a Patrol phase when the supply cannot cover the new suspicion cubes, and always once at game end. The crew with the most suspicion cubes on its board loses 8 stars and the second most 4; a tie for the most costs each tied crew 4 and nobody loses for second; a tie for second costs each 2. " +
			"With two players only the most loses, 6, and a tie costs nobody. No crew goes below 0. Then every suspicion cube, on boards and at locations, goes back to the supply.",
		Sources: []Source{srcRaids, srcAddSusp, srcGameEnd, srcSoloPatrol},
		Rulings: []string{RulingRaidZero, RulingScoreFloor, RulingSoloRaidLocations, RulingOneRaid},
		Related: []string{"suspicion", "patrol", "solo-raid", "two-player"},
	},
	{
		ID: "goals", Title: "Goal cards", Group: GroupRaidGoals,
		Rulings: []string{RulingGoalCounts, RulingUnknownCards},
		Aliases: []string{"goal", "goal-cards", "objectives"},
		Summary: "Each game uses one leader goal, one instant goal and one end game goal, drawn at setup (solitary mode: no instant goal). A crew that meets a goal's requirement at any moment may claim it at once. " +
			"The requirements and values are printed on the cards; the core box has 18 goal cards and Breakout adds 6.",
		Sources:      []Source{core("Goal Cards", 0), srcGoals, srcSetup},
		FirstEdition: "The 2018 box has 12 goal cards.",
		Related:      []string{"leader-goal", "instant-goal", "end-game-goal"},
	},
	{
		ID: "leader-goal", Title: "Leader goal", Group: GroupRaidGoals,
		Aliases: []string{"leader", "leader-goals", "leader-goal-card"},
		Summary: "A crew claims it when it has the most of the valuable or goon type the card names and meets the card's minimum, taking it from beside the board or from its owner. It changes hands only when another crew has strictly more; a tie leaves it where it is. " +
			"Its holder at game end scores 8 stars (6 with two players). Breakout's wild valuables never move it: they count only at final scoring, after the game has ended.",
		Sources:      []Source{srcLeader, srcFinalScoring, srcBoNotes},
		Rulings:      []string{RulingGoalCounts, RulingLeaderGoalTie, RulingFirstEditionLeaderGoal, RulingBOWildLeaderGoal},
		FirstEdition: "The 2018 text asks for at least two of the type. A 2018 game claims the leader goal only with the most and at least two, or the card's own minimum where higher: one Dwarf never takes \"most Dwarves\" there (ruling first-edition-leader-goal).",
		Related:      []string{"goals", "valuables", "breakout-cards"},
	},
	{
		ID: "instant-goal", Title: "Instant goal", Group: GroupRaidGoals,
		Aliases: []string{"instant", "instant-goals"},
		Summary: "The first crew to meet the requirement claims the card and scores it at once; nobody else can claim it afterwards. Solitary mode plays without an instant goal.",
		Sources: []Source{srcInstant, srcSoloSetup},
		Rulings: []string{RulingGoalCounts, RulingInstantGoalTie},
		Related: []string{"goals"},
	},
	{
		ID: "end-game-goal", Title: "End game goal", Group: GroupRaidGoals,
		Aliases: []string{"end-game", "end-goal", "end-game-goals", "endgame-goal"},
		Summary: "Scored only at final scoring. Some cards reward the most and second most of something: 8 and 4 stars; a tie for the most gives each tied crew 4 and nobody scores second; a tie for second gives each 2. " +
			"With two players (and solitary mode) the most scores 6, nobody else scores, and a tie scores nothing. Other cards give every crew stars by a condition. " +
			"With Breakout, wild valuables count toward a goal of valuables, shields, gems or magic as their owner chooses; lockup chooses what scores the owner most and says so.",
		Sources: []Source{srcEndGoal, srcBoNotes, srcBoIcons},
		Rulings: []string{RulingGoalZero, RulingBOWildChoice, RulingBOSoloWild},
		Related: []string{"goals", "final-scoring", "breakout-cards"},
	},

	// Goons.
	{
		ID: "goons", Title: "Goon cards and types", Group: GroupGoons,
		Aliases: []string{"goon", "goon-cards", "goon-types", "goon-type", "races"},
		Summary: "A goon card shows its type, its valuables or special effect, its suspicion icons and how it scores. Five goons sit face up in the goon spaces of locations 2 to 6 (Sewers to Chow Hall); their icons put suspicion at those locations. In every Patrol phase the goon at the Chow Hall is discarded and the others slide clockwise as far as they can, into the highest-numbered spaces, before the empty spaces are refilled. " +
			"Core types: Bandits, Cultists, Demons, Dwarves, Flayers, Hobgoblins and Ratmen; Breakout adds Dryads, Fungoids, Golems and Shapeshifters.",
		Sources:      []Source{core("Goon Cards", 0), srcRecruiting, srcAdvanceGoons, srcBoGoons},
		Rulings:      []string{RulingEmptyDeck},
		FirstEdition: "The 2018 box has 29 goons instead of 33 and no Bandits or Flayers.",
		Related:      []string{"recruiting", "patrol", "bandits", "cultists", "demons", "dwarves", "flayers", "hobgoblins", "ratmen", "breakout-goons"},
	},
	{
		ID: "bandits", Title: "Bandits", Group: GroupGoons,
		Aliases:      []string{"bandit", "bandit-cube", "bandit-cubes", "bandit-resource"},
		Summary:      "Each Bandit scores 3 stars at game end. While it is still unrecruited, every Patrol phase adds one cube of the resource it shows at its location along with the suspicion, and in the next Lights Out the crew with the most strength there collects it with its reward.",
		Sources:      []Source{core("Recruiting Goons – Bandits", 15)},
		Rulings:      []string{RulingBanditCube, RulingBanditPays},
		FirstEdition: "The 2018 edition has no Bandits: a 2018 game refuses a Bandit at setup and when drawn (ruling first-edition-cards).",
		Related:      []string{"goons", "patrol"},
	},
	{
		ID: "cultists", Title: "Cultists", Group: GroupGoons,
		Aliases: []string{"cultist"},
		Summary: "Each Cultist scores 1 star per item card its owner has: three Cultists and four items score 12.",
		Sources: []Source{core("Recruiting Goons – Cultists", 15)},
		Related: []string{"goons", "items"},
	},
	{
		ID: "demons", Title: "Demons", Group: GroupGoons,
		Aliases:      []string{"demon"},
		Summary:      "Each Demon scores 2 stars per valuable on the cards in its owner's play area: one Demon with eight valuables scores 16.",
		Sources:      []Source{core("Recruiting Goons – Demons", 15)},
		Rulings:      []string{RulingFirstEditionDemons},
		FirstEdition: "The 2018 text counts only magic valuables, while its example counts all of them; we count every valuable (ruling first-edition-demons).",
		Related:      []string{"goons", "valuables", "wild-valuable"},
	},
	{
		ID: "dwarves", Title: "Dwarves", Group: GroupGoons,
		Aliases:      []string{"dwarf", "dwarfs"},
		Summary:      "Dwarves score together: 1, 2, 3, 4, 5, 6 and 7 or more Dwarves score 1, 3, 7, 12, 18, 25 and 30 stars. With Breakout, Golems may count as Dwarves.",
		Sources:      []Source{core("Recruiting Goons – Dwarves", 15), srcBoGoons},
		Rulings:      []string{RulingFirstEditionDwarves, RulingGolemChoice},
		FirstEdition: "The 2018 table skips the count of 4; we use the 2019 table (ruling first-edition-dwarves).",
		Related:      []string{"goons", "golems"},
	},
	{
		ID: "flayers", Title: "Flayers", Group: GroupGoons,
		Aliases:      []string{"flayer"},
		Summary:      "Each Flayer scores 2 stars at game end.",
		Sources:      []Source{core("Recruiting Goons – Flayers", 15)},
		FirstEdition: "The 2018 edition has no Flayers: a 2018 game refuses a Flayer at setup and when drawn (ruling first-edition-cards).",
		Related:      []string{"goons"},
	},
	{
		ID: "hobgoblins", Title: "Hobgoblins", Group: GroupGoons,
		Aliases: []string{"hobgoblin"},
		Summary: "Each Hobgoblin scores 1 star per power cube its owner has: three Hobgoblins and five power cubes score 15.",
		Sources: []Source{core("Recruiting Goons – Hobgoblins", 15)},
		Related: []string{"goons", "enforcer"},
	},
	{
		ID: "ratmen", Title: "Ratmen", Group: GroupGoons,
		Aliases:      []string{"ratman", "rat", "rats"},
		Summary:      "Ratmen score together: 1, 2, 3, 4 and 5 or more Ratmen score -3, 1, 6, 13 and 25 stars, so a single Ratman costs 3. The track still never goes below 0. With Breakout, Golems may count as Ratmen.",
		Sources:      []Source{core("Recruiting Goons – Ratmen", 15), srcRaids, srcBoGoons},
		Rulings:      []string{RulingScoreFloor, RulingFirstEditionRatmen, RulingGolemChoice},
		FirstEdition: "The 2018 table prints \"-3 | 16 | 13 | 25\"; we read it as the 2019 table (ruling first-edition-ratmen).",
		Related:      []string{"goons", "golems", "reputation"},
	},
	{
		ID: "dryads", Title: "Dryads (Breakout)", Group: GroupGoons,
		Aliases: []string{"dryad", "barrel", "barrels"},
		Summary: "Each Dryad scores 1 star per barrel icon its owner has, counting the barrel printed on the crew board.",
		Sources: []Source{bo("Goon Cards – Dryads")},
		Related: []string{"breakout-goons"},
	},
	{
		ID: "fungoids", Title: "Fungoids (Breakout)", Group: GroupGoons,
		Aliases: []string{"fungoid"},
		Summary: "Each Fungoid scores 2 stars per loot token its owner has (loot stays with the crew after use). A Fungoid that would advance in the Patrol phase is discarded instead, so each is on offer for one round only.",
		Sources: []Source{bo("Goon Cards – Fungoids"), srcBoCatacombs},
		Rulings: []string{RulingRemoveGoonGap},
		Related: []string{"loot", "breakout-goons", "remove-goon"},
	},
	{
		ID: "golems", Title: "Golems (Breakout)", Group: GroupGoons,
		Aliases: []string{"golem"},
		Summary: "At final scoring each Golem counts as a Dwarf or a Ratman, but only as a type its owner already has at least one of; with neither, Golems score nothing. For everything else they are their own type. The guards' Golems count whichever way is best for the guards.",
		Sources: []Source{bo("Goon Cards – Golems"), bo("Solitary Mode – Game End")},
		Rulings: []string{RulingGolemChoice},
		Related: []string{"dwarves", "ratmen", "breakout-goons"},
	},
	{
		ID: "shapeshifters", Title: "Shapeshifters (Breakout)", Group: GroupGoons,
		Aliases: []string{"shapeshifter"},
		Summary: "A recruited Shapeshifter is discarded at once; the recruiter draws three goons from the deck, keeps one and discards the other two. If the kept card is another Shapeshifter, do it again.",
		Sources: []Source{bo("Goon Cards – Shapeshifters")},
		Rulings: []string{RulingBOSoloShapeshifter},
		Related: []string{"recruiting", "breakout-goons"},
	},

	// Special effect icons.
	{
		ID: "special-effects", Title: "Special effect icons", Group: GroupIcons,
		Aliases: []string{"icons", "icon", "effects", "effect", "special-effect-icons", "special-effect"},
		Summary: "An item's or goon's special effect happens once, when the item is crafted or the goon recruited. Core icons: gain resource, remove suspicion, give suspicion, gain power, draw tome, increase storage limit, exchange resource, choose tome. " +
			"Breakout adds advance lantern, improve item, reserve item, remove goon and wild valuable. The guards follow their own rules for some of them.",
		Sources: []Source{srcIcons, srcBoIcons, srcSoloEffects},
		Related: []string{"gain-resource", "remove-suspicion", "give-suspicion", "gain-power", "draw-tome", "increase-storage", "exchange-resource", "choose-tome", "breakout-icons", "solo-effects"},
	},
	{
		ID: "gain-resource", Title: "Gain resource icon", Group: GroupIcons,
		Summary: "Take one cube of the resource the icon shows from the supply and put it on the crew board.",
		Sources: []Source{srcIcons},
		Rulings: []string{RulingEffectEmptySupply},
		Related: []string{"resources", "special-effects"},
	},
	{
		ID: "remove-suspicion", Title: "Remove suspicion icon", Group: GroupIcons,
		Summary: "Return one suspicion cube from the crew board to the supply.",
		Sources: []Source{srcIcons},
		Rulings: []string{RulingEffectNoSuspicion},
		Related: []string{"suspicion", "special-effects"},
	},
	{
		ID: "give-suspicion", Title: "Give suspicion icon", Group: GroupIcons,
		Summary: "Move one suspicion cube from the crew board to the board of an opponent of the player's choice (in solitary mode, the guards).",
		Sources: []Source{srcIcons},
		Rulings: []string{RulingEffectNoSuspicion},
		Related: []string{"suspicion", "special-effects"},
	},
	{
		ID: "gain-power", Title: "Gain power icon", Group: GroupIcons,
		Summary: "Take one power cube from the supply onto the crew board, making the enforcer stronger.",
		Sources: []Source{srcIcons},
		Rulings: []string{RulingEffectEmptySupply},
		Related: []string{"enforcer", "special-effects"},
	},
	{
		ID: "draw-tome", Title: "Draw tome icon", Group: GroupIcons,
		Aliases: []string{"gain-tome"},
		Summary: "Draw one tome card. Guards who would draw a tome score 1 star instead.",
		Sources: []Source{srcIcons, srcSoloEffects},
		Related: []string{"tomes", "special-effects"},
	},
	{
		ID: "increase-storage", Title: "Increase storage limit icon", Group: GroupIcons,
		Aliases: []string{"increase-storage-limit", "storage-icon"},
		Summary: "The crew's storage limit goes up by 1 for every later Patrol check. It does nothing for the guards, who have no limit.",
		Sources: []Source{srcIcons, srcSoloEffects},
		Related: []string{"storage-limit", "special-effects"},
	},
	{
		ID: "exchange-resource", Title: "Exchange resource icon", Group: GroupIcons,
		Aliases: []string{"exchange", "convert", "convert-resource", "swap"},
		Summary: "The crew may at once swap one resource on its board for any one resource from the supply. The guards swap one of the kind they have most of for one of the kind they have fewest of, giving the least rare and taking the rarest when they have a choice.",
		Sources: []Source{srcIcons, srcSoloEffects},
		Rulings: []string{RulingSoloExchangeSupply},
		Related: []string{"resources", "commissary", "special-effects"},
	},
	{
		ID: "choose-tome", Title: "Choose tome icon", Group: GroupIcons,
		Summary:      "Draw two tome cards, keep one, and put the other face down at the bottom of the tome deck.",
		Sources:      []Source{srcIcons},
		Rulings:      []string{RulingTomeKeepBoth, RulingTomeChoiceFirst, RulingSoloChooseTome, RulingFirstEditionCards},
		FirstEdition: "The 2018 list of icons has no choose tome icon: a 2018 game without Breakout refuses a card showing it (ruling first-edition-cards).",
		Related:      []string{"tomes", "library", "special-effects"},
	},
	{
		ID: "advance-lantern", Title: "Advance lantern icon (Breakout)", Group: GroupIcons,
		Summary: "The crew may move its lantern one space on in the catacombs, paying the chosen path's cost if it has one and taking loot if the new space has it.",
		Sources: []Source{srcBoIcons},
		Related: []string{"catacombs", "breakout-icons"},
	},
	{
		ID: "improve-item", Title: "Improve item icon (Breakout)", Group: GroupIcons,
		Aliases: []string{"improve", "improvement"},
		Summary: "When crafting an item with this icon the crafter may pay one more resource of the kind shown to score extra stars. An item is improved at most once, only at the moment it is crafted; items gained any other way cannot be improved. The guards never improve items.",
		Sources: []Source{srcBoIcons, bo("Solitary Mode – Special Effects")},
		Related: []string{"crafting", "breakout-icons"},
	},
	{
		ID: "reserve-item", Title: "Reserve item icon (Breakout)", Group: GroupIcons,
		Summary: "Reserve any item from the display face down for free; it can be crafted at the Cell Block later like any reserved item.",
		Sources: []Source{srcBoIcons},
		Rulings: []string{RulingBOSoloReserveItem},
		Related: []string{"reserving", "breakout-icons"},
	},
	{
		ID: "remove-goon", Title: "Remove goon icon (Breakout)", Group: GroupIcons,
		Summary: "A goon with this icon that would move to the next goon space in the Patrol phase goes to the discard pile instead.",
		Sources: []Source{srcBoIcons},
		Rulings: []string{RulingRemoveGoonGap},
		Related: []string{"patrol", "fungoids", "breakout-icons"},
	},
	{
		ID: "wild-valuable", Title: "Wild valuable icon (Breakout)", Group: GroupIcons,
		Aliases: []string{"wild"},
		Summary: "Counts as one valuable of its owner's choice at final scoring only (for Demons and end game goals, say); at any other time it is not a valuable, so it never claims or moves a leader goal. " +
			"Demons count it whatever its kind; only an end game goal of shields, gems or magic depends on the kind. lockup counts each crew's wild valuables as the kind that scores its owner most (the guards: as the goal counts) and says what each counted as.",
		Sources: []Source{srcBoIcons, srcBoNotes},
		Rulings: []string{RulingBOWildChoice, RulingBOWildLeaderGoal, RulingBOSoloWild},
		Related: []string{"valuables", "demons", "breakout-icons"},
	},

	// Solitary mode.
	{
		ID: "solo", Title: "Solitary mode", Group: GroupSolo,
		Aliases: []string{"solitary", "solo-mode", "single-player", "1p", "one-player", "automa", "guards"},
		Summary: "One crew plays against the guards, an automated opponent driven by the guard deck and the location deck, using the two-player rules with the changes of the solitary sections. " +
			"The guard board holds the guards' cubes, items and goons, and the guards may keep any number of resources. The crew wins only by ending with more reputation than the guards; on a tie the guards win.",
		Sources: []Source{core("Solitary Mode", 0), core("Solitary Mode – Guard Board", 0), srcSoloGameEnd},
		Rulings: []string{RulingSoloTwoPlayer, RulingSoloTieBreak, RulingSoloSeating},
		Related: []string{"solo-setup", "guard-deck", "solo-roll-call", "solo-lights-out", "solo-raid", "solo-game-end", "solo-effects", "difficulty", "breakout-solo"},
	},
	{
		ID: "guard-deck", Title: "Guard deck, location deck and guard board", Group: GroupSolo,
		Aliases: []string{"guard-cards", "guard-card", "guard-board", "location-deck", "location-cards", "off-duty", "screws"},
		Summary: "The guard deck has 12 cards: the 7 blue ones plus the 5 of the difficulty level's colour (22 guard cards in all). The location deck has 8 cards: one each for locations 1 to 6 and two OFF DUTY. " +
			"Both decks are reshuffled at the end of every Patrol phase. With Breakout the guard deck has 8 blue cards and 6 of the chosen colour, and the location deck gains one card.",
		Sources:      []Source{core("Solitary Mode – Guard Deck", 0), core("Solitary Mode – Location Deck", 0), srcSoloPatrol, srcBoSolo},
		FirstEdition: "The 2018 book marks the two OFF DUTY location cards with an X.",
		Related:      []string{"difficulty", "solo-roll-call"},
	},
	{
		ID: "solo-setup", Title: "Solitary setup", Group: GroupSolo,
		Aliases: []string{"solitary-setup"},
		Summary: "Set up a two-player game without an instant goal, and take both Big Book of Stealth and both Cutthroat Crafting tomes out of the deck. The guards get a reputation marker on 10 (20 with the advanced setup), the guard board with one power cube, the guard deck for the chosen difficulty, the shuffled location deck and the first player marker.",
		Sources: []Source{srcSoloSetup},
		Related: []string{"solo", "difficulty", "advanced-setup"},
	},
	{
		ID: "solo-roll-call", Title: "Solitary Roll Call", Group: GroupSolo,
		Aliases: []string{"solitary-roll-call", "guard-turn", "guard-turns"},
		Summary: "First put one guard card face down on each of locations 1 to 7 in order; five stay in the deck. Then turns alternate, starting with the first player marker's holder. " +
			"On a guard turn the player flips one face-down guard card of their choice, then the top location card: a location sends the top guard card face up to it, OFF DUTY does nothing. The player's turns follow the normal rules, and the phase ends as soon as the player has assigned every token, with no last guard turn. " +
			"Atlas of Hideouts may reveal a face-down guard card instead of peeking at a crew token. With Breakout the guard card on the legend card is one of the face-down cards either may turn up.",
		Sources: []Source{srcSoloRollCall},
		Rulings: []string{RulingSoloPass, RulingSoloEmptyGuardDeck, RulingSoloNoFaceDownCard, RulingSoloSeating, RulingBOSoloLegendCard},
		Related: []string{"roll-call", "guard-deck", "solo-lights-out"},
	},
	{
		ID: "solo-lights-out", Title: "Solitary Lights Out", Group: GroupSolo,
		Rulings: []string{RulingGuardsStrength, RulingSoloSpecialBrings, RulingSoloSeating, RulingSoloGuardsRewards},
		Aliases: []string{"solitary-lights-out", "solo-locations"},
		Summary: "Locations resolve in order as usual, with the guard cards at a location acting as the guards' crew there. The guards follow their own rules at the Commissary, Chow Hall, Cell Block and Library; elsewhere they take the normal rewards. " +
			"Guard cards that collect no reward move to the Library like stragglers. On the harder levels one guard card brings another guard card face down to its location when revealed.",
		Sources: []Source{srcSoloLightsOut, srcDifficulty},
		Related: []string{"solo-commissary", "solo-chow-hall", "solo-cell-block", "solo-library", "difficulty"},
	},
	{
		ID: "solo-commissary", Title: "Solitary Commissary", Group: GroupSolo,
		Summary: "With the most strength the guards gain one cube of the resource they have fewest of; among equal fewest they take the rarest (gold, then iron, then potions, then scrap). Present without the most strength, they gain nothing.",
		Sources: []Source{core("Solitary Mode – Lights Out Phase, Commissary", 0)},
		Rulings: []string{RulingSoloCommissary},
		Related: []string{"commissary", "solo-lights-out"},
	},
	{
		ID: "solo-chow-hall", Title: "Solitary Chow Hall", Group: GroupSolo,
		Summary: "With the most strength the guards take, without paying, the two goons with the most suspicion icons; among equals they take the one at the lowest-numbered location (nearest the Sewers). They gain those goons' effects and valuables, but score 1 star instead of drawing a tome. Without the most strength they take nothing.",
		Sources: []Source{core("Solitary Mode – Lights Out Phase, Chow Hall", 0), srcSoloEffects},
		Rulings: []string{RulingSoloChowHallShort},
		Related: []string{"chow-hall", "solo-lights-out"},
	},
	{
		ID: "solo-cell-block", Title: "Solitary Cell Block", Group: GroupSolo,
		Summary: "The guards craft the item of highest reputation value they can pay for, from the display or their reserve, taking the one nearer the item deck among equals; for an \"any resource\" cost they spend their least rare cube. " +
			"If they can craft nothing, they reserve the item of highest value for free, by the same tie rule. " +
			"With nothing to craft and no item in the display to reserve, they collect no reward, so their guard cards straggle to the Library. " +
			"They decide by these rules whatever the crew ranked above them chose.",
		Sources: []Source{core("Solitary Mode – Lights Out Phase, Cell Block", 0)},
		Rulings: []string{RulingSoloCellBlockTie, RulingSoloCellBlockNone},
		Related: []string{"cell-block", "crafting", "solo-lights-out"},
	},
	{
		ID: "solo-library", Title: "Solitary Library", Group: GroupSolo,
		Summary: "Guard cards are never dealt to the Library; they reach it only as stragglers. With the most or second most strength there, the guards score 1 star instead of drawing tomes.",
		Sources: []Source{core("Solitary Mode – Lights Out Phase, Library", 0)},
		Related: []string{"library", "solo-lights-out"},
	},
	{
		ID: "solo-raid", Title: "Solitary Patrol and raids", Group: GroupSolo,
		Aliases: []string{"solo-patrol", "solitary-raid", "solitary-patrol"},
		Summary: "The player discards down to the storage limit, the guards never do. In a raid, if the player has the most suspicion the player loses 6 and both boards' cubes go back; if the guards have the most they lose 6 and only their cubes go back; on a tie nobody loses and both boards' cubes go back. " +
			"Cubes waiting at locations go back in every case. At the end of the Patrol phase reshuffle the location cards and the guard cards into their decks.",
		Sources: []Source{srcSoloPatrol, srcRaids},
		Rulings: []string{RulingSoloRaidLocations, RulingRaidZero},
		Related: []string{"raid", "patrol", "solo"},
	},
	{
		ID: "solo-game-end", Title: "Solitary game end", Group: GroupSolo,
		Aliases: []string{"solitary-game-end", "solo-scoring", "solo-win"},
		Summary: "After round six comes the final raid whatever the supply holds, then final scoring as for two players, except that the guards score nothing for scrap, potions and iron, only 2 stars per gold. " +
			"The player wins only with strictly more reputation than the guards; a tie goes to the guards.",
		Sources: []Source{srcSoloGameEnd},
		Rulings: []string{RulingSoloTieBreak, RulingSoloGuardsGoals},
		Related: []string{"game-end", "final-scoring", "solo"},
	},
	{
		ID: "solo-effects", Title: "Solitary special effects", Group: GroupSolo,
		Aliases: []string{"solitary-special-effects", "guard-effects"},
		Summary: "A tome the guards would draw from an effect becomes 1 star. An increased storage limit does nothing for them. When they may exchange a resource they give one of the kind they hold most of for one of the kind they hold fewest of, giving the least rare and taking the rarest when there is a choice. With Breakout they never improve items.",
		Sources: []Source{srcSoloEffects, bo("Solitary Mode – Special Effects")},
		Rulings: []string{RulingSoloChooseTome, RulingSoloExchangeSupply},
		Related: []string{"special-effects", "solo"},
	},
	{
		ID: "difficulty", Title: "Difficulty levels", Group: GroupSolo,
		Aliases: []string{"difficulty-levels", "level", "levels", "local-lockup", "ye-olde-jail", "supermax-dungeon", "moderate", "challenging", "expert"},
		Summary: "The guard deck is the 7 blue cards plus 5 of one colour: green for Local Lockup (moderate), yellow for Ye Olde Jail (challenging), red for Supermax Dungeon (expert). " +
			"The yellow and red sets each hold a card that, when revealed at a location in Lights Out, brings the top guard card face down to that location too; with an empty guard deck nothing happens.",
		Sources:      []Source{srcDifficulty},
		Rulings:      []string{RulingSoloEmptyGuardDeck, RulingSoloSpecialBrings, RulingSoloEditionDecks},
		FirstEdition: "The 2018 book builds the deck from blue and green in its setup and names only the two harder levels; the decks are the same.",
		Related:      []string{"guard-deck", "solo-setup"},
	},

	// Breakout.
	{
		ID: "breakout", Title: "Breakout expansion", Group: GroupBreakout,
		Aliases: []string{"expansion", "lockup-breakout"},
		Summary: "Breakout adds a seeker to each crew, a catacombs board that lanterns cross for loot, the tomb and escape, tunnel markers on locations 1 to 7, and legend cards that a crew's last token contests each round. " +
			"It also adds goons, items, tomes, traits, goals, guard and location cards, and new special effect icons. The core rules hold except where the expansion changes them.",
		Sources: []Source{bo("Objective"), srcBoComponents, bo("Expansion Gameplay")},
		Related: []string{"breakout-setup", "seeker", "tunnels", "catacombs", "legend-cards", "breakout-goons", "breakout-icons", "breakout-solo"},
	},
	{
		ID: "breakout-setup", Title: "Breakout setup", Group: GroupBreakout,
		Aliases: []string{"expansion-setup"},
		Summary: "Shuffle the new cards into their decks and set up the core game. Put the catacombs board below the board, each lantern on the ENTRANCE, and on every loot icon a face-down stack with as many loot tokens as players. " +
			"Take the tunnel markers for the player count (2: 5 collapsed, 1 single, 1 double; 3: 4, 2, 1; 4 or 5: 3, 3, 1), put one face down on each of locations 1 to 7, reveal them and remove the collapsed ones. " +
			"Shuffle the legend deck and turn its top card face up on it; each crew adds its seeker to its holding cell.",
		Sources: []Source{srcBoSetup},
		Rulings: []string{RulingBOSoloSetup},
		Related: []string{"tunnels", "loot", "legend-cards", "seeker"},
	},
	{
		ID: "seeker", Title: "Seeker (Breakout)", Group: GroupBreakout,
		Aliases: []string{"seekers"},
		Summary: "The seeker is each crew's seventh token, assigned like the others, with strength 1, and it collects rewards like any token. At a tunnel location it is what lets its crew advance in the catacombs. It stays useful after the crew reaches the tomb or escapes.",
		Sources: []Source{srcBoRollCall, srcBoTunnels, bo("Prison Breakout")},
		Rulings: []string{RulingBreakoutFivePlayers},
		Related: []string{"tunnels", "crew-tokens"},
	},
	{
		ID: "legend-cards", Title: "Legend cards (Breakout)", Group: GroupBreakout,
		Aliases: []string{"legend", "legends", "legend-card", "legend-deck"},
		Summary: "In Roll Call at most six of a crew's seven tokens go to locations; a player with one token left must pass and puts it face down on the active legend card, the only way onto it, and it does not count toward the face-down limit. A crew that passes with more tokens left puts none there and is not ranked on the card. " +
			"After the Library resolves, reveal those tokens, rank the strengths (ties by seating from the first player) and carry out the card; no tome may be played meanwhile unless its text allows. Tokens then go home, and in the Patrol phase the card goes under the deck and the next is turned up.",
		Sources: []Source{srcBoRollCall, srcBoLegend, srcBoPatrol},
		Rulings: []string{RulingLegendMarker, RulingLegendEarlyPass, RulingBreakoutFivePlayers, RulingPassedTomes, RulingBOTableEffects, RulingBOSoloLegendCard},
		Related: []string{"roll-call", "lights-out", "breakout-solo"},
	},
	{
		ID: "tunnels", Title: "Tunnel locations (Breakout)", Group: GroupBreakout,
		Rulings: []string{RulingSoloTunnel, RulingDeclineAll, RulingBOTunnelStay, RulingBOTunnelMarker},
		Aliases: []string{"tunnel", "tunnel-markers", "tunnel-marker", "single-tunnel", "double-tunnel", "collapsed"},
		Summary: "At a location with a tunnel, after the rewards and before tokens leave, the crew with a seeker there may advance its lantern: the only seeker's crew, or among several the crew with the most strength (ties by seating from the holder of the first player marker once the rewards are collected: at the Exercise Yard, the crew that has just taken it). A single tunnel allows one space, a double up to two. " +
			"Advancing counts as a reward, so that crew is not a straggler, but it may be declined like any reward.",
		Sources: []Source{srcBoTunnels, srcBoSetup},
		Related: []string{"seeker", "catacombs", "stragglers", "breakout-solo"},
	},
	{
		ID: "catacombs", Title: "Advancing in the catacombs (Breakout)", Group: GroupBreakout,
		Aliases: []string{"lantern", "lanterns", "catacombs-board", "path", "paths", "advance"},
		Summary: "A lantern moves forward along the arrows to a connected space, never back; at a fork the crew picks the path, and a path with a resource cost can be taken only by paying it. " +
			"Reaching a loot icon, the crew looks at the stack there, keeps one token and returns the rest face down, then must use its effect at once or score 1 star instead. " +
			"At final scoring crews that did not escape score their lantern's position.",
		Sources: []Source{srcBoCatacombs, srcBoGameEnd},
		Rulings: []string{RulingLanternEscape, RulingBOSoloFork},
		Related: []string{"tunnels", "loot", "tomb", "escape", "advance-lantern"},
	},
	{
		ID: "loot", Title: "Loot tokens (Breakout)", Group: GroupBreakout,
		Aliases: []string{"loot-token", "loot-tokens"},
		Summary: "There are 22 loot tokens; each loot icon gets a stack of as many as there are players. A crew reaching one keeps a token of its choice and uses it at once or takes 1 star, and keeps the token afterwards because Fungoids score per loot token. The guards take the top token and always use its effect.",
		Sources: []Source{srcBoComponents, srcBoSetup, srcBoCatacombs, srcBoSolo},
		Rulings: []string{RulingBOTableEffects, RulingBOSoloSetup},
		Related: []string{"catacombs", "fungoids"},
	},
	{
		ID: "tomb", Title: "Khathandor's Tomb (Breakout)", Group: GroupBreakout,
		Aliases: []string{"khathandor", "khathandors-tomb", "tomb-space"},
		Summary: "A lantern reaching the TOMB takes a loot token there as usual and can go no farther; the crew scores 15 stars for that position at final scoring. Its seeker can still be assigned for rewards and to block others. For the Explorer goal the \"13\" space counts as farther than the TOMB.",
		Sources: []Source{bo("Khathandor's Tomb"), bo("Prison Breakout"), srcBoNotes},
		Related: []string{"catacombs", "escape", "breakout-cards"},
	},
	{
		ID: "escape", Title: "Prison breakout: the ESCAPED space", Group: GroupBreakout,
		Aliases: []string{"escaped", "escaping", "prison-breakout"},
		Summary: "A lantern reaching ESCAPED scores at once 17 stars plus 3 for each round still to come after the current one (23 in round four) and moves no more. The crew scores nothing for its lantern at final scoring, and its seeker can still be assigned.",
		Sources: []Source{bo("Prison Breakout"), srcBoGameEnd},
		Rulings: []string{RulingLanternEscape},
		Related: []string{"catacombs", "tomb"},
	},
	{
		ID: "breakout-goons", Title: "Breakout goon types", Group: GroupBreakout,
		Aliases: []string{"new-goons", "expansion-goons"},
		Summary: "Breakout adds 11 goon cards of four new types: Dryads score per barrel icon, Fungoids per loot token (and leave after one round), Golems count as Dwarves or Ratmen at final scoring, and Shapeshifters are swapped for one of three goons drawn when recruited.",
		Sources: []Source{srcBoGoons, srcBoComponents},
		Rulings: []string{RulingGolemChoice},
		Related: []string{"dryads", "fungoids", "golems", "shapeshifters"},
	},
	{
		ID: "breakout-icons", Title: "Breakout special effect icons", Group: GroupBreakout,
		Aliases: []string{"new-icons", "expansion-icons"},
		Summary: "Breakout adds five icons: advance lantern, improve item, reserve item, remove goon and wild valuable.",
		Sources: []Source{srcBoIcons},
		Related: []string{"advance-lantern", "improve-item", "reserve-item", "remove-goon", "wild-valuable"},
	},
	{
		ID: "breakout-cards", Title: "Breakout card notes: Explorer, Sacred Robes, Tomb Raider", Group: GroupBreakout,
		Aliases: []string{"explorer", "sacred-robes", "tomb-raider", "notes"},
		Summary: "Explorer (goal): the \"13\" space is farther than the TOMB, the \"9\" and \"10\" spaces are equally far, and the card cannot be taken from an owner whose lantern escaped. " +
			"Sacred Robes (item): a valuable of the owner's choice at final scoring only. Tomb Raider (goal): with two players the most still scores 6, the other nothing, and a tie nothing.",
		Sources: []Source{srcBoNotes},
		Rulings: []string{RulingBOExplorerProgress},
		Related: []string{"leader-goal", "end-game-goal", "valuables"},
	},
	{
		ID: "breakout-solo", Title: "Breakout solitary mode", Group: GroupBreakout,
		Aliases: []string{"breakout-solitary", "solo-breakout"},
		Summary: "Shuffle in the new guard and location cards (8 blue guard cards plus 6 of the level's colour) and give the guards a lantern on the ENTRANCE; each Roll Call an eighth guard card goes face down on the legend card, a face-down guard card like the others: a guard turn or Atlas of Hideouts may turn it up. " +
			"The guards advance one space at any tunnel location where they have the most strength, with no seeker needed; they take a path with a cost whenever they can pay it, and always use the top loot token's effect. " +
			"A legend reward gives them 2 stars instead, and the player makes the choice in any legend penalty that offers one. Both sides score their lantern at game end unless it escaped.",
		Sources: []Source{srcBoSolo, bo("Solitary Mode – Game End")},
		Rulings: []string{RulingSoloTunnel, RulingGolemChoice, RulingSoloPass, RulingBOSoloSetup, RulingBOSoloLegendCard, RulingBOSoloFork, RulingBOSoloWild, RulingBOSoloShapeshifter, RulingBOSoloReserveItem},
		Related: []string{"solo", "tunnels", "legend-cards", "golems"},
	},

	// First edition.
	{
		ID: "first-edition", Title: "The 2018 first edition", Group: GroupFirstEdition,
		Aliases: []string{"2018", "first-printing", "old-printing", "old-edition", "zh", "chinese", "edition"},
		Summary: "The 2018 printing has 30 items, 29 goons, 19 tomes and 12 goals, and no traits, so no advanced setup or side B crew boards; cubes, crew tokens, guard and location cards are the same. " +
			"It has no Bandits or Flayers, its icon list lacks the choose tome icon, and it prints garbled Demon, Dwarf and Ratmen scoring that we read as the 2019 rules. Its cross-references put Location Rewards on p. 10, Raids on p. 11, Claiming Goals on p. 12, Recruiting Goons on p. 13 and Crafting Items on p. 14. " +
			"lockup new --edition 2018 (and `edition: 2018` in a board-state or resolve file) refuses the advanced setup, Bandits, Flayers and, without Breakout, the choose tome icon, counts the smaller decks, and claims the leader goal with at least two of the type.",
		Sources: []Source{srcZhComponents, srcZhRecruiting, zh("Location Rewards (位置奖励)", 10), zh("Raids (突击检查)", 11)},
		Rulings: []string{RulingFirstEditionDemons, RulingFirstEditionDwarves, RulingFirstEditionRatmen, RulingFirstEditionCards, RulingFirstEditionLeaderGoal},
		Related: []string{"first-edition-goons", "first-edition-solo", "components"},
	},
	{
		ID: "first-edition-goons", Title: "2018 goons and scoring", Group: GroupFirstEdition,
		Aliases: []string{"2018-goons", "first-edition-scoring"},
		Summary: "The 2018 rulebook describes Cultists, Demons, Dwarves, Hobgoblins and Ratmen only. Its Demons score per magic valuable while its example counts all valuables; its Dwarf table skips the count of 4; its Ratmen table runs \"1\" and \"6\" together. " +
			"We score all three as the 2019 rulebook does. Its leader goal asks for at least two of the type, which a 2018 game applies (the card's own minimum where higher); Bandits and Flayers are refused in a 2018 game.",
		Sources: []Source{srcZhRecruiting, zh("Claiming Goals (索取目标) – Leader Goal Cards", 12)},
		Rulings: []string{RulingFirstEditionDemons, RulingFirstEditionDwarves, RulingFirstEditionRatmen, RulingFirstEditionLeaderGoal, RulingFirstEditionCards},
		Related: []string{"demons", "dwarves", "ratmen", "leader-goal"},
	},
	{
		ID: "first-edition-solo", Title: "2018 solitary mode", Group: GroupFirstEdition,
		Aliases: []string{"2018-solo"},
		Summary: "The 2018 solitary rules (printed in English) match the 2019 ones, except that the moderate level is simply the base setup (7 blue and 5 green guard cards) rather than a named level, the OFF DUTY location cards are marked with an X, and there is no advanced-setup start for the guards. " +
			"Its Chow Hall section lacks the 2019 note that goons the guards seize bring their special effects and valuables, a tome becoming one star; its Special Effects section still turns a tome the guards would draw into one star, and we play the 2019 note in both editions.",
		Sources: []Source{srcZhSolo},
		Rulings: []string{RulingSoloEditionDecks},
		Related: []string{"solo", "difficulty", "guard-deck"},
	},
}
