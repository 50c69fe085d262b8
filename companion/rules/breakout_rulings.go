package rules

// The IDs of the rulings made for tracking a Breakout game.
const (
	RulingBOTunnelStay       = "bo-tunnel-stay"
	RulingBOExplorerProgress = "explorer-progress"
	RulingBOTableEffects     = "bo-table-effects"
	RulingBOTunnelMarker     = "bo-tunnel-marker"
)

// breakoutRulings are the cases the Breakout rulebook leaves open that the
// tracker must decide the same way every time.
var breakoutRulings = []Ruling{
	{
		ID:      RulingBOTunnelStay,
		Title:   "May a crew keep its lantern where it is at a tunnel without declining the whole reward?",
		Source:  srcBoTunnels,
		Passage: "A seeker's crew may advance its lantern up to one space (single tunnel) or two (double). The advance is a reward, and like any reward it may be declined, which sends the crew's tokens to the Library.",
		Decision: "Yes: \"up to\" includes no space at all. The crew keeps its lantern where it is (`lockup lantern CREW --stay`) and its tokens go home; after one space of a double tunnel it may stop the same way. " +
			"The location's rewards are collected before the lantern moves, so a crew that collected one there keeps its lantern rather than decline: its tokens go home either way. Only a crew whose one reward there is the advance may still decline it, and its tokens straggle to the Library. " +
			"Why: the advance is a reward of its own beside the location's; declining it cannot take back what was collected (\"Resolving Tunnel Locations\", note).",
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
}
