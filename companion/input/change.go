package input

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/text"
)

// Change is what a card played at the table did to one crew, as a player
// types it after a legend card or a loot token: "Vera: +1 power, -1 gold,
// +2 stars". It is companion.Change before the crew is matched.
type Change struct {
	Crew string
	// Gain and Lose are resource cubes gained and returned.
	Gain, Lose rules.Resources
	// Power, Suspicion and Reputation are signed changes; Tomes counts
	// tome cards to draw.
	Power, Suspicion, Reputation, Tomes int
}

// ChangeForm says how a change is written, for messages and help.
const ChangeForm = `CREW: +N WHAT, -N WHAT... (WHAT: scrap, potions, iron, gold, power, suspicion, stars, tomes), e.g. "Vera: +1 power, -1 gold, +2 stars"`

// changeWords are the words of a change besides the resources.
var changeWords = []string{"power", "suspicion", "star", "stars", "reputation", "tome", "tomes", "scrap", "potion", "potions", "iron", "gold"}

// ParseChange reads one change: the crew, a colon, then signed amounts
// separated by commas. A number without a sign is a gain; each amount is 1
// to 99 (tomes 1 to 9, and only drawn). "Vera: nothing" is a change that
// does nothing (a crew the card left alone).
func ParseChange(s string) (Change, error) {
	var c Change
	crew, rest, ok := strings.Cut(s, ":")
	crew = strings.TrimSpace(crew)
	if !ok || crew == "" {
		return c, fmt.Errorf("%q: start with the crew and a colon: %s", s, ChangeForm)
	}
	if err := CheckText(crew); err != nil {
		return Change{}, fmt.Errorf("%q: the crew: %w", s, err)
	}
	rest = strings.TrimSpace(rest)
	if strings.EqualFold(rest, "nothing") {
		return Change{Crew: crew}, nil
	}
	if rest == "" {
		return Change{}, fmt.Errorf("%q: say what %s gains or loses after the colon (or \"nothing\"): %s", s, crew, ChangeForm)
	}
	for _, part := range strings.Split(rest, ",") {
		if err := c.add(strings.TrimSpace(part)); err != nil {
			return Change{}, fmt.Errorf("%q: %w", s, err)
		}
	}
	c.Crew = crew
	return c, nil
}

// add reads one signed amount, "+2 stars", into c.
func (c *Change) add(part string) error {
	num, what, ok := strings.Cut(part, " ")
	what = strings.ToLower(strings.TrimSpace(what))
	if !ok || what == "" {
		return fmt.Errorf("%q: write a signed number and what it counts, e.g. +1 power", part)
	}
	sign := 1
	switch {
	case strings.HasPrefix(num, "+"):
		num = num[1:]
	case strings.HasPrefix(num, "-"):
		sign, num = -1, num[1:]
	}
	n, err := strconv.Atoi(num)
	if err != nil || n < 1 || n > 99 {
		return fmt.Errorf("%q: %q is not a number from 1 to 99 (with + or -)", part, num)
	}
	switch what {
	case "power":
		c.Power += sign * n
	case "suspicion":
		c.Suspicion += sign * n
	case "star", "stars", "reputation":
		c.Reputation += sign * n
	case "tome", "tomes":
		if sign < 0 || n > 9 {
			return fmt.Errorf("%q: a change draws 1 to 9 tome cards (+N tomes)", part)
		}
		c.Tomes += n
	default:
		r, err := rules.ParseResource(what)
		if err != nil {
			msg := fmt.Sprintf("%q: %q is not something a card gives or takes", part, what)
			if best := text.Closest(what, changeWords); best != "" {
				msg += fmt.Sprintf("; did you mean %q?", best)
			}
			return errors.New(msg + " (scrap, potions, iron, gold, power, suspicion, stars, tomes)")
		}
		if sign > 0 {
			c.Gain = c.Gain.With(r, c.Gain.Of(r)+n)
		} else {
			c.Lose = c.Lose.With(r, c.Lose.Of(r)+n)
		}
	}
	for _, v := range [...]int{c.Power, c.Suspicion, c.Reputation, c.Gain.Total(), c.Lose.Total()} {
		if v < -99 || v > 99 {
			return fmt.Errorf("%q: the amounts add up past 99", part)
		}
	}
	if c.Tomes > 9 {
		return fmt.Errorf("%q: the tomes add up past 9", part)
	}
	return nil
}
