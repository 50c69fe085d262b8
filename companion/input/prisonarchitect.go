package input

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

// PrisonArchitectGame is the value of `game:` that marks a Prison Architect
// board-state file.
const PrisonArchitectGame = "prison-architect"

// GameOf returns the value of a board-state file's top-level `game:` key,
// "" when it has none (a Lockup board). Only the top of the document is
// read; any error is left to the reader of the game it names.
func GameOf(name string, data []byte) string {
	// A Lockup board has no `game:` key: a file with no line that could
	// start one is not parsed twice (the parse costs as much as reading
	// the board).
	if !mayHaveGameKey(data) {
		return ""
	}
	doc, err := ParseDocument(name, data)
	if err != nil {
		return ""
	}
	fields, err := doc.Fields()
	if err != nil {
		return ""
	}
	for _, f := range fields {
		if f.Key == "game" {
			s, _ := f.Value.Str()
			return strings.TrimSpace(s)
		}
	}
	return ""
}

// mayHaveGameKey reports whether a line of the file could hold a `game`
// key: after spaces, braces and quotes, the line starts with "game".
func mayHaveGameKey(data []byte) bool {
	for line := range bytes.Lines(data) {
		if bytes.HasPrefix(bytes.TrimLeft(line, " \t{\"'\xef\xbb\xbf"), []byte("game")) {
			return true
		}
	}
	return false
}

// The keys of a Prison Architect board-state file (docs/prison-architect.md).
var (
	paTopKeys       = []string{"game", "solo", "wardens", "governor"}
	paWardenKeys    = []string{"name", "cash", "tracks", "tags", "specialists", "prison", "bureaucracy", "objectives", "escaped", "released"}
	paTrackKeys     = []string{"finance", "rehabilitation"}
	paTrackValue    = []string{"space", "vp"}
	paSquareKeys    = []string{"at", "tile", "staff", "token", "windows", "prisoners", "needs", "specialists", "printed"}
	paPrintedKeys   = []string{"vp", "tags", "capacity"}
	paCardKeys      = []string{"card", "staff", "prisoners", "specialists"}
	paObjectiveKeys = []string{"deck", "vp", "penalty", "done"}
	paGovernorKeys  = []string{"difficulty", "tiles", "bureaucracy", "objectives"}
	paColourKeys    = []string{"grey", "orange", "red"}
	paSpecialists   = []string{"guards", "dogs", "trainers", "librarians", "nurses", "custodians"}
)

// paParser reads a Prison Architect file, remembering where each part came
// from so that a rule broken across several fields can be pointed at.
type paParser struct {
	doc          *Node
	g            pa.Game
	wardensNode  *Node
	governorNode *Node
	wardens      []paWardenNodes
	govCards     []*Node
	govObjs      []*Node
}

type paWardenNodes struct {
	node       *Node
	squares    []*Node
	cards      []*Node
	objectives []*Node
	escaped    *Node
	released   *Node
}

// ParsePrisonArchitect reads and checks a Prison Architect board-state file.
// Any problem is returned as an *InputError naming the file, line, column
// and field, what is wrong and what is allowed.
func ParsePrisonArchitect(name string, data []byte) (*pa.Game, error) {
	if len(data) > MaxInputSize {
		return nil, &InputError{File: name, Problem: "the input is larger than 1 MiB", Allowed: "a board-state file of at most 1 MiB"}
	}
	doc, err := ParseDocumentOf(name, data, "docs/prison-architect.md")
	if err != nil {
		return nil, err
	}
	if doc.IsNull() {
		return nil, &InputError{File: name, Problem: "the file is empty", Allowed: "game: prison-architect and `wardens:` (see docs/prison-architect.md)"}
	}
	p := &paParser{doc: doc}
	if err := p.parse(); err != nil {
		return nil, err
	}
	if prob := pa.Check(&p.g); prob != nil {
		return nil, p.locate(prob)
	}
	return &p.g, nil
}

