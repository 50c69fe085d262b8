package cmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// runAccessible runs lockup with accessible prompts reading answers from
// stdin, one a line.
func runAccessible(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	ios, in, out, errOut := cmdutil.TestStreams()
	in.WriteString(stdin)
	ios.Accessible = true
	code := Run(&cmdutil.Factory{IOStreams: ios, Version: "v0.0.0-test", Dirs: dirsFor(t)}, args)
	return code, out.String(), errOut.String()
}

// setupFlags are the flags of a whole setup whose cards gameCatalog knows
// only in part: Mystery (a goal it does not know at all), Hoarder and
// Tinkerer (not in it), Explorer (a leader goal it knows), Nobody (an
// item it does not know), Grub (suspicion icons not known) and Zed (a goon
// it does not know).
var setupFlags = []string{"new", "--crew", "Vera:blue", "--crew", "Isaac:purple", "--name", "flags", "--seed", "3",
	"--goal", "Explorer", "--goal", "Hoarder", "--goal", "Mystery",
	"--display", "Lockpick", "--display", "Shiv", "--display", "Nobody",
	"--goon", "sewers=Grub", "--goon", "infirmary=Snag:0", "--goon", "smithy=Mox:0", "--goon", "commissary=Pip:0", "--goon", "chow-hall=Zed"}

// setupSets are the values setupFlags lacks.
var setupSets = []string{
	"--set", "Hoarder:type=instant", "--set", "Hoarder:condition=first to 6 resources", "--set", "Hoarder:reputation=4",
	"--set", "Mystery:type=end-game",
	"--set", "Nobody:reputation=2", "--set", "Nobody:cost=2 iron", "--set", "Nobody:valuables=none", "--set", "Nobody:effects=gain-power",
	"--set", "Grub:suspicion=1",
	"--set", "Zed:type=bandits", "--set", "Zed:resource=gold", "--set", "Zed:suspicion=2", "--set", "Zed:valuables=1 gem", "--set", "Zed:effects=none",
}

func gameFilesIn(t *testing.T) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dataDir(t), "games", "*.jsonl"))
	return files
}

// TestNewFlagsOneRefusal: without a terminal, a setup whose cards lack
// values is refused once, naming every value of every card with the flag
// that gives it; the same command with those flags starts a whole game,
// goals included, and the catalog keeps what was typed.
func TestNewFlagsOneRefusal(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	catalogPath := filepath.Join(dir, "config", "lockup", "catalog.yaml")
	code, out, errOut := run(t, "", false, setupFlags...)
	if code != 2 || out != "" {
		t.Fatalf("exit %d, stdout %q", code, out)
	}
	if n := strings.Count(errOut, "lockup: "); n != 1 {
		t.Errorf("%d errors, want one:\n%s", n, errOut)
	}
	for _, want := range []string{
		"your card catalog does not know values printed on 5 cards of the setup",
		"goal Hoarder:", `--set "Hoarder:type=VALUE"`, `--set "Hoarder:condition=VALUE"`, `--set "Hoarder:reputation=VALUE"   only for an instant goal`,
		"goal Mystery:", `--set "Mystery:type=VALUE"`,
		"item Nobody in the item display:", `--set "Nobody:reputation=VALUE"`, `--set "Nobody:cost=VALUE"`, `--set "Nobody:valuables=VALUE"`, `--set "Nobody:effects=VALUE"`,
		"goon Grub at the Sewers:", `--set "Grub:suspicion=VALUE"`,
		"goon Zed at the Chow Hall:", `--set "Zed:type=VALUE"`, `--set "Zed:resource=VALUE"         only for Bandits`,
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("the refusal lacks %q:\n%s", want, errOut)
		}
	}
	for _, never := range []string{"Explorer:", "Lockpick:", "Snag:", "barrels", "expansion"} {
		if strings.Contains(errOut, never) {
			t.Errorf("the refusal asks for %q, which the game does not need:\n%s", never, errOut)
		}
	}
	if files := gameFilesIn(t); len(files) != 0 {
		t.Errorf("a refused setup wrote %v", files)
	}
	if data, _ := os.ReadFile(catalogPath); string(data) != gameCatalog {
		t.Errorf("a refused setup changed the catalog:\n%s", data)
	}

	out = mustRun(t, append(setupFlags, setupSets...)...)
	if strings.Contains(out, "played without") || !strings.Contains(out, "Round 1, Roll Call: Vera assigns first") {
		t.Errorf("lockup new:\n%s", out)
	}
	var st statusJSON
	if err := json.Unmarshal([]byte(mustRun(t, "status", "--output", "json")), &st); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(st.Next, "round 1, Roll Call") || len(st.Goals) != 3 || len(st.Display) != 3 {
		t.Errorf("status: %s, goals %v, display %v", st.Next, st.Goals, st.Display)
	}
	data, err := os.ReadFile(gameFilesIn(t)[0])
	if err != nil {
		t.Fatal(err)
	}
	if want := `"Hoarder":{"condition":"first to 6 resources","reputation":"4","type":"instant"}`; !strings.Contains(string(data), want) {
		t.Errorf("the game file lacks %s:\n%s", want, data)
	}
	cat, err := catalog.LoadCatalog(catalogPath)
	if err != nil {
		t.Fatal(err)
	}
	zed, _ := cat.Lookup(catalog.GoonCard, "Zed")
	if zed.GoonType != rules.Bandits || zed.BanditResource != rules.Gold || zed.Expansion != catalog.CoreGame {
		t.Errorf("the catalog keeps Zed as %s", catalog.CardString(zed))
	}
	if hoarder, _ := cat.Lookup(catalog.GoalCard, "Hoarder"); hoarder.GoalType != catalog.InstantGoal || hoarder.Expansion != catalog.CoreGame {
		t.Errorf("the catalog keeps Hoarder as %s", catalog.CardString(hoarder))
	}
	// Explorer's box is Breakout in the catalog lockup ships: it stays so.
	if explorer, _ := cat.Lookup(catalog.GoalCard, "Explorer"); explorer.Expansion == catalog.CoreGame {
		t.Errorf("the catalog records the Breakout goal Explorer as a core game card")
	}
}

