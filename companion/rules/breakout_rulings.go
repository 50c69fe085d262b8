package rules

// The IDs of the rulings made for tracking a Breakout game.
const (
	RulingBOTunnelStay       = "bo-tunnel-stay"
	RulingBOExplorerProgress = "explorer-progress"
	RulingBOTableEffects     = "bo-table-effects"
	RulingBOTunnelMarker     = "bo-tunnel-marker"
	RulingBOWildChoice       = "bo-wild-choice"
	RulingBOWildLeaderGoal   = "bo-wild-leader-goal"
)

// breakoutRulings are the cases the Breakout rulebook leaves open that the
// tracker must decide the same way every time.
var breakoutRulings = []Ruling{
	{
		ID:      RulingBOTunnelStay,
		Title:   "May a crew keep its lantern where it is at a tunnel without declining the whole reward?",
		Source:  srcBoTunnels,
		Passage: "A seeker's crew may advance its lantern up to one space (single tunnel) or two (double). The advance is a reward, and like any reward it may be declined, which sends the crew's tokens to the Library.",
		Decision: "Yes: \"up to\" includes no space at all. The crew keeps its lantern where it is (`lockup lantern CREW --stay`); after one space of a double tunnel it may stop the same way. " +
			"A lantern kept where it is before any step has not advanced, so the advance is no reward: a crew whose one reward there was the advance collected nothing and its tokens straggle to the Library, as when it declines. A crew that collected a location reward there goes home either way. The same holds for a seeker whose lantern is on the TOMB or ESCAPED: it cannot advance, so the advance is no reward for it. " +
			"Why: the advance is a reward of its own beside the location's (\"Resolving Tunnel Locations\", note), and a crew straggles when it collected nothing (core rulebook, \"Lights Out Phase\", step 4). Changed in log version 8 (issue 20): before, a crew that stayed took its tokens home.",
	},
	{
		ID:      RulingBOExplorerProgress,
		Title:   "How does the tracker compare lanterns for the Explorer goal?",
		Source:  srcBoNotes,
		Passage: "For the Explorer goal the rulebook's notes put the \"13\" space beyond the TOMB and count \"9\" and \"10\" as the same distance; an escaped owner keeps the card.",
		Decision: "Lanterns compare by the number on their space, with 9 and 10 equal, the TOMB just beyond 12 and short of 13, and ESCAPED beyond every space. The ENTRANCE counts as no progress. " +
			"Why: the printed numbers grow the deeper a space lies, and the notes name the only two places where that order needs help.",
	},
	{
		ID:      RulingBOTableEffects,
		Title:   "What does the tracker do with a legend card or loot token whose effect is not written as icons?",
		Source:  srcBoLegend,
		Passage: "Legend cards reward or punish crews by their rank on the card, and loot tokens have effects of their own; neither is printed in the rulebook.",
		Decision: "The player types each card's icons once into the card catalog. What a card does beyond those icons is played at the table and entered as changes (cubes, power, suspicion, stars, tomes for a crew), which the tracker checks against the boards and the supply. " +
			"A legend card's icons go to the crew ranked first on it; in a solitary game the guards take 2 stars instead of any reward. Why: nothing is invented, and every change still passes the same limits as the rest of the game.",
	},
	{
		ID:      RulingBOTunnelMarker,
		Title:   "At a tunnel on the Exercise Yard, whose first player marker breaks a tie among the seekers' crews?",
		Source:  srcBoTunnels,
		Passage: "The seekers' crews are compared after the location's rewards are collected; ties in strength go clockwise from the holder of the first player marker. The Exercise Yard's reward moves the marker to the crew with the most strength there.",
		Decision: "The marker as it stands when the seekers are compared, after the rewards: at the Exercise Yard the tie is broken clockwise from the crew that has just taken the marker, even though the location's own ranking broke ties from the holder as the location was reached. " +
			"Why: the tunnel steps follow the collection of the rewards, as ruling legend-marker reads the marker when the legend card is resolved. Decided for log version 8 (issue 20); before it the tracker broke the tie from the marker's holder as the location was reached, and older game files replay so.",
	},
	{
		ID:     RulingBOWildChoice,
		Title:  "What does each crew's wild valuable count as at final scoring?",
		Source: srcBoIcons,
		Passage: "A wild valuable icon, like the Sacred Robes item (\"Notes\"), is a valuable of its owner's choice, a shield, a gem or magic, at final scoring only. " +
			"The book does not say how a companion should make that choice for a player, nor what happens when several choices score the same.",
		Decision: "lockup makes the choice that gives the owner the highest final total, the other crews' boards as they are (their wild valuables counted as their own choices): it tries every kind for every wild valuable. " +
			"Only the end game goal can depend on the kind: Demons count every valuable whatever its kind, and the leader goal stays with whoever held it when the game ended (ruling bo-wild-leader-goal). " +
			"The owner chooses for itself even where its choice costs another crew its place on a most/second-most goal. " +
			"Where several choices score the same for the owner, lockup takes the one counting the most wild valuables as what the end game goal counts (shields, gems or magic), the rest as shields (as gems where the goal counts shields); where no score depends on the kind (a goal counting every valuable, or something else), lockup names no kind and says so. " +
			"The scoring says, in a note, what each crew's wild valuables counted as. " +
			"Why: it is what a player would choose at the table, and counting toward the goal never lowers its owner's award (a higher count never ranks lower), so the tie rule only names a choice already as good as any. The guards choose by ruling bo-solo-wild, which comes to the same.",
	},
	{
		ID:     RulingBOWildLeaderGoal,
		Title:  "Can a wild valuable move the leader goal at final scoring?",
		Source: srcFinalScoring,
		Passage: "The crew that ended the game holding the leader goal card scores it at final scoring; a leader goal is claimed and changes hands during the game (\"Claiming Goals\", p. 13). " +
			"Wild valuables and the Sacred Robes count as valuables at final scoring only (Breakout \"Special Effect Icons\", \"Notes\").",
		Decision: "No. The leader goal scores for whoever held it when the game ended; final scoring, the only time a wild valuable counts, comes after the game end and the final raid, so it never claims or takes a leader goal, even one counting valuables of a kind. " +
			"Why: the card is scored by its holder at game end, and a wild valuable is no valuable until the scoring that follows.",
	},
}
