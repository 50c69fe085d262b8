package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// GuardsOptions are the flags of `lockup guards turn` and `lockup guards
// card`.
type GuardsOptions struct {
	Options
	// GuardsWords are the flags of guards turn, the words of guards card.
	companion.GuardsWords
}

// NewCmdGuards makes lockup guards and its subcommands turn and card;
// runTurn and runCard, when not nil, run instead of theirs.
func NewCmdGuards(f *cmdutil.Factory, runTurn, runCard func(*GuardsOptions) error) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "guards",
		Short: "Record the guards' cards in a solitary game",
		Long: `guards records what the guard cards do in a solitary game (core rulebook,
"Solitary Mode"). What needs no choice (the deal of the guard cards, the
guards' rewards by their own rules, every card the app draws) the table makes
by itself after each entry, or with lockup next.`,
		Example: `  lockup guards turn --reveal smithy --card blue:2 --drawn chow-hall \
    --placed green:3
  lockup guards card cell-block yellow:3:special`,
		Args: cmdutil.MaxArgs(0),
	}
	cmd.AddCommand(newCmdGuardsTurn(f, runTurn), newCmdGuardsCard(f, runCard))
	return cmd
}

func newCmdGuardsTurn(f *cmdutil.Factory, runF func(*GuardsOptions) error) *cobra.Command {
	opts := &GuardsOptions{}
	cmd := &cobra.Command{
		Use:   "turn",
		Short: "Record a guard turn of the Roll Call phase",
		Long: `turn records a guard turn (core rulebook, "Solitary Mode – Roll Call Phase"):
you turn up one face-down guard card of your choice (--reveal), then the top
location card (--drawn); a location card sends the top guard card face up to
its location (--placed), Off Duty sends none. With Breakout the guard card
face down on the legend card is one of them: --reveal legend turns it up
(ruling bo-solo-legend-card).

At a real table (decks: table) give what the cards show: a guard card as
COLOUR:STRENGTH, with :special for the special card. When the app runs the
decks (decks: app), give only --reveal: the app draws the rest.`,
		Example: `  lockup guards turn --reveal smithy --card blue:2 --drawn chow-hall \
    --placed green:3
  lockup guards turn --reveal cell-block --card red:4:special --drawn off-duty
  lockup guards turn --reveal sewers
  lockup guards turn --reveal legend`,
		Args: cmdutil.MaxArgs(0),
	}
	cmd.Flags().StringVar(&opts.Reveal, "reveal", "", "the location of the face-down guard card you turn up, or legend for the one on the legend card (Breakout)")
	cmd.Flags().StringVar(&opts.Card, "card", "", "what that guard card shows, as COLOUR:STRENGTH[:special] (table decks)")
	cmd.Flags().StringVar(&opts.Drawn, "drawn", "", "the location card turned up: a location, or off-duty (table decks)")
	cmd.Flags().StringVar(&opts.Placed, "placed", "", "the guard card the location card sends there, as COLOUR:STRENGTH[:special] (table decks)")
	return leaf(f, cmd, opts, &opts.Options, nil, runF, guardsTurnRun)
}

func newCmdGuardsCard(f *cmdutil.Factory, runF func(*GuardsOptions) error) *cobra.Command {
	opts := &GuardsOptions{}
	cmd := &cobra.Command{
		Use:   "card LOCATION COLOUR:STRENGTH[:special]",
		Short: "Record a guard card turned up in the Lights Out phase",
		Long: `card records what a face-down guard card shows when the Lights Out phase
reaches its location and turns it up (core rulebook, "Solitary Mode – Lights
Out Phase"). With Breakout, LOCATION legend is the guard card on the legend
card, turned up after the Library. When the app runs the decks, it turns the
cards up by itself.`,
		Example: `  lockup guards card smithy blue:3
  lockup guards card cell-block yellow:3:special
  lockup guards card legend blue:2`,
		Args: wantArgs(2, 2, "guards card LOCATION COLOUR:STRENGTH[:special]"),
	}
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error { opts.Location, opts.Card = args[0], args[1]; return nil }, runF, guardsCardRun)
}

func guardsTurnRun(opts *GuardsOptions) error { return opts.record(opts.TurnEntry) }

func guardsCardRun(opts *GuardsOptions) error { return opts.record(opts.CardEntry) }
