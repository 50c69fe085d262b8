package automa

import "math/bits"

// Rand is the project's own deterministic random source: SplitMix64 (Steele,
// Lea and Flood, "Fast splittable pseudorandom number generators", 2014),
// written out here so that a game's shuffles depend on this file alone and
// never on a Go release (math/rand documents no promise that its shuffles
// stay the same). Its zero value is a source seeded with 0.
//
// It is for shuffling small decks reproducibly, not for anything secret.
type Rand struct {
	state uint64
}

// NewRand returns a source seeded with seed.
func NewRand(seed uint64) Rand { return Rand{state: seed} }

// golden is SplitMix64's increment: 2^64 divided by the golden ratio.
const golden = 0x9e3779b97f4a7c15

// mix is SplitMix64's output function (the finaliser of MurmurHash3, variant
// 13), which also derives sub-seeds.
func mix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	r.state += golden
	return mix(r.state)
}

// IntN returns a number in [0, n), every value equally likely (Lemire's
// multiply-and-reject method). n must be positive; IntN panics otherwise, as
// math/rand does.
func (r *Rand) IntN(n int) int {
	if n <= 0 {
		panic("automa: IntN needs a positive bound")
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), bound)
	if lo < bound {
		hi = r.reject(hi, lo, bound)
	}
	return int(hi)
}

// reject is the rare end of IntN's method: given a draw's product, it
// draws again while the low half falls in the biased range, and returns
// the high half.
func (r *Rand) reject(hi, lo, bound uint64) uint64 {
	floor := -bound % bound
	for lo < floor {
		hi, lo = bits.Mul64(r.Uint64(), bound)
	}
	return hi
}

// Shuffle puts n things in a random order with the Fisher-Yates shuffle, from
// the last place down, calling swap(i, j) to exchange two of them.
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// shuffleSlice is Shuffle over a slice, swapping in place: the same order
// as Shuffle from the same Rand, without a call per swap.
func shuffleSlice[T any](r *Rand, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		// IntN(i+1), written out so that no call is made a card (the bound
		// is never below 2, so it needs no check).
		bound := uint64(i + 1)
		hi, lo := bits.Mul64(r.Uint64(), bound)
		if lo < bound {
			hi = r.reject(hi, lo, bound)
		}
		j := int(hi)
		s[i], s[j] = s[j], s[i]
	}
}

// Deck names a deck of solitary mode, for the sub-seeds its shuffles use.
type Deck int

// The decks the automa shuffles.
const (
	NoDeck Deck = iota
	// GuardDeck is the guard deck (core rulebook, "Solitary Mode – Guard
	// Deck").
	GuardDeck
	// LocationDeck is the location deck ("Solitary Mode – Location Deck").
	LocationDeck
)

var deckNames = [...]string{"", "guard deck", "location deck"}

// String returns the deck's name ("guard deck").
func (d Deck) String() string {
	if d <= NoDeck || int(d) >= len(deckNames) {
		return "no deck"
	}
	return deckNames[d]
}

// SubSeed returns the seed of one deck's shuffle in one round of a game,
// derived from the game's seed (the game file's header), so that every
// round's decks can be dealt again, in any order, from the seed alone: the
// decks are reshuffled at the end of every Patrol phase (core rulebook,
// "Solitary Mode – Patrol Phase, Reshuffle Decks").
func SubSeed(game int64, round int, d Deck) uint64 {
	return mix(mix(uint64(game)+golden) ^ (uint64(round)<<8 | uint64(d)))
}
