package rules

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
)

// Core rulebook, "III. Patrol Phase – 1. Check Resource Limits": a crew over
// its limit discards down to it; ruling "discard-to-limit": exactly down to it.
func TestStorageAndDiscard(t *testing.T) {
	six := CrewBoard{Resources: Resources{Scrap: 3, Gold: 3}, StorageLimit: 5}
	tests := []struct {
		name    string
		board   CrewBoard
		discard Resources
		excess  int
		err     error
	}{
		{"within the limit, nothing", CrewBoard{Resources: Resources{Scrap: 5}, StorageLimit: 5}, Resources{}, 0, nil},
		{"one over, discards a gold", six, Resources{Gold: 1}, 1, nil},
		{"one over, discards nothing", six, Resources{}, 1, ErrDiscard},
		{"one over, discards two: not below the limit", six, Resources{Scrap: 2}, 1, ErrDiscard},
		{"discards iron it does not hold", six, Resources{Iron: 1}, 1, ErrDiscard},
		{"raised limit 6 keeps six", CrewBoard{Resources: Resources{Scrap: 3, Gold: 3}, StorageLimit: 6}, Resources{}, 0, nil},
		{"negative discard", six, Resources{Gold: 2, Scrap: -1}, 1, ErrCubes},
		{"within the limit may not discard", CrewBoard{Resources: Resources{Scrap: 2}, StorageLimit: 5}, Resources{Scrap: 1}, 0, ErrDiscard},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := StorageExcess(tt.board); got != tt.excess {
				t.Errorf("StorageExcess = %d, want %d", got, tt.excess)
			}
			before := tt.board
			b, s, err := Discard(tt.board, Supply{}, tt.discard)
			if !errors.Is(err, tt.err) {
				t.Fatalf("Discard error = %v, want %v", err, tt.err)
			}
			if tt.board != before {
				t.Error("input changed")
			}
			if err == nil && (b.Resources.Total() > b.StorageLimit || s.Resources != tt.discard) {
				t.Errorf("after discard board %+v supply %+v", b, s)
			}
			var re *RuleError
			if err != nil && (!errors.As(err, &re) || re.Problem == "") {
				t.Errorf("error %v is not a player-facing *RuleError", err)
			}
		})
	}
}

// "Solitary Mode – Patrol Phase", "Storage Limits": the guards have none.
func TestStorageExcessesGuards(t *testing.T) {
	seats := []SeatBoard{{"Rin", CrewBoard{Resources: Resources{Iron: 7}, StorageLimit: 5}}, {Guards, CrewBoard{Resources: Resources{Gold: 9}}}}
	if got := StorageExcesses(seats); !reflect.DeepEqual(got, []int{2, 0}) {
		t.Errorf("StorageExcesses = %v, want [2 0]", got)
	}
}

// "III. Patrol Phase – 2. Refill Item Display": players + 1 cards.
func TestDisplayRefill(t *testing.T) {
	tests := []struct{ players, in, want int }{
		{2, 0, 3}, {2, 1, 2}, {2, 3, 0}, {5, 4, 2}, {3, 5, 0}, {4, 2, 3},
	}
	for _, tt := range tests {
		if got := DisplayRefill(tt.players, tt.in); got != tt.want {
			t.Errorf("DisplayRefill(%d, %d) = %d, want %d", tt.players, tt.in, got, tt.want)
		}
	}
}

func goon(name string, susp int) GoonSpace {
	return GoonSpace{Card: name, Type: Dwarves, Suspicion: susp}
}