func (p *paParser) parse() error {
	fields, err := p.doc.Fields(paTopKeys...)
	if err != nil {
		return err
	}
	game := false
	for _, f := range fields {
		n := f.Value
		switch f.Key {
		case "game":
			s, err := n.Str()
			if err != nil {
				return err
			}
			if s != PrisonArchitectGame {
				return n.Errorf(fmt.Sprintf("this reader scores Prison Architect, not %q", s), "game: prison-architect")
			}
			game = true
		case "solo":
			if p.g.Solo, err = n.Bool(); err != nil {
				return err
			}
		case "wardens":
			if err := p.wardensList(n); err != nil {
				return err
			}
		case "governor":
			if err := p.governor(n); err != nil {
				return err
			}
		}
	}
	switch {
	case !game:
		return &InputError{File: p.doc.File(), Line: 1, Column: 1, Field: "game", Problem: "the game is not named", Allowed: "game: prison-architect at the top"}
	case p.wardensNode == nil:
		return &InputError{File: p.doc.File(), Line: 1, Column: 1, Field: "wardens", Problem: "the wardens are missing", Allowed: "a list of 1 to 4 wardens (solo: exactly 1, and `governor`)"}
	}
	return p.checkNames()
}

func (p *paParser) wardensList(n *Node) error {
	p.wardensNode = n
	items, err := n.Items()
	if err != nil {
		return err
	}
	if len(items) > 4 {
		return n.Errorf(fmt.Sprintf("%d wardens", len(items)), "1 to 4 wardens (Introduction)")
	}
	for _, it := range items {
		w, nodes, err := p.warden(it)
		if err != nil {
			return err
		}
		p.g.Wardens = append(p.g.Wardens, w)
		p.wardens = append(p.wardens, nodes)
	}
	return nil
}

func (p *paParser) checkNames() error {
	names := make([]string, len(p.g.Wardens))
	for i, w := range p.g.Wardens {
		names[i] = w.Name
	}
	if i, err := checkWardenNames(names); err != nil {
		return p.wardens[i].node.Errorf(err.Error(), "a different name for each warden, such as Ana; the Governor goes under `governor` in a solo game")
	}
	return nil
}

// CheckWardenNames checks the wardens' names a form asks for: 1 to 4
// wardens, exactly 1 in a solo game ("Introduction"; "Solo Rules"), each
// named, no two alike, none called "governor". It returns the index of the
// name at fault, or -1 when the count is.
func CheckWardenNames(names []string, solo bool) (int, error) {
	switch {
	case solo && len(names) != 1:
		return -1, fmt.Errorf("a solo game has exactly 1 warden, not %d (rulebook: Solo Rules)", len(names))
	case len(names) < 1 || len(names) > 4:
		return -1, fmt.Errorf("the game is played by 1 to 4 wardens, not %d (rulebook: Introduction)", len(names))
	}
	return checkWardenNames(names)
}

func checkWardenNames(names []string) (int, error) {
	seen := map[string]bool{}
	for i, n := range names {
		if strings.TrimSpace(n) == "" {
			return i, fmt.Errorf("a warden's name is empty")
		}
		if err := CheckText(n); err != nil {
			return i, fmt.Errorf("warden name: %w", err)
		}
		k := strings.ToLower(strings.TrimSpace(n))
		if seen[k] {
			return i, fmt.Errorf("two wardens are called %q", n)
		}
		if k == pa.GovernorName {
			return i, fmt.Errorf(`a warden may not be called "governor"`)
		}
		seen[k] = true
	}
	return -1, nil
}

func (p *paParser) warden(n *Node) (pa.Warden, paWardenNodes, error) {
	nodes := paWardenNodes{node: n}
	var w pa.Warden
	fields, err := n.Fields(paWardenKeys...)
	if err != nil {
		return w, nodes, err
	}
	hasName := false
	for _, f := range fields {
		v := f.Value
		var err error
		switch f.Key {
		case "name":
			hasName = true
			w.Name, err = v.Str()
		case "cash":
			w.Cash, err = v.Count()
		case "tracks":
			err = p.tracks(v, &w)
		case "tags":
			err = p.tags(v, &w)
		case "specialists":
			w.Specialists, err = p.specialistCounts(v)
		case "prison":
			var items []*Node
			if items, err = v.Items(); err != nil {
				break
			}
			for _, it := range items {
				s, err := p.square(it)
				if err != nil {
					return w, nodes, err
				}
				w.Prison = append(w.Prison, s)
				nodes.squares = append(nodes.squares, it)
			}
		case "bureaucracy":
			w.Bureaucracy, nodes.cards, err = p.cards(v)
		case "objectives":
			w.Objectives, nodes.objectives, err = p.objectives(v)
		case "escaped":
			nodes.escaped = v
			w.Escaped, err = p.threats(v)
		case "released":
			nodes.released = v
			w.Released, err = p.threats(v)
		}
		if err != nil {
			return w, nodes, err
		}
	}
	if !hasName {
		return w, nodes, n.Errorf("the warden has no name", "name: followed by the warden's name")
	}
	return w, nodes, nil
}

