package prisonarchitect

import (
	"fmt"
	"math/bits"
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

// board indexes a prison by square, with what scoring reads many times
// worked out once: which squares hold which tiles, and each square's tags.
// Sets of squares are masks of position indexes (bit Row*Size+Col).
type board struct {
	w  *Warden
	at [Size * Size]int8
	// occupied holds the squares at indexes; cells those of them with a
	// cell; tiles those with each tile.
	occupied, cells uint64
	tiles           [numTiles]uint64
	// tags counts each indexed square's passive and track tags, by its
	// position's index: printed, on its token, and given by its own
	// condition (see tagCount).
	tags [Size * Size][Rehabilitation + 1]int8
}

func newBoard(w *Warden) board {
	var b board
	b.init(w)
	return b
}

// init indexes the warden's prison.
func (b *board) init(w *Warden) {
	b.w = w
	for i := range b.at {
		b.at[i] = -1
	}
	for i := range w.Prison {
		s := &w.Prison[i]
		if p := s.At; p.In() && b.at[p.index()] < 0 && i <= maxInt8 && s.Tile < numTiles {
			bit := uint64(1) << p.index()
			b.at[p.index()] = int8(i)
			b.occupied |= bit
			b.tiles[s.Tile] |= bit
			if s.Tile.Spec().Cell() {
				b.cells |= bit
			}
		}
	}
	// The tags every condition counts: the ones printed and placed first,
	// then the Finance some tiles' conditions add, which look at their
	// neighbours' printed and placed tags.
	for m := b.occupied; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m)
		s := &w.Prison[b.at[i]]
		for _, t := range s.Tile.Spec().Tags {
			if t <= Rehabilitation {
				b.tags[i][t]++
			}
		}
		if s.Token <= Rehabilitation {
			b.tags[i][s.Token]++
		}
	}
	for m := b.tiles[Mailroom]; m != 0; m &= m - 1 {
		if i := bits.TrailingZeros64(m); w.Prison[b.at[i]].Staff {
			b.tags[i][Freedom]++
		}
	}
	for _, t := range [...]TileID{Mailroom, Greenhouse, Recycling, Garbage, Exports, Forestry} {
		for m := b.tiles[t]; m != 0; m &= m - 1 {
			i := bits.TrailingZeros64(m)
			b.tags[i][Finance] += int8(b.conditionalFinance(&w.Prison[b.at[i]]))
		}
	}
}

const maxInt8 = 1<<7 - 1

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

// reach returns the occupied squares the reach covers from p.
func (b *board) reach(p Pos, r Reach) uint64 { return reachMask(p, r) & b.occupied }

// count returns how many squares of m hold tile t.
func (b *board) count(m uint64, t TileID) int {
	if t >= numTiles {
		return 0
	}
	return bits.OnesCount64(m & b.tiles[t])
}

// sumTag sums a passive or track tag over the squares of m.
func (b *board) sumTag(m uint64, t Tag) int {
	n := 0
	if t <= Rehabilitation {
		for m &= b.occupied; m != 0; m &= m - 1 {
			n += int(b.tags[bits.TrailingZeros64(m)][t])
		}
	}
	return n
}

// The squares of the frame, and of its first column and row.
const (
	frame   = 1<<(Size*Size) - 1
	column0 = 1 | 1<<Size | 1<<(2*Size) | 1<<(3*Size) | 1<<(4*Size) | 1<<(5*Size)
	row0    = 1<<Size - 1
)

// reachMask returns the squares of the frame the reach covers from p; none
// when p is outside.
func reachMask(p Pos, r Reach) uint64 {
	if !p.In() {
		return 0
	}
	i := uint(p.index()) & 63
	self := uint64(1) << i
	// p and the squares beside it in its row.
	line := self
	if p.Col > 0 {
		line |= self >> 1
	}
	if p.Col < Size-1 {
		line |= self << 1
	}
	switch r {
	case OnTile:
		return self
	case Adjacent:
		return (line | self<<Size | self>>Size) &^ self & frame
	case Surrounding:
		return (line | line<<Size | line>>Size) &^ self & frame
	case RowAndColumn:
		return (uint64(row0)<<(uint(p.Row)*Size&63) | uint64(column0)<<(uint(p.Col)&63)) &^ self
	}
	return 0
}

