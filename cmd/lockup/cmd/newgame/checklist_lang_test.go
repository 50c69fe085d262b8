package newgame

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// checklistSteps are a setup checklist's steps in each of their forms.
var checklistSteps = []companion.SetupStep{
	{Kind: companion.SetupStepBoard},
	{Kind: companion.SetupStepBoard, SmallSide: true},
	{Kind: companion.SetupStepCubes},
	{Kind: companion.SetupStepItemDisplay, N: 3, Crews: 2, Recorded: 1},
	{Kind: companion.SetupStepGoonSpaces, N: 5, Recorded: 5, Spaces: rules.GoonLocations[:]},
	{Kind: companion.SetupStepCrewBoards},
	{Kind: companion.SetupStepCrewBoards, Advanced: true},
	{Kind: companion.SetupStepCrewTokens},
	{Kind: companion.SetupStepCrewTokens, ReturnTwo: true},
	{Kind: companion.SetupStepCatacombs},
	{Kind: companion.SetupStepCatacombs, Mapped: true},
	{Kind: companion.SetupStepLanterns},
	{Kind: companion.SetupStepLoot, N: 3},
	{Kind: companion.SetupStepTunnels, Single: 3, Double: 2, Collapsed: 2, Recorded: 1},
	{Kind: companion.SetupStepTunnels, App: true, Collapsed: 2, Laid: []companion.LaidTunnel{{Location: rules.Sewers, Tunnel: rules.SingleTunnel}, {Location: rules.Smithy, Tunnel: rules.DoubleTunnel}}},
	{Kind: companion.SetupStepLegend},
	{Kind: companion.SetupStepLegend, Legend: "The Warden"},
	{Kind: companion.SetupStepLegend, App: true, N: 6, Legend: "The Warden"},
	{Kind: companion.SetupStepSeekers},
	{Kind: companion.SetupStepReputation, N: 10},
	{Kind: companion.SetupStepReputation, N: 10, Guards: 15},
	{Kind: companion.SetupStepGuardBoard, N: 1},
	{Kind: companion.SetupStepTomeDeck},
	{Kind: companion.SetupStepGuardDeck, N: 7, Of: 5, Level: rules.Challenging},
	{Kind: companion.SetupStepGuardDeck, N: 7, Of: 5, Level: rules.Expert, App: true},
	{Kind: companion.SetupStepLocationDeck},
	{Kind: companion.SetupStepLocationDeck, App: true, Breakout: true},
	{Kind: companion.SetupStepLocationDeck, Breakout: true, BreakoutCard: rules.SmithyCard},
	{Kind: companion.SetupStepStorage, N: 7},
	{Kind: companion.SetupStepGoals, Goals: []catalog.GoalType{catalog.LeaderGoal, catalog.InstantGoal, catalog.EndGameGoal}, Recorded: 2},
	{Kind: companion.SetupStepTraits},
	{Kind: companion.SetupStepFirstPlayer, Name: "Vera"},
}

// TestSetupChecklistCatalogEnglish: the catalog's English of the setup
// checklist ("new.*") is lockup new's own, step by step and whole (a game
// of 2 and of 5 crews, a solitary game at a table and with the app's
// decks), so that Spanish and Chinese say the same checklist; theirs
// name no step in English.
func TestSetupChecklistCatalogEnglish(t *testing.T) {
	t.Parallel()
	for _, s := range checklistSteps {
		want := setupStepWords(s)
		if got := setupStepWordsCatalog(terms.En, s); got != want {
			t.Errorf("step %d: the catalog says\n%q\nnew says\n%q", s.Kind, got, want)
		}
		for _, l := range []terms.Lang{terms.Es, terms.Zh} {
			if got := setupStepWordsCatalog(l, s); got == "" || got == want {
				t.Errorf("step %d in %s: %q", s.Kind, l, got)
			}
		}
	}
	crews := func(names ...string) []companion.SetupCrew {
		var out []companion.SetupCrew
		for _, n := range names {
			out = append(out, companion.SetupCrew{Name: n})
		}
		return out
	}
	for _, setup := range []companion.SetupEntry{
		{Crews: crews("Vera", "Isaac"), Edition: rules.Edition2019},
		{Crews: crews("A", "B", "C", "D", "E"), Edition: rules.Edition2019, Advanced: true},
	} {
		g, err := companion.NewGame(setup)
		if err != nil {
			t.Fatal(err)
		}
		games := []companion.Game{g}
		if len(setup.Crews) == 2 {
			for _, decks := range []companion.DeckMode{companion.TableDecks, companion.AppDecks} {
				solo := g
				solo.Solo = &companion.SoloState{Decks: decks, Config: automa.Config{Edition: rules.Edition2019, Difficulty: rules.Challenging}}
				games = append(games, solo)
			}
		}
		for _, g := range games {
			for _, width := range []int{0, 80} {
				want := setupChecklist(g, width)
				if got := setupChecklistCatalog(terms.En, g, width); got != want {
					t.Errorf("width %d: the catalog says\n%s\nnew says\n%s", width, got, want)
				}
				if zh := setupChecklistIn(terms.Zh, g, width); strings.Contains(zh, "Setup checklist") || strings.Count(zh, "\n") < strings.Count(want, "\n")/2 {
					t.Errorf("zh:\n%s", zh)
				}
			}
		}
	}
}
