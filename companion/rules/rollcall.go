package rules

import (
	"fmt"
	"math/bits"
	"strings"
)

// Assignment is one Roll Call turn's placement: a crew assigns one or more
// tokens to a single location, some of them face down; or, with Breakout,
// its last token to the active legend card.
type Assignment struct {
	Crew     string
	Location Location
	// Legend is true for the token a crew puts on the active legend card when
	// it passes (Breakout); Location is then NoLocation.
	Legend bool
	Tokens []Token
	// FaceDown is how many of Tokens were assigned face down.
	FaceDown int
}

// RollCall is the state of a Roll Call phase: what each crew has assigned so
// far, kept per seat. Its zero value is not usable; call NewRollCall.
type RollCall struct {
	table    Table
	owned    tokenSet
	used     [MaxSeats]tokenSet
	visited  [MaxSeats]uint16 // one bit per location
	faceDown [MaxSeats]int
	onBoard  [MaxSeats]int
	legend   [MaxSeats]bool
}

// NewRollCall starts a Roll Call phase at a table.
func NewRollCall(t Table) (*RollCall, error) {
	if err := t.Check(); err != nil {
		return nil, err
	}
	rc := newRollCall(t)
	return &rc, nil
}

// newRollCall starts a Roll Call phase at a table already checked.
func newRollCall(t Table) RollCall {
	return RollCall{table: t, owned: ownedTokens(&t)}
}

// Left returns the tokens a crew still holds in its holding cell.
func (rc *RollCall) Left(crew string) []Token {
	var used tokenSet
	if s := rc.table.SeatOf(crew); s != NoSeat {
		used = rc.used[s]
	}
	var out []Token
	for _, tok := range CrewTokens(rc.table) {
		if !used.has(tok) {
			out = append(out, tok)
		}
	}
	return out
}

// Legal reports whether the assignment may be made now, reading the state
// only. The error is a *RuleError naming the rule broken:
//
//   - the crew is seated (the guards have no tokens);
//   - one or more tokens, each one the crew owns (no 2 with five crews, a
//     seeker only with Breakout) and has not assigned yet this round;
//   - a location on the board other than the Library, where the crew has not
//     assigned tokens earlier this round;
//   - no more face-down tokens than the round allows (2, or 3 with two
//     players); the legend token does not count;
//   - with Breakout, at most six tokens on the board: one is kept for the
//     legend card, which takes exactly one token per crew.
func (rc *RollCall) Legal(a Assignment) error {
	return rc.legal(rc.table.SeatOf(a.Crew), a)
}

