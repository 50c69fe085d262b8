package solosim

import (
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TestSoloGames plays many whole games at every level with every policy: no
// refusal from the automa or the rules engine, every cube accounted for, a
// legend card resolved each Breakout round, and the same game from the
// same seed in a new Game or in one that played another game before.
func TestSoloGames(t *testing.T) {
	for _, breakout := range []bool{false, true} {
		box := fixtureBox(breakout)
		supply := rules.Box{Edition: box.Edition, Solo: true, Breakout: breakout}.FullSupply()
		for _, d := range []rules.Difficulty{rules.Moderate, rules.Challenging, rules.Expert} {
			cards, err := box.Cards(d)
			if err != nil {
				t.Fatal(err)
			}
			cfg := box.Config(d)
			for _, p := range Policies {
				won, legends := 0, [automa.Guards + 1]int{}
				reused := new(Game)
				for seed := range int64(60) {
					s := new(Game)
					o, err := s.Play(&box, cfg, &cards, p, seed)
					if err != nil {
						t.Fatal(err)
					}
					if n := s.legends[automa.Player] + s.legends[automa.Guards]; breakout != (n == rules.LastRound) {
						t.Fatalf("%s %s seed %d: %d legend cards resolved, Breakout %v", d, p, seed, n, breakout)
					}
					legends[automa.Player] += s.legends[automa.Player]
					legends[automa.Guards] += s.legends[automa.Guards]
					rs, power, susp := s.cubes()
					if rs != supply.Resources || power != supply.Power || susp != supply.Suspicion {
						t.Fatalf("%s %s seed %d: cubes %v, %d power, %d suspicion; the box holds %v, %d, %d", d, p, seed, rs, power, susp, supply.Resources, supply.Power, supply.Suspicion)
					}
					if o.Won != (o.Player > o.Guards) {
						t.Fatalf("%s %s seed %d: won %v with %d to %d (the guards win ties)", d, p, seed, o.Won, o.Player, o.Guards)
					}
					if o.Won {
						won++
					}
					if again, _ := new(Game).Play(&box, cfg, &cards, p, seed); again != o {
						t.Fatalf("%s %s seed %d: the same seed played %+v, then %+v", d, p, seed, o, again)
					}
					if again, _ := reused.Play(&box, cfg, &cards, p, seed); again != o {
						t.Fatalf("%s %s seed %d: a reused game played %+v, a new one %+v", d, p, seed, again, o)
					}
				}
				t.Logf("Breakout %v, %s, %s: the player won %d of 60; legend cards %v", breakout, d, p, won, legends)
			}
		}
	}
}

// benchGame times whole games of the expert level, one Game reused.
func benchGame(b *testing.B, breakout bool, p Policy) {
	box := fixtureBox(breakout)
	cards, err := box.Cards(rules.Expert)
	if err != nil {
		b.Fatal(err)
	}
	cfg := box.Config(rules.Expert)
	s := new(Game)
	seed := int64(0)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Play(&box, cfg, &cards, p, seed); err != nil {
			b.Fatal(err)
		}
		seed++
	}
}

// BenchmarkSoloGame plays a whole solitary game at the expert level with
// the baseline policy: six rounds of guard turns, the special card, the
// guards' decisions at every location, raids and final scoring.
// Goal (issue 26): <= 20 µs and no allocation a game, >= 50,000 games a
// second on one core.
func BenchmarkSoloGame(b *testing.B) { benchGame(b, false, Baseline) }

// BenchmarkSoloBreakoutGame is BenchmarkSoloGame with Breakout: the legend
// card's guard card dealt, turned up and ranked every round, the legend
// deck dealt as the tracker deals it. Goal: as BenchmarkSoloGame.
func BenchmarkSoloBreakoutGame(b *testing.B) { benchGame(b, true, Baseline) }

// BenchmarkSoloGameGreedy and BenchmarkSoloGameRandom time the other
// policies. Goal: as BenchmarkSoloGame.
func BenchmarkSoloGameGreedy(b *testing.B) { benchGame(b, false, Greedy) }

// BenchmarkSoloGameRandom: see BenchmarkSoloGameGreedy.
func BenchmarkSoloGameRandom(b *testing.B) { benchGame(b, false, Random) }

// TestGuardsSeat: the results are told apart by seat; guardsSeat must be
// the guards' place in the seating (ruling solo-seating).
func TestGuardsSeat(t *testing.T) {
	if seating[guardsSeat] != rules.Guards || seatSide(guardsSeat) != automa.Guards || seatSide(0) != automa.Player {
		t.Errorf("seating %v, guards at seat %d", seating, guardsSeat)
	}
}
