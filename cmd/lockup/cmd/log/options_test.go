package log

import (
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
)

// TestNewCmdLog reads the flags and arguments into the options through
// runF.
func TestNewCmdLog(t *testing.T) {
	t.Parallel()
	got, f := cmdtest.Options(t, NewCmdLog, "--game", "friday", "-o", "json")
	if got.GamePath != "friday" || got.Output != "json" || got.IO != f.IOStreams || got.Dirs != f.Dirs {
		t.Errorf("options = %+v", got)
	}
}
