package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/solosim"
)

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
	rateEnv(t, cmdtest.RateCatalog(false))
	out := mustRun(t, "solo", "rate", "--games", "300", "--jobs", "2")
	golden(t, "solo_rate.golden", out)
}

// TestSoloRateJobs: the same JSON for --jobs 1 and --jobs 2, core and
// Breakout.
func TestSoloRateJobs(t *testing.T) {
	t.Parallel()
	for _, breakout := range []bool{false, true} {
		t.Run(fmt.Sprint(breakout), func(t *testing.T) {
			rateEnv(t, cmdtest.RateCatalog(breakout))
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
	rateEnv(t, cmdtest.RateCatalog(false))
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
	rateEnv(t, cmdtest.RateCatalog(breakout))
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
	path, err := dirsFor(t).CatalogPath()
	if err != nil {
		t.Fatal(err)
	}
	user, err := catalog.LoadCatalog(path)
	if err != nil {
		t.Fatal(err)
	}
	cat, err := catalog.EffectiveCatalog(user)
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
