package rules

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// The catacombs board of the Breakout expansion (Breakout rulebook,
// "Advancing in the Catacombs", "Khathandor's Tomb", "Prison Breakout").
// The rulebook does not print the board: its spaces, paths, costs and loot
// icons are card data the player types once into the card catalog, so the
// engine only knows the shape every board has (an ENTRANCE, numbered
// spaces, the TOMB, the ESCAPED space) and checks moves against the board
// it is given.

// ErrCatacombs: a lantern move the catacombs board does not allow, or a
// board that cannot be (no ENTRANCE, a path back, a space out of reach).
var ErrCatacombs = errors.New("catacombs")

var (
	srcAdvancing = Source{BreakoutRulebook, "Advancing in the Catacombs", 0}
	srcTomb      = Source{BreakoutRulebook, "Khathandor's Tomb", 0}
	srcEscape    = Source{BreakoutRulebook, "Prison Breakout", 0}
)

// SpaceKind is what a space of the catacombs board is.
type SpaceKind int

// The kinds of space.
const (
	NoSpace SpaceKind = iota
	// Entrance is where every lantern starts.
	Entrance
	// Numbered is a space with a printed number: the stars its lantern
	// scores at final scoring.
	Numbered
	// Tomb is Khathandor's Tomb: loot, no farther, 15 stars at the end.
	Tomb
	// Escaped is the ESCAPED space: 17 stars plus 3 per round left, at once.
	Escaped
)

var spaceKindNames = [...]string{"no space", "entrance", "numbered", "tomb", "escaped"}

// String returns the kind in lower case ("tomb").
func (k SpaceKind) String() string {
	if k < NoSpace || int(k) >= len(spaceKindNames) {
		return "no space"
	}
	return spaceKindNames[k]
}

// Space is one space of the catacombs board.
type Space struct {
	Kind SpaceKind
	// Number is the printed number of a Numbered space (1 or more).
	Number int
	// Loot is true when the space shows the loot icon: a stack of loot
	// tokens lies there.
	Loot bool
}

// Label returns how a player names the space: "entrance", "tomb",
// "escaped" or its number.
func (s Space) Label() string {
	if s.Kind == Numbered {
		return strconv.Itoa(s.Number)
	}
	return s.Kind.String()
}

// ParseSpace reads a space as a player names it: entrance, tomb, escaped or
// a printed number (1 to 99), or our Spanish or Chinese word for a named
// space ("Tumba", "入口"). Loot is left false.
func ParseSpace(s string) (Space, error) {
	if sp, ok := parseSpace(s); ok {
		return sp, nil
	}
	if id, ok := foreign("space", s); ok {
		if sp, ok := parseSpace(id); ok {
			return sp, nil
		}
	}
	return Space{}, fmt.Errorf("%q is not a space of the catacombs (%s)", s, SpaceForms)
}

// parseSpace reads a space's English name or its number.
func parseSpace(s string) (Space, bool) {
	switch v := strings.ToLower(strings.TrimSpace(s)); v {
	case "entrance":
		return Space{Kind: Entrance}, true
	case "tomb":
		return Space{Kind: Tomb}, true
	case "escaped":
		return Space{Kind: Escaped}, true
	default:
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 99 {
			return Space{}, false
		}
		return Space{Kind: Numbered, Number: n}, true
	}
}

// SpaceForms says how spaces are written, for messages.
const SpaceForms = "entrance, tomb, escaped, or the number printed on the space"

// Path is one arrow of the catacombs board, from a space to the next, with
// the resources it costs to take (Breakout rulebook, "Advancing in the
// Catacombs").
type Path struct {
	From, To int // indexes into Catacombs.Spaces
	Cost     Resources
}

// Catacombs is a catacombs board as the player typed it: its spaces (the
// ENTRANCE first) and the paths between them.
type Catacombs struct {
	Spaces []Space
	Paths  []Path
}

// Find returns the index of the space a player names, or -1.
func (c *Catacombs) Find(s Space) int {
	for i, sp := range c.Spaces {
		if sp.Kind == s.Kind && (s.Kind != Numbered || sp.Number == s.Number) {
			return i
		}
	}
	return -1
}

// Entrance returns the index of the ENTRANCE.
func (c *Catacombs) Entrance() int { return c.Find(Space{Kind: Entrance}) }

// PathsFrom appends to buf the paths leaving space from, in the order typed,
// and returns it.
func (c *Catacombs) PathsFrom(from int, buf []Path) []Path {
	for _, p := range c.Paths {
		if p.From == from {
			buf = append(buf, p)
		}
	}
	return buf
}

