package rules

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

var fiveNames = []string{"Ann", "Ben", "Cat", "Dan", "Eve"}

// rankedSite gives crew k of n a strength that ranks it k-th: 9, 5, 4, 3, 0.
func rankedSite(n int) map[string][]Token {
	toks := [][]Token{{Five, Four}, {Five}, {Four}, {Three}, {Lookout}}
	out := map[string][]Token{}
	for i := 0; i < n; i++ {
		out[fiveNames[i]] = toks[i]
	}
	return out
}

// summary is "tier gains" for a crew's reward, "choice" in place of a reward
// that is only a choice, and "-" for none.
func summary(res Resolution, name string) string {
	rw, ok := res.RewardOf(name)
	if !ok {
		return "-"
	}
	what := rw.Gains.String()
	if rw.Gains.IsZero() {
		what = "choice"
	}
	return rw.Tier.String() + " " + what
}

func TestLocationTiers(t *testing.T) {
	tests := []struct {
		loc  Location
		want map[int][]string
	}{
		{ExerciseYard, map[int][]string{
			2: {"most 1 power", "second 1 power"},
			3: {"most 1 power", "second 1 power", "-"},
			4: {"most 1 power", "second 1 power", "-", "-"},
			5: {"most 1 power", "second 1 power", "-", "-", "-"},
		}},
		{Sewers, map[int][]string{
			2: {"most 2 scrap", "other 1 scrap"},
			3: {"most 3 scrap", "other 1 scrap", "other 1 scrap"},
			4: {"most 3 scrap", "second 2 scrap", "other 1 scrap", "other 1 scrap"},
			5: {"most 3 scrap", "second 2 scrap", "other 1 scrap", "other 1 scrap", "other 1 scrap"},
		}},
		{Infirmary, map[int][]string{
			2: {"most 2 potions", "least 1 potions"},
			3: {"most 3 potions", "-", "least 1 potions"},
			4: {"most 3 potions", "-", "-", "least 1 potions"},
			5: {"most 3 potions", "-", "-", "-", "least 1 potions"},
		}},
		{Smithy, map[int][]string{
			2: {"most 2 iron", "second 1 iron"},
			3: {"most 2 iron", "second 1 iron", "-"},
			4: {"most 2 iron", "second 1 iron", "-", "-"},
			5: {"most 2 iron", "second 1 iron", "-", "-", "-"},
		}},
		{Commissary, map[int][]string{
			2: {"most choice", "second choice"},
			3: {"most choice", "second choice", "other choice"},
			4: {"most choice", "second choice", "other choice", "other choice"},
			5: {"most choice", "second choice", "other choice", "other choice", "other choice"},
		}},
		{ChowHall, map[int][]string{
			2: {"most choice", "second choice"},
			3: {"most choice", "second choice", "other choice"},
			4: {"most choice", "second choice", "other choice", "other choice"},
			5: {"most choice", "second choice", "other choice", "other choice", "other choice"},
		}},
		{CellBlock, map[int][]string{
			2: {"each choice", "each choice"},
			3: {"each choice", "each choice", "each choice"},
			4: {"each choice", "each choice", "each choice", "each choice"},
			5: {"each choice", "each choice", "each choice", "each choice", "each choice"},
		}},
		{Library, map[int][]string{
			2: {"most 1 tome", "second 1 tome"},
			3: {"most 1 tome", "second 1 tome", "third 1 tome"},
			4: {"most 1 tome", "second 1 tome", "third 1 tome", "-"},
			5: {"most 1 tome", "second 1 tome", "third 1 tome", "-", "-"},
		}},
	}
	for _, tt := range tests {
		for n := 2; n <= 5; n++ {
			t.Run(fmt.Sprintf("%s/%d", tt.loc.Slug(), n), func(t *testing.T) {
				table := Table{Seating: fiveNames[:n], FirstPlayer: "Ann"}
				res, err := ResolveSite(table, "Ann", tt.loc, Site{Tokens: rankedSite(n)})
				if err != nil {
					t.Fatal(err)
				}
				var got, stragglers, wantStragglers []string
				for i := 0; i < n; i++ {
					got = append(got, summary(res, fiveNames[i]))
					if tt.want[n][i] == "-" {
						wantStragglers = append(wantStragglers, fiveNames[i])
					}
				}
				for _, s := range res.Stragglers {
					stragglers = append(stragglers, s.Name)
				}
				if !slices.Equal(got, tt.want[n]) {
					t.Errorf("rewards = %q, want %q", got, tt.want[n])
				}
				if !slices.Equal(stragglers, wantStragglers) {
					t.Errorf("stragglers = %q, want %q", stragglers, wantStragglers)
				}
			})
		}
	}
}

