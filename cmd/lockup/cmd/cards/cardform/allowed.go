package cardform

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/terms"
)

// Allowed says what a field takes, for a card of the box (the core
// game's words only for a core game card).
func Allowed(box catalog.Expansion, field string) string { return AllowedIn(terms.En, box, field) }

// Problem words a card's refusal for a form or a message, without the
// words "card refused" and the card's name, which the form shows.
func Problem(err error, c catalog.Card) string {
	msg := strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": ")
	return strings.TrimPrefix(msg, fmt.Sprintf("%s %q: ", c.Kind, c.Name))
}
