package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// specialFiles makes a FIFO and a folder in dir and returns them with a
// device (os.DevNull): the paths lockup must refuse as not regular files.
func specialFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	folder := filepath.Join(dir, "folder")
	if err := os.Mkdir(folder, 0o700); err != nil {
		t.Fatal(err)
	}
	return map[string]string{"a FIFO": fifo, "a folder": folder, "a device": os.DevNull}
}

// TestOnlyRegularFilesAreRead: every input path given a FIFO (which would
// block a plain open for ever), a folder or a device is refused at once
// with exit 2 and "not a regular file", and nothing is written.
func TestOnlyRegularFilesAreRead(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	startGame(t)
	for what, p := range specialFiles(t, t.TempDir()) {
		for _, args := range [][]string{
			{"score", p},
			{"resolve", p},
			{"play", "--answers", p},
			{"cards", "import", p},
			{"status", "--game", p},
			{"log", "--game", p},
			{"assign", "--game", p, "exercise-yard", "5"},
			{"undo", "--game", p},
			{"use", p},
		} {
			t.Run(what+"/"+args[0], func(t *testing.T) {
				before := snapshot(t, dir)
				code, out, errOut := run(t, "", false, args...)
				if code != 2 || !strings.Contains(errOut, "not a regular file") || strings.Count(errOut, "\n") != 1 {
					t.Errorf("%v: exit %d\n%s%s", args, code, out, errOut)
				}
				if after := snapshot(t, dir); len(after) != len(before) {
					t.Errorf("%v wrote in the data or config folder", args)
				}
			})
		}
	}
}

// TestCatalogMustBeARegularFile: a catalog that is a FIFO is refused
// at once by every command that reads it, never waited on.
func TestCatalogMustBeARegularFile(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	catalogPath := filepath.Join(dir, "config", "lockup", "catalog.yaml")
	if err := os.Remove(catalogPath); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(catalogPath, 0o600); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	for _, args := range [][]string{{"cards", "list"}, {"cards", "edit", "Lockpick", "--kind", "item", "--set", "reputation=1"}} {
		code, out, errOut := run(t, "", false, args...)
		if code != 2 || !strings.Contains(errOut, catalogPath+": not a regular file: it is a named pipe (FIFO); give the path of a file") {
			t.Errorf("%v: exit %d\n%s%s", args, code, out, errOut)
		}
	}
	if st, err := os.Lstat(catalogPath); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the FIFO catalog was replaced")
	}
}

// TestExportReplacesOnlyRegularFiles: cards export --force refuses a FIFO,
// a folder, a device and a symlink to one of them, leaving each as it was;
// a symlink to a regular file has its target written and stays a link.
func TestExportReplacesOnlyRegularFiles(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	dir := t.TempDir()
	special := specialFiles(t, dir)
	link := filepath.Join(dir, "fifo-link")
	if err := os.Symlink(special["a FIFO"], link); err != nil {
		t.Fatal(err)
	}
	special["a symlink to a FIFO"] = link
	for what, p := range special {
		before, _ := os.Lstat(p)
		code, out, errOut := run(t, "", false, "cards", "export", p, "--force")
		if code != 2 || !strings.Contains(errOut, "not a regular file") {
			t.Errorf("export to %s: exit %d\n%s%s", what, code, out, errOut)
		}
		if after, err := os.Lstat(p); err != nil || after.Mode() != before.Mode() {
			t.Errorf("%s was replaced", what)
		}
	}
	target := filepath.Join(dir, "mine.yaml")
	if err := os.WriteFile(target, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	toFile := filepath.Join(dir, "link.yaml")
	if err := os.Symlink(target, toFile); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := run(t, "", false, "cards", "export", toFile, "--force"); code != 0 {
		t.Fatalf("export through a symlink: exit %d\n%s%s", code, out, errOut)
	}
	if st, err := os.Lstat(toFile); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the symlink was replaced by a file")
	}
	if data, _ := os.ReadFile(target); !strings.HasPrefix(string(data), "# lockup card catalog") {
		t.Errorf("the symlink's target holds %q", data)
	}
}

// TestGameThroughASymlink: a game reached through a symlink is written
// through it: entries, undo (which rewrites the file) and redo change the
// game itself, and the link stays a link.
func TestGameThroughASymlink(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	startGame(t)
	real := gameFile(t)
	link := filepath.Join(t.TempDir(), "friday-link.jsonl")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"assign", "--game", link, "exercise-yard", "5"},
		{"assign", "--game", link, "exercise-yard", "4"},
		{"undo", "--game", link},
		{"redo", "--game", link},
		{"undo", "--game", link},
	} {
		mustRun(t, args...)
		if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
			t.Fatalf("%v replaced the symlink", args)
		}
	}
	if n := entriesIn(t, real); n != 11 {
		t.Errorf("the game holds %d entries, want 11", n)
	}
}
