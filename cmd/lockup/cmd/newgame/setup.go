package newgame

import (
	"errors"
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
)

// newSetupCards returns the cards of the setup the options name
// (companion.Game.SetupCards): every problem is refused at once, bad
// input, before any value is asked for.
func newSetupCards(opts *newOptions, g companion.Game) ([]*companion.SetupCard, error) {
	goons := make([]companion.SetupGoon, len(opts.Goons))
	for i, s := range opts.Goons {
		goons[i].Flag = s
		goons[i].Entry, goons[i].Typed, goons[i].Err = parseGoonFlag(s)
	}
	list, problems := g.SetupCards(opts.Goals, opts.goalTypes, opts.Display, goons)
	if len(problems) > 0 {
		return nil, &cmdutil.UsageError{Err: errors.New(strings.Join(problems, "\n"))}
	}
	return list, nil
}

// parseGoonFlag reads LOCATION=CARD, LOCATION=CARD:SUSPICION or
// LOCATION=CARD:SUSPICION:RESOURCE, as lockup draw goon takes them: the
// entry and the values typed (the card's other values come from the
// catalog, see cardFiller).
func parseGoonFlag(s string) (*companion.GoonCardEntry, catalog.Card, error) {
	locText, card, ok := strings.Cut(s, "=")
	if !ok {
		return nil, catalog.Card{}, fmt.Errorf("--goon %q: give LOCATION=CARD, e.g. sewers=Grub or sewers=Grub:1", s)
	}
	e, typed, err := companion.ParseGoonCard(locText, card)
	if err != nil {
		return nil, typed, fmt.Errorf("--goon %q: %v", s, err)
	}
	return e, typed, nil
}
