package history

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	playhistory "github.com/lockup-companion/lockup/companion/history"
)

// historyExportFormats are the formats of lockup history export.
var historyExportFormats = []string{"bgstats", "csv", "json"}

// ExportOptions are the flags of lockup history export.
type ExportOptions struct {
	*Options
	Format string
	// OutputSet and FormatSet say whether --output and --format were
	// given: --output json|csv stands for --format.
	OutputSet, FormatSet bool
}

// NewCmdHistoryExport makes lockup history export, under the history
// command whose options are parent; runF, when not nil, receives the
// options instead of the run (tests).
func NewCmdHistoryExport(parent *Options, runF func(*ExportOptions) error) *cobra.Command {
	opts := &ExportOptions{Options: parent}
	c := &cobra.Command{
		Use:   "export --format bgstats|csv|json",
		Short: "Write the plays as a BG Stats export, CSV or JSON",
		Long: `Writes the plays (all of them, or those --player, --game and --since keep) to
standard output: --format bgstats as a BG Stats export file (games, players,
plays with playerScores, each game's bggId as lockup history bgg-id keeps it,
0 without one; docs/history.md says what it carries), csv and json in
lockup's own format, every category included (as lockup history --output csv
and json list them).`,
		Example: `  lockup history export --format bgstats > lockup-plays.json
  lockup history export --format csv --game solo > solo.csv`,
		Args: historyArgs(0),
		RunE: cmdutil.RunLeaf(opts, func(cmd *cobra.Command, args []string) error {
			opts.OutputSet, opts.FormatSet = cmd.Flags().Changed("output"), cmd.Flags().Changed("format")
			return nil
		}, runF, exportRun),
	}
	c.Flags().StringVar(&opts.Format, "format", "bgstats", "the file's format: "+strings.Join(historyExportFormats, ", "))
	return c
}

// exportRun writes the plays the flags keep in the format asked.
func exportRun(opts *ExportOptions) error {
	flt, err := opts.filter()
	if err != nil {
		return err
	}
	if err := opts.checkOutput(); err != nil {
		return err
	}
	// --output json|csv, which every history command has, is
	// --format here; "table" is no file format.
	if opts.OutputSet {
		switch {
		case opts.Output == "table":
			return &cmdutil.UsageError{Err: fmt.Errorf("--output table: lockup history export writes a file; give --format %s", strings.Join(historyExportFormats, ", "))}
		case !opts.FormatSet:
			opts.Format = opts.Output
		case opts.Format != opts.Output:
			return &cmdutil.UsageError{Err: fmt.Errorf("--output %s and --format %s: give one of them", opts.Output, opts.Format)}
		}
	}
	switch opts.Format {
	case "bgstats", "csv", "json":
	default:
		return &cmdutil.UsageError{Err: fmt.Errorf("--format %q is not a format; use one of %s", opts.Format, strings.Join(historyExportFormats, ", "))}
	}
	return playhistory.WithDB(opts.Dirs, func(db *playhistory.DB) error {
		if opts.Format == "bgstats" {
			x, err := db.ExportBGStats(flt)
			if err != nil {
				return err
			}
			return cmdutil.WriteJSON(opts.IO.Out, x)
		}
		plays, err := db.Plays(flt)
		if err != nil {
			return err
		}
		o := *opts.Options
		o.Output = opts.Format
		return writePlays(&o, plays)
	})
}

// ImportOptions are the flags and the file of lockup history import.
type ImportOptions struct {
	*Options
	Format string
	// MapPlayers are --map-player's BGSTATS-NAME=NAME.
	MapPlayers []string
	// File is the file read, "-" for standard input.
	File string
}

