package cmd

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// assignOptions are the arguments of `lockup assign`.
type assignOptions struct {
	IO       *IOStreams
	GamePath string
	Crew     string
	Location string
	Tokens   []string
	FaceDown []string
}

func newCmdAssign(f *Factory, runF func(*assignOptions) error) *cobra.Command {
	opts := &assignOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "assign CREW LOCATION TOKEN...",
		Short: "Record a crew assigning tokens to a location in the Roll Call phase",
		Long: `assign records one Roll Call turn of the current game: a crew assigns one or
more of its tokens (lookout, enforcer, 2, 3, 4, 5) to one location. It is
checked first: whose turn it is (clockwise from the first player, skipping
crews that passed), tokens the crew still holds, a location it has not
assigned to this round, never the Library, and at most two face-down tokens a
round (three with two crews). A refused turn changes nothing and says which
rule refused it (core rulebook, "Roll Call Phase").

--face-down N marks the last N tokens named as face down (or name them with
--face-down-token).`,
		Example: `  lockup assign Vera smithy enforcer 3
  lockup assign Isaac commissary 5 lookout --face-down 1
  lockup assign Claire chow-hall 4 --face-down-token 4`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 3 {
				return &UsageError{Err: fmt.Errorf("give the crew, the location and at least one token, e.g. lockup assign Vera smithy enforcer 3")}
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			opts.Crew, opts.Location, opts.Tokens = args[0], args[1], args[2:]
			n, _ := c.Flags().GetInt("face-down")
			if n < 0 || n > len(opts.Tokens) {
				return &UsageError{Err: fmt.Errorf("--face-down %d: give 0 to %d, the number of tokens named", n, len(opts.Tokens))}
			}
			opts.FaceDown = append(opts.FaceDown, opts.Tokens[len(opts.Tokens)-n:]...)
			if runF != nil {
				return runF(opts)
			}
			return assignRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.GamePath, "game", "", "the game file (default: the current game)")
	cmd.Flags().Int("face-down", 0, "how many of the tokens named, counted from the last, go face down")
	cmd.Flags().StringArrayVar(&opts.FaceDown, "face-down-token", nil, "a token that goes face down, repeated")
	return cmd
}

func assignRun(opts *assignOptions) error {
	loc, err := rules.ParseLocation(opts.Location)
	if err != nil {
		return &UsageError{Err: fmt.Errorf("%v (allowed: exercise-yard, sewers, infirmary, smithy, commissary, chow-hall, cell-block)", err)}
	}
	l, g, err := openGame(opts.IO, opts.GamePath)
	if err != nil {
		return err
	}
	g, e, err := record(l, g, &companion.AssignEntry{Crew: opts.Crew, Location: loc, Tokens: opts.Tokens, FaceDown: dedupe(opts.FaceDown)})
	if err != nil {
		return err
	}
	fmt.Fprintln(opts.IO.Out, companion.DescribeEntry(e))
	fmt.Fprintln(opts.IO.Out, g.Expect().String())
	return nil
}

func dedupe(s []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, x := range s {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}
