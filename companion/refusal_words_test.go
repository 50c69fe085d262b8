package companion

import (
	"fmt"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestRefusalWordsEnglish: each piece of a refusal said by its catalog key
// (refusal_words.go) prints, in English, the text it stands for, so that a
// refusal's English stays what it was (issue 24).
func TestRefusalWordsEnglish(t *testing.T) {
	type check struct {
		name      string
		got, want string
	}
	var checks []check
	add := func(name string, got fmt.Stringer, want string) {
		checks = append(checks, check{name, got.String(), want})
	}
	for p := PhaseSetup; p <= PhaseGameEnd; p++ {
		add("phase "+p.Slug(), phaseWords(p), p.String())
		g := Game{Round: 3, Phase: p}
		add("when "+p.Slug(), whenWords(3, p), g.when())
	}
	for k := NoEntryKind + 1; ; k++ {
		spec, ok := k.spec()
		if !ok {
			break
		}
		add("what "+k.String(), entryWhatWords(k), spec.what)
		got := phasesWords(spec.phases)
		checks = append(checks, check{"phases " + k.String(), fmt.Sprint(got), spec.phases.String()})
	}
	for s := NoPatrolStep + 1; int(s) < len(patrolStepNames); s++ {
		add("step "+s.String(), patrolStepWords(s), s.phrase())
	}
	for _, k := range []rules.EffectKind{rules.EffectGiveSuspicion, rules.EffectExchangeResource, rules.EffectImproveItem, rules.EffectReserveItem, rules.EffectAdvanceLantern, rules.EffectGainPower} {
		p := PendingEffect{Effect: rules.Effect{Kind: k, Resource: rules.Iron, Stars: 2}}
		add("pending "+k.String(), pendingWords(p), describePending(p))
	}
	for _, lo := range []LightsOutState{{Next: rules.Smithy}, {Legend: true}, {}} {
		g := Game{Round: 2, Phase: PhaseLightsOut, LightsOut: lo}
		add("where lights out", g.whereNowWords(), g.whereNow())
	}
	g := Game{Round: 2, Phase: PhasePatrol}
	add("where patrol", g.whereNowWords(), g.whereNow())
	for _, tc := range []struct{ display, reserved []string }{
		{nil, nil}, {[]string{"Shiv", "", "Rope"}, nil}, {[]string{"Shiv"}, []string{"Rope", "Key"}},
	} {
		checks = append(checks, check{"craftable", fmt.Sprint(craftableWords(tc.display, tc.reserved)), craftable(tc.display, tc.reserved)})
	}
	for _, items := range [][]string{nil, {"a"}, {"a", "b"}, {"a", "b", "c"}} {
		checks = append(checks, check{"or", fmt.Sprint(orWords(nameItems(items))), joinOr(items)})
		checks = append(checks, check{"and", fmt.Sprint(andWords(nameItems(items))), joinAnd(items)})
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: %q, want %q", c.name, c.got, c.want)
		}
	}
}
