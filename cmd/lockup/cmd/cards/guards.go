package cards

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// GuardsOptions are the flags and arguments of lockup cards guards.
type GuardsOptions struct {
	CatalogOptions
	// TypedGuards are the colour and strengths typed, the places (from
	// 1) given with --special, and the strength of the colour's Breakout
	// guard card (--breakout), when BreakoutSet.
	catalog.TypedGuards
}

// NewCmdGuards makes lockup cards guards; runF, when not nil, runs instead
// of guardsRun.
func NewCmdGuards(f *cmdutil.Factory, runF func(*GuardsOptions) error) *cobra.Command {
	opts := &GuardsOptions{}
	cmd := &cobra.Command{
		Use:   "guards <colour> [<strength>...] [--breakout N]",
		Short: "Type the strengths of one colour of solo guard cards",
		Long: `Guards stores the guard cards of one colour, for solo games whose decks lockup
deals: the rulebooks print no strengths, so you type them once. Give the
colour, then the strength of every card of that colour in the core game's box:
7 blue, or 5 green, yellow or red. The cards are named in the order given,
"blue 1" to "blue 7" ("red 1" to "red 5"), and replace the colour's core game
guard cards already in your catalog.

One yellow card and one red card are special: --special N marks the N-th
strength given. Blue and green cards are never special.

Breakout adds one card of each colour to the solo guard deck: --breakout N
stores the strength of the colour's Breakout card, named "blue 8" ("green
6", "yellow 6", "red 6"), with the core cards or alone. The rulebook does not
say a Breakout card can be special, and a deck holds exactly one special
card, so a Breakout card never is. The strengths in the examples below are
made up: type what your own cards show.`,
		Example: `  lockup cards guards blue 1 1 2 2 3 3 4
  lockup cards guards red 2 3 3 4 5 --special 3
  lockup cards guards green --breakout 3`,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) == 0 {
				return &cmdutil.UsageError{Err: errors.New("give a colour (blue, green, yellow or red), then the strength of each of its cards")}
			}
			return nil
		},
	}
	cmd.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		// A negative strength reads as a flag ("-2"): say what it is.
		if _, arg, ok := strings.Cut(err.Error(), "unknown shorthand flag: "); ok {
			if _, arg, ok = strings.Cut(arg, " in "); ok {
				if n, nerr := strconv.Atoi(arg); nerr == nil && n < 0 {
					return &cmdutil.UsageError{Err: fmt.Errorf("strength %d is negative: a guard card shows a strength from 0 to %d", n, rules.MaxStrength)}
				}
			}
		}
		return cmdutil.FlagError(c, err)
	})
	cmd.Flags().IntSliceVar(&opts.Special, "special", nil, "mark the `N`-th strength given as the special card (yellow and red)")
	cmd.Flags().IntVar(&opts.Breakout, "breakout", 0, "the `strength` the colour's Breakout guard card shows")
	return leaf(f, cmd, opts, &opts.CatalogOptions, func(args []string) error {
		opts.Colour, opts.Strengths = args[0], args[1:]
		opts.BreakoutSet = cmd.Flags().Changed("breakout")
		return nil
	}, runF, guardsRun)
}

// guardsRun stores a whole colour of guard cards: lockup cards guards
// COLOUR STRENGTH... [--special N].
func guardsRun(opts *GuardsOptions) error {
	path, user, unlock, err := opts.load(true)
	defer unlock()
	if err != nil {
		return err
	}
	colour, cards, err := opts.TypedGuards.Read()
	if err != nil {
		return refuse("%s", err)
	}
	if cards == nil {
		return storeBreakoutGuard(opts, path, user, colour)
	}
	stored, replaced, err := user.SetGuardColour(colour, cards)
	if err != nil {
		return refuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
	}
	if opts.BreakoutSet {
		card, more, err := user.SetBreakoutGuard(colour, opts.Breakout)
		if err != nil {
			return refuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
		}
		stored, replaced = append(stored, card), append(replaced, more...)
	}
	if err := catalog.SaveCatalog(path, user); err != nil {
		return err
	}
	w := opts.IO.Out
	fmt.Fprintf(w, "Stored the %d %s guard cards in %s:\n", len(stored), colour, path)
	for _, c := range stored {
		special := ""
		if c.Special.Value {
			special = ", special"
		}
		if c.Expansion == catalog.BreakoutExpansion {
			special += " (Breakout box)"
		}
		fmt.Fprintf(w, "  %-9s strength %d%s\n", c.Name, c.Strength.Value, special)
	}
	if len(replaced) > 0 {
		fmt.Fprintln(w, cmdutil.WrapText(fmt.Sprintf("They replace %s.", strings.Join(replaced, ", ")), opts.IO.TerminalWidth(), "", ""))
	}
	return nil
}

// cardsBreakoutGuard stores the Breakout guard card of a colour alone:
// lockup cards guards COLOUR --breakout STRENGTH.
func storeBreakoutGuard(opts *GuardsOptions, path string, user *catalog.Catalog, colour rules.Colour) error {
	card, replaced, err := user.SetBreakoutGuard(colour, opts.Breakout)
	if err != nil {
		return refuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
	}
	if err := catalog.SaveCatalog(path, user); err != nil {
		return err
	}
	w := opts.IO.Out
	fmt.Fprintf(w, "Stored Breakout's %s guard card in %s:\n", colour, path)
	fmt.Fprintf(w, "  %-9s strength %d (Breakout box)\n", card.Name, card.Strength.Value)
	if len(replaced) > 0 {
		fmt.Fprintln(w, cmdutil.WrapText(fmt.Sprintf("It replaces %s.", strings.Join(replaced, ", ")), opts.IO.TerminalWidth(), "", ""))
	}
	return nil
}
