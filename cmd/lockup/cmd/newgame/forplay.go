package newgame

import (
	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// What lockup play asks of a setup started without its cards (the item
// display, the goon cards): the same forms and checks as lockup new's.

// SetupNames are the card names a setup form asks for.
type SetupNames = setupNames

// SetupCard is a card of the setup with its values.
type SetupCard = setupCard

// NewSetupNames asks for display item cards and the goon cards of spaces.
func NewSetupNames(display int, spaces []rules.Location) *SetupNames {
	return newSetupNames(nil, display, spaces)
}

// Spaces are the empty goon spaces the names are asked for.
func (n *setupNames) Spaces() []rules.Location { return n.spaces }

// Cards are the setup cards the names answered, for the game g.
func (n *setupNames) Cards(g companion.Game) ([]*SetupCard, error) {
	opts := &newOptions{}
	n.apply(opts)
	return newSetupCards(opts, g)
}

// Entry fills the card's printed values (cards, the catalog with the values
// typed) into the entry that lays it on the board: the item display's, or
// its goon space's.
func (c *setupCard) Entry(cards *cmdutil.CardFiller) (companion.Payload, error) {
	printed, err := cards.Fill(c.kind, c.name, c.card)
	if err != nil {
		return nil, err
	}
	if c.kind == catalog.GoonCard {
		return &companion.GoonCardEntry{Card: c.name, Location: c.loc, Printed: printed}, nil
	}
	return &companion.DisplayCardEntry{Card: c.name, Printed: printed}, nil
}

// BuildSetupNamesForm asks for the names in lang (cards suggests them).
func BuildSetupNamesForm(lang terms.Lang, cards *cmdutil.CardFiller, n *SetupNames) *huh.Form {
	return buildSetupNamesForm(lang, cards, n)
}

// BuildSetupValuesForm asks, in lang, for the values the catalog lacks of
// the cards.
func BuildSetupValuesForm(lang terms.Lang, list []*SetupCard) *huh.Form {
	return buildSetupValuesForm(lang, list)
}

// SetupPreview lays the catalog's values under the cards' and says what
// is wrong, a line each.
func SetupPreview(cards *cmdutil.CardFiller, list []*SetupCard) []string {
	return setupPreview(cards, list)
}

// GoalsNoteIn says, in lang, which goals a game's setup holds, when it
// matters ("" when not).
func GoalsNoteIn(lang terms.Lang, g companion.Game) string { return goalsNoteIn(lang, g) }

// JoinLocations names locations in a sentence: "the Sewers and the Smithy".
func JoinLocations(locs []rules.Location) string { return joinLocations(locs) }
