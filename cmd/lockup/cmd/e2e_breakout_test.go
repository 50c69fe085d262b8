package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// e2eBreakoutCatalog holds made-up card values for the Breakout end-to-end
// game: test data, NOT the printed values (the rulebooks print neither the
// cards' values, nor the legend cards, loot tokens or catacombs board).
// The board forks at the ENTRANCE: to 3 (loot) for free, or to 5 for 1
// iron; 9 (loot) leads to the TOMB (loot) or, for 1 gold, to ESCAPED.
const e2eBreakoutCatalog = `lockup_catalog: 1
items:
  - {name: Lockpick, reputation: 3, cost: "1 iron, 1 any", valuables: "1 gem", effects: none, barrels: 1}
  - {name: Crown, reputation: 2, cost: "2 scrap", valuables: "2 gems", effects: none, barrels: 0}
  - {name: Rope, reputation: 1, cost: "1 potions", valuables: none, effects: none, barrels: 0}
  - {name: Barrel Cart, reputation: 2, cost: "1 any", valuables: "1 shield", effects: none, barrels: 2}
  - {name: Shiv, reputation: 1, cost: "1 scrap", valuables: none, effects: none, barrels: 0}
goons:
  - {name: Grub, type: dwarves, suspicion: 1, valuables: none, effects: none}
  - {name: Clay, type: golems, suspicion: 0, valuables: none, effects: none}
  - {name: Spore, type: fungoids, suspicion: 0, valuables: none, effects: none}
  - {name: Oak, type: dryads, suspicion: 0, valuables: none, effects: none}
  - {name: Mimic, type: shapeshifters, suspicion: 0, valuables: none, effects: none}
  - {name: Nix, type: dwarves, suspicion: 0, valuables: none, effects: none}
  - {name: Fen, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Bolt, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Gnash, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Wart, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Moss, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Fang, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Rook, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Flint, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Dusk, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Ember, type: flayers, suspicion: 0, valuables: none, effects: none}
goals:
  - {name: Tinkerer, type: instant, condition: "first to 1 item", reputation: 3}
  - {name: Hoarder, type: leader, condition: "most valuables (at least 1)"}
  - {name: Delver, type: end-game, condition: "most loot"}
legends:
  - {name: Warden Mercy, expansion: breakout, effects: [gain-gold], asked: no}
  - {name: Khathandor, expansion: breakout, effects: [gain-iron], asked: no}
  - {name: Masik, expansion: breakout, asked: yes}
  - {name: Tog the Ogre Brute, expansion: breakout, asked: yes}
  - {name: Legend Five, expansion: breakout, effects: [gain-power], asked: no}
  - {name: Legend Six, expansion: breakout, effects: [gain-scrap], asked: no}
loot:
  - {name: two gold, expansion: breakout, effects: [gain-gold, gain-gold], asked: no}
  - {name: lantern oil, expansion: breakout, effects: [advance-lantern], asked: no}
  - {name: old map, expansion: breakout, asked: yes}
  - {name: iron bar, expansion: breakout, effects: [gain-iron], asked: no}
spaces:
  - {name: entrance, expansion: breakout, paths: "3; 5: 1 iron"}
  - {name: "3", expansion: breakout, loot: true, paths: ["6"]}
  - {name: "5", expansion: breakout, loot: false, paths: ["9"]}
  - {name: "6", expansion: breakout, loot: false, paths: ["9"]}
  - {name: "9", expansion: breakout, loot: true, paths: ["tomb", "escaped: 1 gold"]}
  - {name: tomb, expansion: breakout, loot: true}
  - {name: escaped, expansion: breakout, loot: false}
`