// each calls f for each occupied square the reach covers from p.
func (b *board) each(p Pos, r Reach, f func(q Pos, s *Square)) {
	for m := b.reach(p, r); m != 0; m &= m - 1 {
		s := &b.w.Prison[b.at[bits.TrailingZeros64(m)]]
		f(s.At, s)
	}
}

// tagCount returns how many of a passive or track tag the square shows:
// printed on its tile, on its token, and (Finance) given by its own
// condition (ruling pa-tile-finance).
func (b *board) tagCount(s *Square, t Tag) int {
	if s.At.In() && t <= Rehabilitation {
		if i := b.at[s.At.index()]; i >= 0 && &b.w.Prison[i] == s {
			return int(b.tags[s.At.index()][t])
		}
	}
	// A square the board does not index (a second tile on a square, one
	// outside the frame: Check refuses both) reaches nothing.
	n := s.Tile.Spec().count(t)
	if s.Token == t {
		n++
	}
	if t == Freedom && s.Tile == Mailroom && s.Staff {
		n++
	}
	return n
}

// conditionalFinance returns the Finance tags a tile's own condition puts
// on it while met; it reads its neighbours' tags other than Finance.
func (b *board) conditionalFinance(s *Square) int {
	switch s.Tile {
	case Mailroom:
		if s.Staff {
			return 2
		}
	case Greenhouse:
		if b.count(b.reach(s.At, RowAndColumn), Kitchen) > 0 {
			return 1
		}
	case Recycling, Garbage:
		if b.sumTag(reachMask(s.At, Adjacent), Labour) > 0 {
			return 1
		}
	case Exports:
		kinds := 0
		adjacent := reachMask(s.At, Adjacent)
		for _, t := range PassiveTags {
			if b.sumTag(adjacent, t) > 0 {
				kinds++
			}
		}
		if kinds >= 3 {
			return 2
		}
	case Forestry:
		return b.count(b.reach(s.At, RowAndColumn), Workshop)
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
	return b.capacityWith(s, b.w.holds(CrampedCells))
}

// capacityWith is capacity, told whether the warden holds Cramped Cells.
func (b *board) capacityWith(s *Square, cramped bool) (int, bool) {
	spec := s.Tile.Spec()
	c := spec.Capacity
	known := true
	if spec.Cut != "" && spec.Cell() {
		c, known = s.Printed.Capacity, s.Printed.CapacityGiven
	}
	c += b.count(reachMask(s.At, Adjacent), Showers)
	if cramped {
		c++
	}
	return c, known
}

// cellNeeds works out every cell's needs ("Prisoner Needs").
func (b *board) cellNeeds() []CellNeeds {
	cells := b.w.cells()
	out, _ := b.appendCellNeeds(make([]CellNeeds, 0, cells), make([]Contribution, 0, 8*cells))
	return out
}

// cells counts the warden's cells.
func (w *Warden) cells() int {
	n := 0
	for i := range w.Prison {
		if w.Prison[i].Tile.Spec().Cell() {
			n++
		}
	}
	return n
}

// appendCellNeeds appends every cell's needs to out, and their
// contributions to buf: a cell's From is its part of buf (an earlier part
// stays valid if buf grows). It returns both.
func (b *board) appendCellNeeds(out []CellNeeds, buf []Contribution) ([]CellNeeds, []Contribution) {
	w := b.w
	cctv, intel, training := w.holds(CCTV), w.holds(InmateIntelligence), w.holds(GuardTraining)
	punish, cramped := w.holds(PermanentPunishment), w.holds(CrampedCells)
	// What each tile can give a cell, worked out once, not once per cell:
	// the contributions, each with the squares it reaches, in the order a
	// cell lists them. granters[k] gives given[from[k]:from[k+1]]; by holds,
	// for each cell's position, the granters reaching it (bit k for
	// granters[k], in the prison's order). On the stack for a prison of
	// the size of a finished game.
	type reaching struct {
		reach uint64
		c     Contribution
	}
	var (
		grantersArr [Size * Size]int
		fromArr     [Size*Size + 1]int
		givenArr    [64]reaching
		by          [Size * Size]uint64
	)
	granters, from, given := grantersArr[:0], append(fromArr[:0], 0), givenArr[:0]
	for j := range w.Prison {
		o := &w.Prison[j]
		if !o.At.In() || int(b.at[o.At.index()]) != j {
			continue // not on the board: Check refuses it
		}
		var armed int8
		ospec := o.Tile.Spec()
		if ospec.grantsSecurity() {
			armed = int8(b.count(reachMask(o.At, Adjacent), Armoury))
		}
		all := uint64(0)
		for k := range ospec.Grants {
			gr := &ospec.Grants[k]
			if gr.IfStaffed && !o.Staff || gr.IfWindows > 0 && b.windowsOverlooking(o.At) < gr.IfWindows {
				continue
			}
			reach := reachMask(o.At, gr.Reach)
			all |= reach
			given = append(given, reaching{reach, Contribution{Tag: gr.Tag, N: int8(gr.N), Kind: FromTile, From: o.At, Tile: o.Tile}})
			if gr.Tag != Security {
				continue
			}
			if training && o.Tile == LockerRoomTile {
				given = append(given, reaching{reach, Contribution{Tag: Security, N: 1, Kind: FromGuardTraining, From: o.At, Tile: o.Tile}})
			}
			if armed > 0 {
				given = append(given, reaching{reach, Contribution{Tag: Security, N: armed, Kind: FromArmoury, From: o.At, Tile: Armoury, Boosted: o.Tile}})
			}
		}
		if intel {
			adjacent := reachMask(o.At, Adjacent)
			if n := b.tagCount(o, Literacy); n > 0 {
				all |= adjacent
				given = append(given, reaching{adjacent, Contribution{Tag: Security, N: int8(n), Kind: FromInmateIntelligence, From: o.At, Tile: o.Tile, Via: Literacy}})
			}
			if n := b.tagCount(o, Labour); n > 0 {
				all |= adjacent
				given = append(given, reaching{adjacent, Contribution{Tag: Security, N: int8(n), Kind: FromInmateIntelligence, From: o.At, Tile: o.Tile, Via: Labour}})
			}
		}
		if len(given) == from[len(from)-1] {
			continue
		}
		// A tile gives nothing to its own square.
		for m := all &^ (1 << o.At.index()) & b.cells; m != 0; m &= m - 1 {
			by[bits.TrailingZeros64(m)] |= 1 << len(granters)
		}
		granters = append(granters, j)
		from = append(from, len(given))
	}
	for i := range w.Prison {
		s := &w.Prison[i]
		spec := s.Tile.Spec()
		if !spec.Cell() {
			continue
		}
		out = append(out, CellNeeds{At: s.At, Tile: s.Tile, Square: i, Prisoners: s.Prisoners})
		c := &out[len(out)-1]
		c.Capacity, c.CapacityKnown = b.capacityWith(s, cramped)
		start := len(buf)
		own := spec.Functional
		kind := FromCell
		if spec.Cut != "" && s.Printed.TagsGiven {
			own, kind = s.Printed.Tags, FromPrinted
		}
		for _, t := range own {
			buf = append(buf, Contribution{Tag: t, N: 1, Kind: kind, From: s.At, Tile: s.Tile})
		}
		if s.Specialists != (SpecialistCounts{}) {
			for _, sp := range Specialists {
				if n := s.Specialists[sp]; n > 0 {
					buf = append(buf, Contribution{Tag: sp.Tag(), N: int8(n), Kind: FromSpecialist, Specialist: sp})
				}
			}
		}
		if top, ok := s.Prisoners.Top(); ok && top.Contraband() > 0 {
			buf = append(buf, Contribution{Tag: Contraband, N: int8(top.Contraband()), Kind: FromPrisoner, Colour: top})
		}
		// Tiles granting to this cell: the ones that reach its square.
		if s.At.In() && int(b.at[s.At.index()]) == i {
			here := uint64(1) << s.At.index()
			for m := by[s.At.index()]; m != 0; m &= m - 1 {
				k := bits.TrailingZeros64(m)
				for gi := from[k]; gi < from[k+1]; gi++ {
					if g := &given[gi]; g.reach&here != 0 {
						buf = append(buf, g.c)
					}
				}
			}
		}
		if cctv && reachMask(s.At, Adjacent)&b.cells != 0 {
			buf = append(buf, Contribution{Tag: Security, N: 1, Kind: FromCCTV})
		}
		c.From = buf[start:len(buf):len(buf)]
		for i := range c.From {
			x := &c.From[i]
			c.Tally[x.Tag] += int16(x.N)
		}
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
	}
	return out, buf
}
