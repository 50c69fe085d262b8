package cmd

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// playBreakoutCatalog is roundCatalog with made-up Breakout cards (the
// rulebook prints neither the legend cards' nor the loot tokens' effects,
// nor the catacombs board): six legend cards, Tog played at the table and
// Legend Two a Gain Power icon; two loot tokens; a small board whose path
// to 2 costs 1 iron.
const playBreakoutCatalog = roundCatalog + `legends:
  - {name: Tog the Ogre Brute, expansion: breakout, asked: yes}
  - {name: Legend Two, expansion: breakout, effects: [gain-power], asked: no}
  - {name: Legend Three, expansion: breakout, asked: yes}
  - {name: Legend Four, expansion: breakout, asked: yes}
  - {name: Legend Five, expansion: breakout, asked: yes}
  - {name: Legend Six, expansion: breakout, asked: yes}
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

// breakoutGame starts a two-crew Breakout game (Vera, Isaac) with its
// display and goons, its decks run as decks says, on a catalog.
func breakoutGame(t *testing.T, decks, catalog string) string {
	t.Helper()
	dir := gameEnv(t)
	writeCatalog(t, dir, catalog)
	mustRun(t, append(breakoutTable, "--name", "bo", "--decks", decks)...)
	return dir
}

// breakoutRollCall is round 1's Roll Call: locations are numbered 1 Exercise
// Yard to 7 Cell Block; the last token of each crew goes to the legend card
// by itself.
var breakoutRollCall = []string{
	"1", "2", "seeker 5", "", // Vera: Sewers (double tunnel)
	"1", "4", "seeker 4", "", // Isaac: Smithy (single tunnel)
	"1", "1", "2", "", // Vera: Exercise Yard
	"1", "1", "3", "", // Isaac: Exercise Yard
	"1", "5", "3", "", // Vera: Commissary
	"1", "5", "5", "", // Isaac: Commissary
	"1", "6", "4", "", // Vera: Chow Hall
	"1", "3", "2", "", // Isaac: Infirmary
	"1", "7", "enforcer", "", // Vera: Cell Block
	"1", "7", "enforcer", "", // Isaac: Cell Block
}

// breakoutRoundAnswers are the answers of TestPlayBreakoutRound's round.
func breakoutRoundAnswers() []string {
	answers := []string{
		"4", "2", // a single tunnel at the Smithy, the double at the Sewers
		"6", // Tog the Ogre Brute (the catalog's legends, by name)
	}
	answers = append(answers, breakoutRollCall...)
	answers = append(answers,
		"1", "1", // Exercise Yard: Isaac and Vera take their reward
		"1", // Sewers: Vera takes her reward, collected before her lantern moves
		// Sewers: Vera's lantern, 2 spaces: space 1 (loot).
		"1",
		"3", "Lucky Coin", // a token the catalog lacks
		"2", "", // its printed values: played at the table, no icons
		"1",            // used
		"+1 power", "", // what it did
		"1",      // the second step: space 3 (loot)
		"3", "1", // two gold (third: Lucky Coin, typed at space 1, is known now), used: its icons
		"1",      // Infirmary: Isaac takes his reward
		"1",      // Smithy: Isaac takes his reward
		"3",      // Isaac's lantern stays on the ENTRANCE (the path to 2, 1 iron, is offered: he collected the Smithy's iron first)
		"1", "1", // Commissary: Isaac takes a cube (scrap)
		"2",      // Vera takes nothing: her 3 straggles
		"2",      // Chow Hall: Vera recruits nothing: her 4 straggles
		"3", "3", // Cell Block: both take nothing: their enforcers straggle
		"1", "1", // Library: Vera (3, 4 and her enforcer) most, Isaac (his enforcer) second
		"", "+2 stars", // Tog: Isaac ranks first and gets 2 stars
		"5",                                             // Patrol: Legend Two is turned up
		"Atlas of Hideouts", "Big Book of Stealth", "1", // Vera draws two tomes, keeps Atlas of Hideouts
		"Cutthroat Crafting", // Isaac draws one
	)
	return answers
}

// TestPlayBreakoutRound plays a whole Breakout round from the setup with
// --answers: the tunnel markers and the first legend, the Roll Call, each
// lantern step on the map (a double tunnel's two steps), a loot token new
// to the catalog played at the table, one of the catalog's with icons, the
// legend resolved at the table, and the next legend turned up.
func TestPlayBreakoutRound(t *testing.T) {
	t.Parallel()
	dir := breakoutGame(t, "table", playBreakoutCatalog)
	answers := breakoutRoundAnswers()
	code, out, errOut := playAnswers(t, dir, answers, "--until", "round")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	for _, want := range []string{
		"a single tunnel is revealed at the Smithy",
		"a double tunnel is revealed at the Sewers",
		"Tog the Ogre Brute becomes the active legend",
		"Vera moves their lantern to 1.",
		"Vera takes and uses the loot token Lucky Coin.\n  Vera: +1 power.",
		"Vera moves their lantern to 3.",
		"Vera takes and uses the loot token two gold.\n  Vera: +2 gold.",
		"Isaac keeps their lantern where it is.",
		// Having taken nothing at the Commissary, the Chow Hall and the
		// Cell Block, Vera's 3, 4 and enforcer (power 3: strength 10) and
		// Isaac's enforcer (power 2) straggle (core rulebook, "Lights Out
		// Phase", step 4); at the Library Vera has the most strength, Isaac
		// the second most ("Location Rewards", Library).
		"Vera's 3 straggles to the Library.",
		"Vera (most strength): +1 tome owed (draws 2, keeps 1).\n  Isaac (second most): +1 tome owed.",
		"Tog the Ogre Brute is resolved: Isaac gains 2 stars.",
		"Legend Two becomes the active legend.",
		"Vera keeps the tome Atlas of Hideouts at the Library.",
		"Isaac draws the tome Cutthroat Crafting.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("play lacks %q:\n%s", want, out)
		}
	}
	for _, want := range []string{
		"Single tunnel at:",
		"Vera's lantern is on the ENTRANCE and may move 2 spaces: where does it go?",
		"Vera's lantern is on space 1 and may move 1 space: where does it go?",
		"Isaac ranks first on the legend card; the order: Isaac (lookout), Vera",
		// "Resolving Tunnel Locations": the Smithy's 2 iron are collected
		// before Isaac's lantern moves, so he can pay the path to 2.
		"2. space 2, paying 1 iron",
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("the prompts lack %q:\n%s", want, errOut)
		}
	}
	// The path to 2 costs 1 iron, which Vera lacks: not offered.
	vera := errOut[strings.Index(errOut, "Vera's lantern is on the ENTRANCE"):]
	if vera = vera[:strings.Index(vera, "Enter a number")]; strings.Contains(vera, "space 2") {
		t.Errorf("a path Vera cannot pay is offered:\n%s", errOut)
	}
	// Lucky Coin's printed values are kept: no game asks again.
	cat, err := os.ReadFile(filepath.Join(dir, "config", "lockup", "catalog.yaml"))
	if err != nil || !strings.Contains(string(cat), "Lucky Coin") {
		t.Errorf("the catalog lacks Lucky Coin (%v):\n%s", err, cat)
	}
	if st := status(t); st.Round != 1 || !strings.EqualFold(st.Phase, "Patrol") {
		t.Errorf("after the round: round %d, %s", st.Round, st.Phase)
	}
}

// TestPlayBreakoutAppDecks: with --decks app lockup new lays the tunnel
// markers and turns up the first legend card from the seed (a replay deals
// the same), and play asks for neither.
func TestPlayBreakoutAppDecks(t *testing.T) {
	t.Parallel()
	dir := breakoutGame(t, "app", playBreakoutCatalog)
	code, out, errOut := playAnswers(t, dir, []string{"1", "2", "5", ""}) // Vera: the 5 to the Sewers
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	if strings.Contains(errOut, "tunnel at:") || strings.Contains(errOut, "legend card, turned face up") {
		t.Errorf("play asked for the app's cards:\n%s", errOut)
	}
	if !strings.Contains(errOut, "Vera's turn") || !strings.Contains(out, "Vera assigns the 5 to the Sewers") {
		t.Errorf("play did not go on to the Roll Call:\n%s%s", out, errOut)
	}
	if n := strings.Count(mustRun(t, "log"), "tunnel is revealed"); n != 2 {
		t.Errorf("%d tunnels laid by the app, want 2", n)
	}
}

// TestPlayBreakoutNoMap: without the catacombs map the lantern's space is
// typed, with the path's cost and the loot icon, and a double tunnel's
// second step may stop.
func TestPlayBreakoutNoMap(t *testing.T) {
	t.Parallel()
	dir := breakoutGame(t, "table", strings.Split(playBreakoutCatalog, "spaces:")[0])
	answers := append([]string{"4", "2", "6"}, breakoutRollCall...)
	answers = append(answers,
		"1", "1", // Exercise Yard
		"1",               // Sewers: Vera takes her reward first
		"1", "7", "", "y", // Vera moves: space 7, no cost, a loot icon
		"2", "1", // two gold, used
		"2", // the second step: stop on space 7
	)
	code, out, errOut := playAnswers(t, dir, answers, "--until", "round")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	for _, want := range []string{"Vera moves their lantern to 7.", "Vera takes and uses the loot token two gold.", "the Sewers is resolved"} {
		if !strings.Contains(out, want) {
			t.Errorf("play lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(errOut, "stop: it stays on space 7") {
		t.Errorf("no stop offered after one space of the double tunnel:\n%s", errOut)
	}
}

// TestPlayBreakoutShapeshifter: Vera recruits Tusk, a Shapeshifter in this
// made-up catalog, at the Chow Hall; play asks for the three goons drawn
// and the one kept (Breakout rulebook, "Goon Cards – Shapeshifters").
func TestPlayBreakoutShapeshifter(t *testing.T) {
	t.Parallel()
	cat := strings.Replace(playBreakoutCatalog, "{name: Tusk, type: hobgoblins,", "{name: Tusk, type: shapeshifters,", 1)
	cat = strings.Replace(cat, "goals:\n", `  - {name: Moss, type: dryads, suspicion: 1, valuables: none, effects: none}
  - {name: Rook, type: golems, suspicion: 0, valuables: "1 gem", effects: none}
  - {name: Fen, type: ratmen, suspicion: 2, valuables: none, effects: none}
