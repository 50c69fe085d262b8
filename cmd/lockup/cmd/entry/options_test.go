package entry_test

import (
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/entry"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TestNewCmdOptions: each entry command reads its words and flags into its
// options through runF, with the Factory's streams and folders.
func TestNewCmdOptions(t *testing.T) {
	t.Parallel()
	t.Run("assign", func(t *testing.T) {
		got, f := cmdtest.Options(t, entry.NewCmdAssign, "Vera", "chow", "5", "enforcer", "--face-down", "1", "--game", "friday")
		if !slices.Equal(got.Args, []string{"Vera", "chow", "5", "enforcer"}) || got.FaceDownN != 1 || got.GamePath != "friday" || got.IO != f.IOStreams || got.Dirs != f.Dirs {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("pass", func(t *testing.T) {
		got, _ := cmdtest.Options(t, entry.NewCmdPass, "Vera", "--legend", "3")
		if got.Crew != "Vera" || got.Legend != "3" {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("next", func(t *testing.T) {
		got, _ := cmdtest.Options(t, entry.NewCmdNext, "--none")
		if !got.None {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("exchange", func(t *testing.T) {
		got, _ := cmdtest.Options(t, entry.NewCmdExchange, "Isaac", "--give", "scrap=2", "--get", "gold")
		if got.Crew != "Isaac" || !slices.Equal(got.Give, []string{"scrap=2"}) || got.Get != "gold" {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("recruit", func(t *testing.T) {
		got, _ := cmdtest.Options(t, entry.NewCmdRecruit, "Vera", "Grub", "--pay", "scrap=1")
		if !slices.Equal(got.Args, []string{"Vera", "Grub"}) || !slices.Equal(got.Pay, []string{"scrap=1"}) || got.None {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("craft", func(t *testing.T) {
		got, _ := cmdtest.Options(t, entry.NewCmdCraft, "Isaac", "--none")
		if !slices.Equal(got.Args, []string{"Isaac"}) || !got.None {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("effect", func(t *testing.T) {
		got, _ := cmdtest.Options(t, entry.NewCmdEffect, "Vera", "--give", "iron", "--get", "gold")
		if got.Crew != "Vera" || got.Give != "iron" || got.Get != "gold" || got.Decline || got.Improve {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("patrol", func(t *testing.T) {
		got, _ := cmdtest.Options(t, entry.NewCmdPatrol, "--deck-empty")
		if !got.DeckEmpty {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("tunnel", func(t *testing.T) {
		got, _ := cmdtest.Options(t, entry.NewCmdTunnel, "smithy", "double")
		if got.Location != rules.Smithy || !got.Double {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("shapeshift", func(t *testing.T) {
		got, _ := cmdtest.Options(t, entry.NewCmdShapeshift, "Grub", "Tusk", "Mox", "--keep", "Tusk")
		if !slices.Equal(got.Args, []string{"Grub", "Tusk", "Mox"}) || got.Keep != "Tusk" || got.DeckEmpty {
			t.Errorf("options = %+v", got)
		}
	})
}
