//go:build linux

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// roundCatalog holds made-up values (test fixtures, not card data) for the
// solitary games played a whole round on a screen.
const roundCatalog = screenCatalog + `  - {name: Wart, type: dwarves, suspicion: 1, valuables: none, effects: none}
  - {name: Bolt, type: ratmen, suspicion: 0, valuables: "1 gem", effects: none}
`

// soloRoundGame starts a solitary game at a real table (moderate level) in
// a home of its own with roundCatalog, and returns the environment of a
// lockup started there on a screen.
func soloRoundGame(t *testing.T) []string {
	t.Helper()
	env := screenHome(t)
	home := strings.TrimPrefix(env[1], "HOME=")
	if err := os.WriteFile(filepath.Join(home, "config", "lockup", "catalog.yaml"), []byte(strings.Replace(roundCatalog,
		"  - {name: Shiv,", "  - {name: Key, reputation: 4, cost: \"1 gold, 2 iron\", valuables: \"1 magic\", effects: none, barrels: 0}\n  - {name: Shiv,", 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	lockupHere(t, "new", "--solo", "--difficulty", "moderate", "--crew", "Rin:blue", "--name", "solo",
		"--display", "Rope", "--display", "Crown", "--display", "Key",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")
	return env
}

// soloRoundAnswers answer round 1 of soloRoundGame in accessible mode (the
// deal is said there, not asked): the guard turns, Rin's, the guard cards
// of the Lights Out phase, Rin's rewards, the refills.
var soloRoundAnswers = []string{
	"4", "b2", "6", "g3", // the guards: the Smithy's card; Chow Hall sends green 3
	"1", "4", "5", "", // Rin: the 5 to the Smithy
	"2", "green 4", "6", // the guards: the Sewers' card; Off Duty
	"1", "5", "4", "", // Rin: the 4 to the Commissary
	"5", "blue:1", "5", "b1", // the guards: the Cell Block's card; Commissary sends blue 1
	"2",      // Rin passes
	"b3",     // the Exercise Yard
	"b1",     // the Infirmary
	"1",      // the Smithy: Rin takes 2 iron
	"g2",     // the Commissary's face-down card
	"1", "4", // Rin takes a gold cube
	"b3",                   // the Chow Hall
	"Shiv", "Wart", "Bolt", // the refills
}

// TestScreenPlayReshuffle: after round 1's Patrol at a real table, lockup
// play says what the table does before round 2's guard turns (the location
// and guard decks gathered and reshuffled, a guard card dealt face down at
// each of locations 1 to 7) and waits for one Enter (issue 22, item 2).
func TestScreenPlayReshuffle(t *testing.T) {
	t.Parallel()
	env := soloRoundGame(t)
	answers := filepath.Join(t.TempDir(), "answers.txt")
	if err := os.WriteFile(answers, []byte(strings.Join(soloRoundAnswers, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	out := lockupHere(t, "play", "--answers", answers)
	if !strings.Contains(out, "\nTo go on: lockup play\n") || !strings.Contains(out, "Next: round 2, Roll Call: deal a guard card") {
		t.Fatalf("round 1 through lockup play --answers:\n%s", out)
	}
	s := startScreen(t, env, "", 80, 24, "play")
	s.WaitFor("Round 2, Roll Call: the guard cards are dealt.", "┃ At the table, before the guards' first turn:",
		"- Gather every location card and reshuffle the location deck,", "- Gather every guard card, from the locations and the Library too,",
		"- Deal the top guard card face down at each of the Exercise Yard,", "Done")
	if log := lockupHere(t, "log"); strings.Contains(log, "Round 2, Roll Call: a guard card is dealt") {
		t.Fatalf("the deal is recorded before the Enter:\n%s", log)
	}
	s.Type(keyEnter)
	s.WaitFor("Round 2, Roll Call: the guards' turn.", "┃ Which face-down guard card do you turn up?")
	s.Type(keyCtrlC)
	if code, screen := s.Exit(); code != 130 {
		t.Errorf("Ctrl-C: exit code %d; the screen:\n%s", code, screen)
	}
	if log := lockupHere(t, "log"); !strings.Contains(log, "Round 2, Roll Call: a guard card is dealt face down at each of locations 1 to 7.") {
		t.Errorf("the deal is not in the game file:\n%s", log)
	}
}

// TestScreenPlayPayment: the payment question shows the cost and the cubes
// the crew holds; a payment the rules refuse asks the payment again, the
// item kept (issue 22, item 5).
func TestScreenPlayPayment(t *testing.T) {
	t.Parallel()
	env := screenGame(t)
	lockupHere(t, "assign", "Vera", "smithy", "5")
	lockupHere(t, "pass", "Isaac")
	lockupHere(t, "assign", "Vera", "commissary", "4")
	lockupHere(t, "assign", "Vera", "cell-block", "3")
	lockupHere(t, "pass", "Vera")
	lockupHere(t, "next")                 // the Smithy: Vera's 2 iron
	lockupHere(t, "take", "Vera", "gold") // the Commissary
	s := startScreen(t, env, "", 80, 24, "play")
	s.WaitFor("Round 1, Lights Out, the Cell Block: Vera's reward.", "> craft")
	s.Type(keyEnter)
	// Lockpick, the only item Vera can pay for, is taken without asking.
	title := "Vera crafts Lockpick (cost: 1 iron, 1 any; Vera holds 2 iron, 1 gold)"
	s.answer(title, "gold=2")
	// The refusal asks the payment again, with the refused answer gone:
	// until lockup has redrawn the question, the screen still shows it.
	deadline := time.Now().Add(screenWait)
	for screen := s.WaitFor(title); strings.Contains(screen, "gold=2"); screen = s.WaitFor(title) {
		if time.Now().After(deadline) {
			t.Fatalf("the payment refused is still typed in:\n%s", screen)
		}
		time.Sleep(20 * time.Millisecond)
	}
	s.waitFocused(title)
	s.typeText("iron=1 gold=1")
	s.Type(keyEnter)
	s.WaitFor("Round 1, Patrol: step 2, the item display is refilled.")
	s.Type(keyCtrlC)
	s.Exit()
	if log := lockupHere(t, "log"); !strings.Contains(log, "Vera crafts Lockpick at the Cell Block, spending 1 iron and 1 gold.") {
		t.Errorf("the craft is not in the game file:\n%s", log)
	}
}

// TestScreenPlayUndoneGuardTurn: after lockup undo of a guard turn, play
// asks it again with the answers taken back filled in: one wrong card
// (the guard card sent) costs one correction (issue 22, item 5).
func TestScreenPlayUndoneGuardTurn(t *testing.T) {
	t.Parallel()
	env := soloRoundGame(t)
	lockupHere(t, "next") // the deal
	lockupHere(t, "guards", "turn", "--reveal", "smithy", "--card", "blue:2", "--drawn", "chow-hall", "--placed", "green:3")
	lockupHere(t, "undo")
	s := startScreen(t, env, "", 80, 24, "play")
	s.WaitFor("Round 1, Roll Call: the guards' turn.", "← Smithy →", "> blue 2", "Chow Hall", "> green 3")
	s.Type(keyEnter) // the Smithy, as before
	s.waitFocused("What does the guard card at the Smithy show?")
	s.Type(keyEnter) // blue 2, as before
	s.waitFocused("Which location card came up?")
	s.Type(keyEnter) // the Chow Hall, as before
	s.waitFocused("The top guard card goes face up to the Chow Hall")
	s.Type(strings.Repeat(keyBack, len("green 3")))
	s.answer("The top guard card goes face up to the Chow Hall", "g2") // the one correction
	s.WaitFor("Round 1, Roll Call: Rin's turn.")
	s.Type(keyCtrlC)
	s.Exit()
	if log := lockupHere(t, "log"); !strings.Contains(log, "the guard card at the Smithy is turned up (blue 2); the location card is Chow Hall: green 2 goes face up to the Chow Hall.") {
		t.Errorf("the guard turn corrected is not in the game file:\n%s", log)
	}
}

// TestScreenPlayRollCallBoard: the player's Roll Call page shows, per
// location, the guard cards there (face down, or what they show and the
// guards' strength) and the player's tokens, the face-down one with its
// value; the location question names what lies at each location (issue
// 22, item 3). Everything fits 80x24.
func TestScreenPlayRollCallBoard(t *testing.T) {
	t.Parallel()
	env := soloRoundGame(t)
	lockupHere(t, "next") // the deal
	lockupHere(t, "guards", "turn", "--reveal", "smithy", "--card", "blue:2", "--drawn", "chow-hall", "--placed", "green:3")
	lockupHere(t, "assign", "Rin", "cell-block", "lookout", "2", "--face-down", "1")
	lockupHere(t, "guards", "turn", "--reveal", "sewers", "--card", "green:4", "--drawn", "off-duty")
	s := startScreen(t, env, "", 80, 24, "play")
	s.WaitFor("Round 1, Roll Call: Rin's turn.", "Exercise Yard: guards face down", "Sewers: guards green 4 = 4",
		"Smithy: guards blue 2 = 2", "Chow Hall: guards face down + green 3", "Cell Block: guards face down; Rin: lookout 2 (face down)",
		"> assign tokens to a location")
	s.Type(keyEnter)
	s.WaitFor("┃ Rin assigns to which location?", "> Exercise Yard: guards face down", "Smithy: guards blue 2 = 2",
		"Cell Block: guards face down; Rin: lookout 2 (face down)", "Which of them go face down?")
	s.Type(keyCtrlC)
	if code, screen := s.Exit(); code != 130 {
		t.Errorf("Ctrl-C: exit code %d; the screen:\n%s", code, screen)
	}
}

// TestScreenPlayWholeRound plays round 1 of a solitary game at a real table
// with the keyboard at 80x24, in one launch of lockup play (issue 22, item
// 1): the deal, the guard turns and Rin's, the Lights Out phase, the
// Patrol phase; play stops before round 2's deal, its last line saying how
// to go on.
func TestScreenPlayWholeRound(t *testing.T) {
	t.Parallel()
	env := soloRoundGame(t)
	s := startScreen(t, env, "", 80, 24, "play")
	s.WaitFor("Round 1, Roll Call: the guard cards are dealt.", "Done")
	s.Type(keyEnter)

	guardTurn := func(reveal []string, card string, drawn []string, placed string) {
		t.Helper()
		s.WaitFor("Round 1, Roll Call: the guards' turn.", "┃ Which face-down guard card do you turn up?")
		s.Type(reveal...)
		s.Type(keyEnter)
		s.answer("What does the guard card at the", card)
		s.waitFocused("Which location card came up?")
		s.Type(drawn...)
		s.Type(keyEnter)
		if placed != "" {
			s.answer("The top guard card goes face up to the", placed)
		}
	}
	rinAssigns := func(down int, tokens string) {
		t.Helper()
		s.WaitFor("Round 1, Roll Call: Rin's turn.", "> assign tokens to a location")
		s.Type(keyEnter)
		s.waitFocused("Rin assigns to which location?")
		for range down {
			s.Type(keyDown)
		}
		s.Type(keyEnter)
		s.answer("Which tokens?", tokens)
		s.answer("Which of them go face down?", "")
	}
	guardTurn([]string{keyRight, keyRight, keyRight}, "b2", []string{keyRight, keyRight, keyRight, keyRight, keyRight}, "g3") // Smithy; Chow Hall
	rinAssigns(3, "5")                                                                                                        // the Smithy
	guardTurn([]string{keyRight}, "green 4", []string{keyLeft}, "")                                                           // Sewers; Off Duty
	rinAssigns(4, "4")                                                                                                        // the Commissary
	guardTurn([]string{keyLeft}, "blue:1", []string{keyRight, keyRight, keyRight, keyRight}, "b1")                            // Cell Block; Commissary
	s.WaitFor("Round 1, Roll Call: Rin's turn.", "> assign tokens to a location")
	s.Type(keyDown, keyEnter) // Rin passes

	s.answer("Turn up the guard card at the Exercise Yard", "b3")
	s.answer("Turn up the guard card at the Infirmary", "b1")
	s.WaitFor("Round 1, Lights Out, the Smithy: Rin's reward.", "Strength: Rin 5, guards 2.", "> take the reward")
	s.Type(keyEnter)
	s.answer("Turn up the guard card at the Commissary", "g2")
	s.WaitFor("Round 1, Lights Out, the Commissary: Rin's reward.", "> take")
	s.Type(keyEnter)
	s.waitFocused("Rin takes which resource cube?")
	s.Type(keyDown, keyDown, keyDown, keyEnter) // gold
	s.answer("Turn up the guard card at the Chow Hall", "b3")

	s.answer("Which item card was drawn?", "Shiv")
	s.answer("Which goon card was drawn for the Sewers?", "Wart")
	s.answer("Which goon card was drawn for the Infirmary?", "Bolt")
	code, screen := s.Exit()
	lines := strings.Split(strings.TrimRight(screen, "\n"), "\n")
	if code != 0 || lines[len(lines)-1] != "To go on: lockup play" {
		t.Fatalf("exit code %d; the last line is not how to go on:\n%s", code, screen)
	}
	if log := lockupHere(t, "log"); !strings.Contains(log, "Round 1, Patrol: suspicion cubes are added") || strings.Contains(log, "Round 2, Roll Call: a guard card is dealt") {
		t.Errorf("the round is not in the game file, or round 2's deal is:\n%s", log)
	}
}
