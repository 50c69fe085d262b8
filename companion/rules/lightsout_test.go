package rules

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unsafe"
)

var fiveNames = []string{"Ann", "Ben", "Cat", "Dan", "Eve"}

// table seats the names, the first player holding the marker, each crew
// with its starting power cube unless power says otherwise.
func table(seating []string, first string, power map[string]int) Table {
	t := Table{Seating: seating, FirstPlayer: MaxSeats}
	if s := t.SeatOf(first); s != NoSeat {
		t.FirstPlayer = s
	}
	for i, name := range seating {
		if name != Guards && i < MaxSeats {
			t.Power[i] = 1
		}
	}
	for name, p := range power {
		t.Power[t.SeatOf(name)] = p
	}
	return t
}

// breakout returns the table with the Breakout expansion.
func breakout(t Table) Table {
	t.Breakout = true
	return t
}

// at keys tokens by seat.
func at(t Table, tokens map[string][]Token) [MaxSeats][]Token {
	var out [MaxSeats][]Token
	for name, toks := range tokens {
		out[t.SeatOf(name)] = toks
	}
	return out
}

// faceDown keys face-down counts by seat.
func faceDown(t Table, counts map[string]int) [MaxSeats]int {
	var out [MaxSeats]int
	for name, n := range counts {
		out[t.SeatOf(name)] = n
	}
	return out
}

// seats returns the seats of the names.
func seats(t Table, names ...string) []Seat {
	out := make([]Seat, len(names))
	for i, name := range names {
		out[i] = t.SeatOf(name)
	}
	return out
}

// rankedSite gives crew k of n a strength that ranks it k-th: 9, 5, 4, 3, 0.
func rankedSite(n int) [MaxSeats][]Token {
	toks := [][]Token{{Five, Four}, {Five}, {Four}, {Three}, {Lookout}}
	var out [MaxSeats][]Token
	for i := 0; i < n; i++ {
		out[i] = toks[i]
	}
	return out
}

// sites is what lies at each location of a round.
type sites = [Library + 1]Site

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
			2: {"most 2 potions", "least 1 potion"},
			3: {"most 3 potions", "-", "least 1 potion"},
			4: {"most 3 potions", "-", "-", "least 1 potion"},
			5: {"most 3 potions", "-", "-", "-", "least 1 potion"},
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
				table := table(fiveNames[:n], "Ann", nil)
				res, err := ResolveSite(table, 0, tt.loc, Site{Tokens: rankedSite(n)})
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
				for _, s := range res.Stragglers() {
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
	table := table(fiveNames[:3], "Ann", nil)
	res, err := ResolveSite(table, 0, Library, Site{Tokens: rankedSite(3)})
	if err != nil {
		t.Fatal(err)
	}
	if rw, _ := res.RewardOf("Ann"); !strings.Contains(rw.Choice, "draws 2 tome cards, keeps 1") {
		t.Errorf("most at the Library: choice %q", rw.Choice)
	}
	if len(res.Stragglers()) != 0 {
		t.Errorf("stragglers %v", res.Stragglers())
	}
}

func ranking(res Resolution) string {
	var parts []string
	for _, r := range res.Ranking() {
		parts = append(parts, fmt.Sprintf("%s %d", r.Name, r.Strength))
	}
	return strings.Join(parts, ", ")
}

