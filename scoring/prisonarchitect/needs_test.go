package prisonarchitect

import "testing"

// TestRulebookNeedsExample is "Prisoner Needs – Example: Meeting Needs".
// The text places the Bunk Cell top-centre and the Luxury Bunk Cell
// lower-right; both get Security and Discontent from the Guard Tower and
// Comfort from the Canteen, and only the Bunk Cell Contraband from the
// Cleaning Cupboard. The layout that gives exactly that:
//
//	    A                  B            C
//	1   Cleaning Cupboard  Bunk Cell    Canteen
//	2                      Guard Tower  Luxury Bunk Cell (Window W, facing the tower)
func TestRulebookNeedsExample(t *testing.T) {
	w := Warden{Name: "example", Prison: []Square{
		sq("A1", CleaningCupboard), sq("B1", BunkCell), sq("C1", Canteen),
		sq("B2", GuardTower), sq("C2", LuxuryBunkCell),
	}}
	w.Prison[4].Windows = EdgeSet(0).With(West)
	if pr := Check(&Game{Wardens: []Warden{w}}); pr != nil {
		t.Fatal(pr)
	}
	b := newBoard(&w)
	cells := b.cellNeeds()
	// Before intake. Bunk Cell: 1 Contraband (Cleaning Cupboard) vs 2
	// Security (Guard Tower): Secure. 1 Comfort (Canteen) vs 1 Discontent
	// (Guard Tower): not Comfortable.
	bunk := cellAt(t, cells, "B1")
	if bunk.Tally[Security] != 2 || bunk.Tally[Contraband] != 1 || bunk.Tally[Comfort] != 1 || bunk.Tally[Discontent] != 1 {
		t.Errorf("Bunk Cell tally %v", bunk.Tally)
	}
	if bunk.Needs != needSet(Secure) {
		t.Errorf("Bunk Cell needs %s, want secure", bunk.Needs)
	}
	// Luxury Bunk Cell: 2 Security, no Contraband: Secure; its own Comfort
	// and the Canteen's (2) beat the tower's Discontent (1): Comfortable.
	lux := cellAt(t, cells, "C2")
	if lux.Needs != needSet(Secure, Comfortable) {
		t.Errorf("Luxury Bunk Cell needs %s (%v), want secure, comfortable", lux.Needs, lux.From)
	}
	// Intake: 2 Grey into the Bunk Cell, 1 Red into the Luxury Bunk Cell;
	// the Cleaning Cupboard's Custodian goes on the Bunk Cell.
	w.Prison[1].Prisoners = Prisoners{Grey: 2}
	w.Prison[1].Specialists[Custodian] = 1
	w.Specialists[Custodian] = 1
	w.Prison[4].Prisoners = Prisoners{Red: 1}
	if pr := Check(&Game{Wardens: []Warden{w}}); pr != nil {
		t.Fatal(pr)
	}
	cells = b.cellNeeds()
	// Grey prisoners bring no Contraband: still Secure; the Custodian
	// makes it Hygienic.
	if got := cellAt(t, cells, "B1").Needs; got != needSet(Secure, Hygienic) {
		t.Errorf("Bunk Cell after intake %s, want secure, hygienic", got)
	}
	// The Red prisoner's 2 Contraband cancel the 2 Security: no longer
	// Secure, still Comfortable.
	if got := cellAt(t, cells, "C2").Needs; got != needSet(Comfortable) {
		t.Errorf("Luxury Bunk Cell after intake %s, want comfortable", got)
	}
}

// TestTopPrisonerContraband is "Prisoner Needs": only the top prisoner adds
// Contraband, 1 for Orange, 2 for Red; Red stacks above Orange above Grey.
func TestTopPrisonerContraband(t *testing.T) {
	for _, tc := range []struct {
		p    Prisoners
		want int16
	}{{Prisoners{3, 0, 0}, 0}, {Prisoners{1, 1, 0}, 1}, {Prisoners{0, 2, 1}, 2}, {Prisoners{}, 0}} {
		w := Warden{Prison: []Square{{At: p("A1"), Tile: BasicHolding, Prisoners: tc.p}}}
		b := newBoard(&w)
		if got := b.cellNeeds()[0].Tally[Contraband]; got != tc.want {
			t.Errorf("%s: contraband %d, want %d", tc.p, got, tc.want)
		}
	}
}

