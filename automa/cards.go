package automa

import (
	"errors"

	"github.com/lockup-companion/lockup/companion/rules"
)

// Sentinel errors of the automa. Every error it returns is a
// *rules.RuleError wrapping one of these or rules.ErrGuardCard (a guard card
// or a deck of them that cannot be), naming the passage that forbids what
// was asked.
var (
	// ErrConfig: a solitary game the automa cannot play (a difficulty that
	// is not a level, an edition without the advanced setup, Breakout).
	ErrConfig = errors.New("bad solitary setup")
	// ErrLocationCard: a location card that is not in the location deck, or
	// no longer in it.
	ErrLocationCard = errors.New("bad location card")
	// ErrTurn: something done out of turn, or in the wrong phase.
	ErrTurn = errors.New("out of turn")
)

// coreLocationDeck is the location deck of the core game: one card for each
// of locations 1 to 6 and two Off Duty cards ("Solitary Mode – Location
// Deck").
var coreLocationDeck = [...]rules.LocationCard{rules.ExerciseYardCard, rules.SewersCard, rules.InfirmaryCard, rules.SmithyCard, rules.CommissaryCard, rules.ChowHallCard, rules.OffDuty, rules.OffDuty}

// Side is one of the two sides of a solitary game.
type Side int

// The sides.
const (
	NoSide Side = iota
	// Player is the one crew at the table.
	Player
	// Guards are the automated opponent.
	Guards
)

var sideNames = [...]string{"", "the player", "the guards"}

// String returns "the player" or "the guards".
func (s Side) String() string {
	if s <= NoSide || int(s) >= len(sideNames) {
		return "nobody"
	}
	return sideNames[s]
}