// TestNewFlagsProblems: everything wrong with a setup given by flags is
// said in one refusal.
func TestNewFlagsProblems(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	for _, tc := range []struct {
		name string
		args []string
		want []string
	}{
		{"set without a card", []string{"--goal", "Explorer", "--set", "suspicion=1"}, []string{`--set "suspicion=1": write CARD:FIELD=VALUE`}},
		{"set for a card not in the setup", []string{"--goon", "sewers=Grub", "--set", "Grubb:suspicion=1"}, []string{`no card of the setup is called "Grubb" (the setup's cards: Grub)`}},
		{"set with a bad value, and a value missing", []string{"--goon", "sewers=Grub", "--goon", "smithy=Zed:1", "--set", "Grub:suspicion=lots"},
			[]string{`"lots" is not a number from 0 to 99`, `--set "Zed:type=VALUE"`, "nothing was written"}},
		{"set of a field the card lacks", []string{"--goal", "Explorer", "--set", "Explorer:cost=1 iron"}, []string{`a goal card has no "cost"`}},
		{"two leader goals", []string{"--goal", "Explorer", "--goal", "Hoarder", "--set", "Hoarder:type=leader", "--set", "Hoarder:condition=most gold"},
			[]string{"goals Explorer and Hoarder are both leader goals; a game draws one goal of each type"}},
		{"four goals", []string{"--goal", "A", "--goal", "B", "--goal", "C", "--goal", "D"}, []string{"--goal: 4 goal cards"}},
		{"two goons at one space", []string{"--goon", "sewers=Grub:1", "--goon", "sewers=Snag:0"}, []string{"the goon space at the Sewers already has Grub"}},
		{"one card twice", []string{"--display", "Lockpick", "--display", "lockpick"}, []string{"item card lockpick is named twice"}},
		{"a goon at the Library", []string{"--goon", "library=Grub:1", "--goon", "sewers=Snag:x"}, []string{`"library" is not a location allowed here (allowed: sewers, infirmary, smithy, commissary, chow-hall)`, `"Snag:x": the suspicion icons must be a number`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"new", "--crew", "Vera", "--crew", "Isaac"}, tc.args...)
			code, _, errOut := run(t, "", false, args...)
			if code != 2 || strings.Count(errOut, "lockup: ") != 1 {
				t.Errorf("exit %d, want 2 and one error:\n%s", code, errOut)
			}
			for _, want := range tc.want {
				if !strings.Contains(errOut, want) {
					t.Errorf("the refusal lacks %q:\n%s", want, errOut)
				}
			}
			if files := gameFilesIn(t); len(files) != 0 {
				t.Errorf("a refused setup wrote %v", files)
			}
		})
	}
}

