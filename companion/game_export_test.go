package companion

import (
	"reflect"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/scoring"
)

// goalOf returns an end game goal of the kind with a count for each seat, in
// order.
func goalOf(kind scoring.GoalKind, counts ...int) scoring.EndGameGoal {
	goal := scoring.EndGameGoal{Kind: kind}
	for seat, n := range counts {
		goal.Set(seat, n)
	}
	return goal
}

// TestEndGameGoalFromCondition works the end game goal out from its printed
// condition (core rulebook, "End Game Goal Cards", p. 13): Vera crafted 2
// items, Isaac 1, Claire none.
func TestEndGameGoalFromCondition(t *testing.T) {
	goal := func(cond rules.GoalCondition) Game {
		card := catalog.Card{Kind: catalog.GoalCard, Name: "Collector", GoalType: catalog.EndGameGoal, Condition: catalog.Know(cond)}
		return Game{
			Crews: []CrewState{{Name: "Vera", Items: []string{"A", "B"}}, {Name: "Isaac", Items: []string{"C"}}, {Name: "Claire"}},
			Goals: []string{"Collector"},
			Cards: []catalog.Card{card},
		}
	}
	tests := []struct {
		name  string
		cond  rules.GoalCondition
		want  scoring.EndGameGoal // by seat: Vera, Isaac, Claire
		stars map[string]int      // what final scoring gives each crew for it
	}{
		{"most items: 8 and 4 with three crews", rules.GoalCondition{Rule: rules.RuleMost, What: rules.CountItems},
			goalOf(scoring.MostGoal, 2, 1, 0),
			map[string]int{"Vera": 8, "Isaac": 4, "Claire": 0}},
		{"most items, at least 2: Isaac's 1 does not count", rules.GoalCondition{Rule: rules.RuleMost, What: rules.CountItems, N: 2},
			goalOf(scoring.MostGoal, 2, 0, 0),
			map[string]int{"Vera": 8, "Isaac": 0, "Claire": 0}},
		{"2 stars per item", rules.GoalCondition{Rule: rules.RulePerUnit, What: rules.CountItems, N: 1, Stars: 2},
			goalOf(scoring.PointsGoal, 4, 2, 0),
			map[string]int{"Vera": 4, "Isaac": 2, "Claire": 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := goal(tt.cond)
			got, unknown := g.endGameGoal()
			if len(unknown) > 0 {
				t.Fatalf("unknown: %v", unknown)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %+v, want %+v", got, tt.want)
			}
			res, _ := g.FinalScore()
			for _, c := range res.Crews() {
				if c.Breakdown.EndGameGoal != tt.stars[c.Name] {
					t.Errorf("%s scores %d for the goal, want %d", c.Name, c.Breakdown.EndGameGoal, tt.stars[c.Name])
				}
			}
		})
	}
	g := goal(rules.GoalCondition{})
	g.Cards[0].Condition = catalog.Printed[rules.GoalCondition]{}
	if _, unknown := g.endGameGoal(); len(unknown) != 1 {
		t.Errorf("a goal without its condition: unknown %v, want it named", unknown)
	}
}

// TestBreakoutExportAgrees: the board-state file `lockup export` writes
// for a Breakout game scores as the tracker's FinalScore does: barrels,
// wild valuables, loot, the new goon types and the lantern (Breakout
// rulebook, "Game End", "Goon Cards", "Wild Valuable"); an escaped lantern
// scores nothing at the end (ruling lantern-escaped), the TOMB 15
// ("Khathandor's Tomb"), a numbered space its number.
func TestBreakoutExportAgrees(t *testing.T) {
	base := boToChowHall(t).g
	for _, tc := range []struct {
		name      string
		lantern   rules.Space
		loot      []string
		items     []string
		goons     []string
		catacombs int
		fungoids  int
	}{
		{"at the entrance", rules.Space{Kind: rules.Entrance}, nil, nil, nil, 0, 0},
		{"on 7 with a Fungoid and 2 loot", rules.Space{Kind: rules.Numbered, Number: 7}, []string{"A", "B"}, []string{"Lamp"}, []string{"Spore"}, 7, 4},
		{"at the tomb with a Dryad and barrels", rules.Space{Kind: rules.Tomb}, []string{"A"}, []string{"Cask", "Lamp"}, []string{"Bramble", "Grub"}, 15, 0},
		{"escaped, wild valuables", rules.Space{Kind: rules.Escaped}, nil, []string{"Robes", "Crown"}, []string{"Spore", "Mole"}, 0, 0},
	} {
		g := base.Clone()
		g.Crews[0].Items, g.Crews[0].Goons = tc.items, tc.goons
		g.Breakout.Lanterns[0], g.Breakout.Loot[0] = tc.lantern, tc.loot
		bs, unknown := g.BoardState()
		if len(unknown) > 0 {
			t.Errorf("%s: unknown %v", tc.name, unknown)
		}
		text := input.FormatBoardState(bs)
		read, err := input.ParseBoardState("export.yaml", text)
		if err != nil {
			t.Fatalf("%s: the export does not read back: %v\n%s", tc.name, err, text)
		}
		got := scoring.Score(read.Game)
		want, _ := g.FinalScore()
		if !reflect.DeepEqual(got.Crews(), want.Crews()) {
			t.Errorf("%s: lockup score on the export gives\n%+v\nthe tracker\n%+v\n%s", tc.name, got.Crews(), want.Crews(), text)
		}
		vera := want.Crews()[0]
		if vera.Breakdown.Catacombs != tc.catacombs {
			t.Errorf("%s: the lantern scores %d, want %d", tc.name, vera.Breakdown.Catacombs, tc.catacombs)
		}
		if gs, _ := vera.Breakdown.GoonTypes.Of(rules.Fungoids); gs.Points != tc.fungoids {
			t.Errorf("%s: Fungoids score %d, want %d", tc.name, gs.Points, tc.fungoids)
		}
	}
}

