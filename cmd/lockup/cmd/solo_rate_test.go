package cmd

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/solosim"
)

// rateCatalog is a whole core box of made-up cards (TEST FIXTURES ONLY:
// the rulebooks print no card value), with Breakout's cards when breakout:
// every item, goon and goal card the rulebooks count, every guard card.
func rateCatalog(breakout bool) string {
	sections := map[string]*strings.Builder{}
	order := []string{"items", "goons", "goals", "guards", "legends", "locations"}
	for _, k := range order {
		sections[k] = &strings.Builder{}
	}
	kinds := []string{"scrap", "potions", "iron", "gold"}
	effects := []string{"none", "gain-iron", "draw-tome", "give-suspicion", "gain-power", "remove-suspicion", "exchange-resource", "increase-storage"}
	item := func(name, box string, i int) {
		fmt.Fprintf(sections["items"], "  - {name: %s, expansion: %s, reputation: %d, cost: \"%d %s, %d any\", valuables: \"%d gems\", effects: %s, barrels: 0}\n",
			name, box, 1+i%5, 1+i%2, kinds[i%4], i%3, i%2, effects[i%len(effects)])
	}
	goon := func(name, box, typ string, i int) {
		fmt.Fprintf(sections["goons"], "  - {name: %s, expansion: %s, type: %s, suspicion: %d, valuables: \"%d shields\", effects: %s}\n",
			name, box, typ, i%3, (i+1)%2, effects[(i*3)%len(effects)])
	}
	for i := 1; i <= 34; i++ {
		item(fmt.Sprintf("Item %d", i), "core", i)
	}
	types := []string{"dwarves", "ratmen", "cultists", "flayers", "hobgoblins", "demons"}
	for i := 1; i <= 33; i++ {
		goon(fmt.Sprintf("Goon %d", i), "core", types[i%len(types)], i)
	}
	whats := []string{"items", "valuables", "goons", "gems", "shields", "resources"}
	goals := sections["goals"]
	for i, w := range whats {
		fmt.Fprintf(goals, "  - {name: Leader %d, expansion: core, type: leader, condition: \"most %s\"}\n", i+1, w)
		fmt.Fprintf(goals, "  - {name: Instant %d, expansion: core, type: instant, condition: \"first to %d resources\", reputation: 3}\n", i+1, 5+i)
		fmt.Fprintf(goals, "  - {name: End %d, expansion: core, type: end-game, condition: \"most %s\"}\n", i+1, whats[(i+2)%len(whats)])
	}
	colours := []struct {
		name     string
		strength []int
		special  int
	}{{"blue", []int{0, 1, 1, 2, 2, 3, 3}, -1}, {"green", []int{1, 2, 2, 3, 4}, -1}, {"yellow", []int{1, 2, 3, 3, 4}, 3}, {"red", []int{2, 3, 4, 4, 5}, 3}}
	for i, c := range colours {
		special := func(b bool) string {
			if c.special < 0 {
				return ""
			}
			return fmt.Sprintf(", special: %v", b)
		}
		for j, st := range c.strength {
			fmt.Fprintf(sections["guards"], "  - {name: %s %d, colour: %s, strength: %d%s}\n", c.name, j+1, c.name, st, special(j == c.special))
		}
		if breakout {
			fmt.Fprintf(sections["guards"], "  - {name: %s %d, expansion: breakout, colour: %s, strength: %d%s}\n", c.name, len(c.strength)+1, c.name, 4+i, special(false))
		}
	}
	if breakout {
		for i := 1; i <= 8; i++ {
			item(fmt.Sprintf("Relic %d", i), "breakout", i)
		}
		for i := 1; i <= 11; i++ {
			goon(fmt.Sprintf("Dryad %d", i), "breakout", "dryads", i)
		}
		for i := 1; i <= 6; i++ {
			fmt.Fprintf(goals, "  - {name: Deep %d, expansion: breakout, type: end-game, condition: \"most items\"}\n", i)
		}
		// Tog the Ogre Brute is shipped (the rulebook names it): typed here.
		fmt.Fprintf(sections["legends"], "  - {name: Tog the Ogre Brute, expansion: breakout, asked: true}\n")
		for i := 1; i <= 17; i++ {
			fmt.Fprintf(sections["legends"], "  - {name: Legend %d, expansion: breakout, asked: false, effects: gain-power}\n", i)
		}
		sections["locations"].WriteString("  - {name: Breakout location card, expansion: breakout, shows: smithy}\n")
	}
	var b strings.Builder
	b.WriteString("lockup_catalog: 1\n")
	for _, k := range order {
		if sections[k].Len() > 0 {
			b.WriteString(k + ":\n" + sections[k].String())
		}
	}
	return b.String()
}

// rateEnv gives the test its own folders with a catalog.
func rateEnv(t *testing.T, catalogYAML string) {
	t.Helper()
	dir := t.TempDir()
	setDirs(t, tempDirs(dir))
	writeCatalog(t, dir, catalogYAML)
}

