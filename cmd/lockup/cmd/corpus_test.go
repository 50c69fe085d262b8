package cmd

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCorpus replays every game file of companion/testdata/corpus/ (see
// corpus_gen_test.go) through status --output json, log and export, and
// compares what they print with testdata/corpus/NAME.*.golden: a change of
// the tracker that changes a game's replay shows here. Rewrite the goldens
// with -update after checking the change.
func TestCorpus(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join(corpusDir, "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("no game file in %s", corpusDir)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".jsonl")
		t.Run(name, func(t *testing.T) {
			orig, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			// No real user file is read or written: the data and config
			// folders are empty temporary ones, and the game is a copy.
			home := t.TempDir()
			setDirs(t, tempDirs(home))
			dir := t.TempDir()
			path := filepath.Join(dir, name+".jsonl")
			if err := os.WriteFile(path, orig, 0o600); err != nil {
				t.Fatal(err)
			}
			refused := strings.HasSuffix(name, "-refused")
			for _, c := range []struct {
				golden string
				args   []string
			}{
				{"status.json", []string{"status", "--output", "json"}},
				{"log", []string{"log"}},
				{"export", []string{"export"}},
			} {
				code, out, errOut := run(t, "", false, append(c.args, "--game", path)...)
				got := out
				if errOut != "" || code != 0 {
					got += "--- stderr\n" + errOut
				}
				if code != 0 {
					got += fmt.Sprintf("--- exit %d\n", code)
				}
				// The copy's folder differs from run to run.
				got = strings.ReplaceAll(got, dir, "$CORPUS")
				golden(t, "corpus/"+name+"."+c.golden+".golden", got)
				if code != 0 && !refused && c.golden != "log" {
					t.Errorf("%v: exit %d; only a *-refused game may be refused:\n%s", c.args, code, errOut)
				}
				after, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(after, orig) {
					t.Errorf("%v changed the game file", c.args)
				}
			}
		})
	}
}
