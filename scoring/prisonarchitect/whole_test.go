package prisonarchitect

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// ana is a made-up prison (values typed by the player are invented):
//
//	    A                      B                  C
//	1   Yard (outdoor)         Kitchen            Canteen
//	2   Luxury Bunk Cell w:N   Bunk Cell          Basic Holding
//	    1 grey 1 red, trainer  3 grey, dog        2 orange, dog
//	3                          Showers            Kennels w:E
//
// Needs: A2 own Comfort + Trainer = 2 Comfort; Yard's Contraband + the Red
// on top's 2 = 3 against no Security; no Hygiene: Comfortable only, 2
// prisoners × 1 = 2 VP. B2: Dog 1 Security, Showers 1 Hygiene (and +1
// capacity: 3 grey fit): Secure and Hygienic, 3 × 1 = 3 VP. C2: own
// Security + Dog = 2 against the Orange's 1 Contraband: Secure; Canteen's
// Comfort 1 against its own Discontent 1: not Comfortable; no Hygiene: 0.
//
// Cash $17: 8 (odd dollar lost). Brick and Mortar: 3+1+2+3+0+4+0+1 = 14
// printed, Kitchen's neighbours carry 1 Food (Canteen): +4 = 18.
// Organization: Cooks: B2's 3 (next to the Kitchen) and C2's 2 (next to the
// Canteen) = 5; Accountants scores nothing. Tracks 2+0. Specialists: 2
// Dogs, 1 Trainer = 3. Objectives: +3 done, -2 missed. Escapees: -4.
// Reintegration: 2+3 = 5. Inmates: 2+3 = 5. Total 43.
func ana() Warden {
	w := Warden{Name: "Ana", Cash: 17, Finance: Track{6, 2}, Rehabilitation: Track{3, 0},
		Specialists: SpecialistCounts{Dog: 2, Trainer: 1},
		Prison: []Square{
			sq("A1", Yard), sq("B1", Kitchen), sq("C1", Canteen),
			{At: p("A2"), Tile: LuxuryBunkCell, Prisoners: Prisoners{1, 0, 1}, Windows: EdgeSet(0).With(North), Specialists: SpecialistCounts{Trainer: 1}},
			{At: p("B2"), Tile: BunkCell, Prisoners: Prisoners{3, 0, 0}, Specialists: SpecialistCounts{Dog: 1}},
			{At: p("C2"), Tile: BasicHolding, Prisoners: Prisoners{0, 2, 0}, Specialists: SpecialistCounts{Dog: 1}},
			sq("B3", Showers), {At: p("C3"), Tile: Kennels, Windows: EdgeSet(0).With(East)},
		},
		Bureaucracy: []Card{{ID: Cooks}, {ID: Accountants, Staff: 2}},
		Objectives:  []Objective{{Deck: StarterDeck, VP: 3, Done: true}, {Deck: EasyDeck, VP: 5, Penalty: 2}},
	}
	w.Escaped[Orange] = []int{4}
	w.Released[Grey] = []int{2, 3}
	return w
}

