package history

import (
	"slices"
	"testing"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// TestNewCmdHistory: lockup history and each subcommand read their words
// and flags into their options through runF, the shared flags (--output,
// --player, --game, --since) into the options they share.
func TestNewCmdHistory(t *testing.T) {
	t.Parallel()
	ios, _, _, _ := cmdutil.TestStreams()
	f := &cmdutil.Factory{IOStreams: ios}
	run := func(t *testing.T, c *cobra.Command, args ...string) {
		t.Helper()
		c.SetArgs(args)
		if err := c.Execute(); err != nil {
			t.Fatal(err)
		}
	}
	t.Run("list", func(t *testing.T) {
		var got *Options
		run(t, NewCmdHistory(f, func(o *Options) error { got = o; return nil }), "--player", "Vera", "--game", "lockup", "--since", "2025-01-01", "-o", "csv")
		if got == nil || got.Player != "Vera" || got.Game != "lockup" || got.Since != "2025-01-01" || got.Output != "csv" || got.IO != ios {
			t.Errorf("options = %+v", got)
		}
	})
	parent := &Options{IO: ios, Output: "json"}
	t.Run("show", func(t *testing.T) {
		var got *ShowOptions
		run(t, newCmdHistoryShow(parent, func(o *ShowOptions) error { got = o; return nil }), "3f2a9c1e")
		if got == nil || got.ID != "3f2a9c1e" || got.Options != parent {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("export", func(t *testing.T) {
		var got *ExportOptions
		run(t, newCmdHistoryExport(parent, func(o *ExportOptions) error { got = o; return nil }), "--format", "csv")
		if got == nil || got.Format != "csv" || !got.FormatSet || got.OutputSet {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("import", func(t *testing.T) {
		var got *ImportOptions
		run(t, newCmdHistoryImport(parent, func(o *ImportOptions) error { got = o; return nil }), "--map-player", "Vee=Vera", "export.json")
		if got == nil || got.File != "export.json" || got.Format != "bgstats" || !slices.Equal(got.MapPlayers, []string{"Vee=Vera"}) {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("bgg-id", func(t *testing.T) {
		var got *BggIDOptions
		run(t, newCmdHistoryBggID(parent, func(o *BggIDOptions) error { got = o; return nil }), "lockup", "12345")
		if got == nil || !slices.Equal(got.Args, []string{"lockup", "12345"}) {
			t.Errorf("options = %+v", got)
		}
	})
	t.Run("plot", func(t *testing.T) {
		var got *PlotOptions
		run(t, newCmdHistoryPlot(parent, func(o *PlotOptions) error { got = o; return nil }), "--svg", "a.svg", "--width", "70")
		if got == nil || got.svg != "a.svg" || got.width != 70 {
			t.Errorf("options = %+v", got)
		}
	})
}
