package companion

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// expectationsOfEveryKind are expectations of every kind, each in its
// variants (one and many, a crew and the guards, ...), as Game.Expect
// builds them.
func expectationsOfEveryKind() []Expectation {
	effect := PendingEffect{Crew: "Vera", Card: "Mox", Location: rules.ChowHall, Effect: rules.Effect{Kind: rules.EffectGiveSuspicion}}
	open := []OpenReward{
		{Crew: "Vera", Tier: rules.Most, Gains: rules.Gains{Resources: rules.Resources{Scrap: 1, Potions: 1, Iron: 2}, Power: 1, Reputation: 2, Tomes: 1}, FirstPlayerMarker: true},
		{Crew: "Isaac", Tier: rules.Second, Choice: "recruit the goon here"},
		{Crew: "Zoë", Tier: rules.Others},
		{Crew: "Rin", Tier: rules.Third, Gains: rules.Gains{Resources: rules.Resources{Scrap: 3, Potions: 2, Gold: 1}, Tomes: 2}},
	}
	sp := func(k rules.SpaceKind, n int) rules.Space { return rules.Space{Kind: k, Number: n} }
	var xs []Expectation
	add := func(x Expectation) { xs = append(xs, x) }
	add(Expectation{Kind: ExpectSetup, Missing: []SetupNeed{{Kind: NeedItemCards, N: 1, Of: 2}}})
	add(Expectation{Kind: ExpectSetup, Missing: []SetupNeed{{Kind: NeedItemCards, N: 3, Of: 0}, {Kind: NeedGoonCard, Location: rules.Sewers}}})
	add(Expectation{Kind: ExpectSetup, Missing: []SetupNeed{{Kind: NeedGoonCard, Location: rules.ChowHall}, {Kind: NeedSingleTunnels, N: 1}, {Kind: NeedFirstLegend}}})
	for _, k := range []SetupNeedKind{NeedSingleTunnels, NeedDoubleTunnels} {
		add(Expectation{Kind: ExpectSetup, Missing: []SetupNeed{{Kind: k, N: 1}}})
		add(Expectation{Kind: ExpectSetup, Missing: []SetupNeed{{Kind: k, N: 2}}})
	}
	add(Expectation{Kind: ExpectSetup, Missing: []SetupNeed{{Kind: NeedFirstLegend}}})
	add(Expectation{Kind: ExpectTurn, Crew: "Isaac", Tokens: []rules.Token{rules.Lookout, rules.Enforcer, rules.Seeker, rules.Four}})
	add(Expectation{Kind: ExpectTurn, Crew: "Isaac"})
	add(Expectation{Kind: ExpectTurn, Crew: "Vera", Tokens: []rules.Token{rules.Two}, setupDone: true})
	add(Expectation{Kind: ExpectEffect, Crew: "Vera", Effect: effect})
	add(Expectation{Kind: ExpectTome, Crew: "Vera", KeepTome: true, TomeFrom: rules.Library, Drawn: []string{"Tome A", "Tome B"}})
	add(Expectation{Kind: ExpectTome, Crew: "Vera", TomeFrom: rules.Library, Tomes: 2})
	add(Expectation{Kind: ExpectTome, Crew: "Vera", Tomes: 1})
	add(Expectation{Kind: ExpectTome, Crew: "Vera", Tomes: 3})
	add(Expectation{Kind: ExpectResolve, Location: rules.Smithy})
	add(Expectation{Kind: ExpectResolve, Location: rules.ExerciseYard, Phase: PhaseLightsOut, Open: open})
	add(Expectation{Kind: ExpectResolve, Location: rules.ChowHall, Phase: PhaseLightsOut, Open: open})
	add(Expectation{Kind: ExpectResolve, Location: rules.CellBlock, Open: open[2:3]})
	add(Expectation{Kind: ExpectDiscard, Discards: []CrewCount{{"Vera", 1}, {"Isaac", 2}, {"Zoë", 3}}})
	add(Expectation{Kind: ExpectDisplayCard, DisplayCards: 1})
	add(Expectation{Kind: ExpectDisplayCard, DisplayCards: 2})
	add(Expectation{Kind: ExpectAdvanceGoons})
	add(Expectation{Kind: ExpectGoonCard, GoonSpaces: []rules.Location{rules.Sewers}})
	add(Expectation{Kind: ExpectGoonCard, GoonSpaces: []rules.Location{rules.Sewers, rules.Smithy, rules.ChowHall}})
	add(Expectation{Kind: ExpectAddSuspicion})
	add(Expectation{Kind: ExpectAddSuspicion, Raid: true})
	add(Expectation{Kind: ExpectGameOver})
	add(Expectation{Kind: ExpectGuardDeal, Round: 2})
	add(Expectation{Kind: ExpectGuardDeal, Round: 3, AppDecks: true})
	add(Expectation{Kind: ExpectGuardTurn})
	add(Expectation{Kind: ExpectGuardTurn, LegendDown: true})
	add(Expectation{Kind: ExpectGuardTurn, FaceDown: []rules.Location{rules.Infirmary, rules.CellBlock}, LegendDown: true})
	add(Expectation{Kind: ExpectGuardCard, Brought: true, Location: rules.Smithy})
	add(Expectation{Kind: ExpectGuardCard, LegendGuard: true, Legend: "Tog the Ogre Brute"})
	add(Expectation{Kind: ExpectGuardCard, Location: rules.Infirmary})
	add(Expectation{Kind: ExpectGuards, Location: rules.Commissary})
	add(Expectation{Kind: ExpectLoot, Crew: rules.Guards, Space: sp(rules.Numbered, 4)})
	add(Expectation{Kind: ExpectLoot, Crew: "Vera", Space: sp(rules.Tomb, 0)})
	for _, crew := range []string{"Vera", rules.Guards} {
		add(Expectation{Kind: ExpectLantern, Crew: crew, Effect: effect, Space: sp(rules.Tomb, 0)})
		add(Expectation{Kind: ExpectLantern, Crew: crew, Effect: effect, Space: sp(rules.Entrance, 0), Steps: 1})
		add(Expectation{Kind: ExpectLantern, Crew: crew, Location: rules.Smithy, Space: sp(rules.Numbered, 7), Steps: 1})
		add(Expectation{Kind: ExpectLantern, Crew: crew, Location: rules.Smithy, Space: sp(rules.NoSpace, 0), Steps: 2})
		add(Expectation{Kind: ExpectShapeshift, Crew: crew, Location: rules.ChowHall})
	}
	add(Expectation{Kind: ExpectLegend, Legend: "Tog the Ogre Brute"})
	add(Expectation{Kind: ExpectLegendCard})
	return xs
}

