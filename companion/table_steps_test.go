package companion

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/automa"
)

// TestTableSteps: the guard deal says what the table does by hand (core
// rulebook, "Solitary Mode – Roll Call Phase": a guard card face down at
// each of locations 1 to 7; "Solitary Mode – Patrol Phase", Reshuffle
// Decks: both decks gathered and reshuffled before every round but the
// first, which the setup shuffled; Breakout rulebook, "Solitary Mode – Roll
// Call Phase": an eighth card on the legend card). With the app's decks it
// is said, not done by hand. Other entries need nothing at the table.
func TestTableSteps(t *testing.T) {
	deal := Auto{Reason: AutoGuardDeal}
	for _, tc := range []struct {
		name    string
		g       Game
		a       Auto
		byHand  bool
		want    []string
		wantNot []string
		steps   int
	}{
		{"round 1 at a table", Game{Phase: PhaseSetup, Solo: &SoloState{Decks: TableDecks}}, deal, true,
			[]string{"Deal the top guard card face down at each of the Exercise Yard, Sewers, Infirmary, Smithy, Commissary, Chow Hall and Cell Block", "Solitary Mode – Roll Call Phase"},
			[]string{"reshuffle", "legend"}, 1},
		{"round 2 at a table", Game{Phase: PhaseRollCall, Round: 2, Solo: &SoloState{Decks: TableDecks}}, deal, true,
			[]string{"reshuffle the location deck", "reshuffle the guard deck", "Reshuffle Decks", "Deal the top guard card"}, nil, 3},
		{"Breakout", Game{Phase: PhaseRollCall, Round: 3, Solo: &SoloState{Decks: TableDecks, Config: automa.Config{Breakout: true}}}, deal, true,
			[]string{"one face down on the legend card (Breakout rulebook"}, nil, 3},
		{"the app's decks", Game{Phase: PhaseRollCall, Round: 2, Solo: &SoloState{Decks: AppDecks}}, deal, false,
			[]string{"The app gathers", "reshuffles both decks", "it shows none of them"}, nil, 1},
		{"no deal", Game{Phase: PhaseRollCall, Round: 2, Solo: &SoloState{Decks: TableDecks}}, Auto{Reason: AutoGoonsAdvance}, false, nil, nil, 0},
		{"not solitary", Game{Phase: PhaseRollCall, Round: 2}, deal, false, nil, nil, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.g.TableSteps(tc.a)
			all := strings.Join(got.Steps, "\n")
			if got.ByHand != tc.byHand || len(got.Steps) != tc.steps {
				t.Fatalf("by hand %v, %d steps, want %v, %d:\n%s", got.ByHand, len(got.Steps), tc.byHand, tc.steps, all)
			}
			for _, w := range tc.want {
				if !strings.Contains(all, w) {
					t.Errorf("%q missing:\n%s", w, all)
				}
			}
			for _, w := range tc.wantNot {
				if strings.Contains(all, w) {
					t.Errorf("%q should not be there:\n%s", w, all)
				}
			}
		})
	}
}
