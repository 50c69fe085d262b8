package entry

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// wantArgs counts an entry command's arguments: from min to max (no
// limit when max < 0), else a usage error repeating usage.
func wantArgs(min, max int, usage string) cobra.PositionalArgs {
	return func(_ *cobra.Command, args []string) error {
		if len(args) < min || (max >= 0 && len(args) > max) {
			return &cmdutil.UsageError{Err: fmt.Errorf("usage: %s", usage)}
		}
		return nil
	}
}
