package prisonarchitect

import (
	"fmt"
	"strings"
)

// Place says which part of a Game a Problem is in.
type Place uint8

// The places a Problem can be in.
const (
	InGame Place = iota
	InWarden
	InSquare
	InCard
	InObjective
	InEscaped
	InReleased
	InGovernor
	InGovernorCard
	InGovernorObjective
)

// Problem is a game the rules do not allow: where (the warden, the square,
// card or objective by index in the Game, the field), what is wrong, what is
// allowed and the passage.
type Problem struct {
	Place   Place
	Warden  int
	Index   int
	Field   string
	Problem string
	Allowed string
	Passage string
}

// Error formats the problem.
func (p *Problem) Error() string {
	return fmt.Sprintf("%s (allowed: %s; %s)", p.Problem, p.Allowed, p.Passage)
}

// MaxCells is the most cells a prison may hold ("Build").
const MaxCells = 10

// MaxSpecialistsPerCell is the most specialists on one cell ("Specialists").
const MaxSpecialistsPerCell = 3

// Check refuses a game the rules do not allow, returning the first problem
// found, or nil.
func Check(g *Game) *Problem {
	switch {
	case g.Solo && len(g.Wardens) != 1:
		return &Problem{Place: InGame, Field: "wardens", Problem: fmt.Sprintf("a solo game has one warden, not %d", len(g.Wardens)), Allowed: "exactly 1 warden with `solo: true`", Passage: "Solo Rules"}
	case g.Solo && g.Governor == nil:
		return &Problem{Place: InGame, Field: "governor", Problem: "a solo game needs the Governor", Allowed: "a `governor:` mapping with `difficulty`", Passage: "Solo Rules"}
	case !g.Solo && g.Governor != nil:
		return &Problem{Place: InGovernor, Problem: "the Governor plays only in a solo game", Allowed: "`solo: true` with one warden, or no `governor`", Passage: "Solo Rules"}
	case len(g.Wardens) < 1 || len(g.Wardens) > 4:
		return &Problem{Place: InGame, Field: "wardens", Problem: fmt.Sprintf("%d wardens", len(g.Wardens)), Allowed: "1 to 4 wardens", Passage: "Introduction"}
	}
	owner := map[CardID]string{}
	for wi := range g.Wardens {
		w := &g.Wardens[wi]
		if p := checkWarden(w, wi); p != nil {
			return p
		}
		for ci, c := range w.Bureaucracy {
			if prev, ok := owner[c.ID]; ok {
				return &Problem{Place: InCard, Warden: wi, Index: ci, Field: "card", Problem: fmt.Sprintf("%s is already in %s's Bureaucracy area; the box has one of each card", c.ID, prev), Allowed: "each card once in the game", Passage: "Components"}
			}
			owner[c.ID] = w.Name
		}
	}
	if gov := g.Governor; gov != nil {
		for ci, c := range gov.Bureaucracy {
			if prev, ok := owner[c.ID]; ok {
				return &Problem{Place: InGovernorCard, Index: ci, Problem: fmt.Sprintf("%s is already in %s's Bureaucracy area; the box has one of each card", c.ID, prev), Allowed: "each card once in the game", Passage: "Components"}
			}
			owner[c.ID] = "the Governor"
		}
	}
	// Prisoners are finite: the box's count summed over all wardens.
	for _, col := range Colours {
		total, parts := 0, []string{}
		for _, w := range g.Wardens {
			n := len(w.Escaped[col]) + len(w.Released[col])
			for _, s := range w.Prison {
				n += s.Prisoners[col]
			}
			for _, c := range w.Bureaucracy {
				n += c.Prisoners[col]
			}
			if n > 0 {
				parts = append(parts, fmt.Sprintf("%s %d", w.Name, n))
			}
			total += n
		}
		if total > col.BoxCount() {
			return &Problem{Place: InGame, Field: "wardens", Problem: fmt.Sprintf("%d %s prisoners in all (%s), in cells, on cards, escaped and released, but the box holds %d", total, col, strings.Join(parts, ", "), col.BoxCount()), Allowed: fmt.Sprintf("at most %d %s prisoners", col.BoxCount(), col), Passage: "Components; A Note on Components"}
		}
	}
	return nil
}

