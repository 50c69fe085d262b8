package automa

import (
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestRandVectors pins the generator to SplitMix64's published outputs, so
// a change to rand.go that would reshuffle every game on file fails here.
func TestRandVectors(t *testing.T) {
	for _, tc := range []struct {
		seed uint64
		want []uint64
	}{
		{0, []uint64{0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f}},
		{1234567, []uint64{0x599ed017fb08fc85, 0x2c73f08458540fa5, 0x883ebce5a3f27c77}},
	} {
		r := NewRand(tc.seed)
		for i, w := range tc.want {
			if got := r.Uint64(); got != w {
				t.Errorf("seed %d, output %d: got %#x, want %#x", tc.seed, i, got, w)
			}
		}
	}
}

// TestShufflePinned pins a round's decks for a seed: the game files of
// every solo game played with app decks depend on these orders.
func TestShufflePinned(t *testing.T) {
	cards, err := NewCards(Config{Edition: testEdition, Difficulty: rules.Challenging}, testBox)
	if err != nil {
		t.Fatal(err)
	}
	d := cards.Deal(4815162342, 1)
	var strengths []int
	for _, c := range d.GuardOrder() {
		strengths = append(strengths, c.Strength)
	}
	// Checked by hand to be a permutation of the fixture's 12 strengths.
	want := []int{1, 3, 3, 2, 1, 3, 2, 0, 1, 3, 2, 4}
	if !slices.Equal(strengths, want) {
		t.Errorf("guard deck of round 1: %v, want %v", strengths, want)
	}
	if got, want := d.LocationOrder(), []rules.LocationCard{rules.OffDuty, rules.SewersCard, rules.InfirmaryCard, rules.ChowHallCard, rules.OffDuty, rules.SmithyCard, rules.CommissaryCard, rules.ExerciseYardCard}; !slices.Equal(got, want) {
		t.Errorf("location deck of round 1: %v, want %v", got, want)
	}
}

func TestIntNBounds(t *testing.T) {
	r := NewRand(7)
	var counts [6]int
	for range 60000 {
		counts[r.IntN(6)]++
	}
	for i, n := range counts {
		// 10000 expected; 5 standard deviations is about 456.
		if n < 9500 || n > 10500 {
			t.Errorf("IntN(6) gave %d %d times in 60000", i, n)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("IntN(0) did not panic")
		}
	}()
	r.IntN(0)
}

func TestShuffleIsAPermutation(t *testing.T) {
	for seed := range uint64(200) {
		r := NewRand(seed)
		s := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}
		r.Shuffle(len(s), func(i, j int) { s[i], s[j] = s[j], s[i] })
		sorted := slices.Sorted(slices.Values(s))
		if !slices.Equal(sorted, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}) {
			t.Fatalf("seed %d: %v is not a permutation", seed, s)
		}
	}
}

// TestSubSeedsDiffer checks that every round and deck of a game gets its own
// sub-seed, and that two games do not share them.
func TestSubSeedsDiffer(t *testing.T) {
	seen := map[uint64]string{}
	for _, game := range []int64{0, 1, 4815162342, 1<<53 - 1} {
		for round := 1; round <= 6; round++ {
			for _, d := range []Deck{GuardDeck, LocationDeck} {
				s := SubSeed(game, round, d)
				if prev, ok := seen[s]; ok {
					t.Errorf("game %d round %d %s has the sub-seed of %s", game, round, d, prev)
				}
				seen[s] = d.String()
			}
		}
	}
	if GuardDeck.String() != "guard deck" || NoDeck.String() != "no deck" || Deck(9).String() != "no deck" {
		t.Error("Deck.String")
	}
}

// TestShuffleSliceSameOrder: the decks' in-place shuffle puts things in the
// same order as Shuffle from the same seed, so the decks dealt from a seed
// never change.
func TestShuffleSliceSameOrder(t *testing.T) {
	for seed := range uint64(200) {
		for n := range 16 {
			a, b := make([]int, n), make([]int, n)
			for i := range a {
				a[i], b[i] = i, i
			}
			r1, r2 := NewRand(seed), NewRand(seed)
			r1.Shuffle(n, func(i, j int) { a[i], a[j] = a[j], a[i] })
			shuffleSlice(&r2, b)
			if !slices.Equal(a, b) || r1 != r2 {
				t.Fatalf("seed %d, %d things: Shuffle %v, shuffleSlice %v", seed, n, a, b)
			}
		}
	}
}