func (p *paParser) tracks(n *Node, w *pa.Warden) error {
	fields, err := n.Fields(paTrackKeys...)
	if err != nil {
		return err
	}
	for _, f := range fields {
		vals, err := f.Value.Fields(paTrackValue...)
		if err != nil {
			return err
		}
		var t pa.Track
		for _, v := range vals {
			x, err := v.Value.Int()
			if err != nil {
				return err
			}
			if v.Key == "space" {
				if x < 1 || x > 10 {
					return v.Value.Errorf(fmt.Sprintf("space %d is not on the track", x), "a space from 1 to 10; tags past the 10th go under `tags` (rulebook: Tags)")
				}
				t.Space = x
			} else {
				t.VP = x
			}
		}
		if f.Key == "finance" {
			w.Finance = t
		} else {
			w.Rehabilitation = t
		}
	}
	return nil
}

func (p *paParser) tags(n *Node, w *pa.Warden) error {
	fields, err := n.Fields(paTrackKeys...)
	if err != nil {
		return err
	}
	for _, f := range fields {
		v, err := f.Value.Count()
		if err != nil {
			return err
		}
		if f.Key == "finance" {
			w.FinanceTags, w.FinanceGiven = v, true
		} else {
			w.RehabilitationTags, w.RehabilitationGiven = v, true
		}
	}
	return nil
}

func (p *paParser) specialistCounts(n *Node) (pa.SpecialistCounts, error) {
	var c pa.SpecialistCounts
	err := countsByKey(n, paSpecialists, pa.ParseSpecialist, c[:])
	return c, err
}

func (p *paParser) prisoners(n *Node) (pa.Prisoners, error) {
	var c pa.Prisoners
	err := countsByKey(n, paColourKeys, pa.ParseColour, c[:])
	return c, err
}

// countsByKey reads a mapping of counts whose keys are among keys, each
// count going to the place parse gives its key.
func countsByKey[K ~int | ~int8 | ~uint8](n *Node, keys []string, parse func(string) (K, bool), out []int) error {
	fields, err := n.Fields(keys...)
	if err != nil {
		return err
	}
	for _, f := range fields {
		v, err := f.Value.Count()
		if err != nil {
			return err
		}
		k, _ := parse(f.Key)
		out[k] = v
	}
	return nil
}

// word reads a text value through parse, refusing an unknown one with the
// closest known.
func word[T any](n *Node, what string, parse func(string) (T, bool), known []string) (T, error) {
	var zero T
	s, err := n.Str()
	if err != nil {
		return zero, err
	}
	v, ok := parse(s)
	if !ok {
		problem := fmt.Sprintf("unknown %s %q", what, s)
		if best := text.Closest(s, known); best != "" {
			problem += fmt.Sprintf("; did you mean %q?", best)
		}
		return zero, n.Errorf(problem, strings.Join(known, ", "))
	}
	return v, nil
}

func tagNames(tags []pa.Tag) []string {
	out := make([]string, len(tags))
	for i, t := range tags {
		out[i] = t.String()
	}
	return out
}

func (p *paParser) square(n *Node) (pa.Square, error) {
	var s pa.Square
	fields, err := n.Fields(paSquareKeys...)
	if err != nil {
		return s, err
	}
	hasAt, hasTile := false, false
	for _, f := range fields {
		v := f.Value
		var err error
		switch f.Key {
		case "at":
			hasAt = true
			var txt string
			if txt, err = v.Str(); err != nil {
				break
			}
			pos, ok := pa.ParsePos(strings.TrimSpace(txt))
			if !ok || !pos.In() {
				err = v.Errorf(fmt.Sprintf("%q is not a square of the 6x6 frame", txt), "a column A-F and a row 1-6, such as B2 (rulebook: Build)")
			}
			s.At = pos
		case "tile":
			hasTile = true
			s.Tile, err = word(v, "tile", pa.ParseTile, pa.TileKeys())
		case "staff":
			s.Staff, err = v.Bool()
		case "token":
			s.Token, err = word(v, "tag", pa.ParseTag, tagNames(pa.PassiveTags))
		case "windows":
			var items []*Node
			if items, err = v.Items(); err != nil {
				break
			}
			for _, it := range items {
				e, err := word(it, "edge", pa.ParseEdge, []string{"N", "E", "S", "W"})
				if err != nil {
					return s, err
				}
				if s.Windows.Has(e) {
					return s, it.Errorf(fmt.Sprintf("two Windows on the %s edge", e), "at most one Window per edge (rulebook: Windows)")
				}
				s.Windows = s.Windows.With(e)
			}
		case "prisoners":
			s.Prisoners, err = p.prisoners(v)
		case "needs":
			s.CubesGiven = true
			var items []*Node
			if items, err = v.Items(); err != nil {
				break
			}
			for _, it := range items {
				need, err := word(it, "need", pa.ParseNeed, []string{"secure", "comfortable", "hygienic"})
				if err != nil {
					return s, err
				}
				if s.Cubes.Has(need) {
					return s, it.Errorf(fmt.Sprintf("%s is listed twice", need), "each need once")
				}
				s.Cubes = s.Cubes.With(need)
			}
		case "specialists":
			var items []*Node
			if items, err = v.Items(); err != nil {
				break
			}
			for _, it := range items {
				sp, err := word(it, "specialist", pa.ParseSpecialist, []string{"guard", "dog", "trainer", "librarian", "nurse", "custodian"})
				if err != nil {
					return s, err
				}
				s.Specialists[sp]++
			}
		case "printed":
			err = p.printed(v, &s)
		}
		if err != nil {
			return s, err
		}
	}
	switch {
	case !hasAt:
		return s, n.Errorf("the square is missing", "at: a square such as B2")
	case !hasTile:
		return s, n.Errorf("the tile is missing", fmt.Sprintf("tile: a tile's id such as bunk-cell (%s lists them)", terms.Hint{Kind: terms.HintPATiles}))
	}
	return s, nil
}

