package prisonarchitect

import "testing"

// TestTileConditions is a case per tile with an end-game condition
// (Appendix: Tiles), each worked out by hand.
func TestTileConditions(t *testing.T) {
	for _, tc := range []struct {
		name   string
		prison []Square
		cards  []Card
		at     string
		vp     int
		count  int
	}{
		// Kitchen B2: Canteen B1 (1 Food), Kitchen B3 (2), Workshop A2
		// with a Food token (1), Greenhouse C2 (1): 5 Food tags, 20 VP
		// (ruling pa-kitchen-food).
		{"kitchen", []Square{sq("B2", Kitchen), sq("B1", Canteen), sq("B3", Kitchen), {At: p("A2"), Tile: Workshop, Token: Food}, sq("C2", Greenhouse)}, nil, "B2", 20, 5},
		// The Kitchen at B3 sees only B2's 2 Food tags: 8 VP.
		{"kitchen-next-to-kitchen", []Square{sq("B2", Kitchen), sq("B3", Kitchen)}, nil, "B3", 8, 2},
		// Library B2: 4 + 3 + 2 = 9 prisoners around it: two groups of 4, 8 VP.
		{"library", []Square{sq("B2", Library), sq("A1", BasicHolding, 4), sq("B1", Chapel), sq("C3", BasicDormitory, 3), sq("C2", Chapel), sq("A2", BunkCell, 2)}, nil, "B2", 8, 9},
		// Mailroom B2: Shop A2 (1 Finance) and Office C2 (1): 2, 4 VP.
		{"mailroom", []Square{sq("B2", Mailroom), sq("A2", Shop), sq("C2", Office)}, nil, "B2", 4, 2},
		// Only the Shop: 1 Finance tag, no VP.
		{"mailroom-short", []Square{sq("B2", Mailroom), sq("A2", Shop)}, nil, "B2", 0, 1},
		// A staffed Mailroom next to it carries 2 Finance (ruling
		// pa-tile-finance).
		{"mailroom-staffed-neighbour", []Square{sq("B2", Mailroom), {At: p("C2"), Tile: Mailroom, Staff: true}}, nil, "B2", 4, 2},
		// Greenhouse A1 with a Canteen at A4 (same column): 2 VP.
		{"greenhouse", []Square{sq("A1", Greenhouse), sq("A2", Chapel), sq("A3", Chapel), sq("A4", Canteen)}, nil, "A1", 2, 1},
		{"greenhouse-none", []Square{sq("A1", Greenhouse), sq("B2", Canteen), sq("B1", Chapel)}, nil, "A1", 0, 0},
		// Recycling next to Garbage (Environment): 3 VP.
		{"recycling", []Square{sq("B2", Recycling), sq("B3", Garbage)}, nil, "B2", 3, 1},
		// Next to a Workshop only (Labour): nothing.
		{"recycling-none", []Square{sq("B2", Recycling), sq("B3", Workshop)}, nil, "B2", 0, 0},
		// Garden B2 overlooked by the Windows of A2 (east edge) and C2
		// (west edge); D2's Window faces away: 2 Windows, 4 VP.
		{"garden", []Square{sq("B2", Garden), {At: p("A2"), Tile: LuxuryBunkCell, Windows: EdgeSet(0).With(East)}, {At: p("C2"), Tile: CommonRoom, Windows: EdgeSet(0).With(West)}, {At: p("B1"), Tile: Kennels, Windows: EdgeSet(0).With(North)}}, nil, "B2", 4, 2},
		// Office with two Staff cards: 5 VP; with one: none.
		{"office", []Square{sq("A1", Office)}, []Card{{ID: Accountants}, {ID: Lawyers}, {ID: CCTV}}, "A1", 5, 2},
		{"office-short", []Square{sq("A1", Office)}, []Card{{ID: Accountants}, {ID: CCTV}}, "A1", 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := Warden{Name: "w", Prison: tc.prison, Bureaucracy: tc.cards}
			if pr := Check(&Game{Wardens: []Warden{w}}); pr != nil {
				t.Fatal(pr)
			}
			b := newBoard(&w)
			s := b.square(p(tc.at))
			staffCards := 0
			for _, c := range tc.cards {
				if c.ID.Spec().Type == StaffCard {
					staffCards++
				}
			}
			a, ok := b.tileCondition(s, staffCards)
			if !ok || a.VP != tc.vp || a.Count != tc.count {
				t.Errorf("got %v (count %d, ok %v), want %d VP counting %d", a, a.Count, ok, tc.vp, tc.count)
			}
		})
	}
}

