package cmd

import (
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// TestReadOnlyCommandsNeverWrite: the commands that only show a game or
// the catalog work with the data and config folders read-only, and change
// nothing in them. Tests running as root write through chmod, so there the
// folders are compared before and after instead (always done as well).
func TestReadOnlyCommandsNeverWrite(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	startGame(t)
	mustRun(t, words("assign exercise-yard 5")...)
	path := gameFile(t)
	commands := [][]string{
		{"status"},
		{"status", "--game", path},
		{"status", "--game", "friday"},
		{"log"},
		{"log", "--game", path},
		{"export"},
		{"export", "--game", "friday"},
		{"games"},
		{"cards", "list"},
		{"cards", "show", "Lockpick"},
		{"__complete", "assign", ""},
		{"__complete", "status", "--game", ""},
	}
	var folders []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			folders = append(folders, p)
		}
		return nil
	})
	for _, f := range folders {
		if err := os.Chmod(f, 0o555); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() {
		for _, f := range folders {
			os.Chmod(f, 0o700)
		}
	})
	before := snapshot(t, dir)
	if syscall.Geteuid() == 0 {
		t.Log("running as root: read-only folders do not stop writes here; the folders are compared before and after instead")
	}
	for _, args := range commands {
		code, out, errOut := run(t, "", false, args...)
		if code != 0 || out == "" {
			t.Errorf("%v on a read-only folder: exit %d\n%s%s", args, code, out, errOut)
		}
	}
	after := snapshot(t, dir)
	for p, was := range before {
		if now, ok := after[p]; !ok || now != was {
			t.Errorf("%s changed: %q -> %q", p, was, now)
		}
	}
	for p := range after {
		if _, ok := before[p]; !ok {
			t.Errorf("%s was written", p)
		}
	}
}
