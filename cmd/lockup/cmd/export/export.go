package export

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/store"
)

// Options are the flags of `lockup export`.
type Options struct {
	IO *cmdutil.IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
}

// NewCmdExport makes lockup export; runF, when not nil, runs instead of exportRun.
func NewCmdExport(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IOStreams, Dirs: f.Dirs}
	cmd := &cobra.Command{
		Use:   "export",
		Short: "Print the current game as a board-state file for lockup score",
		Long: `export prints the board of the current game, at any moment, as the
board-state YAML that lockup score reads (docs/board-state.md): each crew's
reputation, suspicion, power, resources, tomes, items, valuables and goons,
and the first player marker. Valuables and goon types come from the values
the game file recorded when the cards entered play; a value it does not give is
left out and named on standard error, never guessed.`,
		Example: `  lockup export > board.yaml && lockup score board.yaml
  lockup export --game ./friday.jsonl`,
		Args: cmdutil.MaxArgs(0),
		RunE: func(_ *cobra.Command, _ []string) error {
			if runF != nil {
				return runF(opts)
			}
			return exportRun(opts)
		},
	}
	cmdutil.GameFlag(cmd, &opts.GamePath)
	return cmd
}

func exportRun(opts *Options) error {
	g, _, err := cmdutil.ReadGame(opts.IO, opts.Dirs, opts.GamePath)
	if err != nil {
		return err
	}
	bs, unknown := g.BoardState()
	if _, err := opts.IO.Out.Write(input.FormatBoardState(bs)); err != nil {
		return err
	}
	for _, u := range unknown {
		fmt.Fprintf(opts.IO.ErrOut, "lockup: not exported, the game file does not give %s\n", u)
	}
	return nil
}
