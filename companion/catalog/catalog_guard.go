package catalog

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
)

// Guard cards are the solitary mode's guard deck (core rulebook, "Solitary
// Mode – Guard Deck" and "Difficulty Levels", p. 19): each shows a colour on
// its back and a strength, and one yellow and one red card are special. The
// rulebooks print no card's strength, so lockup ships none: the player types
// a whole colour at once (SetGuardColour), and a game whose decks the app
// deals takes them from the catalog (GuardCards, for automa.NewCards).

// GuardCardName returns the name the catalog gives the n-th guard card of a
// colour (from 1) when a whole colour is typed at once: "blue 1" to "blue
// 7", "red 1" to "red 5", in the order the player typed them. Guard cards
// print no name; these names only tell the catalog's cards apart.
func GuardCardName(c rules.Colour, n int) string { return fmt.Sprintf("%s %d", c, n) }

// guardSource is where the catalog's numbers of guard cards come from.
const guardSource = `core rulebook, "Solitary Mode – Difficulty Levels", p. 19`

// BreakoutGuardCardName returns the name the catalog gives the guard card of
// a colour Breakout adds: the one after the core game's cards, "blue 8",
// "green 6", "yellow 6", "red 6" (GuardCardName).
func BreakoutGuardCardName(c rules.Colour) string {
	return GuardCardName(c, rules.CoreGuardCards(c)+1)
}

// inGuardBox reports whether the guard card is in the box of a game with
// (breakout) or without Breakout: a card of the Breakout box only with
// Breakout; a card whose box is not known counts as the core game's.
func inGuardBox(c Card, breakout bool) bool {
	return c.Kind == GuardCard && (breakout || c.Expansion != BreakoutExpansion)
}

// GuardCards returns the printed values of the catalog's guard cards, the
// box automa.NewCards builds a solitary game's decks from, and the cards'
// names in the same order. The order is fixed whatever the catalog's
// history: by colour (blue, green, yellow, red), then strength, a special
// card after the others of its strength, then name. The core game's cards
// are returned (a card whose box is not known counts as the core game's),
// and with breakout Breakout's too. A card whose colour, strength or
// (yellow and red) special value is not known is left out:
// IncompleteGuardCards names those.
func (c *Catalog) GuardCards(breakout bool) (box []rules.GuardCard, names []string) {
	var cards []catalogCard
	for _, e := range c.cards {
		if inGuardBox(e.card, breakout) && e.card.Complete() {
			cards = append(cards, e)
		}
	}
	slices.SortFunc(cards, func(a, b catalogCard) int {
		ga, gb := a.card.GuardValues(), b.card.GuardValues()
		if n := cmp.Compare(ga.Colour, gb.Colour); n != 0 {
			return n
		}
		if n := cmp.Compare(ga.Strength, gb.Strength); n != 0 {
			return n
		}
		if ga.Special != gb.Special {
			if ga.Special {
				return 1
			}
			return -1
		}
		return strings.Compare(a.key, b.key)
	})
	box, names = make([]rules.GuardCard, len(cards)), make([]string, len(cards))
	for i, e := range cards {
		box[i], names[i] = e.card.GuardValues(), e.card.Name
	}
	return box, names
}

// IncompleteGuardCards returns the names of the guard cards GuardCards
// would return with breakout but whose values the catalog does not all
// know, in catalog order: GuardCards leaves them out.
func (c *Catalog) IncompleteGuardCards(breakout bool) []string {
	var out []string
	for _, e := range c.cards {
		if inGuardBox(e.card, breakout) && !e.card.Complete() {
			out = append(out, e.card.Name)
		}
	}
	return out
}

// GuardValues returns a guard card's printed values as the automa takes
// them; a value not known is left at its zero (no colour, strength 0, not
// special).
func (c Card) GuardValues() rules.GuardCard {
	return rules.GuardCard{Colour: c.Colour, Strength: c.Strength.Value, Special: c.Special.Known && c.Special.Value}
}

