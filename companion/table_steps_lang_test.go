package companion

import (
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TestTableStepsCatalogEnglish: the catalog's English of the table's steps
// ("play.table-*") is TableSteps's own in every case (a real table or the
// app's decks, round 1 or later, with Breakout's eighth card or not), so
// that Spanish and Chinese say the same steps; theirs name the locations
// in the glossary's words.
func TestTableStepsCatalogEnglish(t *testing.T) {
	deal := Auto{Reason: AutoGuardDeal}
	for _, g := range []Game{
		{Phase: PhaseSetup, Solo: &SoloState{Decks: TableDecks}},
		{Phase: PhaseRollCall, Round: 2, Solo: &SoloState{Decks: TableDecks}},
		{Phase: PhaseRollCall, Round: 3, Solo: &SoloState{Decks: TableDecks, Config: automa.Config{Breakout: true}}},
		{Phase: PhaseSetup, Solo: &SoloState{Decks: AppDecks}},
		{Phase: PhaseRollCall, Round: 2, Solo: &SoloState{Decks: AppDecks, Config: automa.Config{Breakout: true}}},
		{Phase: PhaseRollCall, Round: 2},
	} {
		want := g.TableSteps(deal)
		got := g.tableStepsIn(terms.En, deal)
		if !slices.Equal(got.Steps, want.Steps) || got.ByHand != want.ByHand {
			t.Errorf("the catalog says\n%q\nTableSteps says\n%q", got.Steps, want.Steps)
		}
		for _, c := range []struct {
			lang terms.Lang
			word string
		}{{terms.Es, "Bloque de Celdas"}, {terms.Zh, "牢房"}} {
			in := g.TableStepsIn(c.lang, deal)
			if len(in.Steps) != len(want.Steps) || in.ByHand != want.ByHand {
				t.Errorf("%s: %q", c.lang, in.Steps)
			}
			if all := strings.Join(in.Steps, "\n"); len(in.Steps) > 0 && !strings.Contains(all, c.word) {
				t.Errorf("%s: no %q in %q", c.lang, c.word, all)
			}
		}
	}
}
