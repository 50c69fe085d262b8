package cmd

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// cardsLocationCard stores what Breakout's location card shows: lockup
// cards location-card SHOWS.
func cardsLocationCard(opts *cardsOptions, path string, user *catalog.Catalog) error {
	shows, err := catalog.ParseBreakoutLocation(opts.Name)
	if err != nil {
		return cardsRefuse("%s", err)
	}
	old, _ := user.BreakoutLocation()
	card, err := user.SetBreakoutLocation(shows)
	if err != nil {
		return cardsRefuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
	}
	if err := catalog.SaveCatalog(path, user); err != nil {
		return err
	}
	fmt.Fprintf(opts.IO.Out, "Stored in %s: %s shows %s.\n", path, card.Name, card.Shows)
	if old != rules.NoLocationCard && old != shows {
		fmt.Fprintf(opts.IO.Out, "It showed %s before.\n", old)
	}
	return nil
}
