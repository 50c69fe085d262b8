package entry

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// ShapeshiftOptions are the arguments of `lockup shapeshift`.
type ShapeshiftOptions struct {
	Options
	// Args are the words typed: [CREW] GOON...
	Args      []string
	Keep      string
	DeckEmpty bool
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
those drawn and --deck-empty.

The crew may be left out when the game waits for its Shapeshifter.`,
		Example: `  lockup shapeshift Vera "Grub the Dwarf" Moss Rook --keep Rook
  lockup shapeshift guards "Grub the Dwarf" Moss Rook
  lockup shapeshift Vera Moss --deck-empty --keep Moss`,
		Args: wantArgs(0, 4, "shapeshift [CREW] GOON GOON GOON [--keep GOON]"),
	}
	cmd.Flags().StringVar(&opts.Keep, "keep", "", "the goon the crew keeps (the guards keep theirs by their rule)")
	cmd.Flags().BoolVar(&opts.DeckEmpty, "deck-empty", false, "the goon deck ran out: fewer than three goons were drawn")
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error { opts.Args = args; return nil }, runF, shapeshiftRun)
}

func shapeshiftRun(opts *ShapeshiftOptions) error {
	return opts.recordCards(func(g *companion.Game, cards *cmdutil.CardFiller) (p companion.Payload, err error) {
		x := g.Expect()
		args := opts.Args
		crew := x.Crew
		if x.Kind != companion.ExpectShapeshift {
			if len(args) == 0 {
				return nil, &cmdutil.UsageError{Err: fmt.Errorf("no Shapeshifter waits for its draw now (%s)", x.Situation())}
			}
			if crew, err = g.MatchCrew(args[0]); err != nil {
				return nil, err
			}
			args = args[1:]
		} else if len(args) > 0 {
			if c, err := g.MatchCrew(args[0]); err == nil && len(args) > companion.ShapeshiftDraw || err == nil && strings.EqualFold(c, crew) && len(args) > 1 {
				crew, args = c, args[1:]
			}
		}
		switch {
		case len(args) > companion.ShapeshiftDraw:
			return nil, &cmdutil.UsageError{Err: fmt.Errorf("%d goons: a Shapeshifter draws %d", len(args), companion.ShapeshiftDraw)}
		case len(args) < companion.ShapeshiftDraw && !opts.DeckEmpty:
			return nil, &cmdutil.UsageError{Err: fmt.Errorf("%d goon(s) given: a Shapeshifter draws %d; add --deck-empty if the goon deck ran out", len(args), companion.ShapeshiftDraw)}
		case len(args) == companion.ShapeshiftDraw && opts.DeckEmpty:
			return nil, &cmdutil.UsageError{Err: errors.New("--deck-empty with three goons drawn: the deck did not run out")}
		}
		e := &companion.ShapeshiftEntry{Crew: crew}
		for _, a := range args {
			ge, typed, err := cmdutil.ParseGoonArgs([]string{rules.Sewers.Slug(), a})
			if err != nil {
				return nil, &cmdutil.UsageError{Err: fmt.Errorf("GOON: %w", err)}
			}
			printed, err := cards.Fill(catalog.GoonCard, ge.Card, typed)
			if err != nil {
				return nil, err
			}
			e.Drawn = append(e.Drawn, printed.Name)
			e.Printed = append(e.Printed, printed)
		}
		if crew == rules.Guards {
			if opts.Keep != "" {
				return nil, &cmdutil.UsageError{Err: errors.New("--keep: the guards keep the goon showing the most suspicion icons by themselves")}
			}
			if err := g.GuardsKeep(e); err != nil {
				return nil, &cmdutil.UsageError{Err: err}
			}
		} else if len(e.Drawn) > 0 {
			if opts.Keep == "" {
				return nil, &cmdutil.UsageError{Err: fmt.Errorf("--keep: which goon does %s keep? one of %s", crew, strings.Join(e.Drawn, ", "))}
			}
			e.Keep = opts.Keep
			for _, d := range e.Drawn {
				if strings.EqualFold(d, strings.TrimSpace(opts.Keep)) {
					e.Keep = d
				}
			}
		}
		return e, nil
	})
}