func checkWarden(w *Warden, wi int) *Problem {
	sq := func(i int, field, problem, allowed, passage string) *Problem {
		return &Problem{Place: InSquare, Warden: wi, Index: i, Field: field, Problem: problem, Allowed: allowed, Passage: passage}
	}
	for _, t := range []struct {
		name string
		tr   Track
	}{{"finance", w.Finance}, {"rehabilitation", w.Rehabilitation}} {
		if t.tr.Space != 0 && (t.tr.Space < 1 || t.tr.Space > 10) {
			return &Problem{Place: InWarden, Warden: wi, Field: "tracks." + t.name + ".space", Problem: fmt.Sprintf("space %d is not on the track", t.tr.Space), Allowed: "a space from 1 to 10 (tags past 10 go under `tags`)", Passage: "Tags"}
		}
	}
	var grid [Size * Size]int
	cells := 0
	assigned := SpecialistCounts{}
	for i := range w.Prison {
		s := &w.Prison[i]
		spec := s.Tile.Spec()
		if !s.At.In() {
			return sq(i, "at", fmt.Sprintf("%s is outside the 6x6 frame", s.At), "a square from A1 to F6", "Build: the prison fits a 6x6 grid")
		}
		if j := grid[s.At.index()]; j > 0 {
			return sq(i, "at", fmt.Sprintf("%s already holds %s (entry %d)", s.At, w.Prison[j-1].Tile, j), "one tile per square", "Build")
		}
		grid[s.At.index()] = i + 1
		if spec.Cell() {
			cells++
		}
		if s.Staff && !spec.StaffSlot {
			return sq(i, "staff", fmt.Sprintf("%s has no Staff slot", s.Tile), "staff: true only on "+slotTiles(), "Deploying Staff; Appendix: Tiles")
		}
		if s.Token != NoTag && !s.Token.Passive() {
			return sq(i, "token", fmt.Sprintf("a token shows a passive tag, not %s", s.Token), "one of recreation, food, freedom, spirituality, literacy, labour, environment", "Tags")
		}
		if !spec.Cell() {
			switch {
			case s.Prisoners.Total() > 0:
				return sq(i, "prisoners", fmt.Sprintf("%s is not a cell", s.Tile), "prisoners in cells only", "Intake")
			case s.CubesGiven && s.Cubes != 0:
				return sq(i, "needs", fmt.Sprintf("%s is not a cell: needs cubes go on cells", s.Tile), "needs on cells only", "Prisoner Needs")
			case s.Specialists.Total() > 0:
				return sq(i, "specialists", fmt.Sprintf("%s is not a cell: specialists are assigned to cells", s.Tile), "specialists on cells only", "Specialists")
			}
		}
		if s.Specialists.Total() > MaxSpecialistsPerCell {
			return sq(i, "specialists", fmt.Sprintf("%d specialists on one cell", s.Specialists.Total()), "at most 3 per cell", "Specialists")
		}
		for _, sp := range Specialists {
			assigned[sp] += s.Specialists[sp]
		}
		if spec.Cut == "" && (s.Printed.TagsGiven || s.Printed.CapacityGiven) || s.Printed.VPGiven && spec.VPGiven {
			return sq(i, "printed", fmt.Sprintf("the rulebook gives %s's values; `printed` is for tiles whose text is cut", s.Tile), "printed on secure-bunk-cell (tags, capacity), showers and cleaning-cupboard (vp)", "Appendix: Tiles")
		}
		if (s.Printed.TagsGiven || s.Printed.CapacityGiven) && !spec.Cell() {
			return sq(i, "printed", fmt.Sprintf("%s is not a cell", s.Tile), "printed tags and capacity on secure-bunk-cell", "Appendix: Tiles")
		}
		for _, t := range s.Printed.Tags {
			if !t.Functional() || t == Contraband {
				return sq(i, "printed.tags", fmt.Sprintf("a cell does not come with a %s tag", t), "security, comfort, hygiene, discontent", "Prisoner Needs")
			}
		}
	}
	// Windows, adjacency: now that the grid is complete.
	b := newBoard(w)
	for i := range w.Prison {
		s := &w.Prison[i]
		allowed := b.windowEdges(s.At)
		for _, e := range Edges {
			if !s.Windows.Has(e) || allowed.Has(e) {
				continue
			}
			if o := b.square(s.At.Step(e)); o != nil {
				return sq(i, "windows", fmt.Sprintf("the Window on the %s edge of %s faces %s at %s, an indoor tile", e, s.At, o.Tile, o.At), "Windows on edges bordering an Outdoor tile or nothing", "Windows")
			}
		}
	}
	if p := checkConnected(w, &b, wi); p != nil {
		return p
	}
	if cells > MaxCells {
		return &Problem{Place: InWarden, Warden: wi, Field: "prison", Problem: fmt.Sprintf("%d cells", cells), Allowed: "at most 10 cells (a Bunk Cell is a cell)", Passage: "Build"}
	}
	// Prisoners: colours and capacity.
	for i := range w.Prison {
		s := &w.Prison[i]
		spec := s.Tile.Spec()
		if !spec.Cell() {
			continue
		}
		known := spec.Cut == ""
		for _, col := range Colours {
			if s.Prisoners[col] > 0 && known && !spec.Takes[col] {
				return sq(i, "prisoners."+col.String(), fmt.Sprintf("%s takes no %s prisoner", s.Tile, col), takes(spec), "Intake; Appendix: Tiles")
			}
		}
		if spec.OneColour && s.Prisoners[Grey] > 0 && s.Prisoners[Orange] > 0 {
			return sq(i, "prisoners", fmt.Sprintf("%s holds prisoners of one colour only, not %s", s.Tile, s.Prisoners), takes(spec), "Appendix: Tiles – Bunk Cell")
		}
		if c, ok := b.capacity(s); ok && s.Prisoners.Total() > c {
			return sq(i, "prisoners", fmt.Sprintf("%d prisoners in %s, which holds %d here", s.Prisoners.Total(), s.Tile, c), fmt.Sprintf("at most %d (the printed capacity, +1 per adjacent Showers, +1 with Cramped Cells)", c), "Intake")
		}
	}
	for _, sp := range Specialists {
		if assigned[sp] > w.Specialists[sp] {
			return &Problem{Place: InWarden, Warden: wi, Field: "specialists." + sp.Plural(), Problem: fmt.Sprintf("%s assigned to cells, but you have %d", plural(assigned[sp], sp.String(), sp.Plural()), w.Specialists[sp]), Allowed: "`specialists` counts all you have, assigned or not", Passage: "Specialists"}
		}
	}
	// Threat values.
	for _, list := range []struct {
		place Place
		vals  *[numColours][]int
	}{{InEscaped, &w.Escaped}, {InReleased, &w.Released}} {
		for _, col := range Colours {
			lo, hi := col.ThreatRange()
			for k, v := range list.vals[col] {
				if v < lo || v > hi {
					return &Problem{Place: list.place, Warden: wi, Index: k, Field: col.String(), Problem: fmt.Sprintf("a %s prisoner's threat value is %d to %d, not %d", col, lo, hi, v), Allowed: fmt.Sprintf("%d to %d", lo, hi), Passage: "Meet the Inmates"}
				}
			}
		}
	}
	// Cards.
	seen := map[CardID]bool{}
	for ci, c := range w.Bureaucracy {
		spec := c.ID.Spec()
		cp := func(field, problem, allowed, passage string) *Problem {
			return &Problem{Place: InCard, Warden: wi, Index: ci, Field: field, Problem: problem, Allowed: allowed, Passage: passage}
		}
		if seen[c.ID] {
			return cp("card", fmt.Sprintf("%s is listed twice", c.ID), "each card once", "Components")
		}
		seen[c.ID] = true
		if c.Staff > spec.StaffSlots {
			if spec.StaffSlots == 0 {
				return cp("staff", fmt.Sprintf("%s is a Policy with no Staff vacancy", c.ID), "staff on Staff cards only (ruling "+RulingCardTypes+")", "Bureaucracy Effects")
			}
			return cp("staff", fmt.Sprintf("%d Staff meeples on %s", c.Staff, c.ID), "at most 3, one per vacancy", "Deploying Staff")
		}
		if c.Prisoners.Total() > 0 {
			if !spec.PrisonerSlots {
				return cp("prisoners", fmt.Sprintf("%s takes no prisoners", c.ID), "prisoners on prison-labour or cleaning", "Appendix: Bureaucracy cards")
			}
			if c.Prisoners[Orange]+c.Prisoners[Red] > 0 {
				return cp("prisoners", fmt.Sprintf("%s takes Grey prisoners only, not %s", c.ID, c.Prisoners), "grey prisoners", "Appendix: Bureaucracy cards – "+c.ID.String())
			}
		}
		if c.SpecialistsGiven && c.ID != Snipers {
			return cp("specialists", fmt.Sprintf("the rulebook gives what %s brings; `specialists` is for Snipers, whose text is cut", c.ID), "specialists on snipers only", "Appendix: Bureaucracy cards")
		}
	}
	starters := 0
	for oi, o := range w.Objectives {
		if o.Deck == StarterDeck {
			starters++
			if starters > 2 {
				return &Problem{Place: InObjective, Warden: wi, Index: oi, Field: "deck", Problem: "a third starter objective", Allowed: "at most 2 starter objectives (one dealt face up, one in hand)", Passage: "Player Setup"}
			}
		}
	}
	return nil
}