// legal is Legal for the crew at a seat (NoSeat when a.Crew is not seated).
func (rc *RollCall) legal(seat Seat, a Assignment) error {
	t := &rc.table
	if a.Crew == Guards || seat == NoSeat {
		return t.crewNotSeated(a.Crew, srcAssigning)
	}
	where := a.Location.String()
	if a.Legend {
		where = "the legend card"
		if !t.Breakout {
			return &RuleError{Err: ErrBreakout, Rule: srcBoRollCall, Crew: a.Crew, Problem: "the legend card comes with the Breakout expansion", Allowed: "add breakout to the expansions",
				ProblemKey: "refusal.legend-needs-breakout", AllowedKey: "refusal.add-breakout"}
		}
		if a.Location != NoLocation {
			return &RuleError{Err: ErrLegend, Rule: srcBoRollCall, Crew: a.Crew, Location: a.Location, Problem: "a token goes either to a location or to the legend card", ProblemKey: "refusal.location-or-legend"}
		}
	} else {
		switch {
		case a.Location == Library:
			return &RuleError{Err: ErrLibrary, Rule: srcAssigning, Crew: a.Crew, Location: a.Location, Problem: "crew tokens are never assigned to the Library; only stragglers end up there", Allowed: locationList(false),
				ProblemKey: "refusal.library", AllowedKey: "refusal.typed", AllowedArgs: []any{locationList(false)}}
		case a.Location <= NoLocation || a.Location > Library:
			return &RuleError{Err: ErrLocation, Rule: srcAssigning, Crew: a.Crew, Problem: "not a location on the board", Allowed: locationList(false),
				ProblemKey: "refusal.not-a-location", AllowedKey: "refusal.typed", AllowedArgs: []any{locationList(false)}}
		case rc.visited[seat]&(1<<a.Location) != 0:
			return &RuleError{Err: ErrAssignedTwice, Rule: srcAssigning, Crew: a.Crew, Location: a.Location, Problem: fmt.Sprintf("%s already assigned tokens to the %s this round; a crew assigns to each location once per round", a.Crew, a.Location),
				ProblemKey: "refusal.assigned-twice", ProblemArgs: []any{a.Crew, a.Location}}
		}
	}
	if len(a.Tokens) == 0 {
		key, args := "refusal.no-tokens-legend", []any{a.Crew}
		if !a.Legend {
			key, args = "refusal.no-tokens", []any{a.Crew, a.Location}
		}
		return &RuleError{Err: ErrNoTokens, Rule: srcAssigning, Crew: a.Crew, Location: a.Location, Problem: fmt.Sprintf("%s assigns no tokens to %s", a.Crew, where), Allowed: "one or more tokens",
			ProblemKey: key, ProblemArgs: args, AllowedKey: "refusal.one-or-more-tokens"}
	}
	var seen tokenSet
	for _, tok := range a.Tokens {
		if !rc.owned.has(tok) {
			return rc.notOwned(a, tok)
		}
		if rc.used[seat].has(tok) || seen.has(tok) {
			return &RuleError{Err: ErrTokenTwice, Rule: srcCrewTokens, Crew: a.Crew, Location: a.Location, Token: tok, Problem: fmt.Sprintf("%s's %s token is used twice; each token is assigned once per round", a.Crew, tok), Allowed: tokenList(rc.Left(a.Crew)),
				ProblemKey: "refusal.token-twice", ProblemArgs: []any{a.Crew, tok}, AllowedKey: "refusal.typed", AllowedArgs: []any{listArg(tokenList(rc.Left(a.Crew)), "none left", "refusal.none-left")}}
		}
		seen.add(tok)
	}
	if a.Legend {
		if rc.legend[seat] || len(a.Tokens) != 1 {
			return &RuleError{Err: ErrLegend, Rule: srcBoRollCall, Crew: a.Crew, Problem: fmt.Sprintf("%s puts more than one token on the legend card; only the last token goes there", a.Crew), Allowed: "one token per crew",
				ProblemKey: "refusal.legend-one-token", ProblemArgs: []any{a.Crew}, AllowedKey: "refusal.one-token-per-crew"}
		}
		if a.FaceDown < 0 || a.FaceDown > 1 {
			return &RuleError{Err: ErrFaceDown, Rule: srcBoRollCall, Crew: a.Crew, Problem: "the legend token is a single token", Allowed: "0 or 1",
				ProblemKey: "refusal.legend-single", AllowedKey: "refusal.zero-or-one"}
		}
		return nil
	}
	if a.FaceDown < 0 || a.FaceDown > len(a.Tokens) {
		return &RuleError{Err: ErrFaceDown, Rule: srcAssigning, Crew: a.Crew, Location: a.Location, Problem: fmt.Sprintf("%d face-down tokens out of %d assigned", a.FaceDown, len(a.Tokens)), Allowed: fmt.Sprintf("0 to %d", len(a.Tokens)),
			ProblemKey: "refusal.face-down-of", ProblemArgs: []any{a.FaceDown, len(a.Tokens)}, AllowedKey: "refusal.zero-to", AllowedArgs: []any{len(a.Tokens)}}
	}
	if limit := t.FaceDownLimit(); rc.faceDown[seat]+a.FaceDown > limit {
		rule := srcAssigning
		if t.Breakout {
			rule = srcBoRollCall
		}
		return &RuleError{Err: ErrFaceDown, Rule: rule, Crew: a.Crew, Location: a.Location, Problem: fmt.Sprintf("%s would have %d tokens face down this round", a.Crew, rc.faceDown[seat]+a.FaceDown), Allowed: fmt.Sprintf("at most %d per round with %d seats, not counting the legend token", limit, t.Players()),
			ProblemKey: "refusal.face-down-limit", ProblemArgs: []any{a.Crew, rc.faceDown[seat] + a.FaceDown}, AllowedKey: "refusal.face-down-at-most", AllowedArgs: []any{limit, t.Players()}}
	}
	if owned := bits.OnesCount8(uint8(rc.owned)); t.Breakout && rc.onBoard[seat]+len(a.Tokens) > owned-1 {
		return &RuleError{Err: ErrKeepOne, Rule: srcBoRollCall, Crew: a.Crew, Location: a.Location, Problem: fmt.Sprintf("%s would have %d tokens on the board; with Breakout one token is kept for the legend card", a.Crew, rc.onBoard[seat]+len(a.Tokens)), Allowed: fmt.Sprintf("at most %d on the board", owned-1),
			ProblemKey: "refusal.keep-one", ProblemArgs: []any{a.Crew, rc.onBoard[seat] + len(a.Tokens)}, AllowedKey: "refusal.at-most-on-board", AllowedArgs: []any{owned - 1}}
	}
	return nil
}

