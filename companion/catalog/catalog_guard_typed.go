package catalog

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
)

// TypedGuards is a colour of guard cards as a player types it (lockup
// cards guards COLOUR STRENGTH... [--special N] [--breakout N]).
type TypedGuards struct {
	// Colour is the colour typed; Strengths the strengths of its core
	// game cards, in the order of the cards; Special the places (from 1)
	// of the strengths marked special.
	Colour    string
	Strengths []string
	Special   []int
	// Breakout is the strength of the colour's Breakout card, when
	// BreakoutSet.
	Breakout    int
	BreakoutSet bool
}

// Read checks a typed colour of guard cards against the box (core
// rulebook, "Solitary Mode – Difficulty Levels", p. 19: 7 blue cards, 5 of
// each other colour, one yellow and one red card special; Breakout adds
// one of each colour, never special). It returns the colour and its core
// game cards, none when only the Breakout card is typed. The error says
// what to type instead.
func (t TypedGuards) Read() (rules.Colour, []rules.GuardCard, error) {
	colour, err := rules.ParseColour(strings.TrimSpace(t.Colour))
	if err != nil {
		msg := fmt.Sprintf("%q is not a guard card colour (blue, green, yellow or red)", t.Colour)
		if best := text.Closest(t.Colour, rules.ColourNames()); best != "" {
			msg += fmt.Sprintf("; did you mean %q?", best)
		}
		return colour, nil, errors.New(msg)
	}
	want := rules.CoreGuardCards(colour)
	if t.BreakoutSet && (t.Breakout < 0 || t.Breakout > rules.MaxStrength) {
		return colour, nil, fmt.Errorf("%s %d: a guard card shows a strength from 0 to %d", terms.FlagBreakout, t.Breakout, rules.MaxStrength)
	}
	if len(t.Strengths) == 0 && t.BreakoutSet {
		if len(t.Special) > 0 {
			return colour, nil, fmt.Errorf("%s: Breakout's %s guard card is never special (the level's one special card is a core game card); leave %[1]s out", terms.FlagSpecial, colour)
		}
		return colour, nil, nil
	}
	if len(t.Strengths) == 0 {
		return colour, nil, fmt.Errorf("give the strength of each of the %d %s guard cards after the colour (or Breakout's card alone with %s STRENGTH)", want, colour, terms.FlagBreakout)
	}
	cards := make([]rules.GuardCard, len(t.Strengths))
	for i, s := range t.Strengths {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 0 || n > rules.MaxStrength {
			return colour, nil, fmt.Errorf("strength %d (%q) is not a whole number from 0 to %d", i+1, s, rules.MaxStrength)
		}
		cards[i] = rules.GuardCard{Colour: colour, Strength: n}
	}
	if len(cards) != want {
		return colour, nil, fmt.Errorf("%d %s strengths given; the core game has %d %s guard cards: give the strength of each", len(cards), colour, want, colour)
	}
	switch special := t.Special; {
	case !colour.MayBeSpecial() && len(special) > 0:
		return colour, nil, fmt.Errorf("%s: a %s guard card is never special (only one yellow and one red card are); leave %[1]s out", terms.FlagSpecial, colour)
	case colour.MayBeSpecial() && len(special) == 0:
		return colour, nil, fmt.Errorf("one of the %d %s guard cards is special: say which with %s N, N its place among the strengths given (1 to %d)", want, colour, terms.FlagSpecial, want)
	case len(special) > 1:
		return colour, nil, fmt.Errorf("%s is given %d times; exactly one %s guard card is special", terms.FlagSpecial, len(special), colour)
	case len(special) == 1 && (special[0] < 1 || special[0] > len(cards)):
		return colour, nil, fmt.Errorf("%s %d: give the place of the special card among the strengths, 1 to %d", terms.FlagSpecial, special[0], len(cards))
	case len(special) == 1:
		cards[special[0]-1].Special = true
	}
	return colour, cards, nil
}
