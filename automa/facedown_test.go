package automa

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestFaceDownKept plays whole rounds with the app's decks, turning up a
// face-down card chosen at random on each guard turn and now and then with
// Atlas of Hideouts, and checks after every change that the round's record
// of its face-down cards agrees with the cards themselves, and that
// FirstFaceDown is the face-down card at the lowest-numbered location
// ("Solitary Mode – Roll Call Phase"; TurnUp's order, "Lights Out Phase").
func TestFaceDownKept(t *testing.T) {
	check := func(r *Round, when string) {
		t.Helper()
		var down uint16
		first := rules.NoLocation
		for i, c := range r.Cards() {
			if !c.FaceUp {
				down |= 1 << i
				if first == rules.NoLocation || c.Location < first {
					first = c.Location
				}
			}
		}
		if down != r.down || first != r.FirstFaceDown() {
			t.Fatalf("%s: face down %b, recorded %b; first %s, FirstFaceDown %s", when, down, r.down, first, r.FirstFaceDown())
		}
	}
	for _, breakout := range []bool{false, true} {
		for _, d := range []rules.Difficulty{rules.Moderate, rules.Challenging, rules.Expert} {
			cfg, box := Config{Edition: testEdition, Difficulty: d}, testBox
			if breakout {
				cfg, box = breakoutCfg(rules.SewersCard), testBreakoutBox
				cfg.Difficulty = d
			}
			cards, err := NewCards(cfg, box)
			if err != nil {
				t.Fatal(err)
			}
			for seed := range int64(40) {
				pick := NewRand(uint64(seed))
				for round := 1; round <= 6; round++ {
					decks := cards.Deal(seed, round)
					r, _, err := NewRound(cfg, round, Guards)
					if err != nil {
						t.Fatal(err)
					}
					for r.Stage() == Dealing {
						c, _ := decks.DrawGuard()
						if _, err := r.Deal(c); err != nil {
							t.Fatal(err)
						}
						check(&r, "dealt")
					}
					tokens := 6 + boolInt(breakout) // with Breakout, the seeker stays back
					for r.Stage() == RollCall {
						if r.Next() == Player {
							tokens--
							if _, err := r.PlayerTurn(tokens, breakout && tokens == 1); err != nil {
								t.Fatal(err)
							}
							continue
						}
						if pick.IntN(4) == 0 {
							if loc := randomFaceDown(&r, &pick); loc != rules.NoLocation {
								if _, err := r.Atlas(loc, false, rules.GuardCard{}); err != nil {
									t.Fatal(err)
								}
								check(&r, "atlas")
							}
						}
						turn := GuardTurn{Reveal: randomFaceDown(&r, &pick)}
						turn.Legend = turn.Reveal == rules.NoLocation && r.legendDown()
						turn.Drawn, _ = decks.DrawLocation()
						if turn.Drawn != rules.OffDuty && r.GuardsLeft() > 0 {
							turn.Placed, _ = decks.DrawGuard()
						}
						if _, err := r.GuardTurn(turn); err != nil {
							t.Fatalf("seed %d round %d: %v", seed, round, err)
						}
						check(&r, "guard turn")
					}
					for r.Stage() == LightsOut {
						if r.Wants().Kind == WantBring {
							c, _ := decks.DrawGuard()
							if err := r.Bring(c); err != nil {
								t.Fatal(err)
							}
						} else if _, err := r.TurnUp(rules.GuardCard{}); err != nil {
							t.Fatal(err)
						}
						check(&r, "lights out")
					}
				}
			}
		}
	}
}

// randomFaceDown returns the location of a face-down card at random,
// NoLocation when none is.
func randomFaceDown(r *Round, pick *Rand) rules.Location {
	var locs []rules.Location
	for _, c := range r.Cards() {
		if !c.FaceUp {
			locs = append(locs, c.Location)
		}
	}
	if len(locs) == 0 {
		return rules.NoLocation
	}
	return locs[pick.IntN(len(locs))]
}
