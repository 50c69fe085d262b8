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