// TestCardEndEffects is a case per Bureaucracy card with an end-game
// effect (Appendix: Bureaucracy cards), each worked out by hand.
func TestCardEndEffects(t *testing.T) {
	// The prison used by most cases:
	//   A1 Locker Room (staffed)  B1 Surveillance  C1 Guard Tower (outdoor)
	//   A2 Bunk Cell 2 grey       B2 Kitchen       C2 Basic Holding 1 orange 2 red
	//   A3 Infirmary              B3 Staff Room    C3 Yard (outdoor) +freedom token
	//   A4 Kennels                B4 Kennels       C4 Chapel +spirituality token
	//   A5 Visitation (freedom)   B5 Shop (freedom, finance; outdoor)
	base := func() []Square {
		return []Square{
			{At: p("A1"), Tile: LockerRoomTile, Staff: true}, sq("B1", Surveillance), sq("C1", GuardTower),
			sq("A2", BunkCell, 2), sq("B2", Kitchen), sq("C2", BasicHolding, 0, 1, 2),
			sq("A3", Infirmary), sq("B3", StaffRoom), {At: p("C3"), Tile: Yard, Token: Freedom},
			sq("A4", Kennels), sq("B4", Kennels), {At: p("C4"), Tile: Chapel, Token: Spirituality},
			sq("A5", Visitation), sq("B5", Shop),
		}
	}
	for _, tc := range []struct {
		card  Card
		w     func(w *Warden)
		vp    int
		count int
	}{
		// 2 + 1 Staff on Staff cards (Accountants, Coaches); 2 VP each.
		{Card{ID: Finances}, func(w *Warden) {
			w.Bureaucracy = append(w.Bureaucracy, Card{ID: Accountants, Staff: 2}, Card{ID: Coaches, Staff: 1})
		}, 6, 3},
		{Card{ID: OffshoreTaxHaven}, func(w *Warden) { w.FinanceTags, w.FinanceGiven = 13, true }, 13, 13},
		// No tags typed: the track's space (ruling pa-tags-from-track).
		{Card{ID: OffshoreTaxHaven}, func(w *Warden) { w.Finance.Space = 7 }, 7, 7},
		{Card{ID: ResettlementScheme}, func(w *Warden) { w.RehabilitationTags, w.RehabilitationGiven = 11, true }, 11, 11},
		// Locker Room (staffed), Surveillance, Guard Tower: 3 < 5.
		{Card{ID: ChiefOfSecurity}, nil, 0, 3},
		// Add 2 more Surveillance (C5 next to B5, D1 next to C1): 5.
		{Card{ID: ChiefOfSecurity}, func(w *Warden) { w.Prison = append(w.Prison, sq("C5", Surveillance), sq("D1", Surveillance)) }, 5, 5},
		// Cooks: A2 (2 grey) next to the Kitchen B2; C2 (3) next to it too:
		// 5 prisoners, each once.
		{Card{ID: Cooks}, nil, 5, 5},
		// Outdoor: Guard Tower, Yard, Shop.
		{Card{ID: Groundskeeping}, nil, 3, 3},
		// 2 Red in C2: under 3, nothing; a Red in A2's place... add a
		// Luxury Solitary at D2 with 1 Red: 3 Reds, 3 VP.
		{Card{ID: CCTV}, nil, 0, 2},
		{Card{ID: CCTV}, func(w *Warden) { w.Prison = append(w.Prison, sq("D2", LuxurySolitary, 0, 0, 1)) }, 3, 3},
		// Freedom: Visitation, Shop, Yard's token: 3.
		{Card{ID: PsychEvaluation}, nil, 4, 3},
		// One staffed Locker Room.
		{Card{ID: FancyCoffeeMachines}, nil, 2, 1},
		{Card{ID: Deployment}, nil, 0, 0},
		{Card{ID: Deployment}, func(w *Warden) { w.Prison = append(w.Prison, sq("D1", Armoury)) }, 2, 1},
		// Recreation: the Yard's printed tag: 1.
		{Card{ID: Coaches}, nil, 1, 1},
		// The Infirmary A3 touches Staff Room B3 and Kennels A4 (Staff
		// Facilities): 3 VP, once.
		{Card{ID: Doctors}, nil, 3, 2},
		// Spirituality: Chapel and C4's token: 2, short of 3.
		{Card{ID: SpiritualLeaders}, nil, 0, 2},
		// Kennels A4 and B4 share a side: 1 pair.
		{Card{ID: DogHandlers}, nil, 3, 1},
		// Additional Facilities: Chapel, Shop: 2 → 2 VP.
		{Card{ID: TaxRelief}, nil, 2, 2},
		// Windows overlooking outdoor tiles: Staff Room B3's Window on its
		// E edge faces the Yard at C3: 1.
		{Card{ID: Gardeners}, func(w *Warden) { w.Prison[7].Windows = EdgeSet(0).With(East) }, 1, 1},
	} {
		t.Run(tc.card.ID.Key(), func(t *testing.T) {
			w := Warden{Name: "w", Prison: base(), Bureaucracy: []Card{tc.card}}
			if tc.w != nil {
				tc.w(&w)
			}
			if pr := Check(&Game{Wardens: []Warden{w}}); pr != nil {
				t.Fatal(pr)
			}
			b := newBoard(&w)
			outdoor, additional := 0, 0
			for _, s := range w.Prison {
				if s.Tile.Spec().Outdoor {
					outdoor++
				}
				if s.Tile.Spec().Category == AdditionalFacility {
					additional++
				}
			}
			var notes []Note
			a, ok := b.cardEnd(tc.card, &notes, outdoor, additional)
			if !ok || a.VP != tc.vp || a.Count != tc.count {
				t.Errorf("got %v (count %d), want %d VP counting %d", a, a.Count, tc.vp, tc.count)
			}
		})
	}
}

// TestTasers is the card's end-game effect: each escapee costs 1 less
// (ruling pa-tasers).
func TestTasers(t *testing.T) {
	w := Warden{Name: "w", Escaped: [numColours][]int{Grey: {3}, Orange: {5}}}
	var notes []Note
	if got := scoreWarden(&w, &notes, &arena{}).Breakdown[EscapeesVP]; got != -8 {
		t.Errorf("without Tasers %d, want -8", got)
	}
	w.Bureaucracy = []Card{{ID: Tasers}}
	if got := scoreWarden(&w, &notes, &arena{}).Breakdown[EscapeesVP]; got != -6 {
		t.Errorf("with Tasers %d, want -6", got)
	}
}
