package companion

import (
	"errors"
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
)

// editionCatalog holds made-up cards (card values are not in the
// rulebooks): two Dwarves, a Ratman, a Cultist and a Hobgoblin, cards of
// the types and icon the 2018 box lacks, and a leader goal "most dwarves"
// printing no minimum.
func editionCatalog(t *testing.T) *catalog.Catalog {
	t.Helper()
	goon := func(name string, ty rules.GoonType, es ...rules.Effect) catalog.Card {
		c := catalog.Card{Kind: catalog.GoonCard, Name: name, GoonType: ty, Suspicion: catalog.Know(0), Valuables: catalog.Know(catalog.CardValuables{}), Effects: catalog.Know(es)}
		if ty == rules.Bandits {
			c.BanditResource = rules.Gold
		}
		return c
	}
	item := *testItem("Tome Rack")
	item.Effects = catalog.Know([]catalog.Effect{{Kind: rules.EffectChooseTome}})
	cat, err := catalog.NewCatalog(
		goon("Grub", rules.Dwarves), goon("Dig", rules.Dwarves), goon("Snag", rules.Ratmen),
		goon("Mox", rules.Cultists), goon("Tusk", rules.Hobgoblins),
		goon("Rook", rules.Bandits), goon("Skin", rules.Flayers), goon("Leaf", rules.Ratmen, rules.Effect{Kind: rules.EffectChooseTome}),
		item,
		catalog.Card{Kind: catalog.GoalCard, Name: "Brawn", GoalType: catalog.LeaderGoal, Condition: catalog.Know(catalog.Condition{Rule: rules.RuleMost, What: rules.CountDwarves})},
	)
	if err != nil {
		t.Fatal(err)
	}
	return cat
}

// TestFirstEditionHasNoAdvancedSetup: the 2018 box has one-sided crew boards
// and no trait cards (2018 rulebook, "Components"; "Game Setup", step 10),
// so a 2018 game refuses the advanced setup, multiplayer as solitary
// (ruling first-edition-cards); the 2019 box has it ("Advanced Setup",
// p. 16). A version 7 game file that started a 2018 game with the advanced
// setup still replays, as it was played.
func TestFirstEditionHasNoAdvancedSetup(t *testing.T) {
	three := crewsNamed("Vera", "Isaac", "Claire")
	for _, tc := range []struct {
		name  string
		setup SetupEntry
		want  error
	}{
		{"2018, three crews, advanced", SetupEntry{Crews: three, Edition: rules.Edition2018, Advanced: true}, ErrEdition},
		{"2018, two crews, advanced with Breakout", SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2018, Advanced: true, Breakout: true}, ErrEdition},
		{"2018, solitary, advanced", SetupEntry{Crews: crewsNamed("Rin"), Edition: rules.Edition2018, Advanced: true, Solo: true, Difficulty: rules.Moderate}, ErrEdition},
		{"2018, three crews, standard", SetupEntry{Crews: three, Edition: rules.Edition2018}, nil},
		{"2019, three crews, advanced", SetupEntry{Crews: three, Edition: rules.Edition2019, Advanced: true}, nil},
	} {
		_, err := NewGame(tc.setup)
		if !errors.Is(err, tc.want) || (err == nil) != (tc.want == nil) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
		var re *rules.RuleError
		if tc.want != nil && (!errors.As(err, &re) || re.Rule.Book != rules.CoreRulebook2018) {
			t.Errorf("%s: the refusal does not cite the 2018 rulebook: %v", tc.name, err)
		}
	}
	old := SetupEntry{Crews: three, Edition: rules.Edition2018, Advanced: true}
	g, err := Replay(LogHeader{}, []Entry{{Seq: 1, Phase: PhaseSetup, Payload: &old, Version: 7}})
	if err != nil || !g.Advanced || g.Crews[0].Board.Reputation != 0 {
		t.Errorf("a version 7 2018 advanced setup: %v (advanced %v)", err, g.Advanced)
	}
	if _, err := Replay(LogHeader{}, []Entry{{Seq: 1, Phase: PhaseSetup, Payload: &old, Version: 8}}); !errors.Is(err, ErrEdition) {
		t.Errorf("a version 8 2018 advanced setup replays: %v", err)
	}
}

// editionEntry is a display or goon card entry with the catalog's values.
func editionEntry(t *testing.T, cat *catalog.Catalog, name string, l rules.Location) Payload {
	t.Helper()
	if c, ok := cat.Lookup(catalog.ItemCard, name); ok {
		return &DisplayCardEntry{Card: name, Printed: &c}
	}
	c, ok := cat.Lookup(catalog.GoonCard, name)
	if !ok {
		t.Fatalf("no card %s", name)
	}
	return &GoonCardEntry{Card: name, Location: l, Printed: &c}
}

