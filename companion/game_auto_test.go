package companion

import (
	"reflect"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// allPass sets up three crews (one suspicion icon at the Sewers, two at the
// Chow Hall) who all pass at once: the Lights Out phase begins with nobody
// anywhere.
func allPass(t *testing.T) *tracker {
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019})
	tr.setUp()
	for _, c := range []string{"Vera", "Isaac", "Claire"} {
		tr.do(&PassEntry{Crew: c})
	}
	return tr
}

// TestAuto: Game.Expect holds the entry the table makes by itself exactly
// when nobody has a choice, and that entry is legal.
func TestAuto(t *testing.T) {
	for _, tc := range []struct {
		name string
		game func(t *testing.T) *tracker
		// want is the automatic entry, nil when someone has a choice.
		want   Payload
		reason AutoReason
	}{
		// Core rulebook, "Roll Call Phase – Passing": a player with no crew
		// tokens left at the start of their turn must pass.
		{"no tokens left: the crew passes", func(t *testing.T) *tracker {
			tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019})
			tr.setUp()
			tr.do(assign("Vera", rules.Smithy, "lookout", "enforcer", "2", "3", "4", "5"))
			tr.do(assign("Isaac", rules.Sewers, "5"))
			return tr
		}, &PassEntry{Crew: "Vera"}, AutoNoTokens},
		{"tokens left: the crew chooses", func(t *testing.T) *tracker {
			tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019})
			tr.setUp()
			tr.do(assign("Vera", rules.Smithy, "lookout", "enforcer", "2", "3", "4", "5"))
			return tr
		}, nil, NoAutoReason},
		// Core rulebook, "II. Lights Out Phase", steps 2 to 4: with no
		// token at a location, nobody gains, collects or straggles.
		{"nobody at the Exercise Yard", allPass, &ResolveEntry{Location: rules.ExerciseYard}, AutoNobodyThere},
		{"a crew with a fixed reward may still decline it", func(t *testing.T) *tracker {
			return &tracker{t: t, g: upToRound1(t, 14)}
		}, nil, NoAutoReason},
		{"every crew at the Chow Hall chose", func(t *testing.T) *tracker {
			tr := toChowHall(t)
			for _, c := range []string{"Vera", "Isaac", "Claire"} {
				tr.do(&RewardChoiceEntry{Crew: c, Location: rules.ChowHall, Action: RewardNone})
			}
			return tr
		}, &ResolveEntry{Location: rules.ChowHall}, AutoNothingToChoose},
		// Core rulebook, "III. Patrol Phase", steps 3 and 4.
		{"the goons advance", func(t *testing.T) *tracker {
			tr := patrolStep1(t)
			tr.do(&DiscardEntry{Crew: "Claire", Resources: rules.Resources{Potions: 1}})
			return tr
		}, &PatrolEntry{Action: PatrolAdvanceGoons}, AutoGoonsAdvance},
		{"the suspicion cubes are added", func(t *testing.T) *tracker {
			tr := patrolStep1(t)
			tr.do(&DiscardEntry{Crew: "Claire", Resources: rules.Resources{Potions: 1}})
			tr.do(&PatrolEntry{Action: PatrolAdvanceGoons})
			tr.do(&GoonCardEntry{Card: "Nib", Location: rules.Sewers, Suspicion: intp(0)})
			return tr
		}, &PatrolEntry{Action: PatrolAddSuspicion}, AutoAddSuspicion},
		// Core rulebook, "III. Patrol Phase – 1. Check Resource Limits": the
		// crew discards resources of its choice; holding one kind, it has
		// none.
		{"a discard of two kinds is the crew's choice", patrolStep1, nil, NoAutoReason},
		{"a discard of the only kind held", func(t *testing.T) *tracker {
			tr := patrolStep1(t)
			// A test's shortcut: Claire holds 7 scrap.
			tr.g.Crews[2].Board.Resources = rules.Resources{Scrap: 7}
			return tr
		}, &DiscardEntry{Crew: "Claire", Resources: rules.Resources{Scrap: 2}}, AutoOneKind},
		// Core rulebook, "Special Effect Icons", Give Suspicion: to an
		// opponent of the player's choice; with two crews there is one.
		{"Give Suspicion with one opponent", func(t *testing.T) *tracker {
			tr := twoCrewChowHall(t)
			tr.give("Vera", rules.Resources{Scrap: 1})
			tr.do(recruit("Vera", rules.Resources{Scrap: 1}, "Tusk"))
			return tr
		}, &EffectChoiceEntry{Crew: "Vera", Card: "Tusk", Effect: rules.EffectGiveSuspicion, Target: "Isaac"}, AutoOneOpponent},
		{"Give Suspicion with two opponents", func(t *testing.T) *tracker {
			tr := chowHallTie(t)
			tr.give("Vera", rules.Resources{Scrap: 1})
			tr.do(recruit("Vera", rules.Resources{Scrap: 1}, "Tusk"))
			return tr
		}, nil, NoAutoReason},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := tc.game(t)
			x := tr.g.Expect()
			auto, ok := x.Auto()
			if ok != (tc.want != nil) || ok != x.Automatic() || !reflect.DeepEqual(auto.Payload, tc.want) {
				t.Fatalf("Auto() = %+v, %v; want %#v", auto, ok, tc.want)
			}
			if auto.Reason != tc.reason {
				t.Errorf("reason %v, want %v", auto.Reason, tc.reason)
			}
			if ok {
				if auto.String() == "" {
					t.Error("the reason has no words")
				}
				tr.do(auto.Payload)
			}
		})
	}
}

