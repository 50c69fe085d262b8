package companion

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestNewTableEntry: a new game's table read into its setup entry: the
// first player's crew first, the seating kept clockwise (core rulebook,
// "Game Setup"); a solitary game has one crew and the guards hold the first
// player marker (core rulebook, "Solitary Mode – Setup", step 7); the app's
// decks need the catalog's guard cards, a Breakout game's its legend cards
// (Breakout rulebook, "Expansion Setup").
func TestNewTableEntry(t *testing.T) {
	t.Parallel()
	two := []string{"Vera:blue", "Isaac:purple", "Claire:green"}
	for _, tc := range []struct {
		name  string
		table NewTable
		first string
		err   string
	}{
		{"first player first", NewTable{Crews: two, First: "Isaac", Edition: "2019"}, "Isaac", ""},
		{"first is no crew", NewTable{Crews: two, First: "Rin", Edition: "2019"}, "", `<first player> "Rin" is not one of the crews (allowed: Vera, Isaac, Claire)`},
		{"one crew", NewTable{Crews: two[:1], Edition: "2019"}, "", "1 crew: a game has 2 to 5 crews"},
		{"solo of two", NewTable{Crews: two, Solo: true, Difficulty: "expert", Edition: "2019"}, "", "<solitary game>: 3 crews"},
		{"solo first", NewTable{Crews: two[:1], Solo: true, First: "Vera", Difficulty: "expert", Edition: "2019"}, "", "the guards hold the first player marker"},
		{"solo level", NewTable{Crews: two[:1], Solo: true, Edition: "2019"}, "", "<solitary game> needs <difficulty>"},
		{"solo app decks", NewTable{Crews: two[:1], Solo: true, Difficulty: "expert", Decks: "app", Edition: "2019"}, "", "holds no guard cards"},
		{"decks alone", NewTable{Crews: two, Decks: "app", Edition: "2019"}, "", "<difficulty> and <decks> are for solitary games"},
		{"breakout app legends", NewTable{Crews: two, Breakout: true, Decks: "app", Edition: "2019"}, "", "no legend cards for the app to shuffle"},
		{"edition", NewTable{Crews: two, Edition: "2020"}, "", `<edition> "2020"`},
		{"solo", NewTable{Crews: two[:1], Solo: true, Difficulty: "moderate", Decks: "table", Edition: "2018"}, "Vera", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, err := tc.table.Entry(SetupBox{LocationCard: rules.NoLocationCard})
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("Entry() = %v; want an error with %q", err, tc.err)
				}
				return
			}
			if err != nil || e.Crews[0].Name != tc.first {
				t.Fatalf("Entry() = %+v, %v; want %s first", e.Crews, err, tc.first)
			}
		})
	}
}

// TestNewTableAppDecksIncomplete: the app's decks from flags are refused
// when the catalog's guard cards cannot make the level's deck, as the form
// refuses them (AppDecksReady: 7 blue and 5 of the level's colour, core
// rulebook, "Solitary Mode – Setup"), naming --decks app.
func TestNewTableAppDecksIncomplete(t *testing.T) {
	t.Parallel()
	blue := make([]rules.GuardCard, 7)
	for i := range blue {
		blue[i] = rules.GuardCard{Colour: rules.Blue, Strength: i}
	}
	table := NewTable{Crews: []string{"Vera:blue"}, Solo: true, Difficulty: "expert", Decks: "app", Edition: "2019"}
	_, err := table.Entry(SetupBox{LocationCard: rules.NoLocationCard, GuardCards: blue})
	if err == nil || !strings.HasPrefix(err.Error(), "<decks> app: your catalog's guard cards cannot make this level's deck") {
		t.Fatalf("Entry() = %v; want --decks app refused", err)
	}
}