// ben is a made-up prison:
//
//	    A                    B                        C
//	1   Library (staff)      Luxury Holding w:E       Garden (outdoor)
//	                         1 red, librarian
//	2   Basic Dormitory      Common Room w:S
//	    4 grey, 2 librarians
//	3   Infirmary
//
// Needs: B1 own Hygiene; Common Room's Comfort + a Librarian = 2; the Red's
// 2 Contraband: Comfortable and Hygienic, 1 × 3 = 3. A2: Common Room 1 +
// 2 Librarians = 3 Comfort; the Infirmary's column gives Hygiene: 4 × 3 =
// 12. Brick and Mortar: 1+3+4+4+4+1 = 17; the Library has 5 prisoners
// around it: one 4, +4; the Garden is overlooked by B1's east Window: +2;
// 23. Organization: Tax Relief with 2 Additional Facilities (Library,
// Garden): 2. Cash $20: 10. Tracks 1+2. Specialists 3 Librarians. Objectives
// +7, and a missed one with no red value: 0. Escapees with Tasers: -(3-1)
// -(6-1) = -7. Inmates 15. Total 56.
func ben() Warden {
	w := Warden{Name: "Ben", Cash: 20, Finance: Track{5, 1}, Rehabilitation: Track{5, 2},
		Specialists: SpecialistCounts{Librarian: 3},
		Prison: []Square{
			{At: p("A1"), Tile: Library, Staff: true},
			{At: p("B1"), Tile: LuxuryHolding, Prisoners: Prisoners{0, 0, 1}, Windows: EdgeSet(0).With(East), Specialists: SpecialistCounts{Librarian: 1}},
			sq("C1", Garden),
			{At: p("A2"), Tile: BasicDormitory, Prisoners: Prisoners{4, 0, 0}, Specialists: SpecialistCounts{Librarian: 2}},
			{At: p("B2"), Tile: CommonRoom, Windows: EdgeSet(0).With(South)},
			sq("A3", Infirmary),
		},
		Bureaucracy: []Card{{ID: TaxRelief}, {ID: Tasers}},
		Objectives:  []Objective{{Deck: HardDeck, VP: 7, Done: true}, {Deck: EasyDeck, VP: 4}},
	}
	w.Escaped[Grey] = []int{3}
	w.Escaped[Red] = []int{6}
	return w
}

func checkAndScore(t *testing.T, g *Game) Result {
	t.Helper()
	if pr := Check(g); pr != nil {
		t.Fatal(pr)
	}
	return Score(g)
}

func wantBreakdown(t *testing.T, s *WardenScore, want Breakdown) {
	t.Helper()
	if s.Breakdown != want {
		for _, c := range ScoreCategories {
			if s.Breakdown[c] != want[c] {
				t.Errorf("%s %s: %d, want %d", s.Name, c, s.Breakdown[c], want[c])
			}
		}
	}
}

func hasRuling(notes []Note, id string) bool {
	return slices.ContainsFunc(notes, func(n Note) bool { return n.Ruling == id })
}

// TestTwoWardens scores ana and ben, worked out above.
func TestTwoWardens(t *testing.T) {
	res := checkAndScore(t, &Game{Wardens: []Warden{ana(), ben()}})
	wantBreakdown(t, &res.Wardens[0], Breakdown{8, 18, 5, 2, 3, 1, -4, 5, 5})
	wantBreakdown(t, &res.Wardens[1], Breakdown{10, 23, 2, 3, 3, 7, -7, 0, 15})
	if res.Wardens[0].Total() != 43 || res.Wardens[1].Total() != 56 {
		t.Errorf("totals %d %d, want 43 56", res.Wardens[0].Total(), res.Wardens[1].Total())
	}
	if !slices.Equal(res.Winners, []string{"Ben"}) {
		t.Errorf("winners %v", res.Winners)
	}
	for _, id := range []string{RulingOddDollar, RulingTasers, RulingMissedNoRed, RulingKitchenFood, RulingWindow, RulingBunkCell} {
		if !hasRuling(res.Notes, id) {
			t.Errorf("no note for ruling %s in %v", id, res.Notes)
		}
	}
}

