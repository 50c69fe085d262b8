//go:build linux

package main

import (
	"strings"
	"testing"
)

// TestScreenGamesAndUse: lockup games, lockup use and a mistyped command on
// an 80x24 terminal: every line fits, the current game is marked, and the
// refusal is one readable line.
func TestScreenGamesAndUse(t *testing.T) {
	t.Parallel()
	env := screenHome(t)
	for _, game := range [][]string{
		{"friday", "Vera:blue", "Isaac:purple"},
		{"sunday", "Bartholomew:red", "Maximiliane:blue"},
	} {
		s := startScreen(t, env, "", 80, 24, "new", "--name", game[0], "--crew", game[1], "--crew", game[2],
			"--display", "Lockpick", "--display", "Shiv", "--display", "Rope",
			"--goon", "sewers=Grub:1", "--goon", "infirmary=Snag:0", "--goon", "smithy=Mox:0", "--goon", "commissary=Pip:0", "--goon", "chow-hall=Tusk:2")
		if code, text := s.Exit(); code != 0 {
			t.Fatalf("lockup new %s: exit %d\n%s", game[0], code, text)
		}
	}
	s := startScreen(t, env, "", 80, 24, "use", "friday")
	if code, text := s.Exit(); code != 0 || !strings.Contains(text, "friday is now the current game") || !strings.Contains(text, "Next: round 1, Roll Call; Vera's turn (") {
		t.Fatalf("lockup use friday: exit %d\n%s", code, text)
	}
	s = startScreen(t, env, "", 80, 24, "games")
	code, text := s.Exit()
	want := "  Game    Round  Phase       Crews\n" +
		"* friday  -      Setup       Vera, Isaac\n" +
		"  sunday  -      Setup       Bartholomew, Maximiliane"
	if code != 0 || text != want {
		t.Fatalf("lockup games: exit %d, screen:\n%s\nwant:\n%s", code, text, want)
	}
	s = startScreen(t, env, "", 80, 24, "cards", "lst")
	code, text = s.Exit()
	if code != 2 || text != `lockup: unknown command "lst" for "lockup cards"; did you mean "list"?` {
		t.Fatalf("lockup cards lst: exit %d, screen:\n%s", code, text)
	}
}
