package score

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/terms"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

// The Prison Architect score is printed as lockup score prints Lockup's: a
// table with a column per warden (and the Governor), the winners, and the
// notes, through the same grid (scoreGrid) and renderers.

func writePAScore(opts *PAScoreOptions, g *pa.Game, res *pa.Result) error {
	io := opts.IO
	if opts.Output == "json" {
		return cmdutil.WriteJSON(io.Out, pa.ToJSON(res, opts.Explain))
	}
	var b strings.Builder
	if opts.ShowGrid && opts.Output != "csv" {
		for i := range g.Wardens {
			fmt.Fprintf(&b, "%s's prison:\n%s\n", g.Wardens[i].Name, pa.Diagram(&g.Wardens[i]))
		}
	}
	switch opts.Output {
	case "markdown":
		paGrid(opts.Lang, res, 0).writeMarkdown(&b)
		writeVerdict(&b, opts.Lang, res.WinnersIn(opts.Lang), paNotes(opts.Lang, res), "pa.markdown-note-ruling", true)
	case "csv":
		fmt.Fprintln(io.Out, paGrid(terms.En, res, 0).writer().RenderCSV())
		return nil
	default:
		b.WriteString(paGrid(opts.Lang, res, 12).render(io.IsStdoutTTY(), io.ColorEnabled()) + "\n")
		writeVerdict(&b, opts.Lang, res.WinnersIn(opts.Lang), paNotes(opts.Lang, res), "pa.note-ruling", false)
	}
	if opts.Explain {
		writePAExplain(&b, res)
	}
	_, err := io.Out.Write([]byte(b.String()))
	return err
}

// paNoteText writes a note in lang, after its warden's name.
func paNoteText(lang terms.Lang, n pa.Note) string {
	text := n.TextIn(lang)
	switch who := n.WhoIn(lang); {
	case who == "":
		return text
	case lang == terms.En:
		return who + ": " + text
	default:
		return lang.Sprintf("note.pa.who", who, text)
	}
}

// writePAExplain writes each warden's cells with their tally, and every
// conditional VP with what it counted.
func writePAExplain(b *strings.Builder, res *pa.Result) {
	for i := range res.Wardens {
		w := &res.Wardens[i]
		fmt.Fprintf(b, "\n%s: cells\n", w.Name)
		if len(w.Cells) == 0 {
			b.WriteString("  (no cells)\n")
		}
		for j := range w.Cells {
			c := &w.Cells[j]
			capacity := "capacity not known"
			if c.CapacityKnown {
				capacity = "capacity " + strconv.Itoa(c.Capacity)
			}
			fmt.Fprintf(b, "  %s %s (%s, %s): %s\n", c.At, c.Tile, c.Prisoners.Phrase(), capacity, c.Needs)
			for _, n := range pa.Needs {
				trusted := ""
				if c.Trusted.Has(n) {
					trusted = " (taken from your cubes)"
				}
				fmt.Fprintf(b, "    %s: %s%s\n", n, c.Why(n), trusted)
			}
			for _, x := range c.From {
				fmt.Fprintf(b, "      %s\n", x)
			}
		}
		fmt.Fprintf(b, "%s: conditional VP\n", w.Name)
		if len(w.Awards) == 0 {
			b.WriteString("  (none)\n")
		}
		for _, a := range w.Awards {
			fmt.Fprintf(b, "  %s: %s\n", a.Category, a)
		}
	}
	if g := res.Governor; g != nil {
		b.WriteString("\nGovernor: VP beyond the per-tile and per-card scores\n")
		for _, a := range g.Awards {
			fmt.Fprintf(b, "  %s: %s\n", a.Category, a)
		}
	}
}

// paNotes are a Prison Architect result's notes, in lang.
func paNotes(lang terms.Lang, res *pa.Result) []verdictNote {
	var out []verdictNote
	for _, n := range res.Notes {
		out = append(out, verdictNote{paNoteText(lang, n), n.Ruling})
	}
	return out
}

// paGrid is the score table (pa.NewTable) in lang (csv passes English),
// names longer than nameWidth shortened (0: never).
func paGrid(lang terms.Lang, res *pa.Result, nameWidth int) scoreGrid {
	t := pa.NewTable(lang, res)
	return newGrid(t.Header, t.Rows, t.Footer, -1, len(res.Wardens), nameWidth)
}
