package prisonarchitect

import "testing"

// fullPrison is a made-up 20-tile prison, the size of a finished game's.
func fullPrison(name string) Warden {
	w := Warden{Name: name, Cash: 23, Finance: Track{8, 4}, Rehabilitation: Track{6, 3},
		Specialists: SpecialistCounts{Dog: 2, Trainer: 1, Librarian: 3, Custodian: 1},
		Prison: []Square{
			sq("A1", Yard), sq("B1", Kitchen), sq("C1", Canteen), sq("D1", Garden), {At: p("E1"), Tile: LockerRoomTile, Staff: true},
			sq("A2", LuxuryBunkCell, 1, 0, 1), sq("B2", BunkCell, 3), sq("C2", BasicHolding, 0, 2, 1), sq("D2", LuxuryHolding, 2, 1), sq("E2", Surveillance),
			sq("A3", Infirmary), sq("B3", Showers), sq("C3", Kennels), sq("D3", BasicDormitory, 4), sq("E3", Armoury),
			{At: p("A4"), Tile: Library, Staff: true}, sq("B4", BasicSolitary, 0, 0, 1), sq("C4", CommonRoom), sq("D4", LuxuryDormitory, 3), sq("E4", Laundry),
		},
		Bureaucracy: []Card{{ID: Cooks}, {ID: CCTV}, {ID: InmateIntelligence}, {ID: Accountants, Staff: 2}, {ID: Finances}},
		Objectives:  []Objective{{Deck: StarterDeck, VP: 3, Done: true}, {Deck: HardDeck, VP: 8, Penalty: 4}},
	}
	w.Prison[5].Specialists[Trainer] = 1
	w.Prison[6].Specialists[Dog] = 1
	w.Escaped[Orange] = []int{4}
	w.Released[Grey] = []int{2, 3}
	return w
}

// BenchmarkScoreFourWardens scores four 20-tile prisons (the target:
// at most 20 µs).
func BenchmarkScoreFourWardens(b *testing.B) {
	g := Game{Wardens: []Warden{fullPrison("A"), fullPrison("B"), fullPrison("C"), fullPrison("D")}}
	// One of each card in the box: deal the others different cards.
	g.Wardens[1].Bureaucracy = []Card{{ID: ChiefOfSecurity}, {ID: Tasers}, {ID: GuardTraining}}
	g.Wardens[2].Bureaucracy = []Card{{ID: Groundskeeping}, {ID: Gardeners}, {ID: DogHandlers, Staff: 1}}
	g.Wardens[3].Bureaucracy = []Card{{ID: TaxRelief}, {ID: PsychEvaluation}, {ID: Coaches, Staff: 3}}
	if pr := Check(&g); pr != nil {
		b.Fatal(pr)
	}
	b.ReportAllocs()
	for b.Loop() {
		_ = Score(&g)
	}
}
