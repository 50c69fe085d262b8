//go:build linux

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// breakoutScreenCatalog adds to screenCatalog made-up Breakout cards (not
// card data): a legend card, two loot tokens and a small catacombs board.
const breakoutScreenCatalog = screenCatalog + `goals:
  - {name: Hoarder, type: leader, condition: "most valuables (at least 1)"}
legends:
  - {name: Tog the Ogre Brute, expansion: breakout, asked: yes}
loot:
  - {name: two gold, expansion: breakout, effects: [gain-gold, gain-gold], asked: no}
  - {name: sacred robes, expansion: breakout, asked: yes}
spaces:
  - {name: entrance, expansion: breakout, paths: "1; 2: 1 iron"}
  - {name: "1", expansion: breakout, loot: true, paths: ["3"]}
  - {name: "2", expansion: breakout, loot: false, paths: ["3"]}
  - {name: "3", expansion: breakout, loot: true, paths: ["tomb", "4"]}
  - {name: "4", expansion: breakout, loot: false, paths: [escaped]}
  - {name: tomb, expansion: breakout, loot: true}
  - {name: escaped, expansion: breakout, loot: false}
`

// TestScreenPlayBreakoutLantern moves a lantern and takes a loot token
// with the keyboard at 80x24: the header above each question, the paths
// the crew can pay with their loot icons, the loot token picked from the
// catalog's, and a token played at the table asked what it did per crew.
func TestScreenPlayBreakoutLantern(t *testing.T) {
	t.Parallel()
	env := screenHome(t)
	home := strings.TrimPrefix(env[1], "HOME=")
	if err := os.WriteFile(filepath.Join(home, "config", "lockup", "catalog.yaml"), []byte(breakoutScreenCatalog), 0o600); err != nil {
		t.Fatal(err)
	}
	lockupHere(t, "new", "--breakout", "--crew", "Vera", "--crew", "Isaac", "--name", "bo",
		"--display", "Lockpick", "--display", "Crown", "--display", "Rope",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk",
		"--goal", "Hoarder")
	lockupHere(t, "tunnel", "sewers", "double")
	lockupHere(t, "tunnel", "smithy", "single")
	lockupHere(t, "legend", "card", "Tog the Ogre Brute")
	lockupHere(t, "assign", "Vera", "sewers", "seeker", "5")
	lockupHere(t, "assign", "Isaac", "smithy", "seeker", "4")
	lockupHere(t, "assign", "Vera", "exercise-yard", "enforcer", "2", "3", "4")
	lockupHere(t, "assign", "Isaac", "commissary", "enforcer", "2", "3", "5")
	s := startScreen(t, env, "", 80, 24, "play", "--until", "round")
	s.WaitFor("Round 1, Lights Out, the Exercise Yard: Vera's reward.")
	s.Type(keyEnter)
	// "Resolving Tunnel Locations": Vera's Sewers reward comes first, then
	// her lantern; having collected it, she may stay but not decline.
	s.WaitFor("Round 1, Lights Out, the Sewers: Vera's reward.")
	s.Type(keyEnter)
	s.WaitFor("Round 1, Lights Out, the Sewers: Vera's lantern.",
		"┃ Vera's lantern is on the ENTRANCE and may move 2 spaces: where does it go?",
		"> space 1 (loot)", "stay: it stays on the ENTRANCE")
	if screen := s.Text(); strings.Contains(screen, "space 2") {
		t.Errorf("the path to 2 costs 1 iron, which Vera lacks; offered:\n%s", screen)
	}
	s.Type(keyEnter)
	s.WaitFor("Vera's lantern reached space 1.", "┃ Vera takes the top loot token at space 1: which is it?",
		"> sacred robes", "two gold", "another token (type what it shows)")
	s.Type(keyEnter)
	s.WaitFor("┃ Vera takes sacred robes: use it, or keep it face down for one star?",
		"> use it now (played at the table: what it did is asked next)", "score 1 reputation star instead")
	s.Type(keyEnter)
	s.WaitFor("Vera used sacred robes, played at the table: what did it do?", "Vera:", "Isaac:")
	s.Type("+1 power", keyEnter)
	s.Type(keyEnter)
	s.WaitFor("Round 1, Lights Out, the Sewers: Vera's lantern.",
		"┃ Vera's lantern is on space 1 and may move 1 space: where does it go?",
		"> space 3 (loot)", "stop: it stays on space 1")
	s.Type(keyDown)
	s.WaitFor("> stop: it stays on space 1")
	s.Type(keyEnter)
	s.WaitFor("Round 1, Lights Out, the Smithy: Isaac's reward.")
	s.Type(keyEnter)
	// Isaac collected the Smithy's 2 iron: the path to 2 (1 iron) is his.
	s.WaitFor("Round 1, Lights Out, the Smithy: Isaac's lantern.", "space 2, paying 1 iron")
	s.Type(keyCtrlC)
	if code, screen := s.Exit(); code != 130 {
		t.Errorf("Ctrl-C: exit code %d; the screen:\n%s", code, screen)
	}
	log := lockupHere(t, "log")
	for _, want := range []string{"Vera moves their lantern to 1.", "Vera takes and uses the loot token sacred robes.", "the Sewers is resolved"} {
		if !strings.Contains(log, want) {
			t.Errorf("the game file lacks %q:\n%s", want, log)
		}
	}
	file, err := os.ReadFile(filepath.Join(home, "data", "lockup", "games", "bo.jsonl"))
	if err != nil || !strings.Contains(string(file), `"changes":[{"crew":"Vera","power":1}]`) {
		t.Errorf("the loot token's change is not in the game file (%v):\n%s", err, file)
	}
}
