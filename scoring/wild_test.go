package scoring

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// conditionGoal returns an end game goal with its printed condition and
// each seat's count of what it counts, wild valuables left out.
func conditionGoal(t *testing.T, condition string, counts ...int) EndGameGoal {
	t.Helper()
	cond, err := rules.ParseCondition(condition)
	if err != nil {
		t.Fatal(err)
	}
	kind := MostGoal
	if cond.Rule == rules.RulePerUnit {
		kind = PointsGoal
	}
	g := endGameGoal(kind, counts...)
	g.Condition = cond
	return g
}

// TestWildValuables checks the wild valuable icon and the Sacred Robes
// (Breakout rulebook, "Special Effect Icons" and "Notes": a valuable of the
// owner's choice at final scoring only) with rulings bo-wild-choice and, for
// the guards, bo-solo-wild; the end game goal's amounts are the core
// rulebook's ("Claiming Goals", "End Game Goal Cards", p. 13: most 8, second
// most 4, a tie for the most 4 each and no second; two sides: most 6, a tie
// nothing). Every card and count is a made-up fixture.
func TestWildValuables(t *testing.T) {
	tests := []struct {
		name string
		game func(t *testing.T) Game
		// goal is each side's end game goal score, in seating order.
		goal []int
		// demons is the first side's Demons score (-1: not checked).
		demons int
		// as is what the first side with wild valuables counted them as.
		as     Valuables
		ruling string
		note   string
	}{
		{
			// Vera and Isaac have 3 gems each, Stan 1: without the Robes a
			// tie for the most, 4 each. As a gem, Vera has the most (8) and
			// Isaac the second most (4).
			name: "Sacred Robes as a gem win the end game goal of gems",
			game: func(t *testing.T) Game {
				return Game{Breakout: true, EndGameGoal: conditionGoal(t, "most gems", 3, 3, 1), Crews: []Crew{
					{Name: "Vera", Reputation: 30, Valuables: Valuables{Gems: 3, Wild: 1}},
					{Name: "Isaac", Reputation: 30, Valuables: Valuables{Gems: 3}},
					{Name: "Stan", Reputation: 30, Valuables: Valuables{Gems: 1}},
				}}
			},
			goal: []int{8, 4, 0}, demons: -1, as: Valuables{Gems: 1}, ruling: rules.RulingBOWildChoice,
			note: "Vera: 1 wild valuable counts as 1 gem, the choice that scores the most (the end game goal counts gems).",
		},
		{
			// Vera's Demon scores 2 per valuable: a shield and the wild, 4,
			// whatever the wild's kind. As magic it also gives her 1 magic,
			// second most behind Isaac's 2 (4 stars); as a shield or a gem,
			// none, and no score.
			name: "a wild scores for Demons whatever its kind, and helps most as magic",
			game: func(t *testing.T) Game {
				return Game{Breakout: true, EndGameGoal: conditionGoal(t, "most magic", 0, 2, 0), Crews: []Crew{
					{Name: "Vera", Reputation: 30, Valuables: Valuables{Shields: 1, Wild: 1}, Goons: goons(rules.Demons, 1)},
					{Name: "Isaac", Reputation: 30, Valuables: Valuables{Magic: 2}},
					{Name: "Stan", Reputation: 30},
				}}
			},
			goal: []int{4, 8, 0}, demons: 4, as: Valuables{Magic: 1}, ruling: rules.RulingBOWildChoice,
			note: "Vera: 1 wild valuable counts as 1 magic, the choice that scores the most (the end game goal counts magic).",
		},
		{
			// Isaac 3 shields, Vera and Stan 2: Isaac 8, Vera and Stan tie
			// for second, 2 each. Vera's wild as a shield ties her with
			// Isaac for the most, 4 each, and Stan scores nothing: she
			// chooses for herself though it costs Isaac 4.
			name: "the owner chooses for itself, whatever it costs another crew",
			game: func(t *testing.T) Game {
				return Game{Breakout: true, EndGameGoal: conditionGoal(t, "most shields", 2, 3, 2), Crews: []Crew{
					{Name: "Vera", Reputation: 30, Valuables: Valuables{Shields: 2, Wild: 1}},
					{Name: "Isaac", Reputation: 30, Valuables: Valuables{Shields: 3}},
					{Name: "Stan", Reputation: 30, Valuables: Valuables{Shields: 2}},
				}}
			},
			goal: []int{4, 4, 0}, demons: -1, as: Valuables{Shields: 1}, ruling: rules.RulingBOWildChoice,
			note: "Vera: 1 wild valuable counts as 1 shield, the choice that scores the most (the end game goal counts shields).",
		},
		{
			// Vera's 1 gem is below the printed minimum of 2; with the wild
			// as a gem she has 2, the only count that scores: 8.
			name: "a wild reaches the printed minimum",
			game: func(t *testing.T) Game {
				return Game{Breakout: true, EndGameGoal: conditionGoal(t, "most gems (at least 2)", 1, 0, 1), Crews: []Crew{
					{Name: "Vera", Reputation: 30, Valuables: Valuables{Gems: 1, Wild: 1}},
					{Name: "Isaac", Reputation: 30},
					{Name: "Stan", Reputation: 30, Valuables: Valuables{Gems: 1}},
				}}
			},
			goal: []int{8, 0, 0}, demons: -1, as: Valuables{Gems: 1}, ruling: rules.RulingBOWildChoice,
		},
		{
			// "2 per gem": 1 gem and 2 wild valuables as gems, 3 gems, 6.
			name: "a per-unit goal counts the wild valuables of its kind",
			game: func(t *testing.T) Game {
				return Game{Breakout: true, EndGameGoal: conditionGoal(t, "2 per gem", 1, 0), Crews: []Crew{
					{Name: "Vera", Reputation: 30, Valuables: Valuables{Gems: 1, Wild: 2}},
					{Name: "Isaac", Reputation: 30},
				}}
			},
			goal: []int{6, 0}, demons: -1, as: Valuables{Gems: 2}, ruling: rules.RulingBOWildChoice,
			note: "Vera: 2 wild valuables count as 2 gems, the choice that scores the most (the end game goal counts gems).",
		},
		{
			// Isaac 5 gems, Stan 4, Vera none: one gem more leaves her
			// third, so no choice scores; the tie rule counts it as a gem.
			name: "when every choice scores the same, the wild counts as the goal's kind",
			game: func(t *testing.T) Game {
				return Game{Breakout: true, EndGameGoal: conditionGoal(t, "most gems", 0, 5, 4), Crews: []Crew{
					{Name: "Vera", Reputation: 30, Valuables: Valuables{Wild: 1}},
					{Name: "Isaac", Reputation: 30, Valuables: Valuables{Gems: 5}},
					{Name: "Stan", Reputation: 30, Valuables: Valuables{Gems: 4}},
				}}
			},
			goal: []int{0, 8, 4}, demons: -1, as: Valuables{Gems: 1}, ruling: rules.RulingBOWildChoice,
			note: "Vera: 1 wild valuable counts as 1 gem, what the end game goal counts; any kind would score the same.",
		},
		{
			// Most valuables: Vera 2 and a wild, 3, ties Isaac's 3 for the
			// most, 4 each, whatever its kind.
			name: "a goal of every valuable counts the wild whatever its kind",
			game: func(t *testing.T) Game {
				return Game{Breakout: true, EndGameGoal: conditionGoal(t, "most valuables", 2, 3, 1), Crews: []Crew{
					{Name: "Vera", Reputation: 30, Valuables: Valuables{Shields: 1, Magic: 1, Wild: 1}},
					{Name: "Isaac", Reputation: 30, Valuables: Valuables{Gems: 3}},
					{Name: "Stan", Reputation: 30, Valuables: Valuables{Gems: 1}},
				}}
			},
			goal: []int{4, 4, 0}, demons: -1, as: Valuables{Wild: 1}, ruling: rules.RulingBOWildChoice,
			note: "Vera: 1 wild valuable counts toward the end game goal, which counts every valuable, whatever its kind.",
		},
		{
			name: "with no goal of valuables, no kind is named",
			game: func(t *testing.T) Game {
				return Game{Breakout: true, EndGameGoal: conditionGoal(t, "most items", 2, 1), Crews: []Crew{
					{Name: "Vera", Reputation: 30, Items: 2, Valuables: Valuables{Wild: 2}, Goons: goons(rules.Demons, 1)},
					{Name: "Isaac", Reputation: 30, Items: 1},
				}}
			},
			goal: []int{6, 0}, demons: 4, as: Valuables{Wild: 2}, ruling: rules.RulingBOWildChoice,
			note: "Vera: 2 wild valuables count as valuables of no kind in particular: no score depends on the kind (Demons count every valuable).",
		},
		{
			// A board-state file's `most:` counts are the players' own.
			name: "counts given without the condition are taken as given",
			game: func(t *testing.T) Game {
				return Game{Breakout: true, EndGameGoal: endGameGoal(MostGoal, 3, 2), Crews: []Crew{
					{Name: "Vera", Reputation: 30, Valuables: Valuables{Gems: 2, Wild: 1}},
					{Name: "Isaac", Reputation: 30, Valuables: Valuables{Gems: 2}},
				}}
			},
			goal: []int{6, 0}, demons: -1, as: Valuables{Wild: 1}, ruling: rules.RulingBOWildChoice,
			note: "Vera: 1 wild valuable counts as a valuable of no kind in particular: the end game goal's counts are taken as given, with wild valuables counted as the players chose.",
		},
		{
			// Solitary mode scores as a two-player game: Rin 3 gems, the
			// guards 2 and a wild. By bo-solo-wild the wild counts as a
			// gem: 3 each, a tie, and nobody scores the 6.
			name: "the guards' wild counts as the goal's kind (bo-solo-wild)",
			game: func(t *testing.T) Game {
				return Game{Breakout: true, Solo: true, EndGameGoal: conditionGoal(t, "most gems", 3, 2), Crews: []Crew{
					{Name: "Rin", Reputation: 30, Valuables: Valuables{Gems: 3}},
					{Name: GuardsName, Guards: true, Reputation: 30, Valuables: Valuables{Gems: 2, Wild: 1}},
				}}
			},
			goal: []int{0, 0}, demons: -1, as: Valuables{Gems: 1}, ruling: rules.RulingBOSoloWild,
			note: "The guards' 1 wild valuable counts as gems, the kind the end game goal counts.",
		},
		{
			name: "the guards' wild with a goal of items: no kind",
			game: func(t *testing.T) Game {
				return Game{Breakout: true, Solo: true, EndGameGoal: conditionGoal(t, "most items", 3, 2), Crews: []Crew{
					{Name: "Rin", Reputation: 30, Items: 3},
					{Name: GuardsName, Guards: true, Reputation: 30, Items: 2, Valuables: Valuables{Wild: 2}},
				}}
			},
			goal: []int{6, 0}, demons: -1, as: Valuables{Wild: 2}, ruling: rules.RulingBOSoloWild,
			note: "The guards' 2 wild valuables count as valuables of no kind in particular: no score depends on the kind (Demons count every valuable).",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := Score(tt.game(t))
			crews := res.Crews()
			first := -1
			for i, c := range crews {
				if c.Breakdown.EndGameGoal != tt.goal[i] {
					t.Errorf("%s: end game goal %d, want %d", c.Name, c.Breakdown.EndGameGoal, tt.goal[i])
				}
				if first < 0 && c.Wild != (Valuables{}) {
					first = i
				}
			}
			if first < 0 {
				t.Fatalf("no side's wild valuables counted as anything: %+v", crews)
			}
			if got := crews[first].Wild; got != tt.as {
				t.Errorf("%s's wild valuables counted as %+v, want %+v", crews[first].Name, got, tt.as)
			}
			if tt.demons >= 0 {
				if gs, _ := crews[0].Breakdown.GoonTypes.Of(rules.Demons); gs.Points != tt.demons {
					t.Errorf("Demons %d, want %d", gs.Points, tt.demons)
				}
			}
			var texts []string
			found := false
			for _, n := range res.Notes() {
				texts = append(texts, n.Text)
				if n.Ruling() == tt.ruling && (tt.note == "" || n.Text == tt.note) {
					found = true
				}
			}
			if !found {
				t.Errorf("no note citing %s saying %q:\n%s", tt.ruling, tt.note, strings.Join(texts, "\n"))
			}
		})
	}
}

