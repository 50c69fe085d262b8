package prisonarchitect

import (
	"fmt"
	"strings"
)

// SourceKind is where a functional tag on a cell comes from.
type SourceKind uint8

// The sources of a cell's tags.
const (
	// FromCell: printed on the cell itself.
	FromCell SourceKind = iota
	// FromPrinted: typed by the player under `printed` (a cut tile).
	FromPrinted
	// FromTile: granted by the tile at From.
	FromTile
	// FromArmoury: the extra Security an Armoury next to the tile at From
	// makes it grant.
	FromArmoury
	// FromGuardTraining: the extra Security of a staffed Locker Room.
	FromGuardTraining
	// FromSpecialist: a specialist assigned to the cell.
	FromSpecialist
	// FromPrisoner: the top prisoner's Contraband.
	FromPrisoner
	// FromCCTV: the CCTV card, the cell being next to another cell.
	FromCCTV
	// FromInmateIntelligence: the card, for a Literacy or Labour tag on
	// the tile at From.
	FromInmateIntelligence
)

// Contribution is one functional tag (or several alike) on a cell, with
// where it comes from.
type Contribution struct {
	Tag        Tag
	N          int8
	Kind       SourceKind
	From       Pos
	Tile       TileID
	Specialist Specialist
	Colour     Colour
	// Boosted is the tile an Armoury strengthened (FromArmoury).
	Boosted TileID
	// Via is the Literacy or Labour tag behind an Inmate Intelligence
	// contribution.
	Via Tag
}

// String describes the contribution, e.g. "+2 security from Guard Tower at
// C3".
func (c Contribution) String() string {
	var from string
	switch c.Kind {
	case FromCell:
		from = "printed on the cell"
	case FromPrinted:
		from = "printed on the cell (typed under printed)"
	case FromTile:
		from = fmt.Sprintf("from %s at %s", c.Tile, c.From)
	case FromArmoury:
		from = fmt.Sprintf("from %s at %s, strengthened by the Armoury next to it (ruling %s)", c.Boosted, c.From, RulingArmoury)
	case FromGuardTraining:
		from = fmt.Sprintf("from Guard Training, for the staffed Locker Room at %s", c.From)
	case FromSpecialist:
		from = "from a " + c.Specialist.String()
	case FromPrisoner:
		from = "from the " + c.Colour.String() + " prisoner on top"
	case FromCCTV:
		from = "from CCTV (next to another cell)"
	case FromInmateIntelligence:
		from = fmt.Sprintf("from Inmate Intelligence, for the %s on %s at %s", c.Via, c.Tile, c.From)
	}
	return fmt.Sprintf("+%d %s %s", c.N, c.Tag, from)
}

// CellNeeds is one cell's needs worked out from the layout.
type CellNeeds struct {
	At   Pos
	Tile TileID
	// Square is the cell's index in the warden's Prison.
	Square int
	// Tally counts the functional tags affecting the cell.
	Tally [numTags]int16
	// From lists where each tag comes from.
	From []Contribution
	// Needs are the needs the rules give; Trusted the ones taken from the
	// typed cubes because lockup cannot derive them (a cut tile or card).
	Needs   NeedSet
	Trusted NeedSet
	// Capacity is the cell's capacity with its bonuses; CapacityKnown is
	// false for a cut tile typed without `printed.capacity`.
	Capacity      int
	CapacityKnown bool
	Prisoners     Prisoners
}

// Why explains one need: the tally behind it, e.g. "2 security against 1
// contraband".
func (c *CellNeeds) Why(n Need) string {
	t := c.Tally
	switch n {
	case Secure:
		return fmt.Sprintf("%d security against %d contraband", t[Security], t[Contraband])
	case Comfortable:
		return fmt.Sprintf("%d comfort against %d discontent", t[Comfort], t[Discontent])
	}
	return fmt.Sprintf("%d hygiene", t[Hygiene])
}

// String sums the cell up, e.g. "B2 Bunk Cell: secure, hygienic".
func (c *CellNeeds) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s: %s (", c.At, c.Tile, c.Needs)
	for i, n := range Needs {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(c.Why(n))
	}
	b.WriteString(")")
	return b.String()
}

// board indexes a prison by square.
type board struct {
	w  *Warden
	at [Size * Size]int8
}

func newBoard(w *Warden) board {
	var b board
	b.w = w
	for i := range b.at {
		b.at[i] = -1
	}
	for i := range w.Prison {
		if p := w.Prison[i].At; p.In() && b.at[p.index()] < 0 {
			b.at[p.index()] = int8(i)
		}
	}
	return b
}

