package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// TestUseWrapsAtWords: on a narrow terminal lockup use breaks its
// sentences between words (display width), the long game path, one word,
// on a line of its own rather than cut; piped, each sentence stays on one
// line.
func TestUseWrapsAtWords(t *testing.T) {
	t.Parallel()
	src := corpusCopy(t, "bandit-collected")
	dir := filepath.Join(t.TempDir(), "a-folder-with-a-rather-long-name", "王小明的游戏")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "bandit-collected.jsonl")
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runColumns(t, 40, "", true, "use", path)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "\n  ("+path+"):\n") {
		t.Errorf("the path is not on a line of its own:\n%s", out)
	}
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if cmdutil.DisplayWidth(line) > 40 && strings.Contains(strings.TrimSpace(line), " ") {
			t.Errorf("a line of %d cells with a break left unused: %q", cmdutil.DisplayWidth(line), line)
		}
	}
	if got, want := strings.Join(strings.Fields(out), " "), "bandit-collected is now the current game ("+path+"):"; !strings.HasPrefix(got, want) {
		t.Errorf("words lost or cut: %q, want it to start %q", got, want)
	}
	_, piped, _ := run(t, "", false, "use", path)
	if lines := strings.Count(piped, "\n"); lines != 2 {
		t.Errorf("piped: %d lines, want a line a sentence:\n%s", lines, piped)
	}
}
