package undo

import (
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/store"
)

// TestNewCmdUndo reads the flags and arguments into the options through
// runF.
func TestNewCmdUndo(t *testing.T) {
	t.Parallel()
	ios, _, _, _ := cmdutil.TestStreams()
	dirs := store.Dirs{Data: "data"}
	var got *UndoOptions
	c := NewCmdUndo(&cmdutil.Factory{IOStreams: ios, Dirs: dirs}, func(o *UndoOptions) error { got = o; return nil })
	c.SetArgs([]string{"--to", "3", "--game", "friday"})
	if err := c.Execute(); err != nil {
		t.Fatal(err)
	}
	if got.To != 3 || !got.ToSet || got.GamePath != "friday" || got.IO != ios || got.Dirs != dirs {
		t.Errorf("options = %+v", got)
	}
}

// TestNewCmdRedo reads the flags and arguments into the options through
// runF.
func TestNewCmdRedo(t *testing.T) {
	t.Parallel()
	ios, _, _, _ := cmdutil.TestStreams()
	dirs := store.Dirs{Data: "data"}
	var got *RedoOptions
	c := NewCmdRedo(&cmdutil.Factory{IOStreams: ios, Dirs: dirs}, func(o *RedoOptions) error { got = o; return nil })
	c.SetArgs([]string{"--all"})
	if err := c.Execute(); err != nil {
		t.Fatal(err)
	}
	if !got.All || got.IO != ios || got.Dirs != dirs {
		t.Errorf("options = %+v", got)
	}
}