// "III. Patrol Phase – 3. Advance Goon Cards", Breakout "Fungoids" and
// "Remove Goon"; ruling "remove-goon-gap".
func TestAdvanceGoons(t *testing.T) {
	fung := GoonSpace{Card: "F", Type: Fungoids, Suspicion: 1}
	rg := GoonSpace{Card: "R", Type: Ratmen, RemoveGoon: true}
	tests := []struct {
		name      string
		in        GoonSpaces
		want      GoonSpaces
		discarded []string
		empty     []Location
		rulings   []string
	}{
		{"full row: Chow Hall leaves, all slide one",
			GoonSpaces{goon("A", 1), goon("B", 0), goon("C", 2), goon("D", 1), goon("E", 1)},
			GoonSpaces{{}, goon("A", 1), goon("B", 0), goon("C", 2), goon("D", 1)},
			[]string{"E"}, []Location{Sewers}, nil},
		{"recruited gaps close to the highest spaces",
			GoonSpaces{goon("A", 1), {}, goon("C", 2), {}, {}},
			GoonSpaces{{}, {}, {}, goon("A", 1), goon("C", 2)},
			nil, []Location{Sewers, Infirmary, Smithy}, nil},
		{"fungoid discarded instead of advancing, gap closes",
			GoonSpaces{goon("A", 1), fung, goon("C", 2), goon("D", 0), goon("E", 1)},
			GoonSpaces{{}, {}, goon("A", 1), goon("C", 2), goon("D", 0)},
			[]string{"E", "F"}, []Location{Sewers, Infirmary}, []string{RulingRemoveGoonGap}},
		{"remove goon icon next to the Chow Hall",
			GoonSpaces{{}, {}, {}, rg, goon("E", 1)},
			GoonSpaces{},
			[]string{"E", "R"}, []Location{Sewers, Infirmary, Smithy, Commissary, ChowHall}, []string{RulingRemoveGoonGap}},
		{"empty board", GoonSpaces{}, GoonSpaces{}, nil, GoonLocations[:], nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := tt.in
			got, err := AdvanceGoons(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if in != tt.in {
				t.Error("input changed")
			}
			if got.Spaces != tt.want {
				t.Errorf("spaces = %+v\nwant %+v", got.Spaces, tt.want)
			}
			if !reflect.DeepEqual(got.Discarded, tt.discarded) || !reflect.DeepEqual(got.Empty, tt.empty) || !reflect.DeepEqual(got.Rulings, tt.rulings) {
				t.Errorf("discarded %v empty %v rulings %v; want %v %v %v", got.Discarded, got.Empty, got.Rulings, tt.discarded, tt.empty, tt.rulings)
			}
		})
	}
}

func TestGoonSpacesLegal(t *testing.T) {
	bad := []GoonSpaces{
		{{Card: "A", Type: Bandits}},                // a Bandit shows a resource
		{{Card: "A", Type: Dwarves, Bandit: Gold}},  // only Bandits do
		{goon("A", 1), goon("A", 1)},                // one card, two spaces
		{{Card: "A", Type: Dwarves, Suspicion: -1}}, // negative icons
		{{Card: "A", Type: GoonType(99)}},           // no such type
		{{Suspicion: 1}},                            // values without a card
	}
	for i, gs := range bad {
		if _, err := AdvanceGoons(gs); !errors.Is(err, ErrGoonSpace) {
			t.Errorf("case %d: error = %v, want ErrGoonSpace", i, err)
		}
	}
	// A goon whose type is not known advances and brings its suspicion,
	// but no Bandit cube.
	unknown := GoonSpaces{{Card: "U", Suspicion: 2}}
	adv, err := AdvanceGoons(unknown)
	if err != nil || adv.Spaces[4].Card != "U" {
		t.Errorf("unknown type: %+v, %v", adv, err)
	}
	added, raid, err := AddSuspicion(adv.Spaces, nil, Supply{Suspicion: 5, Resources: Resources{Gold: 1}})
	if err != nil || raid || added.Sites[ChowHall] != (LocationCubes{Suspicion: 2}) || added.Supply.Suspicion != 3 {
		t.Errorf("unknown type: %+v, %v, %v", added, raid, err)
	}
	placed, err := PlaceGoon(GoonSpaces{}, Smithy, goon("N", 1))
	if err != nil || placed.At(Smithy).Card != "N" {
		t.Errorf("PlaceGoon = %+v, %v", placed, err)
	}
	if _, err := PlaceGoon(placed, Smithy, goon("M", 1)); !errors.Is(err, ErrGoonSpace) {
		t.Errorf("PlaceGoon on a full space: %v", err)
	}
	if _, err := PlaceGoon(placed, Library, goon("M", 1)); !errors.Is(err, ErrGoonSpace) {
		t.Errorf("PlaceGoon at the Library: %v", err)
	}
}

