package play

import (
	"errors"
	"fmt"
	"strings"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
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
func buildRewardForm(lang terms.Lang, g companion.Game, loc rules.Location, o companion.OpenReward) (*huh.Group, *rewardAnswers) {
	a := &rewardAnswers{}
	var opts []huh.Option[companion.RewardAction]
	actions := g.OpenActions(o)
	for _, act := range actions {
		opts = append(opts, huh.NewOption(actionWord(lang, act), act))
	}
	switch {
	case len(o.Actions) == 0:
		a.Action = companion.RewardTake
		opts = append(opts, huh.NewOption(lang.Sprintf("play.reward-take"), companion.RewardTake))
	default:
		// Taking nothing of a choice collects no reward (core rulebook,
		// "Lights Out Phase", step 4).
		a.Action = companion.NoRewardAction
		if len(actions) > 0 {
			a.Action = actions[0]
		}
		opts = append(opts, huh.NewOption(lang.Sprintf("play.reward-nothing"), companion.NoRewardAction))
	}
	opts = append(opts, huh.NewOption(declineWordsIn(lang, loc), companion.RewardDecline))
	title := lang.Sprintf("play.reward-at", o.Crew, rules.LocationIn(lang, loc), companion.TierAfterNameIn(lang, o.Tier))
	if o.Choice != "" {
		title = lang.Sprintf("play.reward-choice", title, companion.ChoiceIn(lang, o.Choice))
	}
	return cmdutil.NewGroup(cmdutil.NewSelect[companion.RewardAction]().Title(title).Options(opts...).Value(&a.Action)), a
}

// declineWordsIn is the option to decline a reward at loc, in lang: its
// tokens join the stragglers that move to the Library, or at the Library
// itself go home (core rulebook, "Move Stragglers to the Library").
func declineWordsIn(lang terms.Lang, loc rules.Location) string {
	if loc == rules.Library {
		return lang.Sprintf("play.reward-decline-home")
	}
	return lang.Sprintf("play.reward-decline")
}

// resourceOptions are the resources the supply holds, to take or to gain.
func resourceOptions(lang terms.Lang, supply rules.Resources) []huh.Option[rules.Resource] {
	var out []huh.Option[rules.Resource]
	for _, k := range rules.AllResources {
		if supply.Of(k) > 0 {
			out = append(out, huh.NewOption(rules.ResourceIn(lang, k), k))
		}
	}
	return out
}

// validateCubes reads cubes as --pay does: RESOURCE=N or RESOURCE, by
// spaces or commas.
func validateCubes(dst *rules.Resources) func(string) error {
	return func(s string) error {
		r, err := companion.ParseCubes(terms.NoFlag, strings.Fields(s))
		if err != nil {
			return err
		}
		*dst = r
		return nil
	}
}

// itemChoices are the items a crew may craft (companion.Game.ItemChoices:
// the display's and its reserved ones that it can pay for) or reserve (the
// display's), as options.
func itemChoices(lang terms.Lang, g companion.Game, crew string, act companion.RewardAction) []huh.Option[string] {
	var items []huh.Option[string]
	for _, c := range g.ItemChoices(crew, act) {
		if c.Reserved {
			items = append(items, huh.NewOption(lang.Sprintf("play.reward-reserved", c.Name), c.Name))
		} else {
			items = append(items, huh.NewOption(c.Name, c.Name))
		}
	}
	return items
}

// buildRewardDetailForm asks the details of a take, exchange, recruit,
// craft or reserve, but the cubes paid (buildPayForm asks them next). A
// choice with a single option is not asked: it is taken, and said in
// taken; the form is nil when nothing is left to ask.
func buildRewardDetailForm(lang terms.Lang, g companion.Game, crew string, a *rewardAnswers) (f *huh.Group, taken []string) {
	// pick asks for one of opts, or takes the only one.
	pick := func(title string, opts []huh.Option[rules.Resource], dst *rules.Resource) []huh.Field {
		if len(opts) == 1 {
			*dst = opts[0].Value
			taken = append(taken, lang.Sprintf("play.reward-only-cube", crew, rules.ResourceIn(lang, opts[0].Value)))
			return nil
		}
		*dst = opts[0].Value
		return []huh.Field{cmdutil.NewSelect[rules.Resource]().Title(title).Options(opts...).Value(dst)}
	}
	var fields []huh.Field
	switch a.Action {
	case companion.RewardTake:
		fields = pick(lang.Sprintf("play.reward-which-cube", crew), resourceOptions(lang, g.Supply.Resources), &a.Get)
	case companion.RewardExchange:
		c, _ := g.Crew(crew)
		fields = append([]huh.Field{huh.NewInput().Title(lang.Sprintf("play.reward-gives", crew)).
			Description(lang.Sprintf("play.reward-holds", crew, rules.ResourcesIn(lang, c.Board.Resources))).Value(&a.pay).Validate(validateCubes(&a.Cubes))},
			pick(lang.Sprintf("play.reward-gets-cube"), resourceOptions(lang, g.Supply.Resources), &a.Get)...)
	case companion.RewardRecruit:
		fields = append(fields, huh.NewInput().Title(lang.Sprintf("play.reward-recruits", crew, strings.Join(g.GoonsOnBoard(), ", "))).
			Value(&a.Cards).Validate(func(s string) error {
			if len(splitCards(s)) == 0 {
				return errors.New(lang.Sprintf("play.reward-name-goon"))
			}
			return nil
		}))
	case companion.RewardCraft, companion.RewardReserve:
		items := itemChoices(lang, g, crew, a.Action)
		a.Cards = items[0].Value
		if len(items) == 1 {
			taken = append(taken, lang.Sprintf("play.reward-"+a.Action.String()+"-only", crew, items[0].Key))
		} else {
			fields = append(fields, cmdutil.NewSelect[string]().Title(lang.Sprintf("play.reward-"+a.Action.String()+"-which", crew)).Options(items...).Value(&a.Cards))
		}
	}
	if len(fields) == 0 {
		return nil, taken
	}
	return cmdutil.NewGroup(fields...), taken
}

// splitCards splits cards typed with commas between them.
func splitCards(s string) []string {
	var out []string
	for _, c := range strings.Split(s, ",") {
		if c = strings.TrimSpace(c); c != "" {
			out = append(out, c)
		}
	}
	return out
}

// buildPayForm asks which cubes the crew pays for the reward e chose (its
// goons or its item named), showing the cost and the cubes it holds
// (companion.Game.Payment) when they are known. An empty answer chooses the
// reward again.
func buildPayForm(lang terms.Lang, e *companion.RewardChoiceEntry, pm companion.Payment, known bool, typed *string, dst *rules.Resources) *huh.Group {
	title := lang.Sprintf("play.pay-"+e.Action.String(), e.Crew, cmdutil.JoinNamesIn(lang, e.Cards))
	if known {
		// In the title, which accessible prompts show too.
		title = lang.Sprintf("play.pay-known", title, costIn(lang, pm.Cost), e.Crew, rules.ResourcesIn(lang, pm.Held))
	}
	title = lang.Sprintf("play.pay-which", title)
	*typed = ""
	cubes := validateCubes(dst)
	return cmdutil.NewGroup(huh.NewInput().Title(title).Value(typed).Validate(func(s string) error {
		if strings.TrimSpace(s) == "" {
			return nil
		}
		return cubes(s)
	}))
}

func (p *player) reward(loc rules.Location, o companion.OpenReward, key string) (companion.Payload, error) {
	f, a := buildRewardForm(p.lang, p.g, loc, o)
	if err := p.askGroup(f); err != nil {
		return nil, err
	}
	e := &companion.RewardChoiceEntry{Crew: o.Crew, Location: loc, Action: a.Action}
	switch a.Action {
	case companion.NoRewardAction:
		if none := companion.NothingTaken(o.Crew, loc); none != nil {
			return none, nil
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
	f, taken := buildRewardDetailForm(p.lang, p.g, o.Crew, a)
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
		return e, nil
	case companion.RewardExchange:
		e.Gain, e.Spend = rules.Resources{}.With(a.Get, 1), a.Cubes
		return e, nil
	case companion.RewardRecruit:
		e.Cards = splitCards(a.Cards)
	default:
		e.Cards = []string{a.Cards}
	}
	return p.pay(e)
}

// pay asks the cubes a crew pays for the goons or the item its reward
// chose (issue 22, item 5): with the cost and the cubes it holds; not at
// all when it can pay one way only (that payment is taken, and said). A
// payment the rules refuse is asked again, the goons or the item kept; an
// empty answer chooses the reward again (nil, nil).
func (p *player) pay(e *companion.RewardChoiceEntry) (companion.Payload, error) {
	pm, known := p.g.Payment(e.Crew, e.Action, e.Cards)
	if known && pm.OnlyOne {
		e.Spend = pm.Only
		p.only(p.lang.Sprintf("play.pay-only", e.Crew, rules.ResourcesIn(p.lang, pm.Only), cmdutil.JoinNamesIn(p.lang, e.Cards), costIn(p.lang, pm.Cost)))
		return e, nil
	}
	var typed string
	for {
		if err := p.askGroup(buildPayForm(p.lang, e, pm, known, &typed, &e.Spend)); err != nil {
			return nil, err
		}
		if strings.TrimSpace(typed) == "" {
			return nil, nil
		}
		if _, _, err := p.g.PlayReport(p.g.NextEntry(e)); err != nil {
			cmdutil.PrintErrLine(p.io, cmdutil.ErrorIn(fmt.Errorf("refused: %w", err), p.lang))
			continue
		}
		return e, nil
	}
}
