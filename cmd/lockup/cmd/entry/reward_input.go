package entry

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// The Lights Out commands (recruit, craft, reserve, decline, take,
// exchange, next, tome, effect) share these helpers; reading cubes is
// cmdutil's (ParseCubes), which play shares.

func wantArgs(min, max int, usage string) cobra.PositionalArgs {
	return func(_ *cobra.Command, args []string) error {
		if len(args) < min || (max >= 0 && len(args) > max) {
			return &cmdutil.UsageError{Err: fmt.Errorf("usage: %s", usage)}
		}
		return nil
	}
}

func errUsage(format string, args ...any) error { return fmt.Errorf(format, args...) }
