package cmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/jedib0t/go-pretty/v6/text"
	"github.com/lockup-companion/lockup/scoring"
)

// corpusCopy copies a corpus game to a temporary folder, with empty data
// and config folders, and returns its path.
func corpusCopy(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(corpusDir, name+".jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	gameEnv(t)
	path := filepath.Join(t.TempDir(), name+".jsonl")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// tooWide returns the lines of out wider than width columns.
func tooWide(out string, width int) []string {
	var wide []string
	for line := range strings.SplitSeq(out, "\n") {
		if text.StringWidthWithoutEscSequences(line) > width {
			wide = append(wide, line)
		}
	}
	return wide
}

// TestStatusGolden shows a game of two crews and one of five (a Bandit's
// cube waiting at the Sewers, a special effect icon waiting for its
// choice) on an 80-column terminal and piped.
func TestStatusGolden(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ golden, game string }{
		{"two-crews", "effects-craft-goals"},
		{"five-crews", "five-crews-bandit-effect"},
		{"game-end", "e2e-six-rounds"},
	} {
		t.Run(tc.golden, func(t *testing.T) {
			path := corpusCopy(t, tc.game)
			for _, tty := range []bool{true, false} {
				args := []string{"status", "--game", path}
				if tty {
					args = append(args, "--full")
				}
				code, out, errOut := runColumns(t, 80, "", tty, args...)
				if code != 0 {
					t.Fatalf("exit %d: %s", code, errOut)
				}
				name := "status/" + tc.golden + ".plain.golden"
				if tty {
					name = "status/" + tc.golden + ".tty.golden"
				}
				golden(t, name, out)
				if wide := tooWide(out, 80); len(wide) > 0 {
					t.Errorf("%s: lines wider than 80:\n%s", name, strings.Join(wide, "\n"))
				}
			}
		})
	}
}

// TestStatusFitsTheTerminal shows every corpus game at several widths, on
// a terminal and piped: no line is wider than the terminal (80 piped),
// and the tables are there when they fit. Piped, the status is the same
// at 30 columns as at 80: lockup does not read the width, so the other
// widths are not run piped.
func TestStatusFitsTheTerminal(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join(corpusDir, "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".jsonl")
		if strings.HasSuffix(name, "-refused") {
			continue
		}
		t.Run(name, func(t *testing.T) {
			path := corpusCopy(t, name)
			var piped string
			for _, width := range []int{200, 80, 64, 50, 40, 30} {
				for _, tty := range []bool{true, false} {
					if !tty && width != 80 && width != 30 {
						continue // piped, the width is not read: 80 and 30 show it
					}
					_, out, errOut := runColumns(t, width, "", tty, "status", "--game", path)
					if !tty {
						if piped != "" && out != piped {
							t.Errorf("piped, the status at width %d differs from the one at 80:\n%s\nat 80:\n%s", width, out, piped)
						}
						piped = out
					}
					limit := width
					if !tty {
						limit = 80
					}
					// The final scoring's table is lockup score's own,
					// drawn for 80 columns.
					out, _, _ = strings.Cut(out, "\nFinal scoring")
					if wide := tooWide(out, limit); len(wide) > 0 {
						t.Errorf("width %d, terminal %v: lines wider than %d:\n%s%s", width, tty, limit, strings.Join(wide, "\n"), errOut)
					}
					if tty && width >= 80 && (!strings.Contains(out, "Crew ") || !strings.Contains(out, "Location ")) {
						t.Errorf("width %d: no tables:\n%s", width, out)
					}
				}
			}
		})
	}
}

// TestStatusJSONWaitingAndFinal: the JSON status names the Bandit cubes
// waiting, the special effect icons waiting and, at the game end, the
// final scoring, as lockup score --output json gives it.
func TestStatusJSONWaitingAndFinal(t *testing.T) {
	t.Parallel()
	var st statusJSON
	path := corpusCopy(t, "five-crews-bandit-effect")
	if err := json.Unmarshal([]byte(mustRun(t, "status", "--output", "json", "--game", path)), &st); err != nil {
		t.Fatal(err)
	}
	if len(st.Crews) != 5 || st.Locations[1].Location != "sewers" || st.Locations[1].Bandit["gold"] != 1 || len(st.Locations[2].Bandit) != 0 {
		t.Errorf("Bandit cubes: %+v", st.Locations)
	}
	if len(st.Waiting) != 1 || st.Waiting[0] != (statusEffectJSON{Crew: "Vera", Card: "Mox", Effect: "give-suspicion", Location: "chow-hall"}) ||
		!strings.Contains(st.Next, "lockup effect Vera --target CREW") {
		t.Errorf("waiting: %+v, next %q", st.Waiting, st.Next)
	}
	if st.FinalScore != nil {
		t.Errorf("a final score before the game end")
	}

	path = corpusCopy(t, "e2e-six-rounds")
	st = statusJSON{}
	if err := json.Unmarshal([]byte(mustRun(t, "status", "--output", "json", "--game", path)), &st); err != nil {
		t.Fatal(err)
	}
	if st.FinalScore == nil || len(st.FinalScore.Crews) != 3 || len(st.FinalScore.Winners) != 1 || st.FinalScore.NotCounted == nil {
		t.Fatalf("final score: %+v", st.FinalScore)
	}
	// The same numbers as lockup score of the exported board.
	export := filepath.Join(t.TempDir(), "board.yaml")
	if err := os.WriteFile(export, []byte(mustRun(t, "export", "--game", path)), 0o600); err != nil {
		t.Fatal(err)
	}
	var score scoring.JSON
	if err := json.Unmarshal([]byte(mustRun(t, "score", "--output", "json", export)), &score); err != nil {
		t.Fatal(err)
	}
	got, _ := json.Marshal(st.FinalScore.JSON)
	want, _ := json.Marshal(score)
	if string(got) != string(want) {
		t.Errorf("status's final score\n%s\ndiffers from lockup score's\n%s", got, want)
	}
}
