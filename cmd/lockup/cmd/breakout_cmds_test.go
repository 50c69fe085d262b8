package cmd

import (
	"strings"
	"testing"
)

// breakoutCatalog adds six made-up legend cards to roundCatalog: the app's
// legend deck needs one for each round.
const breakoutCatalog = roundCatalog + `legends:
  - {name: Tog the Ogre Brute, expansion: breakout}
  - {name: Legend Two, expansion: breakout}
  - {name: Legend Three, expansion: breakout}
  - {name: Legend Four, expansion: breakout}
  - {name: Legend Five, expansion: breakout}
  - {name: Legend Six, expansion: breakout}
`

// breakoutTable is a two-crew setup with its display and goons.
var breakoutTable = []string{"new", "--breakout", "--crew", "Vera", "--crew", "Isaac", "--seed", "7",
	"--display", "Lockpick", "--display", "Crown", "--display", "Rope",
	"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk",
	"--goal", "Tinkerer", "--goal", "Hoarder"}

// TestNewBreakoutTableDecks: the table lays the tunnels and turns up the
// first legend; each command says what comes next.
func TestNewBreakoutTableDecks(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	writeCatalog(t, dir, breakoutCatalog)
	out := mustRun(t, append(breakoutTable, "--name", "bo")...)
	for _, want := range []string{
		"with Breakout",
		"lantern markers: each crew's on the ENTRANCE",
		"a stack of 2 on each loot space",
		"shuffle 1 single, 1 double and 5 collapsed",
		"lockup legend card NAME",
		"seekers:",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the Breakout checklist lacks %q:\n%s", want, out)
		}
	}
	out = mustRun(t, "tunnel", "smithy", "single")
	if !strings.Contains(out, "a single tunnel is revealed at the Smithy") || !strings.Contains(out, "lockup tunnel LOCATION single|double") {
		t.Errorf("tunnel:\n%s", out)
	}
	if code, _, errOut := run(t, "", false, "tunnel", "sewers", "single"); code != 2 || !strings.Contains(errOut, "every single tunnel is laid already") {
		t.Errorf("a second single tunnel for 2 players: exit %d %s", code, errOut)
	}
	mustRun(t, "tunnel", "Cell Block", "double")
	out = mustRun(t, "legend", "card", "tog")
	if !strings.Contains(out, "Tog the Ogre Brute becomes the active legend") || !strings.Contains(out, "lockup assign Vera") {
		t.Errorf("legend card (short name):\n%s", out)
	}
	// Breakout rulebook, "Roll Call Phase": a crew passing early puts no
	// token on the legend card; only the last one goes there (ruling
	// legend-early-pass).
	if code, _, errOut := run(t, "", false, "pass", "Vera", "--legend", "5"); code != 2 || !strings.Contains(errOut, "only a crew's last token") {
		t.Errorf("an early pass naming a token: exit %d %s", code, errOut)
	}
	out = mustRun(t, "pass", "Vera")
	if !strings.Contains(out, "Vera passes.") || strings.Contains(out, "goes face down to the legend card") {
		t.Errorf("pass:\n%s", out)
	}
}

// TestNewBreakoutAppDecks: the app lays the tunnels and turns up the first
// legend at once; with fewer legend cards in the catalog than a game turns
// up it refuses.
func TestNewBreakoutAppDecks(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	writeCatalog(t, dir, roundCatalog)
	code, _, errOut := run(t, "", false, append(breakoutTable, "--decks", "app", "--name", "none")...)
	if code != 2 || !strings.Contains(errOut, "the app turns up 6 in a game") {
		t.Errorf("app decks without legend cards: exit %d %s", code, errOut)
	}
	writeCatalog(t, dir, breakoutCatalog)
	out := mustRun(t, append(breakoutTable, "--decks", "app", "--name", "app")...)
	for _, want := range []string{"[x] tunnel markers (from the app): ", "[x] legend deck: the app shuffles your catalog's 6 legend cards; turn up "} {
		if !strings.Contains(out, want) {
			t.Errorf("the app's Breakout setup lacks %q:\n%s", want, out)
		}
	}
	out = mustRun(t, "log")
	if strings.Count(out, "tunnel is revealed") != 2 || !strings.Contains(out, "becomes the active legend") {
		t.Errorf("the log lacks the app's tunnels and legend:\n%s", out)
	}
	// The replay deals from the seed in the file, as new did (a seed that
	// is not 0: new once dealt from 0, and the game would not open).
	mustRun(t, append(breakoutTable, "--decks", "app", "--name", "seeded", "--seed", "77")...)
	mustRun(t, "status")
}

// TestBreakoutCommandsBadInput: bad words exit 2 before the game is read.
func TestBreakoutCommandsBadInput(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	writeCatalog(t, dir, breakoutCatalog)
	mustRun(t, append(breakoutTable, "--name", "bad")...)
	before := mustRun(t, "log")
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"tunnel", "library", "single"}, "not a location allowed here"},
		{[]string{"tunnel", "smithy", "triple"}, `"triple" is not a tunnel`},
		{[]string{"tunnel", "smithy"}, "usage: tunnel LOCATION single|double"},
		{[]string{"lantern", "Vera", "dragon"}, "the space:"},
		{[]string{"lantern", "Vera", "3", "--spend", "mud=1"}, `--spend "mud=1"`},
		{[]string{"lantern", "Vera", "3", "--stay"}, "--stay keeps the lantern"},
		{[]string{"loot", "Vera", "2 gold", "--star", "--change", "Vera: +2 gold"}, "--star and --change"},
		{[]string{"loot", "Vera", "2 gold", "--change", "Vera +2 gold"}, "start with the crew and a colon"},
		{[]string{"loot", "Zed", "2 gold"}, "Zed"},
		{[]string{"legend", "resolve", "--change", "Vera: +1 powr"}, `did you mean "power"?`},
		{[]string{"legend", "resolve", "--change", "Zed: +1 power"}, "Zed"},
	} {
		code, _, errOut := run(t, "", false, tt.args...)
		if code != 2 || !strings.Contains(errOut, tt.want) {
			t.Errorf("%q: exit %d %q, want 2 and %q", tt.args, code, errOut, tt.want)
		}
	}
	if out := mustRun(t, "log"); out != before {
		t.Errorf("a refused command changed the game:\n%s", out)
	}
}
