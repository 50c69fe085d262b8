package input

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/terms"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

// The questions of lockup pa score's form, as data (FormPage), in stages,
// each a form of its own, so that each stage asks only what applies to the
// answers before it: the squares a warden's prison occupies, then the tile
// on each, then for each square only the questions its tile takes (a Staff
// meeple on a tile with a slot, Windows on the edges that may carry one,
// prisoners of the colours a cell takes...). Every answer is read by the
// package's parsers, and every rule is the package's: pa.CheckLayout for
// the squares, and pa.Check on the warden as answered so far for the rest.

// SetupPages ask whether the game is solo and the wardens' names.
func (e *PAAnswers) SetupPages() []FormPage {
	const soloTitle = "Solo game (one warden against the Governor)?"
	const namesTitle = "Wardens' names, separated by commas (1 to 4; solo: your name)"
	return []FormPage{
		{Title: "Prison Architect: the game", Questions: []FormQuestion{
			yesNoQ(soloTitle, &e.Solo),
		}},
		{Title: "Prison Architect: the wardens", Questions: []FormQuestion{
			typedQ(namesTitle, "", &e.Names, func(v string) error {
				_, err := CheckWardenNames(SplitNames(v), e.Solo)
				return err
			}),
		}},
	}
}

// BasicPages ask a warden's cash, tracks, specialists and the squares the
// prison occupies.
func (we *PAWardenAnswers) BasicPages(who string) []FormPage {
	n := we.Name + ": "
	// The space typed, read as a number and checked by the package.
	space := func(v string) error {
		n, err := parseAnswerCount(v)
		if err != nil {
			return err
		}
		return we.Check(func(w *pa.Warden) { w.Finance.Space = n }, v)
	}
	rehab := func(v string) error {
		n, err := parseAnswerCount(v)
		if err != nil {
			return err
		}
		return we.Check(func(w *pa.Warden) { w.Rehabilitation.Space = n }, v)
	}
	pages := []FormPage{{Title: who + ": cash and tracks", Questions: []FormQuestion{
		countQ(n+"cash left ($)", &we.Cash),
		typedQ(n+"Finance track: space reached (1-10)", "1", &we.FinanceSpace, space),
		countQ(n+"Finance track: VP printed on that space", &we.FinanceVP),
		typedQ(n+"Rehabilitation track: space reached (1-10)", "1", &we.RehabSpace, rehab),
		countQ(n+"Rehabilitation track: VP printed on that space", &we.RehabVP),
	}}}
	spec := FormPage{Title: who + ": specialists you have, assigned or not"}
	for _, s := range pa.Specialists {
		spec.Questions = append(spec.Questions, countQ(n+s.Plural(), &we.Specialists[s]))
	}
	pages = append(pages, spec)
	const sq = "squares with a tile, e.g. A1 B1 B2 (columns A-F, rows 1-6)"
	pages = append(pages, FormPage{Title: who + ": the prison", Questions: []FormQuestion{
		typedQ(n+sq, "", &we.Squares, func(v string) error { _, err := parsePASquares(v); return err }),
	}})
	return pages
}

// TilePages ask the tile on each square.
func (we *PAWardenAnswers) TilePages(who string) []FormPage {
	p := FormPage{Title: fmt.Sprintf("%s: the tiles (%s)", who, terms.Hint{Kind: terms.HintPATiles})}
	for _, s := range we.Prison {
		p.Questions = append(p.Questions, typedQ(fmt.Sprintf("%s: the tile at %s", we.Name, s.At), "e.g. bunk-cell", &s.Tile, paTileSyntax))
	}
	return []FormPage{p}
}

