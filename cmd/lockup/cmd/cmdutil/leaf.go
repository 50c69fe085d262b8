package cmdutil

import "github.com/spf13/cobra"

// Leaf gives cmd, a leaf command built with its options opts, the run every
// leaf has (gh's NewCmdX(f, runF)): before, when not nil, takes what the
// leaf's family reads from the command line as a whole (the language, an
// inherited flag); read, when not nil, reads the words typed into opts and
// may refuse them; then runF runs when not nil (tests read the options
// through it), else run. The entry and cards commands are built so.
func Leaf[O any](cmd *cobra.Command, opts *O, before func(*cobra.Command), read func(args []string) error, runF, run func(*O) error) *cobra.Command {
	cmd.RunE = func(c *cobra.Command, args []string) error {
		if before != nil {
			before(c)
		}
		if read != nil {
			if err := read(args); err != nil {
				return err
			}
		}
		if runF != nil {
			return runF(opts)
		}
		return run(opts)
	}
	return cmd
}