// "III. Patrol Phase – 4. Add Suspicion Cubes" and "Recruiting Goons –
// Bandits", p. 15; rulings "suspicion-stays", "bandit-cube-unclaimed".
func TestAddSuspicion(t *testing.T) {
	bandit := GoonSpace{Card: "B", Type: Bandits, Suspicion: 1, Bandit: Gold}
	spaces := GoonSpaces{goon("A", 2), {}, bandit, goon("D", 0), goon("E", 1)}
	sites := map[Location]LocationCubes{Sewers: {Suspicion: 1}, Smithy: {Bandit: Resources{Gold: 1}}}
	supply := Supply{Suspicion: 4, Resources: Resources{Gold: 3}}

	got, raid, err := AddSuspicion(spaces, sites, supply)
	if err != nil || raid {
		t.Fatalf("raid %v err %v", raid, err)
	}
	want := map[Location]LocationCubes{
		Sewers:   {Suspicion: 3},
		Smithy:   {Suspicion: 1, Bandit: Resources{Gold: 2}},
		ChowHall: {Suspicion: 1},
	}
	if !reflect.DeepEqual(got.Sites, want) {
		t.Errorf("sites = %v, want %v", got.Sites, want)
	}
	if got.Supply.Suspicion != 0 || got.Supply.Resources.Gold != 2 {
		t.Errorf("supply = %+v", got.Supply)
	}
	if sites[Sewers].Suspicion != 1 || len(sites) != 2 {
		t.Error("input map changed")
	}

	// Short by one: a raid comes first and nothing is added yet.
	_, raid, err = AddSuspicion(spaces, sites, Supply{Suspicion: 3, Resources: Resources{Gold: 3}})
	if err != nil || !raid {
		t.Errorf("3 cubes for 4 icons: raid %v err %v", raid, err)
	}

	// No gold left: the Bandit adds no cube.
	got, _, _ = AddSuspicion(spaces, nil, Supply{Suspicion: 12})
	if got.Sites[Smithy].Bandit.Gold != 0 || !reflect.DeepEqual(got.Rulings, []string{RulingBanditCube}) {
		t.Errorf("no gold: %v rulings %v", got.Sites[Smithy], got.Rulings)
	}

	// After the raid, a supply still short fills from the Sewers on.
	after, err := AddSuspicionAfterRaid(spaces, nil, Supply{Suspicion: 2})
	if err != nil || after.Short != 2 || after.Sites[Sewers].Suspicion != 2 || after.Sites[Smithy].Suspicion != 0 || !reflect.DeepEqual(after.Rulings, []string{RulingOneRaid, RulingBanditCube}) {
		t.Errorf("after raid: %+v, %v", after, err)
	}
	if n := SuspicionNeeded(spaces); n != 4 {
		t.Errorf("SuspicionNeeded = %d, want 4", n)
	}
	if _, _, err := AddSuspicion(spaces, map[Location]LocationCubes{Sewers: {Suspicion: -1}}, supply); !errors.Is(err, ErrCubes) {
		t.Errorf("negative cubes: %v", err)
	}
}

