package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDamagedCurrentFile: a current-game file that is not what lockup
// wrote is refused with exit 2, naming it and lockup use; a folder or a
// huge file in its place are refused at once.
func TestDamagedCurrentFile(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	current := filepath.Join(dir, "data", "lockup", "current")
	if err := os.MkdirAll(filepath.Dir(current), 0o700); err != nil {
		t.Fatal(err)
	}
	for _, data := range []string{"relative.jsonl\n", "/a\x1b[2J\n", strings.Repeat("/", 1<<20)} {
		if err := os.WriteFile(current, []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
		code, _, errOut := run(t, "", false, "status")
		if code != 2 || !strings.Contains(errOut, current+", the file naming the current game, cannot be read") || !strings.Contains(errOut, "lockup use NAME") || strings.ContainsRune(errOut, 0x1b) {
			t.Errorf("status with %.20q as the current file: exit %d, %q", data, code, errOut)
		}
	}
	if err := os.Remove(current); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(current, 0o700); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := run(t, "", false, "status"); code != 2 || !strings.Contains(errOut, "not a regular file") {
		t.Errorf("a folder as the current file: exit %d, %q", code, errOut)
	}
}
