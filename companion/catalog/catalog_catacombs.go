package catalog

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
)

// The catacombs board of the Breakout expansion is card data the rulebook
// does not print: the player types each space once, as a space card named
// by its label as rules.ParseSpace reads it ("entrance", "1", "tomb",
// "escaped"), with its loot icon and the paths leaving it, and
// Catalog.Catacombs builds the board (rules.Catacombs) from them.

// Where the rules of the board come from.
const (
	srcAdvancing = `Breakout rulebook, "Advancing in the Catacombs"`
	srcTomb      = `Breakout rulebook, "Khathandor's Tomb"`
	srcEscape    = `Breakout rulebook, "Prison Breakout"`
	srcBox       = `Breakout rulebook, "Components"`
)

// SpacePath is one arrow leaving a space of the catacombs board: the space
// it leads to and the resources it costs to take (Breakout rulebook,
// "Advancing in the Catacombs").
type SpacePath struct {
	// To is the space the arrow leads to (its Loot is not used).
	To rules.Space
	// Cost is what taking the path costs: no cost, or resource icons.
	Cost rules.Resources
}

// String writes the path as ParsePath reads it: "5", or "5: 1 iron" when
// it has a cost.
func (p SpacePath) String() string {
	if p.Cost == (rules.Resources{}) {
		return p.To.Label()
	}
	return p.To.Label() + ": " + p.Cost.String()
}

// PathForms says how a space's paths are written, for messages and forms.
const PathForms = `the spaces its arrows lead to, separated by semicolons, each followed by its cost if it has one, e.g. "4; 5: 1 iron; tomb: 2 scrap, 1 gold" (a space is ` + rules.SpaceForms + `; a cost counts scrap, potions, iron and gold), or "none"`

// pathWords are the words of a path's cost: resources only, as the board
// prints resource icons (no "any").
var pathWords = rules.CostWords[:4]

// ParsePath reads one path as SpacePath.String writes it: a space, then,
// after a colon, its cost ("5: 1 iron"); without a colon, or with the cost
// "none", the path costs nothing.
func ParsePath(text string) (SpacePath, error) {
	label, cost, paid := strings.Cut(text, ":")
	label = strings.TrimSpace(label)
	if label == "" {
		return SpacePath{}, fmt.Errorf("path %q: name the space the arrow leads to first, e.g. \"5: 1 iron\"", strings.TrimSpace(text))
	}
	to, err := rules.ParseSpace(label)
	if err != nil {
		if strings.Contains(label, ",") {
			return SpacePath{}, fmt.Errorf("path %q: %w; separate paths with semicolons, e.g. \"4; 5: 1 iron\"", strings.TrimSpace(text), err)
		}
		return SpacePath{}, fmt.Errorf("path %q: %w", strings.TrimSpace(text), err)
	}
	var c [4]int
	if paid {
		if strings.TrimSpace(cost) == "" {
			return SpacePath{}, fmt.Errorf("path %q: write the cost after the colon (e.g. \"%s: 1 iron\"), or leave the colon out for a path without a cost", strings.TrimSpace(text), to.Label())
		}
		if err := parseCounts(cost, pathWords, c[:]); err != nil {
			for part := range strings.SplitSeq(cost, ",") {
				if s, serr := rules.ParseSpace(part); serr == nil {
					// "5: 1 iron, 4": a comma where a semicolon belongs.
					return SpacePath{}, fmt.Errorf("path %q: %s is a space, not a cost; separate paths with semicolons, e.g. \"%s: 1 iron; %s\"", strings.TrimSpace(text), s.Label(), to.Label(), s.Label())
				}
			}
			return SpacePath{}, fmt.Errorf("path %q: %w", strings.TrimSpace(text), err)
		}
	}
	return SpacePath{To: to, Cost: rules.Resources{Scrap: c[0], Potions: c[1], Iron: c[2], Gold: c[3]}}, nil
}

// ParsePaths reads the paths leaving a space as PathsString writes them:
// paths separated by semicolons (ParsePath), or "none". A space is named
// once.
func ParsePaths(text string) ([]SpacePath, error) {
	list := []SpacePath{}
	if t := strings.TrimSpace(text); t == "" || strings.EqualFold(t, "none") {
		return list, nil
	}
	for part := range strings.SplitSeq(text, ";") {
		if strings.TrimSpace(part) == "" {
			return nil, fmt.Errorf("an empty path between semicolons in %q; write each path once, e.g. \"4; 5: 1 iron\"", strings.TrimSpace(text))
		}
		p, err := ParsePath(part)
		if err != nil {
			return nil, err
		}
		if list, err = appendPath(list, p); err != nil {
			return nil, err
		}
	}
	return list, nil
}

