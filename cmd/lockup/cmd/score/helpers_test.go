package score_test

import (
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
	"github.com/lockup-companion/lockup/companion/store"
)

// run runs lockup with args and the given standard input, and returns the
// exit code, standard output and standard error.
func run(t *testing.T, stdin string, tty bool, args ...string) (int, string, string) {
	t.Helper()
	ios, in, out, errOut := cmdutil.TestStreams()
	in.WriteString(stdin)
	ios.SetStdoutTTY(tty)
	code := cmd.Run(&cmd.Factory{IOStreams: ios, Version: "v0.0.0-test", Dirs: dirsFor(t)}, args)
	return code, out.String(), errOut.String()
}

// setDirs makes the commands the test runs keep their files in d, instead
// of the environment's folders, until it ends.
var setDirs = cmdtest.SetDirs

// dirsFor returns the folders the test (or the test it is a subtest of)
// chose with setDirs; otherwise folders of its own in a temporary folder,
// the same for the rest of the test.
func dirsFor(t *testing.T) store.Dirs {
	t.Helper()
	if d, ok := cmdtest.DirsOf(t); ok {
		return d
	}
	d := cmdtest.TempDirs(t.TempDir())
	setDirs(t, d)
	return d
}

// golden compares got with testdata/name, or rewrites it with -update.
var golden = cmdtest.Golden
