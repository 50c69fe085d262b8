//go:build linux

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// setupCatalog knows most cards of the setup below, made-up values (card
// values are not in the rulebooks). It lacks Tinkerer's condition and
// stars, all of Key, and Tusk but its name: new asks for these, and only
// these, together.
const setupCatalog = `lockup_catalog: 1
items:
  - {name: Lockpick, expansion: core, reputation: 3, cost: "1 iron, 1 any", valuables: "1 gem", effects: none}
  - {name: Shiv, expansion: core, reputation: 2, cost: "2 iron", valuables: "1 shield", effects: none}
  - {name: Rope, expansion: core, reputation: 1, cost: "1 potions", valuables: none, effects: none}
goons:
  - {name: Grub, expansion: core, type: dwarves, suspicion: 1, valuables: "1 shield", effects: none}
  - {name: Snag, expansion: core, type: ratmen, suspicion: 0, valuables: none, effects: none}
  - {name: Mox, expansion: core, type: cultists, suspicion: 0, valuables: none, effects: none}
  - {name: Pip, expansion: core, type: flayers, suspicion: 0, valuables: "1 gem", effects: none}
goals:
  - {name: Hoarder, expansion: core, type: leader, condition: "most goons (at least 2)"}
  - {name: Goon Squad, expansion: core, type: end-game, condition: "2 per goon"}
  - {name: Tinkerer, type: instant}
`

