package verify

import (
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
)

// TestNewCmdVerify reads the flags and arguments into the options through
// runF.
func TestNewCmdVerify(t *testing.T) {
	t.Parallel()
	got, f := cmdtest.Options(t, NewCmdVerify, "--game", "friday", "--accept")
	if got.GamePath != "friday" || !got.Accept || got.IO != f.IOStreams || got.Dirs != f.Dirs {
		t.Errorf("options = %+v", got)
	}
}
