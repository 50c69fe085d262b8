package cmd

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// takeOptions are the arguments of `lockup take`.
type takeOptions struct {
	IO       *IOStreams
	GamePath string
	Crew     string
	Resource string
}

func newCmdTake(f *Factory, runF func(*takeOptions) error) *cobra.Command {
	opts := &takeOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "take CREW RESOURCE",
		Short: "Record the Commissary's most strength taking a resource cube",
		Long: `take records the Commissary reward of the crew with the most strength there:
one resource cube of its choice from the supply (core rulebook, "Location
Rewards – Commissary", p. 11). The other crews there exchange with lockup
exchange.`,
		Example: `  lockup take Isaac gold`,
		Args:    wantArgs(2, 2, "take CREW RESOURCE"),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Crew, opts.Resource = args[0], args[1]
			if runF != nil {
				return runF(opts)
			}
			return takeRun(opts)
		},
	}
	gameFlag(cmd, &opts.GamePath)
	return cmd
}

func takeRun(opts *takeOptions) error {
	get, err := oneCube(opts.Resource)
	if err != nil {
		return err
	}
	return recordAndSay(opts.IO, opts.GamePath, &companion.RewardChoiceEntry{Crew: opts.Crew, Location: rules.Commissary, Action: companion.RewardTake, Gain: get})
}