// Core rulebook, "Determine Crew Strengths" and "Gain Suspicion": Vera's
// enforcer (4 power) against Isaac's lookout and 4; Isaac holds the marker.
func TestInfirmaryExampleTwoCrews(t *testing.T) {
	table := table([]string{"Vera", "Isaac"}, "Isaac", map[string]int{"Vera": 4})
	res, err := ResolveSite(table, table.SeatOf("Isaac"), Infirmary, Site{
		Suspicion: 1,
		Tokens:    at(table, map[string][]Token{"Vera": {Enforcer}, "Isaac": {Lookout, Four}}),
		FaceDown:  faceDown(table, map[string]int{"Isaac": 1}),
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := ranking(res); got != "Isaac 4, Vera 4" {
		t.Errorf("ranking %s", got)
	}
	if res.Suspicion.To != "Vera" || !slices.Equal(res.PassedOver(), []string{"Isaac"}) {
		t.Errorf("suspicion %+v", res.Suspicion)
	}
	if got := summary(res, "Isaac"); got != "most 2 potions" {
		t.Errorf("Isaac %s", got)
	}
	if got := summary(res, "Vera"); got != "least 1 potion" {
		t.Errorf("Vera %s", got)
	}
}

// Core rulebook, "Location Rewards", Infirmary example: Vera 6; Stan, Claire
// and Isaac 4; Stan holds the marker.
func TestInfirmaryExampleFourCrews(t *testing.T) {
	table := table([]string{"Stan", "Vera", "Isaac", "Claire"}, "Stan", map[string]int{"Vera": 3, "Claire": 2})
	res, err := ResolveSite(table, table.SeatOf("Stan"), Infirmary, Site{Tokens: at(table, map[string][]Token{
		"Vera":   {Enforcer, Three},
		"Stan":   {Four},
		"Isaac":  {Lookout, Four},
		"Claire": {Two, Enforcer},
	})})
	if err != nil {
		t.Fatal(err)
	}
	if got := ranking(res); got != "Vera 6, Stan 4, Isaac 4, Claire 4" {
		t.Errorf("ranking %s", got)
	}
	want := map[string]string{"Vera": "most 3 potions", "Stan": "-", "Isaac": "-", "Claire": "least 1 potion"}
	for name, w := range want {
		if got := summary(res, name); got != w {
			t.Errorf("%s: %s, want %s", name, got, w)
		}
	}
	var stragglers []string
	for _, s := range res.Stragglers() {
		stragglers = append(stragglers, s.Name)
	}
	if !slices.Equal(stragglers, []string{"Stan", "Isaac"}) {
		t.Errorf("stragglers %v", stragglers)
	}
	if !hasNote(res, "tie 4-4-4 broken by seating: Stan holds the first player marker") {
		t.Errorf("no tie note in %v", res.Notes())
	}
}

func hasNote(res Resolution, text string) bool {
	for _, n := range res.Notes() {
		if strings.Contains(n.Text, text) {
			return true
		}
	}
	return false
}

func TestInfirmaryAlone(t *testing.T) {
	table := table([]string{"Stan", "Vera", "Isaac"}, "Stan", nil)
	res, err := ResolveSite(table, 0, Infirmary, Site{Tokens: at(table, map[string][]Token{"Vera": {Three}})})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Rewards()) != 1 || summary(res, "Vera") != "most 3 potions" {
		t.Errorf("rewards %+v", res.Rewards())
	}
}

func TestLookoutAloneIsMost(t *testing.T) {
	table := table([]string{"Stan", "Vera", "Isaac"}, "Stan", nil)
	res, err := ResolveSite(table, 0, Smithy, Site{Suspicion: 2, Tokens: at(table, map[string][]Token{"Isaac": {Lookout}})})
	if err != nil {
		t.Fatal(err)
	}
	if summary(res, "Isaac") != "most 2 iron" || res.Suspicion.To != "" {
		t.Errorf("rewards %+v suspicion %+v", res.Rewards(), res.Suspicion)
	}
	if !slices.Contains(res.Rulings(), RulingLookoutOnly) {
		t.Errorf("rulings %v", res.Rulings())
	}
}

func TestSuspicion(t *testing.T) {
	table := table([]string{"A", "B", "C"}, "A", nil)
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
			res, err := ResolveSite(table, 0, Sewers, Site{Suspicion: 2, Tokens: at(table, tt.tokens)})
			if err != nil {
				t.Fatal(err)
			}
			if res.Suspicion.To != tt.to || !slices.Equal(res.PassedOver(), tt.passed) || res.Suspicion.Cubes != 2 {
				t.Errorf("suspicion %+v, want to %q passing over %v", res.Suspicion, tt.to, tt.passed)
			}
			if seat, ok := res.SuspicionSeat(); ok != (tt.to != "") || ok && table.Seating[seat] != tt.to {
				t.Errorf("SuspicionSeat %v %v, want %q's", seat, ok, tt.to)
			}
		})
	}
}

// TestRankFieldsWritten guards rank, which writes a Rank's fields one by
// one rather than whole: a field added to Rank must be written there too,
// and then counted here.
func TestRankFieldsWritten(t *testing.T) {
	if n := reflect.TypeFor[Rank]().NumField(); n != 7 {
		t.Errorf("Rank has %d fields: write the new one in Resolution.rank, then count it here", n)
	}
}

// TestSeatsWithoutNames checks that the seats a resolution reports (the
// guards' rank, the holder of the first player marker, who takes the
// suspicion cubes) name the same seats as its names do, in a solitary game
// whose guards win the Exercise Yard's marker ("Solitary Mode – Lights Out
// Phase"; core rulebook, "Location Rewards").
func TestSeatsWithoutNames(t *testing.T) {
	solo := table([]string{"Rin", Guards}, "Rin", nil)
	for _, tc := range []struct {
		name   string
		tokens []Token
		guards []int
	}{
		{"the guards stronger", []Token{Two}, []int{4}},
		{"the crew stronger", []Token{Five}, []int{1}},
		{"the guards alone", nil, []int{3}},
		{"a lookout before the guards", []Token{Lookout, Five}, []int{2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := ResolveSite(solo, 0, ExerciseYard, Site{Suspicion: 1, Tokens: [MaxSeats][]Token{tc.tokens}, Guards: tc.guards})
			if err != nil {
				t.Fatal(err)
			}
			for _, rk := range res.Ranking() {
				if rk.IsGuards() != (rk.Name == Guards) {
					t.Errorf("%s: IsGuards %v", rk.Name, rk.IsGuards())
				}
			}
			if got := solo.Seating[res.FirstSeat()]; got != res.FirstPlayer {
				t.Errorf("FirstSeat names %s, FirstPlayer %s", got, res.FirstPlayer)
			}
			if seat, ok := res.SuspicionSeat(); !ok || solo.Seating[seat] != res.Suspicion.To {
				t.Errorf("SuspicionSeat %v %v, To %q", seat, ok, res.Suspicion.To)
			}
		})
	}
}

