package cmd

import (
	"slices"
	"testing"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/entry"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/export"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/games"
	historycmd "github.com/lockup-companion/lockup/cmd/lockup/cmd/history"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
	logcmd "github.com/lockup-companion/lockup/cmd/lockup/cmd/log"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/undo"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/use"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/verify"
	"github.com/lockup-companion/lockup/companion/rules"
)

// The leaf commands' options tests, as gh writes them (newCmdX(f, runF)):
// each command reads its words and flags into its options through runF,
// with the Factory's streams and folders. Those of cards, resolve, rules,
// score and terms sit beside their commands' other tests.

// TestNewCmdEntries: each entry command reads its words and flags into its
// options through runF, with the Factory's streams and folders.
func TestNewCmdEntries(t *testing.T) {
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

// TestNewCmdExport reads the flags and arguments into the options through
// runF.
func TestNewCmdExport(t *testing.T) {
	t.Parallel()
	got, f := cmdtest.Options(t, export.NewCmdExport, "--game", "friday")
	if got.GamePath != "friday" || got.IO != f.IOStreams || got.Dirs != f.Dirs {
		t.Errorf("options = %+v", got)
	}
}

// TestNewCmdGames reads the flags and arguments into the options through
// runF.
func TestNewCmdGames(t *testing.T) {
	t.Parallel()
	got, f := cmdtest.Options(t, games.NewCmdGames, "--output", "json")
	if got.Output != "json" || got.IO != f.IOStreams || got.Dirs != f.Dirs {
		t.Errorf("options = %+v", got)
	}
}

// TestNewCmdLog reads the flags and arguments into the options through
// runF.
func TestNewCmdLog(t *testing.T) {
	t.Parallel()
	got, f := cmdtest.Options(t, logcmd.NewCmdLog, "--game", "friday", "-o", "json")
	if got.GamePath != "friday" || got.Output != "json" || got.IO != f.IOStreams || got.Dirs != f.Dirs {
		t.Errorf("options = %+v", got)
	}
}

// TestNewCmdUndo reads the flags and arguments into the options through
// runF.
func TestNewCmdUndo(t *testing.T) {
	t.Parallel()
	got, f := cmdtest.Options(t, undo.NewCmdUndo, "--to", "3", "--game", "friday")
	if got.To != 3 || !got.ToSet || got.GamePath != "friday" || got.IO != f.IOStreams || got.Dirs != f.Dirs {
		t.Errorf("options = %+v", got)
	}
}

// TestNewCmdRedo reads the flags and arguments into the options through
// runF.
func TestNewCmdRedo(t *testing.T) {
	t.Parallel()
	got, f := cmdtest.Options(t, undo.NewCmdRedo, "--all")
	if !got.All || got.IO != f.IOStreams || got.Dirs != f.Dirs {
		t.Errorf("options = %+v", got)
	}
}

// TestNewCmdUse reads the flags and arguments into the options through
// runF.
func TestNewCmdUse(t *testing.T) {
	t.Parallel()
	got, f := cmdtest.Options(t, use.NewCmdUse, "friday")
	if got.Game != "friday" || got.IO != f.IOStreams || got.Dirs != f.Dirs {
		t.Errorf("options = %+v", got)
	}
}

// TestNewCmdVerify reads the flags and arguments into the options through
// runF.
func TestNewCmdVerify(t *testing.T) {
	t.Parallel()
	got, f := cmdtest.Options(t, verify.NewCmdVerify, "--game", "friday", "--accept")
	if got.GamePath != "friday" || !got.Accept || got.IO != f.IOStreams || got.Dirs != f.Dirs {
		t.Errorf("options = %+v", got)
	}
}

// TestNewCmdHistory: lockup history and each subcommand read their words
// and flags into their options through runF, the shared flags (--output,
// --player, --game, --since) into the options they share.
func TestNewCmdHistory(t *testing.T) {
	t.Parallel()
	ios, _, _, _ := cmdutil.TestStreams()
	f := &cmdutil.Factory{IOStreams: ios}
	execute := func(t *testing.T, c *cobra.Command, args ...string) {
		t.Helper()
		c.SetArgs(args)
		if err := c.Execute(); err != nil {
			t.Fatal(err)
		}
	}
	t.Run("list", func(t *testing.T) {
		var got *historycmd.Options
		execute(t, historycmd.NewCmdHistory(f, func(o *historycmd.Options) error { got = o; return nil }), "--player", "Vera", "--game", "lockup", "--since", "2025-01-01", "-o", "csv")
		if got == nil || got.Player != "Vera" || got.Game != "lockup" || got.Since != "2025-01-01" || got.Output != "csv" || got.IO != ios {
			t.Errorf("options = %+v", got)
		}
	})
	parent := &historycmd.Options{IO: ios, Output: "json"}
	t.Run("show", func(t *testing.T) {
		var got *historycmd.ShowOptions
		execute(t, historycmd.NewCmdHistoryShow(parent, func(o *historycmd.ShowOptions) error { got = o; return nil }), "3f2a9c1e")
		if got == nil || got.ID != "3f2a9c1e" || got.Options != parent {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("export", func(t *testing.T) {
		var got *historycmd.ExportOptions
		execute(t, historycmd.NewCmdHistoryExport(parent, func(o *historycmd.ExportOptions) error { got = o; return nil }), "--format", "csv")
		if got == nil || got.Format != "csv" || !got.FormatSet || got.OutputSet {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("import", func(t *testing.T) {
		var got *historycmd.ImportOptions
		execute(t, historycmd.NewCmdHistoryImport(parent, func(o *historycmd.ImportOptions) error { got = o; return nil }), "--map-player", "Vee=Vera", "export.json")
		if got == nil || got.File != "export.json" || got.Format != "bgstats" || !slices.Equal(got.MapPlayers, []string{"Vee=Vera"}) {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("bgg-id", func(t *testing.T) {
		var got *historycmd.BggIDOptions
		execute(t, historycmd.NewCmdHistoryBggID(parent, func(o *historycmd.BggIDOptions) error { got = o; return nil }), "lockup", "12345")
		if got == nil || !slices.Equal(got.Args, []string{"lockup", "12345"}) {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("plot", func(t *testing.T) {
		var got *historycmd.PlotOptions
		execute(t, historycmd.NewCmdHistoryPlot(parent, func(o *historycmd.PlotOptions) error { got = o; return nil }), "--svg", "a.svg", "--width", "70")
		if got == nil || got.SVG != "a.svg" || got.Width != 70 {
			t.Errorf("options = %+v", got)
		}
	})
}
