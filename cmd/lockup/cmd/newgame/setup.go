package newgame

import (
	"errors"
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// newSetupCards returns the cards of the setup the options name: the
// goals, the item display and the goons with the values typed after their
// names. Too many cards, a card named twice and two goons for one space
// are refused at once, before any value is asked for.
func newSetupCards(opts *newOptions, g companion.Game) ([]*setupCard, error) {
	var list []*setupCard
	var problems []string
	if drawn := companion.GoalTypesDrawn(g.Box.Solo); len(opts.Goals) > len(drawn) {
		problems = append(problems, fmt.Sprintf("--goal: %d goal cards; a game draws one of each type: %s (core rulebook, \"Game Setup\", step 14; no instant goal in solitary mode)", len(opts.Goals), joinGoalTypes(drawn)))
	}
	for i, name := range opts.Goals {
		c := &setupCard{kind: catalog.GoalCard, name: strings.TrimSpace(name)}
		if i < len(opts.goalTypes) {
			c.typed.GoalType = opts.goalTypes[i]
			c.where = ", the " + companion.GoalTypeName(opts.goalTypes[i]) + " goal"
		}
		list = append(list, c)
	}
	if len(opts.Display) > g.DisplaySize() {
		problems = append(problems, fmt.Sprintf("--display: %d item cards, but the item display of %d crews holds %d, one per crew plus one (core rulebook, \"Game Setup\", step 5)", len(opts.Display), len(g.Crews), g.DisplaySize()))
	}
	for _, name := range opts.Display {
		list = append(list, &setupCard{kind: catalog.ItemCard, name: strings.TrimSpace(name), where: " in the item display"})
	}
	spaces := map[rules.Location]string{}
	for _, s := range opts.Goons {
		e, typed, err := parseGoonFlag(s)
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		if other, ok := spaces[e.Location]; ok {
			problems = append(problems, fmt.Sprintf("--goon %q: the goon space at the %s already has %s; one goon card per goon space", s, e.Location, other))
			continue
		}
		spaces[e.Location] = e.Card
		list = append(list, &setupCard{kind: catalog.GoonCard, name: e.Card, where: " at the " + e.Location.String(), loc: e.Location, typed: typed})
	}
	for i, c := range list {
		if err := catalog.CheckCardName(c.name); err != nil {
			problems = append(problems, fmt.Sprintf("%s%s: %v", c.kind, c.where, err))
		}
		for _, o := range list[:i] {
			if o.kind == c.kind && catalog.NameKey(o.name) == catalog.NameKey(c.name) {
				problems = append(problems, fmt.Sprintf("%s card %s is named twice (%s and%s); every card is in one place only", c.kind, c.name, strings.TrimPrefix(o.where, " "), c.where))
			}
		}
	}
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
	e, typed, err := cmdutil.ParseGoonArgs([]string{locText, card})
	if err != nil {
		return nil, typed, fmt.Errorf("--goon %q: %v", s, err)
	}
	return e, typed, nil
}