// PathTo returns the path from one space to another, and whether there is
// one.
func (c *Catacombs) PathTo(from, to int) (Path, bool) {
	for _, p := range c.Paths {
		if p.From == from && p.To == to {
			return p, true
		}
	}
	return Path{}, false
}

// End reports whether a lantern on the space can go no farther: the TOMB
// and ESCAPED (Breakout rulebook, "Khathandor's Tomb"; "Prison Breakout").
func (s Space) End() bool { return s.Kind == Tomb || s.Kind == Escaped }

// Check refuses a board that cannot be: not one ENTRANCE, TOMB and ESCAPED
// each; two spaces of one number; a path out of the TOMB or ESCAPED, into
// the ENTRANCE, to itself, twice between two spaces, or with a negative
// cost; a loop (lanterns only move forward); a space no path reaches; a
// dead end that is not the TOMB or ESCAPED.
func (c *Catacombs) Check() error {
	fail := func(key, format string, a ...any) error {
		return &RuleError{Err: ErrCatacombs, Rule: srcAdvancing, Problem: fmt.Sprintf(format, a...),
			ProblemKey: key, ProblemArgs: a}
	}
	var count [Escaped + 1]int
	for i, s := range c.Spaces {
		if s.Kind <= NoSpace || s.Kind > Escaped {
			return fail("refusal.space-no-kind", "space %d has no kind", i+1)
		}
		count[s.Kind]++
		if s.Kind == Numbered {
			if s.Number < 1 || s.Number > 99 {
				return fail("refusal.space-number", "space number %d is not 1 to 99", s.Number)
			}
			if c.Find(s) != i {
				return fail("refusal.space-number-twice", "two spaces are numbered %d", s.Number)
			}
		} else if s.Number != 0 {
			return fail("refusal.space-no-number", "the %s has no number", spaceKindArg(s.Kind))
		}
		if s.Kind == Entrance && s.Loot {
			return fail("refusal.entrance-no-loot", "the entrance has no loot")
		}
	}
	for _, k := range [...]SpaceKind{Entrance, Tomb, Escaped} {
		if count[k] != 1 {
			return fail("refusal.space-count", "the board has %d %s spaces; it has exactly one", count[k], spaceKindArg(k))
		}
	}
	n := len(c.Spaces)
	in := make([]int, n)
	out := make([]int, n)
	for i, p := range c.Paths {
		if p.From < 0 || p.From >= n || p.To < 0 || p.To >= n {
			return fail("refusal.path-no-space", "path %d joins spaces the board does not have", i+1)
		}
		from, to := c.Spaces[p.From], c.Spaces[p.To]
		switch {
		case p.From == p.To:
			return fail("refusal.path-to-itself", "a path from %s leads back to it", spaceArg(from))
		case from.End():
			return fail("refusal.path-from-end", "a path leaves the %s; no lantern goes farther from there", spaceArg(from))
		case to.Kind == Entrance:
			return fail("refusal.path-into-entrance", "a path leads into the entrance; lanterns only move forward")
		case p.Cost.Scrap < 0 || p.Cost.Potions < 0 || p.Cost.Iron < 0 || p.Cost.Gold < 0:
			return fail("refusal.path-negative-cost", "the path from %s to %s has a negative cost", spaceArg(from), spaceArg(to))
		}
		for _, q := range c.Paths[:i] {
			if q.From == p.From && q.To == p.To {
				return fail("refusal.paths-twice", "two paths lead from %s to %s", spaceArg(from), spaceArg(to))
			}
		}
		in[p.To]++
		out[p.From]++
	}
	for i, s := range c.Spaces {
		if s.Kind != Entrance && in[i] == 0 {
			return fail("refusal.no-path-to", "no path leads to %s", spaceArg(s))
		}
		if !s.End() && out[i] == 0 {
			return fail("refusal.dead-end", "no path leaves %s; only the tomb and escaped are ends", spaceArg(s))
		}
	}
	// Every lantern moves forward: the paths make no loop (Kahn's order).
	seen, queue := 0, []int{c.Entrance()}
	left := append([]int(nil), in...)
	for len(queue) > 0 {
		v := queue[0]
		queue = queue[1:]
		seen++
		for _, p := range c.Paths {
			if p.From == v {
				if left[p.To]--; left[p.To] == 0 {
					queue = append(queue, p.To)
				}
			}
		}
	}
	if seen != n {
		return fail("refusal.paths-loop", "the paths make a loop or leave spaces out of reach from the entrance; lanterns only move forward")
	}
	return nil
}

