package scoring

import (
	"reflect"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

func goons(pairs ...any) Goons {
	var g Goons
	for i := 0; i < len(pairs); i += 2 {
		g[pairs[i].(rules.GoonType)] = pairs[i+1].(int)
	}
	return g
}

func goonPoints(t *testing.T, c Crew, typ rules.GoonType) int {
	t.Helper()
	var scores GoonScores
	goonScores(&c, &scores)
	gs, _ := scores.Of(typ)
	return gs.Points
}

// goonScoreList returns the GoonScores holding list.
func goonScoreList(list ...GoonScore) GoonScores {
	var out GoonScores
	for _, gs := range list {
		out[gs.Type] = gs
	}
	return out
}

// endGameGoal returns a goal of the kind with a count for each seat, in
// order.
func endGameGoal(kind GoalKind, counts ...int) EndGameGoal {
	g := EndGameGoal{Kind: kind}
	for seat, n := range counts {
		g.Set(seat, n)
	}
	return g
}

// TestRulebookGoonExamples checks the worked examples printed in the core
// rulebook, "Recruiting Goons" (p. 15).
func TestRulebookGoonExamples(t *testing.T) {
	tests := []struct {
		name string
		crew Crew
		typ  rules.GoonType
		want int
	}{
		{"three Cultists and four items: 12", Crew{Items: 4, Goons: goons(rules.Cultists, 3)}, rules.Cultists, 12},
		{"one Demon and eight valuables: 16", Crew{Valuables: Valuables{Shields: 3, Gems: 3, Magic: 2}, Goons: goons(rules.Demons, 1)}, rules.Demons, 16},
		{"four Dwarves: 12", Crew{Goons: goons(rules.Dwarves, 4)}, rules.Dwarves, 12},
		{"three Hobgoblins and five power: 15", Crew{Power: 5, Goons: goons(rules.Hobgoblins, 3)}, rules.Hobgoblins, 15},
		{"one Ratman: -3", Crew{Goons: goons(rules.Ratmen, 1)}, rules.Ratmen, -3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := goonPoints(t, tt.crew, tt.typ); got != tt.want {
				t.Errorf("got %d, want %d", got, tt.want)
			}
		})
	}
}

func TestGoonScoring(t *testing.T) {
	tests := []struct {
		name string
		crew Crew
		typ  rules.GoonType
		want int
	}{
		{"Bandits 3 each", Crew{Goons: goons(rules.Bandits, 2)}, rules.Bandits, 6},
		{"Flayers 2 each", Crew{Goons: goons(rules.Flayers, 3)}, rules.Flayers, 6},
		{"Cultists with no items", Crew{Goons: goons(rules.Cultists, 2)}, rules.Cultists, 0},
		{"Demons count wild valuables", Crew{Valuables: Valuables{Wild: 2, Gems: 1}, Goons: goons(rules.Demons, 2)}, rules.Demons, 12},
		{"1 Dwarf", Crew{Goons: goons(rules.Dwarves, 1)}, rules.Dwarves, 1},
		{"2 Dwarves", Crew{Goons: goons(rules.Dwarves, 2)}, rules.Dwarves, 3},
		{"3 Dwarves", Crew{Goons: goons(rules.Dwarves, 3)}, rules.Dwarves, 7},
		{"5 Dwarves", Crew{Goons: goons(rules.Dwarves, 5)}, rules.Dwarves, 18},
		{"6 Dwarves", Crew{Goons: goons(rules.Dwarves, 6)}, rules.Dwarves, 25},
		{"7 Dwarves", Crew{Goons: goons(rules.Dwarves, 7)}, rules.Dwarves, 30},
		{"9 Dwarves: 7+ is 30", Crew{Goons: goons(rules.Dwarves, 9)}, rules.Dwarves, 30},
		{"2 Ratmen", Crew{Goons: goons(rules.Ratmen, 2)}, rules.Ratmen, 1},
		{"3 Ratmen", Crew{Goons: goons(rules.Ratmen, 3)}, rules.Ratmen, 6},
		{"4 Ratmen", Crew{Goons: goons(rules.Ratmen, 4)}, rules.Ratmen, 13},
		{"5 Ratmen", Crew{Goons: goons(rules.Ratmen, 5)}, rules.Ratmen, 25},
		{"8 Ratmen: 5+ is 25", Crew{Goons: goons(rules.Ratmen, 8)}, rules.Ratmen, 25},
		{"Hobgoblins with no power", Crew{Goons: goons(rules.Hobgoblins, 2)}, rules.Hobgoblins, 0},
		{"Dryads: card barrels plus the crew board's", Crew{Barrels: 2, Goons: goons(rules.Dryads, 2)}, rules.Dryads, 6},
		{"Dryads with no card barrels still count the crew board", Crew{Goons: goons(rules.Dryads, 1)}, rules.Dryads, 1},
		{"guards' Dryads: no crew board barrel", Crew{Guards: true, Barrels: 2, Goons: goons(rules.Dryads, 1)}, rules.Dryads, 2},
		{"Fungoids 2 per loot", Crew{Loot: 3, Goons: goons(rules.Fungoids, 2)}, rules.Fungoids, 12},
		{"Golems join Dwarves", Crew{Goons: goons(rules.Dwarves, 3, rules.Golems, 2)}, rules.Dwarves, 18},
		{"Golems join Ratmen", Crew{Goons: goons(rules.Ratmen, 1, rules.Golems, 2)}, rules.Ratmen, 6},
		{"Golems alone count nothing", Crew{Goons: goons(rules.Golems, 3)}, rules.Golems, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := goonPoints(t, tt.crew, tt.typ); got != tt.want {
				t.Errorf("got %d, want %d", got, tt.want)
			}
		})
	}
}

