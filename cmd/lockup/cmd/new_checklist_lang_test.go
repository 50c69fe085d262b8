package cmd

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

// TestNewLangs answers lockup new's whole form with --lang es and zh (as
// TestNewAccessibleForm does in English), then starts a solitary game with
// flags: the form's questions, the lines new prints and the setup
// checklist are in that language (goldens new/form-es|zh.golden,
// new/solo-es|zh.golden), card names and commands stay as typed, and the
// game file is the one the English run writes.
func TestNewLangs(t *testing.T) {
	t.Parallel()
	answers := []string{
		"Vera:blue", "Isaac:purple", "", "", "",
		"2", "1", "1", "1", "accessible",
		"Explorer", "Hoarder", "Mystery",
		"Lockpick", "Shiv", "Rope",
		"Grub", "Snag", "Mox", "Pip", "Zed",
		"first to 6 resources", "4", "", "1", "0", "0", "0", "5", "1", "none", "none",
	}
	solo := []string{"new", "--solo", "--difficulty", "challenging", "--decks", "table", "--seed", "7",
		"--crew", "Rin:blue", "--name", "solo", "--goal", "Hoarder",
		"--display", "Rope", "--display", "Crown", "--display", "Key",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk"}
	// The English runs' game files.
	gameEnv(t)
	if code, out, errOut := runAccessible(t, strings.Join(answers, "\n")+"\n", "new"); code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
	}
	wantForm := mustRun(t, "log", "--game", "accessible")
	dir := gameEnv(t)
	writeCatalog(t, dir, playSoloCatalog)
	mustRun(t, solo...)
	wantSolo := mustRun(t, "log", "--game", "solo")
	for _, lang := range []string{"es", "zh"} {
		t.Run(lang, func(t *testing.T) {
			dir := gameEnv(t)
			code, out, errOut := runAccessible(t, strings.Join(answers, "\n")+"\n", "new", "--lang", lang)
			if code != 0 {
				t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
			}
			golden(t, "new/form-"+lang+".golden", "$ lockup new --lang "+lang+" (accessible)\n"+strings.ReplaceAll(out, dir, "DIR")+"--- prompts\n"+errOut)
			if got := mustRun(t, "log", "--game", "accessible"); got != wantForm {
				t.Errorf("the game file differs from the English run's:\n%s\nwant:\n%s", got, wantForm)
			}
			for _, en := range []string{"Crew 1:", "Who holds", "Leader goal:", "Item card", "Setup checklist", "board:", "Started"} {
				if strings.Contains(out+errOut, en) {
					t.Errorf("--lang %s prints %q in English", lang, en)
				}
			}
			dir = gameEnv(t)
			writeCatalog(t, dir, playSoloCatalog)
			out = mustRun(t, append(solo, "--lang", lang)...)
			golden(t, "new/solo-"+lang+".golden", "$ lockup new --solo ... --lang "+lang+"\n"+strings.ReplaceAll(out, dir, "DIR"))
			if got := mustRun(t, "log", "--game", "solo"); got != wantSolo {
				t.Errorf("the solitary game file differs from the English run's:\n%s\nwant:\n%s", got, wantSolo)
			}
		})
	}
}
