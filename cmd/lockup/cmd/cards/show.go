package cards

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// ShowOptions are the flags and argument of lockup cards show.
type ShowOptions struct {
	CatalogOptions
	// Name is the card's name, or a guard card colour.
	Name   string
	Kind   string
	Output string
}

// NewCmdShow makes lockup cards show; runF, when not nil, runs instead of
// showRun.
func NewCmdShow(f *cmdutil.Factory, runF func(*ShowOptions) error) *cobra.Command {
	opts := &ShowOptions{}
	cmd := &cobra.Command{
		Use:   "show <name>",
		Short: "Show the values of one card",
		Long: `Show prints every value of a card, "unknown" for those not typed yet. When a
name belongs to cards of two kinds, --kind says which. A colour (blue, green,
yellow or red) shows the guard cards of that colour.`,
		Example: `  lockup cards show "Sacred Robes"
  lockup cards show Explorer --output json
  lockup cards show red`,
		Args: cmdutil.ExactArgs(1),
	}
	addKindFlag(cmd, &opts.Kind)
	addOutputFlag(cmd, &opts.Output)
	return leaf(f, cmd, opts, &opts.CatalogOptions, func(args []string) error {
		opts.Name = args[0]
		return checkOutput(opts.Output)
	}, runF, showRun)
}

func showRun(opts *ShowOptions) error {
	kind, user, err := opts.loadKind(opts.Kind)
	if err != nil {
		return err
	}
	eff, err := catalog.EffectiveCatalog(user)
	if err != nil {
		return err
	}
	card, err := findCard(eff, opts.Name, kind)
	if colour, cerr := rules.ParseColour(strings.TrimSpace(opts.Name)); err != nil && cerr == nil && (kind == catalog.NoCardKind || kind == catalog.GuardCard) {
		return showColour(opts, user, eff, colour)
	}
	if err != nil {
		return err
	}
	return showCard(opts, card, catalog.CardSource(user, catalog.ShippedCatalog(), card))
}

func showCard(opts *ShowOptions, c catalog.Card, source string) error {
	if opts.Output == "json" {
		return cmdutil.WriteJSON(opts.IO.Out, catalog.ViewCard(c, source))
	}
	w := opts.IO.Out
	fmt.Fprintf(w, "%s (%s, %s box; %s)\n", c.Name, c.Kind, c.Expansion, source)
	unknown := c.StillUnknown()
	for _, f := range catalog.CardFields(c.Kind) {
		if f == catalog.FieldExpansion || !c.Knows(f) && !slices.Contains(unknown, f) {
			continue
		}
		fmt.Fprintf(w, "  %-11s %s\n", f, c.Value(f))
	}
	if m := unknown; len(m) > 0 {
		fmt.Fprintf(w, "Still unknown: %s (lockup cards edit %q)\n", strings.Join(m, ", "), c.Name)
	}
	return nil
}

// showColour shows the guard cards of a colour: lockup cards show red.
func showColour(opts *ShowOptions, user, eff *catalog.Catalog, colour rules.Colour) error {
	shipped := catalog.ShippedCatalog()
	var cards []catalog.Card
	for _, c := range eff.Cards() {
		if c.Kind == catalog.GuardCard && c.Colour == colour {
			cards = append(cards, c)
		}
	}
	if len(cards) == 0 {
		return refuse("no %s guard cards in the catalog; type them with: lockup cards guards %s STRENGTH...", colour, colour)
	}
	if opts.Output == "json" {
		return cmdutil.WriteJSON(opts.IO.Out, catalog.ViewCards(user, cards))
	}
	w := opts.IO.Out
	fmt.Fprintf(w, "%d %s guard cards (the core game has %d, Breakout adds %d):\n", len(cards), colour, rules.CoreGuardCards(colour), rules.BreakoutGuardCards)
	for _, c := range cards {
		values := "strength " + c.Value(catalog.FieldStrength)
		if c.Special.Known && c.Special.Value {
			values += ", special"
		}
		if m := c.StillUnknown(); len(m) > 0 {
			values += "; still unknown: " + strings.Join(m, ", ")
		}
		fmt.Fprintf(w, "  %-9s %s (%s box; %s)\n", c.Name, values, c.Expansion, catalog.CardSource(user, shipped, c))
	}
	return nil
}
