package companion

import (
	"errors"
	"reflect"
	"testing"

	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
)

func advancedTracker(t *testing.T) *tracker {
	t.Helper()
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019, Advanced: true})
	tr.cat = rewardCatalog(t)
	return tr
}

func TestSetupBonusRefusals(t *testing.T) {
	full := rules.Box{Edition: rules.Edition2019}.FullSupply()
	for _, tc := range []struct {
		name  string
		setup func(*tracker)
		bonus SetupBonusEntry
		want  error
	}{
		{"standard setup", nil, SetupBonusEntry{Crew: "Vera", From: "crew board", Power: 1}, ErrNotAdvanced},
		{"after Roll Call began", func(tr *tracker) {
			tr.setUp()
			tr.do(assign("Vera", rules.Smithy, "enforcer"))
		}, SetupBonusEntry{Crew: "Isaac", From: "crew board", Power: 1}, ErrWrongPhase},
		{"crew not seated", nil, SetupBonusEntry{Crew: "Stan", From: "crew board", Power: 1}, ErrUnknownCrew},
		{"more power than the supply", nil, SetupBonusEntry{Crew: "Vera", From: "crew board", Power: full.Power + 1}, ErrShort},
		{"more suspicion than the supply", nil, SetupBonusEntry{Crew: "Vera", From: "crew board", Suspicion: full.Suspicion + 1}, ErrShort},
		{"more gold than the supply", nil, SetupBonusEntry{Crew: "Vera", From: "crew board", Gain: rules.Resources{Gold: full.Resources.Gold + 1}}, ErrShort},
		{"supply emptied by earlier bonuses", func(tr *tracker) {
			tr.do(&SetupBonusEntry{Crew: "Vera", From: "crew board", Suspicion: full.Suspicion})
		}, SetupBonusEntry{Crew: "Isaac", From: "crew board", Suspicion: 1}, ErrShort},
		{"storage limit below 0", nil, SetupBonusEntry{Crew: "Vera", From: "crew board", Storage: -6}, ErrNoReward},
		{"goon on the board", func(tr *tracker) { tr.setUp() }, SetupBonusEntry{Crew: "Vera", From: "Greedy", Goon: "Goon at Sewers"}, ErrSpaceTaken},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := advancedTracker(t)
			if tc.name == "standard setup" {
				tr = newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019})
			}
			if tc.setup != nil {
				tc.setup(tr)
			}
			before := tr.g.Clone()
			b := tc.bonus
			err := tr.try(&b)
			if !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
			var re *rules.RuleError
			if !errors.As(err, &re) || re.Rule != srcAdvanced {
				t.Errorf("the refusal does not name Advanced Setup, p. 16: %v", err)
			}
			if !reflect.DeepEqual(before, tr.g) {
				t.Error("a refused bonus changed the game")
			}
		})
	}
	// A goon the catalog does not know, and a goon already with a crew.
	tr := advancedTracker(t)
	var ie *input.InputError
	if err := tr.try(&SetupBonusEntry{Crew: "Vera", From: "Greedy", Goon: "Nobody"}); !errors.As(err, &ie) {
		t.Errorf("unknown goon: %v", err)
	}
	tr.do(&SetupBonusEntry{Crew: "Vera", From: "Greedy", Goon: "Pip"})
	if err := tr.try(&SetupBonusEntry{Crew: "Isaac", From: "Sly", Goon: "Pip"}); !errors.Is(err, ErrSpaceTaken) {
		t.Errorf("a goon held twice: %v", err)
	}
}

