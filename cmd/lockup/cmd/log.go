package cmd

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/store"
)

// logOptions are the flags of `lockup log`.
type logOptions struct {
	IO *IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
}

func newCmdLog(f *Factory, runF func(*logOptions) error) *cobra.Command {
	opts := &logOptions{IO: f.IOStreams, Dirs: f.Dirs}
	cmd := &cobra.Command{
		Use:   "log",
		Short: "Print the current game's entries in words, with round and phase",
		Long: `log prints every entry of the current game, numbered, in words, each with the
round and phase it belongs to. The game file itself (docs/game-log.md) is one
line of JSON per entry.`,
		Example: `  lockup log
  lockup log --game ./friday.jsonl`,
		Args: maxArgs(0),
		RunE: func(_ *cobra.Command, _ []string) error {
			if runF != nil {
				return runF(opts)
			}
			return logRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.GamePath, "game", "", "the game file (default: the current game)")
	return cmd
}

func logRun(opts *logOptions) error {
	// log only reads: a torn last line is left where it is (a command that
	// writes sets it aside). A game whose replay fails is still listed:
	// that is how a bad entry is found.
	path, err := currentGame(opts.Dirs, opts.GamePath)
	if err != nil {
		return err
	}
	_, entries, report, err := readGameFile(path, path)
	if err != nil {
		return err
	}
	tornNote(opts.IO, report)
	for _, e := range entries {
		fmt.Fprintln(opts.IO.Out, companion.DescribeEntry(e))
	}
	if len(entries) == 0 {
		fmt.Fprintln(opts.IO.Out, "(no entries)")
	}
	return nil
}
