package games

import (
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
)

// TestNewCmdGames reads the flags and arguments into the options through
// runF.
func TestNewCmdGames(t *testing.T) {
	t.Parallel()
	got, f := cmdtest.Options(t, NewCmdGames, "--output", "json")
	if got.Output != "json" || got.IO != f.IOStreams || got.Dirs != f.Dirs {
		t.Errorf("options = %+v", got)
	}
}
