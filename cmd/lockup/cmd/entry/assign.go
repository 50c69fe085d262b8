package entry

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// AssignOptions are the arguments of `lockup assign`.
type AssignOptions struct {
	Options
	// AssignWords are the words typed: [CREW] LOCATION TOKEN..., and the
	// tokens --face-down and --face-down-token turn face down.
	companion.AssignWords
}

// NewCmdAssign makes lockup assign; runF, when not nil, runs instead of its run.
func NewCmdAssign(f *cmdutil.Factory, runF func(*AssignOptions) error) *cobra.Command {
	opts := &AssignOptions{}
	cmd := &cobra.Command{
		Use:   "assign [CREW] LOCATION TOKEN...",
		Short: "Record a crew assigning tokens to a location (Roll Call)",
		Long: `assign records one Roll Call turn of the current game: a crew assigns one or
more of its tokens (lookout, enforcer, 2, 3, 4, 5) to one location. It is
checked first: whose turn it is (clockwise from the first player, skipping
crews that passed), tokens the crew still holds, a location it has not
assigned to this round, never the Library, and at most two face-down tokens a
round (three with two crews). A refused turn changes nothing and says which
rule refused it (core rulebook, "Roll Call Phase").

The crew may be left out: when the first word is not one of the game's crews,
it is the location, and the crew is the one whose turn it is. Crews, locations
and tokens are read in any case; a location by its slug (chow-hall) or its
printed name ("Chow Hall").

--face-down N marks the last N tokens named as face down (or name them with
--face-down-token). A crew that has no tokens left passes by itself when its
turn comes (core rulebook, "Roll Call Phase – Passing"), and every entry is
printed.`,
		Example: `  lockup assign Vera smithy enforcer 3
  lockup assign smithy enforcer 3            # the crew whose turn it is
  lockup assign Isaac commissary 5 lookout --face-down 1
  lockup assign Claire "chow hall" 4 --face-down-token 4`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 2 {
				return &cmdutil.UsageError{Err: fmt.Errorf("give the location and at least one token, and the crew first if it is not its turn, e.g. lockup assign Vera smithy enforcer 3")}
			}
			return nil
		},
	}
	cmd.Flags().IntVar(&opts.FaceDownN, "face-down", 0, "how many of the tokens named, counted from the last, go face down")
	cmd.Flags().StringArrayVar(&opts.FaceDown, "face-down-token", nil, "a token that goes face down, repeated")
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error {
		opts.Args = args
		if opts.FaceDownN < 0 {
			return &cmdutil.UsageError{Err: fmt.Errorf("--face-down %d: give 0 or more tokens", opts.FaceDownN)}
		}
		return nil
	}, runF, assignRun)
}

func assignRun(opts *AssignOptions) error { return opts.record(opts.AssignWords.Entry) }