// TestFourWardens: four small prisons, two tied on top.
//
// Cleo: $10 = 5; A1 Bunk Cell 2 grey next to B1 Showers: Hygienic, 2 × 1;
// no printed VP on either; a starter objective +2: 9.
// Dev: $9 = 4 (odd dollar); A1 Basic Solitary 1 red: own 2 Security +
// Surveillance A2's 1 = 3 against the Red's 2: Secure; own Discontent: not
// Comfortable; no Hygiene: 0 inmates. Brick 5+1: 10.
// Eve: $0; A1 Luxury Dormitory w:W 3 grey: own Comfort and Hygiene, 3 × 3 =
// 9; Brick 2; tracks 2; one escaped grey -3: 10.
// Finn: $4 = 2; A1 Guard Tower, B1 Basic Holding 2 grey 1 orange 1 red: 1
// own + 2 Security against 2 Contraband: Secure; Discontent 2: no. Brick
// 2+4; Groundskeeping 1 Outdoor tile: 1; a missed objective -3: 6.
// Dev and Eve share the victory on 10 (ruling pa-shared-ties).
func TestFourWardens(t *testing.T) {
	g := Game{Wardens: []Warden{
		{Name: "Cleo", Cash: 10, Prison: []Square{sq("A1", BunkCell, 2), sq("B1", Showers)}, Objectives: []Objective{{Deck: StarterDeck, VP: 2, Done: true}}},
		{Name: "Dev", Cash: 9, Prison: []Square{sq("A1", BasicSolitary, 0, 0, 1), sq("A2", Surveillance)}},
		{Name: "Eve", Finance: Track{4, 2}, Prison: []Square{{At: p("A1"), Tile: LuxuryDormitory, Prisoners: Prisoners{3, 0, 0}, Windows: EdgeSet(0).With(West)}}, Escaped: [numColours][]int{Grey: {3}}},
		{Name: "Finn", Cash: 4, Prison: []Square{sq("A1", GuardTower), sq("B1", BasicHolding, 2, 1, 1)}, Bureaucracy: []Card{{ID: Groundskeeping}}, Objectives: []Objective{{Deck: HardDeck, VP: 6, Penalty: 3}}},
	}}
	res := checkAndScore(t, &g)
	wantBreakdown(t, &res.Wardens[0], Breakdown{5, 0, 0, 0, 0, 2, 0, 0, 2})
	wantBreakdown(t, &res.Wardens[1], Breakdown{4, 6, 0, 0, 0, 0, 0, 0, 0})
	wantBreakdown(t, &res.Wardens[2], Breakdown{0, 2, 0, 2, 0, 0, -3, 0, 9})
	wantBreakdown(t, &res.Wardens[3], Breakdown{2, 6, 1, 0, 0, -3, 0, 0, 0})
	if !slices.Equal(res.Winners, []string{"Dev", "Eve"}) {
		t.Errorf("winners %v, want Dev, Eve", res.Winners)
	}
	if !hasRuling(res.Notes, RulingSharedTies) {
		t.Errorf("no shared-ties note in %v", res.Notes)
	}
	if got := cellAt(t, res.Wardens[1].Cells, "A1").Needs; got != needSet(Secure) {
		t.Errorf("Dev's solitary %s", got)
	}
}

// TestSolo: Gil has ben's prison with $38 (19 VP): 56 - 10 + 19 = 65.
// The Governor at medium: Kitchen 5+1+4, Yard 5+3, Library 5+1+4, Bunk
// Cell 5+0 = 33; 2 cards × 7 = 14; specialists: Yard's Trainer, the
// Library's 3 Librarians, Deployment's 1 + 3 Guards = 8; objectives 4+6 =
// 10: 65. A tie: the Governor wins (ruling pa-solo-tie).
func TestSolo(t *testing.T) {
	gil := ben()
	gil.Name, gil.Cash = "Gil", 38
	g := Game{Solo: true, Wardens: []Warden{gil}, Governor: &Governor{
		Difficulty:  Medium,
		Tiles:       []TileID{Kitchen, Yard, Library, BunkCell},
		Bureaucracy: []Card{{ID: TaxRelief}, {ID: Deployment}},
		Objectives:  []Objective{{Deck: EasyDeck, VP: 4}, {Deck: HardDeck, VP: 6}},
	}}
	// Ben holds Tax Relief; the Governor holds it too: refused.
	if pr := Check(&g); pr == nil || pr.Place != InGovernorCard {
		t.Fatalf("a card in two areas: %v", pr)
	}
	g.Governor.Bureaucracy[0] = Card{ID: Coaches}
	// Coaches: 3 Librarians; specialists 1 + 3 + 4 + 3 = 11; 65 + 3 = 68.
	res := checkAndScore(t, &g)
	gs := res.Governor
	if gs.BrickAndMortar != 33 || gs.Organization != 14 || gs.Specialists != 11 || gs.Objectives != 10 || gs.Total() != 68 {
		t.Errorf("governor %+v total %d", *gs, gs.Total())
	}
	if res.Wardens[0].Total() != 65 || !slices.Equal(res.Winners, []string{GovernorName}) {
		t.Errorf("Gil %d, winners %v", res.Wardens[0].Total(), res.Winners)
	}
	// Three more dollars make it a tie: still the Governor.
	g.Wardens[0].Cash = 44
	res = checkAndScore(t, &g)
	if res.Wardens[0].Total() != 68 || !slices.Equal(res.Winners, []string{GovernorName}) || !hasRuling(res.Notes, RulingSoloTie) {
		t.Errorf("tie: Gil %d, winners %v, notes %v", res.Wardens[0].Total(), res.Winners, res.Notes)
	}
	g.Wardens[0].Cash = 46
	if res = checkAndScore(t, &g); !slices.Equal(res.Winners, []string{"Gil"}) {
		t.Errorf("Gil ahead: winners %v", res.Winners)
	}
	for _, d := range []struct {
		d          Difficulty
		tile, card int
	}{{Easy, 3, 2}, {Medium, 5, 7}, {Hard, 7, 12}} {
		if GovernorTileVP(d.d) != d.tile || GovernorCardVP(d.d) != d.card {
			t.Errorf("%s: %d/%d", d.d, GovernorTileVP(d.d), GovernorCardVP(d.d))
		}
	}
}

