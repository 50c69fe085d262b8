package entry

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/text"
)

// LegendOptions are the arguments of `lockup legend card` and `lockup
// legend resolve`.
type LegendOptions struct {
	Options
	// Card is the legend card turned up (legend card); "" for resolve.
	Card string
	// Changes are --change values, as typed (legend resolve).
	Changes []string
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

// parseChanges reads --change values, matching each crew to the game's.
func parseChanges(g *companion.Game, values []string) ([]companion.Change, error) {
	var out []companion.Change
	for _, v := range values {
		c, err := input.ParseChange(v)
		if err != nil {
			return nil, &cmdutil.UsageError{Err: fmt.Errorf("--change %w", err)}
		}
		crew, err := g.MatchCrew(c.Crew)
		if err != nil {
			return nil, &cmdutil.UsageError{Err: fmt.Errorf("--change %q: %w", v, err)}
		}
		out = append(out, companion.Change{Crew: crew, Gain: c.Gain, Lose: c.Lose, Power: c.Power, Suspicion: c.Suspicion, Reputation: c.Reputation, Tomes: c.Tomes})
	}
	return out, nil
}

func legendRun(opts *LegendOptions) error {
	if opts.resolve {
		return opts.record(func(g *companion.Game) (companion.Payload, error) {
			changes, err := parseChanges(g, opts.Changes)
			if err != nil {
				return nil, err
			}
			card := ""
			if g.Breakout != nil {
				card = g.Breakout.Legend
			}
			return &companion.LegendEntry{Card: card, Changes: changes}, nil
		})
	}
	return opts.recordCards(func(g *companion.Game, cards *cmdutil.CardFiller) (p companion.Payload, err error) {
		e := &companion.LegendCardEntry{Card: text.Unabbreviated(cards.Names(catalog.LegendCard), opts.Card)}
		if cards.Catalog().Has(catalog.LegendCard, e.Card) {
			if e.Printed, err = cards.Fill(catalog.LegendCard, e.Card, catalog.Card{}); err != nil {
				return nil, err
			}
			e.Card = e.Printed.Name
		}
		return e, nil
	})
}
