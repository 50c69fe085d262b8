package score

import (
	"fmt"
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
		b.WriteString(res.Explain())
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
