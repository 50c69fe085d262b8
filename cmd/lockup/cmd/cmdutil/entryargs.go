package cmdutil

import (
	"github.com/spf13/cobra"
)

// The --game flag of the entry commands and play (companion's words,
// AssignWords..., read the rest of what they are typed).

// GameFlag gives cmd the --game flag of the commands that read or write
// the current game.
func GameFlag(cmd *cobra.Command, path *string) {
	cmd.Flags().StringVar(path, "game", "", "the game file (default: the current game)")
}
