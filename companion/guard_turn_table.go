package companion

import "github.com/lockup-companion/lockup/companion/rules"

// GuardTurnTable is what a guard turn at a real table may answer (core
// rulebook, "Solitary Mode – Roll Call Phase", guard turns: the player turns up one
// face-down guard card, then the top card of the location deck): the level
// (its colours), the face-down guard cards (and with Breakout the legend
// card's), the location cards left in deck order with how many are Off
// Duty, and whether the guard deck has a card left to send.
type GuardTurnTable struct {
	Level      rules.Difficulty
	FaceDown   []rules.Location
	LegendDown bool
	Locations  []rules.LocationCard
	OffDuty    int
	GuardsLeft bool
}

// GuardTurnTable reads the guard turn table of a solitary game's round for
// the guard turn x calls for.
func (g Game) GuardTurnTable(x Expectation) GuardTurnTable {
	r := &g.Solo.Round
	t := GuardTurnTable{Level: g.Solo.Config.Difficulty, FaceDown: x.FaceDown, LegendDown: x.LegendDown, GuardsLeft: r.GuardsLeft() > 0}
	t.Locations = g.LocationCardsLeft()
	t.OffDuty = r.LocationCardsLeft(rules.OffDuty)
	return t
}