// TestNewWithoutGoalsSaysSo: goals cannot be added after lockup new; a game
// started without some says so, in words and in the checklist.
func TestNewWithoutGoalsSaysSo(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	out := mustRun(t, "new", "--crew", "Vera", "--crew", "Isaac")
	for _, want := range []string{
		"Goals: no leader goal, no instant goal, no end game goal; this game is played without them",
		"[ ] goal cards: one leader, one instant and one end game goal (0 recorded)",
		"lockup play asks for them",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("lockup new without goals lacks %q:\n%s", want, out)
		}
	}
}

// TestNewAccessibleForm answers the whole form of lockup new with
// accessible prompts: the crews, the table, the goals, the item display,
// the goon spaces, then the values the catalog lacks, once.
func TestNewAccessibleForm(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	answers := []string{
		"Vera:blue", "Isaac:purple", "", "", "", // crews
		"2",                              // Isaac holds the first player marker
		"1",                              // standard setup
		"1",                              // 2019
		"1",                              // no Breakout
		"accessible",                     // the game's name
		"Explorer", "Hoarder", "Mystery", // goals: leader, instant, end game
		"Lockpick", "Shiv", "Rope", // the item display
		"Grub", "Snag", "Mox", "Pip", "Zed", // the goon spaces
		// The values: Hoarder's condition and stars, Mystery's condition
		// (may stay empty: an end game goal), Grub's suspicion icons, Snag's,
		// Mox's, Pip's, then Zed's type (5 = cultists), suspicion, valuables
		// and effects.
		"first to 6 resources", "4", "", "1", "0", "0", "0", "5", "1", "none", "none",
	}
	code, out, errOut := runAccessible(t, strings.Join(answers, "\n")+"\n", "new")
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
	}
	for _, want := range []string{"Crew 1:", "Who holds the first player marker?", "Leader goal:", "Item card 3:", "Chow Hall:", "Hoarder: condition", "Zed: goon type"} {
		if !strings.Contains(out+errOut, want) {
			t.Errorf("the form did not ask %q:\n%s", want, errOut)
		}
	}
	if !strings.Contains(out, "Round 1, Roll Call: Isaac assigns first") || strings.Contains(out, "played without") {
		t.Errorf("lockup new:\n%s", out)
	}
	cat, err := catalog.LoadCatalog(filepath.Join(dir, "config", "lockup", "catalog.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := cat.Lookup(catalog.GoalCard, "Mystery"); m.GoalType != catalog.EndGameGoal || m.Condition.Known {
		t.Errorf("the catalog keeps Mystery as %s", catalog.CardString(m))
	}
	if z, _ := cat.Lookup(catalog.GoonCard, "Zed"); z.GoonType != rules.Cultists || z.Suspicion.Value != 1 {
		t.Errorf("the catalog keeps Zed as %s", catalog.CardString(z))
	}
}

// TestNewFormRefusesAGoalOfAnotherType: a goal the catalog knows as a
// leader goal cannot be typed as the instant goal.
func TestNewFormRefusesAGoalOfAnotherType(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	answers := []string{"Vera", "Isaac", "", "", "", "1", "1", "1", "1", "", "Hoarder", "Explorer"}
	_, out, errOut := runAccessible(t, strings.Join(answers, "\n")+"\n", "new")
	if want := "your card catalog has Explorer as the leader goal"; !strings.Contains(out+errOut, want) {
		t.Errorf("the form did not say %q:\n%s%s", want, out, errOut)
	}
	if files := gameFilesIn(t); len(files) != 0 {
		t.Errorf("an unfinished form wrote %v", files)
	}
}

// TestPlayAsksForTheSetup: a game started with flags but without its item
// display and goon cards is played: lockup play asks for them, and for the
// values the catalog lacks, then goes on into round 1.
func TestPlayAsksForTheSetup(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	mustRun(t, "new", "--crew", "Vera", "--crew", "Isaac", "--goal", "Explorer", "--display", "Lockpick", "--goon", "sewers=Grub:1")
	answers := []string{
		"Shiv", "Rope", // the two item cards the display lacks
		"Snag", "Mox", "Pip", "Zed", // the goon spaces still empty
		"0", "0", "0", // Snag's, Mox's and Pip's suspicion icons
		"4", "1", "1 gem", "remove-suspicion", // Zed: bandits showing gold, suspicion, valuables, effects
		"2", // Vera passes
	}
	out, errOut := play(t, answers)
	for _, want := range []string{
		"Goals: no instant goal, no end game goal; this game is played without them",
		"Before round 1, the setup needs 2 item cards for the item display and the goon cards at the Infirmary, Smithy, Commissary and Chow Hall.",
		"Setup: Zed enters the goon space at the Chow Hall (1 suspicion icon) (a Bandit showing gold).",
		"Vera passes",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("play did not say %q:\n%s\n%s", want, out, errOut)
		}
	}
	if st := status(t); st.Phase != "roll-call" || len(st.Display) != 3 {
		t.Errorf("after play: %s, display %v", st.Phase, st.Display)
	}
}

