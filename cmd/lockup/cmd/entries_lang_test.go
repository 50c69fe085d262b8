package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEntryOutputLangs: TestEntryOutput's round in Spanish and Chinese
// (--lang): each entry, what it did, the entries the table made by itself
// with why, and what comes next, in the reader's language (issue 24);
// crew, card and goal names, and the commands, as typed.
func TestEntryOutputLangs(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"es", "zh"} {
		t.Run(lang, func(t *testing.T) {
			corpusNew(t, append(threeCrews, "--display", "Lockpick", "--display", "Crown", "--display", "Rope", "--display", "Key",
				"--goon", "sewers=Gil", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")...)
			out := entryOutput(t, "--lang", lang)
			for _, english := range []string{"Round 1", "Automatic:", "Next:", "(most strength)", " takes the "} {
				if strings.Contains(out, english) {
					t.Errorf("%q is still English", english)
				}
			}
			golden(t, "game/entries-output-"+lang+".golden", out)
		})
	}
}

// TestLogLangs: lockup log of corpus games (a six-round game, a solitary
// one, a Breakout one) in Spanish and Chinese, and undo and redo saying
// what they took back and put back.
func TestLogLangs(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"e2e-six-rounds", "e2e-solo", "e2e-breakout"} {
		orig, err := os.ReadFile(filepath.Join(corpusDir, name+".jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range []string{"es", "zh"} {
			t.Run(name+"-"+lang, func(t *testing.T) {
				setDirs(t, tempDirs(t.TempDir()))
				path := filepath.Join(t.TempDir(), name+".jsonl")
				if err := os.WriteFile(path, orig, 0o600); err != nil {
					t.Fatal(err)
				}
				var b strings.Builder
				for _, args := range [][]string{{"log"}, {"undo"}, {"undo", "--to", "3"}, {"redo"}, {"use", path}} {
					code, out, errOut := run(t, "", false, append(args, "--game", path, "--lang", lang)...)
					if args[0] == "use" {
						code, out, errOut = run(t, "", false, "use", path, "--lang", lang)
					}
					fmt.Fprintf(&b, "$ lockup %s --lang %s\n%s", strings.Join(args, " "), lang, out)
					if errOut != "" || code != 0 {
						fmt.Fprintf(&b, "%s(exit %d)\n", errOut, code)
					}
				}
				got := strings.ReplaceAll(b.String(), filepath.Dir(path), "$GAME")
				if strings.Contains(got, "Round ") || strings.Contains(got, "Automatic:") {
					t.Error("English left in the log")
				}
				golden(t, "log/"+name+"-"+lang+".golden", got)
			})
		}
	}
}
