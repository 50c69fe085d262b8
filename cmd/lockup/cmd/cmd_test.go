package cmd

import (
	"os"
	"strings"
	"syscall"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/store"
)

// run runs lockup with args and the given standard input, and returns the
// exit code, standard output and standard error.
func run(t *testing.T, stdin string, tty bool, args ...string) (int, string, string) {
	t.Helper()
	return runColumns(t, 0, stdin, tty, args...)
}

// runColumns is run on a terminal of the given width (0: its own, else
// $COLUMNS, else 80): a width of the streams' own, so that tests of
// several widths run side by side.
func runColumns(t *testing.T, columns int, stdin string, tty bool, args ...string) (int, string, string) {
	t.Helper()
	ios, in, out, errOut := cmdutil.TestStreams()
	in.WriteString(stdin)
	ios.SetStdoutTTY(tty)
	ios.SetTerminalWidth(columns)
	code := Run(&cmdutil.Factory{IOStreams: ios, Version: "v0.0.0-test", Dirs: dirsFor(t)}, args)
	if !strings.Contains(errOut.String(), " is busy: ") { // else the test holds the lock itself
		checkNoLockLeft(t, args)
	}
	return code, out.String(), errOut.String()
}

// checkNoLockLeft fails the test when a command left the current game's
// lock held: in one process (the tests, play) the next command would wait
// for it and be refused as busy.
func checkNoLockLeft(t *testing.T, args []string) {
	t.Helper()
	path, err := gamelog.CurrentGame(dirsFor(t), "")
	if err != nil || path == "" {
		return
	}
	f, err := os.Open(store.LockPath(path))
	if err != nil {
		return // no lock file: nobody locked the game
	}
	defer f.Close()
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		t.Errorf("lockup %q left the game's lock held", args)
		return
	}
	syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
}

// golden compares got with testdata/name, or rewrites it with -update.
var golden = cmdtest.Golden

func TestEveryCommandIsDocumented(t *testing.T) {
	t.Parallel()
	ios, _, _, _ := cmdutil.TestStreams()
	root := NewRootCmd(&cmdutil.Factory{IOStreams: ios})
	stack := root.Commands()
	for len(stack) > 0 {
		c := stack[0]
		stack = append(stack[1:], c.Commands()...)
		if c.Hidden {
			continue
		}
		if c.Short == "" || c.Long == "" || c.Example == "" {
			t.Errorf("command %q lacks Short, Long or Example", c.CommandPath())
		}
	}
}

func TestVersionHelpCompletion(t *testing.T) {
	t.Parallel()
	code, out, _ := run(t, "", false, "--version")
	if code != 0 || !strings.Contains(out, "v0.0.0-test") {
		t.Errorf("--version: %d %q", code, out)
	}
	code, out, _ = run(t, "", false, "help")
	if code != 0 || !strings.Contains(out, "score") {
		t.Errorf("help: %d %q", code, out)
	}
	for _, shell := range []string{"bash", "zsh", "fish", "powershell"} {
		code, out, errOut := run(t, "", false, "completion", shell)
		if code != 0 || !strings.Contains(out, "lockup") {
			t.Errorf("completion %s: %d %q %q", shell, code, out[:min(len(out), 80)], errOut)
		}
	}
	code, _, errOut := run(t, "", false, "--no-such-flag")
	if code != 2 || !strings.Contains(errOut, "unknown flag") {
		t.Errorf("unknown flag: %d %q", code, errOut)
	}
}

// TestGoldenNamesThePackage: the hint in the goldens' messages names the
// package as go test does from the module's root.
func TestGoldenNamesThePackage(t *testing.T) {
	t.Parallel()
	if got, want := cmdtest.PkgDir(t), "./cmd/lockup/cmd"; got != want {
		t.Errorf("PkgDir = %q, want %q", got, want)
	}
}
