package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// ShapeshiftOptions are the arguments of `lockup shapeshift`.
type ShapeshiftOptions struct {
	Options
	// ShapeshiftWords are the words typed, [CREW] GOON..., --keep and
	// --deck-empty.
	companion.ShapeshiftWords
}

// NewCmdShapeshift makes lockup shapeshift; runF, when not nil, runs instead of its run.
func NewCmdShapeshift(f *cmdutil.Factory, runF func(*ShapeshiftOptions) error) *cobra.Command {
	opts := &ShapeshiftOptions{}
	cmd := &cobra.Command{
		Use:   "shapeshift [CREW] GOON GOON GOON [--keep GOON]",
		Short: "Record the goons a Shapeshifter draws and the one kept (Breakout)",
		Long: `shapeshift records what a Shapeshifter brought: recruited, it is discarded,
three goons are drawn from the top of the goon deck, the crew keeps one and
discards the others; a Shapeshifter kept draws again (Breakout rulebook, "Goon
Cards – Shapeshifters"). Give the three goons as drawn, each as CARD, or
CARD:SUSPICION[:RESOURCE] when your card catalog does not know it, and the
one kept with --keep. The guards keep the one showing the most suspicion
icons by themselves. With fewer than three goons left in the deck, give
those drawn and --deck-empty; a goon drawn alone is kept without --keep.

The crew may be left out when the game waits for its Shapeshifter.`,
		Example: `  lockup shapeshift Vera "Grub the Dwarf" Moss Rook --keep Rook
  lockup shapeshift guards "Grub the Dwarf" Moss Rook
  lockup shapeshift Vera Moss --deck-empty`,
		Args: wantArgs(0, 4, "shapeshift [CREW] GOON GOON GOON [--keep GOON]"),
	}
	cmd.Flags().StringVar(&opts.Keep, "keep", "", "the goon the crew keeps (the guards keep theirs by their rule)")
	cmd.Flags().BoolVar(&opts.DeckEmpty, "deck-empty", false, "the goon deck ran out: fewer than three goons were drawn")
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error { opts.Args = args; return nil }, runF, shapeshiftRun)
}

func shapeshiftRun(opts *ShapeshiftOptions) error {
	return opts.recordCards(opts.ShapeshiftWords.Entry)
}