goals:
`, 1)
	dir := breakoutGame(t, "table", cat)
	answers := []string{"4", "2", "6"}
	answers = append(answers, breakoutRollCall...)
	answers = append(answers,
		"1", "1", // Exercise Yard
		"1",                                  // Sewers: Vera takes her reward
		"1", "3", "Lucky Coin", "2", "", "2", // her lantern: space 1, a token kept for a star
		"1", "3", "1", // space 3: two gold (third now: Lucky Coin, typed at space 1, is known), used
		"1",      // Infirmary
		"1", "3", // Smithy: Isaac takes his reward; his lantern stays
		"1", "1", // Commissary: Isaac takes scrap
		"2",                   // Vera does nothing
		"1", "Tusk", "gold=1", // Chow Hall: Vera recruits Tusk
		"Moss", "Rook", "Fen", // the three goons drawn
		"2", // Vera keeps Rook
	)
	code, out, errOut := playAnswers(t, dir, answers, "--until", "round")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	for _, want := range []string{
		"Vera recruits Tusk at the Chow Hall, spending 1 gold.",
		"Vera's Shapeshifter draws Moss, Rook and Fen; Vera keeps Rook.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("play lacks %q:\n%s", want, out)
		}
	}
	if !strings.Contains(errOut, "Vera's Shapeshifter Tusk is discarded.") {
		t.Errorf("the prompts lack the Shapeshifter's header:\n%s", errOut)
	}
	st := status(t)
	for _, c := range st.Crews {
		if c.Name == "Vera" && !slices.Equal(c.Goons, []string{"Rook"}) {
			t.Errorf("Vera's goons %v, want [Rook]", c.Goons)
		}
	}
}
