package cmd

import (
	"os"
	"testing"
)

// TestMain points the data folder at a temporary one for the tests that
// do not choose their own: a test that plays a game to its end adds the
// play to the history, which must never be the tester's own.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "lockup-cmd-test-")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_DATA_HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
