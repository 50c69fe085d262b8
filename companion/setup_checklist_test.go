package companion

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestSetupChecklist: the checklist's numbers, from the rulebooks' setup
// sections, worked out by hand for each table.
func TestSetupChecklist(t *testing.T) {
	step := func(c SetupChecklist, k SetupStepKind) (SetupStep, bool) {
		for _, s := range c.Steps {
			if s.Kind == k {
				return s, true
			}
		}
		return SetupStep{}, false
	}
	for _, tc := range []struct {
		name  string
		setup SetupEntry
		check func(t *testing.T, c SetupChecklist, get func(SetupStepKind) (SetupStep, bool))
	}{
		// Core rulebook, "Game Setup": 5 crews use the 3–5 player side
		// (step 1), a display of 6 (step 5), five goon spaces (step 7),
		// each crew returns its "2" token (step 11), reputation on 10
		// (step 13), one goal of each of three types (step 14).
		{"five crews", SetupEntry{Crews: crewsNamed("A", "B", "C", "D", "E"), Edition: rules.Edition2019}, func(t *testing.T, c SetupChecklist, get func(SetupStepKind) (SetupStep, bool)) {
			if s, _ := get(SetupStepBoard); s.SmallSide {
				t.Error("5 crews: the 3–5 player side")
			}
			if s, _ := get(SetupStepItemDisplay); s.N != 6 || s.Done {
				t.Errorf("display: %d cards, done %v; want 6, not done", s.N, s.Done)
			}
			if s, _ := get(SetupStepGoonSpaces); s.N != 5 || len(s.Spaces) != 5 || s.Spaces[0] != rules.Sewers || s.Spaces[4] != rules.ChowHall {
				t.Errorf("goon spaces: %d %v; want the 5 from the Sewers to the Chow Hall", s.N, s.Spaces)
			}
			if s, _ := get(SetupStepCrewTokens); !s.ReturnTwo {
				t.Error("5 crews return their 2 token")
			}
			if s, _ := get(SetupStepReputation); s.N != 10 || s.Guards != 0 {
				t.Errorf("reputation %d, guards %d; want 10, no guards", s.N, s.Guards)
			}
			if s, _ := get(SetupStepGoals); len(s.Goals) != 3 {
				t.Errorf("goals %v; want three types", s.Goals)
			}
			if _, ok := get(SetupStepTraits); ok {
				t.Error("no traits without the advanced setup")
			}
			if len(c.Missing) == 0 || c.FirstPlayer != "A" {
				t.Errorf("missing %v, first %q; want the display and goons missing, A first", c.Missing, c.FirstPlayer)
			}
		}},
		// "Game Setup", step 1: two crews use the 1–2 player side; a display
		// of 3. "Advanced Setup": side B, reputation 0, traits.
		{"two crews, advanced", SetupEntry{Crews: crewsNamed("A", "B"), Edition: rules.Edition2019, Advanced: true}, func(t *testing.T, c SetupChecklist, get func(SetupStepKind) (SetupStep, bool)) {
			if s, _ := get(SetupStepBoard); !s.SmallSide {
				t.Error("2 crews: the 1–2 player side")
			}
			if s, _ := get(SetupStepItemDisplay); s.N != 3 {
				t.Errorf("display %d; want 3", s.N)
			}
			if s, _ := get(SetupStepCrewBoards); !s.Advanced {
				t.Error("side B")
			}
			if s, _ := get(SetupStepReputation); s.N != 0 {
				t.Errorf("reputation %d; want 0", s.N)
			}
			if _, ok := get(SetupStepTraits); !ok {
				t.Error("traits dealt")
			}
		}},
		// Core rulebook, "Solitary Mode – Setup": no instant goal (1), the
		// guards' reputation on 10 (3), the guard board with one power cube
		// (4), 7 blue and 5 red guard cards at expert ("Difficulty Levels",
		// p. 19) (5), the location deck (6).
		{"solitary, expert, app decks", SetupEntry{Crews: crewsNamed("Rin"), Solo: true, Edition: rules.Edition2019, Difficulty: rules.Expert, Decks: AppDecks, GuardCards: soloTestBox}, func(t *testing.T, c SetupChecklist, get func(SetupStepKind) (SetupStep, bool)) {
			if !c.Solo || c.Level != rules.Expert {
				t.Errorf("solo %v level %v", c.Solo, c.Level)
			}
			if s, _ := get(SetupStepGoals); len(s.Goals) != 2 {
				t.Errorf("goals %v; want two, no instant goal", s.Goals)
			}
			if s, _ := get(SetupStepReputation); s.N != 10 || s.Guards != 10 {
				t.Errorf("reputation %d, guards %d; want 10 and 10", s.N, s.Guards)
			}
			if s, _ := get(SetupStepGuardBoard); s.N != 1 {
				t.Errorf("guard board power %d; want 1", s.N)
			}
			if s, _ := get(SetupStepGuardDeck); s.N != 7 || s.Of != 5 || s.Level != rules.Expert || !s.App || !s.Done {
				t.Errorf("guard deck %+v; want 7 blue, 5 red, the app's", s)
			}
			if s, _ := get(SetupStepLocationDeck); s.Breakout || !s.Done {
				t.Errorf("location deck %+v; want the app's, no Breakout card", s)
			}
		}},
		// Breakout rulebook, "Expansion Setup": with 3 crews, 2 single and
		// 1 double tunnel, 4 collapsed; a loot stack per crew; the table
		// lays the markers.
		{"Breakout, three crews, table", SetupEntry{Crews: crewsNamed("A", "B", "C"), Edition: rules.Edition2019, Breakout: true, Decks: TableDecks}, func(t *testing.T, c SetupChecklist, get func(SetupStepKind) (SetupStep, bool)) {
			s, ok := get(SetupStepTunnels)
			if !ok || s.Single != 2 || s.Double != 1 || s.Collapsed != 4 || s.Done || s.App {
				t.Errorf("tunnels %+v; want 2 single, 1 double, 4 collapsed, none laid", s)
			}
			if s, _ := get(SetupStepLoot); s.N != 3 {
				t.Errorf("loot stacks of %d; want 3", s.N)
			}
			if s, _ := get(SetupStepLegend); s.Done || s.App {
				t.Errorf("legend %+v; want none turned up, the table's", s)
			}
			if !c.TableDecks {
				t.Error("the table lays the markers")
			}
		}},
		// Breakout rulebook, "Solitary Mode – Setup" with ruling
		// bo-solo-setup: a two-player game's tunnels (1 single, 1 double,
		// 5 collapsed), loot stacks of 2, 8 blue and 6 of the level's
		// colour.
		{"Breakout, solitary", SetupEntry{Crews: crewsNamed("Rin"), Solo: true, Edition: rules.Edition2019, Difficulty: rules.Moderate, Decks: TableDecks, Breakout: true}, func(t *testing.T, c SetupChecklist, get func(SetupStepKind) (SetupStep, bool)) {
			if s, _ := get(SetupStepTunnels); s.Single != 1 || s.Double != 1 || s.Collapsed != 5 {
				t.Errorf("tunnels %+v; want 1 single, 1 double, 5 collapsed", s)
			}
			if s, _ := get(SetupStepLoot); s.N != 2 {
				t.Errorf("loot stacks of %d; want 2", s.N)
			}
			if s, _ := get(SetupStepGuardDeck); s.N != 8 || s.Of != 6 || s.Done {
				t.Errorf("guard deck %+v; want 8 blue, 6 green, the table's", s)
			}
			if s, _ := get(SetupStepLocationDeck); !s.Breakout {
				t.Error("Breakout's location card in the deck")
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := NewGame(tc.setup)
			if err != nil {
				t.Fatal(err)
			}
			c := g.SetupChecklist()
			tc.check(t, c, func(k SetupStepKind) (SetupStep, bool) { return step(c, k) })
		})
	}
}