func (p *paParser) printed(n *Node, s *pa.Square) error {
	fields, err := n.Fields(paPrintedKeys...)
	if err != nil {
		return err
	}
	for _, f := range fields {
		switch f.Key {
		case "vp":
			if s.Printed.VP, err = f.Value.Int(); err != nil {
				return err
			}
			s.Printed.VPGiven = true
		case "capacity":
			if s.Printed.Capacity, err = f.Value.Count(); err != nil {
				return err
			}
			s.Printed.CapacityGiven = true
		case "tags":
			items, err := f.Value.Items()
			if err != nil {
				return err
			}
			s.Printed.TagsGiven = true
			for _, it := range items {
				t, err := word(it, "tag", pa.ParseTag, []string{"security", "comfort", "hygiene", "discontent"})
				if err != nil {
					return err
				}
				s.Printed.Tags = append(s.Printed.Tags, t)
			}
		}
	}
	return nil
}

// cards reads a Bureaucracy list: each item a card's id, or a mapping with
// `card` and its pieces.
func (p *paParser) cards(n *Node) ([]pa.Card, []*Node, error) {
	items, err := n.Items()
	if err != nil {
		return nil, nil, err
	}
	var out []pa.Card
	for _, it := range items {
		var c pa.Card
		if _, err := it.Str(); err == nil {
			if c.ID, err = word(it, "Bureaucracy card", pa.ParseCard, pa.CardKeys()); err != nil {
				return nil, nil, err
			}
			out = append(out, c)
			continue
		}
		fields, err := it.Fields(paCardKeys...)
		if err != nil {
			return nil, nil, err
		}
		hasCard := false
		for _, f := range fields {
			var err error
			switch f.Key {
			case "card":
				hasCard = true
				c.ID, err = word(f.Value, "Bureaucracy card", pa.ParseCard, pa.CardKeys())
			case "staff":
				c.Staff, err = f.Value.Count()
			case "prisoners":
				c.Prisoners, err = p.prisoners(f.Value)
			case "specialists":
				c.Specialists, err = f.Value.Count()
				c.SpecialistsGiven = true
			}
			if err != nil {
				return nil, nil, err
			}
		}
		if !hasCard {
			return nil, nil, it.Errorf("the card is missing", fmt.Sprintf("card: a card's id such as accountants (%s lists them)", terms.Hint{Kind: terms.HintPACards}))
		}
		out = append(out, c)
	}
	return out, items, nil
}

func (p *paParser) objectives(n *Node) ([]pa.Objective, []*Node, error) {
	items, err := n.Items()
	if err != nil {
		return nil, nil, err
	}
	var out []pa.Objective
	for _, it := range items {
		fields, err := it.Fields(paObjectiveKeys...)
		if err != nil {
			return nil, nil, err
		}
		var o pa.Objective
		hasDeck, hasVP := false, false
		for _, f := range fields {
			var err error
			switch f.Key {
			case "deck":
				hasDeck = true
				o.Deck, err = word(f.Value, "deck", pa.ParseDeck, []string{"starter", "easy", "hard"})
			case "vp":
				hasVP = true
				o.VP, err = f.Value.Count()
			case "penalty":
				o.Penalty, err = f.Value.Count()
			case "done":
				o.Done, err = f.Value.Bool()
			}
			if err != nil {
				return nil, nil, err
			}
		}
		if !hasDeck || !hasVP {
			return nil, nil, it.Errorf("an objective needs its deck and its green VP", "{deck: starter|easy|hard, vp: N, penalty: N, done: true|false}")
		}
		out = append(out, o)
	}
	return out, items, nil
}

