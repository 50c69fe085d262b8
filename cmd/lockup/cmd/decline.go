package cmd

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// declineOptions are the arguments of `lockup decline`.
type declineOptions struct {
	IO       *IOStreams
	GamePath string
	Crew     string
	Location string
}

func newCmdDecline(f *Factory, runF func(*declineOptions) error) *cobra.Command {
	opts := &declineOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "decline CREW LOCATION",
		Short: "Record a crew declining its reward at a location",
		Long: `decline records that a crew declines its reward at the location the Lights
Out phase is resolving: its tokens join the stragglers that move to the
Library, and the rewards of the crews below it do not change (core rulebook,
"Move Stragglers to the Library", note). Enter it before lockup next resolves
the location.`,
		Example: `  lockup decline Claire commissary
  lockup decline Vera sewers --game ./friday.jsonl`,
		Args: wantArgs(2, 2, "decline CREW LOCATION"),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Crew, opts.Location = args[0], args[1]
			if runF != nil {
				return runF(opts)
			}
			return declineRun(opts)
		},
	}
	gameFlag(cmd, &opts.GamePath)
	return cmd
}

func declineRun(opts *declineOptions) error {
	loc, err := rules.ParseLocation(opts.Location)
	if err != nil {
		return &UsageError{Err: err}
	}
	return recordAndSay(opts.IO, opts.GamePath, &companion.RewardChoiceEntry{Crew: opts.Crew, Location: loc, Action: companion.RewardDecline})
}
