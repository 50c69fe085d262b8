package entry

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// DrawOptions are the arguments of `lockup draw item` and `lockup draw goon`.
type DrawOptions struct {
	Options
	// Payload is the display-card or goon-card entry to record.
	Payload companion.Payload
	// Space is the item display space (--space); 0 for the first empty one.
	Space int
	// Goon is [LOCATION] CARD[:SUSPICION[:RESOURCE]] for a goon card.
	Goon []string
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
		opts.Payload = &companion.DisplayCardEntry{Card: strings.TrimSpace(args[0]), Space: opts.Space}
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

func drawRun(opts *DrawOptions) error {
	return opts.recordCards(func(g *companion.Game, cards *cmdutil.CardFiller) (companion.Payload, error) {
		p := opts.Payload
		var typed catalog.Card
		if opts.Goon != nil {
			args := opts.Goon
			if len(args) == 1 {
				empty := g.EmptyGoonSpaces()
				if len(empty) != 1 {
					return nil, &cmdutil.UsageError{Err: fmt.Errorf("name the goon space: %s are empty, e.g. lockup draw goon %s %s", joinSlugs(empty), firstSlug(empty), args[0])}
				}
				args = []string{empty[0].Slug(), args[0]}
			}
			e, t, err := cmdutil.ParseGoonArgs(args)
			if err != nil {
				return nil, &cmdutil.UsageError{Err: err}
			}
			p, typed = e, t
		}
		// The card's printed values are written into the entry, so a replay
		// never depends on the catalog; the card takes the catalog's spelling.
		var err error
		switch e := p.(type) {
		case *companion.GoonCardEntry:
			if e.Printed, err = cards.Fill(catalog.GoonCard, e.Card, typed); err != nil {
				return nil, err
			}
			e.Card = e.Printed.Name
		case *companion.DisplayCardEntry:
			if e.Printed, err = cards.Fill(catalog.ItemCard, e.Card, typed); err != nil {
				return nil, err
			}
			e.Card = e.Printed.Name
		}
		return p, nil
	})
}

func joinSlugs(ls []rules.Location) string {
	if len(ls) == 0 {
		return "no goon spaces"
	}
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = l.Slug()
	}
	return strings.Join(out, ", ")
}

func firstSlug(ls []rules.Location) string {
	if len(ls) == 0 {
		return "sewers"
	}
	return ls[0].Slug()
}
