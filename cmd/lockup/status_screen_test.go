//go:build linux

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScreenStatusFits runs lockup status at 80x24 (issue 22, item 4) for a
// game of five crews and a solitary game: nothing scrolls off the screen
// (its first line is the round and what comes next), the player's own crew
// and the item display are on it, and lockup status --full is named for
// the rest. In the solitary game the player's face-down token shows with
// its value.
func TestScreenStatusFits(t *testing.T) {
	t.Run("five crews", func(t *testing.T) {
		env := screenHome(t)
		data, err := os.ReadFile(filepath.Join("..", "..", "companion", "testdata", "corpus", "five-crews-bandit-effect.jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "five.jsonl")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		s := startScreen(t, env, "", 80, 24, "status", "--game", path)
		checkStatusScreen(t, s, "Bartholomew the Bold", "Vera (blue): goons Mox")
	})
	t.Run("solitary", func(t *testing.T) {
		env := screenHome(t)
		lockupHere(t, "new", "--solo", "--difficulty", "moderate", "--crew", "Rin:blue", "--name", "solo",
			"--display", "Lockpick", "--display", "Crown", "--display", "Rope",
			"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")
		lockupHere(t, "next")
		lockupHere(t, "guards", "turn", "--reveal", "smithy", "--card", "blue:2", "--drawn", "chow-hall", "--placed", "green:3")
		lockupHere(t, "assign", "Rin", "cell-block", "lookout", "2", "--face-down", "1")
		s := startScreen(t, env, "", 80, 24, "status")
		checkStatusScreen(t, s, "Rin (blue)", "* Guards", "Rin: lookout 2 (face down)")
	})
}

// checkStatusScreen waits for lockup status to end and checks its screen.
func checkStatusScreen(t *testing.T, s *screen, want ...string) {
	t.Helper()
	code, screen := s.Exit()
	lines := strings.Split(screen, "\n")
	if code != 0 || !strings.HasPrefix(lines[0], "Round ") || !strings.Contains(lines[0], "Next: ") {
		t.Fatalf("exit code %d; the first line is not the round and what comes next (scrolled off?):\n%s", code, screen)
	}
	for _, w := range append(want, "Item display: ", "lockup status --full") {
		if !strings.Contains(screen, w) {
			t.Errorf("%q is not on the screen:\n%s", w, screen)
		}
	}
}