// CheckMove refuses a lantern step from one space to the next that the
// board does not allow: no path there, or a cost not paid exactly
// (Breakout rulebook, "Advancing in the Catacombs"). held is what the crew
// has; the guards pass NoLimit-like holdings the same way.
func (c *Catacombs) CheckMove(from, to int, paid, held Resources) error {
	if from < 0 || from >= len(c.Spaces) || to < 0 || to >= len(c.Spaces) {
		return &RuleError{Err: ErrCatacombs, Rule: srcAdvancing, Problem: "a space the board does not have",
			ProblemKey: "refusal.no-such-space"}
	}
	fs, ts := c.Spaces[from], c.Spaces[to]
	if fs.End() {
		rule := srcTomb
		if fs.Kind == Escaped {
			rule = srcEscape
		}
		return &RuleError{Err: ErrCatacombs, Rule: rule, Problem: fmt.Sprintf("the lantern is on the %s and can go no farther", fs.Label()),
			ProblemKey: "refusal.lantern-at-end", ProblemArgs: []any{spaceArg(fs)}}
	}
	p, ok := c.PathTo(from, to)
	if !ok {
		var next []string
		for _, q := range c.PathsFrom(from, nil) {
			next = append(next, c.Spaces[q.To].Label())
		}
		return &RuleError{Err: ErrCatacombs, Rule: srcAdvancing, Problem: fmt.Sprintf("no path leads from %s to %s", fs.Label(), ts.Label()), Allowed: strings.Join(next, ", "),
			ProblemKey: "refusal.no-path", ProblemArgs: []any{spaceArg(fs), spaceArg(ts)}, AllowedKey: "refusal.typed", AllowedArgs: []any{strings.Join(next, ", ")}}
	}
	if paid != p.Cost {
		return &RuleError{Err: ErrCatacombs, Rule: srcAdvancing, Problem: fmt.Sprintf("the path from %s to %s costs %s, not %s", fs.Label(), ts.Label(), costWords(p.Cost), costWords(paid)),
			ProblemKey: "refusal.path-cost-paid", ProblemArgs: []any{spaceArg(fs), spaceArg(ts), costArg(p.Cost), costArg(paid)}}
	}
	if !held.Covers(paid) {
		return &RuleError{Err: ErrCatacombs, Rule: srcAdvancing, Problem: fmt.Sprintf("the path from %s to %s costs %s, and the crew has %s", fs.Label(), ts.Label(), costWords(p.Cost), costWords(held)),
			ProblemKey: "refusal.path-cost-held", ProblemArgs: []any{spaceArg(fs), spaceArg(ts), costArg(p.Cost), costArg(held)}}
	}
	return nil
}

// spaceArg is a space as a refusal's argument: its label, a named space's
// in the reader's words.
func spaceArg(s Space) any {
	if s.Kind == Numbered {
		return s.Label()
	}
	return spaceKindArg(s.Kind)
}

// spaceKindArg is a kind of space as a refusal's argument.
func spaceKindArg(k SpaceKind) Phrase {
	return Phrase{Key: "refusal.space." + k.String(), En: k.String()}
}

// costArg is cubes as a refusal's argument, as costWords says them.
func costArg(r Resources) any {
	if r.Total() == 0 {
		return Phrase{Key: "list.nothing", En: "nothing"}
	}
	return r
}

func costWords(r Resources) string {
	if r.Total() == 0 {
		return "nothing"
	}
	return r.String()
}

// CanPay reports whether holdings cover a path's cost.
func (p Path) CanPay(held Resources) bool {
	return held.Covers(p.Cost)
}

// EscapeStars returns what reaching the ESCAPED space scores at once in a
// round: 17 plus 3 per round left after it (Breakout rulebook, "Prison
// Breakout": 23 in the fourth round).
func EscapeStars(round int) int { return 17 + 3*max(0, LastRound-round) }

// LastRound is the sixth and last round (core rulebook, "Game End").
const LastRound = 6

// TombStars is what a lantern on the TOMB scores at final scoring.
const TombStars = 15

// LanternProgress returns how far a lantern stands in the catacombs, for the
// Explorer goal: larger is farther. A numbered space counts by its number,
// except that "9" and "10" count as equally far and "13" counts as farther
// than the TOMB, which counts just past "12" (Breakout rulebook, "Notes",
// Explorer; ruling explorer-progress). ESCAPED is farther than any space.
func LanternProgress(s Space) int {
	switch s.Kind {
	case Numbered:
		n := s.Number
		if n == 10 {
			n = 9
		}
		return 2 * n
	case Tomb:
		return 2*12 + 1
	case Escaped:
		return 1000
	}
	return 0
}