func TestLibraryChoice(t *testing.T) {
	table := Table{Seating: fiveNames[:3], FirstPlayer: "Ann"}
	res, err := ResolveSite(table, "Ann", Library, Site{Tokens: rankedSite(3)})
	if err != nil {
		t.Fatal(err)
	}
	if rw, _ := res.RewardOf("Ann"); !strings.Contains(rw.Choice, "draws 2 tome cards, keeps 1") {
		t.Errorf("most at the Library: choice %q", rw.Choice)
	}
	if len(res.Stragglers) != 0 {
		t.Errorf("stragglers %v", res.Stragglers)
	}
}

func ranking(res Resolution) string {
	var parts []string
	for _, r := range res.Ranking {
		parts = append(parts, fmt.Sprintf("%s %d", r.Name, r.Strength))
	}
	return strings.Join(parts, ", ")
}

// Core rulebook, "Determine Crew Strengths" and "Gain Suspicion": Vera's
// enforcer (4 power) against Isaac's lookout and 4; Isaac holds the marker.
func TestInfirmaryExampleTwoCrews(t *testing.T) {
	table := Table{Seating: []string{"Vera", "Isaac"}, FirstPlayer: "Isaac", Power: map[string]int{"Vera": 4}}
	res, err := ResolveSite(table, "Isaac", Infirmary, Site{
		Suspicion: 1,
		Tokens:    map[string][]Token{"Vera": {Enforcer}, "Isaac": {Lookout, Four}},
		FaceDown:  map[string]int{"Isaac": 1},
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := ranking(res); got != "Isaac 4, Vera 4" {
		t.Errorf("ranking %s", got)
	}
	if res.Suspicion.To != "Vera" || !slices.Equal(res.Suspicion.PassedOver, []string{"Isaac"}) {
		t.Errorf("suspicion %+v", res.Suspicion)
	}
	if got := summary(res, "Isaac"); got != "most 2 potions" {
		t.Errorf("Isaac %s", got)
	}
	if got := summary(res, "Vera"); got != "least 1 potions" {
		t.Errorf("Vera %s", got)
	}
}

// Core rulebook, "Location Rewards", Infirmary example: Vera 6; Stan, Claire
// and Isaac 4; Stan holds the marker.
func TestInfirmaryExampleFourCrews(t *testing.T) {
	table := Table{Seating: []string{"Stan", "Vera", "Isaac", "Claire"}, FirstPlayer: "Stan", Power: map[string]int{"Vera": 3, "Claire": 2}}
	res, err := ResolveSite(table, "Stan", Infirmary, Site{Tokens: map[string][]Token{
		"Vera":   {Enforcer, Three},
		"Stan":   {Four},
		"Isaac":  {Lookout, Four},
		"Claire": {Two, Enforcer},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if got := ranking(res); got != "Vera 6, Stan 4, Isaac 4, Claire 4" {
		t.Errorf("ranking %s", got)
	}
	want := map[string]string{"Vera": "most 3 potions", "Stan": "-", "Isaac": "-", "Claire": "least 1 potions"}
	for name, w := range want {
		if got := summary(res, name); got != w {
			t.Errorf("%s: %s, want %s", name, got, w)
		}
	}
	var stragglers []string
	for _, s := range res.Stragglers {
		stragglers = append(stragglers, s.Name)
	}
	if !slices.Equal(stragglers, []string{"Stan", "Isaac"}) {
		t.Errorf("stragglers %v", stragglers)
	}
	if !hasNote(res, "tie 4-4-4 broken by seating: Stan holds the first player marker") {
		t.Errorf("no tie note in %v", res.Notes)
	}
}

func hasNote(res Resolution, text string) bool {
	for _, n := range res.Notes {
		if strings.Contains(n.Text, text) {
			return true
		}
	}
	return false
}

func TestInfirmaryAlone(t *testing.T) {
	table := Table{Seating: []string{"Stan", "Vera", "Isaac"}, FirstPlayer: "Stan"}
	res, err := ResolveSite(table, "Stan", Infirmary, Site{Tokens: map[string][]Token{"Vera": {Three}}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Rewards) != 1 || summary(res, "Vera") != "most 3 potions" {
		t.Errorf("rewards %+v", res.Rewards)
	}
}

func TestLookoutAloneIsMost(t *testing.T) {
	table := Table{Seating: []string{"Stan", "Vera", "Isaac"}, FirstPlayer: "Stan"}
	res, err := ResolveSite(table, "Stan", Smithy, Site{Suspicion: 2, Tokens: map[string][]Token{"Isaac": {Lookout}}})
	if err != nil {
		t.Fatal(err)
	}
	if summary(res, "Isaac") != "most 2 iron" || res.Suspicion.To != "" {
		t.Errorf("rewards %+v suspicion %+v", res.Rewards, res.Suspicion)
	}
	if !slices.Contains(res.Rulings(), RulingLookoutOnly) {
		t.Errorf("rulings %v", res.Rulings())
	}
}

func TestSuspicion(t *testing.T) {
	table := Table{Seating: []string{"A", "B", "C"}, FirstPlayer: "A"}
	tests := []struct {
		name   string
		tokens map[string][]Token
		to     string
		passed []string
	}{
		{"most strength", map[string][]Token{"A": {Three}, "B": {Five}}, "B", nil},
		{"passes over two lookouts", map[string][]Token{"A": {Lookout, Five}, "B": {Lookout, Four}, "C": {Three}}, "C", []string{"A", "B"}},
		{"all lookouts: cubes stay", map[string][]Token{"A": {Lookout, Five}, "B": {Lookout}}, "", []string{"A", "B"}},
		{"nobody: cubes stay", nil, "", nil},
		{"a lookout ranked below does not matter", map[string][]Token{"A": {Lookout}, "C": {Two}}, "C", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := ResolveSite(table, "A", Sewers, Site{Suspicion: 2, Tokens: tt.tokens})
			if err != nil {
				t.Fatal(err)
			}
			if res.Suspicion.To != tt.to || !slices.Equal(res.Suspicion.PassedOver, tt.passed) || res.Suspicion.Cubes != 2 {
				t.Errorf("suspicion %+v, want to %q passing over %v", res.Suspicion, tt.to, tt.passed)
			}
		})
	}
}

func TestDeclines(t *testing.T) {
	table := Table{Seating: []string{"A", "B", "C"}, FirstPlayer: "A"}
	res, err := ResolveSite(table, "A", Smithy, Site{Bandit: Resources{Gold: 1}, Tokens: map[string][]Token{"A": {Five}, "B": {Four}, "C": {Three}}, Declines: []string{"A"}})
	if err != nil {
		t.Fatal(err)
	}
	rw, _ := res.RewardOf("A")
	if !rw.Declined || !rw.Gained().IsZero() {
		t.Errorf("A: %+v", rw)
	}
	if summary(res, "B") != "second 1 iron" {
		t.Errorf("B: %s (a decline does not move the tiers)", summary(res, "B"))
	}
	if res.BanditStays != (Resources{Gold: 1}) {
		t.Errorf("bandit cube should stay")
	}
	var names []string
	for _, s := range res.Stragglers {
		names = append(names, s.Name)
	}
	if !slices.Equal(names, []string{"A", "C"}) {
		t.Errorf("stragglers %v", names)
	}
}

func TestBanditCube(t *testing.T) {
	table := Table{Seating: []string{"A", "B"}, FirstPlayer: "A"}
	res, err := ResolveSite(table, "A", Commissary, Site{Bandit: Resources{Potions: 1}, Tokens: map[string][]Token{"A": {Two}, "B": {Four}}})
	if err != nil {
		t.Fatal(err)
	}
	rw, _ := res.RewardOf("B")
	if rw.Gains.Potions != 1 || rw.Bandit != (Resources{Potions: 1}) || rw.Choice == "" {
		t.Errorf("B: %+v", rw)
	}
	res, err = ResolveSite(table, "A", Commissary, Site{Bandit: Resources{Potions: 1}})
	if err != nil || res.BanditStays != (Resources{Potions: 1}) {
		t.Errorf("empty location: %v %+v", err, res)
	}
	// Cubes nobody took pile up (ruling bandit-cube-unclaimed): the most
	// strength takes them all.
	res, err = ResolveSite(table, "A", Sewers, Site{Bandit: Resources{Potions: 1, Gold: 1}, Tokens: map[string][]Token{"A": {Three}}})
	if err != nil {
		t.Fatal(err)
	}
	if rw, _ := res.RewardOf("A"); rw.Bandit != (Resources{Potions: 1, Gold: 1}) || rw.Gains.Potions != 1 || rw.Gains.Gold != 1 || rw.Gains.Scrap != 2 {
		t.Errorf("two waiting cubes: %+v", rw)
	}
}

// The Exercise Yard hands the marker to Isaac; the Smithy's 4-4 tie between
// Stan and Claire is then broken clockwise from Isaac, so Claire wins it.
func TestMarkerChangesAtExerciseYard(t *testing.T) {
	r := Round{
		Table: Table{Seating: []string{"Stan", "Vera", "Isaac", "Claire"}, FirstPlayer: "Stan"},
		Sites: map[Location]Site{
			ExerciseYard: {Tokens: map[string][]Token{"Isaac": {Five}, "Stan": {Two}}},
			Smithy:       {Tokens: map[string][]Token{"Stan": {Four}, "Claire": {Four}}},
		},
	}
	lo, err := ResolveLightsOut(r)
	if err != nil {
		t.Fatal(err)
	}
	yard, _ := lo.Resolution("exercise-yard")
	if yard.FirstPlayer != "Isaac" || lo.FirstPlayer != "Isaac" {
		t.Errorf("marker after the yard: %s", yard.FirstPlayer)
	}
	smithy, _ := lo.Resolution("smithy")
	if got := ranking(smithy); got != "Claire 4, Stan 4" {
		t.Errorf("smithy ranking %s", got)
	}
	// Without the yard, Stan keeps the marker and wins the tie.
	delete(r.Sites, ExerciseYard)
	lo, _ = ResolveLightsOut(r)
	smithy, _ = lo.Resolution("smithy")
	if got := ranking(smithy); got != "Stan 4, Claire 4" {
		t.Errorf("smithy ranking without the yard %s", got)
	}
}

func TestYardDeclineKeepsMarker(t *testing.T) {
	table := Table{Seating: []string{"A", "B"}, FirstPlayer: "A"}
	res, err := ResolveSite(table, "A", ExerciseYard, Site{Tokens: map[string][]Token{"B": {Five}}, Declines: []string{"B"}})
	if err != nil {
		t.Fatal(err)
	}
	if res.FirstPlayer != "A" {
		t.Errorf("marker went to %s", res.FirstPlayer)
	}
}

func TestStragglersRankedAtLibrary(t *testing.T) {
	r := Round{
		Table: Table{Seating: []string{"Stan", "Vera", "Isaac", "Claire"}, FirstPlayer: "Stan", Power: map[string]int{"Vera": 3}},
		Sites: map[Location]Site{
			Infirmary: {Tokens: map[string][]Token{"Vera": {Enforcer, Three}, "Stan": {Four}, "Isaac": {Lookout, Four}, "Claire": {Two}}},
			Smithy:    {Tokens: map[string][]Token{"Vera": {Five}, "Claire": {Four}, "Isaac": {Three}, "Stan": {Two}}},
			CellBlock: {Tokens: map[string][]Token{"Claire": {Five}}, Declines: []string{"Claire"}},
		},
	}
	lo, err := ResolveLightsOut(r)
	if err != nil {
		t.Fatal(err)
	}
	lib, _ := lo.Resolution("library")
	// Stan: 4 (Infirmary) + 2 (Smithy) = 6; Isaac: lookout + 4 + 3 = 7;
	// Claire: 5 (declined at the Cell Block).
	if got := ranking(lib); got != "Isaac 7, Stan 6, Claire 5" {
		t.Errorf("library ranking %s", got)
	}
	want := map[string]string{"Isaac": "most 1 tome", "Stan": "second 1 tome", "Claire": "third 1 tome", "Vera": "-"}
	for name, w := range want {
		if got := summary(lib, name); got != w {
			t.Errorf("%s: %s, want %s", name, got, w)
		}
	}
	if !slices.Contains(lib.Rulings(), RulingLibraryStrength) {
		t.Errorf("rulings %v", lib.Rulings())
	}
}

func TestLibraryStragglersGoHome(t *testing.T) {
	table := Table{Seating: fiveNames, FirstPlayer: "Ann"}
	res, err := ResolveSite(table, "Ann", Library, Site{Tokens: rankedSite(5), Declines: []string{"Ben"}})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range res.Stragglers {
		names = append(names, s.Name)
	}
	if !slices.Equal(names, []string{"Ben", "Dan", "Eve"}) {
		t.Errorf("home: %v", names)
	}
	if summary(res, "Cat") != "third 1 tome" {
		t.Errorf("Cat %s", summary(res, "Cat"))
	}
	if !hasNote(res, "go home") {
		t.Errorf("notes %v", res.Notes)
	}
}

func TestTunnels(t *testing.T) {
	table := Table{Seating: []string{"A", "B", "C"}, FirstPlayer: "A", Breakout: true}
	tests := []struct {
		name    string
		tunnel  Tunnel
		tokens  map[string][]Token
		declies []string
		want    *Advance
		strag   []string
	}{
		{"no seeker", SingleTunnel, map[string][]Token{"A": {Five}}, nil, nil, nil},
		{"one seeker, ranked last, advances and does not straggle", SingleTunnel,
			map[string][]Token{"A": {Five}, "B": {Four}, "C": {Seeker}}, nil, &Advance{Name: "C", Spaces: 1}, nil},
		{"double tunnel", DoubleTunnel, map[string][]Token{"C": {Seeker}}, nil, &Advance{Name: "C", Spaces: 2}, nil},
		{"strongest of the seekers", SingleTunnel,
			map[string][]Token{"A": {Five}, "B": {Seeker, Two}, "C": {Seeker, Three}}, nil, &Advance{Name: "C", Spaces: 1}, []string{"B"}},
		{"seeker tie broken by seating", DoubleTunnel,
			map[string][]Token{"A": {Five}, "B": {Seeker, Three}, "C": {Seeker, Three}}, nil, &Advance{Name: "B", Spaces: 2}, []string{"C"}},
		{"declined advance straggles; nobody else advances", SingleTunnel,
			map[string][]Token{"A": {Five}, "B": {Four}, "C": {Seeker, Two}}, []string{"C"}, &Advance{Name: "C", Spaces: 1, Declined: true}, []string{"C"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := ResolveSite(table, "A", Smithy, Site{Tunnel: tt.tunnel, Tokens: tt.tokens, Declines: tt.declies})
			if err != nil {
				t.Fatal(err)
			}
			if (res.Lantern == nil) != (tt.want == nil) || (res.Lantern != nil && *res.Lantern != *tt.want) {
				t.Errorf("lantern %+v, want %+v", res.Lantern, tt.want)
			}
			var names []string
			for _, s := range res.Stragglers {
				names = append(names, s.Name)
			}
			if !slices.Equal(names, tt.strag) {
				t.Errorf("stragglers %v, want %v", names, tt.strag)
			}
		})
	}
}

func TestLegend(t *testing.T) {
	// Breakout rulebook, "Resolving the Legend Card" example: Claire 3,
	// Stan 3, Vera 2, Isaac 1; Claire ranks above Stan on seating.
	table := Table{Seating: []string{"Stan", "Vera", "Isaac", "Claire"}, FirstPlayer: "Claire", Breakout: true, Power: map[string]int{"Vera": 2}}
	res, err := ResolveLegend(table, "Claire", map[string][]Token{"Claire": {Three}, "Stan": {Three}, "Vera": {Enforcer}, "Isaac": {Seeker}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := ranking(res); got != "Claire 3, Stan 3, Vera 2, Isaac 1" {
		t.Errorf("ranking %s", got)
	}
}

func soloRound() Round {
	return Round{
		Table: Table{Seating: []string{"Rin", Guards}, FirstPlayer: Guards, Power: map[string]int{"Rin": 2}, Breakout: true},
		Sites: map[Location]Site{
			ExerciseYard: {Tokens: map[string][]Token{"Rin": {Three}}, Guards: []int{2, 1}},
			Sewers:       {Suspicion: 1, Tokens: map[string][]Token{"Rin": {Lookout}}, Guards: []int{2}, Tunnel: SingleTunnel},
			Infirmary:    {Tokens: map[string][]Token{"Rin": {Five}}, Guards: []int{1}},
			Commissary:   {Tokens: map[string][]Token{"Rin": {Four}}, Guards: []int{3}},
			ChowHall:     {Tokens: map[string][]Token{"Rin": {Seeker}}, Guards: []int{2}, Tunnel: DoubleTunnel},
			CellBlock:    {Tokens: map[string][]Token{"Rin": {Two}}, Guards: []int{4}},
		},
		Legend:       map[string][]Token{"Rin": {Enforcer}},
		LegendGuards: []int{2},
	}
}

func TestSoloGuards(t *testing.T) {
	lo, err := ResolveLightsOut(soloRound())
	if err != nil {
		t.Fatal(err)
	}
	get := func(slug string) Resolution { r, _ := lo.Resolution(slug); return r }
	// Exercise Yard: guards 2+1 = 3 tie Rin 3; the guards hold the marker.
	yard := get("exercise-yard")
	if ranking(yard) != "guards 3, Rin 3" || yard.FirstPlayer != Guards || summary(yard, Guards) != "most 1 power" {
		t.Errorf("yard %s %s %s", ranking(yard), yard.FirstPlayer, summary(yard, Guards))
	}
	if !slices.Contains(yard.Rulings(), RulingGuardsStrength) {
		t.Errorf("yard rulings %v", yard.Rulings())
	}
	// Sewers: guards 2 beat Rin's lookout and take the suspicion; two-player
	// amounts; the guards advance at the tunnel, Rin has no seeker there.
	sewers := get("sewers")
	if sewers.Suspicion.To != Guards || summary(sewers, Guards) != "most 2 scrap" || summary(sewers, "Rin") != "other 1 scrap" {
		t.Errorf("sewers %+v %s %s", sewers.Suspicion, summary(sewers, Guards), summary(sewers, "Rin"))
	}
	if sewers.GuardsLantern == nil || sewers.GuardsLantern.Spaces != 1 || sewers.Lantern != nil {
		t.Errorf("sewers lanterns %+v %+v", sewers.GuardsLantern, sewers.Lantern)
	}
	// Infirmary: Rin most (2 potions), guards least (1 potion).
	inf := get("infirmary")
	if summary(inf, "Rin") != "most 2 potions" || summary(inf, Guards) != "least 1 potions" {
		t.Errorf("infirmary %s %s", summary(inf, "Rin"), summary(inf, Guards))
	}
	// Commissary: the guards are not most: nothing, they straggle.
	com := get("commissary")
	if _, ok := com.RewardOf(Guards); ok || len(com.Stragglers) != 1 || com.Stragglers[0].Name != Guards {
		t.Errorf("commissary %+v %+v", com.Rewards, com.Stragglers)
	}
	// Chow Hall: the guards are most: they seize; Rin is second and her
	// seeker, the only one, advances 2 spaces; the guards advance 1.
	chow := get("chow-hall")
	if rw, ok := chow.RewardOf(Guards); !ok || !strings.Contains(rw.Choice, "seize") {
		t.Errorf("chow hall guards %+v", rw)
	}
	if chow.Lantern == nil || chow.Lantern.Name != "Rin" || chow.Lantern.Spaces != 2 || chow.GuardsLantern == nil {
		t.Errorf("chow hall lanterns %+v %+v", chow.Lantern, chow.GuardsLantern)
	}
	if !slices.Contains(chow.Rulings(), RulingSoloTunnel) {
		t.Errorf("chow hall rulings %v", chow.Rulings())
	}
	// Library: the guards' straggling card (3) alone: most, 1 reputation.
	lib := get("library")
	if ranking(lib) != "guards 3" || summary(lib, Guards) != "most 1 reputation" {
		t.Errorf("library %s %s", ranking(lib), summary(lib, Guards))
	}
	legend := get("legend")
	if ranking(legend) != "guards 2, Rin 2" {
		t.Errorf("legend %s", ranking(legend))
	}
}

func TestSoloGuardsAtLibrarySecond(t *testing.T) {
	table := Table{Seating: []string{"Rin", Guards}, FirstPlayer: "Rin"}
	res, err := ResolveSite(table, "Rin", Library, Site{Tokens: map[string][]Token{"Rin": {Five}}, Guards: []int{1}})
	if err != nil {
		t.Fatal(err)
	}
	if summary(res, Guards) != "second 1 reputation" || summary(res, "Rin") != "most 1 tome" {
		t.Errorf("%s %s", summary(res, Guards), summary(res, "Rin"))
	}
}

func TestRoundCheckErrors(t *testing.T) {
	four := Table{Seating: []string{"A", "B", "C", "D"}, FirstPlayer: "A"}
	five := Table{Seating: fiveNames, FirstPlayer: "Ann"}
	two := Table{Seating: []string{"A", "B"}, FirstPlayer: "A"}
	bo := four
	bo.Breakout = true
	solo := Table{Seating: []string{"Rin", Guards}, FirstPlayer: "Rin"}
	tests := []struct {
		name string
		r    Round
		want error
	}{
		{"token used twice", Round{Table: four, Sites: map[Location]Site{Sewers: {Tokens: map[string][]Token{"A": {Five}}}, Smithy: {Tokens: map[string][]Token{"A": {Five}}}}}, ErrTokenTwice},
		{"token twice in one place", Round{Table: four, Sites: map[Location]Site{Sewers: {Tokens: map[string][]Token{"A": {Five, Five}}}}}, ErrTokenTwice},
		{"library placement", Round{Table: four, Sites: map[Location]Site{Library: {Tokens: map[string][]Token{"A": {Five}}}}}, ErrLibrary},
		{"2 with five crews", Round{Table: five, Sites: map[Location]Site{Sewers: {Tokens: map[string][]Token{"Ann": {Two}}}}}, ErrNotOwned},
		{"seeker without breakout", Round{Table: four, Sites: map[Location]Site{Sewers: {Tokens: map[string][]Token{"A": {Seeker}}}}}, ErrBreakout},
		{"unseated crew", Round{Table: four, Sites: map[Location]Site{Sewers: {Tokens: map[string][]Token{"Z": {Five}}}}}, ErrNotSeated},
		{"three face down with four crews", Round{Table: four, Sites: map[Location]Site{
			Sewers: {Tokens: map[string][]Token{"A": {Five, Four}}, FaceDown: map[string]int{"A": 2}},
			Smithy: {Tokens: map[string][]Token{"A": {Three}}, FaceDown: map[string]int{"A": 1}}}}, ErrFaceDown},
		{"seven on the board with breakout", Round{Table: bo, Sites: map[Location]Site{
			Sewers: {Tokens: map[string][]Token{"A": {Five, Four, Three, Two}}},
			Smithy: {Tokens: map[string][]Token{"A": {Lookout, Enforcer, Seeker}}}}}, ErrKeepOne},
		{"legend token also on the board", Round{Table: bo, Sites: map[Location]Site{Sewers: {Tokens: map[string][]Token{"A": {Five}}}}, Legend: map[string][]Token{"A": {Five}}}, ErrTokenTwice},
		{"two legend tokens", Round{Table: bo, Legend: map[string][]Token{"A": {Five, Four}}}, ErrLegend},
		{"legend without breakout", Round{Table: four, Legend: map[string][]Token{"A": {Five}}}, ErrBreakout},
		{"tunnel without breakout", Round{Table: four, Sites: map[Location]Site{Sewers: {Tunnel: SingleTunnel}}}, ErrBreakout},
		{"too many double tunnels", Round{Table: bo, Sites: map[Location]Site{Sewers: {Tunnel: DoubleTunnel}, Smithy: {Tunnel: DoubleTunnel}}}, ErrSite},
		{"guards without solo", Round{Table: four, Sites: map[Location]Site{Sewers: {Guards: []int{2}}}}, ErrGuards},
		{"guards at the library", Round{Table: solo, Sites: map[Location]Site{Library: {Guards: []int{2}}}}, ErrLibrary},
		{"guards decline", Round{Table: solo, Sites: map[Location]Site{Sewers: {Guards: []int{2}, Declines: []string{Guards}}}}, ErrDecline},
		{"decline without tokens", Round{Table: four, Sites: map[Location]Site{Sewers: {Declines: []string{"A"}}}}, ErrDecline},
		{"bandit at the exercise yard", Round{Table: four, Sites: map[Location]Site{ExerciseYard: {Bandit: Resources{Gold: 1}}}}, ErrSite},
		{"13 suspicion", Round{Table: four, Sites: map[Location]Site{Sewers: {Suspicion: 7}, Smithy: {Suspicion: 6}}}, ErrSite},
		{"guards' tokens", Round{Table: solo, Sites: map[Location]Site{Sewers: {Tokens: map[string][]Token{Guards: {Five}}}}}, ErrGuards},
		{"first player not seated", Round{Table: Table{Seating: []string{"A", "B"}, FirstPlayer: "Z"}}, ErrNotSeated},
		{"one crew alone", Round{Table: Table{Seating: []string{"A"}, FirstPlayer: "A"}}, ErrSeating},
		{"six crews", Round{Table: Table{Seating: []string{"A", "B", "C", "D", "E", "F"}, FirstPlayer: "A"}}, ErrSeating},
		{"guards in a three-seat game", Round{Table: Table{Seating: []string{"A", "B", Guards}, FirstPlayer: "A"}}, ErrSeating},
		{"guards' power", Round{Table: Table{Seating: []string{"A", Guards}, FirstPlayer: "A", Power: map[string]int{Guards: 2}}}, ErrPower},
		{"four face down is too many even with two crews", Round{Table: two, Sites: map[Location]Site{
			Sewers: {Tokens: map[string][]Token{"A": {Five, Four}}, FaceDown: map[string]int{"A": 2}},
			Smithy: {Tokens: map[string][]Token{"A": {Three, Two}}, FaceDown: map[string]int{"A": 2}}}}, ErrFaceDown},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ResolveLightsOut(tt.r)
			if !errors.Is(err, tt.want) {
				t.Fatalf("error %v, want %v", err, tt.want)
			}
			var re *RuleError
			if !errors.As(err, &re) || re.Problem == "" {
				t.Fatalf("not a rule error with a problem: %#v", err)
			}
		})
	}
}

func TestRollCallLegal(t *testing.T) {
	two := Table{Seating: []string{"A", "B"}, FirstPlayer: "A"}
	rc, err := NewRollCall(two)
	if err != nil {
		t.Fatal(err)
	}
	if err := rc.Assign(Assignment{Crew: "A", Location: Sewers, Tokens: []Token{Five, Four, Three}, FaceDown: 3}); err != nil {
		t.Fatalf("three face down with two crews: %v", err)
	}
	if err := rc.Legal(Assignment{Crew: "A", Location: Sewers, Tokens: []Token{Two}}); !errors.Is(err, ErrAssignedTwice) {
		t.Errorf("second assignment to the Sewers: %v", err)
	}
	if err := rc.Legal(Assignment{Crew: "A", Location: Smithy, Tokens: []Token{Two}, FaceDown: 1}); !errors.Is(err, ErrFaceDown) {
		t.Errorf("fourth face-down token: %v", err)
	}
	if got := tokenList(rc.Left("A")); got != "lookout, enforcer, 2" {
		t.Errorf("left %s", got)
	}
	if err := rc.Legal(Assignment{Crew: "A", Location: Library, Tokens: []Token{Two}}); !errors.Is(err, ErrLibrary) {
		t.Errorf("library: %v", err)
	}
}

func TestLegendTokenDoesNotCountFaceDown(t *testing.T) {
	bo := Table{Seating: []string{"A", "B", "C"}, FirstPlayer: "A", Breakout: true}
	r := Round{Table: bo, Sites: map[Location]Site{
		Sewers: {Tokens: map[string][]Token{"A": {Five, Four}}, FaceDown: map[string]int{"A": 2}},
	}, Legend: map[string][]Token{"A": {Three}}}
	if _, err := ResolveLightsOut(r); err != nil {
		t.Fatal(err)
	}
}

func TestRulingsRegistered(t *testing.T) {
	for _, r := range lightsOutRulings {
		if _, ok := RulingByID(r.ID); !ok {
			t.Errorf("%s not in Rulings()", r.ID)
		}
	}
}

func BenchmarkLightsOutFiveCrews(b *testing.B) {
	table := Table{Seating: fiveNames, FirstPlayer: "Cat", Power: map[string]int{"Ann": 3, "Ben": 2, "Eve": 4}, Breakout: true}
	sites := map[Location]Site{}
	toks := []Token{Lookout, Enforcer, Three, Four, Five}
	for i, name := range fiveNames {
		for j, tok := range toks {
			loc := AllLocations[(i+j)%7]
			s := sites[loc]
			if s.Tokens == nil {
				s.Tokens = map[string][]Token{}
			}
			s.Tokens[name] = append(s.Tokens[name], tok)
			sites[loc] = s
		}
	}
	s := sites[Sewers]
	s.Suspicion, s.Bandit, s.Tunnel = 2, Resources{Iron: 1}, SingleTunnel
	sites[Sewers] = s
	r := Round{Table: table, Sites: sites, Legend: map[string][]Token{}}
	for _, name := range fiveNames {
		r.Legend[name] = []Token{Seeker}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ResolveLightsOut(r); err != nil {
			b.Fatal(err)
		}
	}
}

func ExampleResolveSite() {
	table := Table{Seating: []string{"Stan", "Vera", "Isaac", "Claire"}, FirstPlayer: "Stan", Power: map[string]int{"Vera": 4}}
	res, _ := ResolveSite(table, "Stan", Infirmary, Site{
		Suspicion: 1,
		Tokens:    map[string][]Token{"Vera": {Enforcer, Two}, "Stan": {Four}, "Isaac": {Lookout, Four}, "Claire": {Three}},
	})
	for _, r := range res.Ranking {
		fmt.Println(r.Name, r.Strength)
	}
	fmt.Println("suspicion to", res.Suspicion.To)
	for _, rw := range res.Rewards {
		fmt.Println(rw.Name, rw.Tier, rw.Gains)
	}
	for _, s := range res.Stragglers {
		fmt.Println("straggles:", s.Name)
	}
	// Output:
	// Vera 6
	// Stan 4
	// Isaac 4
	// Claire 3
	// suspicion to Vera
	// Vera most 3 potions
	// Claire least 1 potions
	// straggles: Stan
	// straggles: Isaac
}
