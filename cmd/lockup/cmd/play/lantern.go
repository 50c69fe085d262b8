package play

import (
	"errors"
	"fmt"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// lanternChoice is what a crew does with its lantern: move it one space
// along a path, or not.
type lanternChoice int

// The lantern choices besides a path (the paths are 0 and up).
const (
	// lanternMove: a space typed (the game has no catacombs map).
	lanternMove lanternChoice = -1 - iota
	// lanternStay keeps the lantern where it is (ruling bo-tunnel-stay).
	lanternStay
	// lanternDecline gives the tunnel's reward up.
	lanternDecline
	// lanternStop stops after one space of a double tunnel.
	lanternStop
)

// lanternAnswers are a lantern step: the choice (a path's index into the
// paths offered, or a lanternChoice), and without a map the space typed,
// the cubes paid and the loot icon.
type lanternAnswers struct {
	Choice lanternChoice
	paths  []rules.Path
	space  string
	Space  rules.Space
	spend  string
	Spend  rules.Resources
	Loot   bool
}

// buildLanternForm asks where the crew's lantern goes: with the catacombs
// map, one of the paths leaving its space that the crew can pay (the cost
// said); without it, to move (the space asked next), and at a tunnel to
// stay or decline, or after one space of a double tunnel to stop. A
// question with one answer is not asked: the form is nil and taken says
// the answer.
func buildLanternForm(lang terms.Lang, g companion.Game, x companion.Expectation) (f *huh.Group, a *lanternAnswers, taken string) {
	a = &lanternAnswers{}
	at := rules.SpaceIn(lang, x.Space)
	var opts []huh.Option[lanternChoice]
	if m := g.Breakout.Map; m != nil {
		held := rules.Resources{}
		if c, ok := g.Crew(x.Crew); ok {
			held = c.Board.Resources
		}
		for _, pt := range m.PathsFrom(m.Find(x.Space), nil) {
			if x.Crew != rules.Guards && !pt.CanPay(held) {
				continue
			}
			to := m.Spaces[pt.To]
			label := rules.SpaceIn(lang, to)
			if to.Loot {
				label = lang.Sprintf("play.lantern-loot", label)
			}
			if pt.Cost.Total() > 0 {
				cost := pt.Cost.String()
				if lang != terms.En {
					cost = rules.ResourcesIn(lang, pt.Cost)
				}
				label = lang.Sprintf("play.lantern-paying", label, cost)
			}
			opts = append(opts, huh.NewOption(label, lanternChoice(len(a.paths))))
			a.paths = append(a.paths, pt)
		}
	} else {
		opts = append(opts, huh.NewOption(lang.Sprintf("play.lantern-move"), lanternMove))
	}
	if x.Location != rules.NoLocation && x.Crew != rules.Guards {
		if g.LanternMoved(x.Crew, x.Location) > 0 {
			opts = append(opts, huh.NewOption(lang.Sprintf("play.lantern-stop", at), lanternStop))
		} else {
			opts = append(opts, huh.NewOption(lang.Sprintf("play.lantern-stay", at), lanternStay))
			if !g.LightsOut.Collected {
				// Once the location's rewards are collected, a crew that
				// got one keeps its lantern rather than decline.
				opts = append(opts, huh.NewOption(declineWordsIn(lang, x.Location), lanternDecline))
			}
		}
	}
	if x.Location == rules.NoLocation && (x.Crew != rules.Guards || g.Breakout.Map == nil) {
		// An Advance Lantern icon may be left unused (companion's
		// declineLanternIcon).
		opts = append(opts, huh.NewOption(lang.Sprintf("play.lantern-stay-unused", at), lanternStay))
	}
	title := lang.Sprintf("play.lantern-where", rules.NameIn(lang, x.Crew), at)
	if x.Location != rules.NoLocation {
		title = lang.Sprintf("play.lantern-where-steps", rules.NameIn(lang, x.Crew), at, rules.SpacesIn(lang, x.Steps))
	}
	if len(opts) == 0 {
		return nil, a, ""
	}
	a.Choice = opts[0].Value
	if len(opts) == 1 {
		return nil, a, lang.Sprintf("play.lantern-only", title, opts[0].Key)
	}
	return huh.NewGroup(huh.NewSelect[lanternChoice]().Title(title).Options(opts...).Value(&a.Choice)), a, ""
}

// buildLanternSpaceForm asks, without a catacombs map, the space the
// lantern reaches, the cubes its path costs and whether the space shows
// the loot icon.
func buildLanternSpaceForm(lang terms.Lang, crew string, a *lanternAnswers) *huh.Group {
	return huh.NewGroup(
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
	switch a.Choice {
	case lanternStay, lanternStop:
		return &companion.LanternEntry{Crew: x.Crew, Stay: true}, nil
	case lanternDecline:
		return &companion.RewardChoiceEntry{Crew: x.Crew, Location: x.Location, Action: companion.RewardDecline}, nil
	case lanternMove:
		if err := p.askGroup(buildLanternSpaceForm(p.lang, x.Crew, a)); err != nil {
			return nil, err
		}
		return &companion.LanternEntry{Crew: x.Crew, Space: a.Space.Label(), Spend: a.Spend, Loot: a.Loot}, nil
	}
	pt := a.paths[a.Choice]
	return &companion.LanternEntry{Crew: x.Crew, Space: p.g.Breakout.Map.Spaces[pt.To].Label(), Spend: pt.Cost}, nil
}
