package cmd

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// copyCorpus copies a corpus game file into a temporary folder.
func copyCorpus(t *testing.T, name string) (string, []byte) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(corpusDir, name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return path, data
}

func TestVerify(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	changedCube := func(data []byte) []byte {
		return bytes.Replace(data, []byte(`"action":"take","gain":{"gold":1}`), []byte(`"action":"take","gain":{"gold":2}`), 1)
	}
	changedSeed := func(data []byte) []byte { return bytes.Replace(data, []byte(`"seed":7,`), []byte(`"seed":8,`), 1) }
	tests := []struct {
		name   string
		file   string
		change func([]byte) []byte
		code   int
		out    string
		errOut string
	}{
		{"a game as lockup wrote it", "e2e-six-rounds.jsonl", nil, 0, "e2e-six-rounds.jsonl: OK: all 122 lines match their hashes (the header and 121 entries).\n", ""},
		{"an older game", "v6-play-round.jsonl", nil, 0, "v6-play-round.jsonl: OK, but its 28 lines carry no hashes: it is a version 6 game file, from before lines carried them", ""},
		{"a changed cube", "e2e-six-rounds.jsonl", changedCube, 2, "", "e2e-six-rounds.jsonl:27: the game file was changed by hand: line 27 was changed after it was written (its hash does not match); put the line back as it was, or restore a copy of the file; if you changed it on purpose, lockup verify --accept keeps the change (and a copy of the file as it is)\n"},
		{"a changed seed", "e2e-six-rounds.jsonl", changedSeed, 2, "", "e2e-six-rounds.jsonl:1: the game file was changed by hand: line 1 was changed"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path, data := copyCorpus(t, tc.file)
			if tc.change != nil {
				data = tc.change(data)
				if err := os.WriteFile(path, data, 0o600); err != nil {
					t.Fatal(err)
				}
			}
			code, out, errOut := run(t, "", false, "verify", "--game", path)
			out = unwrap(strings.ReplaceAll(out, filepath.Dir(path)+"/", ""))
			errOut = unwrap(strings.ReplaceAll(errOut, filepath.Dir(path)+"/", ""))
			if code != tc.code || !strings.HasPrefix(out, unwrap(tc.out)) || !strings.Contains(errOut, unwrap(tc.errOut)) {
				t.Errorf("verify: exit %d\n%s%s", code, out, errOut)
			}
			// verify writes nothing.
			if after, _ := os.ReadFile(path); !bytes.Equal(after, data) {
				t.Errorf("verify changed the file")
			}
			// Every command that reads the game refuses it alike.
			if tc.code != 0 {
				if code, _, errOut := run(t, "", false, "status", "--game", path); code != 2 || !strings.Contains(errOut, "changed by hand") {
					t.Errorf("status: exit %d %s", code, errOut)
				}
			}
		})
	}
}

func TestVerifyAccept(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	path, data := copyCorpus(t, "e2e-six-rounds.jsonl")
	out := mustRun(t, "verify", "--game", path, "--accept")
	if !strings.Contains(out, "nothing to accept") {
		t.Errorf("accept of an unchanged game:\n%s", out)
	}
	changed := bytes.Replace(data, []byte(`"crew":"Claire","location":"commissary","action":"take","gain":{"gold":1}`), []byte(`"crew":"Claire","location":"commissary","action":"take","gain":{"iron":1}`), 1)
	if err := os.WriteFile(path, changed, 0o600); err != nil {
		t.Fatal(err)
	}
	out = unwrap(mustRun(t, "verify", "--game", path, "--accept"))
	if !strings.Contains(out, "the change from line 27 on is kept") || !strings.Contains(out, ": OK: all 122 lines match their hashes") {
		t.Errorf("accept:\n%s", out)
	}
	kept, _ := filepath.Glob(path + ".changed-*")
	if len(kept) != 1 {
		t.Fatalf("copies kept: %v", kept)
	}
	if old, _ := os.ReadFile(kept[0]); !bytes.Equal(old, changed) {
		t.Errorf("the copy kept is not the file as it was")
	}
	mustRun(t, "status", "--game", path)
	// A line that is no entry is not made one by accepting it.
	bad := bytes.Replace(changed, []byte(`"kind":"assign"`), []byte(`"kind":"dance"`), 1)
	if err := os.WriteFile(path, bad, 0o600); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(t, "", false, "verify", "--game", path, "--accept"); code != 2 || !strings.Contains(errOut, `"dance" is not a kind of entry`) {
		t.Errorf("accept of a bad line: exit %d %s", code, errOut)
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(after, bad) {
		t.Errorf("a refused accept changed the file")
	}
}

// TestVerifyOlderGameGoneOn: the lines lockup adds to an older game carry
// hashes, which cover the older lines before them.
func TestVerifyOlderGameGoneOn(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	path, _ := copyCorpus(t, "v6-play-round.jsonl")
	mustRun(t, "undo", "--game", path)
	mustRun(t, "redo", "--game", path)
	out := unwrap(mustRun(t, "verify", "--game", path))
	if !strings.Contains(out, "OK, but its 28 lines carry no hashes") {
		t.Fatalf("after undo and redo:\n%s", out)
	}
	mustRun(t, "patrol", "--deck-empty", "--game", path)
	out = unwrap(mustRun(t, "verify", "--game", path))
	if !strings.Contains(out, ": OK: lines 29 to 29 match their hashes, which cover lines 1 to 28 before them") {
		t.Errorf("after an entry was added:\n%s", out)
	}
}

// unwrap joins the lines of wrapped text with single spaces.
func unwrap(s string) string { return strings.Join(strings.Fields(s), " ") }