// "Raids", p. 12, and "Solitary Mode – Patrol Phase", "Raids"; rulings
// "raid-zero", "solo-raid-locations", "bandit-cube-unclaimed".
func TestRaid(t *testing.T) {
	b := func(rep, susp int) CrewBoard { return CrewBoard{Reputation: rep, Suspicion: susp} }
	sites := map[Location]LocationCubes{Sewers: {Suspicion: 2, Bandit: Resources{Iron: 1}}}
	tests := []struct {
		name    string
		seats   []SeatBoard
		rep     []int
		susp    []int
		supply  int
		rulings []string
	}{
		{"three crews: 8 and 4", []SeatBoard{{"A", b(20, 4)}, {"B", b(20, 3)}, {"C", b(5, 1)}}, []int{12, 16, 5}, []int{0, 0, 0}, 12, nil},
		{"tie for most: 4 each, floor at 0", []SeatBoard{{"A", b(3, 4)}, {"B", b(20, 4)}, {"C", b(20, 0)}}, []int{0, 16, 20}, []int{0, 0, 0}, 12, nil},
		{"second most with none: raid-zero", []SeatBoard{{"A", b(20, 8)}, {"B", b(20, 0)}, {"C", b(20, 0)}}, []int{12, 20, 20}, []int{0, 0, 0}, 12, []string{RulingRaidZero}},
		{"two players: 6", []SeatBoard{{"A", b(20, 5)}, {"B", b(20, 3)}}, []int{14, 20}, []int{0, 0}, 12, nil},
		{"solo, player most: both boards empty", []SeatBoard{{"Rin", b(20, 5)}, {Guards, b(20, 3)}}, []int{14, 20}, []int{0, 0}, 12, []string{RulingSoloRaidLocations}},
		{"solo, guards most: player keeps theirs", []SeatBoard{{"Rin", b(20, 3)}, {Guards, b(20, 5)}}, []int{20, 14}, []int{3, 0}, 9, []string{RulingSoloRaidLocations}},
		{"solo, tie: nobody loses, all back", []SeatBoard{{Guards, b(20, 4)}, {"Rin", b(20, 4)}}, []int{20, 20}, []int{0, 0}, 12, []string{RulingSoloRaidLocations}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			used := 2
			for _, s := range tt.seats {
				used += s.Board.Suspicion
			}
			in := fmt.Sprint(tt.seats)
			got, err := Raid(tt.seats, sites, Supply{Suspicion: 12 - used})
			if err != nil {
				t.Fatal(err)
			}
			if fmt.Sprint(tt.seats) != in || sites[Sewers].Suspicion != 2 {
				t.Error("input changed")
			}
			for i, s := range got.Seats {
				if s.Board.Reputation != tt.rep[i] || s.Board.Suspicion != tt.susp[i] {
					t.Errorf("%s: reputation %d suspicion %d, want %d %d", s.Name, s.Board.Reputation, s.Board.Suspicion, tt.rep[i], tt.susp[i])
				}
			}
			if got.Supply.Suspicion != tt.supply {
				t.Errorf("supply %d, want %d", got.Supply.Suspicion, tt.supply)
			}
			if got.Sites[Sewers] != (LocationCubes{Bandit: Resources{Iron: 1}}) {
				t.Errorf("Sewers after raid = %+v, want the Bandit cube only", got.Sites[Sewers])
			}
			if !reflect.DeepEqual(got.Rulings, tt.rulings) {
				t.Errorf("rulings %v, want %v", got.Rulings, tt.rulings)
			}
		})
	}
	bad := [][]SeatBoard{
		nil,
		{{"A", b(1, 1)}, {"A", b(1, 1)}},
		{{"A", b(1, 1)}, {"B", b(1, 1)}, {Guards, b(1, 1)}},
		{{"A", b(1, 13)}},
		{{"A", b(1, -1)}},
	}
	for i, seats := range bad {
		if _, err := Raid(seats, nil, Supply{}); err == nil {
			t.Errorf("bad case %d accepted", i)
		}
	}
}