// square returns the square at p, or nil.
func (b *board) square(p Pos) *Square {
	if !p.In() {
		return nil
	}
	if i := b.at[p.index()]; i >= 0 {
		return &b.w.Prison[i]
	}
	return nil
}

// neighbours calls f for each occupied square the reach covers from p.
func (b *board) each(p Pos, r Reach, f func(q Pos, s *Square)) {
	visit := func(q Pos) {
		if s := b.square(q); s != nil {
			f(q, s)
		}
	}
	switch r {
	case OnTile:
		visit(p)
	case Adjacent:
		for _, e := range Edges {
			visit(p.Step(e))
		}
	case Surrounding:
		for dr := int8(-1); dr <= 1; dr++ {
			for dc := int8(-1); dc <= 1; dc++ {
				if dr != 0 || dc != 0 {
					visit(Pos{p.Col + dc, p.Row + dr})
				}
			}
		}
	case RowAndColumn:
		for i := int8(0); i < Size; i++ {
			if i != p.Col {
				visit(Pos{i, p.Row})
			}
			if i != p.Row {
				visit(Pos{p.Col, i})
			}
		}
	}
}

// tagCount returns how many of a passive or track tag the square shows:
// printed on its tile, on its token, and (Finance) given by its own
// condition (ruling pa-tile-finance).
func (b *board) tagCount(s *Square, t Tag) int {
	n := s.Tile.Spec().count(t)
	if s.Token == t {
		n++
	}
	if t == Finance {
		n += b.conditionalFinance(s)
	}
	if t == Freedom && s.Tile == Mailroom && s.Staff {
		n++
	}
	return n
}

// conditionalFinance returns the Finance tags a tile's own condition puts
// on it while met.
func (b *board) conditionalFinance(s *Square) int {
	switch s.Tile {
	case Mailroom:
		if s.Staff {
			return 2
		}
	case Greenhouse:
		n := 0
		b.each(s.At, RowAndColumn, func(_ Pos, o *Square) {
			if o.Tile == Kitchen {
				n = 1
			}
		})
		return n
	case Recycling, Garbage:
		n := 0
		b.each(s.At, Adjacent, func(_ Pos, o *Square) {
			if b.tagCount(o, Labour) > 0 {
				n = 1
			}
		})
		return n
	case Exports:
		var seen [numTags]bool
		kinds := 0
		b.each(s.At, Adjacent, func(_ Pos, o *Square) {
			for _, t := range PassiveTags {
				if !seen[t] && b.tagCount(o, t) > 0 {
					seen[t] = true
					kinds++
				}
			}
		})
		if kinds >= 3 {
			return 2
		}
	case Forestry:
		n := 0
		b.each(s.At, RowAndColumn, func(_ Pos, o *Square) {
			if o.Tile == Workshop {
				n++
			}
		})
		return n
	}
	return 0
}

// windowsOverlooking counts the Windows on p's neighbours' edges facing p
// (ruling pa-window-overlooks).
func (b *board) windowsOverlooking(p Pos) int {
	n := 0
	for _, e := range Edges {
		if o := b.square(p.Step(e)); o != nil && o.Windows.Has(e.Opposite()) {
			n++
		}
	}
	return n
}

// capacity returns the square's capacity with Showers and Cramped Cells
// (ruling pa-capacity), and whether it is known.
func (b *board) capacity(s *Square) (int, bool) {
	spec := s.Tile.Spec()
	c := spec.Capacity
	known := true
	if spec.Cut != "" && spec.Cell() {
		c, known = s.Printed.Capacity, s.Printed.CapacityGiven
	}
	b.each(s.At, Adjacent, func(_ Pos, o *Square) {
		if o.Tile == Showers {
			c++
		}
	})
	if b.w.holds(CrampedCells) {
		c++
	}
	return c, known
}

