package cmd

import (
	"os"
	"runtime/debug"
	"testing"
)

// TestMain points the data folder at a temporary one for the tests that
// do not choose their own: a test that plays a game to its end adds the
// play to the history, which must never be the tester's own.
//
// The binary started as a lock test's lockup process (TestLockupChild)
// keeps the folders the test gave it in its environment: it would
// otherwise play in an empty folder of its own (and leave it behind,
// since it ends by os.Exit), and the lock tests would race nothing.
func TestMain(m *testing.M) {
	if _, ok := os.LookupEnv("LOCKUP_CHILD_ARGS"); ok {
		os.Exit(m.Run())
	}
	lessGC()
	dir, err := os.MkdirTemp("", "lockup-cmd-test-")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_DATA_HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// lessGC lets the heap grow to five times what is live (GOGC=400), up to
// 256 MiB, unless GOGC or GOMEMLIMIT say otherwise: the command tests run
// hundreds of commands in one process, and with Go's default the
// collector took about 40% of their CPU time (user 15.0 s at GOGC=100,
// 9.1 s at 400). Allocation counts, which some tests check, stay the same.
func lessGC() {
	if _, ok := os.LookupEnv("GOGC"); !ok {
		debug.SetGCPercent(400)
	}
	if _, ok := os.LookupEnv("GOMEMLIMIT"); !ok {
		debug.SetMemoryLimit(256 << 20)
	}
}
