package cmd

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	completioncmd "github.com/lockup-companion/lockup/cmd/lockup/cmd/completion"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// corpusGame returns the path of a game file of the corpus.
func corpusFile(name string) string {
	return filepath.Join("..", "..", "..", "companion", "testdata", "corpus", name+".jsonl")
}

// corpusLines returns the first n lines of a game file of the corpus, a
// game as it stood then.
func corpusLines(t *testing.T, name string, n int) []byte {
	t.Helper()
	b, err := os.ReadFile(corpusFile(name))
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.SplitAfter(b, []byte("\n"))
	return bytes.Join(lines[:n], nil)
}

// complete runs lockup __complete (with descriptions, tab-separated) or
// __completeNoDesc and returns the completions and the directive.
func complete(t *testing.T, desc bool, args ...string) ([]string, cobra.ShellCompDirective) {
	t.Helper()
	req := cobra.ShellCompNoDescRequestCmd
	if desc {
		req = cobra.ShellCompRequestCmd
	}
	code, out, errOut := run(t, "", false, append([]string{req}, args...)...)
	if code != 0 {
		t.Fatalf("lockup __complete %q: exit %d %q", args, code, errOut)
	}
	if strings.Contains(errOut, "Error") || strings.Contains(errOut, "error") {
		t.Errorf("lockup __complete %q wrote an error: %q", args, errOut)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	last := lines[len(lines)-1]
	d, err := strconv.Atoi(strings.TrimPrefix(last, ":"))
	if err != nil {
		t.Fatalf("lockup __complete %q: no directive in %q", args, out)
	}
	return lines[:len(lines)-1], cobra.ShellCompDirective(d)
}

func TestCompletion(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	startGame(t) // friday: Vera, Isaac, Claire; Lockpick, Shiv, Rope, Key; Grub, Snag, Mox, Pip, Tusk
	mustRun(t, "assign", "Vera", "exercise-yard", "5")
	startTwoCrews(t, "sunday")
	solo, soloBreakout := filepath.Join(dir, "solo.jsonl"), filepath.Join(dir, "solo-breakout.jsonl") // solitary games at setup, table decks
	mustRun(t, "new", "--solo", "--decks", "table", "--difficulty", "moderate", "--crew", "Rin:blue", "--game", solo)
	mustRun(t, "new", "--solo", "--breakout", "--decks", "table", "--difficulty", "moderate", "--crew", "Rin:blue", "--game", soloBreakout)
	mustRun(t, "use", "friday")
	keep := filepath.Join(dir, "keep.jsonl") // Vera has drawn two tomes at the Library and keeps one
	if err := os.WriteFile(keep, corpusLines(t, "library-keep-tome", 26), 0o644); err != nil {
		t.Fatal(err)
	}
	tomes := corpusFile("effects-exchange-tomes-crafts") // Patrol step 2; Isaac holds two tomes and 1 potions; display spaces 2 and 3 empty
	lightsOut := corpusFile("five-crews-bandit-effect")  // Lights Out at the Chow Hall; Vera, Claire
	const (
		noFile = cobra.ShellCompDirectiveNoFileComp
		order  = cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveKeepOrder
		equals = cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
	)
	for _, tc := range []struct {
		args      []string
		desc      bool
		want      []string
		directive cobra.ShellCompDirective
	}{
		// Crews of the current game, in seating order, or of the one --game names.
		{[]string{"assign", ""}, true, []string{"Vera\tblue", "Isaac\tpurple, its turn", "Claire\tgreen"}, order},
		{[]string{"assign", "i"}, false, []string{"Isaac"}, order},
		{[]string{"assign", "--game", "sunday", ""}, false, []string{"Stan", "Vera"}, order},
		{[]string{"pass", ""}, false, []string{"Vera", "Isaac", "Claire"}, order},
		{[]string{"pass", "Vera", ""}, false, nil, noFile},
		{[]string{"bonus", ""}, false, []string{"Vera", "Isaac", "Claire"}, order},
		{[]string{"take", "Vera", ""}, false, []string{"scrap", "potions", "iron", "gold"}, noFile},
		{[]string{"effect", "Vera", "--target", ""}, false, []string{"Isaac", "Claire"}, order},
		{[]string{"effect", "Vera", "--get", "g"}, false, []string{"gold"}, noFile},
		// Locations: Vera has assigned to the Exercise Yard this round.
		{[]string{"assign", "Vera", ""}, false, []string{"sewers", "infirmary", "smithy", "commissary", "chow-hall", "cell-block"}, order},
		{[]string{"assign", "Isaac", "c"}, true, []string{"commissary\tCommissary", "chow-hall\tChow Hall", "cell-block\tCell Block"}, order},
		{[]string{"decline", "Claire", "--game", lightsOut, ""}, false, []string{"chow-hall"}, noFile},
		// Outside the Lights Out phase a decline is refused (core
		// rulebook, "Lights Out Phase"): nothing is offered.
		{[]string{"decline", "Vera", ""}, false, nil, noFile},
		// Tokens still held, less those named.
		{[]string{"assign", "Vera", "smithy", ""}, false, []string{"lookout", "enforcer", "2", "3", "4"}, order},
		{[]string{"assign", "Isaac", "smithy", "3", "lookout", ""}, false, []string{"enforcer", "2", "4", "5"}, order},
		{[]string{"assign", "Isaac", "smithy", "3", "5", "--face-down-token", ""}, false, []string{"3", "5"}, noFile},
		// Cards in play.
		{[]string{"recruit", "Vera", ""}, true, []string{"Grub\tSewers", "Snag\tInfirmary", "Mox\tSmithy", "Pip\tCommissary", "Tusk\tChow Hall"}, order},
		{[]string{"recruit", "Vera", "Grub", ""}, false, []string{"Snag", "Mox", "Pip", "Tusk"}, order},
		{[]string{"craft", "Vera", ""}, true, []string{"Lockpick\titem display, space 1", "Shiv\titem display, space 2", "Rope\titem display, space 3", "Key\titem display, space 4"}, order},
		{[]string{"reserve", "Vera", "R"}, false, []string{"Rope"}, order},
		{[]string{"tome", ""}, false, []string{"draw", "keep", "play"}, noFile},
		{[]string{"tome", "play", "--game", tomes, ""}, false, []string{"Vera", "Isaac", "Claire"}, order},
		{[]string{"tome", "play", "Isaac", "--game", tomes, ""}, false, []string{"Big Book of Stealth", "Cutthroat Crafting"}, noFile},
		{[]string{"tome", "keep", "Isaac", "--game", tomes, ""}, false, nil, noFile},
		// A tome kept comes from where the crew's choice of two comes from
		// (core rulebook, "Location Rewards – Library"): nothing when there
		// is no choice to make.
		{[]string{"tome", "keep", "Isaac", "--from", ""}, false, nil, noFile},
		{[]string{"tome", "keep", "Vera", "--game", keep, "--from", ""}, false, []string{"library"}, noFile},
		{[]string{"tome", "keep", "--game", keep, "--from", ""}, false, []string{"library"}, noFile},
		{[]string{"draw", "item", "--game", tomes, "--space", ""}, false, []string{"2", "3"}, order},
		// Only an empty goon space takes a goon (core rulebook, "Patrol
		// Phase", "3. Advance Goon Cards"): friday's five are full.
		{[]string{"draw", "goon", ""}, false, nil, order},
		{[]string{"draw", "goon", "--game", solo, ""}, false, []string{"sewers", "infirmary", "smithy", "commissary", "chow-hall"}, order},
		// The location cards left in the round's deck (core rulebook,
		// "Solitary Mode", "Location Deck"; Breakout rulebook, "Solitary
		// Mode – Setup": a ninth card, which may show the Cell Block).
		{[]string{"guards", "turn", "--game", solo, "--drawn", ""}, false, []string{"exercise-yard", "sewers", "infirmary", "smithy", "commissary", "chow-hall", "off-duty"}, noFile},
		{[]string{"guards", "turn", "--game", soloBreakout, "--drawn", "c"}, false, []string{"commissary", "chow-hall", "cell-block"}, noFile},
		{[]string{"guards", "turn", "--drawn", ""}, false, nil, noFile},
		{[]string{"new", "--difficulty", ""}, false, []string{"moderate", "challenging", "expert"}, noFile},
		// Cards of the catalog.
		{[]string{"draw", "item", "Lo"}, false, []string{"Lockpick"}, noFile},
		{[]string{"draw", "goon", "sewers", "S"}, false, []string{"Snag"}, noFile},
		{[]string{"tome", "draw", "Vera", "Atl"}, false, []string{"Atlas of Hideouts"}, noFile},
		{[]string{"new", "--goal", "Ex"}, false, []string{"Explorer"}, noFile},
		{[]string{"new", "--display", "Ke"}, false, []string{"Key"}, noFile},
		{[]string{"new", "--goon", "s"}, false, []string{"sewers=", "smithy="}, equals | cobra.ShellCompDirectiveKeepOrder},
		{[]string{"new", "--goon", "sewers=T"}, false, []string{"sewers=Tusk"}, noFile},
		{[]string{"new", "--crew", "Vera:blue", "--crew", "Isaac:purple", "--first", ""}, false, []string{"Vera", "Isaac"}, order},
		{[]string{"bonus", "Vera", "--goon", "Gr"}, false, []string{"Grub"}, noFile},
		{[]string{"cards", "show", "--kind", "goon", "M"}, false, []string{"Mox"}, noFile},
		{[]string{"cards", "edit", "Grub", "--kind", "goon", "--set", "su"}, false, []string{"suspicion="}, equals},
		{[]string{"cards", "edit", "3", "--kind", "space", "--set", ""}, false, []string{"expansion=", "loot=", "paths="}, equals},
		{[]string{"cards", "edit", "3", "--kind", "space", "--set", "loot="}, false, []string{"loot=yes", "loot=no"}, noFile},
		{[]string{"cards", "edit", "two gold", "--kind", "loot", "--set", "asked=n"}, false, []string{"asked=no"}, noFile},
		{[]string{"cards", "edit", "two gold", "--kind", "loot", "--set", "paths="}, false, nil, noFile},
		{[]string{"cards", "edit", "Grub", "--set", "resource=g"}, false, []string{"resource=gold"}, noFile},
		{[]string{"cards", "show", "--kind", "space", ""}, false, []string{"entrance", "tomb", "escaped"}, noFile},
		{[]string{"cards", "catacombs", "--output", ""}, false, []string{"text", "json"}, noFile},
		// Resources to pay, give or discard.
		{[]string{"recruit", "Vera", "Grub", "--pay", ""}, false, []string{"scrap=", "potions=", "iron=", "gold="}, equals},
		{[]string{"exchange", "Vera", "--give", "scrap=1,i"}, false, []string{"scrap=1,iron="}, equals},
		{[]string{"exchange", "Vera", "--give", "scrap="}, false, nil, noFile},
		{[]string{"discard", "Isaac", "--game", tomes, ""}, true, []string{"potions=\tholds 1"}, equals},
		// The entries undo --to may keep as the last one.
		{[]string{"undo", "--to", "1"}, false, []string{"1", "10"}, noFile},
		// Games, by name.
		{[]string{"use", ""}, true, []string{"friday\tround 1, Roll Call", "sunday\tSetup"}, noFile},
		{[]string{"status", "--game", "s"}, false, []string{"sunday"}, noFile},
		{[]string{"status", "--game", "./"}, false, []string{"jsonl"}, cobra.ShellCompDirectiveFilterFileExt},
		{[]string{"log", "--game", "zzz"}, false, []string{"jsonl"}, cobra.ShellCompDirectiveFilterFileExt},
		{[]string{"new", "--game", ""}, false, []string{"jsonl"}, cobra.ShellCompDirectiveFilterFileExt},
		// The flags that take one of a few words.
		{[]string{"score", "--output", ""}, false, []string{"table", "json", "markdown", "csv"}, noFile},
		{[]string{"resolve", "--output", ""}, false, []string{"text", "json"}, noFile},
		{[]string{"resolve", "--location", "c"}, false, []string{"commissary", "chow-hall", "cell-block"}, noFile},
		{[]string{"status", "--output", ""}, false, []string{"text", "json"}, noFile},
		{[]string{"games", "--output", "j"}, false, []string{"json"}, noFile},
		{[]string{"rules", "--output", ""}, false, []string{"text", "json"}, noFile},
		{[]string{"cards", "list", "--output", ""}, false, []string{"text", "json"}, noFile},
		{[]string{"cards", "list", "--kind", ""}, false, []string{"item", "goon", "goal", "tome", "legend", "guard", "loot", "space", "location"}, noFile},
		{[]string{"cards", "guards", ""}, false, []string{"blue", "green", "yellow", "red"}, noFile},
		{[]string{"cards", "guards", "red", "2", ""}, false, nil, noFile},
		{[]string{"cards", "guards", "red", "2", "3", "5", "--special", ""}, true, []string{"1\tstrength 2", "2\tstrength 3", "3\tstrength 5"}, order},
		{[]string{"new", "--edition", ""}, false, []string{"2019", "2018"}, noFile},
		{[]string{"play", "--until", ""}, false, []string{"phase", "round", "game-end"}, noFile},
		// Files where a file is taken, and nothing else anywhere.
		{[]string{"score", ""}, false, []string{"yaml", "yml"}, cobra.ShellCompDirectiveFilterFileExt},
		{[]string{"cards", "import", ""}, false, []string{"yaml", "yml"}, cobra.ShellCompDirectiveFilterFileExt},
		{[]string{"play", "--answers", ""}, false, nil, cobra.ShellCompDirectiveDefault},
		{[]string{"next", ""}, false, nil, noFile},
		{[]string{"cards", ""}, false, []string{"list", "show", "edit", "guards", "location-card", "catacombs", "import", "export"}, noFile},
		{[]string{"draw", ""}, false, []string{"item", "goon"}, noFile},
	} {
		got, d := complete(t, tc.desc, tc.args...)
		if !slices.Equal(got, tc.want) || d != tc.directive {
			t.Errorf("lockup __complete %q:\n got %q %d\nwant %q %d", tc.args, got, d, tc.want, tc.directive)
		}
	}
	if got := currentPath(t); got != gamePath(t, "friday") {
		t.Errorf("completing with --game sunday made %s current", got)
	}
	_ = dir
}

// TestCompletionIsQuiet: without a game, or with one that does not open,
// completion offers nothing and says no error.
func TestCompletionIsQuiet(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	for _, args := range [][]string{
		{"assign", ""},
		{"assign", "Vera", "smithy", ""},
		{"recruit", "Vera", ""},
		{"pass", "--game", "nosuch", ""},
		{"pass", "--game", "/nonexistent/x.jsonl", ""},
		{"pass", "--game", corpusFile("v1-display-refused"), ""},
		{"cards", "show", "--kind", "dragon", ""},
		{"decline", "Vera", ""},
		{"guards", "turn", "--drawn", ""},
		{"tome", "keep", "Vera", "--from", ""},
	} {
		got, _ := complete(t, true, args...)
		if len(got) != 0 {
			t.Errorf("lockup __complete %q: %q", args, got)
		}
	}
}

// TestEveryArgumentCompletes: every command that takes a crew, a location,
// a card or a token completes its arguments, and every flag that takes a
// value completes it, but the flags that take free text or a number.
func TestEveryArgumentCompletes(t *testing.T) {
	t.Parallel()
	freeText := map[string]bool{
		"new --crew": true, "new --name": true, "new --seed": true, "new --set": true,
		"bonus --from": true, "bonus --power": true, "bonus --suspicion": true, "bonus --scrap": true, "bonus --potions": true,
		"bonus --iron": true, "bonus --gold": true, "bonus --reputation": true, "bonus --storage": true,
		"assign --face-down": true, "tome --target": true, "rules --search": true,
	}
	ios, _, _, _ := cmdutil.TestStreams()
	root := NewRootCmd(&cmdutil.Factory{IOStreams: ios})
	completioncmd.Attach(root)
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		path := strings.TrimPrefix(c.CommandPath(), "lockup ")
		takes := strings.ContainsAny(c.Use, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") || strings.Contains(c.Use, "<name>") || strings.Contains(c.Use, "<file>") || strings.Contains(c.Use, "[file]")
		if c.Runnable() && takes && c.ValidArgsFunction == nil && c.Name() != "help" {
			t.Errorf("lockup %s (%s) completes no argument", path, c.Use)
		}
		c.LocalFlags().VisitAll(func(f *pflag.Flag) {
			if f.Value.Type() == "bool" || f.Name == "help" || freeText[path+" --"+f.Name] {
				return
			}
			if _, ok := c.GetFlagCompletionFunc(f.Name); !ok {
				t.Errorf("lockup %s --%s completes nothing", path, f.Name)
			}
		})
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	// completers names commands that are in the tree.
	for _, path := range completioncmd.Paths() {
		if c, rest, err := root.Find(strings.Fields(path)); err != nil || len(rest) > 0 || c == root {
			t.Errorf("completers lists %q, which is no command", path)
		}
	}
}