func (rc *RollCall) notOwned(a Assignment, tok Token) error {
	t := rc.table
	switch {
	case tok == Seeker && !t.Breakout:
		return &RuleError{Err: ErrBreakout, Rule: srcBoRollCall, Crew: a.Crew, Location: a.Location, Token: tok, Problem: "the seeker comes with the Breakout expansion", Allowed: tokenList(CrewTokens(t)),
			ProblemKey: "refusal.seeker-needs-breakout", AllowedKey: "refusal.typed", AllowedArgs: []any{tokenList(CrewTokens(t))}}
	case tok == Two && len(t.Seating) >= 5:
		return &RuleError{Err: ErrNotOwned, Rule: srcSetup, Crew: a.Crew, Location: a.Location, Token: tok, Problem: "with five crews every crew returns its 2 token to the box", Allowed: tokenList(CrewTokens(t)),
			ProblemKey: "refusal.five-crews-no-two", AllowedKey: "refusal.typed", AllowedArgs: []any{tokenList(CrewTokens(t))}}
	}
	return &RuleError{Err: ErrNotOwned, Rule: srcCrewTokens, Crew: a.Crew, Location: a.Location, Token: tok, Problem: fmt.Sprintf("%s has no %s token", a.Crew, tok), Allowed: tokenList(CrewTokens(t)),
		ProblemKey: "refusal.no-such-token", ProblemArgs: []any{a.Crew, tok}, AllowedKey: "refusal.typed", AllowedArgs: []any{tokenList(CrewTokens(t))}}
}

// Apply records a legal assignment. It is the only way the state changes;
// call Legal first (Assign does both).
func (rc *RollCall) Apply(a Assignment) {
	rc.apply(rc.table.SeatOf(a.Crew), a)
}

// apply is Apply for the crew at a seat.
func (rc *RollCall) apply(seat Seat, a Assignment) {
	if seat == NoSeat {
		return
	}
	for _, tok := range a.Tokens {
		rc.used[seat].add(tok)
	}
	if a.Legend {
		rc.legend[seat] = true
		return
	}
	rc.visited[seat] |= 1 << a.Location
	rc.faceDown[seat] += a.FaceDown
	rc.onBoard[seat] += len(a.Tokens)
}

// assignChecked records a crew's tokens at a location already checked on
// its own (checkSite: tokens it owns, each once, a face-down count in
// range), where only what the crew assigned before can break a rule: then
// assign says which.
func (rc *RollCall) assignChecked(seat Seat, loc Location, toks []Token, faceDown int) error {
	var set tokenSet
	for _, tok := range toks {
		set.add(tok)
	}
	t := &rc.table
	if rc.used[seat]&set != 0 || rc.visited[seat]&(1<<loc) != 0 || rc.faceDown[seat]+faceDown > t.FaceDownLimit() ||
		t.Breakout && rc.onBoard[seat]+len(toks) > bits.OnesCount8(uint8(rc.owned))-1 {
		return rc.assign(seat, Assignment{Crew: t.Seating[seat], Location: loc, Tokens: toks, FaceDown: faceDown})
	}
	rc.used[seat] |= set
	rc.visited[seat] |= 1 << loc
	rc.faceDown[seat] += faceDown
	rc.onBoard[seat] += len(toks)
	return nil
}

// Assign checks an assignment and records it if it is legal.
func (rc *RollCall) Assign(a Assignment) error {
	return rc.assign(rc.table.SeatOf(a.Crew), a)
}

// assign is Assign for the crew at a seat.
func (rc *RollCall) assign(seat Seat, a Assignment) error {
	if err := rc.legal(seat, a); err != nil {
		return err
	}
	rc.apply(seat, a)
	return nil
}

func tokenList(ts []Token) string {
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = t.String()
	}
	if len(names) == 0 {
		return "none left"
	}
	return strings.Join(names, ", ")
}

func locationList(withLibrary bool) string {
	var names []string
	for _, l := range AllLocations {
		if l != Library || withLibrary {
			names = append(names, l.Slug())
		}
	}
	return strings.Join(names, ", ")
}
