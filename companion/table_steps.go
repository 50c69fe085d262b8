package companion

import "github.com/lockup-companion/lockup/companion/rules"

// TableSteps are what the players do by hand at the table for an entry the
// table makes by itself (Expectation.Auto), in a player's words, each step
// with the passage that asks for it; ByHand is true when the players do
// them with the real cards (lockup play waits for them), false when the app
// does them and they are only said. None when the entry needs nothing at
// the table beyond what its report says.
type TableSteps struct {
	Steps  []string
	ByHand bool
}

// TableSteps says what the table does for a, the entry the game makes by
// itself next. In a solitary game, the guard cards are dealt at the start of
// each Roll Call phase (core rulebook, "Solitary Mode – Roll Call Phase";
// with Breakout an eighth on the legend card, Breakout rulebook, "Solitary
// Mode – Roll Call Phase"), after the location and guard decks were
// gathered and reshuffled at the end of the Patrol phase before ("Solitary
// Mode – Patrol Phase", Reshuffle Decks); the setup shuffled them for round
// 1 ("Solitary Mode – Setup", steps 5 and 6).
func (g Game) TableSteps(a Auto) TableSteps {
	if a.Reason != AutoGuardDeal || g.Solo == nil {
		return TableSteps{}
	}
	after := g.Phase != PhaseSetup // the deal of round 2 or later
	legend := ""
	if g.guardsDealt() == 8 {
		legend = ", and one face down on the legend card (Breakout rulebook, \"Solitary Mode – Roll Call Phase\")"
	}
	places := joinAnd(locationNames(rules.FirstSevenLocations))
	if g.Solo.Decks == AppDecks {
		s := "The app deals a guard card face down at each of the " + places + legend + ", from its own guard deck: it shows none of them (core rulebook, \"Solitary Mode – Roll Call Phase\")."
		if after {
			s = "The app gathers its location cards and guard cards and reshuffles both decks (core rulebook, \"Solitary Mode – Patrol Phase\", Reshuffle Decks). " + s
		}
		return TableSteps{Steps: []string{s}}
	}
	var steps []string
	if after {
		steps = append(steps,
			"Gather every location card and reshuffle the location deck, face down (core rulebook, \"Solitary Mode – Patrol Phase\", Reshuffle Decks).",
			"Gather every guard card, from the locations and the Library too, and reshuffle the guard deck, face down (the same passage).")
	}
	steps = append(steps, "Deal the top guard card face down at each of the "+places+", in that order"+legend+"; the rest stay in the guard deck (core rulebook, \"Solitary Mode – Roll Call Phase\").")
	return TableSteps{Steps: steps, ByHand: true}
}
