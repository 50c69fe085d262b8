package cmd

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	safetext "github.com/lockup-companion/lockup/companion/text"
)

// cardsGuards stores a whole colour of guard cards: lockup cards guards
// COLOUR STRENGTH... [--special N].
func cardsGuards(opts *cardsOptions, path string, user *catalog.Catalog) error {
	colour, err := rules.ParseColour(strings.TrimSpace(opts.Name))
	if err != nil {
		msg := fmt.Sprintf("%q is not a guard card colour (blue, green, yellow or red)", opts.Name)
		if best := safetext.Closest(opts.Name, guardColourNames()); best != "" {
			msg += fmt.Sprintf("; did you mean %q?", best)
		}
		return cardsRefuse("%s", msg)
	}
	want := rules.CoreGuardCards(colour)
	if opts.BreakoutSet && (opts.Breakout < 0 || opts.Breakout > rules.MaxStrength) {
		return cardsRefuse("--breakout %d: a guard card shows a strength from 0 to %d", opts.Breakout, rules.MaxStrength)
	}
	if len(opts.Strengths) == 0 && opts.BreakoutSet {
		if len(opts.Special) > 0 {
			return cardsRefuse("--special: Breakout's %s guard card is never special (the level's one special card is a core game card); leave --special out", colour)
		}
		return cardsBreakoutGuard(opts, path, user, colour)
	}
	if len(opts.Strengths) == 0 {
		return cardsRefuse("give the strength of each of the %d %s guard cards after the colour (or Breakout's card alone with --breakout STRENGTH)", want, colour)
	}
	cards := make([]rules.GuardCard, len(opts.Strengths))
	for i, text := range opts.Strengths {
		n, err := strconv.Atoi(strings.TrimSpace(text))
		if err != nil || n < 0 || n > rules.MaxStrength {
			return cardsRefuse("strength %d (%q) is not a whole number from 0 to %d", i+1, text, rules.MaxStrength)
		}
		cards[i] = rules.GuardCard{Colour: colour, Strength: n}
	}
	if len(cards) != want {
		return cardsRefuse("%d %s strengths given; the core game has %d %s guard cards: give the strength of each", len(cards), colour, want, colour)
	}
	switch special := opts.Special; {
	case !colour.MayBeSpecial() && len(special) > 0:
		return cardsRefuse("--special: a %s guard card is never special (only one yellow and one red card are); leave --special out", colour)
	case colour.MayBeSpecial() && len(special) == 0:
		return cardsRefuse("one of the %d %s guard cards is special: say which with --special N, N its place among the strengths given (1 to %d)", want, colour, want)
	case len(special) > 1:
		return cardsRefuse("--special is given %d times; exactly one %s guard card is special", len(special), colour)
	case len(special) == 1 && (special[0] < 1 || special[0] > len(cards)):
		return cardsRefuse("--special %d: give the place of the special card among the strengths, 1 to %d", special[0], len(cards))
	case len(special) == 1:
		cards[special[0]-1].Special = true
	}
	stored, replaced, err := user.SetGuardColour(colour, cards)
	if err != nil {
		return cardsRefuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
	}
	if opts.BreakoutSet {
		card, more, err := user.SetBreakoutGuard(colour, opts.Breakout)
		if err != nil {
			return cardsRefuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
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
		fmt.Fprintln(w, wrapText(fmt.Sprintf("They replace %s.", strings.Join(replaced, ", ")), opts.IO.TerminalWidth(), "", ""))
	}
	return nil
}

// cardsBreakoutGuard stores the Breakout guard card of a colour alone:
// lockup cards guards COLOUR --breakout STRENGTH.
func cardsBreakoutGuard(opts *cardsOptions, path string, user *catalog.Catalog, colour rules.Colour) error {
	card, replaced, err := user.SetBreakoutGuard(colour, opts.Breakout)
	if err != nil {
		return cardsRefuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
	}
	if err := catalog.SaveCatalog(path, user); err != nil {
		return err
	}
	w := opts.IO.Out
	fmt.Fprintf(w, "Stored Breakout's %s guard card in %s:\n", colour, path)
	fmt.Fprintf(w, "  %-9s strength %d (Breakout box)\n", card.Name, card.Strength.Value)
	if len(replaced) > 0 {
		fmt.Fprintln(w, wrapText(fmt.Sprintf("It replaces %s.", strings.Join(replaced, ", ")), opts.IO.TerminalWidth(), "", ""))
	}
	return nil
}

// guardColourNames are the guard card colours, for messages and
// completion.
func guardColourNames() []string {
	out := make([]string, 0, rules.Red)
	for c := rules.Blue; c <= rules.Red; c++ {
		out = append(out, c.String())
	}
	return out
}