// BenchmarkPatrol runs the goon advance and the suspicion step of one Patrol
// phase, the tracker's hot path when it replays a log.
func BenchmarkPatrol(b *testing.B) {
	spaces := GoonSpaces{goon("A", 1), {Card: "B", Type: Bandits, Suspicion: 1, Bandit: Iron}, goon("C", 2), {Card: "F", Type: Fungoids}, goon("E", 1)}
	sites := map[Location]LocationCubes{Sewers: {Suspicion: 1}}
	supply := Supply{Suspicion: 8, Resources: Resources{Iron: 5}}
	for b.Loop() {
		adv, err := AdvanceGoons(spaces)
		if err != nil {
			b.Fatal(err)
		}
		if _, _, err := AddSuspicion(adv.Spaces, sites, supply); err != nil {
			b.Fatal(err)
		}
	}
}

func ExampleAdvanceGoons() {
	spaces := GoonSpaces{
		{Card: "Grub", Type: Ratmen, Suspicion: 1},
		{Card: "Spore", Type: Fungoids},
		{},
		{Card: "Brakka", Type: Dwarves, Suspicion: 2},
		{Card: "Old Tom", Type: Flayers, Suspicion: 1},
	}
	adv, _ := AdvanceGoons(spaces)
	for i, g := range adv.Spaces {
		fmt.Printf("%s: %q\n", GoonLocations[i], g.Card)
	}
	fmt.Println("discarded:", adv.Discarded)
	fmt.Println("refill:", adv.Empty)
	// Output:
	// Sewers: ""
	// Infirmary: ""
	// Smithy: ""
	// Commissary: "Grub"
	// Chow Hall: "Brakka"
	// discarded: [Old Tom Spore]
	// refill: [Sewers Infirmary Smithy]
}

func ExampleRaid() {
	seats := []SeatBoard{
		{Name: "Rin", Board: CrewBoard{Reputation: 18, Suspicion: 3}},
		{Name: Guards, Board: CrewBoard{Reputation: 15, Suspicion: 5}},
	}
	r, _ := Raid(seats, map[Location]LocationCubes{Smithy: {Suspicion: 2}}, Supply{Suspicion: 2})
	for _, s := range r.Seats {
		fmt.Printf("%s: reputation %d, suspicion %d\n", s.Name, s.Board.Reputation, s.Board.Suspicion)
	}
	fmt.Println("supply:", r.Supply.Suspicion)
	// Output:
	// Rin: reputation 18, suspicion 3
	// guards: reputation 9, suspicion 0
	// supply: 9
}

// TestGoonLocations: the goon spaces are beside locations 2 to 6, the
// Sewers to the Chow Hall, in board order (core rulebook, "Game Board",
// item 3; "Game Setup", step 7); the Exercise Yard, Cell Block and Library
// have none.
func TestGoonLocations(t *testing.T) {
	want := map[Location]int{Sewers: 0, Infirmary: 1, Smithy: 2, Commissary: 3, ChowHall: 4}
	for _, l := range append([]Location{NoLocation}, AllLocations...) {
		i, ok := want[l]
		if !ok {
			i = -1
		}
		if got := GoonIndex(l); got != i {
			t.Errorf("GoonIndex(%s) = %d, want %d", l, got, i)
		}
		if got := l.HasGoonSpace(); got != ok {
			t.Errorf("%s.HasGoonSpace() = %v, want %v", l, got, ok)
		}
		if ok && GoonLocations[i] != l {
			t.Errorf("GoonLocations[%d] = %s, want %s", i, GoonLocations[i], l)
		}
	}
}

// StorageExcesses returns, for every seat in order, the resources it must
// discard; the guards always 0.
func StorageExcesses(seats []SeatBoard) []int {
	out := make([]int, len(seats))
	for i, s := range seats {
		if s.Name != Guards {
			out[i] = StorageExcess(s.Board)
		}
	}
	return out
}