func TestDeclines(t *testing.T) {
	table := table([]string{"A", "B", "C"}, "A", nil)
	res, err := ResolveSite(table, 0, Smithy, Site{Bandit: Resources{Gold: 1}, Tokens: at(table, map[string][]Token{"A": {Five}, "B": {Four}, "C": {Three}}), Declines: seats(table, "A")})
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
	for _, s := range res.Stragglers() {
		names = append(names, s.Name)
	}
	if !slices.Equal(names, []string{"A", "C"}) {
		t.Errorf("stragglers %v", names)
	}
}

func TestBanditCube(t *testing.T) {
	table := table([]string{"A", "B"}, "A", nil)
	res, err := ResolveSite(table, 0, Commissary, Site{Bandit: Resources{Potions: 1}, Tokens: at(table, map[string][]Token{"A": {Two}, "B": {Four}})})
	if err != nil {
		t.Fatal(err)
	}
	rw, _ := res.RewardOf("B")
	if rw.Gains.Potions != 1 || rw.Bandit != (Resources{Potions: 1}) || rw.Choice == "" {
		t.Errorf("B: %+v", rw)
	}
	res, err = ResolveSite(table, 0, Commissary, Site{Bandit: Resources{Potions: 1}})
	if err != nil || res.BanditStays != (Resources{Potions: 1}) {
		t.Errorf("empty location: %v %+v", err, res)
	}
	// Cubes nobody took pile up (ruling bandit-cube-unclaimed): the most
	// strength takes them all.
	res, err = ResolveSite(table, 0, Sewers, Site{Bandit: Resources{Potions: 1, Gold: 1}, Tokens: at(table, map[string][]Token{"A": {Three}})})
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
	table := table([]string{"Stan", "Vera", "Isaac", "Claire"}, "Stan", nil)
	r := Round{
		Table: table,
		Sites: sites{
			ExerciseYard: {Tokens: at(table, map[string][]Token{"Isaac": {Five}, "Stan": {Two}})},
			Smithy:       {Tokens: at(table, map[string][]Token{"Stan": {Four}, "Claire": {Four}})},
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
	r.Sites[ExerciseYard] = Site{}
	lo, _ = ResolveLightsOut(r)
	smithy, _ = lo.Resolution("smithy")
	if got := ranking(smithy); got != "Stan 4, Claire 4" {
		t.Errorf("smithy ranking without the yard %s", got)
	}
}

func TestYardDeclineKeepsMarker(t *testing.T) {
	table := table([]string{"A", "B"}, "A", nil)
	res, err := ResolveSite(table, 0, ExerciseYard, Site{Tokens: at(table, map[string][]Token{"B": {Five}}), Declines: seats(table, "B")})
	if err != nil {
		t.Fatal(err)
	}
	if res.FirstPlayer != "A" {
		t.Errorf("marker went to %s", res.FirstPlayer)
	}
}

func TestStragglersRankedAtLibrary(t *testing.T) {
	table := table([]string{"Stan", "Vera", "Isaac", "Claire"}, "Stan", map[string]int{"Vera": 3})
	r := Round{
		Table: table,
		Sites: sites{
			Infirmary: {Tokens: at(table, map[string][]Token{"Vera": {Enforcer, Three}, "Stan": {Four}, "Isaac": {Lookout, Four}, "Claire": {Two}})},
			Smithy:    {Tokens: at(table, map[string][]Token{"Vera": {Five}, "Claire": {Four}, "Isaac": {Three}, "Stan": {Two}})},
			CellBlock: {Tokens: at(table, map[string][]Token{"Claire": {Five}}), Declines: seats(table, "Claire")},
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
	table := table(fiveNames, "Ann", nil)
	res, err := ResolveSite(table, 0, Library, Site{Tokens: rankedSite(5), Declines: seats(table, "Ben")})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range res.Stragglers() {
		names = append(names, s.Name)
	}
	if !slices.Equal(names, []string{"Ben", "Dan", "Eve"}) {
		t.Errorf("home: %v", names)
	}
	if summary(res, "Cat") != "third 1 tome" {
		t.Errorf("Cat %s", summary(res, "Cat"))
	}
	if !hasNote(res, "go home") {
		t.Errorf("notes %v", res.Notes())
	}
}

func TestTunnels(t *testing.T) {
	table := breakout(table([]string{"A", "B", "C"}, "A", nil))
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
		// Breakout, "Resolving Tunnel Locations", note: the advance is the
		// reward. C, third at the Smithy, has no other: keeping its lantern
		// where it is (or standing on the TOMB) it collected nothing and
		// straggles (ruling bo-tunnel-stay). A, most strength, keeps its 2
		// iron and goes home.
		{"a lantern that stays is no reward: straggles", SingleTunnel,
			map[string][]Token{"A": {Five}, "B": {Four}, "C": {Seeker, Two}}, nil, &Advance{Name: "C", Spaces: 1, Stays: true}, []string{"C"}},
		{"a lantern that stays beside a reward: goes home", DoubleTunnel,
			map[string][]Token{"A": {Seeker, Five}, "B": {Four}}, nil, &Advance{Name: "A", Spaces: 2, Stays: true}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stays []Seat
			if tt.want != nil && tt.want.Stays {
				stays = seats(table, tt.want.Name)
			}
			res, err := ResolveSite(table, 0, Smithy, Site{Tunnel: tt.tunnel, Tokens: at(table, tt.tokens), Declines: seats(table, tt.declies...), Stays: stays})
			if err != nil {
				t.Fatal(err)
			}
			var want Advance
			if tt.want != nil {
				want = *tt.want
				want.Seat = table.SeatOf(want.Name)
			}
			if (res.Lantern() == nil) != (tt.want == nil) || (res.Lantern() != nil && *res.Lantern() != want) {
				t.Errorf("lantern %+v, want %+v", res.Lantern(), tt.want)
			}
			var names []string
			for _, s := range res.Stragglers() {
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
	table := breakout(table([]string{"Stan", "Vera", "Isaac", "Claire"}, "Claire", map[string]int{"Vera": 2}))
	res, err := ResolveLegend(table, table.SeatOf("Claire"), at(table, map[string][]Token{"Claire": {Three}, "Stan": {Three}, "Vera": {Enforcer}, "Isaac": {Seeker}}), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := ranking(res); got != "Claire 3, Stan 3, Vera 2, Isaac 1" {
		t.Errorf("ranking %s", got)
	}
}

func soloRound() Round {
	rin := func(toks ...Token) [MaxSeats][]Token { return [MaxSeats][]Token{0: toks} }
	return Round{
		Table: breakout(table([]string{"Rin", Guards}, Guards, map[string]int{"Rin": 2})),
		Sites: sites{
			ExerciseYard: {Tokens: rin(Three), Guards: []int{2, 1}},
			Sewers:       {Suspicion: 1, Tokens: rin(Lookout), Guards: []int{2}, Tunnel: SingleTunnel},
			Infirmary:    {Tokens: rin(Five), Guards: []int{1}},
			Commissary:   {Tokens: rin(Four), Guards: []int{3}},
			ChowHall:     {Tokens: rin(Seeker), Guards: []int{2}, Tunnel: DoubleTunnel},
			CellBlock:    {Tokens: rin(Two), Guards: []int{4}},
		},
		Legend:       rin(Enforcer),
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
	if sewers.GuardsLantern() == nil || sewers.GuardsLantern().Spaces != 1 || sewers.Lantern() != nil {
		t.Errorf("sewers lanterns %+v %+v", sewers.GuardsLantern(), sewers.Lantern())
	}
	// Infirmary: Rin most (2 potions), guards least (1 potion).
	inf := get("infirmary")
	if summary(inf, "Rin") != "most 2 potions" || summary(inf, Guards) != "least 1 potion" {
		t.Errorf("infirmary %s %s", summary(inf, "Rin"), summary(inf, Guards))
	}
	// Commissary: the guards are not most: nothing, they straggle.
	com := get("commissary")
	if _, ok := com.RewardOf(Guards); ok || len(com.Stragglers()) != 1 || com.Stragglers()[0].Name != Guards {
		t.Errorf("commissary %+v %+v", com.Rewards(), com.Stragglers())
	}
	// Chow Hall: the guards are most: they seize; Rin is second and her
	// seeker, the only one, advances 2 spaces; the guards advance 1.
	chow := get("chow-hall")
	if rw, ok := chow.RewardOf(Guards); !ok || !strings.Contains(rw.Choice, "seize") {
		t.Errorf("chow hall guards %+v", rw)
	}
	if chow.Lantern() == nil || chow.Lantern().Name != "Rin" || chow.Lantern().Spaces != 2 || chow.GuardsLantern() == nil {
		t.Errorf("chow hall lanterns %+v %+v", chow.Lantern(), chow.GuardsLantern())
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
	table := table([]string{"Rin", Guards}, "Rin", nil)
	res, err := ResolveSite(table, 0, Library, Site{Tokens: at(table, map[string][]Token{"Rin": {Five}}), Guards: []int{1}})
	if err != nil {
		t.Fatal(err)
	}
	if summary(res, Guards) != "second 1 reputation" || summary(res, "Rin") != "most 1 tome" {
		t.Errorf("%s %s", summary(res, Guards), summary(res, "Rin"))
	}
}

func TestRoundCheckErrors(t *testing.T) {
	four := table([]string{"A", "B", "C", "D"}, "A", nil)
	five := table(fiveNames, "Ann", nil)
	two := table([]string{"A", "B"}, "A", nil)
	bo := breakout(four)
	solo := table([]string{"Rin", Guards}, "Rin", nil)
	a := func(toks ...Token) [MaxSeats][]Token { return [MaxSeats][]Token{0: toks} }
	fdA := func(n int) [MaxSeats]int { return [MaxSeats]int{0: n} }
	guardsPower := table([]string{"A", Guards}, "A", nil)
	guardsPower.Power[1] = 2
	tests := []struct {
		name string
		r    Round
		want error
	}{
		{"token used twice", Round{Table: four, Sites: sites{Sewers: {Tokens: a(Five)}, Smithy: {Tokens: a(Five)}}}, ErrTokenTwice},
		{"token twice in one place", Round{Table: four, Sites: sites{Sewers: {Tokens: a(Five, Five)}}}, ErrTokenTwice},
		{"library placement", Round{Table: four, Sites: sites{Library: {Tokens: a(Five)}}}, ErrLibrary},
		{"2 with five crews", Round{Table: five, Sites: sites{Sewers: {Tokens: a(Two)}}}, ErrNotOwned},
		{"seeker without breakout", Round{Table: four, Sites: sites{Sewers: {Tokens: a(Seeker)}}}, ErrBreakout},
		{"unseated crew", Round{Table: four, Sites: sites{Sewers: {Tokens: [MaxSeats][]Token{4: {Five}}}}}, ErrNotSeated},
		{"three face down with four crews", Round{Table: four, Sites: sites{
			Sewers: {Tokens: a(Five, Four), FaceDown: fdA(2)},
			Smithy: {Tokens: a(Three), FaceDown: fdA(1)}}}, ErrFaceDown},
		{"seven on the board with breakout", Round{Table: bo, Sites: sites{
			Sewers: {Tokens: a(Five, Four, Three, Two)},
			Smithy: {Tokens: a(Lookout, Enforcer, Seeker)}}}, ErrKeepOne},
		{"legend token also on the board", Round{Table: bo, Sites: sites{Sewers: {Tokens: a(Five)}}, Legend: a(Five)}, ErrTokenTwice},
		{"two legend tokens", Round{Table: bo, Legend: a(Five, Four)}, ErrLegend},
		{"legend token of an empty seat", Round{Table: bo, Legend: [MaxSeats][]Token{4: {Five}}}, ErrNotSeated},
		{"power of an empty seat", Round{Table: Table{Seating: []string{"A", "B"}, Power: [MaxSeats]int{1, 1, 2}}}, ErrNotSeated},
		{"legend without breakout", Round{Table: four, Legend: a(Five)}, ErrBreakout},
		{"tunnel without breakout", Round{Table: four, Sites: sites{Sewers: {Tunnel: SingleTunnel}}}, ErrBreakout},
		{"too many double tunnels", Round{Table: bo, Sites: sites{Sewers: {Tunnel: DoubleTunnel}, Smithy: {Tunnel: DoubleTunnel}}}, ErrSite},
		{"guards without solo", Round{Table: four, Sites: sites{Sewers: {Guards: []int{2}}}}, ErrGuards},
		{"guards at the library", Round{Table: solo, Sites: sites{Library: {Guards: []int{2}}}}, ErrLibrary},
		{"guards decline", Round{Table: solo, Sites: sites{Sewers: {Guards: []int{2}, Declines: seats(solo, Guards)}}}, ErrDecline},
		{"decline without tokens", Round{Table: four, Sites: sites{Sewers: {Declines: seats(four, "A")}}}, ErrDecline},
		{"bandit at the exercise yard", Round{Table: four, Sites: sites{ExerciseYard: {Bandit: Resources{Gold: 1}}}}, ErrSite},
		{"13 suspicion", Round{Table: four, Sites: sites{Sewers: {Suspicion: 7}, Smithy: {Suspicion: 6}}}, ErrSite},
		{"guards' tokens", Round{Table: solo, Sites: sites{Sewers: {Tokens: at(solo, map[string][]Token{Guards: {Five}})}}}, ErrGuards},
		{"first player not seated", Round{Table: table([]string{"A", "B"}, "Z", nil)}, ErrNotSeated},
		{"one crew alone", Round{Table: table([]string{"A"}, "A", nil)}, ErrSeating},
		{"six crews", Round{Table: table([]string{"A", "B", "C", "D", "E", "F"}, "A", nil)}, ErrSeating},
		{"guards in a three-seat game", Round{Table: table([]string{"A", "B", Guards}, "A", nil)}, ErrSeating},
		{"guards' power", Round{Table: guardsPower}, ErrPower},
		{"four face down is too many even with two crews", Round{Table: two, Sites: sites{
			Sewers: {Tokens: a(Five, Four), FaceDown: fdA(2)},
			Smithy: {Tokens: a(Three, Two), FaceDown: fdA(2)}}}, ErrFaceDown},
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
	two := table([]string{"A", "B"}, "A", nil)
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

// Breakout rulebook, "Roll Call Phase": a crew's token on the active legend
// card does not count against the face-down limit (two with 3-5 players,
// three with 2). Hand-worked: crew A has used its whole face-down allowance
// at the Sewers (4 and 3 with three crews; 4, 3 and 2 with two) and placed
// its other tokens face up, six on the board in all; its last token, the 5,
// still goes face down on the legend card as it passes, while one more
// face-down token at a location is refused. On the legend card A ranks
// with that 5's strength (5) above B's 4, although B holds the first player
// marker: the token counts like any other there.
func TestLegendTokenDoesNotCountFaceDown(t *testing.T) {
	tests := []struct {
		name     string
		seating  []string
		limit    int
		faceDown []Token // at the Sewers, all face down
		faceUp   map[Location]Token
	}{
		{"three crews", []string{"A", "B", "C"}, 2, []Token{Four, Three},
			map[Location]Token{Smithy: Two, Infirmary: Enforcer, ExerciseYard: Lookout, Commissary: Seeker}},
		{"two crews", []string{"A", "B"}, 3, []Token{Four, Three, Two},
			map[Location]Token{Infirmary: Enforcer, ExerciseYard: Lookout, Commissary: Seeker}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bo := breakout(table(tt.seating, "B", nil))
			if got := bo.FaceDownLimit(); got != tt.limit {
				t.Fatalf("face-down limit %d, want %d", got, tt.limit)
			}
			rc, err := NewRollCall(bo)
			if err != nil {
				t.Fatal(err)
			}
			if err := rc.Assign(Assignment{Crew: "A", Location: Sewers, Tokens: tt.faceDown, FaceDown: len(tt.faceDown)}); err != nil {
				t.Fatalf("the allowance face down: %v", err)
			}
			r := Round{Table: bo, Sites: sites{Sewers: {Tokens: at(bo, map[string][]Token{"A": tt.faceDown}), FaceDown: faceDown(bo, map[string]int{"A": tt.limit})}}}
			for _, loc := range AllLocations {
				tok, ok := tt.faceUp[loc]
				if !ok {
					continue
				}
				// One more face-down token at a location goes over the limit.
				err := rc.Legal(Assignment{Crew: "A", Location: loc, Tokens: []Token{tok}, FaceDown: 1})
				var re *RuleError
				if !errors.Is(err, ErrFaceDown) || !errors.As(err, &re) || re.Rule != srcBoRollCall ||
					!strings.Contains(re.Allowed, fmt.Sprintf("at most %d per round", tt.limit)) || !strings.Contains(re.Allowed, "not counting the legend token") {
					t.Fatalf("face-down %s at the %s beyond the limit: %v", tok, loc, err)
				}
				if err := rc.Assign(Assignment{Crew: "A", Location: loc, Tokens: []Token{tok}}); err != nil {
					t.Fatalf("%s face up at the %s: %v", tok, loc, err)
				}
				r.Sites[loc].Tokens = at(bo, map[string][]Token{"A": {tok}})
			}
			if got := rc.faceDown[rc.table.SeatOf("A")]; got != tt.limit {
				t.Fatalf("face down used %d, want %d", got, tt.limit)
			}
			if got := tokenList(rc.Left("A")); got != "5" {
				t.Fatalf("left %s, want the 5 alone", got)
			}
			if err := rc.Assign(Assignment{Crew: "A", Legend: true, Tokens: []Token{Five}, FaceDown: 1}); err != nil {
				t.Fatalf("the last token face down on the legend card: %v", err)
			}
			if got := rc.faceDown[rc.table.SeatOf("A")]; got != tt.limit {
				t.Errorf("face down used %d after the legend token, want %d (it does not count)", got, tt.limit)
			}

			// The whole round is a legal position, and the legend card ranks
			// A's 5 above B's 4.
			r.Legend = at(bo, map[string][]Token{"A": {Five}, "B": {Four}})
			lo, err := ResolveLightsOut(r)
			if err != nil {
				t.Fatalf("the round: %v", err)
			}
			res := lo.Resolutions()
			legend := res[len(res)-1]
			if !legend.Legend {
				t.Fatalf("last resolution is not the legend card: %+v", legend)
			}
			var got []string
			for _, rk := range legend.Ranking() {
				got = append(got, fmt.Sprintf("%s %d", rk.Name, rk.Strength))
			}
			if want := []string{"A 5", "B 4"}; !slices.Equal(got, want) {
				t.Errorf("legend ranking %v, want %v", got, want)
			}
		})
	}
}

func TestRulingsRegistered(t *testing.T) {
	for _, r := range lightsOutRulings {
		if _, ok := RulingByID(r.ID); !ok {
			t.Errorf("%s not in Rulings()", r.ID)
		}
	}
}

// Goal (issue 8): a whole 5-crew Lights Out <= 5 µs.
func BenchmarkLightsOutFiveCrews(b *testing.B) {
	r := Round{Table: breakout(table(fiveNames, "Cat", map[string]int{"Ann": 3, "Ben": 2, "Eve": 4}))}
	toks := []Token{Lookout, Enforcer, Three, Four, Five}
	for i := range fiveNames {
		for j, tok := range toks {
			loc := AllLocations[(i+j)%7]
			r.Sites[loc].Tokens[i] = append(r.Sites[loc].Tokens[i], tok)
		}
	}
	s := &r.Sites[Sewers]
	s.Suspicion, s.Bandit, s.Tunnel = 2, Resources{Iron: 1}, SingleTunnel
	for i := range fiveNames {
		r.Legend[i] = []Token{Seeker}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ResolveLightsOut(r); err != nil {
			b.Fatal(err)
		}
	}
}

func ExampleResolveSite() {
	// Seats are indexes into the seating: Stan 0, Vera 1, Isaac 2, Claire 3.
	table := Table{Seating: []string{"Stan", "Vera", "Isaac", "Claire"}, FirstPlayer: 0, Power: [MaxSeats]int{1, 4, 1, 1}}
	res, _ := ResolveSite(table, table.FirstPlayer, Infirmary, Site{
		Suspicion: 1,
		Tokens:    [MaxSeats][]Token{{Four}, {Enforcer, Two}, {Lookout, Four}, {Three}},
	})
	for _, r := range res.Ranking() {
		fmt.Println(r.Name, r.Strength)
	}
	fmt.Println("suspicion to", res.Suspicion.To)
	for _, rw := range res.Rewards() {
		fmt.Println(rw.Name, rw.Tier, rw.Gains)
	}
	for _, s := range res.Stragglers() {
		fmt.Println("straggles:", s.Name)
	}
	// Output:
	// Vera 6
	// Stan 4
	// Isaac 4
	// Claire 3
	// suspicion to Vera
	// Vera most 3 potions
	// Claire least 1 potion
	// straggles: Stan
	// straggles: Isaac
}

func TestTokenList(t *testing.T) {
	toks := []Token{Two, Enforcer, Lookout, Seeker}
	l := listOf(toks)
	if l.Len() != 4 || l.At(1) != Enforcer || !l.Contains(Seeker) || l.Contains(Five) || !slices.Equal(l.Slice(), toks) {
		t.Errorf("list %x: len %d, slice %v", uint32(l), l.Len(), l.Slice())
	}
	if got := l.appendList(listOf([]Token{Five, Three})).Slice(); !slices.Equal(got, []Token{Two, Enforcer, Lookout, Seeker, Five, Three}) {
		t.Errorf("appended %v", got)
	}
	if l.strength(4) != 2+4+0+1 {
		t.Errorf("strength %d", l.strength(4))
	}
	if TokenList(0).Len() != 0 || len(TokenList(0).Slice()) != 0 {
		t.Error("the zero list is not empty")
	}
}

// TestResolveSiteInPlace reuses one Resolution over busy and quiet
// locations, solitary and five crews, and a refused one: each time it must
// equal a fresh ResolveSite, nothing left over from the location before.
func TestResolveSiteInPlace(t *testing.T) {
	solo := soloRound()
	five := table(fiveNames, "Cat", map[string]int{"Ann": 3})
	type step struct {
		table Table
		loc   Location
		site  Site
	}
	var steps []step
	for loc := ExerciseYard; loc < Library; loc++ {
		steps = append(steps, step{solo.Table, loc, solo.Sites[loc]})
	}
	steps = append(steps,
		step{five, Library, Site{Tokens: rankedSite(5), Declines: seats(five, "Ben")}},
		step{five, Smithy, Site{Bandit: Resources{Gold: 1}, Tokens: rankedSite(3), Declines: seats(five, "Ann")}},
		step{five, Smithy, Site{Suspicion: 13}}, // refused
		step{five, Sewers, Site{Suspicion: 2, Tokens: rankedSite(5)}},
		step{solo.Table, ExerciseYard, Site{}},
	)
	var res Resolution
	for i, s := range steps {
		want, wantErr := ResolveSite(s.table, s.table.FirstPlayer, s.loc, s.site)
		err := res.ResolveSite(&s.table, s.table.FirstPlayer, s.loc, &s.site)
		if (err == nil) != (wantErr == nil) || err != nil && err.Error() != wantErr.Error() {
			t.Fatalf("step %d (%s): error %v, want %v", i, s.loc, err, wantErr)
		}
		if !reflect.DeepEqual(res, want) {
			t.Errorf("step %d (%s): in place\n%+v\nwant\n%+v", i, s.loc, res, want)
		}
	}
}

// TestTakesNothing: core rulebook, "Lights Out Phase", step 4: a crew that
// collected no reward straggles. At the Chow Hall Vera (5, most) and Isaac
// (4, second) take nothing of their recruit; Claire (3) recruits. Vera and
// Isaac straggle; Claire goes home. With a Bandit's gold at the Chow Hall,
// Vera, ranked first, collects it: a reward, so she goes home (ruling
// bandit-cube-pays). The guards at the Cell Block with nothing to craft or
// reserve straggle too (ruling solo-cell-block-nothing).
func TestTakesNothing(t *testing.T) {
	three := table([]string{"Vera", "Isaac", "Claire"}, "Vera", nil)
	tokens := at(three, map[string][]Token{"Vera": {Five}, "Isaac": {Four}, "Claire": {Three}})
	for _, tc := range []struct {
		name   string
		bandit Resources
		want   []string
	}{
		{"nothing taken", Resources{}, []string{"Vera", "Isaac"}},
		{"the Bandit's cube collected", Resources{Gold: 1}, []string{"Isaac"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := ResolveSite(three, 0, ChowHall, Site{Tokens: tokens, Bandit: tc.bandit, Nothing: seats(three, "Vera", "Isaac")})
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, s := range res.Stragglers() {
				names = append(names, s.Name)
			}
			if !slices.Equal(names, tc.want) {
				t.Errorf("stragglers %v, want %v", names, tc.want)
			}
			if rw, _ := res.RewardOf("Claire"); rw.Nothing || !rw.Collected() {
				t.Errorf("Claire's reward %+v", rw)
			}
		})
	}
	solo := table([]string{"Rin", Guards}, Guards, nil)
	res, err := ResolveSite(solo, solo.SeatOf(Guards), CellBlock, Site{Guards: []int{3}, Tokens: at(solo, map[string][]Token{"Rin": {Two}}), Nothing: seats(solo, Guards)})
	if err != nil {
		t.Fatal(err)
	}
	if st := res.Stragglers(); len(st) != 1 || st[0].Name != Guards || !slices.Equal(st[0].Guards, []int{3}) {
		t.Errorf("stragglers %+v, want the guards' card of 3", st)
	}
	// A crew cannot both decline and take nothing.
	if _, err := ResolveSite(three, 0, ChowHall, Site{Tokens: tokens, Declines: seats(three, "Vera"), Nothing: seats(three, "Vera")}); err == nil {
		t.Error("a decline and a none for one crew were accepted")
	}
}

// TestResolutionReset: reset, then done with nothing resolved in between,
// must leave a Resolution as *res = Resolution{} would. Every field besides
// the result arrays is set (by reflection, so that a field added later is
// covered too), one entry of each array in use, and they must zero them
// all.
func TestResolutionReset(t *testing.T) {
	var res Resolution
	v := reflect.ValueOf(&res).Elem()
	for i := range v.NumField() {
		f := v.Field(i)
		f = reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem() // unexported fields too
		switch f.Kind() {
		case reflect.Array:
			e := f.Index(0)
			for j := range e.NumField() {
				fill(reflect.NewAt(e.Field(j).Type(), unsafe.Pointer(e.Field(j).UnsafeAddr())).Elem())
			}
		default:
			fill(f)
		}
	}
	res.ranks, res.rewarded, res.straggling, res.noted = 1, 1, 1, 1
	res.done(res.reset()) // nothing resolved in between: nothing in use
	// SkipNotes is a setting, not a result: it stays from one resolution to the next.
	if !reflect.DeepEqual(res, Resolution{quiet: true}) {
		t.Errorf("reset left %+v", res)
	}
}

// fill sets a value to something not zero.
func fill(v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(1)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(1)
	case reflect.String:
		v.SetString("x")
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
	case reflect.Struct:
		for i := range v.NumField() {
			f := v.Field(i)
			fill(reflect.NewAt(f.Type(), unsafe.Pointer(f.UnsafeAddr())).Elem())
		}
	case reflect.Array:
		fill(v.Index(0))
	default:
		panic("fill: " + v.Kind().String())
	}
}

// TestTies: how each tie was broken, in a player's words (core rulebook,
// "II. Lights Out Phase – 1. Determine Crew Strengths": by seating,
// clockwise from the holder of the first player marker).
func TestTies(t *testing.T) {
	solo := table([]string{"Rin", Guards}, Guards, nil)
	res, err := ResolveSite(solo, solo.SeatOf(Guards), Smithy, Site{Tokens: [MaxSeats][]Token{0: {Five}}, Guards: []int{2, 3}})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Ties(); !slices.Equal(got, []string{"tie 5-5: the guards hold the first player marker and rank first"}) {
		t.Errorf("guards and Rin tie: %q", got)
	}
	four := table([]string{"Stan", "Vera", "Isaac", "Claire"}, "Stan", map[string]int{"Vera": 3, "Claire": 2})
	res, err = ResolveSite(four, four.SeatOf("Stan"), Infirmary, Site{Tokens: at(four, map[string][]Token{
		"Vera": {Enforcer, Three}, "Stan": {Four}, "Isaac": {Lookout, Four}, "Claire": {Two, Enforcer},
	})})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Ties(); !slices.Equal(got, []string{"tie 4-4-4: Stan holds the first player marker; clockwise from there the order is Stan, Isaac, Claire"}) {
		t.Errorf("three crews tie: %q", got)
	}
	res, err = ResolveSite(four, four.SeatOf("Stan"), Smithy, Site{Tokens: at(four, map[string][]Token{"Isaac": {Four}, "Claire": {Four}})})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Ties(); !slices.Equal(got, []string{"tie 4-4: clockwise from Stan, who holds the first player marker, the order is Isaac, Claire"}) {
		t.Errorf("a tie without the marker's holder: %q", got)
	}
	res, err = ResolveSite(four, four.SeatOf("Stan"), Smithy, Site{Tokens: at(four, map[string][]Token{"Isaac": {Four}, "Claire": {Three}})})
	if err != nil || len(res.Ties()) != 0 {
		t.Errorf("no tie: %q, %v", res.Ties(), err)
	}
}