func (p *paParser) threats(n *Node) ([3][]int, error) {
	var out [3][]int
	fields, err := n.Fields(paColourKeys...)
	if err != nil {
		return out, err
	}
	for _, f := range fields {
		col, _ := pa.ParseColour(f.Key)
		items, err := f.Value.Items()
		if err != nil {
			return out, err
		}
		for _, it := range items {
			v, err := it.Int()
			if err != nil {
				return out, err
			}
			out[col] = append(out[col], v)
		}
	}
	return out, nil
}

func (p *paParser) governor(n *Node) error {
	p.governorNode = n
	fields, err := n.Fields(paGovernorKeys...)
	if err != nil {
		return err
	}
	g := &pa.Governor{}
	hasDifficulty := false
	for _, f := range fields {
		v := f.Value
		var err error
		switch f.Key {
		case "difficulty":
			hasDifficulty = true
			g.Difficulty, err = word(v, "difficulty", pa.ParseDifficulty, []string{"easy", "medium", "hard"})
		case "tiles":
			var items []*Node
			if items, err = v.Items(); err != nil {
				break
			}
			for _, it := range items {
				id, err := word(it, "tile", pa.ParseTile, pa.TileKeys())
				if err != nil {
					return err
				}
				g.Tiles = append(g.Tiles, id)
			}
		case "bureaucracy":
			g.Bureaucracy, p.govCards, err = p.cards(v)
		case "objectives":
			g.Objectives, p.govObjs, err = p.objectives(v)
		}
		if err != nil {
			return err
		}
	}
	if !hasDifficulty {
		return n.Errorf("the Governor's difficulty is missing", "difficulty: easy, medium or hard (rulebook: Solo Rules)")
	}
	p.g.Governor = g
	return nil
}

// locate turns a rule the package refused into an InputError at the node
// the problem is in.
func (p *paParser) locate(prob *pa.Problem) *InputError {
	node := p.doc
	pick := func(list []*Node, i int, fallback *Node) *Node {
		if i >= 0 && i < len(list) {
			return list[i]
		}
		return fallback
	}
	var w *paWardenNodes
	if prob.Warden >= 0 && prob.Warden < len(p.wardens) {
		w = &p.wardens[prob.Warden]
	}
	switch prob.Place {
	case pa.InGame:
		if p.wardensNode != nil {
			node = p.wardensNode
		}
	case pa.InGovernor:
		node = p.governorNode
	case pa.InGovernorCard:
		node = pick(p.govCards, prob.Index, p.governorNode)
	case pa.InGovernorObjective:
		node = pick(p.govObjs, prob.Index, p.governorNode)
	default:
		if w == nil {
			break
		}
		node = w.node
		switch prob.Place {
		case pa.InSquare:
			node = pick(w.squares, prob.Index, w.node)
		case pa.InCard:
			node = pick(w.cards, prob.Index, w.node)
		case pa.InObjective:
			node = pick(w.objectives, prob.Index, w.node)
		case pa.InEscaped:
			node = w.escaped
		case pa.InReleased:
			node = w.released
		}
	}
	if node == nil {
		node = p.doc
	}
	if prob.Place != pa.InGame {
		node = descend(node, prob.Field, prob.Index, prob.Place == pa.InEscaped || prob.Place == pa.InReleased)
	}
	e := node.Errorf(prob.Problem+" (rulebook: "+prob.Passage+")", prob.Allowed)
	return e
}

// descend follows a dotted field path below n as far as it goes; in a list
// of threat values, index picks the item.
func descend(n *Node, path string, index int, list bool) *Node {
	if path == "" {
		return n
	}
	for _, key := range strings.Split(path, ".") {
		fields, err := n.Fields()
		if err != nil {
			return n
		}
		found := false
		for _, f := range fields {
			if f.Key == key {
				n, found = f.Value, true
				break
			}
		}
		if !found {
			return n
		}
	}
	if list {
		if items, err := n.Items(); err == nil && index >= 0 && index < len(items) {
			return items[index]
		}
	}
	return n
}
