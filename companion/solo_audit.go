package companion

import (
	"fmt"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
)

// RoundDraws are the cards a round of a solitary game drew from the guard
// deck and the location deck, as the game file records them, beside the
// decks the app deals for that round from the game's seed.
type RoundDraws struct {
	Round int
	// Guards and Locations are the cards drawn, in the order drawn.
	Guards    []rules.GuardCard
	Locations []rules.LocationCard
	// DeckGuards and DeckLocations are the round's decks from the top, as
	// automa.Cards.Deal shuffles them from the seed (AppDecks only).
	DeckGuards    []rules.GuardCard
	DeckLocations []rules.LocationCard
	// UnderWay is true for the round being played when the file ends (not
	// the game's end, nor its Patrol phase): its cards may still lie face
	// down, so their values are for counting only until it is over.
	UnderWay bool
}

// Agrees reports whether every card drawn is the dealt deck's card at its
// place.
func (r RoundDraws) Agrees() bool {
	if len(r.Guards) > len(r.DeckGuards) || len(r.Locations) > len(r.DeckLocations) {
		return false
	}
	for i, c := range r.Guards {
		if c != r.DeckGuards[i] {
			return false
		}
	}
	for i, c := range r.Locations {
		if c != r.DeckLocations[i] {
			return false
		}
	}
	return true
}

// AuditSolo checks a solitary game file whose decks the app runs: it deals
// every round's decks again from the seed in the header (automa.Cards.Deal,
// the project's own shuffle) and compares each card the file records as
// drawn with the dealt deck's card at its place; then it replays the whole
// file through the rules. It returns the draws of each round; the error
// names the first card that differs, or the entry the rules refuse.
func AuditSolo(h LogHeader, entries []Entry) ([]RoundDraws, error) {
	if len(entries) == 0 {
		return nil, fmt.Errorf("the game file has no setup entry")
	}
	setup, ok := entries[0].Payload.(*SetupEntry)
	if !ok || !setup.Solo {
		return nil, fmt.Errorf("not a solitary game: there are no guard or location decks to audit")
	}
	if setup.Decks != AppDecks {
		return nil, fmt.Errorf("the decks of this game were run at the table: the app dealt nothing, so there is nothing to deal again (the replay still checks every card against the solitary rules)")
	}
	box, err := automa.NewCards(setup.soloConfig(), setup.GuardCards)
	if err != nil {
		return nil, err
	}
	var out []RoundDraws
	at := func(round int) *RoundDraws {
		round = max(round, 1)
		if len(out) == 0 || out[len(out)-1].Round != round {
			d := box.Deal(h.Seed, round)
			out = append(out, RoundDraws{Round: round, DeckGuards: d.GuardOrder(), DeckLocations: d.LocationOrder()})
		}
		return &out[len(out)-1]
	}
	for _, e := range entries[1:] {
		switch p := e.Payload.(type) {
		case *GuardDealEntry:
			r := at(e.Round)
			r.Guards = append(r.Guards, p.Cards...)
		case *GuardTurnEntry:
			r := at(e.Round)
			r.Locations = append(r.Locations, p.Drawn)
			if p.Placed.Known() {
				r.Guards = append(r.Guards, p.Placed)
			}
		case *GuardCardEntry:
			if p.Brought {
				r := at(e.Round)
				r.Guards = append(r.Guards, p.Card)
			}
		}
	}
	g, replayErr := Replay(h, entries)
	if replayErr == nil && g.Phase != PhaseGameEnd && g.Phase != PhasePatrol {
		for i := range out {
			out[i].UnderWay = out[i].Round == g.Round
		}
	}
	for _, r := range out {
		if !r.Agrees() {
			return out, fmt.Errorf("round %d: the cards drawn are not the decks dealt from seed %d: %w", r.Round, h.Seed, ErrDecks)
		}
	}
	return out, replayErr
}