// TestTypedCubesDiffer: a cube the rules do not give is named and not
// scored.
func TestTypedCubesDiffer(t *testing.T) {
	w := Warden{Name: "Ida", Prison: []Square{{At: p("A1"), Tile: BunkCell, Prisoners: Prisoners{2, 0, 0}, Cubes: needSet(Comfortable, Hygienic), CubesGiven: true}}}
	res := checkAndScore(t, &Game{Wardens: []Warden{w}})
	if res.Wardens[0].Breakdown[InmatesVP] != 0 {
		t.Errorf("inmates %d, want 0", res.Wardens[0].Breakdown[InmatesVP])
	}
	var text []string
	for _, n := range res.Notes {
		text = append(text, n.String())
	}
	all := strings.Join(text, "\n")
	if !strings.Contains(all, "A1 Bunk Cell: you marked it comfortable, but it has 0 comfort against 0 discontent") {
		t.Errorf("notes:\n%s", all)
	}
}

// TestCutTileTrustsCubes: a Secure Bunk Cell without `printed` takes its
// needs from the cubes; with printed tags they are derived.
func TestCutTileTrustsCubes(t *testing.T) {
	w := Warden{Name: "Jo", Prison: []Square{{At: p("A1"), Tile: SecureBunkCell, Prisoners: Prisoners{2, 0, 0}, Cubes: needSet(Secure, Hygienic), CubesGiven: true}}}
	res := checkAndScore(t, &Game{Wardens: []Warden{w}})
	if got := res.Wardens[0].Cells[0].Needs; got != needSet(Secure, Hygienic) || res.Wardens[0].Breakdown[InmatesVP] != 2 {
		t.Errorf("trusted needs %s, inmates %d", got, res.Wardens[0].Breakdown[InmatesVP])
	}
	w.Prison[0].Printed = Printed{Tags: []Tag{Security}, TagsGiven: true, Capacity: 2, CapacityGiven: true}
	res = checkAndScore(t, &Game{Wardens: []Warden{w}})
	if got := res.Wardens[0].Cells[0].Needs; got != needSet(Secure) {
		t.Errorf("derived needs %s", got)
	}
}