// newBreakoutEndToEndGame starts the game of TestEndToEndBreakoutGame.
func newBreakoutEndToEndGame(t *testing.T) {
	t.Helper()
	writeCatalog(t, gameEnv(t), e2eBreakoutCatalog)
	mustRun(t, "new", "--breakout", "--decks", "table", "--crew", "Vera", "--crew", "Isaac", "--crew", "Claire", "--first", "Vera",
		"--name", "e2e-breakout", "--seed", "11",
		"--display", "Lockpick", "--display", "Crown", "--display", "Rope", "--display", "Barrel Cart",
		"--goon", "sewers=Grub", "--goon", "infirmary=Clay", "--goon", "smithy=Spore", "--goon", "commissary=Oak", "--goon", "chow-hall=Mimic",
		"--goal", "Tinkerer", "--goal", "Hoarder", "--goal", "Delver")
}

// contains fails the test when out lacks any of wants.
func contains(t *testing.T, what, out string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(out, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, out)
		}
	}
}

// e2eBreakoutFinalScore is the final scoring of TestEndToEndBreakoutGame,
// worked out by hand. Each crew starts on 10 stars with 1 power cube (core
// rulebook, "Game Setup").
//
// Legend cards (Breakout rulebook, "Roll Call Phase"): only a crew with one
// token left puts it on the legend card as it passes. In rounds 1 to 4
// every crew passes early, so nobody is on the legend card and it gives
// nothing (Warden Mercy's gold, Khathandor's iron, Masik at the table);
// in rounds 5 and 6 Claire keeps only her 5, which takes Legend Five's
// power and Legend Six's scrap.
//
// Vera: track 10 + 26 on escaping in round 3 (Breakout rulebook, "Prison
// Breakout": 17 + 3 x 3 rounds left) = 36.
// Final raid (core, "Raids"): Claire alone holds a cube (the Sewers',
// round 1): she loses 8; Vera and Isaac hold none and lose nothing
// (ruling raid-zero). Final scoring (core, "Final Scoring"; Breakout,
// "Game End", "Goon Cards"):
//
//	          track raid leader end-goal goons res FP catacombs  total
//	Vera:       36    0     0     2       3    3   0     0       = 44
//	Isaac:      15    0     8     2       3    2   0     6       = 36
//	Claire:     12   -8     0     8       6    7   2    15       = 42
//
// Isaac's track: 10 + 2 (Barrel Cart) + 3 (Tinkerer, instant). Claire's:
// 10 + 1 + 1 (iron bar and lantern oil kept face down for a star each).
// Leader goal Hoarder (most valuables): Isaac's Barrel Cart shield, 8 with
// 3 crews. End game goal Delver (most loot): Claire 3 tokens, 8; Vera and
// Isaac tie second with 1 each, 2 each (core, "End Game Goal Cards").
// Goons: Vera's Nix is a Dwarf and her Golem Clay counts as one (Breakout,
// "Golems"): 2 Dwarves, 3 (core, "Dwarves"); Isaac's Dryad Oak, 1 per
// barrel: the crew board's 1 and the Barrel Cart's 2, 3 (Breakout,
// "Dryads"); Claire's Fungoid Spore, 2 per loot token: 6 (Breakout,
// "Fungoids"). Resources: Vera 3 scrap; Isaac 2 potions (a third paid for
// the Barrel Cart: no iron came from Khathandor); Claire 2 scrap (one from
// Legend Six), 3 potions, 1 gold (2). First player marker: Claire, who took
// it at the Exercise Yard in round 3 and kept it there in rounds 5 and 6. Catacombs: Isaac's lantern on
// space 6 scores 6, Claire's TOMB 15 (Breakout, "Khathandor's Tomb"),
// Vera's ESCAPED nothing more (ruling lantern-escaped).
var e2eBreakoutFinalScore = map[string]int{"Vera": 44, "Isaac": 36, "Claire": 42}

// TestEndToEndBreakoutGame plays a whole 3-crew Breakout game of six rounds
// through the commands (Vera, Isaac, Claire; Vera first; table decks) and
// checks the final scoring against e2eBreakoutFinalScore. Vera escapes in
// round 3, Claire reaches the TOMB, Isaac stops on space 6.
func TestEndToEndBreakoutGame(t *testing.T) {
	t.Parallel()
	playBreakoutEndToEndGame(t)
}

