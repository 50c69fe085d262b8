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

// TestRefusalWordsPieces: more pieces against the English they replace.
func TestRefusalWordsPieces(t *testing.T) {
	for _, tc := range []struct {
		got  fmt.Stringer
		want string
	}{
		{possessiveWords("Ann"), possessive("Ann")},
		{possessiveWords(rules.Guards), possessive(rules.Guards)},
		{spaceWords(rules.Space{Kind: rules.Numbered, Number: 4}), spaceName(rules.Space{Kind: rules.Numbered, Number: 4})},
		{spaceWords(rules.Space{Kind: rules.Tomb}), spaceName(rules.Space{Kind: rules.Tomb})},
		{spaceWords(rules.Space{Kind: rules.Entrance}), spaceName(rules.Space{Kind: rules.Entrance})},
		{spaceWords(rules.Space{Kind: rules.Escaped}), spaceName(rules.Space{Kind: rules.Escaped})},
		{spaceWords(rules.Space{}), spaceName(rules.Space{})},
		{aTunnelWords(rules.NoTunnel), tunnelWords(rules.NoTunnel)},
		{aTunnelWords(rules.SingleTunnel), tunnelWords(rules.SingleTunnel)},
		{aTunnelWords(rules.DoubleTunnel), tunnelWords(rules.DoubleTunnel)},
		{tunnelKindWords(rules.DoubleTunnel), rules.DoubleTunnel.String()},
		{countWords(1, "refusal.tracker.spaces"), plural(1, "space", "spaces")},
		{countWords(2, "refusal.tracker.spaces"), plural(2, "space", "spaces")},
	} {
		if got := tc.got.String(); got != tc.want {
			t.Errorf("%q, want %q", got, tc.want)
		}
	}
	for _, n := range []SetupNeed{
		{Kind: NeedItemCards, N: 1, Of: 4}, {Kind: NeedItemCards, N: 3, Of: 4}, {Kind: NeedGoonCard, Location: rules.Smithy},
		{Kind: NeedSingleTunnels, N: 1}, {Kind: NeedDoubleTunnels, N: 2}, {Kind: NeedFirstLegend},
	} {
		if got := setupNeedWords(n).String(); got != n.String() {
			t.Errorf("%q, want %q", got, n.String())
		}
	}
}

// TestCubesWords: cubesWords prints describeCubes's English.
func TestCubesWords(t *testing.T) {
	for _, r := range []rules.Resources{{}, {Potions: 1}, {Potions: 2, Iron: 1}, {Scrap: 2, Potions: 1, Gold: 3}} {
		if got := fmt.Sprint(cubesWords(r)); got != describeCubes(r) {
			t.Errorf("%q, want %q", got, describeCubes(r))
		}
	}
}

// TestCommissaryChoiceWords: the Commissary's words print the rules
// engine's English.
func TestCommissaryChoiceWords(t *testing.T) {
	for _, tc := range []struct {
		tier   rules.Tier
		choice string
		keyed  bool
	}{
		{rules.Most, "gains 1 resource of their choice from the supply", true},
		{rules.Second, "may exchange 1 of their resources for 1 from the supply", true},
		{rules.Third, "may exchange 2 of their resources for 1 from the supply", true},
		{rules.Most, "some other wording", false},
	} {
		got := commissaryChoiceWords(tc.tier, tc.choice)
		if _, keyed := got.(rules.Phrase); keyed != tc.keyed || fmt.Sprint(got) != tc.choice {
			t.Errorf("%s: %#v, want %q (keyed %v)", tc.tier, got, tc.choice, tc.keyed)
		}
	}
}
