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
	t.Parallel()
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
	// Breakout adds the tunnels as a column of the locations, and the
	// legend card and the lanterns: five crews still fit, and a solitary
	// game (Key and Sack are made-up items for the display of five).
	t.Run("breakout five crews", func(t *testing.T) {
		env := screenHome(t)
		breakoutScreenHome(t, env)
		lockupHere(t, "new", "--breakout", "--crew", "Vera", "--crew", "Isaac", "--crew", "Claire", "--crew", "Stan", "--crew", "Bartholomew the Bold",
			"--name", "bo5", "--goal", "Hoarder",
			"--display", "Lockpick", "--display", "Crown", "--display", "Rope", "--display", "Shiv", "--display", "Key", "--display", "Sack",
			"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")
		for _, tn := range [][2]string{{"sewers", "double"}, {"smithy", "single"}, {"infirmary", "single"}, {"commissary", "single"}} {
			lockupHere(t, "tunnel", tn[0], tn[1])
		}
		lockupHere(t, "legend", "card", "Tog the Ogre Brute")
		lockupHere(t, "assign", "Vera", "sewers", "seeker", "5")
		lockupHere(t, "assign", "Isaac", "smithy", "seeker", "4")
		lockupHere(t, "assign", "Claire", "sewers", "seeker", "3")
		lockupHere(t, "assign", "Stan", "commissary", "3")
		lockupHere(t, "assign", "Bartholomew the Bold", "chow-hall", "enforcer", "4")
		s := startScreen(t, env, "", 80, 24, "status")
		checkStatusScreen(t, s, "Bartholomew the Bold", "Vera: seeker 5, Claire: seeker 3", "Tunnel", "Legend card: Tog the Ogre Brute", "Lanterns: ")
	})
	t.Run("breakout solitary", func(t *testing.T) {
		env := screenHome(t)
		breakoutScreenHome(t, env)
		lockupHere(t, "new", "--solo", "--breakout", "--difficulty", "moderate", "--crew", "Rin:blue", "--name", "bosolo", "--goal", "Hoarder",
			"--display", "Lockpick", "--display", "Crown", "--display", "Rope",
			"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")
		lockupHere(t, "tunnel", "smithy", "double")
		lockupHere(t, "tunnel", "commissary", "single")
		lockupHere(t, "legend", "card", "Tog the Ogre Brute")
		lockupHere(t, "guards", "turn", "--reveal", "smithy", "--card", "blue:2", "--drawn", "chow-hall", "--placed", "green:3")
		lockupHere(t, "assign", "Rin", "cell-block", "lookout", "2", "--face-down", "1")
		s := startScreen(t, env, "", 80, 24, "status")
		checkStatusScreen(t, s, "Rin (blue)", "* Guards", "Rin: lookout 2", "Tunnel", "the guards' guard card face down on it", "the guards ENTRANCE")
	})
}

// breakoutScreenHome writes the Breakout test catalog into the home env
// names, with two more made-up items for a display of six.
func breakoutScreenHome(t *testing.T, env []string) {
	t.Helper()
	home := strings.TrimPrefix(env[1], "HOME=")
	items := "  - {name: Key, reputation: 1, cost: \"1 iron\", valuables: \"1 gem\", effects: none, barrels: 0}\n" +
		"  - {name: Sack, reputation: 1, cost: \"1 scrap\", valuables: \"1 gem\", effects: none, barrels: 0}\n"
	catalog := strings.Replace(breakoutScreenCatalog, "goons:\n", items+"goons:\n", 1)
	if err := os.WriteFile(filepath.Join(home, "config", "lockup", "catalog.yaml"), []byte(catalog), 0o600); err != nil {
		t.Fatal(err)
	}
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