// appendPath adds a path to the paths of one space, refusing a second path
// to the same space.
func appendPath(list []SpacePath, p SpacePath) ([]SpacePath, error) {
	if slices.ContainsFunc(list, func(q SpacePath) bool { return sameSpace(q.To, p.To) }) {
		return nil, fmt.Errorf("two paths lead to %s; name each space once", p.To.Label())
	}
	return append(list, p), nil
}

// PathsString writes paths as ParsePaths reads them: "4; 5: 1 iron", or
// "none".
func PathsString(paths []SpacePath) string {
	if len(paths) == 0 {
		return "none"
	}
	parts := make([]string, len(paths))
	for i, p := range paths {
		parts[i] = p.String()
	}
	return strings.Join(parts, "; ")
}

// sameSpace reports whether two spaces are the same space of the board,
// whatever their loot icon.
func sameSpace(a, b rules.Space) bool { return a.Kind == b.Kind && a.Number == b.Number }

// spaceOf reads a space card's name as the space it is; the zero Space
// (NoSpace) when the name is not a space's label.
func spaceOf(name string) rules.Space {
	s, err := rules.ParseSpace(name)
	if err != nil || NameKey(name) != s.Label() {
		return rules.Space{}
	}
	return s
}

// SpaceLootApplies reports whether a space card is asked its loot icon:
// every space but the ENTRANCE, where the lanterns start and no loot lies,
// and the TOMB, which holds a stack of loot tokens (Breakout rulebook,
// "Khathandor's Tomb").
func SpaceLootApplies(s rules.Space) bool { return s.Kind == rules.Numbered || s.Kind == rules.Escaped }

// SpacePathsApply reports whether a space card is asked the paths leaving
// it: every space but the TOMB and ESCAPED, where lanterns go no farther
// (Breakout rulebook, "Khathandor's Tomb"; "Prison Breakout").
func SpacePathsApply(s rules.Space) bool { return s.Kind == rules.Entrance || s.Kind == rules.Numbered }

// SpaceLoot returns whether a space card's space shows the loot icon: as
// typed, but known where its label says it: not on the ENTRANCE, where the
// lanterns start, and on the TOMB, which holds a stack of loot tokens
// (Breakout rulebook, "Khathandor's Tomb").
func (c Card) SpaceLoot() Printed[bool] {
	switch spaceOf(c.Name).Kind {
	case rules.Entrance:
		return Know(false)
	case rules.Tomb:
		return Know(true)
	}
	return c.Loot
}

// checkSpace checks a space card's name and values, each on its own: a
// label the board prints, the Breakout box, no loot on the ENTRANCE and a
// stack on the TOMB, no path out of the TOMB or ESCAPED and at least one out
// of any other space, and paths that lead forward to other spaces, each
// once, with costs from 0 to 99. The board as a whole is checked when it
// is built (BuildCatacombs).
func (c Card) checkSpace() error {
	s := spaceOf(c.Name)
	if s.Kind == rules.NoSpace {
		if p, err := rules.ParseSpace(c.Name); err == nil {
			return fmt.Errorf("write the space as %q", p.Label())
		}
		return fmt.Errorf("a space is named by its label: %s", rules.SpaceForms)
	}
	if c.Expansion == CoreGame {
		return fmt.Errorf("the catacombs board comes in the Breakout box, not the core game's (%s)", srcBox)
	}
	switch {
	case c.Loot.Known && c.Loot.Value && s.Kind == rules.Entrance:
		return errors.New("loot: the entrance shows no loot icon: the lanterns start there")
	case c.Loot.Known && !c.Loot.Value && s.Kind == rules.Tomb:
		return fmt.Errorf("loot: the tomb holds a stack of loot tokens (%s)", srcTomb)
	}
	if !c.Paths.Known {
		return nil
	}
	switch {
	case s.Kind == rules.Tomb && len(c.Paths.Value) > 0:
		return fmt.Errorf("paths: no path leaves the tomb: a lantern there goes no farther (%s)", srcTomb)
	case s.Kind == rules.Escaped && len(c.Paths.Value) > 0:
		return fmt.Errorf("paths: no path leaves escaped: a lantern there goes no farther (%s)", srcEscape)
	case !s.End() && len(c.Paths.Value) == 0:
		return fmt.Errorf("paths: a path leaves every space but the tomb and escaped: type the spaces the arrows from %s lead to (%s)", s.Label(), srcAdvancing)
	}
	for i, p := range c.Paths.Value {
		to := p.To
		switch {
		case to.Kind <= rules.NoSpace || to.Kind > rules.Escaped || (to.Kind == rules.Numbered) != (to.Number != 0) || to.Number < 0 || to.Number > 99:
			return fmt.Errorf("paths: path %d leads to no space of the board (%s)", i+1, rules.SpaceForms)
		case sameSpace(to, s):
			return fmt.Errorf("paths: a path leads from %s back to it; lanterns only move forward (%s)", s.Label(), srcAdvancing)
		case to.Kind == rules.Entrance:
			return fmt.Errorf("paths: the path from %s leads into the entrance; lanterns only move forward (%s)", s.Label(), srcAdvancing)
		}
		for _, n := range [...]int{p.Cost.Scrap, p.Cost.Potions, p.Cost.Iron, p.Cost.Gold} {
			if n < 0 || n > 99 {
				return fmt.Errorf("paths: the path from %s to %s costs %d of a resource, not 0 to 99", s.Label(), to.Label(), n)
			}
		}
		if slices.ContainsFunc(c.Paths.Value[:i], func(q SpacePath) bool { return sameSpace(q.To, to) }) {
			return fmt.Errorf("paths: two paths lead from %s to %s; name each space once", s.Label(), to.Label())
		}
	}
	return nil
}