// cellNeeds works out every cell's needs ("Prisoner Needs").
func (b *board) cellNeeds() []CellNeeds {
	w := b.w
	cctv, intel, training := w.holds(CCTV), w.holds(InmateIntelligence), w.holds(GuardTraining)
	punish := w.holds(PermanentPunishment)
	cells := 0
	for i := range w.Prison {
		if w.Prison[i].Tile.Spec().Cell() {
			cells++
		}
	}
	out := make([]CellNeeds, 0, cells)
	// The tiles that can give a cell a tag, and how many Armouries stand
	// next to each: worked out once, not once per cell.
	// On the stack for a prison that fits the frame (every checked one).
	var grantersArr, armedArr [Size * Size]int8
	granters := grantersArr[:0]
	armed := armedArr[:]
	if len(w.Prison) > len(armedArr) {
		armed = make([]int8, len(w.Prison))
	}
	for j := range w.Prison {
		o := &w.Prison[j]
		ospec := o.Tile.Spec()
		if len(ospec.Grants) > 0 || intel && (b.tagCount(o, Literacy) > 0 || b.tagCount(o, Labour) > 0) {
			granters = append(granters, int8(j))
		}
		if ospec.grantsSecurity() {
			b.each(o.At, Adjacent, func(_ Pos, a *Square) {
				if a.Tile == Armoury {
					armed[j]++
				}
			})
		}
	}
	// One buffer for every cell's contributions; a cell's From is its
	// part (an earlier part stays valid if the buffer grows).
	buf := make([]Contribution, 0, 8*cells)
	for i := range w.Prison {
		s := &w.Prison[i]
		spec := s.Tile.Spec()
		if !spec.Cell() {
			continue
		}
		c := CellNeeds{At: s.At, Tile: s.Tile, Square: i, Prisoners: s.Prisoners}
		c.Capacity, c.CapacityKnown = b.capacity(s)
		start := len(buf)
		add := func(x Contribution) {
			c.Tally[x.Tag] += int16(x.N)
			buf = append(buf, x)
		}
		own := spec.Functional
		kind := FromCell
		if spec.Cut != "" && s.Printed.TagsGiven {
			own, kind = s.Printed.Tags, FromPrinted
		}
		for _, t := range own {
			add(Contribution{Tag: t, N: 1, Kind: kind, From: s.At, Tile: s.Tile})
		}
		for _, sp := range Specialists {
			if n := s.Specialists[sp]; n > 0 {
				add(Contribution{Tag: sp.Tag(), N: int8(n), Kind: FromSpecialist, Specialist: sp})
			}
		}
		if top, ok := s.Prisoners.Top(); ok && top.Contraband() > 0 {
			add(Contribution{Tag: Contraband, N: int8(top.Contraband()), Kind: FromPrisoner, Colour: top})
		}
		// Tiles granting to this cell: look at every tile that could
		// reach it.
		for _, j := range granters {
			o := &w.Prison[j]
			if int(j) == i {
				continue
			}
			ospec := o.Tile.Spec()
			for _, g := range ospec.Grants {
				if !g.Reach.Reaches(o.At, s.At) || g.IfStaffed && !o.Staff || g.IfWindows > 0 && b.windowsOverlooking(o.At) < g.IfWindows {
					continue
				}
				add(Contribution{Tag: g.Tag, N: int8(g.N), Kind: FromTile, From: o.At, Tile: o.Tile})
				if g.Tag != Security {
					continue
				}
				if training && o.Tile == LockerRoomTile {
					add(Contribution{Tag: Security, N: 1, Kind: FromGuardTraining, From: o.At, Tile: o.Tile})
				}
				if armouries := armed[j]; armouries > 0 {
					add(Contribution{Tag: Security, N: armouries, Kind: FromArmoury, From: o.At, Tile: Armoury, Boosted: o.Tile})
				}
			}
			if intel && o.At.Adjacent(s.At) {
				if n := b.tagCount(o, Literacy); n > 0 {
					add(Contribution{Tag: Security, N: int8(n), Kind: FromInmateIntelligence, From: o.At, Tile: o.Tile, Via: Literacy})
				}
				if n := b.tagCount(o, Labour); n > 0 {
					add(Contribution{Tag: Security, N: int8(n), Kind: FromInmateIntelligence, From: o.At, Tile: o.Tile, Via: Labour})
				}
			}
		}
		if cctv {
			next := false
			b.each(s.At, Adjacent, func(_ Pos, o *Square) {
				if o.Tile.Spec().Cell() {
					next = true
				}
			})
			if next {
				add(Contribution{Tag: Security, N: 1, Kind: FromCCTV})
			}
		}
		c.From = buf[start:len(buf):len(buf)]
		if c.Tally[Security] > c.Tally[Contraband] {
			c.Needs = c.Needs.With(Secure)
		}
		if c.Tally[Comfort] > c.Tally[Discontent] {
			c.Needs = c.Needs.With(Comfortable)
		}
		if c.Tally[Hygiene] >= 1 {
			c.Needs = c.Needs.With(Hygienic)
		}
		// Needs lockup cannot derive: take the cubes.
		trust := NeedSet(0)
		if spec.Cut != "" && !s.Printed.TagsGiven {
			trust = NeedSet(0).With(Secure).With(Comfortable).With(Hygienic)
		} else if punish {
			trust = NeedSet(0).With(Secure)
		}
		if trust != 0 {
			c.Trusted = trust
			for _, n := range Needs {
				if trust.Has(n) {
					c.Needs &^= 1 << n
					if s.Cubes.Has(n) {
						c.Needs = c.Needs.With(n)
					}
				}
			}
		}
		out = append(out, c)
	}
	return out
}
