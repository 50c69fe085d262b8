package cmd

import (
	"strings"
	"testing"
)

// TestNewLangs answers lockup new's whole form with --lang es and zh (as
// TestNewAccessibleForm does in English), then starts a solitary game with
// flags: the form's questions, the lines new prints and the setup
// checklist are in that language (goldens new/form-es|zh.golden,
// new/solo-es|zh.golden), card names and commands stay as typed, and the
// game file is the one the English run writes.
func TestNewLangs(t *testing.T) {
	t.Parallel()
	answers := []string{
		"Vera:blue", "Isaac:purple", "", "", "",
		"2", "1", "1", "1", "accessible",
		"Explorer", "Hoarder", "Mystery",
		"Lockpick", "Shiv", "Rope",
		"Grub", "Snag", "Mox", "Pip", "Zed",
		"first to 6 resources", "4", "", "1", "0", "0", "0", "5", "1", "none", "none",
	}
	solo := []string{"new", "--solo", "--difficulty", "challenging", "--decks", "table", "--seed", "7",
		"--crew", "Rin:blue", "--name", "solo", "--goal", "Hoarder",
		"--display", "Rope", "--display", "Crown", "--display", "Key",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk"}
	// The English runs' game files.
	gameEnv(t)
	if code, out, errOut := runAccessible(t, strings.Join(answers, "\n")+"\n", "new"); code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
	}
	wantForm := mustRun(t, "log", "--game", "accessible")
	dir := gameEnv(t)
	writeCatalog(t, dir, playSoloCatalog)
	mustRun(t, solo...)
	wantSolo := mustRun(t, "log", "--game", "solo")
	for _, lang := range []string{"es", "zh"} {
		t.Run(lang, func(t *testing.T) {
			dir := gameEnv(t)
			code, out, errOut := runAccessible(t, strings.Join(answers, "\n")+"\n", "new", "--lang", lang)
			if code != 0 {
				t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
			}
			golden(t, "new/form-"+lang+".golden", "$ lockup new --lang "+lang+" (accessible)\n"+strings.ReplaceAll(out, dir, "DIR")+"--- prompts\n"+errOut)
			if got := mustRun(t, "log", "--game", "accessible"); got != wantForm {
				t.Errorf("the game file differs from the English run's:\n%s\nwant:\n%s", got, wantForm)
			}
			for _, en := range []string{"Crew 1:", "Who holds", "Leader goal:", "Item card", "Setup checklist", "board:", "Started"} {
				if strings.Contains(out+errOut, en) {
					t.Errorf("--lang %s prints %q in English", lang, en)
				}
			}
			dir = gameEnv(t)
			writeCatalog(t, dir, playSoloCatalog)
			out = mustRun(t, append(solo, "--lang", lang)...)
			golden(t, "new/solo-"+lang+".golden", "$ lockup new --solo ... --lang "+lang+"\n"+strings.ReplaceAll(out, dir, "DIR"))
			if got := mustRun(t, "log", "--game", "solo"); got != wantSolo {
				t.Errorf("the solitary game file differs from the English run's:\n%s\nwant:\n%s", got, wantSolo)
			}
		})
	}
}
