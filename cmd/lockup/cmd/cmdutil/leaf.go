package cmdutil

import "github.com/spf13/cobra"

// RunLeaf is the RunE of a leaf command of the usual shape (gh's): read,
// when set, copies the arguments (and what else the command line says)
// into the options or refuses them; then runF, when set (tests), or run
// gets the options.
func RunLeaf[T any](opts T, read func(cmd *cobra.Command, args []string) error, runF, run func(T) error) func(*cobra.Command, []string) error {
	return func(cmd *cobra.Command, args []string) error {
		if read != nil {
			if err := read(cmd, args); err != nil {
				return err
			}
		}
		if runF != nil {
			return runF(opts)
		}
		return run(opts)
	}
}

// Leaf gives cmd, a leaf command built with its options opts, the run every
// leaf has (RunLeaf): before, when not nil, takes what the leaf's family
// reads from the command line as a whole (the language, an inherited flag);
// read, when not nil, reads the words typed into opts and may refuse them.
// The entry and cards commands are built so.
func Leaf[O any](cmd *cobra.Command, opts *O, before func(*cobra.Command), read func(args []string) error, runF, run func(*O) error) *cobra.Command {
	cmd.RunE = RunLeaf(opts, func(c *cobra.Command, args []string) error {
		if before != nil {
			before(c)
		}
		if read != nil {
			return read(args)
		}
		return nil
	}, runF, run)
	return cmd
}