// TestSoloRateTable: a small run's table, a golden (the cards are the
// fixture catalog's, the figures the policy's over seeds 1 to 300).
func TestSoloRateTable(t *testing.T) {
	t.Parallel()
	rateEnv(t, rateCatalog(false))
	out := mustRun(t, "solo", "rate", "--games", "300", "--jobs", "2")
	golden(t, "solo_rate.golden", out)
}

// TestSoloRateJobs: the same JSON for --jobs 1 and --jobs 2, core and
// Breakout.
func TestSoloRateJobs(t *testing.T) {
	t.Parallel()
	for _, breakout := range []bool{false, true} {
		t.Run(fmt.Sprint(breakout), func(t *testing.T) {
			rateEnv(t, rateCatalog(breakout))
			args := []string{"solo", "rate", "--games", "400", "--seed", "1000", "--policy", "random", "--output", "json"}
			if breakout {
				args = append(args, "--breakout")
			}
			one := mustRun(t, append(args, "--jobs", "1")...)
			two := mustRun(t, append(args, "--jobs", "2")...)
			if one != two {
				t.Errorf("--jobs 1:\n%s\n--jobs 2:\n%s", one, two)
			}
			if !strings.Contains(one, `"games": 400`) || !strings.Contains(one, `"partial": false`) {
				t.Errorf("the JSON:\n%s", one)
			}
		})
	}
}

// TestSoloRateMissingCards: with cards missing the run is refused (exit 2)
// with what to type; --partial plays with the known cards and marks every
// figure.
func TestSoloRateMissingCards(t *testing.T) {
	t.Parallel()
	rateEnv(t, soloCatalog) // 20 items, 30 goons, 1 goal, blue and green guard cards
	code, out, errOut := run(t, "", false, "solo", "rate", "--games", "50")
	for _, want := range []string{"item cards: 20 of 34 known", "goon cards: 30 of 33 known", "goal cards: 1 of 18 known",
		"guard cards for the challenging level", "lockup cards guards yellow", "--partial"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("missing %q in\n%s", want, errOut)
		}
	}
	if code != 2 || out != "" {
		t.Errorf("exit %d, output %q", code, out)
	}
	code, out, errOut = run(t, "", false, "solo", "rate", "--games", "50", "--partial")
	if code != 0 {
		t.Fatalf("--partial: exit %d\n%s%s", code, out, errOut)
	}
	for _, want := range []string{"| moderate |", "* partial: played with the cards your catalog knows: 20 of 34 item cards", "the expert level not played", "--partial"} {
		if !strings.Contains(out, want) {
			t.Errorf("--partial: missing %q in\n%s", want, out)
		}
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "| moderate") && strings.Count(line, "*") != 5 {
			t.Errorf("--partial: every figure is not marked: %q", line)
		}
	}
}

// TestSoloRateBadFlags: bad flags exit 2.
func TestSoloRateBadFlags(t *testing.T) {
	t.Parallel()
	rateEnv(t, rateCatalog(false))
	for _, args := range [][]string{{"--games", "0"}, {"--policy", "clever"}, {"--difficulty", "hard"}, {"--edition", "2020"}, {"--output", "xml"}, {"--jobs", "0"}} {
		if code, _, errOut := run(t, "", false, append([]string{"solo", "rate"}, args...)...); code != 2 || errOut == "" {
			t.Errorf("%v: exit %d, %q", args, code, errOut)
		}
	}
}

// TestSoloRateDealPlaysAtTheTable: the hardest deal's command starts a game
// whose app decks are the simulator's: lockup new takes the printed
// command, and its setup holds the guard cards the simulator dealt from.
func TestSoloRateDealPlaysAtTheTable(t *testing.T) {
	t.Parallel()
	for _, breakout := range []bool{false, true} {
		t.Run(fmt.Sprint(breakout), func(t *testing.T) { rateDealAtTable(t, breakout) })
	}
}