// NewCmdHistoryImport makes lockup history import, under the history
// command whose options are parent; runF, when not nil, receives the
// options instead of the run (tests).
func NewCmdHistoryImport(parent *Options, runF func(*ImportOptions) error) *cobra.Command {
	opts := &ImportOptions{Options: parent}
	c := &cobra.Command{
		Use:   "import --format bgstats FILE",
		Short: "Add the Lockup and Prison Architect plays of a BG Stats export",
		Long: `Reads a BG Stats export file (FILE, or - for standard input) and adds its
Lockup and Prison Architect plays to the history, in one transaction. A play is
known by its BG Stats UUID: a play the history holds already (imported before,
or exported by lockup) adds nothing. The plays of other games, and those BG
Stats marks as ignored, are passed over. --map-player renames a BG Stats player
to the name the history knows. A file lockup cannot read is refused whole,
naming the field. A game of the file is known by the BoardGameGeek id kept
with lockup history bgg-id, else by its name; an id the file gives a game the
history keeps none for is named on standard error, with the command that keeps
it (the import stores none itself).`,
		Example: `  lockup history import --format bgstats BGStatsExport.json
  lockup history import --format bgstats --map-player "Vee=Vera" export.json`,
		Args: historyArgs(1),
		RunE: cmdutil.RunLeaf(opts, func(cmd *cobra.Command, args []string) error {
			opts.File = args[0]
			return nil
		}, runF, importRun),
	}
	c.Flags().StringVar(&opts.Format, "format", "bgstats", "the file's format: bgstats")
	c.Flags().StringArrayVar(&opts.MapPlayers, "map-player", nil, "rename a BG Stats player, BGSTATS-NAME=NAME (repeat)")
	return c
}

// renames reads --map-player's BGSTATS-NAME=NAME, each name trimmed,
// into the names playhistory.ImportIn takes.
func renames(pairs []string) (map[string]string, error) {
	rename := map[string]string{}
	for _, n := range pairs {
		from, to, ok := strings.Cut(n, "=")
		if !ok || strings.TrimSpace(from) == "" || strings.TrimSpace(to) == "" {
			return nil, &cmdutil.UsageError{Err: fmt.Errorf("--map-player %q: write BGSTATS-NAME=NAME, e.g. Vee=Vera", n)}
		}
		rename[strings.TrimSpace(from)] = strings.TrimSpace(to)
	}
	return rename, nil
}

// importRun adds the plays of a BG Stats export.
func importRun(opts *ImportOptions) error {
	if err := opts.checkOutput(); err != nil {
		return err
	}
	if opts.Format != "bgstats" {
		return &cmdutil.UsageError{Err: fmt.Errorf("--format %q: lockup imports bgstats files only", opts.Format)}
	}
	rename, err := renames(opts.MapPlayers)
	if err != nil {
		return err
	}
	var r io.Reader = opts.IO.In
	if opts.File != "-" {
		f, err := os.Open(opts.File)
		if err != nil {
			return &cmdutil.UsageError{Err: fmt.Errorf("cannot read %s: %w", opts.File, err)}
		}
		defer f.Close()
		r = f
	}
	x, err := playhistory.ReadBGStats(r)
	if err != nil {
		return err
	}
	// The file's ids are the player's own BG Stats data, but lockup
	// keeps only what the player typed: it says how.
	res, added, err := playhistory.ImportIn(opts.Dirs, x, rename, func(n playhistory.BggNote) {
		fmt.Fprintf(opts.IO.ErrOut, "lockup: the file gives %s BoardGameGeek id %d; the history keeps none. To keep it (exports then write it): lockup history bgg-id %s %d\n",
			playhistory.BggGameName(n.Game), n.BggID, n.Game, n.BggID)
	})
	if err != nil {
		return err
	}
	return opts.writeResult(fmt.Sprintf("%d Lockup and Prison Architect plays in the file, %d added to the history (%d there already); %d plays of other games and %d ignored plays passed over.",
		len(res.Plays), added, len(res.Plays)-added, res.Other, res.Ignored),
		"plays", len(res.Plays), "added", added, "present", len(res.Plays)-added, "other_games", res.Other, "ignored", res.Ignored)
}
