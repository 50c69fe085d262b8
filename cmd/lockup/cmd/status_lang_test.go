package cmd

import (
	"path/filepath"
	"strings"
	"testing"
)

// Chinese crew names for the width tests: the longest takes 20 cells, as
// many as "Bartholomew the Bold".
var zhCrews = []string{"王小明", "李四", "张三丰", "欧阳娜娜", "诸葛亮孔明先生大军师"}

// zhFiveCrews is a game of five crews with Chinese names in round 1's Roll
// Call, every crew's tokens on the board; with Breakout, the tunnels laid,
// the legend card turned up and seekers at the tunnels.
func zhFiveCrews(t *testing.T, breakout bool) {
	dir := gameEnv(t)
	items := "  - {name: Shiv, reputation: 2, cost: \"2 iron\", valuables: \"1 shield\", effects: none, barrels: 0}\n" +
		"  - {name: Sack, reputation: 1, cost: \"1 scrap\", valuables: \"1 gem\", effects: none, barrels: 0}\n"
	args := []string{"new", "--seed", "7", "--name", "zh5", "--goal", "Tinkerer", "--goal", "Hoarder",
		"--display", "Lockpick", "--display", "Crown", "--display", "Rope", "--display", "Key", "--display", "Shiv", "--display", "Sack",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk"}
	for _, c := range zhCrews {
		args = append(args, "--crew", c)
	}
	catalog := strings.Replace(roundCatalog, "goons:\n", items+"goons:\n", 1)
	if breakout {
		catalog += statusBreakoutCards
		args = append(args, "--breakout")
	}
	writeCatalog(t, dir, catalog)
	mustRun(t, args...)
	if breakout {
		cmds(t, words("tunnel sewers double"), words("tunnel smithy single"), words("tunnel infirmary single"), words("tunnel commissary single"),
			words("legend card tog"))
	}
	v, l, z, o, g := zhCrews[0], zhCrews[1], zhCrews[2], zhCrews[3], zhCrews[4]
	seeker := "lookout"
	if breakout {
		seeker = "seeker"
	}
	cmds(t, []string{"assign", v, "sewers", seeker, "5"}, []string{"assign", l, "smithy", seeker, "4"},
		[]string{"assign", z, "sewers", seeker, "3"}, []string{"assign", o, "commissary", "3"},
		[]string{"assign", g, "chow-hall", "enforcer", "4"}, []string{"assign", v, "exercise-yard", "3", "4", "--face-down", "1"})
}

// TestStatusLangFits: five crews with Chinese names, in Chinese and in
// Spanish, fit 80 columns in every view (display width: a CJK character
// takes two cells): the brief view in 23 lines with both its tables,
// --full with its tables, and piped. Issue 24: "test status ... for 5 crews
// with Chinese names and --lang zh".
func TestStatusLangFits(t *testing.T) {
	t.Parallel()
	for _, breakout := range []bool{false, true} {
		zhFiveCrews(t, breakout)
		for _, lang := range []string{"zh", "es"} {
			heads := map[string][]string{"zh": {"团队 ", "地点 "}, "es": {"Pandilla ", "Localización "}}[lang]
			for _, view := range []struct {
				name string
				tty  bool
				args []string
			}{{"brief", true, nil}, {"full", true, []string{"--full"}}, {"plain", false, nil}} {
				code, out, errOut := runColumns(t, 80, "", view.tty, append([]string{"status", "--lang", lang}, view.args...)...)
				if code != 0 {
					t.Fatalf("exit %d: %s", code, errOut)
				}
				what := lang + " " + view.name
				if breakout {
					what += " (Breakout)"
				}
				if wide := tooWide(out, 80); len(wide) > 0 {
					t.Errorf("%s: lines wider than 80 columns:\n%s\n%s", what, strings.Join(wide, "\n"), out)
				}
				if !strings.Contains(out, zhCrews[4]) {
					t.Errorf("%s: the longest name is missing:\n%s", what, out)
				}
				if !view.tty {
					continue
				}
				for _, h := range heads {
					if !strings.Contains(out, h) {
						t.Errorf("%s: no table headed %q:\n%s", what, h, out)
					}
				}
				if n := strings.Count(out, "\n"); view.name == "brief" && n > 23 {
					t.Errorf("%s: %d lines, more than 23:\n%s", what, n, out)
				}
			}
		}
	}
}

// TestStatusLangGolden: status in Spanish and Chinese, brief (a terminal
// at 80 columns) and piped, for a game of two crews, a solitary game, a
// Breakout game and a game that has ended (its final scoring too). The
// English goldens (TestStatusGolden, TestStatusBrief) stay as they are.
func TestStatusLangGolden(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		golden string
		setup  func(*testing.T) []string // the arguments besides status
		plain  bool                      // piped only (a game that has ended has no brief view)
	}{
		{"two-crews", func(t *testing.T) []string { return []string{"--game", corpusCopy(t, "effects-craft-goals")} }, false},
		{"five-crews", func(t *testing.T) []string { return []string{"--game", corpusCopy(t, "five-crews-bandit-effect")} }, false},
		{"solo-roll-call", func(t *testing.T) []string {
			soloRollCall(t)
			mustRun(t, "guards", "turn", "--reveal", "infirmary", "--card", "blue:3", "--drawn", "off-duty")
			mustRun(t, "assign", "Rin", "cell-block", "lookout", "2", "--face-down", "1")
			return nil
		}, false},
		{"solo-lights-out", func(t *testing.T) []string { soloLightsOut(t); return nil }, false},
		{"breakout-roll-call", func(t *testing.T) []string { boRollCall(t); return nil }, false},
		{"breakout-escape", func(t *testing.T) []string { boEscape(t); return nil }, false},
		{"game-end", func(t *testing.T) []string { return []string{"--game", corpusCopy(t, "e2e-six-rounds")} }, true},
	} {
		t.Run(tc.golden, func(t *testing.T) {
			args := tc.setup(t)
			for _, lang := range []string{"es", "zh"} {
				for _, tty := range []bool{true, false} {
					if tty && tc.plain {
						continue
					}
					code, out, errOut := runColumns(t, 80, "", tty, append([]string{"status", "--lang", lang}, args...)...)
					if code != 0 {
						t.Fatalf("exit %d: %s", code, errOut)
					}
					view := "plain"
					if tty {
						view = "brief"
					}
					golden(t, "status/lang/"+tc.golden+"."+lang+"."+view+".golden", out)
					// The final scoring's table is lockup score's own.
					out, _, _ = strings.Cut(out, "\n"+map[string]string{"es": "Puntuación final", "zh": "最终得分"}[lang])
					if wide := tooWide(out, 80); len(wide) > 0 {
						t.Errorf("%s %s: lines wider than 80:\n%s", lang, view, strings.Join(wide, "\n"))
					}
				}
			}
		})
	}
}

