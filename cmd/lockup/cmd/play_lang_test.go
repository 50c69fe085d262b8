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
