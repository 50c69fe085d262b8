package undo

import (
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
)

// TestNewCmdUndo reads the flags and arguments into the options through
// runF.
func TestNewCmdUndo(t *testing.T) {
	t.Parallel()
	got, f := cmdtest.Options(t, NewCmdUndo, "--to", "3", "--game", "friday")
	if got.To != 3 || !got.ToSet || got.GamePath != "friday" || got.IO != f.IOStreams || got.Dirs != f.Dirs {
		t.Errorf("options = %+v", got)
	}
}

// TestNewCmdRedo reads the flags and arguments into the options through
// runF.
func TestNewCmdRedo(t *testing.T) {
	t.Parallel()
	got, f := cmdtest.Options(t, NewCmdRedo, "--all")
	if !got.All || got.IO != f.IOStreams || got.Dirs != f.Dirs {
		t.Errorf("options = %+v", got)
	}
}
