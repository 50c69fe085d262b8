package companion

import (
	"errors"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// chowHallTie sets up Vera (the 5) and Isaac (the 4 and his enforcer, 4+1)
// at the Chow Hall, where Tusk's 2 suspicion icons put 2 cubes: a tie at 5
// that Vera wins, holding the first player marker (core rulebook, "II.
// Lights Out Phase", step 1).
func chowHallTie(t *testing.T) *tracker {
	t.Helper()
	tr := newTrackerWith(t, rewardCatalog(t), SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019})
	for _, c := range []string{"Lockpick", "Crown", "Rope", "Key"} {
		tr.do(&DisplayCardEntry{Card: c})
	}
	for l, goon := range map[rules.Location]string{rules.Sewers: "Grub", rules.Infirmary: "Snag", rules.Smithy: "Mox", rules.Commissary: "Pip", rules.ChowHall: "Tusk"} {
		tr.do(&GoonCardEntry{Card: goon, Location: l})
	}
	tr.do(assign("Vera", rules.ChowHall, "5"))
	tr.do(assign("Isaac", rules.ChowHall, "4", "enforcer"))
	for _, c := range []string{"Claire", "Vera", "Isaac"} {
		tr.do(&PassEntry{Crew: c})
	}
	for l := rules.ExerciseYard; l < rules.ChowHall; l++ {
		tr.do(&ResolveEntry{Location: l})
	}
	return tr
}

// TestStrengthSettledOnce: strengths and the ranking are settled in step 1,
// once; a Gain Power icon collected at the location makes the enforcer
// stronger only at the locations still to come (core rulebook, "II. Lights
// Out Phase", step 1).
func TestStrengthSettledOnce(t *testing.T) {
	tr := chowHallTie(t)
	tr.do(&RewardChoiceEntry{Crew: "Vera", Location: rules.ChowHall, Action: RewardNone})
	tr.give("Isaac", rules.Resources{Scrap: 1})
	// Isaac (second) recruits Grub, whose icon gives him a power cube: his
	// enforcer is now 2, his strength here would be 6.
	tr.do(recruit("Isaac", rules.Resources{Scrap: 1}, "Grub"))
	if p := tr.g.Crews[1].Board.Power; p != 2 {
		t.Fatalf("Isaac's power %d, want 2", p)
	}
	res, err := tr.g.Resolution()
	if err != nil {
		t.Fatal(err)
	}
	if res.Ranking()[0].Name != "Vera" || res.Ranking()[1].Strength != 5 {
		t.Errorf("ranking %+v: the Chow Hall keeps step 1's strengths (Vera first, Isaac 5)", res.Ranking())
	}
	tr.do(&ResolveEntry{Location: rules.ChowHall})
	if v, i := tr.g.Crews[0].Board.Suspicion, tr.g.Crews[1].Board.Suspicion; v != 2 || i != 0 {
		t.Errorf("suspicion Vera %d, Isaac %d; want 2 and 0: the cubes went to the most strength of step 1", v, i)
	}
}

// TestSuspicionBeforeRewards: the suspicion cubes go to their taker in step
// 2, before any reward is collected in step 3, so a goon recruited there
// acts on them: Tusk's Give Suspicion asks whom to give one to (core
// rulebook, "II. Lights Out Phase", steps 2 and 3; "Special Effect
// Icons").
func TestSuspicionBeforeRewards(t *testing.T) {
	tr := chowHallTie(t)
	if got := tr.g.Locations[rules.ChowHall].Suspicion; got != 2 {
		t.Fatalf("the Chow Hall holds %d suspicion cubes before its first entry, want 2", got)
	}
	tr.give("Vera", rules.Resources{Scrap: 1})
	tr.do(recruit("Vera", rules.Resources{Scrap: 1}, "Tusk"))
	if v := tr.g.Crews[0].Board.Suspicion; v != 2 {
		t.Fatalf("Vera holds %d suspicion cubes after recruiting at the Chow Hall, want its 2", v)
	}
	x := tr.g.Expect()
	if x.Kind != ExpectEffect || x.Crew != "Vera" || x.Effect.Effect.Kind != rules.EffectGiveSuspicion {
		t.Fatalf("Expect %+v, want Vera's Give Suspicion choice", x)
	}
	if !strings.Contains(x.String(), ": answer effect choice Vera.") {
		t.Errorf("next: %q names no command", x.String())
	}
	err := tr.try(&ResolveEntry{Location: rules.ChowHall})
	if !errors.Is(err, ErrChoicePending) || !strings.Contains(err.Error(), "(allowed: answer effect choice Vera)") {
		t.Errorf("resolve while the icon waits: %v", err)
	}
	tr.do(&EffectChoiceEntry{Crew: "Vera", Card: "Tusk", Effect: rules.EffectGiveSuspicion, Target: "Claire"})
	if v, c := tr.g.Crews[0].Board.Suspicion, tr.g.Crews[2].Board.Suspicion; v != 1 || c != 1 {
		t.Errorf("suspicion Vera %d, Claire %d; want 1 and 1", v, c)
	}
}

