package cmd

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// exchangeOptions are the arguments of `lockup exchange`.
type exchangeOptions struct {
	IO       *IOStreams
	GamePath string
	Crew     string
	Give     []string
	Get      string
}

func newCmdExchange(f *Factory, runF func(*exchangeOptions) error) *cobra.Command {
	opts := &exchangeOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "exchange CREW --give RESOURCE=N... --get RESOURCE",
		Short: "Record a Commissary exchange in the Lights Out phase",
		Long: `exchange records a crew's Commissary reward below the most strength: the
second most gives any one cube it holds, every other crew there any two, for
one cube of its choice from the supply (core rulebook, "Location Rewards –
Commissary", p. 11). The rules engine checks the count (rules.CheckCommissary).`,
		Example: `  lockup exchange Claire --give scrap=1 --get iron
  lockup exchange Vera --give scrap=1,potions=1 --get gold`,
		Args: wantArgs(1, 1, "exchange CREW --give RESOURCE=N... --get RESOURCE"),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Crew = args[0]
			if runF != nil {
				return runF(opts)
			}
			return exchangeRun(opts)
		},
	}
	cmd.Flags().StringSliceVar(&opts.Give, "give", nil, "the cubes given, RESOURCE=N")
	cmd.Flags().StringVar(&opts.Get, "get", "", "the resource taken from the supply")
	gameFlag(cmd, &opts.GamePath)
	return cmd
}

func exchangeRun(opts *exchangeOptions) error {
	give, err := parseCubes("give", opts.Give)
	if err != nil {
		return err
	}
	get, err := oneCube(opts.Get)
	if err != nil {
		return err
	}
	return recordAndSay(opts.IO, opts.GamePath, &companion.RewardChoiceEntry{Crew: opts.Crew, Location: rules.Commissary, Action: companion.RewardExchange, Gain: get, Spend: give})
}
