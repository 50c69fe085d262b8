package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// DeclineOptions are the arguments of `lockup decline`.
type DeclineOptions struct {
	Options
	// DeclineWords are the words typed: [CREW] [LOCATION].
	companion.DeclineWords
}

// NewCmdDecline makes lockup decline; runF, when not nil, runs instead of its run.
func NewCmdDecline(f *cmdutil.Factory, runF func(*DeclineOptions) error) *cobra.Command {
	opts := &DeclineOptions{}
	cmd := &cobra.Command{
		Use:   "decline [CREW] [LOCATION]",
		Short: "Record a crew declining its reward at a location",
		Long: `decline records that a crew declines its reward at the location the Lights
Out phase is resolving: its tokens join the stragglers that move to the
Library, and the rewards of the crews below it do not change (core rulebook,
"Move Stragglers to the Library", note). Enter it before lockup next resolves
the location.

The location may be left out (it is the one being resolved), and the crew
too when only one crew there has a reward left to decline.`,
		Example: `  lockup decline Claire
  lockup decline Claire commissary
  lockup decline Vera sewers --game ./friday.jsonl`,
		Args: wantArgs(0, 2, "decline [CREW] [LOCATION]"),
	}
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error { opts.Args = args; return nil }, runF, declineRun)
}

func declineRun(opts *DeclineOptions) error { return opts.record(opts.DeclineWords.Entry) }