func rateDealAtTable(t *testing.T, breakout bool) {
	rateEnv(t, rateCatalog(breakout))
	args := []string{"solo", "rate", "--games", "60", "--difficulty", "expert", "--output", "json"}
	if breakout {
		args = append(args, "--breakout")
	}
	out := mustRun(t, args...)
	i := strings.Index(out, `"command": "lockup new `)
	if i < 0 {
		t.Fatalf("no deal command in\n%s", out)
	}
	line := out[i+len(`"command": "lockup `):]
	line = line[:strings.Index(line, `"`)]
	args = shellSplit(t, strings.ReplaceAll(line, "NAME:COLOUR", "Rin:blue"))
	args = append(args, "--game", filepath.Join(t.TempDir(), "deal.jsonl"))
	mustRun(t, args...)
	data, err := os.ReadFile(args[len(args)-1])
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"decks":"app"`) || !strings.Contains(string(data), `"difficulty":"expert"`) {
		t.Errorf("the game file:\n%s", data)
	}
	mustRun(t, "solo", "audit", "--game", args[len(args)-1])
	if !breakout {
		return
	}
	// The legend card turned up at setup is the simulator's.
	cat, err := loadRateCatalog(&soloRateOptions{Dirs: dirsFor(t)})
	if err != nil {
		t.Fatal(err)
	}
	box, _ := solosim.FromCatalog(cat, rules.Edition2019, true, nil)
	seed, _ := strconv.ParseInt(args[slices.Index(args, "--seed")+1], 10, 64)
	if legend := solosim.SetupOf(&box, seed).Legend; legend == "" || !strings.Contains(string(data), `"kind":"legend-card","round":0,"phase":"setup","card":"`+legend+`"`) {
		t.Errorf("the simulator turned up legend %q at setup; the game file:\n%s", legend, data)
	}
}

// shellSplit splits a command line as a POSIX shell would, for the
// single-quoted words shellWord writes.
func shellSplit(t *testing.T, s string) []string {
	t.Helper()
	var out []string
	var cur strings.Builder
	in, started := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\'':
			in, started = !in, true
		case c == ' ' && !in:
			if started {
				out = append(out, cur.String())
				cur.Reset()
				started = false
			}
		case c == '\\' && !in && i+1 < len(s):
			i++
			cur.WriteByte(s[i])
			started = true
		default:
			cur.WriteByte(c)
			started = true
		}
	}
	if started {
		out = append(out, cur.String())
	}
	return out
}

// TestSoloRateInterrupted: a run stopped (Ctrl-C cancels the run's
// context) prints the games played so far, says so, and exits 130; the
// progress bar goes to standard error when it is a terminal, its carriage
// returns unescaped, and is cleared.
func TestSoloRateInterrupted(t *testing.T) {
	t.Parallel()
	rateEnv(t, rateCatalog(false))
	ios, _, out, errOut := TestStreams()
	ios.SetStderrTTY(true)
	ctx, cancel := context.WithCancel(context.Background())
	opts := &soloRateOptions{IO: ios, Dirs: dirsFor(t), Version: "test", Context: ctx, Difficulty: "all", Edition: "2019",
		Games: 500_000, Seed: 1, Policy: "baseline", Jobs: 2, Output: "table"}
	go func() {
		time.Sleep(300 * time.Millisecond)
		cancel()
	}()
	err := soloRateRun(opts)
	if ExitCode(err) != exitCancelled || !strings.Contains(out.String(), "Interrupted after ") || !strings.Contains(out.String(), "| moderate") {
		t.Errorf("exit %d (%v)\n%s", ExitCode(err), err, out.String())
	}
	if strings.Contains(errOut.String(), `\x0d`) || (errOut.Len() > 0 && !strings.Contains(errOut.String(), "\r")) {
		t.Errorf("the progress bar wrote %q", errOut.String())
	}
}

// TestNewCmdSoloRate: the flags fill the options (defaults: every level,
// the 2019 edition, 100,000 games from seed 1, baseline, a table).
func TestNewCmdSoloRate(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args []string
		want soloRateOptions
	}{
		{[]string{}, soloRateOptions{Difficulty: "all", Edition: "2019", Games: 100000, Seed: 1, Policy: "baseline", Output: "table"}},
		{[]string{"--difficulty", "expert", "--breakout", "--edition", "2018", "--games", "500", "--seed", "-7", "--policy", "random",
			"--jobs", "3", "-o", "csv", "--partial", "--catalog", "c.yaml"},
			soloRateOptions{Difficulty: "expert", Breakout: true, Edition: "2018", Games: 500, Seed: -7, Policy: "random", Jobs: 3, Output: "csv", Partial: true, CatalogPath: "c.yaml"}},
	} {
		ios, _, _, _ := TestStreams()
		var got *soloRateOptions
		cmd := newCmdSoloRate(&Factory{IOStreams: ios, Version: "v1"}, func(o *soloRateOptions) error { got = o; return nil })
		cmd.SetArgs(tc.args) // never nil: cobra would read the test binary's own flags (-update)
		if err := cmd.Execute(); err != nil {
			t.Fatalf("%v: %v", tc.args, err)
		}
		if tc.want.Jobs == 0 {
			tc.want.Jobs = got.Jobs // the number of CPUs
		}
		g := *got
		g.IO, g.Context, g.progressAfter, g.Version = nil, nil, 0, ""
		if g != tc.want {
			t.Errorf("%v: options %+v, want %+v", tc.args, g, tc.want)
		}
		if got.Version != "v1" || got.progressAfter != time.Second {
			t.Errorf("%v: version %q, progress after %v", tc.args, got.Version, got.progressAfter)
		}
	}
}
