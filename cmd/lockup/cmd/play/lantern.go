package play

import (
	"errors"
	"fmt"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// lanternAnswers are a lantern step: the way chosen (an index into ways,
// companion.Game.LanternWays), and without a map the space typed, the cubes
// paid and the loot icon.
type lanternAnswers struct {
	Choice int
	ways   []companion.LanternWay
	space  string
	Space  rules.Space
	spend  string
	Spend  rules.Resources
	Loot   bool
}

// way is the way chosen.
func (a *lanternAnswers) way() companion.LanternWay { return a.ways[a.Choice] }

// buildLanternForm asks where the crew's lantern goes, one of the ways it
// may (companion.Game.LanternWays): a path with its cost said, or to move
// (the space asked next), to stay, decline or stop. A question with one
// answer is not asked: the form is nil and taken says the answer.
func buildLanternForm(lang terms.Lang, g companion.Game, x companion.Expectation) (f *huh.Group, a *lanternAnswers, taken string) {
	a = &lanternAnswers{ways: g.LanternWays(x)}
	at := rules.SpaceIn(lang, x.Space)
	opts := make([]huh.Option[int], len(a.ways))
	for i, w := range a.ways {
		var label string
		switch w.Kind {
		case companion.LanternAlong:
			label = rules.SpaceIn(lang, w.To)
			if w.To.Loot {
				label = lang.Sprintf("play.lantern-loot", label)
			}
			if w.Path.Cost.Total() > 0 {
				cost := w.Path.Cost.String()
				if lang != terms.En {
					cost = rules.ResourcesIn(lang, w.Path.Cost)
				}
				label = lang.Sprintf("play.lantern-paying", label, cost)
			}
		case companion.LanternTyped:
			label = lang.Sprintf("play.lantern-move")
		case companion.LanternStops:
			label = lang.Sprintf("play.lantern-stop", at)
		case companion.LanternStays:
			label = lang.Sprintf("play.lantern-stay", at)
		case companion.LanternDeclines:
			label = declineWordsIn(lang, x.Location)
		case companion.LanternUnused:
			label = lang.Sprintf("play.lantern-stay-unused", at)
		}
		opts[i] = huh.NewOption(label, i)
	}
	title := lang.Sprintf("play.lantern-where", rules.NameIn(lang, x.Crew), at)
	if x.Location != rules.NoLocation {
		title = lang.Sprintf("play.lantern-where-steps", rules.NameIn(lang, x.Crew), at, rules.SpacesIn(lang, x.Steps))
	}
	switch len(opts) {
	case 0:
		return nil, a, ""
	case 1:
		return nil, a, lang.Sprintf("play.lantern-only", title, opts[0].Key)
	}
	return cmdutil.NewGroup(cmdutil.NewSelect[int]().Title(title).Options(opts...).Value(&a.Choice)), a, ""
}

// buildLanternSpaceForm asks, without a catacombs map, the space the
// lantern reaches, the cubes its path costs and whether the space shows
// the loot icon.
func buildLanternSpaceForm(lang terms.Lang, crew string, a *lanternAnswers) *huh.Group {
	return cmdutil.NewGroup(
		huh.NewInput().Title(lang.Sprintf("play.lantern-space", rules.NameIn(lang, crew), rules.SpaceForms)).Value(&a.space).
			Validate(func(s string) error {
				sp, err := rules.ParseSpace(s)
				if err != nil {
					return err
				}
				if sp.Kind == rules.Entrance {
					return errors.New(lang.Sprintf("play.lantern-forward"))
				}
				a.Space = sp
				return nil
			}),
		huh.NewInput().Title(lang.Sprintf("play.lantern-cost")).Value(&a.spend).Validate(validateCubes(&a.Spend)),
		huh.NewConfirm().Title(lang.Sprintf("play.lantern-loot-icon")).Affirmative(lang.Sprintf("play.yes")).Negative(lang.Sprintf("play.no")).Value(&a.Loot),
	)
}

// lantern asks where a crew's lantern goes: a step from the tunnel being
// resolved (its rewards collected first) or for an Advance Lantern icon;
// staying, declining, or stopping after one space of a double tunnel.
func (p *player) lantern(x companion.Expectation) (companion.Payload, error) {
	who := p.lang.Sprintf("play.lantern-who", rules.NameIn(p.lang, x.Crew))
	if x.Location == rules.NoLocation {
		who = p.lang.Sprintf("play.lantern-icon", rules.NameIn(p.lang, x.Crew), x.Effect.Card, rules.EffectIn(p.lang, rules.EffectAdvanceLantern))
	}
	p.header = playHeaderIn(p.lang, p.g, x, who)
	f, a, taken := buildLanternForm(p.lang, p.g, x)
	switch {
	case f == nil && taken == "":
		return nil, fmt.Errorf("%s's lantern on %s has no path the crew can pay: enter what the table does with %s, then run lockup play again", x.Crew, companion.SpaceName(x.Space), x.Answer())
	case f == nil:
		p.only(taken)
	default:
		if err := p.askGroup(f); err != nil {
			return nil, err
		}
	}
	switch w := a.way(); w.Kind {
	case companion.LanternStays, companion.LanternStops, companion.LanternUnused:
		return &companion.LanternEntry{Crew: x.Crew, Stay: true}, nil
	case companion.LanternDeclines:
		return &companion.RewardChoiceEntry{Crew: x.Crew, Location: x.Location, Action: companion.RewardDecline}, nil
	case companion.LanternTyped:
		if err := p.askGroup(buildLanternSpaceForm(p.lang, x.Crew, a)); err != nil {
			return nil, err
		}
		return &companion.LanternEntry{Crew: x.Crew, Space: a.Space.Label(), Spend: a.Spend, Loot: a.Loot}, nil
	default:
		return &companion.LanternEntry{Crew: x.Crew, Space: w.To.Label(), Spend: w.Path.Cost}, nil
	}
}