// TestFirstEditionCardsAtSetup: the 2018 box has no Bandits and no Flayers
// (its "Recruiting Goons", p. 13, describes Cultists, Demons, Dwarves,
// Hobgoblins and Ratmen) and its "Special Effect Icons" no Choose Tome: a
// 2018 game refuses such a card as it enters the item display or a goon
// space at setup; a 2019 game takes each; a 2018 game with Breakout takes
// the Choose Tome icon but no Bandit (ruling first-edition-cards).
func TestFirstEditionCardsAtSetup(t *testing.T) {
	cat := editionCatalog(t)
	for _, tc := range []struct {
		card     string
		edition  rules.Edition
		breakout bool
		want     error
	}{
		{"Tome Rack", rules.Edition2018, false, ErrEdition}, // an item showing Choose Tome
		{"Rook", rules.Edition2018, false, ErrEdition},      // a Bandit
		{"Skin", rules.Edition2018, false, ErrEdition},      // a Flayer
		{"Leaf", rules.Edition2018, false, ErrEdition},      // a Ratman showing Choose Tome
		{"Snag", rules.Edition2018, false, nil},             // a Ratman
		{"Tome Rack", rules.Edition2019, false, nil},
		{"Rook", rules.Edition2019, false, nil},
		{"Skin", rules.Edition2019, false, nil},
		{"Leaf", rules.Edition2019, false, nil},
		{"Tome Rack", rules.Edition2018, true, nil},
		{"Leaf", rules.Edition2018, true, nil},
		{"Rook", rules.Edition2018, true, ErrEdition},
		{"Skin", rules.Edition2018, true, ErrEdition},
	} {
		tr := newTrackerWith(t, cat, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: tc.edition, Breakout: tc.breakout})
		err := tr.try(editionEntry(t, cat, tc.card, rules.Sewers))
		if !errors.Is(err, tc.want) || (err == nil) != (tc.want == nil) {
			t.Errorf("%s in a %s game (Breakout %v): %v, want %v", tc.card, tc.edition, tc.breakout, err, tc.want)
		}
	}
}

// TestFirstEditionCardsWhenDrawn: the same refusals when the item display
// and the goon spaces are refilled in the Patrol phase (core rulebook,
// "Patrol Phase", steps 2 and 3), and a version 7 entry bringing a Bandit
// into a 2018 game still replays.
func TestFirstEditionCardsWhenDrawn(t *testing.T) {
	cat := editionCatalog(t)
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2018})
	playRound1(tr)
	tr.cat = cat
	tr.do(&DiscardEntry{Crew: "Claire", Resources: rules.Resources{Scrap: 1}})
	tr.g.Display[1] = "" // as a craft would
	refused(t, tr, "an item showing Choose Tome drawn for the display", editionEntry(t, cat, "Tome Rack", rules.NoLocation), ErrEdition)
	tr.do(&DisplayCardEntry{Card: "Rope", Space: 2})
	tr.do(&PatrolEntry{Action: PatrolAdvanceGoons})
	// The Sewers' goon space is empty after the advance.
	refused(t, tr, "a Bandit drawn for the Sewers", editionEntry(t, cat, "Rook", rules.Sewers), ErrEdition)
	refused(t, tr, "a Flayer drawn for the Sewers", editionEntry(t, cat, "Skin", rules.Sewers), ErrEdition)
	refused(t, tr, "a goon showing Choose Tome drawn for the Sewers", editionEntry(t, cat, "Leaf", rules.Sewers), ErrEdition)
	tr.do(editionEntry(t, cat, "Snag", rules.Sewers))

	// A version 7 file: the Bandit entered before version 8 replays.
	old := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2018})
	e := old.g.NextEntry(editionEntry(t, cat, "Rook", rules.Sewers))
	e.Seq, e.Version = 2, 7
	old.entries[0].Version = 7
	g, err := Replay(LogHeader{}, append(old.entries, e))
	if err != nil || g.Locations[rules.Sewers].Goon != "Rook" {
		t.Errorf("a version 7 Bandit in a 2018 game: %v", err)
	}
}

