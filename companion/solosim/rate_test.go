package solosim

import (
	"context"
	"errors"
	"math"
	"reflect"
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

var allLevels = []rules.Difficulty{rules.Moderate, rules.Challenging, rules.Expert}

// TestRateSameForAnyJobs: the workers take disjoint ranges of seeds and the
// report reads the games in seed order, so any number of workers gives the
// same report.
func TestRateSameForAnyJobs(t *testing.T) {
	for _, breakout := range []bool{false, true} {
		box := fixtureBox(breakout)
		var first Report
		for _, jobs := range []int{1, 2, 3, 7} {
			rep, err := Rate(context.Background(), Options{Box: &box, Levels: allLevels, Policy: Random, Games: 200, Seed: 40, Jobs: jobs})
			if err != nil {
				t.Fatal(err)
			}
			if jobs == 1 {
				first = rep
				continue
			}
			if !reflect.DeepEqual(rep, first) {
				t.Errorf("Breakout %v: --jobs %d reports\n%+v\n--jobs 1:\n%+v", breakout, jobs, rep, first)
			}
		}
		if first.Levels[0].Games != 200 || len(first.Diffs) != 2 || first.Interrupted {
			t.Errorf("report %+v", first)
		}
	}
}

// TestRateLevelChangesGuardDeckOnly: a game's seed deals the same item and
// goon decks at every level (the outcome differs by the guard deck only),
// and the deals are the tracker's: automa.Cards.Deal for the guard and
// location decks.
func TestRateLevelChangesGuardDeckOnly(t *testing.T) {
	box := fixtureBox(false)
	var a, b Game
	ca, _ := box.Cards(rules.Moderate)
	cb, _ := box.Cards(rules.Expert)
	a.setup(&box, box.Config(rules.Moderate), &ca, Baseline, 7)
	b.setup(&box, box.Config(rules.Expert), &cb, Baseline, 7)
	if a.itemDeck != b.itemDeck || a.goonDeck != b.goonDeck || a.leader != b.leader || a.endGame != b.endGame || a.display != b.display {
		t.Error("the item, goon or goal decks differ between levels for one seed")
	}
	da, db := ca.Deal(7, 1), cb.Deal(7, 1)
	if !reflect.DeepEqual(da.LocationOrder(), db.LocationOrder()) {
		t.Error("the location deck differs between levels for one seed")
	}
}

// TestRateInterrupted: a run stopped before it starts reports no game, and
// says it was interrupted.
func TestRateInterrupted(t *testing.T) {
	box := fixtureBox(false)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rep, err := Rate(ctx, Options{Box: &box, Levels: allLevels, Policy: Baseline, Games: 1000, Jobs: 2})
	if !errors.Is(err, context.Canceled) || !rep.Interrupted || rep.Levels[0].Games != 0 {
		t.Errorf("Rate after cancel: %v, %+v", err, rep)
	}
}

// TestWilsonCoverage: the Wilson 95% interval of a known rate, drawn from
// the project's random source, holds the rate in about 95% of samples.
func TestWilsonCoverage(t *testing.T) {
	for _, tc := range []struct {
		p float64
		n int
	}{{0.3, 200}, {0.05, 500}, {0.8, 60}} {
		r := automa.NewRand(uint64(tc.n))
		const samples = 4000
		covered := 0
		for range samples {
			wins := 0
			for range tc.n {
				if float64(r.Uint64()>>11)/(1<<53) < tc.p {
					wins++
				}
			}
			if lo, hi := Wilson(wins, tc.n); lo <= tc.p && tc.p <= hi {
				covered++
			}
		}
		// The interval is approximate: its coverage swings around 95%.
		if c := float64(covered) / samples; c < 0.93 || c > 0.975 {
			t.Errorf("p=%v n=%d: the interval held the rate in %.3f of samples", tc.p, tc.n, c)
		}
	}
	if lo, hi := Wilson(0, 0); lo != 0 || hi != 1 {
		t.Errorf("Wilson(0, 0) = %v, %v", lo, hi)
	}
	if lo, hi := Wilson(10, 10); hi != 1 || lo < 0.69 || lo > 0.73 {
		t.Errorf("Wilson(10, 10) = %v, %v; want about 0.72, 1", lo, hi)
	}
}

// TestPercentile checks the nearest-rank percentiles.
func TestPercentile(t *testing.T) {
	v := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	for _, tc := range [][2]int{{50, 5}, {75, 8}, {90, 9}, {100, 10}, {1, 1}} {
		if got := Percentile(v, tc[0]); got != tc[1] {
			t.Errorf("Percentile(1..10, %d) = %d, want %d", tc[0], got, tc[1])
		}
	}
	if Percentile(nil, 50) != 0 {
		t.Error("Percentile of nothing")
	}
}

// chiSquare returns the chi-square statistic of counts[card][position]
// against the uniform law over positions, and its degrees of freedom: each
// card's row is a multinomial count over the positions.
func chiSquare(counts [][]int, draws int) (stat float64, df int) {
	positions := len(counts[0])
	want := float64(draws) / float64(positions)
	for _, row := range counts {
		for _, c := range row {
			stat += (float64(c) - want) * (float64(c) - want) / want
		}
	}
	return stat, len(counts) * (positions - 1)
}

// chiSquareCritical is the 99.9th percentile of the chi-square law with
// df degrees of freedom (Wilson and Hilferty's approximation).
func chiSquareCritical(df int) float64 {
	k := float64(df)
	z := 3.090232 // the normal law's 99.9th percentile
	x := 1 - 2/(9*k) + z*math.Sqrt(2/(9*k))
	return k * x * x * x
}

// TestShuffleChiSquare: over many seeds, each card of a shuffled deck lands
// at each position about equally often (chi-square test over positions):
// the item deck's sub-seed draws, the tracker's legend shuffle, and the
// location deck of automa.Cards.Deal (its six cards showing a location; the
// two Off Duty cards cannot be told apart).
func TestShuffleChiSquare(t *testing.T) {
	const seeds = 6000
	check := func(name string, cards, positions int, deal func(seed int64, pos []int)) {
		t.Helper()
		counts := make([][]int, cards)
		for i := range counts {
			counts[i] = make([]int, positions)
		}
		pos := make([]int, positions)
		for seed := range int64(seeds) {
			deal(seed, pos)
			for p, card := range pos {
				if card >= 0 {
					counts[card][p]++
				}
			}
		}
		stat, df := chiSquare(counts, seeds)
		if crit := chiSquareCritical(df); stat > crit {
			t.Errorf("%s: chi-square %.1f over %d degrees of freedom, above %.1f (p < 0.001)", name, stat, df, crit)
		} else {
			t.Logf("%s: chi-square %.1f over %d degrees of freedom (p = 0.001 at %.1f)", name, stat, df, crit)
		}
	}
	check("item deck", 34, 34, func(seed int64, pos []int) {
		var d deck
		d.reset(len(pos), seed, itemShuffle)
		for i := range pos {
			c, _ := d.draw()
			pos[i] = int(c)
		}
	})
	check("legend deck", 18, 18, func(seed int64, pos []int) {
		for i := range pos {
			pos[i] = i
		}
		companion.ShuffleLegends(seed, pos)
	})
	box := fixtureBox(false)
	cards, _ := box.Cards(rules.Moderate)
	shows := []rules.LocationCard{rules.ExerciseYardCard, rules.SewersCard, rules.InfirmaryCard, rules.SmithyCard, rules.CommissaryCard, rules.ChowHallCard}
	check("location deck", len(shows), 8, func(seed int64, pos []int) {
		d := cards.Deal(seed, 1+int(seed%6))
		for i, c := range d.LocationOrder() {
			pos[i] = slices.Index(shows, c)
		}
	})
}