// SetGuardColour replaces the catalog's core game guard cards of the colour
// with the cards given, all of that colour, named GuardCardName(colour, 1),
// GuardCardName(colour, 2), ... in the order given, from the core game's
// box. The cards must be the colour's whole set: 7 blue or 5 green, yellow
// or red (CoreGuardCards), exactly one of them special for yellow and red,
// none for blue and green (core rulebook, "Solitary Mode – Difficulty
// Levels", p. 19). It returns the cards stored and the names of the cards
// they replaced: the colour's core game cards, and any other guard card
// that had one of the new names. On an error (ErrBadCard) nothing changes.
func (c *Catalog) SetGuardColour(colour rules.Colour, cards []rules.GuardCard) (stored []Card, replaced []string, err error) {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s guard cards: %s", ErrBadCard, colour, fmt.Sprintf(format, args...))
	}
	want := rules.CoreGuardCards(colour)
	if want == 0 {
		return nil, nil, fmt.Errorf("%w: %q is not a guard card colour (blue, green, yellow, red)", ErrBadCard, colour)
	}
	if len(cards) != want {
		return nil, nil, bad("%d given, but the core game has %d (%s)", len(cards), want, guardSource)
	}
	special := 0
	for i, g := range cards {
		switch {
		case g.Colour != colour:
			return nil, nil, bad("card %d is %s", i+1, g.Colour)
		case g.Strength < 0 || g.Strength > rules.MaxStrength:
			return nil, nil, bad("card %d: strength %d is not from 0 to %d", i+1, g.Strength, rules.MaxStrength)
		case g.Special:
			special++
		}
	}
	switch {
	case !colour.MayBeSpecial() && special > 0:
		return nil, nil, bad("a %s card is never special: the special card is one yellow and one red card (%s)", colour, guardSource)
	case colour.MayBeSpecial() && special != 1:
		return nil, nil, bad("%d are special, but exactly one of the %d %s cards is (%s)", special, want, colour, guardSource)
	}
	out := c.Clone()
	for _, e := range c.cards {
		if e.card.Kind == GuardCard && e.card.Colour == colour && e.card.Expansion != BreakoutExpansion {
			out.Remove(GuardCard, e.card.Name)
			replaced = append(replaced, e.card.Name)
		}
	}
	for i, g := range cards {
		card := Card{Kind: GuardCard, Name: GuardCardName(colour, i+1), Expansion: CoreGame, Colour: colour, Strength: Know(g.Strength)}
		if colour.MayBeSpecial() {
			card.Special = Know(g.Special)
		}
		if old, ok := out.Lookup(GuardCard, card.Name); ok {
			replaced = append(replaced, old.Name)
		}
		if err := out.Put(card); err != nil {
			return nil, nil, err
		}
		stored = append(stored, card)
	}
	*c = *out
	return stored, replaced, nil
}

// SetBreakoutGuard stores the guard card of the colour Breakout adds, with
// the strength it shows, named BreakoutGuardCardName(colour), from the
// Breakout box. It is never special: the level's one special card is among
// the core game's five yellow or red cards (core rulebook, "Solitary Mode –
// Difficulty Levels", p. 19), and the Breakout rulebook says nothing of a
// second one, which automa.NewCards refuses. It returns the card stored and
// the names of the cards it replaced: Breakout's card of the colour already
// in the catalog, and any other guard card of the same name. On an error
// (ErrBadCard) nothing changes.
func (c *Catalog) SetBreakoutGuard(colour rules.Colour, strength int) (stored Card, replaced []string, err error) {
	switch {
	case rules.CoreGuardCards(colour) == 0:
		return Card{}, nil, fmt.Errorf("%w: %q is not a guard card colour (blue, green, yellow, red)", ErrBadCard, colour)
	case strength < 0 || strength > rules.MaxStrength:
		return Card{}, nil, fmt.Errorf("%w: Breakout's %s guard card: strength %d is not from 0 to %d", ErrBadCard, colour, strength, rules.MaxStrength)
	}
	card := Card{Kind: GuardCard, Name: BreakoutGuardCardName(colour), Expansion: BreakoutExpansion, Colour: colour, Strength: Know(strength)}
	if colour.MayBeSpecial() {
		card.Special = Know(false)
	}
	out := c.Clone()
	for _, e := range c.cards {
		if e.card.Kind == GuardCard && e.card.Colour == colour && e.card.Expansion == BreakoutExpansion || e.card.Kind == GuardCard && e.key == NameKey(card.Name) {
			out.Remove(GuardCard, e.card.Name)
			replaced = append(replaced, e.card.Name)
		}
	}
	if err := out.Put(card); err != nil {
		return Card{}, nil, err
	}
	*c = *out
	return card, replaced, nil
}
