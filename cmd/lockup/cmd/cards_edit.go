package cmd

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

func cardsEdit(opts *cardsOptions, path string, user *catalog.Catalog, kind catalog.CardKind) error {
	eff, err := catalog.EffectiveCatalog(user)
	if err != nil {
		return err
	}
	var card catalog.Card
	exists := slices.ContainsFunc(eff.Find(opts.Name), func(c catalog.Card) bool { return kind == catalog.NoCardKind || c.Kind == kind })
	switch {
	case exists:
		if card, err = cardsFind(eff, opts.Name, kind); err != nil {
			return err
		}
	case kind == catalog.NoCardKind:
		return cardsRefuse("%q is not in the catalog; to add it, say its kind with --kind (%s)", opts.Name, catalog.CardKindForms)
	default:
		card = catalog.Card{Kind: kind, Name: strings.Join(strings.Fields(opts.Name), " ")}
		if first, _, _ := strings.Cut(card.Name, " "); kind == catalog.GuardCard {
			// A new guard card named after its colour ("green 1") starts
			// with that colour.
			card.Colour, _ = rules.ParseColour(first)
		}
		if kind.BreakoutOnly() {
			card.Expansion = catalog.BreakoutExpansion
		}
		if err := card.Check(); err != nil {
			return cardsRefuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
		}
	}
	switch {
	case len(opts.Sets) > 0:
		for _, s := range opts.Sets {
			key, value, ok := strings.Cut(s, "=")
			key = strings.TrimSpace(key)
			if !ok {
				return cardsRefuse("--set %q: write key=value, with a key among %s", s, strings.Join(catalog.CardFields(card.Kind), ", "))
			}
			if err := card.SetValue(key, value); err != nil {
				shown := key
				if strings.ContainsFunc(key, func(r rune) bool { return !unicode.IsPrint(r) || r == ' ' }) {
					shown = strconv.Quote(key) // never a control character raw
				}
				return cardsRefuse("--set %s: %s", shown, strings.TrimPrefix(err.Error(), key+": "))
			}
		}
	case card.Kind.BreakoutOnly() && len(cardQuestions(&card, cardAsk{})) == 0:
		// Nothing to ask (the tomb): the card is saved as it is.
	case opts.IO.IsStdinTTY() || opts.IO.Accessible:
		// The box first, then the values a card of that box shows: one
		// chain of forms (runForms). A card only Breakout's box holds is
		// not asked its box.
		var edited *catalog.Card
		first := buildBoxForm(&card)
		if card.Kind.BreakoutOnly() {
			if card.Expansion == catalog.NoExpansion {
				card.Expansion = catalog.BreakoutExpansion
			}
			first, edited = cardForm(card, false)
		}
		err := runForms(opts.IO, opts.IO.FormInput(), opts.IO.Out, first, func() (*huh.Form, error) {
			if edited != nil {
				return nil, nil
			}
			var form *huh.Form
			form, edited = cardForm(card, false)
			return form, nil
		})
		if edited != nil {
			card = *edited
		}
		if errors.Is(err, huh.ErrUserAborted) {
			fmt.Fprintln(opts.IO.ErrOut, "Cancelled: nothing was saved.")
		}
		if err != nil {
			return err
		}
		card.ForgetMoot()
	default:
		return cardsRefuse("standard input is not a terminal, so no form can be shown: give the values with --set key=value (keys for a %s: %s)", card.Kind, strings.Join(catalog.CardFields(card.Kind), ", "))
	}
	if !opts.catalogLocked {
		// Read again under the lock: the cards another lockup saved while
		// the form was open are kept (this card is the form's).
		unlock, err := catalog.LockWithin(path, opts.Dirs.LockWait)
		if err != nil {
			return err
		}
		defer unlock()
		if user, err = catalog.LoadCatalog(path); err != nil {
			return err
		}
	}
	if err := user.Put(card); err != nil {
		return cardsRefuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
	}
	if err := catalog.SaveCatalog(path, user); err != nil {
		return err
	}
	fmt.Fprintf(opts.IO.ErrOut, "Saved %s in %s\n", catalog.CardString(card), path)
	if card.Kind == catalog.SpaceCard {
		fmt.Fprintln(opts.IO.ErrOut, "See the whole board with: lockup cards catacombs")
	}
	if m := stillUnknown(card); len(m) > 0 {
		fmt.Fprintf(opts.IO.ErrOut, "Still unknown: %s\n", strings.Join(m, ", "))
	}
	return nil
}

// stillUnknown lists the values of a card nobody has typed yet, but a core
// game card's barrel icons: the barrel icon comes with Breakout ("Dryads"),
// so a core game card shows none and no form asks for them.
func stillUnknown(c catalog.Card) []string {
	m := c.Missing()
	if c.Expansion == catalog.CoreGame {
		m = slices.DeleteFunc(m, func(f string) bool { return f == catalog.FieldBarrels })
	}
	return m
}

// cardsAllowed says what a field takes, for a card of the box (the core
// game's words only for a core game card).
func cardsAllowed(box catalog.Expansion, field string) string {
	switch field {
	case catalog.FieldReputation:
		return "stars, 0 to 99"
	case catalog.FieldCost:
		return `e.g. "2 iron, 1 any" or "none"`
	case catalog.FieldValuables:
		if box == catalog.CoreGame {
			return `e.g. "1 shield, 1 gem", "2 magic" or "none"`
		}
		return `e.g. "1 shield, 1 gem", "1 wild" or "none"`
	case catalog.FieldEffects:
		if box == catalog.CoreGame {
			return `icons separated by commas, or "none": gain-scrap (-potions, -iron, -gold), gain-power, remove-suspicion, give-suspicion, draw-tome, choose-tome, increase-storage, exchange-resource`
		}
		return `icons separated by commas, e.g. "gain-iron, remove-suspicion", "improve-gold+2", or "none"`
	case catalog.FieldBarrels:
		return "barrel icons, 0 to 99"
	case catalog.FieldSuspicion:
		return "suspicion icons, 0 to 99"
	case catalog.FieldCondition:
		return `"most X (at least N)", "first to N X" or "S per X", e.g. "most dwarves (at least 2)"`
	case catalog.FieldStrength:
		return fmt.Sprintf("the strength the card shows, 0 to %d", rules.MaxStrength)
	}
	return ""
}

// cardsAllowedOn says what a field of a legend card, loot token or space
// takes, for its form.
func cardsAllowedOn(kind catalog.CardKind, field string) string {
	switch field {
	case catalog.FieldEffects:
		return `icons separated by commas, e.g. "gain-gold, advance-lantern", "draw-tome", or "none"`
	case catalog.FieldPaths:
		return `e.g. "4; 5: 1 iron; tomb: 2 scrap, 1 gold": a semicolon between paths, a cost after a colon`
	}
	return cardsAllowed(catalog.BreakoutExpansion, field)
}

// cardProblem words a card's refusal for a form or a message, without the
// words "card refused" and the card's name, which the form shows.
func cardProblem(err error, c catalog.Card) string {
	msg := strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": ")
	return strings.TrimPrefix(msg, fmt.Sprintf("%s %q: ", c.Kind, c.Name))
}
