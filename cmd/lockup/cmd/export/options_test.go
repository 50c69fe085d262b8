package export

import (
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
)

// TestNewCmdExport reads the flags and arguments into the options through
// runF.
func TestNewCmdExport(t *testing.T) {
	t.Parallel()
	got, f := cmdtest.Options(t, NewCmdExport, "--game", "friday")
	if got.GamePath != "friday" || got.IO != f.IOStreams || got.Dirs != f.Dirs {
		t.Errorf("options = %+v", got)
	}
}
