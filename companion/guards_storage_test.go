package companion

import (
	"errors"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// soloAtPatrol plays a solitary game to the start of its first Patrol
// phase, then gives the player 7 scrap (2 over the limit of 5) and the
// guards 4 iron and 2 gold.
func soloAtPatrol(t *testing.T) *soloTable {
	s := newSoloTable(t, rules.Moderate, AppDecks, 7)
	for i := 0; s.g.Phase != PhasePatrol || s.g.Expect().Kind == ExpectTome || len(s.g.Pending) > 0; i++ {
		if i > 500 || !s.step() {
			t.Fatal("no Patrol phase")
		}
	}
	g := &s.g
	g.Crews[g.player()].Board.Resources = rules.Resources{Scrap: 7}
	g.Crews[g.crewIndex(rules.Guards)].Board.Resources = rules.Resources{Iron: 4, Gold: 2}
	return s
}

// TestGuardsNeverDiscard: "Solitary Mode – Patrol Phase", Storage Limits:
// the player discards down to the limit, the guards have no limit. With the
// player on 7 scrap and the guards on 6 cubes, only the player owes a
// discard (2 scrap); a discard for the guards is refused, whatever it
// names, and leaves their 4 iron and 2 gold; a version-7 entry still
// replays as it was played then (every cube above a limit of 0).
func TestGuardsNeverDiscard(t *testing.T) {
	s := soloAtPatrol(t)
	x := s.g.Expect()
	if x.Kind != ExpectDiscard || len(x.Discards) != 1 || x.Discards[0] != (CrewCount{Crew: "Rin", N: 2}) {
		t.Fatalf("expect %v %+v, want Rin to discard 2", x.Kind, x.Discards)
	}
	for _, r := range []rules.Resources{{Iron: 4, Gold: 2}, {Iron: 1}} {
		err := s.try(&DiscardEntry{Crew: "guards", Resources: r})
		var re *rules.RuleError
		if !errors.As(err, &re) || !errors.Is(err, ErrNoReward) || re.Rule.Section != "Solitary Mode – Patrol Phase, Storage Limits" {
			t.Errorf("guards discard %v: %v, want a refusal citing the guards' storage limits", r, err)
		}
	}
	if b := s.g.Crews[s.g.crewIndex(rules.Guards)].Board.Resources; b != (rules.Resources{Iron: 4, Gold: 2}) {
		t.Errorf("guard board %+v after the refusals", b)
	}
	s.do(&DiscardEntry{Crew: "Rin", Resources: rules.Resources{Scrap: 2}})
	if s.g.PatrolStep() == StepStorage {
		t.Errorf("still at step 1 after the player's discard")
	}

	// Version 7 accepted it: the replay of such a file is unchanged.
	old := soloAtPatrol(t)
	e := old.g.NextEntry(&DiscardEntry{Crew: "guards", Resources: rules.Resources{Iron: 4, Gold: 2}})
	e.Version = 7
	g, err := old.g.Play(e)
	if err != nil {
		t.Fatalf("a version-7 guards discard: %v", err)
	}
	if b := g.Crews[g.crewIndex(rules.Guards)].Board.Resources; b.Total() != 0 {
		t.Errorf("version 7: guard board %+v", b)
	}
}

// TestGuardsBonusNoStorage: the guards have no storage limit ("Solitary
// Mode – Patrol Phase, Storage Limits"), so a starting bonus cannot change
// one.
func TestGuardsBonusNoStorage(t *testing.T) {
	setup := SetupEntry{Crews: crewsNamed("Rin"), Solo: true, Advanced: true, Edition: rules.Edition2019, Difficulty: rules.Moderate, Decks: AppDecks, GuardCards: soloTestBox}
	tr := newTracker(t, setup)
	err := tr.try(&SetupBonusEntry{Crew: "guards", From: "side B", Storage: 1})
	var re *rules.RuleError
	if !errors.As(err, &re) || re.Rule != srcSoloStorage {
		t.Errorf("a storage limit change for the guards: %v", err)
	}
}