// patrolStep1 is round 1's Patrol phase (patrolRound1) once Isaac, the
// Library's second most strength, drew his tome and Claire, its most
// strength, drew two and kept one: Claire holds 3 scrap and 3 potions, one
// over her limit.
func patrolStep1(t *testing.T) *tracker {
	tr := patrolRound1(t)
	tr.do(&TomeDrawnEntry{Crew: "Isaac", Card: "Bestiary"})
	tr.do(&TomeDrawnEntry{Crew: "Claire", Card: "Atlas"})
	tr.do(&TomeDrawnEntry{Crew: "Claire", Card: "Codex"})
	tr.do(&RewardChoiceEntry{Crew: "Claire", Location: rules.Library, Action: RewardKeepTome, Cards: []string{"Codex"}})
	return tr
}

// upToRound1 is the game after the first n Roll Call and Lights Out entries
// of playRound1.
func upToRound1(t *testing.T, n int) Game {
	three := SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019}
	full := newTracker(t, three)
	playRound1(full)
	tr := newTracker(t, three)
	for _, e := range full.entries[1 : 1+9+n] { // 9 setup cards
		tr.do(e.Payload)
	}
	return tr.g
}

// twoCrewChowHall is toChowHall with two crews: Vera (5 and enforcer) and
// Isaac (4) at the Chow Hall, where Tusk's 2 suspicion icons put 2 cubes.
func twoCrewChowHall(t *testing.T) *tracker {
	t.Helper()
	tr := newTrackerWith(t, rewardCatalog(t), SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019})
	for _, c := range []string{"Lockpick", "Crown", "Rope"} {
		tr.do(&DisplayCardEntry{Card: c})
	}
	for l, goon := range map[rules.Location]string{rules.Sewers: "Grub", rules.Infirmary: "Snag", rules.Smithy: "Mox", rules.Commissary: "Pip", rules.ChowHall: "Tusk"} {
		tr.do(&GoonCardEntry{Card: goon, Location: l})
	}
	tr.do(assign("Vera", rules.ChowHall, "5", "enforcer"))
	tr.do(assign("Isaac", rules.ChowHall, "4"))
	tr.do(&PassEntry{Crew: "Vera"})
	tr.do(&PassEntry{Crew: "Isaac"})
	for l := rules.ExerciseYard; l < rules.ChowHall; l++ {
		tr.do(&ResolveEntry{Location: l})
	}
	return tr
}

// TestEmptyLocationChangesNothing: a location nobody is at resolves by
// itself and changes nothing but the location the phase is at: its
// suspicion cubes stay (core rulebook, "II. Lights Out Phase", step 2: if
// nobody has tokens there, nobody gains them and they remain), and so do a
// Bandit's cubes, which only the most strength there collects (core
// rulebook, "Bandits"; ruling bandit-cube-unclaimed).
func TestEmptyLocationChangesNothing(t *testing.T) {
	tr := allPass(t)
	tr.do(&ResolveEntry{Location: rules.ExerciseYard})
	// A test's shortcut: the gold cube a Bandit added in a Patrol phase.
	tr.g.Locations[rules.Sewers].Bandit = rules.Resources{Gold: 1}
	tr.g.Supply.Resources.Gold--
	before := tr.g
	auto, ok := before.Expect().Auto()
	if !ok || auto.Reason != AutoNobodyThere {
		t.Fatalf("Auto() = %+v, %v", auto, ok)
	}
	after, rep, err := before.PlayReport(before.NextEntry(auto.Payload))
	if err != nil {
		t.Fatal(err)
	}
	if l := after.Locations[rules.Sewers]; l.Suspicion != 1 || l.Bandit != (rules.Resources{Gold: 1}) {
		t.Errorf("the Sewers hold %d suspicion and %v Bandit cubes after, want 1 and 1 gold", l.Suspicion, l.Bandit)
	}
	if !reflect.DeepEqual(after.Crews, before.Crews) || after.Supply != before.Supply || after.FirstPlayer != before.FirstPlayer {
		t.Errorf("a location nobody is at changed the crews, the supply or the first player marker")
	}
	if after.LightsOut.Next != rules.Infirmary {
		t.Errorf("the phase is at the %s, want the Infirmary", after.LightsOut.Next)
	}
	want := []string{"The 1 suspicion cube stays at the Sewers: nobody is there.", "The Bandit's 1 gold stays at the Sewers: no crew with the most strength collected it."}
	if got := rep.Lines(); !reflect.DeepEqual(got, want) {
		t.Errorf("report\n got %q\nwant %q", got, want)
	}
}
