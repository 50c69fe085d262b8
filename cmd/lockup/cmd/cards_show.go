package cmd

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

func cardsShow(opts *cardsOptions, c catalog.Card, source string) error {
	if opts.Output == "json" {
		return cardsWriteJSON(opts.IO.Out, toCardJSON(c, source))
	}
	w := opts.IO.Out
	fmt.Fprintf(w, "%s (%s, %s box; %s)\n", c.Name, c.Kind, c.Expansion, source)
	unknown := stillUnknown(c)
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

// cardsShowColour shows the guard cards of a colour: lockup cards show red.
func cardsShowColour(opts *cardsOptions, user, eff *catalog.Catalog, colour rules.Colour) error {
	shipped := catalog.ShippedCatalog()
	var cards []catalog.Card
	for _, c := range eff.Cards() {
		if c.Kind == catalog.GuardCard && c.Colour == colour {
			cards = append(cards, c)
		}
	}
	if len(cards) == 0 {
		return cardsRefuse("no %s guard cards in the catalog; type them with: lockup cards guards %s STRENGTH...", colour, colour)
	}
	if opts.Output == "json" {
		out := make([]cardJSON, len(cards))
		for i, c := range cards {
			out[i] = toCardJSON(c, cardsSource(user, shipped, c))
		}
		return cardsWriteJSON(opts.IO.Out, out)
	}
	w := opts.IO.Out
	fmt.Fprintf(w, "%d %s guard cards (the core game has %d, Breakout adds %d):\n", len(cards), colour, rules.CoreGuardCards(colour), rules.BreakoutGuardCards)
	for _, c := range cards {
		values := "strength " + c.Value(catalog.FieldStrength)
		if c.Special.Known && c.Special.Value {
			values += ", special"
		}
		if m := stillUnknown(c); len(m) > 0 {
			values += "; still unknown: " + strings.Join(m, ", ")
		}
		fmt.Fprintf(w, "  %-9s %s (%s box; %s)\n", c.Name, values, c.Expansion, cardsSource(user, shipped, c))
	}
	return nil
}