// TestPlaySetupStops: input that ends in the setup's questions records
// nothing of the setup.
func TestPlaySetupStops(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	mustRun(t, "new", "--crew", "Vera", "--crew", "Isaac")
	out, _ := play(t, []string{"Lockpick", "Shiv"})
	if !strings.Contains(out, "Stopped; nothing of the setup was recorded.") {
		t.Errorf("play:\n%s", out)
	}
	if log := mustRun(t, "log"); strings.Contains(log, "Lockpick") {
		t.Errorf("a stopped setup recorded:\n%s", log)
	}
}

// TestNewWithoutTerminalOrCrews: without a terminal and without --crew,
// lockup new says how to give the setup.
func TestNewWithoutTerminalOrCrews(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	code, _, errOut := run(t, "", false, "new", "--name", "x")
	if code != 2 || !strings.Contains(errOut, "give the crews with --crew NAME:COLOUR") {
		t.Errorf("exit %d: %s", code, errOut)
	}
}

// TestNewRefusesAnExistingGame: a new game never replaces one, and says so
// before any card value is asked for.
func TestNewRefusesAnExistingGame(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	mustRun(t, "new", "--crew", "Vera", "--crew", "Isaac", "--name", "friday")
	code, _, errOut := run(t, "", false, "new", "--crew", "Vera", "--crew", "Isaac", "--name", "friday", "--goon", "sewers=Nobody")
	if code != 2 || !strings.Contains(errOut, "friday.jsonl exists already") || strings.Contains(errOut, "--set") {
		t.Errorf("exit %d: %s", code, errOut)
	}
}

// TestAccessibleFlag: every command with a form takes --accessible, as the
// docs say, and then asks with plain prompts off a terminal.
func TestAccessibleFlag(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	for _, tc := range []struct {
		args   []string
		answer string
		prompt string
	}{
		{[]string{"new", "--accessible"}, "Vera:blue\n", "Crew 1:"},
		{[]string{"cards", "edit", "Zed", "--kind", "goon", "--accessible"}, "", "Zed"},
		{[]string{"score", "--accessible"}, "", "Solitary mode"},
	} {
		_, out, errOut := run(t, tc.answer, false, tc.args...)
		if !strings.Contains(out+errOut, tc.prompt) || strings.Contains(errOut, "unknown flag") {
			t.Errorf("lockup %s off a terminal did not ask %q:\n%s%s", strings.Join(tc.args, " "), tc.prompt, out, errOut)
		}
	}
}

// TestNewChecklistAppDecks: the checklist of a solitary game whose decks the
// app runs never asks the player to shuffle or deal the guard cards (issue
// 22, item 6): the app shuffles and deals them, and says so; at a real table
// the checklist asks for both. On a terminal of 80 columns every line,
// the heading too, wraps at words.
func TestNewChecklistAppDecks(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		decks     string
		want, not []string
	}{
		{"app", []string{"the app shuffles the 7 blue guard cards", "the app deals the guard cards from its own decks (nothing to deal at the table)"},
			[]string{"deal a guard card", "shuffle the 7 blue"}},
		{"table", []string{"shuffle the 7 blue guard cards", "deal a guard card face down at each of locations 1 to 7"}, []string{"the app"}},
	} {
		t.Run(tc.decks, func(t *testing.T) {
			dir := gameEnv(t)
			writeCatalog(t, dir, playSoloCatalog)
			code, out, errOut := runColumns(t, 80, "", true, "new", "--solo", "--difficulty", "moderate", "--decks", tc.decks, "--seed", "7",
				"--crew", "Rin:blue", "--name", "solo",
				"--display", "Rope", "--display", "Crown", "--display", "Key",
				"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			flat := strings.Join(strings.Fields(out), " ")
			for _, w := range tc.want {
				if !strings.Contains(flat, w) {
					t.Errorf("%q missing:\n%s", w, out)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(flat, w) {
					t.Errorf("%q should not be there:\n%s", w, out)
				}
			}
			for _, l := range tooWide(out, 80) {
				if strings.Contains(strings.TrimSpace(l), " ") { // a path alone on its line cannot break
					t.Errorf("a line wider than 80:\n%s", l)
				}
			}
		})
	}
}
