package cmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/store"
)

// runOwn is run in ownDirs: the score commands' tests each keep their
// files (the plays score records) in folders of their own.
func runOwn(t *testing.T, stdin string, tty bool, args ...string) (int, string, string) {
	t.Helper()
	ownDirs(t)
	return run(t, stdin, tty, args...)
}

// ownDirs returns the folders the test (or the test it is a subtest of)
// chose with setDirs; otherwise folders of its own in a temporary folder,
// the same for the rest of the test.
func ownDirs(t *testing.T) store.Dirs {
	t.Helper()
	if d, ok := cmdtest.DirsOf(t); ok {
		return d
	}
	d := tempDirs(t.TempDir())
	setDirs(t, d)
	return d
}

// TestScoreGolden scores every shipped example in every output format.
func TestScoreGolden(t *testing.T) {
	t.Parallel()
	examples := []string{"two-crews", "four-crews", "solo", "breakout"}
	formats := []struct {
		name string
		args []string
		tty  bool
	}{
		{"table", nil, true},
		{"plain", nil, false},
		{"json", []string{"--output", "json"}, false},
		{"markdown", []string{"--output", "markdown"}, false},
		{"csv", []string{"-o", "csv"}, false},
	}
	for _, ex := range examples {
		for _, f := range formats {
			t.Run(ex+"/"+f.name, func(t *testing.T) {
				args := append([]string{"score", "../../../examples/" + ex + ".yaml"}, f.args...)
				code, out, errOut := runOwn(t, "", f.tty, args...)
				if code != 0 {
					t.Fatalf("exit %d: %s", code, errOut)
				}
				golden(t, "score/"+ex+"."+f.name+".golden", out)
			})
		}
	}
}