// writeScreenCatalog writes the user's card catalog under home.
func writeScreenCatalog(t *testing.T, home, yaml string) string {
	t.Helper()
	dir := filepath.Join(home, "config", "lockup")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "catalog.yaml")
	if err := os.WriteFile(path, []byte(yaml), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// keyShiftTab goes back to the question before.
const keyShiftTab = "\x1b[Z"

// typeText types text one key at a time, as a player does.
func (s *screen) typeText(text string) {
	s.t.Helper()
	for _, r := range text {
		s.Type(string(r))
	}
}

// answer waits until the question is the one asked (its line starts
// with the focus bar, "┃", see waitFocused), types the answer and presses
// Enter.
func (s *screen) answer(question, text string) {
	s.t.Helper()
	s.waitFocused(question)
	s.typeText(text)
	s.Type(keyEnter)
}

// waitFocused waits until the question is the one asked.
func (s *screen) waitFocused(question string) {
	s.t.Helper()
	deadline := time.Now().Add(screenWait)
	for !focused(s.Text(), question) {
		if time.Now().After(deadline) {
			s.t.Fatalf("%q was not the question asked within %v; the screen:\n%s", question, screenWait, s.Text())
		}
		select {
		case <-s.exited:
			s.t.Fatalf("lockup ended (%v) before asking %q; the screen:\n%s", s.err, question, s.Text())
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// focused reports whether the screen's focused question (a line starting
// with the focus bar) is question.
func focused(screen, question string) bool {
	for _, line := range strings.Split(screen, "\n") {
		if strings.HasPrefix(line, "┃") && strings.Contains(line, question) {
			return true
		}
	}
	return false
}

// gameFiles lists the game files under home.
func gameFiles(t *testing.T, home string) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(home, "data", "lockup", "games", "*.jsonl"))
	return files
}

// TestScreenNewWholeSetup drives lockup new at 80x24 through the whole
// setup with the keyboard: the crews, the table, the goal cards, the item
// display and the goon spaces, then every value the catalog lacks, asked
// once, together, each question on the screen while it is asked. The game
// it writes starts at round 1, Roll Call, for lockup status and lockup play,
// and the catalog keeps what was typed, with the card's box.
func TestScreenNewWholeSetup(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	env := screenEnv(t, home)
	catalogPath := writeScreenCatalog(t, home, setupCatalog)
	s := startScreen(t, env, "", 80, 24, "new")

	s.answer("Crew 1:", "Vera:blue")
	s.answer("Crew 2:", "Isaac:purple")
	s.answer("Crew 3:", "Claire:green")
	s.answer("Crew 4:", "")
	s.answer("Crew 5:", "")

	s.WaitFor("Who holds the first player marker?", "Claire")
	s.Type(keyDown, keyEnter) // Isaac
	s.WaitFor("advanced (B sides")
	s.Type(keyEnter) // the standard setup
	s.Type(keyEnter) // 2019
	s.WaitFor("Breakout expansion")
	s.Type(keyEnter) // no Breakout
	s.answer("Name of the game:", "friday")

	s.answer("Leader goal:", "Hoarder")
	s.answer("Instant goal:", "Tinkerer")
	s.answer("End game goal:", "Goon Squad")

	s.WaitFor("Item display: 4 item cards")
	for i, item := range []string{"Lockpick", "Shiv", "Rope", "Key"} {
		s.answer("Item card "+string(rune('1'+i))+":", item)
	}
	s.answer("Sewers:", "Grub")
	s.answer("Infirmary:", "Snag")
	s.answer("Smithy:", "Mox")
	s.answer("Commissary:", "Pip")
	s.answer("Chow Hall:", "Tusk")

	// The values missing, three cards, one form.
	s.WaitFor("Goal Tinkerer, the instant goal (card 1 of 3)")
	s.answer("Tinkerer: condition", "first to 3 items")
	s.answer("Tinkerer: reputation stars", "4")
	s.WaitFor("Item Key in the item display (card 2 of 3)")
	s.answer("Key: reputation stars when crafted", "4")
	s.answer("Key: cost", "1 gold, 2 iron")
	s.answer("Key: valuables", "1 magic")
	s.answer("Key: special effect icons", "gain-power")
	screen := s.WaitFor("Goon Tusk at the Chow Hall (card 3 of 3)", "Tusk: goon type", "ratmen")
	for _, never := range []string{"unknown", "dryads", "barrel", "box"} {
		if strings.Contains(screen, never) {
			t.Errorf("the goon's form offers %q, which a core game never needs:\n%s", never, screen)
		}
	}
	s.Type(keyDown, keyDown, keyDown, keyDown, keyDown, keyDown, keyEnter) // dwarves
	s.answer("Tusk: suspicion icons", "2")
	s.answer("Tusk: valuables", "none")
	s.answer("Tusk: special effect icons", "none")

	code, screen := s.Exit()
	if code != 0 || !strings.Contains(screen, "Round 1, Roll Call: Isaac assigns first") {
		t.Fatalf("lockup new: exit code %d, screen:\n%s", code, screen)
	}
	if strings.Contains(screen, "played without") {
		t.Errorf("a game with its three goals is said to lack some:\n%s", screen)
	}

	st := startScreen(t, env, "", 120, 60, "status", "--full") // the whole status, unscrolled
	if code, screen := st.Exit(); code != 0 || !strings.Contains(screen, "Next: round 1, Roll Call; Isaac's turn (") ||
		!strings.Contains(screen, "Hoarder") || !strings.Contains(screen, "Tusk") {
		t.Errorf("lockup status: exit code %d, screen:\n%s", code, screen)
	}
	pl := startScreen(t, env, "", 80, 24, "play")
	pl.WaitFor("Isaac's turn")
	pl.Type(keyCtrlC)
	if code, screen := pl.Exit(); code != 130 {
		t.Errorf("lockup play: exit code %d, screen:\n%s", code, screen)
	}

	data, err := os.ReadFile(catalogPath)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"name: Tusk\n    expansion: core\n    type: dwarves", "name: Key\n    expansion: core", `condition: "first to 3 items"`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the catalog does not keep %q:\n%s", want, data)
		}
	}
}

