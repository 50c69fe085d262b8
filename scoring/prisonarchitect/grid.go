package prisonarchitect

import "fmt"

// Size is the side of the prison frame: 6 squares ("Build": the prison must
// fit a 6x6 grid).
const Size = 6

// Pos is a square of the frame: Col 0-5 is A-F, Row 0-5 is 1-6.
type Pos struct{ Col, Row int8 }

// ParsePos reads a square such as "B2" (either case).
func ParsePos(s string) (Pos, bool) {
	if len(s) != 2 {
		return Pos{}, false
	}
	c, r := s[0]|0x20, s[1]
	if c < 'a' || c > 'z' || r < '0' || r > '9' {
		return Pos{}, false
	}
	return Pos{Col: int8(c - 'a'), Row: int8(r - '1')}, true
}

// In reports whether the square is inside the frame (A1-F6).
func (p Pos) In() bool { return p.Col >= 0 && p.Col < Size && p.Row >= 0 && p.Row < Size }

// String returns the square's name, e.g. "B2".
func (p Pos) String() string {
	if p.Col < 0 || p.Col >= 26 || p.Row < -1 || p.Row > 8 {
		return fmt.Sprintf("(%d,%d)", p.Col, p.Row)
	}
	return string([]byte{'A' + byte(p.Col), '1' + byte(p.Row)})
}

func (p Pos) index() int { return int(p.Row)*Size + int(p.Col) }

// Step returns the neighbouring square across edge e.
func (p Pos) Step(e Edge) Pos {
	switch e {
	case North:
		p.Row--
	case South:
		p.Row++
	case East:
		p.Col++
	case West:
		p.Col--
	}
	return p
}

// Adjacent reports whether q shares a side with p.
func (p Pos) Adjacent(q Pos) bool {
	dc, dr := abs8(p.Col-q.Col), abs8(p.Row-q.Row)
	return dc+dr == 1
}

// Surrounds reports whether q is one of the 8 squares around p.
func (p Pos) Surrounds(q Pos) bool {
	dc, dr := abs8(p.Col-q.Col), abs8(p.Row-q.Row)
	return dc <= 1 && dr <= 1 && dc+dr > 0
}

// InLine reports whether q is another square in p's row or column.
func (p Pos) InLine(q Pos) bool { return p != q && (p.Col == q.Col || p.Row == q.Row) }

func abs8(v int8) int8 {
	if v < 0 {
		return -v
	}
	return v
}

// Reach is which squares a tile's grant reaches (Appendix: Tiles, the
// preamble: "adjacent" is orthogonal, "surrounding" the 8 around).
type Reach uint8

// The reaches.
const (
	// OnTile: the tag is printed on the tile itself.
	OnTile Reach = iota
	// Adjacent: the 4 squares sharing a side.
	Adjacent
	// Surrounding: the 8 squares around.
	Surrounding
	// RowAndColumn: every other square in the same row and column.
	RowAndColumn
)

// String describes the reach in words.
func (r Reach) String() string {
	switch r {
	case OnTile:
		return "on the tile"
	case Adjacent:
		return "adjacent"
	case Surrounding:
		return "surrounding"
	case RowAndColumn:
		return "same row and column"
	}
	return fmt.Sprintf("Reach(%d)", int(r))
}

// Reaches reports whether a grant from p with reach r reaches q.
func (r Reach) Reaches(p, q Pos) bool {
	switch r {
	case OnTile:
		return p == q
	case Adjacent:
		return p.Adjacent(q)
	case Surrounding:
		return p.Surrounds(q)
	case RowAndColumn:
		return p.InLine(q)
	}
	return false
}
