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

// paGrid writes the score table: a row per category, a column per warden
// and the Governor (blank where he scores no such category), its headings
// in lang (csv passes English).
func paGrid(lang terms.Lang, res *pa.Result, nameWidth int) scoreGrid {
	n := len(res.Wardens)
	if res.Governor != nil {
		n++
	}
	grid := scoreGrid{header: make([]string, 1, 1+n), footer: make([]string, 1, 1+n)}
	grid.header[0], grid.footer[0] = lang.Sprintf("score.category"), lang.Sprintf("score.total")
	for i := range res.Wardens {
		grid.header = append(grid.header, shorten(res.Wardens[i].Name, nameWidth))
		grid.footer = append(grid.footer, strconv.Itoa(res.Wardens[i].Total()))
	}
	gov := res.Governor
	if gov != nil {
		grid.header = append(grid.header, lang.Sprintf("pa.governor-column", gov.Difficulty.String()))
		grid.footer = append(grid.footer, strconv.Itoa(gov.Total()))
	}
	for _, c := range pa.ScoreCategories {
		r := make([]string, 1, 1+n)
		r[0] = paCategory(lang, c)
		for i := range res.Wardens {
			v := res.Wardens[i].Breakdown[c]
			if c == pa.CashVP || c == pa.TracksVP {
				r = append(r, strconv.Itoa(v))
			} else {
				r = append(r, signed(v))
			}
		}
		if gov != nil {
			cell := ""
			switch c {
			case pa.BrickAndMortarVP:
				cell = signed(gov.BrickAndMortar)
			case pa.OrganizationVP:
				cell = signed(gov.Organization)
			case pa.SpecialistsVP:
				cell = signed(gov.Specialists)
			case pa.ObjectivesVP:
				cell = signed(gov.Objectives)
			}
			r = append(r, cell)
		}
		grid.rows = append(grid.rows, r)
	}
	return grid
}

// paCategories are the catalog's keys of the score categories, in
// pa.ScoreCategories' order.
var paCategories = [...]string{"pa.cash", "pa.brick-and-mortar", "pa.organization", "pa.tracks", "pa.specialists", "pa.objectives", "pa.escapees", "pa.reintegration", "pa.inmates"}

// paCategory is a category's heading in a language ("Brick and Mortar").
func paCategory(lang terms.Lang, c pa.ScoreCategory) string {
	if int(c) < len(paCategories) {
		return lang.Sprintf(paCategories[c])
	}
	return c.String()
}

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
