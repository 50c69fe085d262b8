package prisonarchitect

import "testing"

// p reads a square name; tests only.
func p(s string) Pos {
	pos, ok := ParsePos(s)
	if !ok {
		panic("bad square " + s)
	}
	return pos
}

// sq is a square with a tile and, optionally, prisoners (grey, orange, red).
func sq(at string, t TileID, prisoners ...int) Square {
	s := Square{At: p(at), Tile: t}
	copy(s.Prisoners[:], prisoners)
	return s
}

func cellAt(t *testing.T, cells []CellNeeds, at string) *CellNeeds {
	t.Helper()
	for i := range cells {
		if cells[i].At == p(at) {
			return &cells[i]
		}
	}
	t.Fatalf("no cell at %s", at)
	return nil
}

func needSet(ns ...Need) NeedSet {
	var s NeedSet
	for _, n := range ns {
		s = s.With(n)
	}
	return s
}