// TestConditionMatchesCounts checks that a goal given with its condition
// scores as the same goal given as final counts or points when no side has
// a wild valuable: the minimum, the awards and the stars per unit.
func TestConditionMatchesCounts(t *testing.T) {
	crews := []Crew{{Name: "A", Reputation: 10}, {Name: "B", Reputation: 10}, {Name: "C", Reputation: 10}}
	for _, tc := range []struct {
		condition string
		counts    []int
		given     EndGameGoal
	}{
		{"most gems (at least 3)", []int{2, 4, 3}, endGameGoal(MostGoal, 0, 4, 3)},
		{"most items", []int{0, 2, 2}, endGameGoal(MostGoal, 0, 2, 2)},
		{"3 per 2 shields", []int{5, 1, 2}, endGameGoal(PointsGoal, 6, 0, 3)},
	} {
		withCond := Score(Game{Crews: crews, EndGameGoal: conditionGoal(t, tc.condition, tc.counts...)})
		given := Score(Game{Crews: crews, EndGameGoal: tc.given})
		for i, c := range withCond.Crews() {
			if want := given.Crews()[i].Breakdown.EndGameGoal; c.Breakdown.EndGameGoal != want {
				t.Errorf("%s: %s scores %d with the condition, %d as given", tc.condition, c.Name, c.Breakdown.EndGameGoal, want)
			}
		}
		if len(withCond.Notes()) != len(given.Notes()) {
			t.Errorf("%s: notes %v with the condition, %v as given", tc.condition, withCond.Notes(), given.Notes())
		}
	}
}
