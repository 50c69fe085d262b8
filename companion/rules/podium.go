package rules

import "slices"

// RaidLosses returns the reputation each side loses in a raid, given the
// suspicion cubes on each crew board (and the guard board in solitary mode),
// in seating order. The result is a magnitude: 8 means "loses eight".
//
// Core rulebook, "Raids" (p. 12): with three or more crews the crew with the
// most suspicion loses 8 and the second most loses 4; a tie for the most costs
// each tied crew 4 and nobody loses for second; a tie for second costs each
// tied crew 2. With two crews only the crew with the most loses, 6, and a tie
// costs nobody anything. Solitary mode ("Solitary Mode – Patrol Phase",
// "Raids") pits the crew against the guards the same way: 6 to the side with
// the most, nothing on a tie.
//
// Ruling "raid-zero": a side with no suspicion cubes never loses reputation,
// even when it would otherwise be "second most" (docs/rulings.md).
//
// The losses are in the order given, one per side, and 0 past the last side;
// more than MaxCrews sides is a caller's mistake and panics. The second result
// reports whether that ruling changed anything, so the caller can tell the
// player. Nothing is allocated: final scoring calls it for every board.
func RaidLosses(suspicion []int) (losses [MaxCrews]int, zeroRulingApplied bool) {
	return withZeroRuling(suspicion)
}

// EndGameGoalAwards returns the reputation each side scores from an end game
// goal that rewards the most and second most of something, given the count
// the card compares for each side.
//
// Core rulebook, "Claiming Goals", "End Game Goal Cards" (p. 13): most 8,
// second most 4; a tie for the most gives each tied crew 4 and nobody scores
// for second; a tie for second gives each tied crew 2. With two crews (and in
// solitary mode, which is scored as a two-player game) the most scores 6,
// nobody else scores, and a tie scores nothing (also Breakout rulebook,
// "Notes", "Tomb Raider").
//
// Ruling "goal-zero": a count of 0 never scores (docs/rulings.md).
//
// The awards are in the order given, one per side, and 0 past the last side;
// more than MaxCrews sides is a caller's mistake and panics. The second result
// reports whether that ruling changed anything.
func EndGameGoalAwards(counts []int) (awards [MaxCrews]int, zeroRulingApplied bool) {
	return withZeroRuling(counts)
}

// withZeroRuling applies the shared shape with zero counts left out, and
// compares it with a reading that lets a zero count place.
func withZeroRuling(counts []int) ([MaxCrews]int, bool) {
	if len(counts) > MaxCrews {
		panic("rules: a raid or an end game goal compares at most MaxCrews sides")
	}
	ruled := mostAndSecond(counts, false)
	if !slices.Contains(counts, 0) {
		return ruled, false // without a 0 the two readings agree
	}
	return ruled, ruled != mostAndSecond(counts, true)
}

// mostAndSecond is the shared shape of raids and most/second-most goals: the
// two passages give the same amounts and the same tie rules.
// When zeroPlaces is false, a count of 0 never places.
func mostAndSecond(counts []int, zeroPlaces bool) [MaxCrews]int {
	var out [MaxCrews]int
	if len(counts) == 0 {
		return out
	}
	floor := 1
	if zeroPlaces {
		floor = 0
	}
	most, second := floor-1, floor-1
	for _, c := range counts {
		if c > most {
			most = c
		}
	}
	for _, c := range counts {
		if c > second && c < most {
			second = c
		}
	}
	if most < floor {
		return out
	}
	atMost := 0
	for _, c := range counts {
		if c == most {
			atMost++
		}
	}
	if len(counts) == 2 {
		if atMost == 1 {
			for i, c := range counts {
				if c == most {
					out[i] = 6
				}
			}
		}
		return out
	}
	if atMost > 1 {
		for i, c := range counts {
			if c == most {
				out[i] = 4
			}
		}
		return out
	}
	atSecond := 0
	for _, c := range counts {
		if second >= floor && c == second {
			atSecond++
		}
	}
	for i, c := range counts {
		switch {
		case c == most:
			out[i] = 8
		case second >= floor && c == second && atSecond == 1:
			out[i] = 4
		case second >= floor && c == second:
			out[i] = 2
		}
	}
	return out
}
