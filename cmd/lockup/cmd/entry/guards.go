package entry

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// GuardsOptions are the flags of `lockup guards turn` and `lockup guards
// card`.
type GuardsOptions struct {
	Options
	// Reveal is the location of the face-down guard card turned up on a
	// guard turn ("" when none is face down); Card its values, or the
	// values of the card turned up in the Lights Out phase.
	Reveal string
	Card   string
	// Drawn is the location card turned up; Placed the guard card it sends.
	Drawn  string
	Placed string
	// Location is where a guard card is turned up (guards card).
	Location string
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

// guardCardFlag reads a guard card typed in a flag or argument.
func guardCardFlag(name, s string) (rules.GuardCard, error) {
	if s == "" {
		return rules.GuardCard{}, nil
	}
	c, err := companion.ParseGuardCard(s)
	if err != nil {
		return c, &cmdutil.UsageError{Err: fmt.Errorf("%s: %w", name, err)}
	}
	return c, nil
}

func guardsTurnRun(opts *GuardsOptions) error {
	return opts.record(func(g *companion.Game) (p companion.Payload, err error) {
		if g.Solo == nil {
			return nil, &cmdutil.GameRefusal{Err: errors.New("refused: guard turns belong to solitary games; this game has several crews")}
		}
		reveal := rules.NoLocation
		legend := strings.EqualFold(strings.TrimSpace(opts.Reveal), "legend")
		if opts.Reveal != "" && !legend {
			if reveal, err = companion.MatchLocation(opts.Reveal); err != nil {
				return nil, &cmdutil.UsageError{Err: fmt.Errorf("--reveal: %w (or legend, for the guard card on the legend card in a Breakout game)", err)}
			}
		}
		if g.Solo.Decks == companion.AppDecks {
			if opts.Card != "" || opts.Drawn != "" || opts.Placed != "" {
				return nil, &cmdutil.UsageError{Err: errors.New("the app draws the guards' cards in this game: give only --reveal")}
			}
			e, err := g.GuardTurn(reveal, legend)
			if err != nil {
				return nil, &cmdutil.GameRefusal{Err: fmt.Errorf("refused: %w", err)}
			}
			return e, nil
		}
		e := &companion.GuardTurnEntry{Reveal: reveal, Legend: legend}
		if e.Revealed, err = guardCardFlag("--card", opts.Card); err != nil {
			return nil, err
		}
		if e.Placed, err = guardCardFlag("--placed", opts.Placed); err != nil {
			return nil, err
		}
		if opts.Drawn == "" {
			return nil, &cmdutil.UsageError{Err: errors.New("--drawn: which location card came up? a location (exercise-yard … chow-hall) or off-duty")}
		}
		if e.Drawn, err = rules.ParseLocationCard(strings.ReplaceAll(strings.ToLower(strings.TrimSpace(opts.Drawn)), " ", "-")); err != nil {
			return nil, &cmdutil.UsageError{Err: fmt.Errorf("--drawn: %w", err)}
		}
		return e, nil
	})
}

func guardsCardRun(opts *GuardsOptions) error {
	return opts.record(func(g *companion.Game) (p companion.Payload, err error) {
		e := &companion.GuardCardEntry{Legend: strings.EqualFold(strings.TrimSpace(opts.Location), "legend")}
		if !e.Legend {
			if e.Location, err = companion.MatchLocation(opts.Location); err != nil {
				return nil, &cmdutil.UsageError{Err: fmt.Errorf("LOCATION: %w (or legend, for the guard card on the legend card in a Breakout game)", err)}
			}
		}
		if e.Card, err = guardCardFlag("COLOUR:STRENGTH", opts.Card); err != nil {
			return nil, err
		}
		return e, nil
	})
}