// DetailPages ask, square by square, only what the square's tile takes.
func (we *PAWardenAnswers) DetailPages(who string) []FormPage {
	var pages []FormPage
	pool := 0
	for _, s := range we.Specialists {
		n, _ := parseAnswerCount(s)
		pool += n
	}
	for i, s := range we.Prison {
		tile, _ := pa.ParseTile(s.Tile)
		spec := tile.Spec()
		head := fmt.Sprintf("%s %s", s.At, spec.Name)
		p := FormPage{Title: fmt.Sprintf("%s: %s (square %d of %d)", who, head, i+1, len(we.Prison))}
		q := func(title string) string { return we.Name + ", " + head + ": " + title }
		if spec.StaffSlot {
			t := q("a Staff meeple on it?")
			p.Questions = append(p.Questions, yesNoQ(t, &s.Staff))
		}
		t := q("token on it")
		p.Questions = append(p.Questions, choiceQ(t, &s.Token, true, append([]FormOption{{"none", ""}}, options(paTagKeys...)...)...))
		if edges := we.allowedWindows(i); edges != "" {
			p.Questions = append(p.Questions, typedQ(q("Windows, on edges "+edges), "e.g. N (empty: none)", &s.Windows, func(v string) error {
				return we.checkField(&s.Windows, v, paEdgesSyntax)
			}))
		}
		if !spec.VPGiven {
			p.Questions = append(p.Questions, typedQ(q("VP printed on it"), "empty: none (the rulebook's text gives none)", &s.PrintedVP, countSyntax))
		}
		if spec.Cell() {
			if spec.Cut != "" {
				p.Questions = append(p.Questions,
					typedQ(q("tags printed on it"), "security, comfort, hygiene, discontent (cut in the rulebook)", &s.PrintedTags, func(v string) error {
						return we.checkField(&s.PrintedTags, v, paPrintedTagsSyntax)
					}),
					typedQ(q("printed capacity"), "empty: not known", &s.PrintedCap, countSyntax))
			}
			for _, c := range pa.Colours {
				if spec.Takes[c] || spec.Cut != "" {
					p.Questions = append(p.Questions, typedQ(q(c.String()+" prisoners in it"), "0", &s.Prisoners[c], func(v string) error {
						return we.checkField(&s.Prisoners[c], v, countSyntax)
					}))
				}
			}
			p.Questions = append(p.Questions, typedQ(q("needs cubes on it"), "secure, comfortable, hygienic (empty: none)", &s.Needs, paNeedsSyntax))
			if pool > 0 {
				p.Questions = append(p.Questions, typedQ(q("specialists on it"), "e.g. dog, librarian (at most 3; empty: none)", &s.Specialists, func(v string) error {
					return we.checkField(&s.Specialists, v, paSpecialistsSyntax)
				}))
			}
		}
		pages = append(pages, p)
	}
	return pages
}

// CardListPages ask which Bureaucracy cards the warden has and how many
// objectives were played: the answers decide the next questions.
func (we *PAWardenAnswers) CardListPages(who string) []FormPage {
	n := we.Name + ": "
	return []FormPage{{Title: who + ": Bureaucracy cards and objectives", Questions: []FormQuestion{
		typedQ(n+"Bureaucracy cards in your area, separated by commas", "e.g. cooks, accountants (empty: none)", &we.Cards, func(v string) error {
			return we.checkCards(v)
		}),
		countQ(n+"objectives played (in your Objective area)", &we.ObjectiveCount),
	}}}
}

// paCardQuestions ask, for each card, only what it takes: Staff meeples on
// a Staff card's vacancies, Grey prisoners on Prison Labour or Cleaning,
// what Snipers gave.
func paCardQuestions(name string, cards []*PACardAnswers, check func(field *string, v string, syntax func(string) error) error) []FormQuestion {
	var qs []FormQuestion
	for _, c := range cards {
		spec := c.ID.Spec()
		head := name + ", " + spec.Name + ": "
		if spec.StaffSlots > 0 {
			qs = append(qs, typedQ(head+"Staff meeples on it", fmt.Sprintf("0 to %d", spec.StaffSlots), &c.Staff, func(v string) error { return check(&c.Staff, v, countSyntax) }))
		}
		if spec.PrisonerSlots {
			qs = append(qs, typedQ(head+"Grey prisoners on it", "0", &c.Grey, func(v string) error { return check(&c.Grey, v, countSyntax) }))
		}
		if c.ID == pa.Snipers {
			qs = append(qs, typedQ(head+"specialists it gave (its text is cut)", "0", &c.Specialists, func(v string) error { return check(&c.Specialists, v, countSyntax) }))
		}
	}
	return qs
}

