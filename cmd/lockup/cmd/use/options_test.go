package use

import (
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
)

// TestNewCmdUse reads the flags and arguments into the options through
// runF.
func TestNewCmdUse(t *testing.T) {
	t.Parallel()
	got, f := cmdtest.Options(t, NewCmdUse, "friday")
	if got.Game != "friday" || got.IO != f.IOStreams || got.Dirs != f.Dirs {
		t.Errorf("options = %+v", got)
	}
}