// TestGrantReaches checks each granting tile (Appendix: Tiles) on a cell
// adjacent (B2), diagonal (C3) and in line but far (B5) from it at B3... the
// tile sits at B3; cells at B2 (adjacent), C2 (surrounding only) and B6
// (same column, not surrounding).
func TestGrantReaches(t *testing.T) {
	type tally struct{ adj, diag, line int16 }
	for _, tc := range []struct {
		tile  TileID
		staff bool
		tag   Tag
		want  tally
	}{
		{Canteen, false, Comfort, tally{1, 0, 0}},
		{CommonRoom, false, Comfort, tally{1, 1, 0}},
		{Visitation, false, Comfort, tally{1, 1, 0}},
		{Visitation, false, Contraband, tally{1, 0, 0}},
		{Showers, false, Hygiene, tally{1, 0, 0}},
		{Laundry, false, Hygiene, tally{1, 1, 0}},
		{Laundry, false, Contraband, tally{1, 0, 0}},
		{Infirmary, false, Hygiene, tally{1, 0, 1}},
		{Yard, false, Contraband, tally{1, 0, 0}},
		{CleaningCupboard, false, Contraband, tally{1, 0, 0}},
		{Shop, false, Comfort, tally{1, 0, 1}},
		{Shop, false, Contraband, tally{1, 0, 1}},
		{Surveillance, false, Security, tally{1, 1, 0}},
		{GuardTower, false, Security, tally{2, 2, 0}},
		{GuardTower, false, Discontent, tally{1, 0, 0}},
		{Garbage, false, Discontent, tally{1, 0, 0}},
		{Armoury, false, Discontent, tally{1, 1, 0}},
		{LockerRoomTile, true, Security, tally{1, 1, 0}},
		{LockerRoomTile, false, Security, tally{0, 0, 0}},
	} {
		// A column of filler from B3 to B6 keeps the prison in one piece.
		w := Warden{Prison: []Square{
			{At: p("B3"), Tile: tc.tile, Staff: tc.staff},
			sq("B2", BunkCell), sq("C2", BunkCell), sq("B4", Chapel), sq("B5", Classroom), sq("B6", BunkCell),
		}}
		if pr := Check(&Game{Wardens: []Warden{w}}); pr != nil {
			t.Fatalf("%s: %v", tc.tile, pr)
		}
		b := newBoard(&w)
		cells := b.cellNeeds()
		got := tally{cellAt(t, cells, "B2").Tally[tc.tag], cellAt(t, cells, "C2").Tally[tc.tag], cellAt(t, cells, "B6").Tally[tc.tag]}
		if got != tc.want {
			t.Errorf("%s (staff %v) %s: got %+v, want %+v", tc.tile, tc.staff, tc.tag, got, tc.want)
		}
	}
}

// TestBasketballCourtWindows: the court gives Comfort to its row and column
// only with 2 Windows overlooking it (ruling pa-window-overlooks).
func TestBasketballCourtWindows(t *testing.T) {
	w := Warden{Prison: []Square{
		sq("B2", BasketballCourt), sq("A2", LuxuryBunkCell), sq("C2", LuxuryHolding), sq("B3", BunkCell),
	}}
	w.Prison[1].Windows = EdgeSet(0).With(East) // faces the court
	b := newBoard(&w)
	if got := cellAt(t, b.cellNeeds(), "B3").Tally[Comfort]; got != 0 {
		t.Errorf("one Window: comfort %d, want 0", got)
	}
	w.Prison[2].Windows = EdgeSet(0).With(West)
	if got := cellAt(t, b.cellNeeds(), "B3").Tally[Comfort]; got != 1 {
		t.Errorf("two Windows: comfort %d, want 1", got)
	}
}

// TestSecurityModifiers: Armoury (+1 to each adjacent Security tile's
// grant), Guard Training (+1 on a staffed Locker Room), CCTV (+1 to a cell
// next to a cell), Inmate Intelligence (+1 per Literacy/Labour tag next to
// the cell).
func TestSecurityModifiers(t *testing.T) {
	// A1 Locker Room (staffed), B1 Armoury, A2 Bunk Cell, B2 Bunk Cell,
	// C2 Classroom (Literacy), C1 Workshop (Labour).
	w := Warden{Prison: []Square{
		{At: p("A1"), Tile: LockerRoomTile, Staff: true}, sq("B1", Armoury), sq("A2", BunkCell), sq("B2", BunkCell), sq("C2", Classroom), sq("C1", Workshop),
	}}
	b := newBoard(&w)
	// Without cards: A2 gets 1 (locker) + 1 (armoury next to the locker).
	if got := cellAt(t, b.cellNeeds(), "A2").Tally[Security]; got != 2 {
		t.Errorf("locker + armoury: %d, want 2", got)
	}
	w.Bureaucracy = []Card{{ID: GuardTraining}, {ID: CCTV}, {ID: InmateIntelligence}}
	cells := b.cellNeeds()
	// A2: locker 1 + training 1 + armoury 1 + CCTV 1 (next to B2) = 4.
	if got := cellAt(t, cells, "A2").Tally[Security]; got != 4 {
		t.Errorf("A2 with the cards: %d, want 4", got)
	}
	// B2: locker 1 + training 1 + armoury 1 + CCTV 1 + Classroom's
	// Literacy 1 (C2 adjacent); C1's Labour is diagonal = 5.
	if got := cellAt(t, cells, "B2").Tally[Security]; got != 5 {
		t.Errorf("B2 with the cards: %d, want 5 (%v)", got, cellAt(t, cells, "B2").From)
	}
}

// TestCapacity: Showers and Cramped Cells add up (ruling pa-capacity); a
// Bunk Cell keeps one colour.
func TestCapacity(t *testing.T) {
	w := Warden{Prison: []Square{sq("B2", BunkCell, 3), sq("A2", Showers)}}
	if pr := Check(&Game{Wardens: []Warden{w}}); pr != nil {
		t.Errorf("3 grey next to Showers: %v", pr)
	}
	w.Prison[0].Prisoners = Prisoners{4, 0, 0}
	if pr := Check(&Game{Wardens: []Warden{w}}); pr == nil || pr.Field != "prisoners" {
		t.Errorf("4 grey next to one Showers: %v", pr)
	}
	w.Bureaucracy = []Card{{ID: CrampedCells}}
	if pr := Check(&Game{Wardens: []Warden{w}}); pr != nil {
		t.Errorf("4 grey with Showers and Cramped Cells: %v", pr)
	}
	w.Prison[0].Prisoners = Prisoners{1, 1, 0}
	if pr := Check(&Game{Wardens: []Warden{w}}); pr == nil {
		t.Error("a mixed Bunk Cell was accepted")
	}
}
