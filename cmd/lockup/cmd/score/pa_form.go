package score

import (
	"fmt"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/input"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

// The Prison Architect form asks for a board-state file
// (docs/prison-architect.md) in stages, each a form of its own, so that
// each stage asks only what applies to the answers before it: the squares
// a warden's prison occupies, then the tile on each, then for each square
// only the questions its tile takes (a Staff meeple on a tile with a slot,
// Windows on the edges that may carry one, prisoners of the colours a cell
// takes...). Every answer is read by the package's parsers, and every rule
// is the package's: pa.CheckLayout for the squares, and pa.Check on the
// warden as answered so far for the rest. The answers, and what they
// become (a pa.Warden, a file), are input.PAAnswers; this file and
// pa_form_cards.go hold the questions; pa_form_run.go runs the stages.

// inputQ is a one-line question whose answer is read by valid.
func inputQ(title, placeholder string, value *string, valid func(string) error) cmdutil.Question {
	f := huh.NewInput().Title(title).Value(value).Validate(valid)
	if placeholder != "" {
		f = f.Placeholder(placeholder)
	}
	return cmdutil.Question{Title: title, Field: f}
}

// countQ is a whole number, empty for 0.
func countQ(title string, value *string) cmdutil.Question {
	return inputQ(title, "0", value, input.CountSyntax)
}

// paSetupPages ask whether the game is solo and the wardens' names.
func paSetupPages(e *input.PAAnswers) []cmdutil.Page {
	const soloTitle = "Solo game (one warden against the Governor)?"
	const namesTitle = "Wardens' names, separated by commas (1 to 4; solo: your name)"
	return []cmdutil.Page{
		{Title: "Prison Architect: the game", Questions: []cmdutil.Question{
			{Title: soloTitle, Field: huh.NewConfirm().Title(soloTitle).Value(&e.Solo)},
		}},
		{Title: "Prison Architect: the wardens", Questions: []cmdutil.Question{
			inputQ(namesTitle, "", &e.Names, func(v string) error {
				_, err := input.CheckWardenNames(input.SplitNames(v), e.Solo)
				return err
			}),
		}},
	}
}

// basicPages ask a warden's cash, tracks, specialists and the squares the
// prison occupies.
func basicPages(we *input.PAWardenAnswers, who string) []cmdutil.Page {
	n := we.Name + ": "
	// The space typed, read as a number and checked by the package.
	space := func(v string) error {
		n, err := input.ParseAnswerCount(v)
		if err != nil {
			return err
		}
		return we.Check(func(w *pa.Warden) { w.Finance.Space = n }, v)
	}
	rehab := func(v string) error {
		n, err := input.ParseAnswerCount(v)
		if err != nil {
			return err
		}
		return we.Check(func(w *pa.Warden) { w.Rehabilitation.Space = n }, v)
	}
	pages := []cmdutil.Page{{Title: who + ": cash and tracks", Questions: []cmdutil.Question{
		countQ(n+"cash left ($)", &we.Cash),
		inputQ(n+"Finance track: space reached (1-10)", "1", &we.FinanceSpace, space),
		countQ(n+"Finance track: VP printed on that space", &we.FinanceVP),
		inputQ(n+"Rehabilitation track: space reached (1-10)", "1", &we.RehabSpace, rehab),
		countQ(n+"Rehabilitation track: VP printed on that space", &we.RehabVP),
	}}}
	spec := cmdutil.Page{Title: who + ": specialists you have, assigned or not"}
	for _, s := range pa.Specialists {
		spec.Questions = append(spec.Questions, countQ(n+s.Plural(), &we.Specialists[s]))
	}
	pages = append(pages, cmdutil.SplitPage(spec)...)
	const sq = "squares with a tile, e.g. A1 B1 B2 (columns A-F, rows 1-6)"
	pages = append(pages, cmdutil.Page{Title: who + ": the prison", Questions: []cmdutil.Question{
		inputQ(n+sq, "", &we.Squares, func(v string) error { _, err := input.ParsePASquares(v); return err }),
	}})
	return pages
}

// tilePages ask the tile on each square.
func tilePages(we *input.PAWardenAnswers, who string) []cmdutil.Page {
	p := cmdutil.Page{Title: who + ": the tiles (lockup pa tiles)"}
	for _, s := range we.Prison {
		p.Questions = append(p.Questions, inputQ(fmt.Sprintf("%s: the tile at %s", we.Name, s.At), "e.g. bunk-cell", &s.Tile, input.PATileSyntax))
	}
	return cmdutil.SplitPage(p)
}

// detailPages ask, square by square, only what the square's tile takes.
func detailPages(we *input.PAWardenAnswers, who string) []cmdutil.Page {
	var pages []cmdutil.Page
	pool := 0
	for _, s := range we.Specialists {
		n, _ := input.ParseAnswerCount(s)
		pool += n
	}
	for i, s := range we.Prison {
		tile, _ := pa.ParseTile(s.Tile)
		spec := tile.Spec()
		head := fmt.Sprintf("%s %s", s.At, spec.Name)
		p := cmdutil.Page{Title: fmt.Sprintf("%s: %s (square %d of %d)", who, head, i+1, len(we.Prison))}
		q := func(title string) string { return we.Name + ", " + head + ": " + title }
		if spec.StaffSlot {
			t := q("a Staff meeple on it?")
			p.Questions = append(p.Questions, cmdutil.Question{Title: t, Field: huh.NewConfirm().Title(t).Value(&s.Staff)})
		}
		t := q("token on it")
		opts := []huh.Option[string]{huh.NewOption("none", "")}
		for _, k := range input.PATagKeys {
			opts = append(opts, huh.NewOption(k, k))
		}
		p.Questions = append(p.Questions, cmdutil.Question{Title: t, Field: huh.NewSelect[string]().Title(t).Options(opts...).Inline(true).Value(&s.Token)})
		if edges := we.AllowedWindows(i); edges != "" {
			p.Questions = append(p.Questions, inputQ(q("Windows, on edges "+edges), "e.g. N (empty: none)", &s.Windows, func(v string) error {
				return we.CheckField(&s.Windows, v, input.PAEdgesSyntax)
			}))
		}
		if !spec.VPGiven {
			p.Questions = append(p.Questions, inputQ(q("VP printed on it"), "empty: none (the rulebook's text gives none)", &s.PrintedVP, input.CountSyntax))
		}
		if spec.Cell() {
			if spec.Cut != "" {
				p.Questions = append(p.Questions,
					inputQ(q("tags printed on it"), "security, comfort, hygiene, discontent (cut in the rulebook)", &s.PrintedTags, func(v string) error {
						return we.CheckField(&s.PrintedTags, v, input.PAPrintedTagsSyntax)
					}),
					inputQ(q("printed capacity"), "empty: not known", &s.PrintedCap, input.CountSyntax))
			}
			for _, c := range pa.Colours {
				if spec.Takes[c] || spec.Cut != "" {
					p.Questions = append(p.Questions, inputQ(q(c.String()+" prisoners in it"), "0", &s.Prisoners[c], func(v string) error {
						return we.CheckField(&s.Prisoners[c], v, input.CountSyntax)
					}))
				}
			}
			p.Questions = append(p.Questions, inputQ(q("needs cubes on it"), "secure, comfortable, hygienic (empty: none)", &s.Needs, input.PANeedsSyntax))
			if pool > 0 {
				p.Questions = append(p.Questions, inputQ(q("specialists on it"), "e.g. dog, librarian (at most 3; empty: none)", &s.Specialists, func(v string) error {
					return we.CheckField(&s.Specialists, v, input.PASpecialistsSyntax)
				}))
			}
		}
		pages = append(pages, cmdutil.SplitPage(p)...)
	}
	return pages
}