func TestSetupBonusApplied(t *testing.T) {
	tr := advancedTracker(t)
	full := tr.g.Supply
	tr.do(&SetupBonusEntry{Crew: "Vera", From: "crew board", Power: 2, Suspicion: 1, Gain: rules.Resources{Scrap: 1, Iron: 2}, Storage: 2})
	tr.do(&SetupBonusEntry{Crew: "Vera", From: "Obnoxious Insectoids", Reputation: 3, Goon: "Grub"})
	tr.do(&SetupBonusEntry{Crew: "Isaac", From: "crew board", Storage: -1, Gain: rules.Resources{Gold: 1}})
	v, _ := tr.g.Crew("Vera")
	// Grub's Gain Power icon resolves at once: one more power cube.
	want := rules.CrewBoard{Reputation: 3, Power: 3, Suspicion: 1, Resources: rules.Resources{Scrap: 1, Iron: 2}, StorageLimit: 7}
	if v.Board != want {
		t.Errorf("Vera's board = %+v, want %+v", v.Board, want)
	}
	if !reflect.DeepEqual(v.Goons, []string{"Grub"}) {
		t.Errorf("Vera's goons = %v", v.Goons)
	}
	i, _ := tr.g.Crew("Isaac")
	if want := (rules.CrewBoard{Resources: rules.Resources{Gold: 1}, StorageLimit: 4}); i.Board != want {
		t.Errorf("Isaac's board = %+v, want %+v", i.Board, want)
	}
	wantSupply := full
	wantSupply.Power -= 3
	wantSupply.Suspicion--
	wantSupply.Resources = rules.Resources{Scrap: full.Resources.Scrap - 1, Potions: full.Resources.Potions, Iron: full.Resources.Iron - 2, Gold: full.Resources.Gold - 1}
	if tr.g.Supply != wantSupply {
		t.Errorf("supply = %+v, want %+v", tr.g.Supply, wantSupply)
	}
	if tr.g.Phase != PhaseSetup {
		t.Errorf("a bonus moved the game to %s", tr.g.Phase)
	}
	// Bonuses may still come after the cards are set out, until Roll Call.
	tr.setUp()
	tr.do(&SetupBonusEntry{Crew: "Claire", From: "Nimble Gnolls", Power: 1})
	tr.do(assign("Vera", rules.Smithy, "enforcer"))
}

// A goon bonus whose icon needs a choice waits for it, like a recruit.
func TestSetupBonusGoonEffectWaits(t *testing.T) {
	tr := advancedTracker(t)
	tr.do(&SetupBonusEntry{Crew: "Vera", From: "crew board", Gain: rules.Resources{Scrap: 1}})
	tr.do(&SetupBonusEntry{Crew: "Vera", From: "Greedy Goblins", Goon: "Mox"})
	if len(tr.g.Pending) != 1 {
		t.Fatalf("pending = %v", tr.g.Pending)
	}
	if err := tr.try(&SetupBonusEntry{Crew: "Isaac", From: "crew board", Power: 1}); !errors.Is(err, ErrChoicePending) {
		t.Errorf("an entry before the choice: %v", err)
	}
	tr.do(&EffectChoiceEntry{Crew: "Vera", Card: "Mox", Effect: rules.EffectExchangeResource, Spend: rules.Resources{Scrap: 1}, Gain: rules.Resources{Gold: 1}})
	if v, _ := tr.g.Crew("Vera"); v.Board.Resources != (rules.Resources{Gold: 1}) {
		t.Errorf("after the exchange Vera has %+v", v.Board.Resources)
	}
}

func TestSetupBonusReplayAndUndo(t *testing.T) {
	dir := t.TempDir()
	l, err := TestLog.Create(dir+"/g.jsonl", 7, created)
	if err != nil {
		t.Fatal(err)
	}
	tr := advancedTracker(t)
	tr.do(&SetupBonusEntry{Crew: "Vera", From: "crew board", Power: 2, Gain: rules.Resources{Potions: 1}})
	tr.do(&SetupBonusEntry{Crew: "Isaac", From: "Sly", Reputation: 2, Goon: "Pip", Storage: 1})
	for _, e := range tr.entries {
		if err := l.Append(e); err != nil {
			t.Fatal(err)
		}
	}
	l, err = TestLog.Open(l.Path())
	if err != nil {
		t.Fatal(err)
	}
	got, err := Replay(LogHeader{}, l.Entries())
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, tr.g) {
		t.Fatal("the replay differs from the game played")
	}
	after1, _ := Replay(LogHeader{}, tr.entries[:2])
	if _, err := l.Undo(); err != nil {
		t.Fatal(err)
	}
	got, err = Replay(LogHeader{}, l.Entries())
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, after1) {
		t.Error("undo did not give back the state before the last bonus")
	}
	if i, _ := got.Crew("Isaac"); i.Board.Reputation != 0 || len(i.Goons) != 0 || i.Board.StorageLimit != rules.StandardStorageLimit {
		t.Errorf("Isaac after undo: %+v %v", i.Board, i.Goons)
	}
}
