package cmd

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
)

// undoOptions are the flags of `lockup undo`.
type undoOptions struct {
	IO       *IOStreams
	GamePath string
}

func newCmdUndo(f *Factory, runF func(*undoOptions) error) *cobra.Command {
	opts := &undoOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "undo",
		Short: "Take back the last entry of the current game",
		Long: `undo takes back the last entry of the current game and says what it was. Run
it again to take back the one before, down to the start of the game. The game
file is rewritten in one step, so it is never left half-changed; the game is
then whatever its remaining entries replay to.`,
		Example: `  lockup undo
  lockup undo --game ./friday.jsonl`,
		Args: maxArgs(0),
		RunE: func(_ *cobra.Command, _ []string) error {
			if runF != nil {
				return runF(opts)
			}
			return undoRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.GamePath, "game", "", "the game file (default: the current game)")
	return cmd
}

func undoRun(opts *undoOptions) error {
	// Undo works even on a game whose replay fails: that is how a bad
	// entry is taken back.
	l, _, err := openLog(opts.IO, opts.GamePath)
	if err != nil {
		return err
	}
	e, err := l.Undo()
	if err != nil {
		return err
	}
	fmt.Fprintln(opts.IO.Out, "Took back "+companion.DescribeEntry(e))
	if l.Len() == 0 {
		fmt.Fprintln(opts.IO.Out, "The game file now holds no entries; start again with lockup new.")
		return nil
	}
	if g, err := companion.Replay(l.Header(), l.Entries()); err == nil {
		fmt.Fprintln(opts.IO.Out, g.Expect().String())
	}
	return nil
}
