package cmd

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/input"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

// TestBoardPagesFit checks every page of the score form (the board's
// answers' pages, as lockup score asks them: input.NewBoardAnswers, then
// cmdutil.FormPages): at most cmdutil.MaxPageQuestions questions, each
// naming its crew, under a title naming the crew, for every kind of game.
func TestBoardPagesFit(t *testing.T) {
	t.Parallel()
	for _, setup := range []input.BoardSetup{
		{Names: "Vera, Isaac, Claire, Rin, Bo"},
		{Names: "Vera, Isaac", Breakout: true},
		{Names: "Rin", Solo: true, Breakout: true},
	} {
		entry := input.NewBoardAnswers(setup)
		pages := cmdutil.FormPages(entry.Pages())
		for _, p := range pages {
			if len(p.Questions) == 0 || len(p.Questions) > cmdutil.MaxPageQuestions {
				t.Errorf("%+v: page %q has %d questions", setup, p.Title, len(p.Questions))
			}
		}
		for _, ce := range entry.Crews {
			who := ce.Name
			if ce.Guards {
				who = "The guards"
			}
			asked := 0
			for _, p := range pages {
				if !strings.HasPrefix(p.Title, who) {
					continue
				}
				for _, q := range p.Questions {
					if !strings.HasPrefix(q.Title, ce.Name+": ") {
						t.Errorf("%q on the page %q does not name %s", q.Title, p.Title, ce.Name)
					}
					asked++
				}
			}
			want := len(ce.Counts)
			if setup.Breakout {
				want++ // the lantern
			}
			if asked != want {
				t.Errorf("%+v: %s is asked %d questions, want %d", setup, ce.Name, asked, want)
			}
		}
	}
}

// TestPAFormPagesFit checks every page of the form for a full prison:
// at most cmdutil.MaxPageQuestions questions, each naming its warden, and each
// square asked only what its tile takes.
func TestPAFormPagesFit(t *testing.T) {
	t.Parallel()
	e := &input.PAAnswers{Names: "Ana, Ben"}
	e.SetWardens()
	we := e.Wardens[0]
	we.Specialists[pa.Dog] = "2"
	we.Squares = "A1 B1 C1 A2 B2 C2 A3 B3"
	we.SetSquares()
	for i, tile := range []string{"yard", "kitchen", "secure-bunk-cell", "bunk-cell", "basic-dormitory", "locker-room", "showers", "chapel"} {
		we.Prison[i].Tile = tile
	}
	we.Cards, we.ObjectiveCount = "accountants, prison labour, offshore tax haven, snipers, cooks", "3"
	we.Bureaucracy = input.PACardAnswersFor(we.Cards, nil)
	we.Objectives = input.PAObjectiveAnswersFor(we.ObjectiveCount, nil)
	var pages []cmdutil.Page
	for _, stage := range []func(string) []input.FormPage{we.BasicPages, we.TilePages, we.DetailPages, we.CardListPages, we.AfterPrisonPages} {
		pages = append(pages, cmdutil.FormPages(stage("Ana"))...)
	}
	asked := map[string]bool{}
	for _, p := range pages {
		if len(p.Questions) == 0 || len(p.Questions) > cmdutil.MaxPageQuestions {
			t.Errorf("page %q has %d questions", p.Title, len(p.Questions))
		}
		for _, q := range p.Questions {
			if !strings.HasPrefix(q.Title, "Ana") {
				t.Errorf("%q does not name Ana", q.Title)
			}
			asked[q.Title] = true
		}
	}
	for _, want := range []string{
		"Ana, B1 Kitchen: token on it",
		"Ana, C2 Locker Room: a Staff meeple on it?",
		"Ana, A2 Bunk Cell: grey prisoners in it", "Ana, A2 Bunk Cell: orange prisoners in it",
		"Ana, B2 Basic Dormitory: grey prisoners in it",
		"Ana, C1 Secure Bunk Cell: tags printed on it", "Ana, C1 Secure Bunk Cell: printed capacity",
		"Ana, A3 Showers: VP printed on it",
		"Ana, A2 Bunk Cell: specialists on it",
		"Ana, Accountants: Staff meeples on it", "Ana, Prison Labour: Grey prisoners on it", "Ana, Snipers: specialists it gave (its text is cut)",
		"Ana: Finance tags in all, past the track's 10th space too",
	} {
		if !asked[want] {
			t.Errorf("not asked: %q", want)
		}
	}
	for _, not := range []string{
		"Ana, A2 Bunk Cell: red prisoners in it", "Ana, B2 Basic Dormitory: orange prisoners in it",
		"Ana, B1 Kitchen: a Staff meeple on it?", "Ana, B1 Kitchen: grey prisoners in it", "Ana, B1 Kitchen: needs cubes on it",
		"Ana: Rehabilitation tags in all, past the track's 10th space too", "Ana, Cooks: Staff meeples on it",
		"Ana, B2 Basic Dormitory: Windows, on edges ", // surrounded: A2, C2, B1, B3
	} {
		for q := range asked {
			if strings.HasPrefix(q, not) {
				t.Errorf("asked %q", q)
			}
		}
	}
}
