//go:build linux

package main

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/store"
)

// lockupHere runs lockup in this process (in the directories screenEnv
// chose) and fails the test unless it succeeds.
func lockupHere(t *testing.T, args ...string) string {
	t.Helper()
	dirs, _ := screenDirs.Load(t.Name())
	out, code := runInProcess(args, dirs.(store.Dirs))
	if code != 0 {
		t.Fatalf("lockup %s: exit code %d\n%s", strings.Join(args, " "), code, out)
	}
	return out
}

// screenGame starts a game of two crews, Vera first, in a home of its own,
// and returns the environment of a lockup started on a screen.
func screenGame(t *testing.T) []string {
	t.Helper()
	env := screenHome(t)
	lockupHere(t, "new", "--crew", "Vera", "--crew", "Isaac", "--name", "screen",
		"--display", "Lockpick", "--display", "Crown", "--display", "Rope",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")
	return env
}

// TestScreenPlayTypedAhead: a whole Roll Call turn typed at once, faster
// than play asks its questions (each a form of its own), is the turn the
// keys say: the choice to assign, the Sewers, the 3 and the 4, none face
// down. Before cmdutil's typeAhead the keys after the first Enter went to
// the question already answered, and play recorded that Vera passed.
func TestScreenPlayTypedAhead(t *testing.T) {
	t.Parallel()
	env := screenGame(t)
	s := startScreen(t, env, "", 80, 24, "play")
	s.WaitFor("Round 1, Roll Call: Vera's turn.", "> assign tokens to a location")
	s.typeAhead(keyEnter + keyDown + keyEnter + "3 4" + keyEnter + keyEnter)
	s.WaitFor("Round 1, Roll Call: Isaac's turn.", "Sewers: Vera: 3 4")
	s.Type(keyCtrlC)
	s.Exit()
	if out := lockupHere(t, "log"); !strings.Contains(out, "Vera assigns the 3 and the 4 to the Sewers.") {
		t.Errorf("the game's log:\n%s", out)
	}
}

// TestScreenPlayRollCall plays Roll Call turns with the keyboard, as a
// player at a terminal of 80x24: the arrows and Enter choose, the header
// names the round, the phase and whose turn above every question, and
// Ctrl-C stops play with exit code 130, keeping the turns answered.
//
// The lines play prints between two forms are not looked for on the screen:
// the emulator takes the kitty keyboard sequences Bubble Tea writes as it
// starts (CSI = 1;1 u, CSI ? u) for "restore the cursor", and draws the
// next form over them, where a terminal leaves them above it.
func TestScreenPlayRollCall(t *testing.T) {
	t.Parallel()
	env := screenGame(t)
	s := startScreen(t, env, "", 80, 24, "play")
	s.WaitFor("Round 1, Roll Call: Vera's turn.", "> assign tokens to a location")
	s.Type(keyEnter)
	s.WaitFor("Round 1, Roll Call: Vera's turn.", "Vera assigns to which location?", "> Exercise Yard")
	s.Type(keyDown) // the Sewers
	s.WaitFor("> Sewers")
	s.Type(keyEnter)
	s.WaitFor("┃ Which tokens?")
	s.Type("5", keyTab) // Tab goes on as Enter does
	s.WaitFor("> 5", "┃ Which of them go face down?")
	s.Type(keyEnter)
	screen := s.WaitFor("Round 1, Roll Call: Isaac's turn.", "> assign tokens to a location")
	if strings.Contains(screen, "^[") {
		t.Errorf("keys echoed as control bytes:\n%s", screen)
	}
	s.Type(keyDown)
	s.WaitFor("> pass")
	s.Type(keyEnter)
	s.WaitFor("Round 1, Roll Call: Vera's turn.")
	s.Type(keyCtrlC)
	code, screen := s.Exit()
	if code != 130 {
		t.Errorf("Ctrl-C: exit code %d, want 130; the screen:\n%s", code, screen)
	}
	if !strings.Contains(screen, "the 2 entries recorded are kept") || !strings.Contains(screen, "Next: Vera's turn (") {
		t.Errorf("Ctrl-C does not say what is kept; the screen:\n%s", screen)
	}
	log := lockupHere(t, "log")
	if !strings.Contains(log, "Vera assigns the 5 to the Sewers.") || !strings.Contains(log, "Isaac passes.") {
		t.Errorf("the turns answered before Ctrl-C are not in the game file:\n%s", log)
	}
}

// TestScreenPlayLightsOut plays the first locations of a Lights Out: above
// each question, the location and what each crew there gets.
func TestScreenPlayLightsOut(t *testing.T) {
	t.Parallel()
	env := screenGame(t)
	lockupHere(t, "assign", "Vera", "smithy", "5")
	lockupHere(t, "assign", "Isaac", "smithy", "4")
	lockupHere(t, "assign", "Vera", "commissary", "3")
	lockupHere(t, "assign", "Isaac", "commissary", "2")
	lockupHere(t, "pass", "Vera")
	lockupHere(t, "pass", "Isaac")
	s := startScreen(t, env, "", 80, 24, "play")
	s.WaitFor("Round 1, Lights Out, the Smithy: Vera's reward.",
		"Vera (most strength): gets 2 iron",
		"Isaac (second most): gets 1 iron",
		"┃ Vera at the Smithy (most strength)", "> take the reward")
	s.Type(keyEnter)
	s.WaitFor("Round 1, Lights Out, the Smithy: Isaac's reward.", "┃ Isaac at the Smithy (second most)")
	s.Type(keyEnter)
	s.WaitFor("Round 1, Lights Out, the Commissary: Vera's reward.",
		"Vera (most strength): gains 1 resource of their choice from the supply",
		"Isaac (second most): may exchange 1 of their resources for 1 from the supply",
		"> take")
	s.Type(keyEnter)
	s.WaitFor("Vera takes which resource cube?", "> scrap")
	s.Type(keyDown, keyDown, keyDown)
	s.WaitFor("> gold")
	s.Type(keyEnter)
	s.WaitFor("Round 1, Lights Out, the Commissary: Isaac's reward.")
	// 2 entries: the Smithy resolved, Vera's gold (the last pass recorded
	// the empty Exercise Yard, Sewers and Infirmary itself).
	s.Type(keyCtrlC)
	if code, screen := s.Exit(); code != 130 || !strings.Contains(screen, "the 2 entries recorded are kept") {
		t.Errorf("Ctrl-C: exit code %d; the screen:\n%s", code, screen)
	}
	if log := lockupHere(t, "log"); !strings.Contains(log, "Vera takes the reward at the Commissary, gaining 1 gold.") {
		t.Errorf("Vera's gold is not in the game file:\n%s", log)
	}
}
