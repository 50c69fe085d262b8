package companion

import (
	"errors"
	"fmt"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// ErrCardLimit: an entry would bring more cards of a kind into play than the
// box holds for the edition.
var ErrCardLimit = errors.New("more cards than the box holds")

var srcComponents = rules.Source{Book: rules.CoreRulebook, Section: "Components"}

// cardsInPlay counts the cards of each kind the game holds out of their
// decks: items in the display, crafted or reserved; goons on the board,
// with a crew or in the goon discard pile; tomes in hand or drawn for a
// choice. Tomes played are not tracked, so that count can only be lower
// than the truth, never higher.
func (g *Game) cardsInPlay() (items, goons, tomes int) {
	items = countFilled(g.Display)
	for i := range g.Locations {
		if g.Locations[i].Goon != "" {
			goons++
		}
	}
	goons += len(g.GoonDiscard)
	for i := range g.Crews {
		c := &g.Crews[i]
		items += len(c.Items) + len(c.Reserved)
		goons += len(c.Goons)
		tomes += len(c.Tomes) + len(c.Drawn)
	}
	return items, goons, tomes
}

// legalCardLimit refuses a card of the kind entering play when the box of
// the game's edition has no more cards of its kind (core rulebook,
// "Components"; the 2018 first edition has smaller decks, rules.Box.Limits).
func (g *Game) legalCardLimit(kind catalog.CardKind) error {
	items, goons, tomes := g.cardsInPlay()
	lim := g.Box.Limits()
	n, limit := items, lim.Items
	switch kind {
	case catalog.GoonCard:
		n, limit = goons, lim.Goons
	case catalog.TomeCard:
		n, limit = tomes, lim.Tomes
	}
	if n+1 <= limit {
		return nil
	}
	return &rules.RuleError{Err: ErrCardLimit, Rule: srcComponents,
		Problem:    fmt.Sprintf("%d %s cards are in play already, and the %s box holds %d", n, kind, g.Box.Edition, limit),
		Allowed:    "undo a card entered by mistake, or check the edition of the game",
		ProblemKey: "refusal.tracker.card-limit." + kind.String(), ProblemArgs: []any{n, g.Box.Edition, limit}, AllowedKey: "refusal.tracker.card-limit-allowed"}
}

// whereIsWords says where an item or goon card is when it is out of its
// deck ("in the item display", "crafted by Vera", "in the goon discard
// pile"), in words of the catalog, or false when it is in its deck: every
// card is in exactly one place. Names match ignoring case.
func (g *Game) whereIsWords(kind catalog.CardKind, name string) (rules.Phrase, bool) {
	switch kind {
	case catalog.ItemCard:
		if containsFold(g.Display, name) {
			return phrase("refusal.tracker.where.display"), true
		}
		for i := range g.Crews {
			c := &g.Crews[i]
			if containsFold(c.Items, name) {
				return phrase("refusal.tracker.where.crafted", c.Name), true
			}
			if containsFold(c.Reserved, name) {
				return phrase("refusal.tracker.where.reserved", c.Name), true
			}
		}
	case catalog.GoonCard:
		if l := g.goonSpaceOf(name); l != rules.NoLocation {
			return phrase("refusal.tracker.where.goon-space", l), true
		}
		for i := range g.Crews {
			c := &g.Crews[i]
			if containsFold(c.Goons, name) {
				return phrase("refusal.tracker.where.recruited", c.Name), true
			}
		}
		if containsFold(g.GoonDiscard, name) {
			return phrase("refusal.tracker.where.goon-discard"), true
		}
	}
	return rules.Phrase{}, false
}

// legalDraw refuses a card drawn from its deck that is somewhere else
// already, naming where it is.
func (g *Game) legalDraw(kind catalog.CardKind, name string, rule rules.Source) error {
	if where, ok := g.whereIsWords(kind, name); ok {
		return &rules.RuleError{Err: ErrSpaceTaken, Rule: rule, Problem: fmt.Sprintf("%s is %s, not in the %s deck: every card is in one place only", name, where, kind), Allowed: "a card from the top of the " + kind.String() + " deck",
			ProblemKey: "refusal.tracker.card-elsewhere." + kind.String(), ProblemArgs: []any{name, where}, AllowedKey: "refusal.tracker.top-of-deck." + kind.String()}
	}
	return g.legalCardLimit(kind)
}
