package log

import (
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/store"
)

// TestNewCmdLog reads the flags and arguments into the options through
// runF.
func TestNewCmdLog(t *testing.T) {
	t.Parallel()
	ios, _, _, _ := cmdutil.TestStreams()
	dirs := store.Dirs{Data: "data"}
	var got *Options
	c := NewCmdLog(&cmdutil.Factory{IOStreams: ios, Dirs: dirs}, func(o *Options) error { got = o; return nil })
	c.SetArgs([]string{"--game", "friday", "-o", "json"})
	if err := c.Execute(); err != nil {
		t.Fatal(err)
	}
	if got.GamePath != "friday" || got.Output != "json" || got.IO != ios || got.Dirs != dirs {
		t.Errorf("options = %+v", got)
	}
}
