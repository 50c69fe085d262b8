package newgame

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
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

// checklistGames are games whose setup checklist the tests print: 2 and 5
// crews (the latter advanced), a solitary game at a table and with the
// app's decks.
func checklistGames(t *testing.T) []companion.Game {
	t.Helper()
	crews := func(names ...string) []companion.SetupCrew {
		var out []companion.SetupCrew
		for _, n := range names {
			out = append(out, companion.SetupCrew{Name: n})
		}
		return out
	}
	var games []companion.Game
	for _, setup := range []companion.SetupEntry{
		{Crews: crews("Vera", "Isaac"), Edition: rules.Edition2019},
		{Crews: crews("A", "B", "C", "D", "E"), Edition: rules.Edition2019, Advanced: true},
	} {
		g, err := companion.NewGame(setup)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
		if len(setup.Crews) == 2 {
			for _, decks := range []companion.DeckMode{companion.TableDecks, companion.AppDecks} {
				solo := g
				solo.Solo = &companion.SoloState{Decks: decks, Config: automa.Config{Edition: rules.Edition2019, Difficulty: rules.Challenging}}
				games = append(games, solo)
			}
		}
	}
	return games
}

// TestSetupChecklistEnglishGolden: lockup new's English checklist, every
// step in each of its forms and whole checklists at two widths, as
// testdata/checklist-en.golden holds it (first written by the English-only
// walk the one walk replaced, so the English stays byte for byte).
func TestSetupChecklistEnglishGolden(t *testing.T) {
	var b strings.Builder
	for _, s := range checklistSteps {
		b.WriteString(s.In(terms.En) + "\n")
	}
	for _, g := range checklistGames(t) {
		for _, width := range []int{0, 80} {
			b.WriteString("\n" + setupChecklistIn(terms.En, g, width))
		}
	}
	cmdtest.Golden(t, "checklist-en.golden", b.String())
}

// TestSetupChecklistLanguages: Spanish and Chinese word every step of the
// setup checklist, none of them in English, and a whole checklist in
// Chinese has no English heading.
func TestSetupChecklistLanguages(t *testing.T) {
	t.Parallel()
	for _, s := range checklistSteps {
		en := s.In(terms.En)
		for _, l := range []terms.Lang{terms.Es, terms.Zh} {
			if got := s.In(l); got == "" || got == en {
				t.Errorf("step %d in %s: %q", s.Kind, l, got)
			}
		}
	}
	for _, g := range checklistGames(t) {
		for _, width := range []int{0, 80} {
			en := setupChecklistIn(terms.En, g, width)
			if zh := setupChecklistIn(terms.Zh, g, width); strings.Contains(zh, "Setup checklist") || strings.Count(zh, "\n") < strings.Count(en, "\n")/2 {
				t.Errorf("zh:\n%s", zh)
			}
		}
	}
}
