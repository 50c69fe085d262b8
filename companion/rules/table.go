package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// Guards is the seat name of the guards in a solitary game: the seating of a
// solitary game is the crew and the guards, e.g. [Rin, guards].
const Guards = "guards"

// MaxCrews is the most crews a game seats (a five-player game).
const MaxCrews = 5

// MaxSeats is the most seats at a table: five crews, or one crew and the
// guards.
const MaxSeats = MaxCrews

// Seat is a place at the table: its index in Table.Seating, counted
// clockwise from the first seat listed (0).
type Seat int

// NoSeat is nobody at the table.
const NoSeat Seat = -1

// String returns "seat 1" for the first seat, and so on; "no seat" for
// NoSeat.
func (s Seat) String() string {
	if s < 0 {
		return "no seat"
	}
	return "seat " + strconv.Itoa(int(s)+1)
}

// Table is who plays and where they sit: the plain values the Roll Call and
// Lights Out rules read.
type Table struct {
	// Seating lists the crews in clockwise order. A solitary game seats
	// exactly one crew and the guards (the name Guards).
	Seating []string
	// FirstPlayer holds the first player marker.
	FirstPlayer string
	// Power is each crew's power cubes, the strength of its enforcer. A crew
	// left out has 1, the power cube every crew starts with (core rulebook,
	// "Game Setup", step 10).
	Power map[string]int
	// Breakout is true when the Breakout expansion is played.
	Breakout bool
}

// Solo reports whether the table is a solitary game: one crew against the
// guards.
func (t Table) Solo() bool {
	return t.Seated(Guards)
}

// Players returns the number of seats, which selects the side of the board
// and the reward amounts. A solitary game counts 2: it is set up as a
// two-player game (ruling "solo-two-player").
func (t Table) Players() int { return len(t.Seating) }

// Crews returns the seated crews in seating order, without the guards.
func (t Table) Crews() []string {
	out := make([]string, 0, len(t.Seating))
	for _, s := range t.Seating {
		if s != Guards {
			out = append(out, s)
		}
	}
	return out
}

// Seated reports whether a name sits at the table.
func (t Table) Seated(name string) bool {
	return t.SeatOf(name) != NoSeat
}

// SeatOf returns the seat of a name, or NoSeat when it is not at the table.
func (t Table) SeatOf(name string) Seat {
	for i, s := range t.Seating {
		if s == name {
			return Seat(i)
		}
	}
	return NoSeat
}

// PowerOf returns a crew's power cubes (1 when the table does not list it).
func (t Table) PowerOf(crew string) int {
	if p, ok := t.Power[crew]; ok {
		return p
	}
	return 1
}

// FaceDownLimit returns how many tokens each crew may assign face down in a
// round: two, or three in a two-player game (core rulebook, "Roll Call Phase
// – Assigning Crew Tokens"). A solitary game is set up as a two-player game
// and allows three (ruling "solo-two-player").
func (t Table) FaceDownLimit() int {
	if t.Players() == 2 {
		return 3
	}
	return 2
}

// seatOrder returns the seats counted clockwise from a holder of the first
// player marker: its index in the result is how close a seat is, which breaks
// ties (core rulebook, "Determine Crew Strengths").
func (t Table) distance(from, name string) int {
	n := len(t.Seating)
	return (int(t.SeatOf(name)) - int(t.SeatOf(from)) + n) % n
}

// Check reports whether the table can play: two to five crews with distinct,
// non-empty names, or one crew and the guards; a seated first player; power
// cubes for seated crews only, from 0 to the 22 in the box.
func (t Table) Check() error {
	seen := map[string]bool{}
	for _, s := range t.Seating {
		if strings.TrimSpace(s) == "" {
			return &RuleError{Err: ErrSeating, Rule: srcSetup, Problem: "a seat has no name", Allowed: "a crew's name"}
		}
		if seen[s] {
			return &RuleError{Err: ErrSeating, Rule: srcSetup, Crew: s, Problem: fmt.Sprintf("%s sits at the table twice", s), Allowed: "each name once"}
		}
		seen[s] = true
	}
	switch {
	case t.Solo() && len(t.Seating) != 2:
		return &RuleError{Err: ErrSeating, Rule: srcSoloSetup, Problem: fmt.Sprintf("a solitary game seats one crew and the guards, not %d seats", len(t.Seating)), Allowed: "[your crew, guards]"}
	case len(t.Seating) < 2:
		return &RuleError{Err: ErrSeating, Rule: srcSetup, Problem: fmt.Sprintf("%d seat(s): a game needs two to five crews, or one crew and the guards", len(t.Seating)), Allowed: "2 to 5 crews, or [your crew, guards]"}
	case len(t.Seating) > MaxCrews:
		return &RuleError{Err: ErrSeating, Rule: srcSetup, Problem: fmt.Sprintf("%d crews: the game seats at most five", len(t.Seating)), Allowed: "2 to 5 crews"}
	}
	if !t.Seated(t.FirstPlayer) {
		return &RuleError{Err: ErrNotSeated, Rule: srcSetup, Crew: t.FirstPlayer, Problem: fmt.Sprintf("the first player %q is not seated", t.FirstPlayer), Allowed: strings.Join(t.Seating, ", ")}
	}
	for _, crew := range sortedKeys(t.Power) {
		p := t.Power[crew]
		switch {
		case crew == Guards:
			return &RuleError{Err: ErrPower, Rule: srcSoloLightsOut, Crew: crew, Problem: "the guards' strength comes from their guard cards, not from power cubes", Allowed: strings.Join(t.Crews(), ", ")}
		case !t.Seated(crew):
			return &RuleError{Err: ErrNotSeated, Rule: srcSetup, Crew: crew, Problem: fmt.Sprintf("%q has power cubes but is not seated", crew), Allowed: strings.Join(t.Crews(), ", ")}
		case p < 0 || p > 22:
			return &RuleError{Err: ErrPower, Rule: srcComponents, Crew: crew, Problem: fmt.Sprintf("%s cannot have %d power cubes", crew, p), Allowed: "0 to 22"}
		}
	}
	return nil
}

// crewNotSeated is the error for a name the table does not seat.
func (t Table) crewNotSeated(name string, rule Source) error {
	if name == Guards {
		return &RuleError{Err: ErrGuards, Rule: srcSoloSetup, Crew: name, Problem: "the guards only play in a solitary game, and have no crew tokens", Allowed: strings.Join(t.Crews(), ", ")}
	}
	return &RuleError{Err: ErrNotSeated, Rule: rule, Crew: name, Problem: fmt.Sprintf("%q is not seated at the table", name), Allowed: strings.Join(t.Crews(), ", ")}
}
