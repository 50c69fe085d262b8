package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// fakePager writes a pager script that prints LESS's value and then its
// input with each line marked "|", and returns its path.
func fakePager(t *testing.T, body string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "pager")
	if err := os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o700); err != nil {
		t.Fatal(err)
	}
	return p
}

const markingPager = `echo "LESS=$LESS"; sed 's/^/|/'`

// runPaged runs lockup with args on streams that pretend standard output
// is a terminal (tty) of 24 lines, with pager as the pager.
func runPaged(t *testing.T, pager string, tty bool, args ...string) (int, string, string) {
	t.Helper()
	ios, _, out, errOut := cmdutil.TestStreams()
	ios.SetStdoutTTY(tty)
	ios.SetPager(pager)
	ios.SetTerminalHeight(24)
	code := Run(&cmdutil.Factory{IOStreams: ios, Version: "test"}, args)
	return code, out.String(), errOut.String()
}

func TestPagerLongOutput(t *testing.T) {
	t.Setenv("LESS", "")
	os.Unsetenv("LESS")
	pager := fakePager(t, markingPager)
	_, direct, _ := runPaged(t, "", true, "rules", "raid")
	if strings.Count(direct, "\n") < 24 {
		t.Fatalf("rules raid is %d lines: the test needs a topic taller than 24", strings.Count(direct, "\n"))
	}
	code, got, errOut := runPaged(t, pager, true, "rules", "raid")
	want := "LESS=FRX\n|" + strings.ReplaceAll(strings.TrimSuffix(direct, "\n"), "\n", "\n|") + "\n"
	if code != 0 || got != want {
		t.Errorf("rules raid through the pager: code %d, stderr %q, output\n%s\nwant\n%s", code, errOut, got, want)
	}
	t.Setenv("LESS", "-S")
	if _, got, _ := runPaged(t, pager, true, "rules", "raid"); !strings.HasPrefix(got, "LESS=-S\n|") {
		t.Errorf("LESS set by the player must be kept: %q", got[:min(len(got), 40)])
	}
}

// TestPagerNotUsed: never off a terminal, for JSON, with --no-pager, nor
// for output that fits the screen (24 lines here).
func TestPagerNotUsed(t *testing.T) {
	t.Parallel()
	pager := fakePager(t, markingPager)
	for _, tc := range []struct {
		name string
		tty  bool
		args []string
	}{
		{"piped", false, []string{"rules", "raid"}},
		{"json", true, []string{"rules", "raid", "--output", "json"}},
		{"no-pager", true, []string{"rules", "raid", "--no-pager"}},
		{"fits", true, []string{"rules", "--search", "suspicion", "lookout"}},
		{"pa json", true, []string{"pa", "tiles", "-o", "json"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, want, _ := runPaged(t, "", tc.tty, tc.args...)
			code, got, errOut := runPaged(t, pager, tc.tty, tc.args...)
			if tc.name == "fits" && strings.Count(want, "\n") >= 24 {
				t.Fatalf("the search printed %d lines: the test needs one that fits 24", strings.Count(want, "\n"))
			}
			if code != 0 || got != want || errOut != "" {
				t.Errorf("code %d, stderr %q, output\n%s\nwant\n%s", code, errOut, got, want)
			}
		})
	}
}

// TestPagerFailsToStart: a pager that is not there: the output is printed
// directly, with a warning.
func TestPagerFailsToStart(t *testing.T) {
	t.Parallel()
	_, want, _ := runPaged(t, "", true, "pa", "cards")
	code, got, errOut := runPaged(t, filepath.Join(t.TempDir(), "no-such-pager"), true, "pa", "cards")
	if code != 0 || got != want || !strings.Contains(errOut, "did not start") {
		t.Errorf("code %d, stderr %q, output equal: %v", code, errOut, got == want)
	}
}

// TestPagerQuitEarly: the player quits the pager before the end: the rest
// is dropped and the command succeeds.
func TestPagerQuitEarly(t *testing.T) {
	t.Parallel()
	code, got, errOut := runPaged(t, fakePager(t, "head -n 2"), true, "pa", "tiles")
	if code != 0 || errOut != "" || strings.Count(got, "\n") != 2 {
		t.Errorf("code %d, stderr %q, output %q", code, errOut, got)
	}
}