// TestSituationInEnglish: the catalog's English wording of every kind of
// expectation is Situation's, String's with commands and NextIn's (play's
// last line), byte for byte:
// the Spanish and Chinese follow the same path, English keeps its own
// (no catalog to build).
func TestSituationInEnglish(t *testing.T) {
	saved := wording
	t.Cleanup(func() { wording = saved })
	seen := map[ExpectKind]bool{}
	for _, cmds := range [][]string{nil, {"lockup draw item CARD"}, {"lockup a", "lockup b", "lockup c"}} {
		wording = CommandWording{Expect: func(Expectation) []string { return cmds }}
		for _, x := range append(expectationsOfEveryKind(), Expectation{}) {
			seen[x.Kind] = true
			if got, want := x.situationIn(terms.En), x.Situation(); got != want {
				t.Errorf("%s: catalog %q, Situation %q", x.Kind, got, want)
			}
			if got, want := x.nextIn(terms.En), x.NextIn(terms.En); got != want {
				t.Errorf("%s: catalog %q, NextIn %q", x.Kind, got, want)
			}
			if got, want := x.stringIn(terms.En), x.String(); got != want {
				t.Errorf("%s: catalog %q, String %q", x.Kind, got, want)
			}
			for _, l := range []terms.Lang{terms.Es, terms.Zh} {
				for _, s := range []string{x.StringIn(l), x.NextIn(l)} {
					if x.Kind != NoExpectation && (s == "" || strings.Contains(s, "status.")) {
						t.Errorf("%s in %s: %q", x.Kind, l, s)
					}
				}
			}
		}
	}
	for k := NoExpectation; k <= ExpectShapeshift; k++ {
		if !seen[k] {
			t.Errorf("no expectation of kind %s tested", k)
		}
	}
}

func ExampleExpectation_SituationIn() {
	x := Expectation{Kind: ExpectDisplayCard, DisplayCards: 2}
	for _, l := range terms.Langs {
		fmt.Println(x.SituationIn(l))
	}
	// Output:
	// Patrol, step 2: draw 2 item cards for the item display
	// Fase de Patrulla, paso 2: roba 2 cartas de objeto para el despliegue de objetos
	// 巡逻阶段，第2步：为物品展示区抽 2 张物品卡
}

// TestRaidTextInEnglish: the catalog's English of a raid is RaidText's.
func TestRaidTextInEnglish(t *testing.T) {
	crews := []CrewState{{Name: "Vera"}, {Name: "Isaac"}, {Name: rules.Guards}}
	for _, r := range []RaidReport{
		{},
		{Round: 2},
		{Round: 3, Lost: [rules.MaxCrews]int{2, 0, 1}, RaidZero: true},
		{Round: 4, Lost: [rules.MaxCrews]int{0, 3}, Kept: "Vera"},
	} {
		g := Game{Crews: crews}
		g.Patrol.LastRaid = r
		if got, want := g.raidTextIn(terms.En), g.RaidText(); got != want {
			t.Errorf("catalog %q, RaidText %q", got, want)
		}
		for _, l := range []terms.Lang{terms.Es, terms.Zh} {
			if s := g.RaidTextIn(l); (s == "") != (r.Round == 0) || strings.Contains(s, "status.") {
				t.Errorf("%s: %q", l, s)
			}
		}
	}
}
