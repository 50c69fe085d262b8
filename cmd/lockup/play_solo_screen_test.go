//go:build linux

package main

import (
	"strings"
	"testing"
)

// TestScreenPlaySoloTable plays a solitary game at a real table with the
// keyboard at 80x24: the deal of the guard cards waits for one Enter; a
// guard turn is one page (the face-down card turned
// up, what it shows, the location card, the guard card it sends) under the
// round and the phase; after Off Duty the page ends without asking for a
// guard card; in the Lights Out phase a face-down card is asked for as its
// location comes, and a colour the level has not is refused in the form.
func TestScreenPlaySoloTable(t *testing.T) {
	t.Parallel()
	env := screenHome(t)
	lockupHere(t, "new", "--solo", "--difficulty", "moderate", "--crew", "Rin:blue", "--name", "solo",
		"--display", "Lockpick", "--display", "Crown", "--display", "Rope",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")
	s := startScreen(t, env, "", 80, 24, "play", "--until", "round")

	// The guard cards are dealt at the table: one Enter once it is done.
	s.WaitFor("Round 1, Roll Call: the guard cards are dealt.", "At the table, before the guards' first turn:",
		"- Deal the top guard card face down at each of the Exercise Yard, Sewers,", "Done")
	s.Type(keyEnter)

	// The guards' first turn: the Smithy's card, blue 2; the Chow Hall
	// card sends green 3 there. The whole page fits the screen.
	s.WaitFor("Round 1, Roll Call: the guards' turn.", "┃ Which face-down guard card do you turn up?", "← Exercise Yard →",
		"What does the guard card at the Exercise Yard show?", "Which location card came up?",
		"The top guard card goes face up to the Exercise Yard: what does it show?")
	s.Type(keyRight, keyRight, keyRight)
	s.WaitFor("← Smithy →")
	s.Type(keyEnter)
	s.answer("What does the guard card at the Smithy show?", "b2")
	s.waitFocused("Which location card came up?")
	s.Type(keyRight, keyRight, keyRight, keyRight, keyRight)
	s.WaitFor("← Chow Hall →", "The top guard card goes face up to the Chow Hall: what does it show?")
	s.Type(keyEnter)
	s.answer("The top guard card goes face up to the Chow Hall", "g3")

	// Rin: the 5 to the Smithy.
	s.WaitFor("Round 1, Roll Call: Rin's turn.", "> assign tokens to a location")
	s.Type(keyEnter)
	s.waitFocused("Rin assigns to which location?")
	s.Type(keyDown, keyDown, keyDown)
	s.WaitFor("> Smithy")
	s.Type(keyEnter)
	s.answer("Which tokens?", "5")
	s.answer("Which of them go face down?", "")

	// The guards: the Sewers' card, green 4; Off Duty ends the page.
	screen := s.WaitFor("Round 1, Roll Call: the guards' turn.", "┃ Which face-down guard card do you turn up?")
	if strings.Contains(screen, "Smithy →") || strings.Contains(screen, "^[") {
		t.Errorf("the Smithy's card, face up, is offered again, or keys echoed:\n%s", screen)
	}
	s.Type(keyRight)
	s.WaitFor("← Sewers →")
	s.Type(keyEnter)
	s.answer("What does the guard card at the Sewers show?", "green 4")
	s.waitFocused("Which location card came up?")
	s.Type(keyLeft) // from the first card to the last: Off Duty
	s.WaitFor("← Off Duty (2 left) →", "Off Duty: no guard card moves.")
	s.Type(keyEnter)

	// Rin passes: the Lights Out phase begins at the Exercise Yard.
	s.WaitFor("Round 1, Roll Call: Rin's turn.", "> assign tokens to a location")
	s.Type(keyDown)
	s.WaitFor("> pass")
	s.Type(keyEnter)
	s.WaitFor("Round 1, Lights Out, the Exercise Yard: the guard card here is turned up.")
	s.answer("Turn up the guard card at the Exercise Yard: what does it show?", "yellow 3")
	s.WaitFor("yellow: the guard deck of the moderate level holds blue and green cards only")
	s.Type(strings.Repeat(keyBack, len("yellow 3")))
	s.typeText("b3")
	s.Type(keyEnter)
	// The Sewers' card is face up: the Infirmary's comes next.
	s.WaitFor("Round 1, Lights Out, the Infirmary: the guard card here is turned up.")
	s.waitFocused("Turn up the guard card at the Infirmary: what does it show?")
	s.Type(keyCtrlC)
	code, screen := s.Exit()
	if code != 130 {
		t.Errorf("Ctrl-C: exit code %d, want 130; the screen:\n%s", code, screen)
	}
	log := lockupHere(t, "log")
	for _, want := range []string{
		"the guard card at the Smithy is turned up (blue 2); the location card is Chow Hall: green 3 goes face up to the Chow Hall.",
		"the guard card at the Sewers is turned up (green 4); the location card is Off Duty: no guard card moves.",
		"Rin passes.",
		"the guard card at the Exercise Yard is turned up: blue 3.",
	} {
		if !strings.Contains(log, want) {
			t.Errorf("the game file lacks %q:\n%s", want, log)
		}
	}
}
