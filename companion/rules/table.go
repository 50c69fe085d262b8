package rules

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Guards is the seat name of the guards in a solitary game: the seating of a
// solitary game is the crew and the guards, e.g. [Rin, guards].
const Guards = "guards"

// MaxCrews is the most crews a game seats (a five-player game).
const MaxCrews = 5

// MaxSeats is the most seats at a table: five crews, or one crew and the
// guards. The per-seat arrays of the Lights Out engine have this length.
const MaxSeats = MaxCrews

// Seat is a place at the table: its index in Table.Seating, counted
// clockwise from the first seat listed (0). The engine keys everything a
// crew has by its seat; names are what players see, so the results carry
// them too.
type Seat int

// NoSeat is nobody at the table.
const NoSeat Seat = -1

// String returns "seat 1" for the first seat, and so on; "no seat" for
// NoSeat. Players read names: Table.Name gives a seat's.
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
	// FirstPlayer is the seat holding the first player marker.
	FirstPlayer Seat
	// Power is each seat's power cubes, the strength of its enforcer. Every
	// crew starts with 1 (core rulebook, "Game Setup", step 10); the guards'
	// seat and the seats beyond Seating have none.
	Power [MaxSeats]int
	// Breakout is true when the Breakout expansion is played.
	Breakout bool
	// SeekerTieAtReach breaks a tie among the seekers' crews at a tunnel
	// from the holder of the first player marker as the location was
	// reached, before its rewards could move the marker: how the tracker
	// played it before log version 8. The rules break it from the holder
	// once the rewards are collected (ruling bo-tunnel-marker); only the
	// replay of an older game file sets it.
	SeekerTieAtReach bool
}

// Solo reports whether the table is a solitary game: one crew against the
// guards.
func (t Table) Solo() bool { return t.solo() }

