//go:build linux

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// scoreQuestions are the questions about one crew in a game without
// Breakout, in the order the form asks them.
var scoreQuestions = []string{
	"Reputation track, before the final raid", "Suspicion cubes", "Power cubes",
	"Scrap cubes", "Potion cubes", "Iron cubes", "Gold cubes",
	"Unplayed tome cards in hand", "Crafted item cards", "Shield valuables", "Gem valuables", "Magic valuables",
	"Bandits", "Cultists", "Demons", "Dwarves", "Flayers", "Hobgoblins", "Ratmen",
}

// startScoreForm starts lockup score on a screen of cols x rows, answers
// the first form (no solitary mode, no Breakout, the crews Vera and Isaac)
// and returns the screen and the file the board is saved to.
func startScoreForm(t *testing.T, cols, rows int) (*screen, string) {
	t.Helper()
	home := t.TempDir()
	env := screenEnv(t, home)
	save := filepath.Join(home, "board.yaml")
	s := startScreen(t, env, "", cols, rows, "score", "--save", save)
	s.WaitFor("┃ Solitary mode (one crew against the guards)?")
	s.Type(keyEnter)
	s.WaitFor("┃ Played with the Breakout expansion?")
	s.Type(keyEnter)
	s.WaitFor("┃ Crew names in seating order")
	s.Type("Vera, Isaac", keyEnter)
	return s, save
}

// TestScreenScoreQuestionsVisible walks Vera's questions of the score form
// at 80x24 and 100x40 with Enter and Tab: each question is on the screen,
// with its crew, while its field has the focus (the focused field is drawn
// with a bar at its left).
func TestScreenScoreQuestionsVisible(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{80, 24}, {100, 40}} {
		s, _ := startScoreForm(t, size[0], size[1])
		for i, q := range scoreQuestions {
			screen := s.WaitFor("┃ Vera: " + q)
			if !strings.Contains(screen, "(crew 1 of 2)") {
				t.Errorf("%dx%d: %q without the page's title:\n%s", size[0], size[1], q, screen)
			}
			if i%2 == 0 {
				s.Type(keyEnter)
			} else {
				s.Type(keyTab)
			}
		}
		s.WaitFor("┃ Isaac: Reputation track, before the final raid")
		s.Type(keyCtrlC)
		s.Exit()
	}
}

// TestScreenScoreCtrlCKeepsAnswers presses Ctrl-C in the middle of the
// score form: the answers so far are saved, and lockup says where.
func TestScreenScoreCtrlCKeepsAnswers(t *testing.T) {
	t.Parallel()
	s, save := startScoreForm(t, 80, 24)
	s.WaitFor("┃ Vera: Reputation track")
	s.Type(keyBack, "2", "8", keyEnter)
	s.WaitFor("┃ Vera: Suspicion cubes")
	s.Type(keyBack, "3", keyEnter)
	s.WaitFor("┃ Vera: Power cubes")
	s.Type("4", keyCtrlC) // typed, not yet entered: kept too
	code, screen := s.Exit()
	if code != 130 {
		t.Errorf("exit code %d, want 130", code)
	}
	// The message is wrapped at words (a long path may be cut at the edge).
	if !strings.Contains(strings.Join(strings.Fields(screen), ""), strings.Join(strings.Fields("the answers so far are saved in "+save), "")) {
		t.Errorf("Ctrl-C does not say where the answers are:\n%s", screen)
	}
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatalf("no board saved: %v", err)
	}
	for _, want := range []string{"name: Vera", "reputation: 28", "suspicion: 3", "power: 4", "name: Isaac"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the saved board lacks %q:\n%s", want, data)
		}
	}
}

// TestScreenScoreCtrlCInSetup presses Ctrl-C in the first form: the names
// typed are saved; with nothing typed, nothing is.
func TestScreenScoreCtrlCInSetup(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	env := screenEnv(t, home)
	save := filepath.Join(home, "board.yaml")
	s := startScreen(t, env, "", 80, 24, "score", "--save", save)
	s.WaitFor("┃ Solitary mode")
	s.Type(keyCtrlC)
	if code, screen := s.Exit(); code != 130 || !strings.Contains(screen, "nothing was typed yet, so nothing was saved") {
		t.Errorf("Ctrl-C before any answer: exit code %d, screen:\n%s", code, screen)
	}
	if _, err := os.Stat(save); err == nil {
		t.Errorf("a board was saved with nothing typed")
	}

	s = startScreen(t, env, "", 80, 24, "score", "--save", save)
	s.WaitFor("┃ Solitary mode")
	s.Type(keyEnter)
	s.WaitFor("┃ Played with the Breakout expansion?")
	s.Type(keyEnter)
	s.WaitFor("┃ Crew names")
	s.Type("Vera, Isa", keyCtrlC)
	if code, screen := s.Exit(); code != 130 || !strings.Contains(screen, "the answers so far are saved in") {
		t.Errorf("Ctrl-C while naming the crews: exit code %d, screen:\n%s", code, screen)
	}
	data, err := os.ReadFile(save)
	if err != nil || !strings.Contains(string(data), "name: Vera") || !strings.Contains(string(data), "name: Isa") {
		t.Errorf("the names typed were not saved (%v):\n%s", err, data)
	}
}

// TestScreenScoreFiveCrews answers the whole score form for five crews at
// 80x24, Enter keeping every count at 0: the last pages (the markers, the
// end game goal and its counts) show their questions too, and the board is
// scored.
func TestScreenScoreFiveCrews(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	env := screenEnv(t, home)
	s := startScreen(t, env, "", 80, 24, "score", "--save", filepath.Join(home, "board.yaml"))
	s.WaitFor("┃ Solitary mode")
	s.Type(keyEnter)
	s.WaitFor("┃ Played with the Breakout expansion?")
	s.Type(keyEnter)
	s.WaitFor("┃ Crew names")
	crews := []string{"Vera", "Isaac", "Claire", "Rin", "Bo"}
	s.Type(strings.Join(crews, ", "), keyEnter)
	for _, c := range crews {
		// One key at a time, each once its question shows: huh moves on
		// through commands run apart from the keys, so two Enters read
		// before the first has moved on both act on the same question,
		// and at a page's last question the second skips a page.
		for _, q := range scoreQuestions {
			s.WaitFor("┃ " + c + ": " + q)
			s.Type(keyEnter)
		}
	}
	s.WaitFor("┃ Who holds the first player marker?", "Bo", "Who holds the leader goal card?", "nobody")
	s.Type(keyDown)
	s.WaitFor("> Isaac")
	s.Type(keyEnter)
	s.WaitFor("┃ Who holds the leader goal card?")
	s.Type(keyEnter)
	s.WaitFor("┃ How does the end game goal score?", "each crew scores its own points")
	s.Type(keyDown, keyDown)
	s.WaitFor("> each crew scores its own points")
	s.Type(keyEnter)
	for _, c := range crews {
		s.WaitFor("┃ " + c + ": end game goal")
		s.Type(keyEnter)
	}
	code, screen := s.Exit()
	if code != 0 || !strings.Contains(screen, "Winner") {
		t.Errorf("exit code %d; the screen:\n%s", code, screen)
	}
}