// TestRefusals covers Check's refusals.
func TestRefusals(t *testing.T) {
	one := func(squares ...Square) *Game { return &Game{Wardens: []Warden{{Name: "w", Prison: squares}}} }
	for _, tc := range []struct {
		name  string
		g     *Game
		field string
	}{
		{"two tiles on a square", one(sq("A1", Chapel), sq("A1", Yard)), "at"},
		{"outside the frame", one(Square{At: Pos{6, 0}, Tile: Chapel}), "at"},
		{"touching no other", one(sq("A1", Chapel), sq("C3", Yard)), "at"},
		{"staff without a slot", one(Square{At: p("A1"), Tile: Chapel, Staff: true}), "staff"},
		{"token not passive", one(Square{At: p("A1"), Tile: Chapel, Token: Finance}), "token"},
		{"window facing indoor", one(Square{At: p("A1"), Tile: CommonRoom, Windows: EdgeSet(0).With(East)}, sq("B1", Chapel)), "windows"},
		{"needs on a non-cell", one(Square{At: p("A1"), Tile: Chapel, Cubes: needSet(Secure), CubesGiven: true}), "needs"},
		{"prisoners on a non-cell", one(sq("A1", Chapel, 1)), "prisoners"},
		{"red in a dormitory", one(sq("A1", BasicDormitory, 0, 0, 1)), "prisoners.red"},
		{"over capacity", one(sq("A1", BasicSolitary, 2)), "prisoners"},
		{"four specialists", one(Square{At: p("A1"), Tile: BasicHolding, Specialists: SpecialistCounts{Dog: 4}}), "specialists"},
		{"solo with two", &Game{Solo: true, Wardens: []Warden{{Name: "a"}, {Name: "b"}}, Governor: &Governor{}}, "wardens"},
		{"track past 10", &Game{Wardens: []Warden{{Name: "a", Finance: Track{Space: 11}}}}, "tracks.finance.space"},
		{"threat out of range", &Game{Wardens: []Warden{{Name: "a", Escaped: [numColours][]int{Grey: {4}}}}}, "grey"},
		{"card twice", &Game{Wardens: []Warden{{Name: "a", Bureaucracy: []Card{{ID: CCTV}}}, {Name: "b", Bureaucracy: []Card{{ID: CCTV}}}}}, "card"},
		{"third starter", &Game{Wardens: []Warden{{Name: "a", Objectives: []Objective{{}, {}, {}}}}}, "deck"},
		{"staff on a policy", &Game{Wardens: []Warden{{Name: "a", Bureaucracy: []Card{{ID: CCTV, Staff: 1}}}}}, "staff"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pr := Check(tc.g)
			if pr == nil || pr.Field != tc.field {
				t.Errorf("got %v, want a problem in %s", pr, tc.field)
			}
		})
	}
	// More than 10 cells: 11 Bunk Cells in a row of A-F and B.
	var cells []Square
	for i := 0; i < 11; i++ {
		cells = append(cells, Square{At: Pos{int8(i % 6), int8(i / 6)}, Tile: BunkCell})
	}
	if pr := Check(one(cells...)); pr == nil || !strings.Contains(pr.Problem, "11 cells") {
		t.Errorf("11 cells: %v", pr)
	}
	// More Red prisoners than the box's 40.
	big := &Game{}
	for i := 0; i < 4; i++ {
		w := Warden{Name: string(rune('a' + i))}
		w.Escaped[Red] = slices.Repeat([]int{6}, 11)
		big.Wardens = append(big.Wardens, w)
	}
	if pr := Check(big); pr == nil || !strings.Contains(pr.Problem, "44 red") {
		t.Errorf("44 red: %v", pr)
	}
}

// TestRulingsDoc: docs/prison-architect.md lists every ruling, with its
// passage and text as the package has them.
func TestRulingsDoc(t *testing.T) {
	data, err := os.ReadFile("../../docs/prison-architect.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(data)
	for _, r := range Rulings {
		for _, part := range []string{"### " + r.ID + ": " + r.Title, "*Reads:* " + r.Passage, r.Text} {
			if !strings.Contains(doc, part) {
				t.Errorf("docs/prison-architect.md lacks %q", part)
			}
		}
	}
}

// TestOwnWords: no tile, card or ruling text copies 8 words in a row from
// the rulebook.
func TestOwnWords(t *testing.T) {
	data, err := os.ReadFile("../../../shared/rules/prison-architect-rulebook-en.md")
	if err != nil {
		t.Skipf("rulebook not found beside the repository: %v", err)
	}
	words := func(s string) []string {
		return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
		})
	}
	const n = 8
	grams := map[string]bool{}
	book := words(string(data))
	for i := 0; i+n <= len(book); i++ {
		grams[strings.Join(book[i:i+n], " ")] = true
	}
	check := func(where, text string) {
		w := words(text)
		for i := 0; i+n <= len(w); i++ {
			if g := strings.Join(w[i:i+n], " "); grams[g] {
				t.Errorf("%s copies %q", where, g)
			}
		}
	}
	for _, tile := range Tiles() {
		check(tile.Name, tile.Text)
	}
	for _, c := range Cards() {
		check(c.Name, c.Text)
	}
	for _, r := range Rulings {
		check(r.ID, r.Text)
	}
}
