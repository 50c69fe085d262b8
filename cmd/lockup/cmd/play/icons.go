package play

import (
	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// buildItemIconForm asks what Breakout's item icons wait for (Breakout
// rulebook, "Special Effect Icons"): whether an Improve Item pays its
// extra cube (Decline: not), and which display item a Reserve Item takes
// (Target). ok is false for the other icons. A single item in the display
// is taken and said, not asked.
func buildItemIconForm(lang terms.Lang, g companion.Game, pe companion.PendingEffect) (f *huh.Group, a *effectAnswers, taken string, ok bool) {
	a = &effectAnswers{}
	title := effectTitle(lang, pe)
	switch pe.Effect.Kind {
	case rules.EffectImproveItem:
		pay := lang.Sprintf("play.improve-pay", rules.ResourceIn(lang, pe.Effect.Resource), pe.Effect.Stars)
		return cmdutil.NewGroup(cmdutil.NewSelect[bool]().Title(lang.Sprintf("play.improve-title", title)).
			Options(huh.NewOption(pay, false), huh.NewOption(lang.Sprintf("play.improve-not"), true)).Value(&a.Decline)), a, "", true
	case rules.EffectReserveItem:
		var opts []huh.Option[string]
		for _, item := range g.DisplayItems() {
			opts = append(opts, huh.NewOption(item, item))
		}
		if len(opts) == 0 {
			return nil, a, "", false
		}
		a.Target = opts[0].Value
		if len(opts) == 1 {
			return nil, a, lang.Sprintf("play.reserve-only", title, a.Target), true
		}
		return cmdutil.NewGroup(cmdutil.NewSelect[string]().Title(lang.Sprintf("play.reserve-which", title)).Options(opts...).Value(&a.Target)), a, "", true
	}
	return nil, nil, "", false
}

// itemIconEntry completes the effect choice of an item icon from its
// answers: an Improve Item pays the cube its icon shows, or is declined.
func itemIconEntry(e *companion.EffectChoiceEntry, pe companion.PendingEffect, a *effectAnswers) error {
	if pe.Effect.Kind != rules.EffectImproveItem {
		return nil
	}
	e.Target = ""
	if a.Decline {
		e.Declined = true
		return nil
	}
	cost, err := rules.ImproveCost(pe.Effect)
	if err != nil {
		return err
	}
	e.Spend = cost.Resources
	return nil
}
