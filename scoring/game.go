package scoring

import (
	"math/bits"
	"strconv"

	"github.com/lockup-companion/lockup/companion/rules"
)

// GuardsName is the name the guards go by in solitary mode, in files and in
// results.
const GuardsName = "guards"

// MaxSeats is the most sides final scoring compares: five crews, or one crew
// and the guards in solitary mode. A seat is an index in Game.Crews.
const MaxSeats = rules.MaxCrews

// Seats is a set of seats: bit i stands for Game.Crews[i] (and
// Result.Crews()[i]). The zero value is the empty set.
type Seats uint8

// Has reports whether seat i is in the set.
func (s Seats) Has(i int) bool { return i >= 0 && i < MaxSeats && s&(1<<i) != 0 }

// With returns the set with seat i added. A seat past MaxSeats is a
// caller's mistake and panics.
func (s Seats) With(i int) Seats {
	if i < 0 || i >= MaxSeats {
		panic("scoring: a seat is an index in Game.Crews, below MaxSeats")
	}
	return s | 1<<i
}

// Len returns the number of seats in the set.
func (s Seats) Len() int { return bits.OnesCount8(uint8(s)) }

// Game is the board at the end of the sixth round, before the final raid.
type Game struct {
	// Solo is a solitary game: one crew against the guards.
	Solo bool
	// Breakout is played with the Breakout expansion.
	Breakout bool
	// Crews are the crews in seating order, at most MaxSeats. In solitary
	// mode the guards are the last entry, with Guards set.
	Crews []Crew
	// FirstPlayer names who holds the first player marker ("guards" in solo).
	FirstPlayer string
	// LeaderGoal names who holds the leader goal card; empty if nobody.
	LeaderGoal string
	// EndGameGoal is the end game goal card's result, if it scores.
	EndGameGoal EndGameGoal
}

// Crew is one crew's board at game end (or the guards' board in solitary
// mode).
type Crew struct {
	Name string
	// Guards marks the guards in solitary mode.
	Guards bool
	// Reputation is the reputation track before the final raid.
	Reputation int
	Suspicion  int
	Power      int
	Resources  rules.Resources
	// Tomes counts unplayed tome cards in hand (the guards have none).
	Tomes int
	// Items counts crafted item cards.
	Items     int
	Valuables Valuables
	Goons     Goons
	// Barrels counts the barrel icons on the crew's cards, not the crew
	// board's own (Breakout).
	Barrels int
	// Loot counts the loot tokens kept (Breakout).
	Loot    int
	Lantern Lantern
}

// Conditioned reports whether the goal has a Condition Score applies.
func (e EndGameGoal) Conditioned() bool {
	return e.Condition.Rule == rules.RuleMost || e.Condition.Rule == rules.RulePerUnit
}

// Valuables counts the valuables on a crew's cards.
type Valuables struct {
	Shields int
	Gems    int
	Magic   int
	// Wild counts Breakout's wild valuables and Sacred Robes, which count as a
	// valuable of the owner's choice at final scoring only.
	Wild int
}

// Total returns every valuable, wild ones included (the only time wild
// valuables count is final scoring).
func (v Valuables) Total() int { return v.Shields + v.Gems + v.Magic + v.Wild }

// String writes the valuables as cards and files do: "1 shield, 2 gems", or
// "none".
func (v Valuables) String() string {
	return rules.CountsText([]int{v.Shields, v.Gems, v.Magic, v.Wild}, ValuableWords)
}

// ValuableWords names the kinds of valuable, singular and plural, in the
// order shields, gems, magic, wild.
var ValuableWords = [][2]string{{"shield", "shields"}, {"gem", "gems"}, {"magic", "magic"}, {"wild", "wild"}}

// Goons counts recruited goons by type.
type Goons [rules.Shapeshifters + 1]int

// Of returns the number of goons of one type.
func (g Goons) Of(t rules.GoonType) int {
	if t <= rules.NoGoonType || int(t) >= len(g) {
		return 0
	}
	return g[t]
}

// Total returns the number of goon cards.
func (g Goons) Total() int {
	n := 0
	for _, c := range g {
		n += c
	}
	return n
}

// LanternPlace is where a lantern marker stands in the catacombs (Breakout).
type LanternPlace int

// The places a lantern can be.
const (
	// NoLantern: the game is played without Breakout.
	NoLantern LanternPlace = iota
	// AtEntrance: the lantern never moved.
	AtEntrance
	// OnSpace: the lantern stands on a numbered space.
	OnSpace
	// AtTomb: the lantern reached Khathandor's Tomb.
	AtTomb
	// Escaped: the lantern reached the ESCAPED space during the game.
	Escaped
)

// Lantern is a lantern marker's position: a place and, on a numbered space,
// the number printed there.
type Lantern struct {
	Place LanternPlace
	Space int
}

// String returns the position as written in board-state files: "entrance",
// "tomb", "escaped" or the space's number.
func (l Lantern) String() string {
	switch l.Place {
	case AtEntrance:
		return "entrance"
	case OnSpace:
		return strconv.Itoa(l.Space)
	case AtTomb:
		return "tomb"
	case Escaped:
		return "escaped"
	}
	return "none"
}

// GoalKind is how an end game goal card scores.
type GoalKind int

// The kinds of end game goal.
const (
	// NoEndGameGoal: no end game goal scores.
	NoEndGameGoal GoalKind = iota
	// MostGoal: most 8 and second most 4 of something the card compares.
	MostGoal
	// PointsGoal: every crew scores on its own condition.
	PointsGoal
)

// EndGameGoal is the end game goal card at final scoring. Set fills it seat
// by seat.
type EndGameGoal struct {
	Kind GoalKind
	// Counts holds, by seat (the crew's index in Game.Crews, the guards
	// included), the count the card compares (MostGoal) or the points each
	// side earned (PointsGoal). A seat left out counts 0. With a Condition,
	// it holds each side's count of what the condition counts, wild
	// valuables left out, whatever the Kind.
	Counts [MaxSeats]int
	// Condition is the card's printed condition, when known: a most
	// condition (Kind MostGoal) or a per-unit one (Kind PointsGoal). With
	// it, Score applies the printed minimum (a count below it is 0), the
	// most/second-most awards or the stars per unit itself, after counting
	// each side's wild valuables toward the goal where it counts valuables
	// (rulings bo-wild-choice, bo-solo-wild). The zero value: the counts or
	// points are final as given.
	Condition rules.GoalCondition
	// Listed holds the seats given a count, so that a board-state file
	// written back names the same crews as the one read.
	Listed Seats
}

// Set gives seat (an index in Game.Crews) its count.
func (e *EndGameGoal) Set(seat, count int) {
	e.Listed = e.Listed.With(seat)
	e.Counts[seat] = count
}
