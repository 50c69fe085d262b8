package cmd

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// boSoloCatalog is soloCatalog with six legend cards for the app's legend
// deck (made-up: the rulebooks print none).
var boSoloCatalog = soloCatalog + "legends:\n" + func() string {
	var b strings.Builder
	for _, n := range []string{"A", "B", "C", "D", "E", "F"} {
		b.WriteString("  - {name: Legend " + n + ", expansion: breakout, asked: true}\n")
	}
	return b.String()
}()

// TestNewBreakoutSoloAppDecks: a solitary Breakout game with the app's
// decks needs Breakout's guard cards and location card in the catalog; it
// refuses without them, naming the commands that type them, writes
// nothing, and copies them into the setup once they are typed.
func TestNewBreakoutSoloAppDecks(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	setDirs(t, tempDirs(dir))
	writeCatalog(t, dir, boSoloCatalog)
	args := []string{"new", "--solo", "--breakout", "--difficulty", "moderate", "--decks", "app", "--crew", "Rin:blue", "--name", "bo", "--seed", "9"}
	code, out, errOut := run(t, "", false, args...)
	want := "lockup cards guards blue --breakout STRENGTH; lockup cards guards green --breakout STRENGTH; lockup cards location-card SHOWS"
	if code != 2 || !strings.Contains(errOut, want) || !strings.Contains(errOut, "8 blue guard cards, 6 green ones and Breakout's location card") {
		t.Errorf("without Breakout's cards: exit %d\n%s%s\nwant %q", code, out, errOut, want)
	}
	if games, _ := dirsFor(t).GamesDir(); games != "" {
		if entries, _ := os.ReadDir(games); len(entries) != 0 {
			t.Errorf("a refused game wrote %d files", len(entries))
		}
	}
	// The table's decks need none of it.
	if code, out, errOut := run(t, "", false, "new", "--solo", "--breakout", "--difficulty", "moderate", "--decks", "table", "--crew", "Rin:blue", "--name", "table"); code != 0 {
		t.Errorf("table decks: exit %d\n%s%s", code, out, errOut)
	}
	mustRun(t, "cards", "guards", "blue", "--breakout", "2")
	code, _, errOut = run(t, "", false, args...)
	if want := "lockup cards guards green --breakout STRENGTH; lockup cards location-card SHOWS"; code != 2 || !strings.Contains(errOut, want) || strings.Contains(errOut, "guards blue") {
		t.Errorf("with the blue card only: exit %d, %s", code, errOut)
	}
	mustRun(t, "cards", "guards", "green", "--breakout", "5")
	mustRun(t, "cards", "location-card", "cell-block")
	out = mustRun(t, args...)
	if !strings.Contains(out, "the app shuffles the 8 blue guard cards and the 6 green ones") || !strings.Contains(out, "with Breakout's location card (Cell Block)") {
		t.Errorf("checklist:\n%s", out)
	}
	data, err := os.ReadFile(currentGamePath(t))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	var setup struct {
		GuardCards   []rules.GuardCard  `json:"guard_cards"`
		LocationCard rules.LocationCard `json:"location_card"`
	}
	if err := json.Unmarshal([]byte(lines[1]), &setup); err != nil {
		t.Fatal(err)
	}
	blue, green := 0, 0
	for _, g := range setup.GuardCards {
		switch g.Colour {
		case rules.Blue:
			blue++
		case rules.Green:
			green++
		}
	}
	if blue != 8 || green != 6 || setup.LocationCard != rules.CellBlockCard {
		t.Errorf("setup: %d blue, %d green, location card %s\n%s", blue, green, setup.LocationCard, lines[1])
	}
}
