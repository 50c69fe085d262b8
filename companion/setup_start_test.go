package companion

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestStartGame: a new game's setup is played whole before it is written:
// the setup entry, then the item display's cards (core rulebook, "Game
// Setup", step 5); a card the rules refuse refuses the whole setup.
func TestStartGame(t *testing.T) {
	t.Parallel()
	setup := SetupEntry{Crews: []SetupCrew{{Name: "Vera"}, {Name: "Isaac"}}, Edition: rules.Edition2019}
	entries, g, err := StartGame(setup, []Payload{&DisplayCardEntry{Card: "Shiv", Printed: testItem("Shiv")}}, 1)
	if err != nil || len(entries) != 2 || g.Display[0] != "Shiv" {
		t.Fatalf("StartGame: %d entries, display %q, %v", len(entries), g.Display, err)
	}
	if _, _, err := StartGame(setup, []Payload{&DisplayCardEntry{Card: "Shiv", Printed: testItem("Shiv")}, &DisplayCardEntry{Card: "Shiv", Printed: testItem("Shiv")}}, 1); err == nil {
		t.Errorf("a card laid twice in the display is not refused")
	}
}
