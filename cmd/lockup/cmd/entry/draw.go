package entry

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// DrawOptions are the arguments of `lockup draw item` and `lockup draw goon`.
type DrawOptions struct {
	Options
	// DrawWords are the card typed, --space for an item.
	companion.DrawWords
}

// NewCmdDraw makes lockup draw; runF, when not nil, runs instead of its run.
func NewCmdDraw(f *cmdutil.Factory, runF func(*DrawOptions) error) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "draw",
		Short: "Record a card drawn for the item display or a goon space (Patrol)",
		Long: `draw records the cards the Patrol phase draws: item cards to refill the item
display (step 2) and goon cards for the goon spaces the advance left empty
(step 3) (core rulebook, "III. Patrol Phase").

When a deck runs out, record the next step with lockup patrol --deck-empty: the
spaces left stay empty (ruling empty-deck).`,
		Example: `  lockup draw item Lockpick
  lockup draw goon sewers Grub:1
  lockup draw goon sewers Gil:1:gold`,
	}
	cmd.AddCommand(newCmdDrawItem(f, runF), newCmdDrawGoon(f, runF))
	return cmd
}

func newCmdDrawItem(f *cmdutil.Factory, runF func(*DrawOptions) error) *cobra.Command {
	opts := &DrawOptions{}
	cmd := &cobra.Command{
		Use:   "item CARD",
		Short: "Record an item card entering the item display",
		Long: `draw item records an item card drawn from the item deck into the item display,
in step 2 of the Patrol phase: the display holds one card per crew plus one
(core rulebook, "III. Patrol Phase – 2. Refill Item Display"). It goes to the
first empty space, or to --space N (1 is next to the item deck).`,
		Example: `  lockup draw item Lockpick
  lockup draw item Rope --space 3`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return &cmdutil.UsageError{Err: fmt.Errorf("give the item card drawn, e.g. lockup draw item Lockpick")}
			}
			return nil
		},
	}
	cmd.Flags().IntVar(&opts.Space, "space", 0, "the item display space, 1 next to the item deck (default: the first empty one)")
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error {
		opts.Item = args[0]
		return nil
	}, runF, drawRun)
}

func newCmdDrawGoon(f *cmdutil.Factory, runF func(*DrawOptions) error) *cobra.Command {
	opts := &DrawOptions{}
	cmd := &cobra.Command{
		Use:   "goon [LOCATION] CARD[:SUSPICION[:RESOURCE]]",
		Short: "Record a goon card entering an empty goon space",
		Long: `draw goon records a goon card drawn from the goon deck into an empty goon space
after the goons advanced, in step 3 of the Patrol phase (core rulebook, "III.
Patrol Phase – 3. Advance Goon Cards"). LOCATION is sewers, infirmary, smithy,
commissary or chow-hall (or its printed name, "Chow Hall"); it may be left
out when one goon space only is empty.

The card's printed values (type, suspicion icons, valuables, effects, a
Bandit's resource) come from your card catalog (lockup cards) and are written
into the game file, so a replay never reads the catalog. The suspicion icons
and a Bandit's resource may be typed after colons: Grub:1, or Gil:1:gold (a
resource makes the card a Bandit); what you type is kept in your catalog. A
card whose values are not all known is refused, naming them; type them once
with lockup cards edit NAME --kind goon --set FIELD=VALUE. An item drawn takes
its values from the catalog the same way.`,
		Example: `  lockup draw goon sewers Grub:1
  lockup draw goon Grub:1          # the one empty goon space
  lockup draw goon infirmary Gil:1:gold
  lockup draw goon sewers Snag     # the catalog knows Snag`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 1 || len(args) > 2 {
				return &cmdutil.UsageError{Err: fmt.Errorf("give the location and the goon card, e.g. lockup draw goon sewers Grub:1")}
			}
			return nil
		},
	}
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error { opts.Goon = args; return nil }, runF, drawRun)
}

func drawRun(opts *DrawOptions) error { return opts.recordCards(opts.DrawWords.Entry) }