// TestScoreJSONShape checks the keys the issue promises, against the values
// worked out by hand for examples/two-crews.yaml.
func TestScoreJSONShape(t *testing.T) {
	t.Parallel()
	code, out, errOut := runOwn(t, "", false, "score", "--output", "json", "../../../examples/two-crews.yaml")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got struct {
		Crews []struct {
			Name      string         `json:"name"`
			Total     int            `json:"total"`
			Breakdown map[string]int `json:"breakdown"`
		} `json:"crews"`
		Winners []string `json:"winners"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	// Vera: 40 on the track; most suspicion of 2 crews: -6; leader goal with
	// 2 crews: 6; end game goal most (3 vs 1) with 2 crews: 6; a Cultist and
	// 4 items: 4, four Dwarves: 12; scrap 1 + potion 1 + 2 gold: 6; 1 tome.
	// Isaac: 38; no raid; Demon with 8 valuables: 16, two Hobgoblins with 5
	// power: 10, one Ratman: -3; 2 scrap + 1 iron + 1 gold: 5; 2 tomes; the
	// first player marker: 2.
	want := map[string]map[string]int{
		"Vera":  {"track": 40, "raid": -6, "leader_goal": 6, "end_game_goal": 6, "goons": 16, "resources": 6, "tomes": 1, "first_player": 0, "catacombs": 0},
		"Isaac": {"track": 38, "raid": 0, "leader_goal": 0, "end_game_goal": 0, "goons": 23, "resources": 5, "tomes": 2, "first_player": 2, "catacombs": 0},
	}
	totals := map[string]int{"Vera": 69, "Isaac": 70}
	if len(got.Crews) != 2 || got.Crews[0].Name != "Vera" || got.Crews[1].Name != "Isaac" {
		t.Fatalf("crews not in input order: %+v", got.Crews)
	}
	for _, c := range got.Crews {
		for k, v := range want[c.Name] {
			if g, ok := c.Breakdown[k]; !ok || g != v {
				t.Errorf("%s breakdown %s = %d (present %v), want %d", c.Name, k, g, ok, v)
			}
		}
		if c.Total != totals[c.Name] {
			t.Errorf("%s total %d, want %d", c.Name, c.Total, totals[c.Name])
		}
	}
	if len(got.Winners) != 1 || got.Winners[0] != "Isaac" {
		t.Errorf("winners %v", got.Winners)
	}
}

func TestScoreSoloJSONNamesGuards(t *testing.T) {
	t.Parallel()
	_, out, _ := runOwn(t, "", false, "score", "-o", "json", "../../../examples/solo.yaml")
	if !strings.Contains(out, `"name": "guards"`) {
		t.Errorf("no crew named guards in\n%s", out)
	}
}

func TestScoreFitsEightyColumns(t *testing.T) {
	t.Parallel()
	code, out, errOut := runOwn(t, "", true, "score", "testdata/score/five-crews.yaml")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, "- ") || strings.HasPrefix(line, "Winner") {
			continue // notes wrap in the terminal like any text
		}
		if n := utf8.RuneCountInString(line); n > 80 {
			t.Errorf("line is %d columns wide: %q", n, line)
		}
	}
	golden(t, "score/five-crews.table.golden", out)
}

func TestScoreStdin(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("../../../examples/solo.yaml")
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runOwn(t, string(data), false, "score", "-")
	if code != 0 || !strings.Contains(out, "Winner: Rin") {
		t.Errorf("exit %d, out %q, err %q", code, out, errOut)
	}
}

func TestScoreBadInput(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		stdin string
		args  []string
		want  []string
	}{
		{"malformed YAML", "crews: [", []string{"score", "-"}, []string{"standard input:1:8", "not valid YAML"}},
		{"unknown key", "crews:\n  - {name: A, reputation: 1, tome: 2}\n  - {name: B, reputation: 1}\n", []string{"score", "-"}, []string{"standard input:2:30", "crews[0].tome", `did you mean "tomes"?`}},
		{"missing file", "", []string{"score", "no-such-board.yaml"}, []string{"no-such-board.yaml"}},
		{"unknown format", "", []string{"score", "-o", "yaml", "x.yaml"}, []string{`--output "yaml" is not a format`}},
		{"two files", "", []string{"score", "a.yaml", "b.yaml"}, []string{"accepts at most 1 arg"}},
		{"no file and no terminal", "", []string{"score"}, []string{"pass FILE"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runOwn(t, tt.stdin, false, tt.args...)
			if code != 2 {
				t.Errorf("exit %d, want 2 (stderr %q)", code, errOut)
			}
			if out != "" {
				t.Errorf("bad input printed to stdout: %q", out)
			}
			for _, w := range tt.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr %q does not contain %q", errOut, w)
				}
			}
			if strings.Contains(errOut, "goroutine") || strings.Contains(errOut, "panic") {
				t.Errorf("stack trace in %q", errOut)
			}
		})
	}
}

// TestScoreForm answers the form in accessible mode, as a screen reader user
// would, and checks the saved board and the score.
func TestScoreForm(t *testing.T) {
	t.Parallel()
	save := filepath.Join(t.TempDir(), "tonight.yaml")
	answers := []string{
		"y",      // solo
		"n",      // Breakout
		"Rin",    // the crew
		"31",     // reputation
		"x", "2", // suspicion: a wrong answer is refused and asked again
		"3",               // power
		"1", "2", "", "1", // scrap, potions, iron (Enter keeps 0), gold
		"2",           // tomes
		"4",           // items
		"2", "2", "0", // shields, gems, magic
		"1", "", "", "3", "", "", "", // bandits, cultists, demons, dwarves, flayers, hobgoblins, ratmen
		// the guards: no tomes
		"33", "3", "2", "4", "", "2", "2", "3", "", "1", "2",
		"", "", "", "", "1", "1", "",
		"2", // first player: the guards
		"2", // leader goal: Rin
		"3", // end game goal: points
		"4", "2",
	}
	ios, in, out, errOut := cmdutil.TestStreams()
	in.WriteString(strings.Join(answers, "\n") + "\n")
	code := Run(&Factory{IOStreams: ios, Dirs: ownDirs(t)}, []string{"score", "--accessible", "--save", save})
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, errOut)
	}
	if !strings.Contains(errOut.String(), "is not a whole number") {
		t.Errorf("the wrong answer was not refused:\n%s", errOut)
	}
	saved, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	bs, err := input.ParseBoardState(save, saved)
	if err != nil {
		t.Fatalf("saved board does not parse: %v\n%s", err, saved)
	}
	example, _ := os.ReadFile("../../../examples/solo.yaml")
	want, err := input.ParseBoardState("solo.yaml", example)
	if err != nil {
		t.Fatal(err)
	}
	if string(input.FormatBoardState(bs)) != string(input.FormatBoardState(want)) {
		t.Errorf("saved board\n%s\nwant the board of examples/solo.yaml\n%s", input.FormatBoardState(bs), input.FormatBoardState(want))
	}
	if !strings.Contains(out.String(), "Winner: Rin") {
		t.Errorf("output:\n%s", out)
	}
}

// TestScoreNoTerminalAccessibleEnv checks that the ACCESSIBLE variable alone
// does not turn a pipe into a form: with no FILE and no terminal, lockup
// still asks for FILE.
func TestScoreNoTerminalAccessibleEnv(t *testing.T) {
	t.Parallel()
	ios, _, out, errOut := cmdutil.TestStreams()
	ios.Accessible = true // as System() sets it from ACCESSIBLE
	code := Run(&Factory{IOStreams: ios, Dirs: ownDirs(t)}, []string{"score"})
	if code != 2 || !strings.Contains(errOut.String(), "pass FILE") || out.Len() != 0 {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}
