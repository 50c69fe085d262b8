package cmd

import (
	"os"
	"strings"
	"testing"
)

// The solitary Breakout games below use e2eSoloCatalog's made-up cards
// (test data, not the printed values). The guard cards at a real table are
// typed as COLOUR:STRENGTH, as a player reads them off the cards.

// refusedWith runs a command that must be refused (exit 2) and returns its
// error output, which must hold every line wanted.
func refusedWith(t *testing.T, why string, args []string, lines ...string) string {
	t.Helper()
	code, out, errOut := run(t, "", false, args...)
	if code != 2 {
		t.Fatalf("%s: %v: exit %d, want 2 (refused)\n%s%s", why, args, code, out, errOut)
	}
	wants(t, why, errOut, lines...)
	return errOut
}

// soloLegendTable starts a solitary Breakout game at a real table (moderate
// level, the decks at the table), lays the tunnels and turns up Masik.
func soloLegendTable(t *testing.T) {
	t.Helper()
	dir := gameEnv(t)
	writeCatalog(t, dir, e2eSoloCatalog)
	cmds(t,
		words("new --solo --breakout --difficulty moderate --decks table --crew Rin:blue --name legend --goal Hoarder --goal Tinkerer --display Lockpick --display Rope --display Keg --goon sewers=Oak --goon infirmary=Pip --goon smithy=Mox --goon commissary=Boulder --goon chow-hall=Mimic"),
		words("tunnel sewers single"), words("tunnel smithy double"))
}

// TestSoloLegendGuardCardCommands: core rulebook, "Solitary Mode – Roll Call
// Phase" (on a guard turn the player turns up any one face-down guard card)
// with Breakout, "Solitary Mode – Roll Call Phase" (the eighth guard card
// lies face down on the legend card), then the Patrol phase (Breakout,
// "Patrol Phase": the next legend card is turned up before the next round)
// and Atlas of Hideouts (core, "Solitary Mode – Roll Call Phase", note: it
// turns up any one face-down guard card), all through the commands at a
// real table. Worked by hand: the first guard turn turns up the legend
// card's guard card, green 4, and the Smithy location card sends blue 2
// there; Rin, with seven tokens home, passes with no --legend. Round 1: Rin
// straggles from the Chow Hall (nothing to pay with), ranks most at the
// Library and keeps Atlas of Hideouts of the two tomes drawn. The Patrol
// phase cannot begin round 2 while Masik is active; once Khathandor is
// turned up it does. In round 2 Atlas of Hideouts turns up the legend
// card's guard card, green 3, which the table must give.
func TestSoloLegendGuardCardCommands(t *testing.T) {
	t.Parallel()
	soloLegendTable(t)
	out := mustRun(t, "legend", "card", "Masik")
	wants(t, `Breakout, "Solitary Mode – Roll Call Phase"`, out,
		"a guard card is dealt face down at each of locations 1 to 7",
		"Cell Block or the legend card's), then the top location card: lockup guards turn --reveal LOCATION|legend --card COLOUR:STRENGTH")
	wants(t, "the legend card's guard card lies face down", mustRun(t, "status"), "Legend card: Masik, the guards' guard card face down on it;")

	// The guard turn turns up the legend card's guard card.
	out = mustRun(t, "guards", "turn", "--reveal", "legend", "--card", "green:4", "--drawn", "smithy", "--placed", "blue:2")
	wants(t, `core rulebook, "Solitary Mode – Roll Call Phase"`, out,
		"guard turn: the guard card on the legend card is turned up (green 4); the location card is Smithy: blue 2 goes face up to the Smithy.",
		// Seven tokens home: Rin passes and places nothing (Breakout, "Roll Call Phase").
		"lockup assign Rin LOCATION TOKEN... or lockup pass Rin.")
	if strings.Contains(out, "--legend") {
		t.Errorf(`Breakout, "Roll Call Phase": a crew with seven tokens home is told to pass with --legend:\n%s`, out)
	}
	status := mustRun(t, "status")
	wants(t, "the legend card's guard card face up", status, "Legend card: Masik, no token on it yet; the guards' card on it face up: green 4;")
	mustRun(t, "assign", "Rin", "sewers", "5", "4", "3")
	refusedWith(t, "the legend card's guard card is face up already", words("guards turn --reveal legend --card green:3 --drawn off-duty"), "legend")

	// Round 1, to the Patrol phase.
	cmds(t,
		words("guards turn --reveal sewers --card blue:1 --drawn chow-hall --placed blue:3"),
		words("assign Rin chow-hall 2"),
		words("guards turn --reveal chow-hall --card blue:0 --drawn off-duty"),
		words("pass Rin"),
		words("guards card exercise-yard blue:2"),
		words("next"), // the Sewers: Rin most
		words("guards card infirmary blue:2"),
		words("guards card smithy green:3"),
		[]string{"loot", "guards", "iron bar"},
		words("guards card commissary green:5"))
	out = mustRun(t, "next", "--none") // the Chow Hall: Rin takes nothing
	wants(t, `core rulebook, "Lights Out Phase", step 4`, out, "Rin's 2 straggles to the Library.")
	cmds(t, words("guards card cell-block blue:2"), words("next"),
		[]string{"tome", "draw", "Rin", "Atlas of Hideouts"}, []string{"tome", "draw", "Rin", "Tome of Maps"},
		[]string{"tome", "keep", "Rin", "Atlas of Hideouts"})
	out = mustRun(t, "legend", "resolve")
	wants(t, `Breakout, "Patrol Phase"`, out, "the Patrol phase begins", "Next: Patrol: turn up the next legend card: lockup legend card NAME.")
	cmds(t, words("draw item Lamp"), words("patrol"), words("draw goon sewers Grub"), words("draw goon infirmary Snag"), words("draw goon smithy Tusk"))
	for _, args := range [][]string{words("patrol"), words("patrol --deck-empty")} {
		refusedWith(t, `Breakout, "Patrol Phase"`, args,
			"the next round cannot begin with Masik still active", "allowed: lockup legend card NAME: the card turned up at the table")
	}
	out = mustRun(t, "legend", "card", "Khathandor")
	wants(t, `Breakout, "Patrol Phase"`, out, "Khathandor becomes the active legend.", "Round 2 begins", "Round 2, Roll Call: a guard card is dealt face down")

	// Round 2: Atlas of Hideouts on the legend card's guard card.
	mustRun(t, "guards", "turn", "--reveal", "sewers", "--card", "blue:1", "--drawn", "infirmary", "--placed", "blue:2")
	refusedWith(t, "a real table gives the card Atlas of Hideouts turns up", []string{"tome", "play", "Rin", "Atlas of Hideouts", "--target", "legend"},
		"the guard card turned up on the legend card has no values")
	out = mustRun(t, "tome", "play", "Rin", "Atlas of Hideouts", "--target", "legend", "--card", "green:3")
	wants(t, `core rulebook, "Solitary Mode – Roll Call Phase", note`, out,
		"Rin plays the tome Atlas of Hideouts on the guard card on the legend card, which is turned up: green 3.")
	status = mustRun(t, "status")
	wants(t, "Atlas of Hideouts turned the card up", status, "Legend card: Khathandor, no token on it yet;", "the guards' card on it face up: green 3;", "tomes: -")
	mustRun(t, "assign", "Rin", "smithy", "5")
	refusedWith(t, "no face-down guard card on the legend card any more", words("guards turn --reveal legend --card green:2 --drawn off-duty"), "legend")
}

