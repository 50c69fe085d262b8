package entry

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// LegendOptions are the arguments of `lockup legend card` and `lockup
// legend resolve`.
type LegendOptions struct {
	Options
	// LegendWords are the card typed (legend card) or --change (legend
	// resolve).
	companion.LegendWords
	resolve bool
}

// NewCmdLegend makes lockup legend; runF, when not nil, runs instead of its run.
func NewCmdLegend(f *cmdutil.Factory, runF func(*LegendOptions) error) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "legend",
		Short: "Record a legend card turned up or resolved (Breakout)",
		Long: `legend records the Breakout legend cards: the card turned up at setup and in
each Patrol phase but the last (legend card NAME), and the active card
resolved after the Library (legend resolve), the tokens on it revealed and
ranked (Breakout rulebook, "Resolving the Legend Card").`,
		Example: `  lockup legend card "Tog the Ogre Brute"
  lockup legend resolve --change "Vera: +1 power, -1 gold, +2 stars"`,
	}
	cmd.AddCommand(newCmdLegendCard(f, runF), newCmdLegendResolve(f, runF))
	return cmd
}

func newCmdLegendCard(f *cmdutil.Factory, runF func(*LegendOptions) error) *cobra.Command {
	opts := &LegendOptions{}
	cmd := &cobra.Command{
		Use:   "card NAME",
		Short: "Record the legend card turned up",
		Long: `legend card records the legend card turned face up: the first at setup, then
the next in each Patrol phase but the last, once the active card went to the
bottom of the deck (Breakout rulebook, "Expansion Setup"; "Patrol Phase").
Its printed values come from your card catalog and are written into the game
file. With --decks app lockup turns the cards up itself (lockup next).`,
		Example: `  lockup legend card "Tog the Ogre Brute"`,
		Args:    wantArgs(1, 1, "legend card NAME"),
	}
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error { opts.Card = strings.TrimSpace(args[0]); return nil }, runF, legendRun)
}

func newCmdLegendResolve(f *cmdutil.Factory, runF func(*LegendOptions) error) *cobra.Command {
	opts := &LegendOptions{resolve: true}
	cmd := &cobra.Command{
		Use:   "resolve",
		Short: "Record the active legend card resolved after the Library",
		Long: `legend resolve records the active legend card resolved after the Library: the
tokens on it are revealed and ranked, and the crew ranked first gets the
card's icons (the guards 2 reputation stars in a solitary game) (Breakout
rulebook, "Resolving the Legend Card").

What the card does besides, played at the table, is entered with --change,
once per crew it changed: "CREW: +N WHAT, -N WHAT...", WHAT being scrap,
potions, iron, gold, power, suspicion, stars or tomes.`,
		Example: `  lockup legend resolve
  lockup legend resolve --change "Vera: +1 power, -1 gold, +2 stars"
  lockup legend resolve --change "Vera: +1 tome" --change "Isaac: -2 suspicion"`,
		Args: wantArgs(0, 0, "legend resolve [--change CHANGE]..."),
	}
	changeFlag(cmd, &opts.Changes)
	return leaf(f, cmd, opts, &opts.Options, nil, runF, legendRun)
}

// changeFlag adds --change, the changes a card played at the table made.
func changeFlag(cmd *cobra.Command, changes *[]string) {
	cmd.Flags().StringArrayVar(changes, "change", nil, `what the card did to one crew, as "CREW: +1 power, -1 gold, +2 stars" (repeated)`)
}

func legendRun(opts *LegendOptions) error {
	if opts.resolve {
		return opts.record(opts.ResolveEntry)
	}
	return opts.recordCards(opts.CardEntry)
}