// spaceOrder orders spaces as a board lists them: the ENTRANCE, the
// numbered spaces by number, the TOMB, ESCAPED.
func spaceOrder(a, b rules.Space) int {
	if n := cmp.Compare(a.Kind, b.Kind); n != 0 {
		return n
	}
	return cmp.Compare(a.Number, b.Number)
}

// ErrCatacombsNotTyped marks a catacombs board whose space cards are not
// all typed yet (CatacombsError.Gaps).
var ErrCatacombsNotTyped = errors.New("the catacombs board is not all typed yet")

// CatacombsGap is one thing the space cards still lack to make a board: a
// space card with values not typed, or a space with no card at all.
type CatacombsGap struct {
	// Space is the label of the space ("tomb", "4").
	Space string
	// Fields are the values of its card not typed yet (loot, paths); none
	// when the space has no card.
	Fields []string
	// From are the labels of the spaces whose paths lead to a space with no
	// card.
	From []string
}

// String says what is missing: "4: paths not typed yet", "tomb: not
// typed yet", "7: not typed yet (a path from 4 leads there)".
func (g CatacombsGap) String() string {
	switch {
	case len(g.Fields) > 0:
		return fmt.Sprintf("%s: %s not typed yet", g.Space, strings.Join(g.Fields, ", "))
	case len(g.From) == 1:
		return fmt.Sprintf("%s: not typed yet (a path from %s leads there)", g.Space, g.From[0])
	case len(g.From) > 1:
		return fmt.Sprintf("%s: not typed yet (paths from %s lead there)", g.Space, strings.Join(g.From, ", "))
	}
	return g.Space + ": not typed yet"
}

// CatacombsError says why space cards do not make a catacombs board: what
// is not typed yet (Gaps, ErrCatacombsNotTyped), or, once everything is
// typed, the rule the board breaks (Err, a *rules.RuleError wrapping
// rules.ErrCatacombs), with the spaces of the loop when the paths make one.
type CatacombsError struct {
	Gaps []CatacombsGap
	Err  error
	// Loop lists the labels of the spaces of a loop, the first again at
	// the end ("5", "6", "5"), when Err is about a loop.
	Loop []string
}

// Error says what is missing, or what rule the board breaks.
func (e *CatacombsError) Error() string {
	if len(e.Gaps) > 0 {
		parts := make([]string, len(e.Gaps))
		for i, g := range e.Gaps {
			parts[i] = g.String()
		}
		return fmt.Sprintf("%s: %s", ErrCatacombsNotTyped, strings.Join(parts, "; "))
	}
	if len(e.Loop) > 0 {
		return "the catacombs board cannot be (the loop: " + strings.Join(e.Loop, " → ") + "): " + e.Err.Error()
	}
	return "the catacombs board cannot be: " + e.Err.Error()
}

// Unwrap returns ErrCatacombsNotTyped for a board not all typed, else the
// rule the board breaks.
func (e *CatacombsError) Unwrap() error {
	if len(e.Gaps) > 0 {
		return ErrCatacombsNotTyped
	}
	return e.Err
}

// BadInput marks the error as the player's input (exit code 2).
func (e *CatacombsError) BadInput() bool { return true }

// Catacombs builds the catacombs board from the catalog's space cards
// (BuildCatacombs): the ENTRANCE first, then the numbered spaces by
// number, the TOMB and ESCAPED, each space's paths in the order typed. A
// *CatacombsError says what is not typed yet, or which rule the board
// breaks (rules.Catacombs.Check).
func (c *Catalog) Catacombs() (rules.Catacombs, error) {
	var spaces []Card
	for _, e := range c.cards {
		if e.card.Kind == SpaceCard {
			spaces = append(spaces, e.card)
		}
	}
	return BuildCatacombs(spaces)
}