// TestSoloLegendAppDecks: the same with the app running the decks (seed
// 9): a guard turn names only the card to turn up, the legend card's
// included (the app draws blue 3 there, and the Chow Hall location card,
// which sends yellow 1 to the Chow Hall). In the Patrol phase the app turns
// up the next legend card by itself as the phase begins; a game file left
// just before it refuses lockup patrol, allowing lockup next, which turns
// the card up. (The app's card is turned up before any Patrol step, so the
// add-suspicion step's own refusal, TestPatrolLegendAppDecks in companion,
// cannot be reached through the commands with app decks.)
func TestSoloLegendAppDecks(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	writeCatalog(t, dir, e2eSoloCatalog)
	cmds(t,
		words("cards guards blue 0 1 1 2 2 3 3 --breakout 2"),
		words("cards guards yellow 1 2 3 3 4 --special 3 --breakout 3"),
		words("cards location-card smithy"),
		words("new --solo --breakout --difficulty challenging --decks app --crew Rin:blue --name app --seed 9 --goal Hoarder --goal Tinkerer --display Lockpick --display Rope --display Keg --goon sewers=Oak --goon infirmary=Pip --goon smithy=Mox --goon commissary=Boulder --goon chow-hall=Mimic"))
	out := mustRun(t, "next")
	wants(t, `Breakout, "Solitary Mode – Roll Call Phase"`, out,
		"a guard card is dealt face down at each of locations 1 to 7, and one on the legend card.",
		"lockup guards turn --reveal LOCATION|legend.")
	out = mustRun(t, "guards", "turn", "--reveal", "legend")
	wants(t, `core rulebook, "Solitary Mode – Roll Call Phase"`, out,
		"guard turn: the guard card on the legend card is turned up (blue 3); the location card is Chow Hall: yellow 1 goes face up to the Chow Hall.")
	cmds(t, words("assign Rin chow-hall 2"), words("guards turn --reveal sewers"), words("pass Rin"),
		[]string{"loot", "guards", "iron bar"}, words("next"))
	// The Library resolves, then Khathandor (no choice), then the app
	// turns up the next legend card as the Patrol phase begins.
	out = mustRun(t, "next")
	wants(t, `Breakout, "Patrol Phase"`, out, "Khathandor is resolved.", "Warden Mercy becomes the active legend.")

	// A game file left just before the app turned up Warden Mercy.
	path := currentGamePath(t)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	cut := -1
	for i, l := range lines {
		if strings.Contains(l, `"Warden Mercy"`) {
			cut = i
		}
	}
	if cut < 0 {
		t.Fatalf("no line turns up Warden Mercy in the game file:\n%s", data)
	}
	if err := os.WriteFile(path, []byte(strings.Join(lines[:cut], "")), 0o600); err != nil {
		t.Fatal(err)
	}
	wants(t, "the game waits for the app's legend card", mustRun(t, "status"), "Khathandor")
	refusedWith(t, `Breakout, "Patrol Phase"`, words("patrol"), "the Patrol phase is at step 2 (refill the item display)", "(allowed: lockup next)")
	out = mustRun(t, "next")
	wants(t, `Breakout, "Patrol Phase"`, out, "Warden Mercy becomes the active legend.")
}