func TestBestGolemSplit(t *testing.T) {
	tests := []struct {
		dwarves, ratmen, golems int
		wantD, wantR            int
	}{
		{0, 0, 2, 0, 0},
		{2, 0, 2, 2, 0},
		{0, 1, 2, 0, 2},
		// 4 Dwarves (12) and 1 Ratman (-3), 1 Golem: as a Dwarf 18-3=15, as a
		// Ratman 12+1=13.
		{4, 1, 1, 1, 0},
		// 1 Dwarf, 3 Ratmen, 2 Golems: Ratmen 5 (25) + 1 Dwarf (1) = 26 beats
		// every other split.
		{1, 3, 2, 0, 2},
		// 6 Dwarves (25), 1 Ratman (-3), 2 Golems: d=1,r=1: 30+1=31; d=2: 30-3=27; r=2: 25+6=31.
		// Ties keep the first split found (more as Dwarves is tried first? no: d counts up).
		{6, 1, 2, 0, 2},
	}
	for _, tt := range tests {
		d, r := bestGolemSplit(tt.dwarves, tt.ratmen, tt.golems)
		if d != tt.wantD || r != tt.wantR {
			t.Errorf("bestGolemSplit(%d, %d, %d) = %d, %d; want %d, %d", tt.dwarves, tt.ratmen, tt.golems, d, r, tt.wantD, tt.wantR)
		}
	}
}

func twoCrews() Game {
	return Game{Crews: []Crew{{Name: "Vera", Reputation: 40}, {Name: "Isaac", Reputation: 35}}}
}

func byName(r Result, name string) Breakdown {
	for _, c := range r.Crews() {
		if c.Name == name {
			return c.Breakdown
		}
	}
	return Breakdown{}
}