// TestScreenNewCtrlC: Ctrl-C in any form of lockup new writes no game, says
// so and exits with code 130; the catalog keeps nothing typed either.
func TestScreenNewCtrlC(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		keys func(s *screen)
	}{
		{"crews", func(s *screen) {
			s.answer("Crew 1:", "Vera")
			s.WaitFor("Crew 2:")
		}},
		{"card values", func(s *screen) {
			s.answer("Crew 1:", "Vera")
			s.answer("Crew 2:", "Isaac")
			s.answer("Crew 3:", "")
			s.answer("Crew 4:", "")
			s.answer("Crew 5:", "")
			s.WaitFor("Who holds the first player marker?")
			s.Type(keyEnter, keyEnter, keyEnter, keyEnter, keyEnter)
			s.answer("Leader goal:", "Hoarder")
			s.answer("Instant goal:", "Tinkerer")
			s.answer("End game goal:", "Goon Squad")
			for _, item := range []string{"Lockpick", "Shiv", "Rope"} {
				s.WaitFor("Item card")
				s.typeText(item)
				s.Type(keyEnter)
			}
			for _, goon := range []string{"Grub", "Snag", "Mox", "Pip", "Tusk"} {
				s.WaitFor("Goon spaces")
				s.typeText(goon)
				s.Type(keyEnter)
			}
			s.answer("Tinkerer: condition", "first to 3 items")
			s.WaitFor("Tinkerer: reputation")
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			home := t.TempDir()
			env := screenEnv(t, home)
			catalogPath := writeScreenCatalog(t, home, setupCatalog)
			s := startScreen(t, env, "", 80, 24, "new")
			tc.keys(s)
			s.Type(keyCtrlC)
			code, screen := s.Exit()
			if code != 130 || !strings.Contains(screen, "Cancelled: no game was written.") {
				t.Errorf("Ctrl-C: exit code %d, screen:\n%s", code, screen)
			}
			if files := gameFiles(t, home); len(files) != 0 {
				t.Errorf("Ctrl-C left game files: %v", files)
			}
			if data, _ := os.ReadFile(catalogPath); string(data) != setupCatalog {
				t.Errorf("Ctrl-C changed the catalog:\n%s", data)
			}
		})
	}
}

// TestScreenNewTypedAhead: keys typed faster than the form moves (here
// sent in one write) each reach the question they were typed for. huh
// moves the focus by a message that comes after the keys already typed,
// which gave "VeraI" and "saac" before cmdutil's typeAhead held them back.
func TestScreenNewTypedAhead(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	s := startScreen(t, screenEnv(t, home), "", 80, 24, "new")
	s.waitFocused("Crew 1:")
	s.typeAhead("Vera" + keyEnter + "Isaac" + keyEnter + "Mo" + keyEnter + keyEnter + keyEnter + keyDown + keyEnter + keyDown)
	screen := s.WaitFor("> Isaac", "> advanced")
	for _, want := range []string{"    Vera\n", "  > Isaac\n", "    Mo\n"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the first player's question does not show %q; the screen:\n%s", want, screen)
		}
	}
	if !focused(screen, "Setup") {
		t.Errorf("the keys typed ahead did not reach Setup; the screen:\n%s", screen)
	}
	s.Type(keyCtrlC)
	s.Exit()

	// y answers a yes-or-no question and goes on, as Enter does.
	s = startScreen(t, screenEnv(t, t.TempDir()), "", 80, 24, "score")
	s.waitFocused("Solitary mode")
	s.typeAhead("y" + keyEnter + "Vera" + keyEnter)
	s.WaitFor("Vera (crew 1 of 2): reputation")
	s.Type(keyCtrlC)
	s.Exit()
}

// typeAhead sends keys in one write, as keys typed faster than the form
// draws arrive.
func (s *screen) typeAhead(keys string) {
	s.t.Helper()
	if _, err := s.ptmx.Write([]byte(keys)); err != nil {
		s.t.Fatalf("typing %q: %v", keys, err)
	}
}

