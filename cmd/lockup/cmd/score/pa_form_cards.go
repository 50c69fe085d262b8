package score

import (
	"fmt"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/input"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

// The questions after the prison: Bureaucracy cards, objectives, escaped
// and released prisoners, and the solo Governor.

// cardListPages ask which Bureaucracy cards the warden has and how many
// objectives were played: the answers decide the next questions.
func cardListPages(we *input.PAWardenAnswers, who string) []cmdutil.Page {
	n := we.Name + ": "
	return []cmdutil.Page{{Title: who + ": Bureaucracy cards and objectives", Questions: []cmdutil.Question{
		inputQ(n+"Bureaucracy cards in your area, separated by commas", "e.g. cooks, accountants (empty: none)", &we.Cards, func(v string) error {
			return we.CheckCards(v)
		}),
		countQ(n+"objectives played (in your Objective area)", &we.ObjectiveCount),
	}}}
}

// paCardQuestions ask, for each card, only what it takes: Staff meeples on
// a Staff card's vacancies, Grey prisoners on Prison Labour or Cleaning,
// what Snipers gave.
func paCardQuestions(name string, cards []*input.PACardAnswers, check func(field *string, v string, syntax func(string) error) error) []cmdutil.Question {
	var qs []cmdutil.Question
	for _, c := range cards {
		spec := c.ID.Spec()
		head := name + ", " + spec.Name + ": "
		if spec.StaffSlots > 0 {
			qs = append(qs, inputQ(head+"Staff meeples on it", fmt.Sprintf("0 to %d", spec.StaffSlots), &c.Staff, func(v string) error { return check(&c.Staff, v, input.CountSyntax) }))
		}
		if spec.PrisonerSlots {
			qs = append(qs, inputQ(head+"Grey prisoners on it", "0", &c.Grey, func(v string) error { return check(&c.Grey, v, input.CountSyntax) }))
		}
		if c.ID == pa.Snipers {
			qs = append(qs, inputQ(head+"specialists it gave (its text is cut)", "0", &c.Specialists, func(v string) error { return check(&c.Specialists, v, input.CountSyntax) }))
		}
	}
	return qs
}

// objectiveQuestions ask each objective's deck, VP and whether it is met.
func objectiveQuestions(name string, objs []*input.PAObjectiveAnswers, governor bool, check func(field *string, v string, syntax func(string) error) error) []cmdutil.Page {
	var pages []cmdutil.Page
	for i, o := range objs {
		head := fmt.Sprintf("%s, objective %d of %d: ", name, i+1, len(objs))
		decks := huh.NewOptions(input.PADeckKeys...)
		p := cmdutil.Page{Title: fmt.Sprintf("%s: objective %d of %d", name, i+1, len(objs)), Questions: []cmdutil.Question{
			{Title: head + "deck", Field: huh.NewSelect[string]().Title(head + "deck").Options(decks...).Inline(true).Value(&o.Deck).
				Validate(func(v string) error { return check(&o.Deck, v, input.AnySyntax) })},
			inputQ(head+"VP in green", "0", &o.VP, func(v string) error { return check(&o.VP, v, input.CountSyntax) }),
		}}
		if !governor {
			p.Questions = append(p.Questions,
				inputQ(head+"VP lost in red if missed", "0 (none printed)", &o.Penalty, func(v string) error { return check(&o.Penalty, v, input.CountSyntax) }),
				cmdutil.Question{Title: head + "met?", Field: huh.NewConfirm().Title(head + "met?").Value(&o.Done)})
		}
		pages = append(pages, p)
	}
	return pages
}

// afterPrisonPages ask about the cards, the tags counted past the tracks,
// the objectives, and the prisoners who escaped or were released.
func afterPrisonPages(we *input.PAWardenAnswers, who string) []cmdutil.Page {
	n := we.Name + ": "
	check := we.CheckField
	var pages []cmdutil.Page
	if qs := paCardQuestions(we.Name, we.Bureaucracy, check); len(qs) > 0 {
		pages = append(pages, cmdutil.SplitPage(cmdutil.Page{Title: who + ": Bureaucracy cards", Questions: qs})...)
	}
	var tags []cmdutil.Question
	for _, c := range we.Bureaucracy {
		switch c.ID {
		case pa.OffshoreTaxHaven:
			tags = append(tags, inputQ(n+"Finance tags in all, past the track's 10th space too", "empty: the track's space", &we.FinanceTags, input.CountSyntax))
		case pa.ResettlementScheme:
			tags = append(tags, inputQ(n+"Rehabilitation tags in all, past the track's 10th space too", "empty: the track's space", &we.RehabTags, input.CountSyntax))
		}
	}
	if len(tags) > 0 {
		pages = append(pages, cmdutil.Page{Title: who + ": tags for Offshore Tax Haven, Resettlement Scheme", Questions: tags})
	}
	pages = append(pages, objectiveQuestions(we.Name, we.Objectives, false, check)...)
	threats := cmdutil.Page{Title: who + ": threat value of each prisoner who left"}
	for _, list := range []struct {
		what string
		vals *[len(pa.Colours)]string
	}{{"escaped", &we.Escaped}, {"released", &we.Released}} {
		for _, c := range pa.Colours {
			lo, hi := c.ThreatRange()
			field := &list.vals[c]
			threats.Questions = append(threats.Questions, inputQ(fmt.Sprintf("%s%s %s prisoners' threat values", n, list.what, c), fmt.Sprintf("e.g. %d %d (empty: none)", lo, hi), field, func(v string) error {
				return we.CheckField(field, v, input.IntsSyntax)
			}))
		}
	}
	return append(pages, cmdutil.SplitPage(threats)...)
}

// governorListPages ask the Governor's difficulty, tiles, cards and how
// many objectives he has.
func governorListPages(e *input.PAAnswers) []cmdutil.Page {
	g := e.Governor
	const (
		diff  = "The Governor: difficulty"
		tiles = "The Governor: his tiles, separated by commas"
		cards = "The Governor: his Bureaucracy cards, separated by commas"
		objs  = "The Governor: objectives in his stack"
	)
	return []cmdutil.Page{{Title: "The Governor (Solo Rules)", Questions: []cmdutil.Question{
		{Title: diff, Field: huh.NewSelect[string]().Title(diff).Options(huh.NewOptions("easy", "medium", "hard")...).Inline(true).Value(&g.Difficulty)},
		inputQ(tiles, "e.g. kitchen, yard (empty: none)", &g.Tiles, input.PATilesSyntax),
		inputQ(cards, "e.g. tax-relief (empty: none)", &g.Cards, func(v string) error {
			if err := input.PACardsSyntax(v); err != nil {
				return err
			}
			return e.CheckGovernor(&g.Cards, v, input.AnySyntax)
		}),
		countQ(objs, &g.ObjectiveCount),
	}}}
}

// governorPages ask what Snipers gave him and his objectives.
func governorPages(e *input.PAAnswers) []cmdutil.Page {
	g := e.Governor
	check := e.CheckGovernor
	var pages []cmdutil.Page
	for _, c := range g.Bureaucracy {
		if c.ID == pa.Snipers {
			pages = append(pages, cmdutil.Page{Title: "The Governor: Snipers", Questions: []cmdutil.Question{
				inputQ("The Governor, Snipers: specialists it would give (its text is cut)", "0", &c.Specialists, func(v string) error { return check(&c.Specialists, v, input.CountSyntax) }),
			}})
		}
	}
	return append(pages, objectiveQuestions("The Governor", g.Objectives, true, check)...)
}
