package newgame

import (
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
)

// What lockup play asks of a setup started without its cards (the item
// display, the goon cards): the same forms and checks as lockup new's
// (NewSetupNames without goals, BuildSetupNamesForm, SetupPreview,
// BuildSetupValuesForm).

// Cards are the setup cards the names answered, for the game g.
func (n *SetupNames) Cards(g companion.Game) ([]*companion.SetupCard, error) {
	opts := &newOptions{}
	n.apply(opts)
	return newSetupCards(opts, g)
}

// CardEntry fills the card's printed values (cards, the catalog with the
// values typed) into the entry that lays it on the board: the item
// display's, or its goon space's.
func CardEntry(cards *catalog.Filler, c *companion.SetupCard) (companion.Payload, error) {
	printed, err := cards.Fill(c.Kind, c.Name, c.Card)
	if err != nil {
		return nil, err
	}
	if c.Kind == catalog.GoonCard {
		return &companion.GoonCardEntry{Card: c.Name, Location: c.Loc, Printed: printed}, nil
	}
	return &companion.DisplayCardEntry{Card: c.Name, Printed: printed}, nil
}
