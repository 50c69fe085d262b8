package catalog

import (
	"errors"
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/text"
)

// Breakout shuffles one new card into the solitary mode's location deck
// (Breakout rulebook, "Solitary Mode – Setup") and the rulebook does not
// print what it shows. The catalog keeps it as the one card of the
// LocationCard kind, BreakoutLocationCard, whose one value (FieldShows) the
// player types from the card; a game whose decks the app deals copies it
// (BreakoutLocation).

// BreakoutLocationCard is the name the catalog gives the location card
// Breakout adds: the card prints no name of its own, and it is the only
// location card whose face the catalog needs.
const BreakoutLocationCard = "Breakout location card"

// srcBoSoloSetup is where the Breakout guard and location cards come from.
const srcBoSoloSetup = `Breakout rulebook, "Solitary Mode – Setup"`

// LocationCardForms lists what the Breakout location card may show, as
// files and flags write it: a location a guard card can be sent to, or Off
// Duty (rules.BreakoutCardForms, automa.Config.BreakoutCard).
const LocationCardForms = rules.BreakoutCardForms

// LocationCardShows lists the forms of LocationCardForms one by one, for
// suggestions and completion. Shared: never change it.
var LocationCardShows = []string{"exercise-yard", "sewers", "infirmary", "smithy", "commissary", "chow-hall", "cell-block", "off-duty"}

// ParseBreakoutLocation reads what the Breakout location card shows: one of
// LocationCardShows, case and spaces aside ("Cell Block" reads as
// cell-block).
func ParseBreakoutLocation(shown string) (rules.LocationCard, error) {
	slug := strings.Join(strings.Fields(strings.ToLower(shown)), "-")
	if c, err := rules.ParseLocationCard(slug); err == nil {
		return c, nil // a location 1 to 7 (never the Library) or Off Duty
	}
	msg := fmt.Sprintf("%q is not what a location card can show (%s)", shown, LocationCardForms)
	if best := text.Closest(slug, LocationCardShows); best != "" {
		msg += fmt.Sprintf("; did you mean %q?", best)
	}
	return rules.NoLocationCard, errors.New(msg)
}

// checkLocation checks a card of the LocationCard kind: the one card
// BreakoutLocationCard, from the Breakout box.
func (c Card) checkLocation() error {
	switch {
	case NameKey(c.Name) != NameKey(BreakoutLocationCard):
		return fmt.Errorf("the only location card the catalog keeps is the one Breakout adds, whose face the rulebook does not print (%s): call it %q", srcBoSoloSetup, BreakoutLocationCard)
	case c.Expansion == CoreGame:
		return fmt.Errorf("the location card whose face is not printed comes in the Breakout box, not the core game's (%s)", srcBoSoloSetup)
	case c.Shows != rules.NoLocationCard && c.Shows.Slug() == "":
		return fmt.Errorf("a location card showing %d", int(c.Shows))
	}
	return nil
}

// BreakoutLocation returns what the Breakout location card shows, as the
// catalog knows it; false when it is not known.
func (c *Catalog) BreakoutLocation() (rules.LocationCard, bool) {
	card, ok := c.Lookup(LocationCard, BreakoutLocationCard)
	if !ok || card.Shows == rules.NoLocationCard {
		return rules.NoLocationCard, false
	}
	return card.Shows, true
}

// SetBreakoutLocation stores what the Breakout location card shows. On an
// error (ErrBadCard) nothing changes.
func (c *Catalog) SetBreakoutLocation(shows rules.LocationCard) (Card, error) {
	card := Card{Kind: LocationCard, Name: BreakoutLocationCard, Expansion: BreakoutExpansion, Shows: shows}
	if _, err := ParseBreakoutLocation(shows.Slug()); err != nil {
		return Card{}, fmt.Errorf("%w: %w", ErrBadCard, err)
	}
	if err := c.Put(card); err != nil {
		return Card{}, err
	}
	return card, nil
}
