package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScoreFormInputEnds answers the score form in accessible mode with
// answers that end early: lockup names the question it stopped at, exits
// with code 2, scores nothing, and keeps what was answered in the board
// file, saying where.
func TestScoreFormInputEnds(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name     string
		answers  string
		question string
		saved    []string // in the saved board; nil: no board saved
	}{
		{"in the setup", "n\n", "Played with the Breakout expansion?", nil},
		{"before the names", "n\nn\n", "Crew names in seating order, clockwise, separated by commas (solo: your crew's name)", nil},
		{"in a crew's questions", "n\nn\nVera, Isaac\n12\n3\n", "Vera: Power cubes", []string{"name: Vera", "reputation: 12", "suspicion: 3", "name: Isaac"}},
		{"at the goal's counts", "n\nn\nVera, Isaac\n" + strings.Repeat("\n", 2*19) + "1\n1\n2\n4\n", "Isaac: end game goal (the count it compares, or the points earned)",
			[]string{"first_player: Vera", "end_game_goal:", "Vera: 4", "Isaac: 0"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			save := filepath.Join(t.TempDir(), "board.yaml")
			code, out, errOut := runOwn(t, tc.answers, false, "score", "--accessible", "--save", save)
			if code != 2 {
				t.Errorf("exit code %d, want 2", code)
			}
			if want := `input ended at "` + tc.question + `"`; !strings.Contains(errOut, want) {
				t.Errorf("standard error does not say %s:\n%s", want, errOut)
			}
			if strings.Contains(out, "Winner") {
				t.Errorf("a board was scored:\n%s", out)
			}
			data, err := os.ReadFile(save)
			if tc.saved == nil {
				if err == nil || !strings.Contains(errOut, "nothing was saved") {
					t.Errorf("a board was saved with no crew named (%v):\n%s", err, errOut)
				}
				return
			}
			if err != nil || !strings.Contains(errOut, "the answers so far are saved in "+save) {
				t.Fatalf("the answers were not saved, or lockup does not say where (%v):\n%s", err, errOut)
			}
			for _, want := range tc.saved {
				if !strings.Contains(string(data), want) {
					t.Errorf("the saved board lacks %q:\n%s", want, data)
				}
			}
		})
	}
}

// TestScoreFormSkipsHiddenPage: with an end game goal that scores nobody,
// the accessible form does not ask each crew's count (huh's accessible mode
// would ask every page, hidden or not), so the answers end right after
// the goal's question and the board is scored.
func TestScoreFormSkipsHiddenPage(t *testing.T) {
	t.Parallel()
	save := filepath.Join(t.TempDir(), "board.yaml")
	answers := "n\nn\nVera, Isaac\n" + strings.Repeat("\n", 2*19) + "1\n1\n1\n"
	code, out, errOut := runOwn(t, answers, false, "score", "--accessible", "--save", save)
	if code != 0 || !strings.Contains(out, "Winner") {
		t.Errorf("exit code %d\n%s%s", code, out, errOut)
	}
	if strings.Contains(errOut, "end game goal (the count") {
		t.Errorf("the hidden page was asked:\n%s", errOut)
	}
}
