package export

import (
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/store"
)

// TestNewCmdExport reads the flags and arguments into the options through
// runF.
func TestNewCmdExport(t *testing.T) {
	t.Parallel()
	ios, _, _, _ := cmdutil.TestStreams()
	dirs := store.Dirs{Data: "data"}
	var got *Options
	c := NewCmdExport(&cmdutil.Factory{IOStreams: ios, Dirs: dirs}, func(o *Options) error { got = o; return nil })
	c.SetArgs([]string{"--game", "friday"})
	if err := c.Execute(); err != nil {
		t.Fatal(err)
	}
	if got.GamePath != "friday" || got.IO != ios || got.Dirs != dirs {
		t.Errorf("options = %+v", got)
	}
}