func TestScoreCategories(t *testing.T) {
	tests := []struct {
		name   string
		game   func() Game
		crew   string
		want   Breakdown
		ruling string
	}{
		{"2 crews: raid 6 to the most", func() Game {
			g := twoCrews()
			g.Crews[0].Suspicion, g.Crews[1].Suspicion = 3, 2
			return g
		}, "Vera", Breakdown{Track: 40, Raid: -6}, ""},
		{"raid stops at 0", func() Game {
			g := twoCrews()
			g.Crews[0].Reputation, g.Crews[0].Suspicion = 4, 3
			return g
		}, "Vera", Breakdown{Track: 4, Raid: -4}, ""},
		{"leader goal 6 with 2 crews", func() Game {
			g := twoCrews()
			g.LeaderGoal = "Isaac"
			return g
		}, "Isaac", Breakdown{Track: 35, LeaderGoal: 6}, ""},
		{"leader goal 8 with 3 crews", func() Game {
			g := twoCrews()
			g.Crews = append(g.Crews, Crew{Name: "Stan", Reputation: 20})
			g.LeaderGoal = "Stan"
			return g
		}, "Stan", Breakdown{Track: 20, LeaderGoal: 8}, ""},
		{"resources: 1 each, gold 2", func() Game {
			g := twoCrews()
			g.Crews[0].Resources = rules.Resources{Scrap: 1, Potions: 2, Iron: 3, Gold: 2}
			return g
		}, "Vera", Breakdown{Track: 40, Resources: 10}, ""},
		{"guards score only gold", func() Game {
			return Game{Solo: true, Crews: []Crew{{Name: "Rin", Reputation: 30}, {Name: GuardsName, Guards: true, Reputation: 25, Resources: rules.Resources{Scrap: 4, Gold: 3}}}}
		}, GuardsName, Breakdown{Track: 25, Resources: 6}, ""},
		{"tomes and first player marker", func() Game {
			g := twoCrews()
			g.Crews[1].Tomes = 3
			g.FirstPlayer = "Isaac"
			return g
		}, "Isaac", Breakdown{Track: 35, Tomes: 3, FirstPlayer: 2}, ""},
		{"end game goal points as given", func() Game {
			g := twoCrews()
			g.EndGameGoal = endGameGoal(PointsGoal, 6, 2)
			return g
		}, "Vera", Breakdown{Track: 40, EndGameGoal: 6}, ""},
		{"end game goal most with 2 crews: 6", func() Game {
			g := twoCrews()
			g.EndGameGoal = endGameGoal(MostGoal, 3, 1)
			return g
		}, "Vera", Breakdown{Track: 40, EndGameGoal: 6}, ""},
		{"catacombs: numbered space", func() Game {
			g := twoCrews()
			g.Breakout = true
			g.Crews[0].Lantern = Lantern{Place: OnSpace, Space: 9}
			return g
		}, "Vera", Breakdown{Track: 40, Catacombs: 9}, ""},
		{"catacombs: tomb 15", func() Game {
			g := twoCrews()
			g.Crews[0].Lantern = Lantern{Place: AtTomb}
			return g
		}, "Vera", Breakdown{Track: 40, Catacombs: 15}, ""},
		{"catacombs: escaped 0", func() Game {
			g := twoCrews()
			g.Crews[0].Lantern = Lantern{Place: Escaped}
			return g
		}, "Vera", Breakdown{Track: 40}, rules.RulingLanternEscape},
		{"ratmen stop at 0 on the track", func() Game {
			g := twoCrews()
			g.Crews[0].Reputation = 2
			g.Crews[0].Goons = goons(rules.Ratmen, 1)
			return g
		}, "Vera", Breakdown{Track: 2, Goons: -2, GoonTypes: goonScoreList(GoonScore{Type: rules.Ratmen, Count: 1, Points: -3})}, rules.RulingScoreFloor},
		{"zero suspicion: the raid-zero ruling", func() Game {
			g := twoCrews()
			g.Crews = append(g.Crews, Crew{Name: "Stan", Reputation: 20, Suspicion: 2})
			return g
		}, "Vera", Breakdown{Track: 40}, rules.RulingRaidZero},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := Score(tt.game())
			got := byName(res, tt.crew)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("breakdown\n got %+v\nwant %+v", got, tt.want)
			}
			if tt.ruling != "" && !hasRuling(res, tt.ruling) {
				t.Errorf("notes %+v do not cite ruling %s", res.Notes(), tt.ruling)
			}
			if _, ok := rules.RulingByID(tt.ruling); tt.ruling != "" && !ok {
				t.Errorf("ruling %s is not in the registry", tt.ruling)
			}
		})
	}
}

func hasRuling(r Result, id string) bool {
	for _, n := range r.Notes() {
		if n.Ruling() == id {
			return true
		}
	}
	return false
}