// BuildCatacombs builds the catacombs board from space cards, in any
// order: the ENTRANCE first, then the numbered spaces by number, the TOMB
// and ESCAPED, each space's paths in the order typed; the TOMB holds loot
// (Breakout rulebook, "Khathandor's Tomb"). Each card is checked
// (Card.Check), then the board is complete (a card for the ENTRANCE, the
// TOMB, ESCAPED and every space a path leads to, each with the values that
// apply to it) or a *CatacombsError lists every gap; then the board is
// checked as a whole (rules.Catacombs.Check), a *CatacombsError holding
// the rule it breaks.
func BuildCatacombs(spaces []Card) (rules.Catacombs, error) {
	type typed struct {
		space rules.Space
		card  Card
	}
	cards := make([]typed, 0, len(spaces))
	for _, c := range spaces {
		if c.Kind != SpaceCard {
			return rules.Catacombs{}, fmt.Errorf("%w: %s %q is not a space of the catacombs", ErrBadCard, c.Kind, c.Name)
		}
		if err := c.Check(); err != nil {
			return rules.Catacombs{}, err
		}
		s := spaceOf(c.Name)
		if slices.ContainsFunc(cards, func(t typed) bool { return sameSpace(t.space, s) }) {
			return rules.Catacombs{}, fmt.Errorf("%w: two cards for space %s", ErrBadCard, s.Label())
		}
		cards = append(cards, typed{s, c})
	}
	slices.SortFunc(cards, func(a, b typed) int { return spaceOrder(a.space, b.space) })
	find := func(s rules.Space) int {
		return slices.IndexFunc(cards, func(t typed) bool { return sameSpace(t.space, s) })
	}

	// What is not typed: a card's values, and the spaces with no card (the
	// ENTRANCE, the TOMB, ESCAPED, those paths lead to, with the spaces
	// whose paths do), in board order.
	type lack struct {
		space rules.Space
		gap   CatacombsGap
	}
	var lacking []lack
	for _, t := range cards {
		if m := t.card.Missing(); len(m) > 0 {
			lacking = append(lacking, lack{t.space, CatacombsGap{Space: t.space.Label(), Fields: m}})
		}
	}
	untyped := func(s rules.Space) *CatacombsGap {
		s.Loot = false
		i := slices.IndexFunc(lacking, func(l lack) bool { return sameSpace(l.space, s) })
		if i < 0 {
			lacking = append(lacking, lack{s, CatacombsGap{Space: s.Label()}})
			i = len(lacking) - 1
		}
		return &lacking[i].gap
	}
	for _, k := range [...]rules.SpaceKind{rules.Entrance, rules.Tomb, rules.Escaped} {
		if s := (rules.Space{Kind: k}); find(s) < 0 {
			untyped(s)
		}
	}
	for _, t := range cards {
		for _, p := range t.card.Paths.Value {
			if find(p.To) < 0 {
				g := untyped(p.To)
				g.From = append(g.From, t.space.Label())
			}
		}
	}
	if len(lacking) > 0 {
		slices.SortStableFunc(lacking, func(a, b lack) int { return spaceOrder(a.space, b.space) })
		gaps := make([]CatacombsGap, len(lacking))
		for i, l := range lacking {
			gaps[i] = l.gap
		}
		return rules.Catacombs{}, &CatacombsError{Gaps: gaps}
	}

	board := rules.Catacombs{Spaces: make([]rules.Space, len(cards))}
	for i, t := range cards {
		s := t.space
		s.Loot = t.card.SpaceLoot().Value
		board.Spaces[i] = s
		for _, p := range t.card.Paths.Value {
			board.Paths = append(board.Paths, rules.Path{From: i, To: find(p.To), Cost: p.Cost})
		}
	}
	if err := board.Check(); err != nil {
		return rules.Catacombs{}, &CatacombsError{Err: err, Loop: loopOf(&board)}
	}
	return board, nil
}

// loopOf returns the labels of the spaces of a loop the board's paths
// make, the first again at the end, or nil when they make none.
func loopOf(b *rules.Catacombs) []string {
	const (
		unseen = iota
		open
		done
	)
	state := make([]int, len(b.Spaces))
	var stack []int
	var loop []string
	var visit func(v int) bool
	visit = func(v int) bool {
		state[v] = open
		stack = append(stack, v)
		for _, p := range b.PathsFrom(v, nil) {
			switch state[p.To] {
			case open:
				at := slices.Index(stack, p.To)
				for _, u := range stack[at:] {
					loop = append(loop, b.Spaces[u].Label())
				}
				loop = append(loop, b.Spaces[p.To].Label())
				return true
			case unseen:
				if visit(p.To) {
					return true
				}
			}
		}
		stack = stack[:len(stack)-1]
		state[v] = done
		return false
	}
	for v := range b.Spaces {
		if state[v] == unseen && visit(v) {
			return loop
		}
	}
	return nil
}