// checkConnected refuses a prison in pieces: every tile joins the others
// by a side ("Build": each tile after the first shares a side with one).
func checkConnected(w *Warden, b *board, wi int) *Problem {
	if len(w.Prison) < 2 {
		return nil
	}
	for i, r := range connected(w, b) {
		if r {
			continue
		}
		s := &w.Prison[i]
		alone := true
		b.each(s.At, Adjacent, func(Pos, *Square) { alone = false })
		problem := fmt.Sprintf("%s at %s touches no other tile", s.Tile, s.At)
		if !alone {
			problem = fmt.Sprintf("%s at %s is cut off from %s at %s: the prison is in pieces", s.Tile, s.At, w.Prison[0].Tile, w.Prison[0].At)
		}
		return &Problem{Place: InSquare, Warden: wi, Index: i, Field: "at", Problem: problem, Allowed: "every tile sharing a side with the rest of the prison", Passage: "Build"}
	}
	return nil
}

// connected reports, for each square of the prison, whether it is joined
// by sides to the first.
func connected(w *Warden, b *board) []bool {
	reached := make([]bool, len(w.Prison))
	if len(w.Prison) == 0 {
		return reached
	}
	stack := []int{0}
	reached[0] = true
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, e := range Edges {
			q := w.Prison[i].At.Step(e)
			if !q.In() {
				continue
			}
			if j := b.at[q.index()]; j >= 0 && !reached[j] {
				reached[j] = true
				stack = append(stack, int(j))
			}
		}
	}
	return reached
}

