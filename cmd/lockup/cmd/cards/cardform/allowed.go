package cardform

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// Allowed says what a field takes, for a card of the box (the core
// game's words only for a core game card).
func Allowed(box catalog.Expansion, field string) string {
	switch field {
	case catalog.FieldReputation:
		return "stars, 0 to 99"
	case catalog.FieldCost:
		return `e.g. "2 iron, 1 any" or "none"`
	case catalog.FieldValuables:
		if box == catalog.CoreGame {
			return `e.g. "1 shield, 1 gem", "2 magic" or "none"`
		}
		return `e.g. "1 shield, 1 gem", "1 wild" or "none"`
	case catalog.FieldEffects:
		if box == catalog.CoreGame {
			return `icons separated by commas, or "none": gain-scrap (-potions, -iron, -gold), gain-power, remove-suspicion, give-suspicion, draw-tome, choose-tome, increase-storage, exchange-resource`
		}
		return `icons separated by commas, e.g. "gain-iron, remove-suspicion", "improve-gold+2", or "none"`
	case catalog.FieldBarrels:
		return "barrel icons, 0 to 99"
	case catalog.FieldSuspicion:
		return "suspicion icons, 0 to 99"
	case catalog.FieldCondition:
		return `"most X (at least N)", "first to N X" or "S per X", e.g. "most dwarves (at least 2)"`
	case catalog.FieldStrength:
		return fmt.Sprintf("the strength the card shows, 0 to %d", rules.MaxStrength)
	}
	return ""
}

// AllowedOn says what a field of a legend card, loot token or space
// takes, for its form.
func AllowedOn(kind catalog.CardKind, field string) string {
	switch field {
	case catalog.FieldEffects:
		return `icons separated by commas, e.g. "gain-gold, advance-lantern", "draw-tome", or "none"`
	case catalog.FieldPaths:
		return `e.g. "4; 5: 1 iron; tomb: 2 scrap, 1 gold": a semicolon between paths, a cost after a colon`
	}
	return Allowed(catalog.BreakoutExpansion, field)
}

// Problem words a card's refusal for a form or a message, without the
// words "card refused" and the card's name, which the form shows.
func Problem(err error, c catalog.Card) string {
	msg := strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": ")
	return strings.TrimPrefix(msg, fmt.Sprintf("%s %q: ", c.Kind, c.Name))
}
