package cmd

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
)

// passOptions are the arguments of `lockup pass`.
type passOptions struct {
	IO       *IOStreams
	GamePath string
	Crew     string
}

func newCmdPass(f *Factory, runF func(*passOptions) error) *cobra.Command {
	opts := &passOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "pass CREW",
		Short: "Record a crew passing in the Roll Call phase",
		Long: `pass records that a crew passes in the Roll Call phase of the current game: it
takes no more turns this round (core rulebook, "Roll Call Phase – Passing").
It must be the crew's turn. When every crew has passed, the Lights Out phase
begins.`,
		Example: `  lockup pass Vera
  lockup pass Isaac --game ./friday.jsonl`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return &UsageError{Err: fmt.Errorf("give the crew that passes, e.g. lockup pass Vera")}
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Crew = args[0]
			if runF != nil {
				return runF(opts)
			}
			return passRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.GamePath, "game", "", "the game file (default: the current game)")
	return cmd
}

func passRun(opts *passOptions) error {
	l, g, err := openGame(opts.IO, opts.GamePath)
	if err != nil {
		return err
	}
	g, e, err := record(l, g, &companion.PassEntry{Crew: opts.Crew})
	if err != nil {
		return err
	}
	fmt.Fprintln(opts.IO.Out, companion.DescribeEntry(e))
	fmt.Fprintln(opts.IO.Out, g.Expect().String())
	return nil
}
