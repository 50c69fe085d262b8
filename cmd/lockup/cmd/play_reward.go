package cmd

import (
	"errors"
	"fmt"
	"strings"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// rewardAnswers are what a crew does with its reward and the details.
type rewardAnswers struct {
	Action companion.RewardAction // NoRewardAction: nothing
	Cards  string
	Get    rules.Resource
	Cubes  rules.Resources
	pay    string
}

// buildRewardForm asks what the crew does with its reward at the location:
// one of the actions the table allows (companion.Game.OpenActions), or for a fixed
// reward to take it; nothing, when the crew need not choose; or decline.
func buildRewardForm(g companion.Game, loc rules.Location, o companion.OpenReward) (*huh.Group, *rewardAnswers) {
	a := &rewardAnswers{}
	var opts []huh.Option[companion.RewardAction]
	actions := g.OpenActions(o)
	for _, act := range actions {
		opts = append(opts, huh.NewOption(act.String(), act))
	}
	switch {
	case len(o.Actions) == 0:
		a.Action = companion.RewardTake
		opts = append(opts, huh.NewOption("take the reward", companion.RewardTake))
	default:
		// Taking nothing of a choice collects no reward (core rulebook,
		// "Lights Out Phase", step 4).
		a.Action = companion.NoRewardAction
		if len(actions) > 0 {
			a.Action = actions[0]
		}
		opts = append(opts, huh.NewOption("take nothing: the tokens straggle to the Library", companion.NoRewardAction))
	}
	opts = append(opts, huh.NewOption(declineWords(loc), companion.RewardDecline))
	title := fmt.Sprintf("%s at the %s%s", o.Crew, loc, tierWords(o.Tier))
	if o.Choice != "" {
		title += ": " + o.Choice
	}
	return huh.NewGroup(huh.NewSelect[companion.RewardAction]().Title(title).Options(opts...).Value(&a.Action)), a
}

// declineWords is the option to decline a reward at loc: its tokens join the
// stragglers that move to the Library, or at the Library itself go home
// (core rulebook, "Move Stragglers to the Library").
func declineWords(loc rules.Location) string {
	if loc == rules.Library {
		return "decline (the tokens go home without a reward)"
	}
	return "decline (the tokens straggle to the Library)"
}

// resourceOptions are the resources the supply holds, to take or to gain.
func resourceOptions(supply rules.Resources) []huh.Option[rules.Resource] {
	var out []huh.Option[rules.Resource]
	for _, k := range rules.AllResources {
		if supply.Of(k) > 0 {
			out = append(out, huh.NewOption(k.String(), k))
		}
	}
	return out
}

// allResourceOptions are the four resources.
func allResourceOptions() []huh.Option[rules.Resource] {
	out := make([]huh.Option[rules.Resource], len(rules.AllResources))
	for i, k := range rules.AllResources {
		out[i] = huh.NewOption(k.String(), k)
	}
	return out
}

// validateCubes reads cubes as --pay does: RESOURCE=N or RESOURCE, by
// spaces or commas.
func validateCubes(dst *rules.Resources) func(string) error {
	return func(s string) error {
		r, err := parseCubes("pay", strings.Fields(s))
		if err != nil {
			return errors.New(strings.TrimPrefix(err.Error(), "--pay "))
		}
		*dst = r
		return nil
	}
}

// goonsOnBoard are the goons in the goon spaces.
func goonsOnBoard(g companion.Game) []string {
	var goons []string
	for _, l := range rules.GoonLocations[:] {
		if n := g.Locations[l].Goon; n != "" {
			goons = append(goons, n)
		}
	}
	return goons
}

// itemChoices are the items a crew may craft (companion.Game.ItemChoices:
// the display's and its reserved ones that it can pay for) or reserve (the
// display's), as options.
func itemChoices(g companion.Game, crew string, act companion.RewardAction) []huh.Option[string] {
	var items []huh.Option[string]
	for _, c := range g.ItemChoices(crew, act) {
		if c.Reserved {
			items = append(items, huh.NewOption(c.Name+" (reserved)", c.Name))
		} else {
			items = append(items, huh.NewOption(c.Name, c.Name))
		}
	}
	return items
}

// buildRewardDetailForm asks the details of a take, exchange, recruit,
// craft or reserve. A choice with a single option is not asked: it is
// taken, and said in taken; the form is nil when nothing is left to ask.
func buildRewardDetailForm(g companion.Game, crew string, a *rewardAnswers) (f *huh.Group, taken []string) {
	pay := huh.NewInput().Title("Which cubes does it pay? (e.g. scrap=1 iron=2)").Value(&a.pay).Validate(validateCubes(&a.Cubes))
	// pick asks for one of opts, or takes the only one.
	pick := func(title string, opts []huh.Option[rules.Resource], dst *rules.Resource) []huh.Field {
		if len(opts) == 1 {
			*dst = opts[0].Value
			taken = append(taken, fmt.Sprintf("%s gets a %s cube: the supply has no other", crew, opts[0].Value))
			return nil
		}
		*dst = opts[0].Value
		return []huh.Field{huh.NewSelect[rules.Resource]().Title(title).Options(opts...).Value(dst)}
	}
	var fields []huh.Field
	switch a.Action {
	case companion.RewardTake:
		fields = pick(crew+" takes which resource cube?", resourceOptions(g.Supply.Resources), &a.Get)
	case companion.RewardExchange:
		fields = append([]huh.Field{huh.NewInput().Title(crew + " gives which cubes? (e.g. iron=1)").Value(&a.pay).Validate(validateCubes(&a.Cubes))},
			pick("and gets which resource cube?", resourceOptions(g.Supply.Resources), &a.Get)...)
	case companion.RewardRecruit:
		fields = append(fields, huh.NewInput().Title(fmt.Sprintf("%s recruits which goon(s)? (separated by commas; on the board: %s)", crew, strings.Join(goonsOnBoard(g), ", "))).Value(&a.Cards), pay)
	case companion.RewardCraft, companion.RewardReserve:
		items := itemChoices(g, crew, a.Action)
		a.Cards = items[0].Value
		if len(items) == 1 {
			taken = append(taken, fmt.Sprintf("%s %ss %s, the only item it can", crew, a.Action, items[0].Key))
		} else {
			fields = append(fields, huh.NewSelect[string]().Title(fmt.Sprintf("%s %ss which item?", crew, a.Action)).Options(items...).Value(&a.Cards))
		}
		fields = append(fields, pay)
	}
	if len(fields) == 0 {
		return nil, taken
	}
	return huh.NewGroup(fields...), taken
}

func (p *player) reward(loc rules.Location, o companion.OpenReward, key string) (companion.Payload, error) {
	f, a := buildRewardForm(p.g, loc, o)
	if err := p.askGroup(f); err != nil {
		return nil, err
	}
	e := &companion.RewardChoiceEntry{Crew: o.Crew, Location: loc, Action: a.Action}
	switch a.Action {
	case companion.NoRewardAction:
		if loc == rules.Commissary || loc == rules.ChowHall || loc == rules.CellBlock {
			// Recorded, so the crews below may choose next (ruling
			// reward-order) and the crew straggles (ruling choose-nothing).
			e.Action = companion.RewardNone
			return e, nil
		}
		p.asked[key] = true
		return nil, nil
	case companion.RewardDecline:
		return e, nil
	case companion.RewardTake:
		if len(o.Actions) == 0 { // a fixed reward: handed out as the location resolves
			p.asked[key] = true
			return nil, nil
		}
	}
	f, taken := buildRewardDetailForm(p.g, o.Crew, a)
	for _, t := range taken {
		p.only(t)
	}
	if f != nil {
		if err := p.askGroup(f); err != nil {
			return nil, err
		}
	}
	switch a.Action {
	case companion.RewardTake:
		e.Gain = rules.Resources{}.With(a.Get, 1)
	case companion.RewardExchange:
		e.Gain, e.Spend = rules.Resources{}.With(a.Get, 1), a.Cubes
	case companion.RewardRecruit:
		e.Spend = a.Cubes
		for _, c := range strings.Split(a.Cards, ",") {
			if c = strings.TrimSpace(c); c != "" {
				e.Cards = append(e.Cards, c)
			}
		}
	default:
		e.Spend, e.Cards = a.Cubes, []string{a.Cards}
	}
	return e, nil
}
