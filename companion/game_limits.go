package companion

import (
	"errors"
	"fmt"

	"github.com/lockup-companion/lockup/companion/rules"
)

// ErrCardLimit: an entry would bring more cards of a kind into play than the
// box holds for the edition.
var ErrCardLimit = errors.New("more cards than the box holds")

var srcComponents = rules.Source{Book: rules.CoreRulebook, Section: "Components"}

// cardsInPlay counts the cards of each kind the game holds out of their
// decks: items in the display, crafted or reserved; goons on the board or
// with a crew; tomes in hand or drawn for a choice. Discarded cards are not
// tracked, so the count can only be lower than the truth, never higher.
func (g Game) cardsInPlay() (items, goons, tomes int) {
	for _, c := range g.Display {
		if c != "" {
			items++
		}
	}
	for _, l := range g.Locations {
		if l.Goon != "" {
			goons++
		}
	}
	for _, c := range g.Crews {
		items += len(c.Items) + len(c.Reserved)
		goons += len(c.Goons)
		tomes += len(c.Tomes) + len(c.Drawn)
	}
	return items, goons, tomes
}

// legalCardLimit refuses a card entering play when the box of the game's
// edition has no more cards of its kind (core rulebook, "Components"; the
// 2018 first edition has smaller decks, rules.Box.Limits).
func (g Game) legalCardLimit(e Entry) error {
	items, goons, tomes := g.cardsInPlay()
	lim := g.Box.Limits()
	check := func(kind string, n, limit int) error {
		if n+1 <= limit {
			return nil
		}
		return &rules.RuleError{Err: ErrCardLimit, Rule: srcComponents,
			Problem: fmt.Sprintf("%d %s cards are in play already, and the %s box holds %d", n, kind, g.Box.Edition, limit),
			Allowed: "undo a card entered by mistake, or check the edition of the game"}
	}
	switch e.Payload.(type) {
	case *DisplayCardEntry:
		return check("item", items, lim.Items)
	case *GoonCardEntry:
		return check("goon", goons, lim.Goons)
	case *TomeDrawnEntry:
		return check("tome", tomes, lim.Tomes)
	}
	return nil
}
