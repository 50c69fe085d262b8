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
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// ShapeshiftOptions are the arguments of `lockup shapeshift`.
type ShapeshiftOptions struct {
	IO *cmdutil.IOStreams
	// Lang is the language the entry and what it did are printed in
	// (Factory.Lang).
	Lang terms.Lang
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
	// Args are the words typed: [CREW] GOON...
	Args      []string
	Keep      string
	DeckEmpty bool
}

// NewCmdShapeshift makes lockup shapeshift; runF, when not nil, runs instead of its run.
func NewCmdShapeshift(f *cmdutil.Factory, runF func(*ShapeshiftOptions) error) *cobra.Command {
	opts := &ShapeshiftOptions{IO: f.IOStreams, Dirs: f.Dirs}
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
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			opts.Args = args
			if runF != nil {
				return runF(opts)
			}
			return shapeshiftRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Keep, "keep", "", "the goon the crew keeps (the guards keep theirs by their rule)")
	cmd.Flags().BoolVar(&opts.DeckEmpty, "deck-empty", false, "the goon deck ran out: fewer than three goons were drawn")
	cmdutil.GameFlag(cmd, &opts.GamePath)
	return cmd
}

func shapeshiftRun(opts *ShapeshiftOptions) error {
	l, g, err := cmdutil.OpenGame(opts.IO, opts.Dirs, opts.GamePath)
	defer l.Unlock()
	if err != nil {
		return err
	}
	x := g.Expect()
	args := opts.Args
	crew := x.Crew
	if x.Kind != companion.ExpectShapeshift {
		if len(args) == 0 {
			return &cmdutil.UsageError{Err: fmt.Errorf("no Shapeshifter waits for its draw now (%s)", x.Situation())}
		}
		if crew, err = g.MatchCrew(args[0]); err != nil {
			return err
		}
		args = args[1:]
	} else if len(args) > 0 {
		if c, err := g.MatchCrew(args[0]); err == nil && len(args) > companion.ShapeshiftDraw || err == nil && strings.EqualFold(c, crew) && len(args) > 1 {
			crew, args = c, args[1:]
		}
	}
	switch {
	case len(args) > companion.ShapeshiftDraw:
		return &cmdutil.UsageError{Err: fmt.Errorf("%d goons: a Shapeshifter draws %d", len(args), companion.ShapeshiftDraw)}
	case len(args) < companion.ShapeshiftDraw && !opts.DeckEmpty:
		return &cmdutil.UsageError{Err: fmt.Errorf("%d goon(s) given: a Shapeshifter draws %d; add --deck-empty if the goon deck ran out", len(args), companion.ShapeshiftDraw)}
	case len(args) == companion.ShapeshiftDraw && opts.DeckEmpty:
		return &cmdutil.UsageError{Err: errors.New("--deck-empty with three goons drawn: the deck did not run out")}
	}
	cards, err := cmdutil.NewCardFiller(opts.Dirs, g.Breakout != nil)
	if err != nil {
		return err
	}
	e := &companion.ShapeshiftEntry{Crew: crew}
	for _, a := range args {
		ge, typed, err := cmdutil.ParseGoonArgs([]string{rules.Sewers.Slug(), a})
		if err != nil {
			return &cmdutil.UsageError{Err: fmt.Errorf("GOON: %w", err)}
		}
		printed, err := cards.Fill(catalog.GoonCard, ge.Card, typed)
		if err != nil {
			return err
		}
		e.Drawn = append(e.Drawn, printed.Name)
		e.Printed = append(e.Printed, printed)
	}
	if crew == rules.Guards {
		if opts.Keep != "" {
			return &cmdutil.UsageError{Err: errors.New("--keep: the guards keep the goon showing the most suspicion icons by themselves")}
		}
		if err := g.GuardsKeep(e); err != nil {
			return &cmdutil.UsageError{Err: err}
		}
	} else if len(e.Drawn) > 0 {
		if opts.Keep == "" {
			return &cmdutil.UsageError{Err: fmt.Errorf("--keep: which goon does %s keep? one of %s", crew, strings.Join(e.Drawn, ", "))}
		}
		e.Keep = opts.Keep
		for _, d := range e.Drawn {
			if strings.EqualFold(d, strings.TrimSpace(opts.Keep)) {
				e.Keep = d
			}
		}
	}
	rep, err := cmdutil.RecordReport(opts.IO, opts.Dirs, l, g, e)
	if err != nil {
		return err
	}
	if err := cards.Save(); err != nil {
		return err
	}
	return cmdutil.Say(opts.IO, opts.Lang, l, rep)
}
