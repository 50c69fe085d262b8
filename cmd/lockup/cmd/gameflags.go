package cmd

import (
	"github.com/spf13/cobra"
)

// gameFlagUsage is the help of every --game flag but new's.
const gameFlagUsage = "a game's name or file (default: the current game)"

// describeGameFlags gives every --game flag of the tree but new's (which
// names the file to create) the help that says it takes a name or a path.
func describeGameFlags(root *cobra.Command) {
	for _, c := range root.Commands() {
		if f := c.Flags().Lookup("game"); f != nil && c.Name() != "new" {
			f.Usage = gameFlagUsage
		}
		describeGameFlags(c)
	}
}

// gameRefusal is an entry the rules refuse: it exits with code 2. (A
// game that cannot be opened is a cmdutil.GameRefusal.)
type gameRefusal struct{ err error }

func (e *gameRefusal) Error() string  { return e.err.Error() }
func (e *gameRefusal) Unwrap() error  { return e.err }
func (e *gameRefusal) BadInput() bool { return true }
