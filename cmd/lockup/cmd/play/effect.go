package play

import (
	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// effectAnswers are the choice for a special effect icon.
type effectAnswers struct {
	Target  string
	Give    rules.Resource // NoResource: no exchange
	Get     rules.Resource
	Decline bool
}

// buildEffectForm asks the choice a Give Suspicion or an Exchange Resource
// waits for. A Give Suspicion in a game of two crews has one answer: it is
// not asked (the form is nil) and taken says so.
func buildEffectForm(lang terms.Lang, g companion.Game, pe companion.PendingEffect) (f *huh.Group, a *effectAnswers, taken string) {
	if f, a, taken, ok := buildItemIconForm(lang, g, pe); ok {
		return f, a, taken
	}
	a = &effectAnswers{Get: rules.Scrap}
	title := effectTitle(lang, pe)
	if pe.Effect.Kind == rules.EffectGiveSuspicion {
		var opts []huh.Option[string]
		for _, c := range g.Crews {
			if c.Name != pe.Crew {
				opts = append(opts, huh.NewOption(c.Name, c.Name))
			}
		}
		a.Target = opts[0].Value
		if len(opts) == 1 {
			return nil, a, lang.Sprintf("play.effect-suspicion-only", title, a.Target)
		}
		return cmdutil.NewGroup(cmdutil.NewSelect[string]().Title(lang.Sprintf("play.effect-suspicion-whom", title)).Options(opts...).Value(&a.Target)), a, ""
	}
	give := append([]huh.Option[rules.Resource]{huh.NewOption(lang.Sprintf("play.effect-no-exchange"), rules.NoResource)}, resourceOptionsAll(lang)...)
	return cmdutil.NewGroup(
		cmdutil.NewSelect[rules.Resource]().Title(lang.Sprintf("play.effect-give", title)).Options(give...).Value(&a.Give),
		cmdutil.NewSelect[rules.Resource]().Title(lang.Sprintf("play.effect-get")).Options(resourceOptionsAll(lang)...).Value(&a.Get),
	), a, ""
}

func (p *player) effect(pe companion.PendingEffect) (companion.Payload, error) {
	f, a, taken := buildEffectForm(p.lang, p.g, pe)
	if f == nil {
		p.only(taken)
	} else if err := p.askGroup(f); err != nil {
		return nil, err
	}
	e := &companion.EffectChoiceEntry{Crew: pe.Crew, Card: pe.Card, Effect: pe.Effect.Kind, Target: a.Target}
	if err := itemIconEntry(e, pe, a); err != nil {
		return nil, err
	}
	if pe.Effect.Kind == rules.EffectExchangeResource {
		e.Target = ""
		if a.Give == rules.NoResource {
			e.Declined = true
		} else {
			e.Spend, e.Gain = rules.Resources{}.With(a.Give, 1), rules.Resources{}.With(a.Get, 1)
		}
	}
	return e, nil
}