// TestBanditCubePaysForItsReward: the Bandit cubes go with the reward of the
// crew ranked first, and may pay for it (ruling bandit-cube-pays); a decline
// leaves them there (ruling decline-all).
func TestBanditCubePaysForItsReward(t *testing.T) {
	for _, decline := range []bool{false, true} {
		tr := chowHallTie(t)
		// A test's shortcut: the cube a Bandit added in a Patrol phase.
		tr.g.Locations[rules.ChowHall].Bandit = rules.Resources{Gold: 1}
		tr.g.Supply.Resources.Gold--
		if decline {
			tr.do(&RewardChoiceEntry{Crew: "Vera", Location: rules.ChowHall, Action: RewardDecline})
			tr.do(&ResolveEntry{Location: rules.ChowHall})
			if b := tr.g.Locations[rules.ChowHall].Bandit; b.Gold != 1 || tr.g.Crews[0].Board.Resources.Gold != 0 {
				t.Errorf("declined: the Chow Hall holds %+v, Vera %+v", b, tr.g.Crews[0].Board.Resources)
			}
			continue
		}
		tr.do(recruit("Vera", rules.Resources{Gold: 1}, "Tusk"))
		if b := tr.g.Locations[rules.ChowHall].Bandit; b.Total() != 0 || tr.g.Crews[0].Board.Resources.Total() != 0 {
			t.Errorf("the Bandit cube paid for Tusk: the Chow Hall holds %+v, Vera %+v", b, tr.g.Crews[0].Board.Resources)
		}
		tr.do(&EffectChoiceEntry{Crew: "Vera", Card: "Tusk", Effect: rules.EffectGiveSuspicion, Target: "Isaac"})
		tr.do(&ResolveEntry{Location: rules.ChowHall})
		if r := tr.g.Crews[0].Board.Resources; r.Total() != 0 {
			t.Errorf("Vera holds %+v after the resolve: the Bandit cube is collected once", r)
		}
	}
}

// TestEveryCardInOnePlace: a card drawn into the item display or a goon
// space that is somewhere else already is refused, naming where it is; the
// Chow Hall's goon goes to the goon discard pile in the Patrol phase (core
// rulebook, "III. Patrol Phase", steps 2 and 3).
func TestEveryCardInOnePlace(t *testing.T) {
	tr := patrolRound1(t)
	tr.do(&DiscardEntry{Crew: "Claire", Resources: rules.Resources{Scrap: 1}})
	chowHallGoon := tr.g.Locations[rules.ChowHall].Goon
	tr.do(&PatrolEntry{Action: PatrolAdvanceGoons})
	if len(tr.g.GoonDiscard) != 1 || tr.g.GoonDiscard[0] != chowHallGoon {
		t.Fatalf("goon discard pile %v, want [%s]", tr.g.GoonDiscard, chowHallGoon)
	}
	for _, tc := range []struct {
		name  string
		entry Payload
		where string
	}{
		{"the discarded goon", &GoonCardEntry{Card: chowHallGoon, Location: rules.Sewers, Printed: testGoon(chowHallGoon, 2, rules.NoResource)}, "in the goon discard pile"},
		{"a goon on the board", &GoonCardEntry{Card: "goon at sewers", Location: rules.Sewers, Printed: testGoon("goon at sewers", 1, rules.NoResource)}, "in the goon space at the Infirmary"},
	} {
		err := tr.try(tc.entry)
		if !errors.Is(err, ErrSpaceTaken) || !strings.Contains(err.Error(), tc.where) {
			t.Errorf("%s: %v, want a refusal naming %q", tc.name, err, tc.where)
		}
	}
	// In the setup, an item already in the display.
	fresh := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019})
	fresh.do(&DisplayCardEntry{Card: "Item A"})
	if err := fresh.try(&DisplayCardEntry{Card: "item a"}); !errors.Is(err, ErrSpaceTaken) || !strings.Contains(err.Error(), "in the item display") {
		t.Errorf("the same item twice: %v", err)
	}
}

// TestNoRefusalSaysNotTracked: entries the tracker follows are never
// refused as "not tracked yet"; out of their phase they are refused with
// the phase they belong to and the command that answers what the game
// waits for.
func TestNoRefusalSaysNotTracked(t *testing.T) {
	tr := patrolRound1(t)
	tr.do(&DiscardEntry{Crew: "Claire", Resources: rules.Resources{Scrap: 1}})
	tr.do(&PatrolEntry{Action: PatrolAdvanceGoons})
	tr.do(&GoonCardEntry{Card: "Gil", Location: rules.Sewers, Printed: testGoon("Gil", 0, rules.NoResource)})
	tr.do(&PatrolEntry{Action: PatrolAddSuspicion})
	for _, p := range []Payload{
		&DisplayCardEntry{Card: "Item Z", Printed: testItem("Item Z")},
		&GoonCardEntry{Card: "Zed", Location: rules.Sewers, Printed: testGoon("Zed", 0, rules.NoResource)},
		&PatrolEntry{Action: PatrolAdvanceGoons},
		&DiscardEntry{Crew: "Vera", Resources: rules.Resources{Scrap: 1}},
	} {
		err := tr.try(p)
		if err == nil || strings.Contains(err.Error(), "not tracked") || !errors.Is(err, ErrWrongPhase) || !strings.Contains(err.Error(), "(allowed: answer ") {
			t.Errorf("%s in the Roll Call phase: %v", p.Kind(), err)
		}
	}
}