// TestStatusJSONStaysEnglish: --output json is the same whatever the
// language (issue 24: never translated).
func TestStatusJSONStaysEnglish(t *testing.T) {
	t.Parallel()
	path := corpusCopy(t, "five-crews-bandit-effect")
	en := mustRun(t, "status", "--output", "json", "--game", path)
	for _, lang := range []string{"es", "zh"} {
		if out := mustRun(t, "status", "--lang", lang, "--output", "json", "--game", path); out != en {
			t.Errorf("--lang %s --output json differs from English:\n%s", lang, out)
		}
	}
}

// TestStatusLangFitsTheTerminal: every corpus game in Spanish and Chinese,
// at several widths, on a terminal and piped: no line is wider than the
// terminal (80 piped), as TestStatusFitsTheTerminal holds the English.
func TestStatusLangFitsTheTerminal(t *testing.T) {
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
		path := corpusCopy(t, name)
		for _, width := range []int{80, 64, 50, 40, 30} {
			for _, lang := range []string{"es", "zh"} {
				for _, tty := range []bool{true, false} {
					if !tty && width != 80 {
						continue // piped, lockup draws for 80 columns whatever the width (TestStatusFitsTheTerminal)
					}
					_, out, errOut := runColumns(t, width, "", tty, "status", "--lang", lang, "--game", path)
					limit := width
					if !tty {
						limit = 80
					}
					// The final scoring's table is lockup score's own.
					out, _, _ = strings.Cut(out, "\n"+map[string]string{"es": "Puntuación final", "zh": "最终得分"}[lang])
					if wide := tooWide(out, limit); len(wide) > 0 {
						t.Errorf("%s, %s, width %d, terminal %v: lines wider than %d:\n%s%s", name, lang, width, tty, limit, strings.Join(wide, "\n"), errOut)
					}
				}
			}
		}
	}
}