// TestScreenPlayCompletesSetup: a game started with flags but without its
// item display and goon cards is played: lockup play asks for them, then
// for the values the catalog lacks, records them and goes on into round 1.
func TestScreenPlayCompletesSetup(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	env := screenEnv(t, home)
	writeScreenCatalog(t, home, setupCatalog)
	n := startScreen(t, env, "", 80, 24, "new", "--crew", "Vera", "--crew", "Isaac", "--name", "later",
		"--goal", "Hoarder", "--goal", "Goon Squad", "--goal", "Tinkerer", "--set", "Tinkerer:condition=first to 3 items", "--set", "Tinkerer:reputation=4")
	if code, screen := n.Exit(); code != 0 || !strings.Contains(screen, "lockup play asks for them") {
		t.Fatalf("lockup new: exit code %d, screen:\n%s", code, screen)
	}
	s := startScreen(t, env, "", 80, 24, "play")
	s.WaitFor("Item display: 3 item cards")
	s.answer("Item card 1:", "Lockpick")
	s.answer("Item card 2:", "Shiv")
	s.answer("Item card 3:", "Rope")
	s.answer("Sewers:", "Grub")
	s.answer("Infirmary:", "Snag")
	s.answer("Smithy:", "Mox")
	s.answer("Commissary:", "Pip")
	s.answer("Chow Hall:", "Tusk")
	s.WaitFor("Goon Tusk at the Chow Hall", "Tusk: goon type")
	s.Type(keyDown, keyDown, keyDown, keyDown, keyEnter) // cultists
	s.answer("Tusk: suspicion icons", "1")
	s.answer("Tusk: valuables", "none")
	s.answer("Tusk: special effect icons", "none")
	s.WaitFor("Vera's turn")
	s.Type(keyCtrlC)
	if code, screen := s.Exit(); code != 130 {
		t.Errorf("lockup play: exit code %d, screen:\n%s", code, screen)
	}
	lg := startScreen(t, env, "", 120, 24, "log")
	if code, screen := lg.Exit(); code != 0 || !strings.Contains(screen, "Setup: Tusk enters the goon space at the Chow Hall (1 suspicion icon)") {
		t.Errorf("lockup log: exit code %d, screen:\n%s", code, screen)
	}
}

// TestScreenCardsEdit drives the form of lockup cards edit with the
// keyboard: arrows and Enter in the selects, Tab to the next question,
// Shift-Tab back. A core game card is asked neither barrels nor
// Breakout's goon types; Ctrl-C saves nothing and says so.
func TestScreenCardsEdit(t *testing.T) {
	t.Parallel()
	home := t.TempDir()
	env := screenEnv(t, home)
	catalogPath := writeScreenCatalog(t, home, setupCatalog)

	s := startScreen(t, env, "", 80, 24, "cards", "edit", "Zed", "--kind", "goon")
	s.WaitFor("Zed: which box is the card from?", "core game", "Breakout")
	s.Type(keyEnter) // core game
	screen := s.WaitFor("Zed: goon type", "ratmen")
	if strings.Contains(screen, "dryads") {
		t.Errorf("a core game goon is offered Breakout's types:\n%s", screen)
	}
	s.Type(keyDown, keyDown, keyDown, keyDown, keyEnter) // bandits, showing gold
	s.WaitFor("Zed: suspicion icons")
	s.typeText("1")
	s.Type(keyTab)
	s.answer("Zed: valuables", "1 gem")
	s.WaitFor("Zed: special effect icons")
	s.Type(keyShiftTab, keyShiftTab)
	s.waitFocused("Zed: suspicion icons")
	s.Type(keyCtrlC)
	code, screen := s.Exit()
	if code != 130 || !strings.Contains(screen, "Cancelled: nothing was saved.") {
		t.Errorf("Ctrl-C: exit code %d, screen:\n%s", code, screen)
	}
	if data, _ := os.ReadFile(catalogPath); string(data) != setupCatalog {
		t.Errorf("Ctrl-C changed the catalog:\n%s", data)
	}

	s = startScreen(t, env, "", 80, 24, "cards", "edit", "Key", "--kind", "item")
	s.WaitFor("Key: which box is the card from?")
	s.Type(keyEnter)
	screen = s.WaitFor("Key: reputation stars when crafted")
	if strings.Contains(screen, "barrel") {
		t.Errorf("a core game item is asked for barrel icons:\n%s", screen)
	}
	s.typeText("4")
	s.Type(keyEnter)
	// Each answer waits for its question: typed ahead under load, "1"
	// landed in the cost field before the focus moved on.
	s.answer("Key: cost", "2 iron")
	s.answer("Key: valuables", "1 magic")
	s.answer("Key: special effect icons", "none")
	code, screen = s.Exit()
	if code != 0 || !strings.Contains(screen, "Saved") || strings.Contains(screen, "Still unknown") {
		t.Errorf("cards edit: exit code %d, screen:\n%s", code, screen)
	}
}
