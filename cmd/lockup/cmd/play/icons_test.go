package play

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TestItemIconQuestions: lockup play's questions for the item icons: an
// Improve Item is paid or not, a Reserve Item names a display item (the
// only one is taken and said).
func TestItemIconQuestions(t *testing.T) {
	t.Parallel()
	improve := companion.PendingEffect{Crew: "Claire", Card: "Lamp", Effect: rules.Effect{Kind: rules.EffectImproveItem, Resource: rules.Gold, Stars: 2}}
	g := companion.Game{Display: []string{"", "Crown", ""}}
	f, a, taken := buildEffectForm(terms.En, g, improve)
	if f == nil || taken != "" {
		t.Fatalf("Improve Item: form %v, taken %q", f != nil, taken)
	}
	e := &companion.EffectChoiceEntry{Crew: "Claire", Card: "Lamp", Effect: rules.EffectImproveItem}
	if err := itemIconEntry(e, improve, a); err != nil || e.Spend != (rules.Resources{Gold: 1}) || e.Declined {
		t.Errorf("improved: %+v %v", e, err)
	}
	a.Decline = true
	e = &companion.EffectChoiceEntry{Crew: "Claire", Card: "Lamp", Effect: rules.EffectImproveItem}
	if err := itemIconEntry(e, improve, a); err != nil || e.Spend.Total() != 0 || !e.Declined {
		t.Errorf("declined: %+v %v", e, err)
	}
	reserve := companion.PendingEffect{Crew: "Claire", Card: "Oracle", Effect: rules.Effect{Kind: rules.EffectReserveItem}}
	f, a, taken = buildEffectForm(terms.En, g, reserve)
	if f != nil || a.Target != "Crown" || !strings.Contains(taken, "Crown is reserved, the only item") {
		t.Errorf("Reserve Item with one item: form %v, target %q, taken %q", f != nil, a.Target, taken)
	}
	g.Display[0] = "Cask"
	if f, a, _ = buildEffectForm(terms.En, g, reserve); f == nil || a.Target != "Cask" {
		t.Errorf("Reserve Item with two items: form %v, first %q", f != nil, a.Target)
	}
}

// TestEffectTitleNamesTheIcon: a waiting icon is named by the reader's
// book (Special Effect Icons; es "Símbolos de Efectos Especiales", zh
// 特殊效果图标), the glossary found by the icon's slug, not its English name.
func TestEffectTitleNamesTheIcon(t *testing.T) {
	pe := companion.PendingEffect{Crew: "Vera", Card: "Mox", Effect: rules.Effect{Kind: rules.EffectGiveSuspicion}}
	for _, tc := range []struct {
		lang terms.Lang
		want string
	}{
		{terms.En, "Give Suspicion"},
		{terms.Es, "Dar Sospecha"},
		{terms.Zh, "加深嫌疑"},
	} {
		if got := effectTitle(tc.lang, pe); !strings.Contains(got, tc.want) {
			t.Errorf("%v: effectTitle = %q, want it to name %q", tc.lang, got, tc.want)
		}
	}
}