// wildGame is a finished Breakout game of made-up fixture cards whose end
// game goal, Jeweller, counts the most gems: Vera holds the Sacred Robes
// (a wild valuable, Breakout rulebook "Notes") with 3 gems, Isaac 3 gems,
// Claire none.
func wildGame(t *testing.T) Game {
	t.Helper()
	item := func(name string, v catalog.CardValuables) catalog.Card {
		return catalog.Card{Kind: catalog.ItemCard, Name: name, Valuables: catalog.Know(v), Barrels: catalog.Know(0)}
	}
	return Game{
		Box: rules.Box{Edition: rules.Edition2019, Breakout: true},
		Crews: []CrewState{
			{Name: "Vera", Items: []string{"Sacred Robes", "Crown", "Ring"}, Board: rules.CrewBoard{Reputation: 30}},
			{Name: "Isaac", Items: []string{"Tiara"}, Board: rules.CrewBoard{Reputation: 33}},
			{Name: "Claire", Board: rules.CrewBoard{Reputation: 20}},
		},
		Goals: []string{"Jeweller"},
		Cards: []catalog.Card{
			{Kind: catalog.GoalCard, Name: "Jeweller", GoalType: catalog.EndGameGoal, Condition: catalog.Know(rules.GoalCondition{Rule: rules.RuleMost, What: rules.CountGems})},
			item("Sacred Robes", catalog.CardValuables{Wild: 1}),
			item("Crown", catalog.CardValuables{Gems: 2}),
			item("Ring", catalog.CardValuables{Gems: 1}),
			item("Tiara", catalog.CardValuables{Gems: 3}),
		},
	}
}

// TestWildExportAgrees: the tracker's final scoring and the board-state
// file `lockup export` writes count Vera's Sacred Robes as a gem (Breakout
// rulebook, "Special Effect Icons", "Notes"; ruling bo-wild-choice): 4 gems
// to Isaac's 3, the most (8), Isaac second (4); counted as anything else, a
// tie for the most, 4 each (core rulebook, "Claiming Goals", p. 13). The
// export gives the goal's condition and the counts without the Robes, and
// `lockup score` on it gives the same totals and notes.
func TestWildExportAgrees(t *testing.T) {
	g := wildGame(t)
	bs, unknown := g.BoardState()
	if len(unknown) > 0 {
		t.Fatalf("unknown %v", unknown)
	}
	want := scoring.EndGameGoal{Kind: scoring.MostGoal, Condition: rules.GoalCondition{Rule: rules.RuleMost, What: rules.CountGems}}
	for seat, n := range []int{3, 3, 0} {
		want.Set(seat, n)
	}
	if bs.Game.EndGameGoal != want {
		t.Errorf("end game goal %+v, want %+v", bs.Game.EndGameGoal, want)
	}
	text := input.FormatBoardState(bs)
	if !strings.Contains(string(text), "end_game_goal:\n  condition: most gems\n  counts: {Vera: 3, Isaac: 3, Claire: 0}\n") {
		t.Errorf("the export does not give the goal's condition:\n%s", text)
	}
	read, err := input.ParseBoardState("export.yaml", text)
	if err != nil {
		t.Fatalf("the export does not read back: %v\n%s", err, text)
	}
	got := scoring.Score(read.Game)
	res, _ := g.FinalScore()
	if !reflect.DeepEqual(got.Crews(), res.Crews()) || !reflect.DeepEqual(got.Notes(), res.Notes()) {
		t.Errorf("lockup score on the export gives\n%+v\n%v\nthe tracker\n%+v\n%v", got.Crews(), got.Notes(), res.Crews(), res.Notes())
	}
	for i, stars := range []int{8, 4, 0} {
		if c := res.Crews()[i]; c.Breakdown.EndGameGoal != stars {
			t.Errorf("%s scores %d for the goal, want %d", c.Name, c.Breakdown.EndGameGoal, stars)
		}
	}
	if vera := res.Crews()[0]; vera.Wild != (scoring.Valuables{Gems: 1}) {
		t.Errorf("Vera's Robes counted as %+v, want a gem", vera.Wild)
	}
	found := false
	for _, n := range res.Notes() {
		found = found || n.Ruling() == rules.RulingBOWildChoice &&
			n.Text == "Vera: 1 wild valuable counts as 1 gem, the choice that scores the most (the end game goal counts gems)."
	}
	if !found {
		t.Errorf("no note says what the Robes counted as: %+v", res.Notes())
	}
}