// objectiveQuestions ask each objective's deck, VP and whether it is met.
func objectiveQuestions(name string, objs []*PAObjectiveAnswers, governor bool, check func(field *string, v string, syntax func(string) error) error) []FormPage {
	var pages []FormPage
	for i, o := range objs {
		head := fmt.Sprintf("%s, objective %d of %d: ", name, i+1, len(objs))
		deck := choiceQ(head+"deck", &o.Deck, true, options(paDeckKeys...)...)
		deck.Check = func(v string) error { return check(&o.Deck, v, anySyntax) }
		p := FormPage{Title: fmt.Sprintf("%s: objective %d of %d", name, i+1, len(objs)), Questions: []FormQuestion{
			deck,
			typedQ(head+"VP in green", "0", &o.VP, func(v string) error { return check(&o.VP, v, countSyntax) }),
		}}
		if !governor {
			p.Questions = append(p.Questions,
				typedQ(head+"VP lost in red if missed", "0 (none printed)", &o.Penalty, func(v string) error { return check(&o.Penalty, v, countSyntax) }),
				yesNoQ(head+"met?", &o.Done))
		}
		pages = append(pages, p)
	}
	return pages
}

// AfterPrisonPages ask about the cards, the tags counted past the tracks,
// the objectives, and the prisoners who escaped or were released.
func (we *PAWardenAnswers) AfterPrisonPages(who string) []FormPage {
	n := we.Name + ": "
	check := we.checkField
	var pages []FormPage
	if qs := paCardQuestions(we.Name, we.Bureaucracy, check); len(qs) > 0 {
		pages = append(pages, FormPage{Title: who + ": Bureaucracy cards", Questions: qs})
	}
	var tags []FormQuestion
	for _, c := range we.Bureaucracy {
		switch c.ID {
		case pa.OffshoreTaxHaven:
			tags = append(tags, typedQ(n+"Finance tags in all, past the track's 10th space too", "empty: the track's space", &we.FinanceTags, countSyntax))
		case pa.ResettlementScheme:
			tags = append(tags, typedQ(n+"Rehabilitation tags in all, past the track's 10th space too", "empty: the track's space", &we.RehabTags, countSyntax))
		}
	}
	if len(tags) > 0 {
		pages = append(pages, FormPage{Title: who + ": tags for Offshore Tax Haven, Resettlement Scheme", Questions: tags})
	}
	pages = append(pages, objectiveQuestions(we.Name, we.Objectives, false, check)...)
	threats := FormPage{Title: who + ": threat value of each prisoner who left"}
	for _, list := range []struct {
		what string
		vals *[len(pa.Colours)]string
	}{{"escaped", &we.Escaped}, {"released", &we.Released}} {
		for _, c := range pa.Colours {
			lo, hi := c.ThreatRange()
			field := &list.vals[c]
			threats.Questions = append(threats.Questions, typedQ(fmt.Sprintf("%s%s %s prisoners' threat values", n, list.what, c), fmt.Sprintf("e.g. %d %d (empty: none)", lo, hi), field, func(v string) error {
				return we.checkField(field, v, intsSyntax)
			}))
		}
	}
	return append(pages, threats)
}

// GovernorListPages ask the Governor's difficulty, tiles, cards and how
// many objectives he has.
func (e *PAAnswers) GovernorListPages() []FormPage {
	g := e.Governor
	const (
		diff  = "The Governor: difficulty"
		tiles = "The Governor: his tiles, separated by commas"
		cards = "The Governor: his Bureaucracy cards, separated by commas"
		objs  = "The Governor: objectives in his stack"
	)
	return []FormPage{{Title: "The Governor (Solo Rules)", Questions: []FormQuestion{
		choiceQ(diff, &g.Difficulty, true, options("easy", "medium", "hard")...),
		typedQ(tiles, "e.g. kitchen, yard (empty: none)", &g.Tiles, paTilesSyntax),
		typedQ(cards, "e.g. tax-relief (empty: none)", &g.Cards, func(v string) error {
			if err := paCardsSyntax(v); err != nil {
				return err
			}
			return e.checkGovernor(&g.Cards, v, anySyntax)
		}),
		countQ(objs, &g.ObjectiveCount),
	}}}
}

// GovernorPages ask what Snipers gave him and his objectives.
func (e *PAAnswers) GovernorPages() []FormPage {
	g := e.Governor
	check := e.checkGovernor
	var pages []FormPage
	for _, c := range g.Bureaucracy {
		if c.ID == pa.Snipers {
			pages = append(pages, FormPage{Title: "The Governor: Snipers", Questions: []FormQuestion{
				typedQ("The Governor, Snipers: specialists it would give (its text is cut)", "0", &c.Specialists, func(v string) error { return check(&c.Specialists, v, countSyntax) }),
			}})
		}
	}
	return append(pages, objectiveQuestions("The Governor", g.Objectives, true, check)...)
}