// solo is Solo without copying the table: the lights-out checks ask it at
// every location.
func (t *Table) solo() bool {
	for _, s := range t.Seating {
		if s == Guards {
			return true
		}
	}
	return false
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

// Name returns the name at a seat; a seat beyond the seating is named by its
// number ("seat 6").
func (t Table) Name(s Seat) string {
	if !t.hasSeat(s) {
		return s.String()
	}
	return t.Seating[s]
}

// hasSeat reports whether the seat is at the table.
func (t *Table) hasSeat(s Seat) bool { return s >= 0 && int(s) < len(t.Seating) }

// crewSeat reports whether the seat is a crew's: at the table and not the
// guards'.
func (t *Table) crewSeat(s Seat) bool { return t.hasSeat(s) && t.Seating[s] != Guards }

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

// distance returns how far clockwise a seat sits from the holder of the
// first player marker, which breaks ties (core rulebook, "Determine Crew
// Strengths").
func (t *Table) distance(from, s Seat) int {
	n := len(t.Seating)
	return (int(s) - int(from) + n) % n
}

// Check reports whether the table can play: two to five crews with distinct,
// non-empty names, or one crew and the guards; a seated first player; power
// cubes for seated crews only, from 0 to the 22 in the box.
func (t Table) Check() error { return t.check() }

// check is Check without copying the table.
func (t *Table) check() error {
	solo := false // t.solo(), found in the same pass
	for i, s := range t.Seating {
		solo = solo || s == Guards
		if blank(s) {
			return &RuleError{Err: ErrSeating, Rule: srcSetup, Problem: "a seat has no name", Allowed: "a crew's name",
				ProblemKey: "refusal.seat-no-name", AllowedKey: "refusal.a-crew-name"}
		}
		for _, before := range t.Seating[:i] {
			if before == s {
				return &RuleError{Err: ErrSeating, Rule: srcSetup, Crew: s, Problem: fmt.Sprintf("%s sits at the table twice", s), Allowed: "each name once",
					ProblemKey: "refusal.seated-twice", ProblemArgs: []any{s}, AllowedKey: "refusal.each-name-once"}
			}
		}
	}
	switch {
	case solo && len(t.Seating) != 2:
		return &RuleError{Err: ErrSeating, Rule: srcSoloSetup, Problem: fmt.Sprintf("a solitary game seats one crew and the guards, not %d seats", len(t.Seating)), Allowed: "[your crew, guards]",
			ProblemKey: "refusal.solo-seats", ProblemArgs: []any{len(t.Seating)}, AllowedKey: "refusal.solo-seating"}
	case len(t.Seating) < 2:
		return &RuleError{Err: ErrSeating, Rule: srcSetup, Problem: plural(len(t.Seating), "seat", "seats") + ": a game needs two to five crews, or one crew and the guards", Allowed: "2 to 5 crews, or [your crew, guards]",
			ProblemKey: seatsKey(len(t.Seating)), ProblemArgs: []any{len(t.Seating)}, AllowedKey: "refusal.crews-or-solo"}
	case len(t.Seating) > MaxCrews:
		return &RuleError{Err: ErrSeating, Rule: srcSetup, Problem: fmt.Sprintf("%d crews: the game seats at most five", len(t.Seating)), Allowed: "2 to 5 crews",
			ProblemKey: "refusal.too-many-crews", ProblemArgs: []any{len(t.Seating)}, AllowedKey: "refusal.two-to-five-crews"}
	}
	if !t.hasSeat(t.FirstPlayer) {
		return &RuleError{Err: ErrNotSeated, Rule: srcSetup, Crew: t.Name(t.FirstPlayer), Problem: fmt.Sprintf("the first player (%s) is not seated", t.FirstPlayer), Allowed: strings.Join(t.Seating, ", "),
			ProblemKey: "refusal.first-player-not-seated", ProblemArgs: []any{t.FirstPlayer}, AllowedKey: "refusal.typed", AllowedArgs: []any{strings.Join(t.Seating, ", ")}}
	}
	for s := range t.Power { // by index: ranging over the array would copy it
		if p := t.Power[s]; p != 0 && (!t.crewSeat(Seat(s)) || p < 0 || p > 22) {
			return firstByName(t, t.powerError)
		}
	}
	return nil
}

// blank reports whether a name is empty or only white space. A name
// starting with a printable ASCII character is not: the check of every
// seat at every location is spared strings.TrimSpace.
func blank(name string) bool {
	return (name == "" || name[0] <= ' ' || name[0] >= utf8.RuneSelf) && strings.TrimSpace(name) == ""
}

// powerError says what is wrong with a seat's power cubes.
func (t *Table) powerError(s Seat) error {
	p := t.Power[s]
	switch {
	case p == 0:
		return nil
	case t.hasSeat(s) && t.Seating[s] == Guards:
		return &RuleError{Err: ErrPower, Rule: srcSoloLightsOut, Crew: Guards, Problem: "the guards' strength comes from their guard cards, not from power cubes", Allowed: strings.Join(t.Crews(), ", "),
			ProblemKey: "refusal.guards-no-power", AllowedKey: "refusal.typed", AllowedArgs: []any{strings.Join(t.Crews(), ", ")}}
	case !t.hasSeat(s):
		return &RuleError{Err: ErrNotSeated, Rule: srcSetup, Crew: t.Name(s), Problem: fmt.Sprintf("%s has power cubes but is not at the table", s), Allowed: strings.Join(t.Crews(), ", "),
			ProblemKey: "refusal.power-not-seated", ProblemArgs: []any{s}, AllowedKey: "refusal.typed", AllowedArgs: []any{strings.Join(t.Crews(), ", ")}}
	case p < 0 || p > 22:
		return &RuleError{Err: ErrPower, Rule: srcComponents, Crew: t.Seating[s], Problem: fmt.Sprintf("%s cannot have %d power cubes", t.Seating[s], p), Allowed: "0 to 22",
			ProblemKey: "refusal.power-cubes", ProblemArgs: []any{t.Seating[s], p}, AllowedKey: "refusal.zero-to", AllowedArgs: []any{22}}
	}
	return nil
}

// firstByName runs a check for every seat and returns the error of the seat
// whose name sorts first, so that a table with several mistakes is told of
// the same one whatever its seating (the checks once read the crews in name
// order). Seats beyond the seating come last. It is nil when every seat
// passes.
func firstByName(t *Table, check func(Seat) error) error {
	var first error
	var firstSeat Seat
	for s := Seat(0); s < MaxSeats; s++ {
		err := check(s)
		if err == nil {
			continue
		}
		if first == nil || t.before(s, firstSeat) {
			first, firstSeat = err, s
		}
	}
	return first
}

// before reports whether seat a's name sorts before seat b's; seats beyond
// the seating sort after every seated name, in seat order.
func (t *Table) before(a, b Seat) bool {
	switch ina, inb := t.hasSeat(a), t.hasSeat(b); {
	case ina && inb:
		return t.Seating[a] < t.Seating[b]
	case ina != inb:
		return ina
	}
	return a < b
}

// seatsKey is the catalog key of the refusal of a table with too few
// seats: one seat or none.
func seatsKey(n int) string {
	if n == 1 {
		return "refusal.one-seat"
	}
	return "refusal.too-few-seats"
}

// crewNotSeated is the error for a name the table does not seat.
func (t Table) crewNotSeated(name string, rule Source) error {
	if name == Guards {
		return &RuleError{Err: ErrGuards, Rule: srcSoloSetup, Crew: name, Problem: "the guards only play in a solitary game, and have no crew tokens", Allowed: strings.Join(t.Crews(), ", "),
			ProblemKey: "refusal.guards-solo-only", AllowedKey: "refusal.typed", AllowedArgs: []any{strings.Join(t.Crews(), ", ")}}
	}
	return &RuleError{Err: ErrNotSeated, Rule: rule, Crew: name, Problem: fmt.Sprintf("%q is not seated at the table", name), Allowed: strings.Join(t.Crews(), ", "),
		ProblemKey: "refusal.not-seated", ProblemArgs: []any{name}, AllowedKey: "refusal.typed", AllowedArgs: []any{strings.Join(t.Crews(), ", ")}}
}

// CheckedTable is a Table checked once (Table.Checked), for a caller that
// resolves location after location at the same table, as a simulated game
// does: Resolution.ResolveChecked checks each site but not the seating again.
// Only the power cubes and the first player marker change during a Lights
// Out phase; SetPower and SetFirstPlayer check what they change, so the
// table stays one Check accepts. The seating's names are shared with the
// Table it was made from, not copied: they must not change afterwards.
type CheckedTable struct {
	t Table
	// crews and guards are the crews' seats and the guards' seat, one bit
	// per seat (seatBits); owned is the tokens each crew owns.
	crews, guards uint8
	owned         tokenSet
}

// Checked checks the table (Check) and returns it checked once.
func (t Table) Checked() (CheckedTable, error) {
	var st CheckedTable
	err := st.from(&t)
	return st, err
}

// from checks t and keeps it in st.
func (st *CheckedTable) from(t *Table) error {
	if err := t.check(); err != nil {
		return err
	}
	st.t = *t
	st.crews, st.guards = seatBits(t)
	st.owned = ownedTokens(t)
	return nil
}

// Table returns the table as it now stands.
func (st *CheckedTable) Table() Table { return st.t }

// FirstPlayer returns the seat holding the first player marker.
func (st *CheckedTable) FirstPlayer() Seat { return st.t.FirstPlayer }

// SetFirstPlayer moves the first player marker to a seat, which must be
// seated.
func (st *CheckedTable) SetFirstPlayer(s Seat) error {
	if !st.t.hasSeat(s) {
		t := st.t
		t.FirstPlayer = s
		return t.check() // Check's refusal of that first player
	}
	st.t.FirstPlayer = s
	return nil
}

// Power returns a seat's power cubes, 0 for a seat beyond the table.
func (st *CheckedTable) Power(s Seat) int {
	if s < 0 || s >= MaxSeats {
		return 0
	}
	return st.t.Power[s]
}

// SetPower sets a seat's power cubes, as Check allows them: a crew's seat,
// 0 to 22. A refused change leaves the table as it was.
func (st *CheckedTable) SetPower(s Seat, power int) error {
	if s < 0 || s >= MaxSeats {
		return &RuleError{Err: ErrNotSeated, Rule: srcSetup, Crew: s.String(), Problem: fmt.Sprintf("%s has power cubes but is not at the table", s), Allowed: strings.Join(st.t.Crews(), ", "),
			ProblemKey: "refusal.power-not-seated", ProblemArgs: []any{s}, AllowedKey: "refusal.typed", AllowedArgs: []any{strings.Join(st.t.Crews(), ", ")}}
	}
	if power == st.t.Power[s] {
		return nil
	}
	old := st.t.Power[s]
	st.t.Power[s] = power
	if err := st.t.powerError(s); err != nil {
		st.t.Power[s] = old
		return err
	}
	return nil
}
