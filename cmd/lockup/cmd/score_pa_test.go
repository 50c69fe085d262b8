package cmd

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// TestPAScoreGolden scores the shipped Prison Architect examples in every
// output format, with --explain and --show-grid.
func TestPAScoreGolden(t *testing.T) {
	t.Parallel()
	for _, ex := range []string{"prison-architect", "prison-architect-solo"} {
		for _, f := range []struct {
			name string
			args []string
			tty  bool
		}{
			{"table", nil, true},
			{"plain", nil, false},
			{"json", []string{"--output", "json"}, false},
			{"markdown", []string{"--output", "markdown"}, false},
			{"csv", []string{"-o", "csv"}, false},
			{"explain", []string{"--explain", "--show-grid"}, false},
			{"explain-json", []string{"--explain", "-o", "json"}, false},
		} {
			t.Run(ex+"/"+f.name, func(t *testing.T) {
				args := append([]string{"pa", "score", "../../../examples/" + ex + ".yaml"}, f.args...)
				code, out, errOut := runOwn(t, "", f.tty, args...)
				if code != 0 {
					t.Fatalf("exit %d: %s", code, errOut)
				}
				golden(t, "pa/"+ex+"."+f.name+".golden", out)
			})
		}
	}
}

// TestPAScoreLang scores the examples in Spanish and Chinese: the table's
// headings, the verdict and the notes in that language (tiles and cards
// keep their English names), the table no wider than
// 80 display columns (the notes are not wrapped, as in English); json
// and csv exactly as in English.
func TestPAScoreLang(t *testing.T) {
	t.Parallel()
	for _, ex := range []string{"prison-architect", "prison-architect-solo"} {
		file := "../../../examples/" + ex + ".yaml"
		for _, lang := range []string{"es", "zh"} {
			for _, f := range []struct {
				name string
				args []string
			}{
				{"plain", nil},
				{"markdown", []string{"--output", "markdown"}},
			} {
				t.Run(ex+"/"+lang+"/"+f.name, func(t *testing.T) {
					args := append([]string{"--lang", lang, "pa", "score", file}, f.args...)
					code, out, errOut := runOwn(t, "", false, args...)
					if code != 0 {
						t.Fatalf("exit %d: %s", code, errOut)
					}
					for _, line := range strings.Split(out, "\n") {
						if w := cmdutil.DisplayWidth(line); w > 80 && strings.HasPrefix(line, "|") {
							t.Errorf("line of %d columns: %q", w, line)
						}
					}
					golden(t, "pa/"+ex+"."+f.name+"-"+lang+".golden", out)
				})
			}
			for _, output := range []string{"json", "csv"} {
				_, en, _ := runOwn(t, "", false, "pa", "score", "-o", output, "--explain", file)
				_, got, _ := runOwn(t, "", false, "--lang", lang, "pa", "score", "-o", output, "--explain", file)
				if got != en {
					t.Errorf("%s --lang %s -o %s differs from English:\n%s", ex, lang, output, got)
				}
			}
		}
	}
}

// TestPAScoreJSONKeys checks the keys the issue names and the totals worked
// out by hand (scoring/prisonarchitect/whole_test.go).
func TestPAScoreJSONKeys(t *testing.T) {
	t.Parallel()
	code, out, errOut := runOwn(t, "", false, "pa", "score", "-o", "json", "../../../examples/prison-architect-solo.yaml")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got struct {
		Wardens  []map[string]any `json:"wardens"`
		Governor map[string]any   `json:"governor"`
		Winners  []string         `json:"winners"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"cash", "brick_and_mortar", "organization", "tracks", "specialists", "objectives", "escapees", "reintegration", "inmates", "total"} {
		if _, ok := got.Wardens[0][k]; !ok {
			t.Errorf("warden lacks %q", k)
		}
	}
	for _, k := range []string{"brick_and_mortar", "organization", "specialists", "objectives", "total"} {
		if _, ok := got.Governor[k]; !ok {
			t.Errorf("governor lacks %q", k)
		}
	}
	if got.Wardens[0]["total"] != 65.0 || got.Governor["total"] != 68.0 || len(got.Winners) != 1 || got.Winners[0] != "governor" {
		t.Errorf("totals %v %v, winners %v", got.Wardens[0]["total"], got.Governor["total"], got.Winners)
	}
}

// TestPAScoreViaScore: lockup score hands a game: prison-architect file to
// pa score, and the alias prison-architect works.
func TestPAScoreViaScore(t *testing.T) {
	t.Parallel()
	_, want, _ := runOwn(t, "", false, "pa", "score", "../../../examples/prison-architect.yaml")
	for _, args := range [][]string{
		{"score", "../../../examples/prison-architect.yaml"},
		{"prison-architect", "score", "../../../examples/prison-architect.yaml"},
	} {
		code, out, errOut := runOwn(t, "", false, args...)
		if code != 0 || out != want {
			t.Errorf("lockup %v: exit %d %s\n%s", args, code, errOut, out)
		}
	}
	data, err := os.ReadFile("../../../examples/prison-architect.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if code, out, _ := runOwn(t, string(data), false, "pa", "score", "-"); code != 0 || out != want {
		t.Errorf("standard input: exit %d\n%s", code, out)
	}
}

// TestPAScoreRefused: bad input exits 2 with the file's position, and no
// file at all is refused.
func TestPAScoreRefused(t *testing.T) {
	t.Parallel()
	in := "game: prison-architect\nwardens:\n  - name: A\n    prison:\n      - {at: A1, tile: basic-dormitory, prisoners: {red: 1}}\n"
	code, out, errOut := runOwn(t, in, false, "pa", "score", "-")
	if code != 2 || out != "" || !strings.Contains(errOut, "standard input:5:") || !strings.Contains(errOut, "takes no red prisoner") {
		t.Errorf("exit %d, out %q, err %q", code, out, errOut)
	}
	if code, _, errOut := runOwn(t, "", false, "pa", "score"); code != 2 || !strings.Contains(errOut, "no board-state file") {
		t.Errorf("no file: exit %d %s", code, errOut)
	}
}

// TestPATilesCards lists the tiles and cards, text and JSON.
func TestPATilesCards(t *testing.T) {
	t.Parallel()
	for _, what := range []string{"tiles", "cards"} {
		for _, format := range []string{"text", "json"} {
			code, out, errOut := runOwn(t, "", false, "pa", what, "-o", format)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			golden(t, "pa/"+what+"."+format+".golden", out)
		}
	}
	_, out, _ := runOwn(t, "", false, "pa", "tiles")
	for _, want := range []string{"Secure Bunk Cell (secure-bunk-cell)", "Cut in the rulebook's text", "Source: Appendix: Tiles – Basic Facilities, Kitchen"} {
		if !strings.Contains(out, want) {
			t.Errorf("pa tiles lacks %q", want)
		}
	}
}
