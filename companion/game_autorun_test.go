package companion

import (
	"errors"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestPlayAuto: Game.PlayAuto plays the entries the table makes by itself,
// in order, until someone has a choice. Three crews all passed (allPass):
// with no token anywhere, each of the eight locations resolves with
// nothing to gain, collect or straggle (core rulebook, "II. Lights Out
// Phase", steps 2 to 4), in numerical order; then in the Patrol phase
// nobody is over the storage limit and the goon cards advance (core
// rulebook, "III. Patrol Phase", step 3), and the game waits for the goon
// card drawn for the empty Sewers space.
func TestPlayAuto(t *testing.T) {
	tr := allPass(t)
	var kept int
	run, err := tr.g.PlayAuto(nil, func(rep *Report) error { kept++; return nil })
	if err != nil || run.Refused != nil {
		t.Fatalf("PlayAuto: %v, refused %v", err, run.Refused)
	}
	if kept != 9 || len(run.Reports) != 9 {
		t.Fatalf("kept %d, reports %d; want 9 (8 locations, the goons)", kept, len(run.Reports))
	}
	for i, rep := range run.Reports[:8] {
		r, ok := rep.Entry.Payload.(*ResolveEntry)
		if !ok || r.Location != rules.Location(i+1) || rep.Auto.Reason != AutoNobodyThere {
			t.Errorf("entry %d: %#v (%v); want the %s resolved, nobody there", i+1, rep.Entry.Payload, rep.Auto.Reason, rules.Location(i+1))
		}
	}
	if p, ok := run.Reports[8].Entry.Payload.(*PatrolEntry); !ok || p.Action != PatrolAdvanceGoons || run.Reports[8].Auto.Reason != AutoGoonsAdvance {
		t.Errorf("entry 9: %#v; want the goons advancing", run.Reports[8].Entry.Payload)
	}
	if run.Next.Kind != ExpectGoonCard || run.Next.Phase != PhasePatrol || run.Next.Automatic() {
		t.Errorf("then waits for %v in %v; want a goon card in the Patrol phase", run.Next.Kind, run.Next.Phase)
	}
	if run.Game.Phase != PhasePatrol || tr.g.Phase != PhaseLightsOut {
		t.Errorf("game after in %v, before in %v: PlayAuto must not change its receiver", run.Game.Phase, tr.g.Phase)
	}

	// while stops the run at the first entry it refuses.
	run, _ = tr.g.PlayAuto(func(g Game, a Auto) bool { return g.LightsOut.Next < rules.Infirmary }, nil)
	if len(run.Reports) != 2 || run.Next.Kind != ExpectResolve || !run.Next.Automatic() {
		t.Errorf("while: %d entries, then %v; want the Exercise Yard and the Sewers, then the Infirmary to resolve", len(run.Reports), run.Next.Kind)
	}

	// keep's error stops the run, with the entries kept before it.
	stop := errors.New("disk full")
	run, err = tr.g.PlayAuto(nil, func(rep *Report) error {
		if rep.Entry.Payload.(*ResolveEntry).Location == rules.Smithy {
			return stop
		}
		return nil
	})
	if !errors.Is(err, stop) || len(run.Reports) != 3 || run.Game.LightsOut.Next != rules.Smithy {
		t.Errorf("keep failing at the Smithy: %v, %d entries, at the %s; want 3 kept, the Smithy next", err, len(run.Reports), run.Game.LightsOut.Next)
	}
}

// TestAppDecksAtSetup: lockup new plays only the app decks' entries of the
// setup (Breakout rulebook, "Expansion Setup": the tunnel markers laid and
// the first legend card turned up), nothing of round 1.
func TestAppDecksAtSetup(t *testing.T) {
	for _, tc := range []struct {
		phase  Phase
		reason AutoReason
		want   bool
	}{
		{PhaseSetup, AutoAppDecks, true},
		{PhaseSetup, AutoNoTokens, false},
		{PhaseRollCall, AutoAppDecks, false},
	} {
		if got := AppDecksAtSetup(Game{Phase: tc.phase}, Auto{Reason: tc.reason}); got != tc.want {
			t.Errorf("%v, %v: %v; want %v", tc.phase, tc.reason, got, tc.want)
		}
	}
}