func TestWinners(t *testing.T) {
	tests := []struct {
		name string
		game Game
		want []string
	}{
		{"most reputation", Game{Crews: []Crew{{Name: "A", Reputation: 30}, {Name: "B", Reputation: 31}}}, []string{"B"}},
		{"tie broken by items", Game{Crews: []Crew{{Name: "A", Reputation: 30, Items: 4}, {Name: "B", Reputation: 30, Items: 5}, {Name: "C", Reputation: 12, Items: 9}}}, []string{"B"}},
		{"tie on items too: shared", Game{Crews: []Crew{{Name: "A", Reputation: 30, Items: 4}, {Name: "B", Reputation: 30, Items: 4}, {Name: "C", Reputation: 29, Items: 9}}}, []string{"A", "B"}},
		{"solo: crew strictly ahead wins", Game{Solo: true, Crews: []Crew{{Name: "Rin", Reputation: 31}, {Name: GuardsName, Guards: true, Reputation: 30}}}, []string{"Rin"}},
		{"solo: a tie goes to the guards, items aside", Game{Solo: true, Crews: []Crew{{Name: "Rin", Reputation: 30, Items: 6}, {Name: GuardsName, Guards: true, Reputation: 30, Items: 1}}}, []string{GuardsName}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := Score(tt.game)
			if got := res.Winners(); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("winners %v, want %v", got, tt.want)
			}
		})
	}
}

// TestResultScoreReused checks that Result.Score, scoring game after game
// into one Result, gives what Score gives for each (core rulebook, "Game
// End"), the notes included, whatever the Result held before.
func TestResultScoreReused(t *testing.T) {
	wild := fiveCrews()
	wild.EndGameGoal.Condition = rules.GoalCondition{Rule: rules.RuleMost, What: rules.CountGems}
	for i := range wild.Crews {
		wild.EndGameGoal.Set(i, wild.Crews[i].Valuables.Gems)
	}
	games := []Game{
		fiveCrews(),
		{Solo: true, Crews: []Crew{{Name: "Rin", Reputation: 30, Items: 6}, {Name: GuardsName, Guards: true, Reputation: 30, Items: 1}}},
		wild,
		{Crews: []Crew{{Name: "A", Reputation: 1, Suspicion: 5}, {Name: "B", Reputation: 50, Suspicion: 5}}, FirstPlayer: "B"},
	}
	var reused Result
	for i, g := range games {
		before := g
		reused.Score(&g)
		if want := Score(g); !reflect.DeepEqual(reused, want) {
			t.Errorf("game %d: Result.Score %+v, Score %+v", i, reused, want)
		}
		if !reflect.DeepEqual(g, before) {
			t.Errorf("game %d: Result.Score changed the game", i)
		}
	}
}

// TestBreakdownAddsUp checks that every category adds to the total over a
// range of boards, including floors.
func TestBreakdownAddsUp(t *testing.T) {
	g := Game{Crews: []Crew{
		{Name: "A", Reputation: 1, Suspicion: 5, Goons: goons(rules.Ratmen, 1, rules.Dwarves, 2), Resources: rules.Resources{Gold: 1}},
		{Name: "B", Reputation: 50, Suspicion: 5, Items: 3, Goons: goons(rules.Cultists, 2)},
		{Name: "C", Reputation: 10, Suspicion: 1},
	}, LeaderGoal: "B", FirstPlayer: "C"}
	res := Score(g)
	wantTotals := map[string]int{
		// A: 1, raid -4 -> stops at 0 (-1); goons: Dwarves 3 + Ratman -3 = 0; gold 2.
		"A": 2,
		// B: 50 - 4 (tie for most) + 8 leader + Cultists 2*3 = 60.
		"B": 60,
		// C: 10, second most?: tie for most means nobody second; first player 2.
		"C": 12,
	}
	for _, c := range res.Crews() {
		if c.Total() != wantTotals[c.Name] {
			t.Errorf("%s total %d, want %d (%+v)", c.Name, c.Total(), wantTotals[c.Name], c.Breakdown)
		}
	}
	if !reflect.DeepEqual(res.Winners(), []string{"B"}) {
		t.Errorf("winners %v", res.Winners())
	}
}
