package prisonarchitect

import (
	"strconv"
	"strings"
)

// diagramWidth is the inside width of a square in Diagram.
const diagramWidth = 11

// short names the tiles whose printed name is wider than a square.
var short = map[TileID]string{
	LuxuryBunkCell: "Lux Bunk", SecureBunkCell: "Secure Bunk", BasicHolding: "Basic Hold",
	LuxuryHolding: "Lux Holding", BasicDormitory: "Basic Dorm", BasicSolitary: "Basic Solit",
	LuxurySolitary: "Lux Solit", LuxuryDormitory: "Lux Dorm", CleaningCupboard: "Cleaning Cb",
	BasketballCourt: "Basketball", Surveillance: "Surveillanc",
}

// ShortName returns the tile's name shortened to fit a square of the
// diagram (11 characters).
func (id TileID) ShortName() string {
	if s, ok := short[id]; ok {
		return s
	}
	return id.String()
}

// Diagram draws a warden's prison as read from the file, for the table to
// compare with the cardboard: each square shows its tile, its prisoners
// (g, o, r) and needs as the rules give them (S, C, H), then a Staff meeple
// (staff), its token (+tag) and the edges with a Window (w:NE). Outdoor
// tiles are marked with ~.
func Diagram(w *Warden) string {
	b := newBoard(w)
	needs := map[Pos]NeedSet{}
	for _, c := range b.cellNeeds() {
		needs[c.At] = c.Needs
	}
	var sb strings.Builder
	rule := "    " + strings.Repeat("+"+strings.Repeat("-", diagramWidth), Size) + "+\n"
	sb.WriteString("    ")
	for c := 0; c < Size; c++ {
		sb.WriteString(" " + pad(string(rune('A'+c)), diagramWidth))
	}
	sb.WriteString("\n")
	for r := int8(0); r < Size; r++ {
		sb.WriteString(rule)
		lines := [3]string{"  " + strconv.Itoa(int(r)+1) + " ", "    ", "    "}
		for c := int8(0); c < Size; c++ {
			s := b.square(Pos{c, r})
			var cell [3]string
			if s != nil {
				spec := s.Tile.Spec()
				cell[0] = s.Tile.ShortName()
				if spec.Outdoor {
					cell[0] = "~" + cell[0]
				}
				if spec.Cell() {
					var p strings.Builder
					for _, col := range Colours {
						if n := s.Prisoners[col]; n > 0 {
							p.WriteString(strconv.Itoa(n) + col.String()[:1])
						}
					}
					if p.Len() == 0 {
						p.WriteString("-")
					}
					p.WriteString(" ")
					for _, n := range Needs {
						if needs[s.At].Has(n) {
							p.WriteString(strings.ToUpper(n.String()[:1]))
						}
					}
					cell[1] = p.String()
				}
				var x []string
				if s.Staff {
					x = append(x, "staff")
				}
				if s.Token != NoTag {
					x = append(x, "+"+s.Token.String()[:4])
				}
				if s.Windows != 0 {
					var e strings.Builder
					for _, ed := range Edges {
						if s.Windows.Has(ed) {
							e.WriteString(ed.String())
						}
					}
					x = append(x, "w:"+e.String())
				}
				cell[2] = strings.Join(x, " ")
			}
			for i := range lines {
				lines[i] += "|" + pad(cell[i], diagramWidth)
			}
		}
		for _, l := range lines {
			sb.WriteString(l + "|\n")
		}
	}
	sb.WriteString(rule)
	return sb.String()
}

func pad(s string, w int) string {
	if len(s) > w {
		return s[:w]
	}
	return s + strings.Repeat(" ", w-len(s))
}