// editionChowHall sets up Vera, Isaac and Claire with the leader goal "most
// dwarves" (no minimum printed), two Dwarves among the goons, and brings
// the game to the Chow Hall, where Vera has the most strength and 4 scrap.
func editionChowHall(t *testing.T, e rules.Edition) *tracker {
	t.Helper()
	cat := editionCatalog(t)
	tr := newTrackerWith(t, cat, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: e, Goals: []string{"Brawn"}})
	for i := range tr.g.DisplaySize() {
		tr.do(&DisplayCardEntry{Card: "Item " + string(rune('A'+i))})
	}
	for l, goon := range map[rules.Location]string{rules.Sewers: "Grub", rules.Infirmary: "Dig", rules.Smithy: "Mox", rules.Commissary: "Snag", rules.ChowHall: "Tusk"} {
		tr.do(&GoonCardEntry{Card: goon, Location: l})
	}
	tr.do(assign("Vera", rules.ChowHall, "5", "enforcer"))
	tr.do(assign("Isaac", rules.ChowHall, "4"))
	tr.do(assign("Claire", rules.ChowHall, "3"))
	for _, c := range []string{"Vera", "Isaac", "Claire"} {
		tr.do(&PassEntry{Crew: c})
	}
	for l := rules.ExerciseYard; l < rules.ChowHall; l++ {
		tr.do(&ResolveEntry{Location: l})
	}
	tr.give("Vera", rules.Resources{Scrap: 4})
	return tr
}

// TestFirstEditionLeaderGoalMinimum: the 2018 leader goal asks for at least
// two of the type (2018 rulebook, "Claiming Goals – Leader Goal Cards",
// p. 12; ruling first-edition-leader-goal); the 2019 rule only the minimum
// the card lists (core rulebook, "Claiming Goals – Leader Goal Cards",
// p. 13). Vera, most strength at the Chow Hall, recruits two goons for any
// 4: with one Dwarf (Grub, and the Cultist Mox) she has the most Dwarves,
// 1 against 0 and 0, and takes "most dwarves" in 2019 but not in 2018; with
// both Dwarves (Grub and Dig) she takes it in 2018 too. A version 7 entry
// replays by the old rule.
func TestFirstEditionLeaderGoalMinimum(t *testing.T) {
	for _, tc := range []struct {
		name    string
		edition rules.Edition
		goons   []string
		holds   bool
	}{
		{"2018, one Dwarf", rules.Edition2018, []string{"Grub", "Mox"}, false},
		{"2018, two Dwarves", rules.Edition2018, []string{"Grub", "Dig"}, true},
		{"2019, one Dwarf", rules.Edition2019, []string{"Grub", "Mox"}, true},
	} {
		tr := editionChowHall(t, tc.edition)
		tr.do(recruit("Vera", rules.Resources{Scrap: 4}, tc.goons...))
		v, _ := tr.g.Crew("Vera")
		if got := slices.Contains(v.Goals, "Brawn"); got != tc.holds {
			t.Errorf("%s: Vera holds the leader goal %v, want %v (goals beside the board %v)", tc.name, got, tc.holds, tr.g.Goals)
		}
	}
	// The same recruit written in version 7: one Dwarf took the goal then.
	tr := editionChowHall(t, rules.Edition2018)
	tr.do(recruit("Vera", rules.Resources{Scrap: 4}, "Grub", "Mox"))
	entries := slices.Clone(tr.entries)
	for i := range entries {
		entries[i].Version = 7
	}
	// Replay takes the cubes the test gave from the board; give them in
	// the file as a version 7 game would have had them: replay up to the
	// recruit and play it on the given board.
	g, err := Replay(LogHeader{}, entries[:len(entries)-1])
	if err != nil {
		t.Fatal(err)
	}
	g.Crews[0].Board.Resources = rules.Resources{Scrap: 4}
	g.Supply.Resources.Scrap -= 4
	g, err = g.Play(entries[len(entries)-1])
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := g.Crew("Vera"); !slices.Contains(v.Goals, "Brawn") {
		t.Errorf("a version 7 recruit of one Dwarf in a 2018 game: Vera's goals %v", v.Goals)
	}
}

// TestFirstEditionExport: a 2018 game's board state names its edition and
// reads back; one set up advanced before version 8 is written without
// `advanced`, which a 2018 board state refuses (it changes no score).
func TestFirstEditionExport(t *testing.T) {
	old := SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2018, Advanced: true}
	g, err := Replay(LogHeader{}, []Entry{{Seq: 1, Phase: PhaseSetup, Payload: &old, Version: 7}})
	if err != nil {
		t.Fatal(err)
	}
	bs, _ := g.BoardState()
	if bs.Edition != rules.Edition2018 || bs.Advanced {
		t.Errorf("edition %v, advanced %v", bs.Edition, bs.Advanced)
	}
	if _, err := input.ParseBoardState("export.yaml", input.FormatBoardState(bs)); err != nil {
		t.Errorf("the export does not read back: %v", err)
	}
}
