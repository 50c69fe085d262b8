package rules

// The IDs of the rulings made for tracking a Breakout game.
const (
	RulingBOTunnelStay       = "bo-tunnel-stay"
	RulingBOExplorerProgress = "explorer-progress"
	RulingBOTableEffects     = "bo-table-effects"
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
}
