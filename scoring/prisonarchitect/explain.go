package prisonarchitect

import (
	"fmt"
	"strconv"
	"strings"
)

// Explain says, in English, each warden's cells with their tally and
// where each tag comes from, and every conditional VP with what it
// counted (lockup pa score --explain).
func (r *Result) Explain() string {
	var b strings.Builder
	for i := range r.Wardens {
		w := &r.Wardens[i]
		fmt.Fprintf(&b, "\n%s: cells\n", w.Name)
		if len(w.Cells) == 0 {
			b.WriteString("  (no cells)\n")
		}
		for j := range w.Cells {
			c := &w.Cells[j]
			capacity := "capacity not known"
			if c.CapacityKnown {
				capacity = "capacity " + strconv.Itoa(c.Capacity)
			}
			fmt.Fprintf(&b, "  %s %s (%s, %s): %s\n", c.At, c.Tile, c.Prisoners.Phrase(), capacity, c.Needs)
			for _, n := range Needs {
				trusted := ""
				if c.Trusted.Has(n) {
					trusted = " (taken from your cubes)"
				}
				fmt.Fprintf(&b, "    %s: %s%s\n", n, c.Why(n), trusted)
			}
			for _, x := range c.From {
				fmt.Fprintf(&b, "      %s\n", x)
			}
		}
		fmt.Fprintf(&b, "%s: conditional VP\n", w.Name)
		if len(w.Awards) == 0 {
			b.WriteString("  (none)\n")
		}
		for _, a := range w.Awards {
			fmt.Fprintf(&b, "  %s: %s\n", a.Category, a)
		}
	}
	if g := r.Governor; g != nil {
		b.WriteString("\nGovernor: VP beyond the per-tile and per-card scores\n")
		for _, a := range g.Awards {
			fmt.Fprintf(&b, "  %s: %s\n", a.Category, a)
		}
	}
	return b.String()
}