func playBreakoutEndToEndGame(t *testing.T) {
	newBreakoutEndToEndGame(t)
	g := &e2eGame{t: t, entries: strings.Count(mustRun(t, "log"), "\n")}
	g.do("tunnel", "exercise-yard", "double")
	g.do("tunnel", "sewers", "single")
	g.do("tunnel", "infirmary", "single")
	g.do("legend", "card", "Warden Mercy")

	// Round 1.
	for _, c := range [][]string{
		{"assign", "smithy", "5"}, {"assign", "sewers", "seeker"}, {"assign", "sewers", "4", "seeker"},
		{"assign", "chow-hall", "3"}, {"assign", "chow-hall", "2"}, {"assign", "chow-hall", "lookout"},
		{"pass"}, {"pass"}, {"assign", "commissary", "2"}, {"pass"},
	} {
		g.do(c...)
	}
	for _, c := range [][]string{
		{"next"}, // the Sewers' rewards, collected before the lantern moves
		{"lantern", "3"},
		{"loot", "old map", "--change", "Claire: +1 power"},
		{"next"}, {"take", "gold"},
		{"recruit", "Mimic", "--pay", "iron=1"},
		{"shapeshift", "Nix", "Fen", "Bolt", "--keep", "Nix"},
		{"recruit", "Oak", "--pay", "scrap=1"},
		{"recruit", "Spore", "--pay", "scrap=2"},
		{"legend", "card", "Khathandor"},
		{"draw", "goon", "sewers", "Gnash"}, {"draw", "goon", "infirmary", "Wart"}, {"draw", "goon", "smithy", "Moss"},
	} {
		g.do(c...)
	}

	// Round 2.
	for _, c := range [][]string{
		{"assign", "exercise-yard", "seeker", "5"}, {"pass"}, {"assign", "infirmary", "seeker", "3"},
		{"assign", "chow-hall", "4"}, {"pass"}, {"pass"},
		{"next"}, // the Exercise Yard's rewards, collected before the lantern moves
		{"lantern", "5", "--spend", "iron=1"}, {"lantern", "9"}, {"loot", "two gold"},
		{"next"}, // the Infirmary's
		{"lantern", "6"},
		{"recruit", "Clay", "--pay", "gold=1"},
		{"legend", "card", "Masik"},
	} {
		g.do(c...)
	}
	for _, c := range [][]string{
		{"draw", "goon", "sewers", "Fang"},
		// Round 3.
		{"assign", "sewers", "seeker", "5"}, {"assign", "infirmary", "seeker"}, {"assign", "exercise-yard", "seeker", "5"},
		{"pass"}, {"assign", "cell-block", "5"}, {"pass"}, {"pass"},
		{"lantern", "Claire", "9"}, {"loot", "iron bar", "--star"}, {"lantern", "tomb"}, {"loot", "lantern oil", "--star"},
		{"next"}, // the Exercise Yard resolves: Claire moved first, as older files have it
		{"lantern", "Vera", "escaped", "--spend", "gold=1"},
		{"next"}, // the Sewers resolves
		{"lantern", "Isaac", "3"}, {"loot", "lantern oil"}, {"lantern", "6"},
		{"next"}, // the Infirmary resolves
		{"craft", "Barrel Cart", "--pay", "potions=1"},
		{"legend", "resolve"}, // Masik, with no token on it
	} {
		g.do(c...)
	}
	for _, c := range [][]string{
		{"legend", "card", "Tog"}, {"draw", "item", "Shiv"}, {"draw", "goon", "Rook"},
		// Round 4: Claire, first player since the Exercise Yard, then Vera
		// and Isaac pass at once.
		{"pass"}, {"pass"}, {"pass"},
		{"legend", "resolve"},
		{"legend", "card", "Legend Five"}, {"draw", "goon", "Flint"},
		// Round 5: Claire sends six tokens to the Exercise Yard and keeps
		// her 5, which goes face down on the legend card as she passes, by
		// itself; Vera and Isaac pass with seven and put none there.
		{"assign", "exercise-yard", "lookout", "enforcer", "2", "3", "4", "seeker"}, {"pass"}, {"pass"},
		{"next"}, // the Exercise Yard: Claire's power, and her marker kept
		{"legend", "card", "Legend Six"}, {"draw", "goon", "Dusk"},
		// Round 6, the same.
		{"assign", "exercise-yard", "lookout", "enforcer", "2", "3", "4", "seeker"}, {"pass"}, {"pass"},
		{"next"},
	} {
		g.do(c...)
	}
	// Each passage the game exercises, as the log says it.
	contains(t, "lockup log", mustRun(t, "log"),
		// Breakout rulebook, "Roll Call Phase": the last token goes face
		// down on the legend card as its crew passes, by itself; a crew
		// passing early puts none there (ruling legend-early-pass).
		"Round 1, Roll Call: Vera passes.",
		"Round 5, Roll Call: Claire passes; the 5 goes face down to the legend card.",
		// "Resolving Tunnel Locations": a double tunnel, two steps; and
		// "Advancing in the Catacombs": the path to 5 costs 1 iron.
		"Round 2, Lights Out: Vera moves their lantern to 5, spending 1 iron.",
		"Round 2, Lights Out: Vera moves their lantern to 9.",
		// A loot token used (its icons), one asked at the table with
		// --change, one kept for a star; lantern oil's Advance Lantern icon.
		"Vera takes and uses the loot token two gold.",
		"Claire takes and uses the loot token old map.",
		"Claire takes the loot token iron bar and scores one star instead of using it.",
		"Round 3, Lights Out: Isaac moves their lantern to 6.",
		// "Khathandor's Tomb" and "Prison Breakout" (1 gold path).
		"Claire moves their lantern to tomb.",
		"Vera moves their lantern to escaped, spending 1 gold.",
		// "Resolving the Legend Card": nobody on it, and its icons go to
		// nobody; then Claire's 5 alone, and Legend Five's power icon goes
		// to her.
		"Warden Mercy is resolved.",
		"Round 5, Lights Out: Legend Five is resolved.",
		// "Goon Cards – Shapeshifters".
		"Vera's Shapeshifter draws Nix, Fen and Bolt; Vera keeps Nix.",
	)
	contains(t, "lockup status", mustRun(t, "status"),
		"Vera's lantern: ESCAPED (26 stars scored in round 3)",
		"Claire's lantern: TOMB",
		"Isaac's lantern: 6",
	)

	final := finalTotals(t)
	for crew, n := range e2eBreakoutFinalScore {
		if final[crew] != n {
			t.Errorf("%s scores %d, want %d (by hand)", crew, final[crew], n)
		}
	}
	if log := mustRun(t, "log"); strings.Count(log, "\n") != g.entries {
		t.Errorf("lockup log lists %d entries, want %d", strings.Count(log, "\n"), g.entries)
	}

	// lockup export, then lockup score on the board it prints, agrees.
	board := filepath.Join(t.TempDir(), "board.yaml")
	if err := os.WriteFile(board, []byte(mustRun(t, "export")), 0o600); err != nil {
		t.Fatal(err)
	}
	scored := mustRun(t, "score", board)
	if want := totalLine(mustRun(t, "status")); want == "" || totalLine(scored) != want {
		t.Errorf("lockup score on the export: %q, want lockup status's %q:\n%s", totalLine(scored), want, scored)
	}
}

// totalLine returns the Total row of a final scoring table.
func totalLine(out string) string {
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "| Total") {
			return strings.TrimSpace(line)
		}
	}
	return ""
}
