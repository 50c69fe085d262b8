package cmd

import (
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/terms"
)

// TestPlayLightsOutLangs plays round 1's Lights Out of TestPlayRoundThroughRun
// with --lang es and zh (issue 24): the preview of what each crew at a
// location gets, the reward and payment questions and the last line are in
// that language (goldens play/lightsout-es.golden, play/lightsout-zh.golden),
// and the game file is the English run's.
func TestPlayLightsOutLangs(t *testing.T) {
	t.Parallel()
	playGame(t)
	play(t, rollCallAnswers, "--until", "phase")
	play(t, lightsOutAnswers, "--until", "phase")
	want := mustRun(t, "log")
	for _, lang := range []string{"es", "zh"} {
		t.Run(lang, func(t *testing.T) {
			playGame(t)
			play(t, rollCallAnswers, "--until", "phase")
			out, prompts := play(t, lightsOutAnswers, "--until", "phase", "--lang", lang)
			golden(t, "play/lightsout-"+lang+".golden", "$ lockup play --lang "+lang+" (Lights Out)\n"+out+"--- prompts\n"+prompts)
			if got := mustRun(t, "log"); got != want {
				t.Errorf("the game file differs from the English run's:\n%s\nwant:\n%s", got, want)
			}
			for _, en := range []string{"take the reward", "most strength", "which cubes", "may recruit"} {
				if strings.Contains(prompts, en) {
					t.Errorf("--lang %s prints %q in English", lang, en)
				}
			}
			if strings.Contains(out, "To go on") {
				t.Errorf("--lang %s: the last line is English", lang)
			}
		})
	}
}

// playKeys are the message keys play builds from parts (a tier, an action,
// how many cubes), which TestMessageKeysInCatalog cannot see.
func playKeys() []string {
	keys := []string{"resolve.scrap-one", "resolve.potions-one"}
	for _, a := range []string{"recruit", "craft", "reserve"} {
		keys = append(keys, "play.pay-"+a)
	}
	for _, a := range []string{"craft", "reserve"} {
		keys = append(keys, "play.reward-"+a+"-only", "play.reward-"+a+"-which")
	}
	for _, k := range []string{"play.preview-straggle", "play.preview-straggle-one", "play.preview-straggle-guards"} {
		keys = append(keys, k, k+"-home")
	}
	for _, k := range []string{"play.resource-cubes", "play.spaces"} {
		keys = append(keys, k, k+"-one") // countedIn
	}
	for _, p := range []string{"play.suspicion-", "play.suspicion-one-"} {
		for _, w := range []string{"to", "lookout", "lookouts", "stays"} {
			keys = append(keys, p+w)
		}
	}
	return keys
}

// TestPlayKeysInCatalog: the keys play builds from parts are in the catalog.
func TestPlayKeysInCatalog(t *testing.T) {
	t.Parallel()
	var known []string
	for _, m := range terms.Messages {
		known = append(known, m.Key)
	}
	for _, k := range playKeys() {
		if !slices.Contains(known, k) {
			t.Errorf("the catalog lacks %q", k)
		}
	}
}

// TestPlaySoloLangs plays TestPlaySoloTableRound's solitary round at a real
// table with --lang es and zh: the deal's checklist, the guard turns'
// questions, the guard cards turned up, the Roll Call board with the
// guards' cards and the refills are in that language (goldens
// play/solo-table-es.golden, play/solo-table-zh.golden), a guard card's
// colour may be typed in it, and the game file is the English run's.
func TestPlaySoloLangs(t *testing.T) {
	t.Parallel()
	dir := soloGame(t, "table")
	if code, out, prompts := playAnswers(t, dir, soloTableRound, "--until", "round"); code != 0 {
		t.Fatalf("play: exit %d\n%s%s", code, out, prompts)
	}
	want := mustRun(t, "log")
	for _, tc := range []struct{ lang, green string }{{"es", "verde 4"}, {"zh", "绿4"}} {
		t.Run(tc.lang, func(t *testing.T) {
			dir := soloGame(t, "table")
			answers := slices.Clone(soloTableRound)
			i := slices.Index(answers, "green 4")
			answers[i] = tc.green
			code, out, prompts := playAnswers(t, dir, answers, "--until", "round", "--lang", tc.lang)
			if code != 0 {
				t.Fatalf("play: exit %d\n%s%s", code, out, prompts)
			}
			golden(t, "play/solo-table-"+tc.lang+".golden", "$ lockup play --answers FILE --until round --lang "+tc.lang+"\n"+out+"--- prompts\n"+prompts)
			if got := mustRun(t, "log"); got != want {
				t.Errorf("the game file differs from the English run's:\n%s\nwant:\n%s", got, want)
			}
			for _, en := range []string{"guards' turn", "Which face-down", "What does", "Deal the top", "At the table", "Which item card", "Which goon card", "face down"} {
				if strings.Contains(prompts, en) {
					t.Errorf("--lang %s prints %q in English", tc.lang, en)
				}
			}
		})
	}
}

// TestPlayBreakoutLangs plays TestPlayBreakoutRound's round with --lang es
// and zh: the tunnel markers, the lantern and loot questions and the
// legend's ranking are in that language, and the game file is the English
// run's.
func TestPlayBreakoutLangs(t *testing.T) {
	t.Parallel()
	breakoutGame(t, "table", playBreakoutCatalog)
	if code, out, errOut := playAnswers(t, t.TempDir(), breakoutRoundAnswers(), "--until", "round"); code != 0 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	want := mustRun(t, "log")
	for _, tc := range []struct {
		lang  string
		asked []string
	}{
		{"es", []string{"Túnel simple en:", "La linterna de Vera está en Entrada y puede moverse 2 casillas: ¿adónde va?", "Isaac queda primero en la carta de leyenda; el orden:", "casilla 1 (botín)"}},
		{"zh", []string{"单隧道在：", "Vera的灯笼在 入口，可移动 2 格：去哪里？", "Isaac在传奇卡上排第一；顺序：Isaac（瞭望员）、Vera"}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			breakoutGame(t, "table", playBreakoutCatalog)
			code, out, errOut := playAnswers(t, t.TempDir(), breakoutRoundAnswers(), "--until", "round", "--lang", tc.lang)
			if code != 0 {
				t.Fatalf("exit %d\n%s%s", code, out, errOut)
			}
			for _, w := range tc.asked {
				if !strings.Contains(errOut, w) {
					t.Errorf("the prompts lack %q:\n%s", w, errOut)
				}
			}
			for _, en := range []string{"tunnel at:", "lantern is on", "ranks first", "use it, or keep it"} {
				if strings.Contains(errOut, en) {
					t.Errorf("--lang %s prints %q in English", tc.lang, en)
				}
			}
			if got := mustRun(t, "log"); got != want {
				t.Errorf("the game file differs from the English run's:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}
