package catalog

import (
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
)

// NewCard is a card of kind the player starts typing, named as typed with
// its spaces tidied: a guard card named after its colour ("green 1")
// starts with that colour, a card only Breakout's box holds starts in that
// box. The error (ErrBadCard) is a name the kind refuses.
func NewCard(kind CardKind, name string) (Card, error) {
	card := Card{Kind: kind, Name: strings.Join(strings.Fields(name), " ")}
	if first, _, _ := strings.Cut(card.Name, " "); kind == GuardCard {
		card.Colour, _ = rules.ParseColour(first)
	}
	if kind.BreakoutOnly() {
		card.Expansion = BreakoutExpansion
	}
	return card, card.Check()
}
