package cards

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// LocationCardOptions are the argument of lockup cards location-card.
type LocationCardOptions struct {
	CatalogOptions
	// Shows is what the card shows: a location, or off-duty.
	Shows string
}

// NewCmdLocationCard makes lockup cards location-card; runF, when not nil,
// runs instead of locationCardRun.
func NewCmdLocationCard(f *cmdutil.Factory, runF func(*LocationCardOptions) error) *cobra.Command {
	opts := &LocationCardOptions{}
	cmd := &cobra.Command{
		Use:   "location-card <shows>",
		Short: "Type what Breakout's solo location card shows",
		Long: `Location-card stores what the location card Breakout adds to the solo
location deck shows, for solo Breakout games whose decks lockup deals: the
rulebook does not print it, so you type it once. Give the location it shows
(exercise-yard, sewers, infirmary, smithy, commissary, chow-hall or
cell-block), or off-duty. The catalog keeps it as the location card
"` + catalog.BreakoutLocationCard + `".`,
		Example: `  lockup cards location-card cell-block
  lockup cards show "` + catalog.BreakoutLocationCard + `"`,
		Args: cmdutil.ExactArgs(1),
	}
	return leaf(f, cmd, opts, &opts.CatalogOptions, func(args []string) error { opts.Shows = args[0]; return nil }, runF, locationCardRun)
}

// locationCardRun stores what Breakout's location card shows: lockup
// cards location-card SHOWS.
func locationCardRun(opts *LocationCardOptions) error {
	path, user, _, err := opts.load(false)
	if err != nil {
		return err
	}
	shows, err := catalog.ParseBreakoutLocation(opts.Shows)
	if err != nil {
		return refuse("%s", err)
	}
	old, _ := user.BreakoutLocation()
	card, err := user.SetBreakoutLocation(shows)
	if err != nil {
		return refuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
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
