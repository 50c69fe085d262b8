package companion

import (
	"errors"
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// boLegendRound sets up a three-crew Breakout game whose first legend card
// ("Test Legend", made up) shows the icons given, and plays round 1's Roll
// Call: Vera's six tokens go to the Exercise Yard, Isaac's and Claire's to
// the Sewers (no tunnel there: Smithy, Commissary and Infirmary hold them).
// Each crew keeps one token for the legend card: Vera and Isaac their
// lookout, Claire her 5, so Claire ranks first there (Breakout rulebook,
// "Resolving the Legend Card"). The game stops at the first pass, Vera's.
func boLegendRound(t *testing.T, icons ...rules.Effect) *tracker {
	t.Helper()
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019, Breakout: true, Catacombs: testCatacombs()})
	tr.setUp()
	tr.do(&TunnelEntry{Location: rules.Smithy, Double: true})
	tr.do(&TunnelEntry{Location: rules.Commissary})
	tr.do(&TunnelEntry{Location: rules.Infirmary})
	legend := &catalog.Card{Kind: catalog.LegendCard, Name: "Test Legend", Asked: catalog.Know(false), Effects: catalog.Know(icons)}
	tr.do(&LegendCardEntry{Card: "Test Legend", Printed: legend})
	tr.do(assign("Vera", rules.ExerciseYard, "seeker", "enforcer", "2", "3", "4", "5"))
	tr.do(assign("Isaac", rules.Sewers, "seeker", "enforcer", "2", "3", "4", "5"))
	tr.do(assign("Claire", rules.Sewers, "seeker", "enforcer", "2", "3", "4", "lookout"))
	// Vera's turn with one token left: she passes, laying it on the card.
	x := tr.g.Expect()
	a, ok := x.Auto()
	if !ok {
		t.Fatalf("Vera's turn with one token: %v", x.Kind)
	}
	tr.do(a.Payload)
	return tr
}

// toLegend plays on to the legend card's resolution: the remaining passes
// and the locations, none of which has a choice.
func (tr *tracker) toLegend() Expectation {
	tr.t.Helper()
	for range 50 {
		x := tr.g.Expect()
		a, auto := x.Auto()
		switch {
		case x.Kind == ExpectLegend:
			return x
		case auto:
			tr.do(a.Payload)
		case x.Kind == ExpectResolve:
			// The fixed rewards are taken (the Exercise Yard's power and
			// marker, the Sewers' scrap).
			tr.do(tr.g.ResolveNext())
		default:
			tr.t.Fatalf("before the legend card: %v (%s)", x.Kind, x)
		}
	}
	tr.t.Fatal("the legend card never comes")
	return Expectation{}
}

// TestTomesAfterPassing: a crew that has passed plays no tome card for the
// rest of that Roll Call phase (core rulebook, "Roll Call Phase – Passing";
// the Spanish and 2018 texts name tome cards; ruling passed-tomes); from
// the Lights Out phase it plays them again. No tome is played while the
// legend card resolves, after the Library and while its icons wait
// (Breakout rulebook, "Resolving the Legend Card"), unless the card's own
// text allows it.
func TestTomesAfterPassing(t *testing.T) {
	tr := boLegendRound(t, rules.Effect{Kind: rules.EffectGiveSuspicion})
	for i := range tr.g.Crews {
		tr.g.Crews[i].Tomes = []string{"Tome A", "Tome B", "Tome C"}
	}
	// Vera has passed; Isaac has not.
	if c, _ := tr.g.Crew("Vera"); !c.Passed || tr.g.Phase != PhaseRollCall {
		t.Fatalf("Vera passed %v, phase %s", c.Passed, tr.g.Phase)
	}
	err := tr.try(&TomePlayedEntry{Crew: "Vera", Card: "Tome A"})
	var re *rules.RuleError
	if !errors.As(err, &re) || !errors.Is(err, ErrWrongPhase) || re.Rule != srcPassing {
		t.Errorf("Vera's tome after she passed: %v, want refused citing Passing", err)
	}
	tr.do(&TomePlayedEntry{Crew: "Isaac", Card: "Tome A"})

	// A version-7 entry was accepted then, and replays so.
	e := tr.g.NextEntry(&TomePlayedEntry{Crew: "Vera", Card: "Tome A"})
	e.Version = 7
	if _, err := tr.g.Play(e); err != nil {
		t.Errorf("a version-7 tome after passing: %v", err)
	}
	if err := tr.g.NextEntry(&TomePlayedEntry{Crew: "Vera", Card: "Tome A", TextAllows: true}).CheckVersion(7); err == nil {
		t.Errorf("text_allows in a version-7 entry accepted")
	}

	// The card's own text may allow it.
	tr.do(&TomePlayedEntry{Crew: "Vera", Card: "Tome C", TextAllows: true})

	// Isaac and Claire pass; Lights Out begins at the Exercise Yard: Vera
	// plays tomes again.
	tr.do(tr.g.Expect().auto.Payload)
	tr.do(tr.g.Expect().auto.Payload)
	if tr.g.Phase != PhaseLightsOut {
		t.Fatalf("after the passes: %s", tr.g.Phase)
	}
	tr.do(&TomePlayedEntry{Crew: "Vera", Card: "Tome A"})

	// After the Library the legend card resolves: no tome, for anyone.
	x := tr.toLegend()
	if err := tr.try(&TomePlayedEntry{Crew: "Isaac", Card: "Tome B"}); !errors.As(err, &re) || re.Rule != srcBoLegend {
		t.Errorf("a tome before the legend card resolves: %v, want refused citing Resolving the Legend Card", err)
	}
	// Claire ranks first with her 5 and gains the Give Suspicion icon,
	// which waits for her choice: still no tome.
	tr.g.Crews[2].Board.Suspicion = 1
	tr.do(&LegendEntry{Card: x.Legend})
	if x := tr.g.Expect(); x.Kind != ExpectEffect || x.Crew != "Claire" {
		t.Fatalf("after the legend: %v %s", x.Kind, x.Crew)
	}
	if err := tr.try(&TomePlayedEntry{Crew: "Vera", Card: "Tome B"}); !errors.As(err, &re) || re.Rule != srcBoLegend {
		t.Errorf("a tome while the legend's icon waits: %v", err)
	}
	tr.do(&EffectChoiceEntry{Crew: "Claire", Card: "Test Legend", Effect: rules.EffectGiveSuspicion, Target: "Vera"})
	tr.do(&TomePlayedEntry{Crew: "Vera", Card: "Tome B"})
	if c, _ := tr.g.Crew("Vera"); len(c.Tomes) != 0 {
		t.Errorf("Vera still holds %v", c.Tomes)
	}
}
