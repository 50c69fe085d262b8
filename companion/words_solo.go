package companion

import (
	"errors"
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// GuardsWords are the words of the guards' cards in a solitary game:
// lockup guards turn (Reveal, Card, Drawn, Placed) and lockup guards card
// (Location, Card).
type GuardsWords struct {
	// Reveal is the location of the face-down guard card turned up on a
	// guard turn ("" when none is face down), or legend; Card its values,
	// or the values of the card turned up in the Lights Out phase.
	Reveal string
	Card   string
	// Drawn is the location card turned up; Placed the guard card it sends.
	Drawn  string
	Placed string
	// Location is where a guard card is turned up (guards card), or legend.
	Location string
}

// isLegend reports whether a location typed is the legend card's guard
// card (ruling bo-solo-legend-card).
func isLegend(typed string) bool { return strings.EqualFold(strings.TrimSpace(typed), "legend") }

// TurnEntry makes the guard turn (core rulebook, "Solitary Mode – Roll
// Call Phase"): when the app runs the decks only the card revealed is
// typed and the app draws the rest; at a real table every card is typed.
func (w GuardsWords) TurnEntry(g *Game) (p Payload, err error) {
	if g.Solo == nil {
		return nil, &Refusal{Err: errors.New("refused: guard turns belong to solitary games; this game has several crews")}
	}
	reveal := rules.NoLocation
	legend := isLegend(w.Reveal)
	if w.Reveal != "" && !legend {
		if reveal, err = MatchLocation(w.Reveal); err != nil {
			return nil, wordsErr("%s: %w (or legend, for the guard card on the legend card in a Breakout game)", terms.FlagReveal, err)
		}
	}
	if g.Solo.Decks == AppDecks {
		if w.Card != "" || w.Drawn != "" || w.Placed != "" {
			return nil, wordsErr("the app draws the guards' cards in this game: give only %s", terms.FlagReveal)
		}
		e, err := g.GuardTurn(reveal, legend)
		if err != nil {
			return nil, refusedErr("refused: %w", err)
		}
		return e, nil
	}
	e := &GuardTurnEntry{Reveal: reveal, Legend: legend}
	if e.Revealed, err = guardCardWord(terms.FlagCard.String(), w.Card); err != nil {
		return nil, err
	}
	if e.Placed, err = guardCardWord(terms.FlagPlaced.String(), w.Placed); err != nil {
		return nil, err
	}
	if w.Drawn == "" {
		var words []string
		for _, c := range g.DrawnCandidates() {
			words = append(words, c.Word)
		}
		return nil, wordsErr("%s: which location card came up? one the round's location deck still holds: %s", terms.FlagDrawn, strings.Join(words, ", "))
	}
	if e.Drawn, err = rules.ParseLocationCard(strings.ReplaceAll(strings.ToLower(strings.TrimSpace(w.Drawn)), " ", "-")); err != nil {
		return nil, wordsErr("%s: %w", terms.FlagDrawn, err)
	}
	return e, nil
}

// CardEntry makes the guard card turned up in the Lights Out phase (core
// rulebook, "Solitary Mode – Lights Out Phase").
func (w GuardsWords) CardEntry(*Game) (p Payload, err error) {
	e := &GuardCardEntry{Legend: isLegend(w.Location)}
	if !e.Legend {
		if e.Location, err = MatchLocation(w.Location); err != nil {
			return nil, &WordsError{Err: fmt.Errorf("LOCATION: %w (or legend, for the guard card on the legend card in a Breakout game)", err)}
		}
	}
	if e.Card, err = guardCardWord("COLOUR:STRENGTH", w.Card); err != nil {
		return nil, err
	}
	return e, nil
}