func slotTiles() string {
	var names []string
	for _, t := range Tiles() {
		if t.StaffSlot {
			names = append(names, t.Key)
		}
	}
	return strings.Join(names, ", ")
}

func takes(spec *TileSpec) string {
	var cols []string
	for _, c := range Colours {
		if spec.Takes[c] {
			cols = append(cols, c.String())
		}
	}
	s := strings.Join(cols, " or ") + " prisoners"
	if spec.OneColour {
		s += ", all of one colour"
	}
	return s
}

// CheckLayout refuses a set of occupied squares no prison can have, before
// their tiles are known ("Build"): a square outside the 6x6 frame, a square
// twice, or a square sharing no side with the rest. Problems name the
// square by its index in at (Place InSquare, Field "at").
func CheckLayout(at []Pos) *Problem {
	var seen [Size * Size]bool
	for i, p := range at {
		switch {
		case !p.In():
			return &Problem{Place: InSquare, Index: i, Field: "at", Problem: fmt.Sprintf("%s is outside the 6x6 frame", p), Allowed: "a square from A1 to F6", Passage: "Build: the prison fits a 6x6 grid"}
		case seen[p.index()]:
			return &Problem{Place: InSquare, Index: i, Field: "at", Problem: fmt.Sprintf("%s is listed twice", p), Allowed: "each square once: one tile per square", Passage: "Build"}
		}
		seen[p.index()] = true
	}
	w := Warden{Prison: make([]Square, len(at))}
	for i, p := range at {
		w.Prison[i].At = p
	}
	b := newBoard(&w)
	reached := connected(&w, &b)
	for i, r := range reached {
		if !r {
			return &Problem{Place: InSquare, Index: i, Field: "at", Problem: fmt.Sprintf("%s shares no side with %s and the squares joined to it: the prison is in pieces", at[i], at[0]), Allowed: "every square sharing a side with the rest of the prison", Passage: "Build"}
		}
	}
	return nil
}

// WindowEdges returns the edges of the tile at p that may carry a Window:
// those bordering an Outdoor tile or no tile ("Windows").
func (w *Warden) WindowEdges(p Pos) EdgeSet {
	b := newBoard(w)
	return b.windowEdges(p)
}

func (b *board) windowEdges(p Pos) EdgeSet {
	var s EdgeSet
	for _, e := range Edges {
		if o := b.square(p.Step(e)); o == nil || o.Tile.Spec().Outdoor {
			s = s.With(e)
		}
	}
	return s
}
