package cmd

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// recruitOptions are the arguments of `lockup recruit`.
type recruitOptions struct {
	IO       *IOStreams
	GamePath string
	Crew     string
	Cards    []string
	Pay      []string
}

func newCmdRecruit(f *Factory, runF func(*recruitOptions) error) *cobra.Command {
	opts := &recruitOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "recruit CREW GOON [GOON] --pay RESOURCE=N...",
		Short: "Recruit goons at the Chow Hall in the Lights Out phase",
		Long: `recruit records a crew's Chow Hall reward: the goons it recruits from the goon
spaces, by name, and the cubes it pays (core rulebook, "Location Rewards –
Chow Hall", p. 11). The most strength pays any 1 cube for one goon or any 4
for two; the second most any 1 for one or any 5 for two; every other crew
there any 2 for one. The goon leaves its space (empty until the Patrol phase);
the crew gains its valuables and its special effect icons resolve at once, or
wait for lockup effect when they need a choice. The goon's type, valuables and
effects are those the game file recorded when it entered its goon space.`,
		Example: `  lockup recruit Vera Grub --pay scrap=1
  lockup recruit Isaac Grub Tusk --pay scrap=2 --pay iron=3`,
		Args: wantArgs(2, 3, "recruit CREW GOON [GOON] --pay RESOURCE=N..."),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Crew, opts.Cards = args[0], args[1:]
			if runF != nil {
				return runF(opts)
			}
			return recruitRun(opts)
		},
	}
	cmd.Flags().StringSliceVar(&opts.Pay, "pay", nil, "the cubes paid, RESOURCE=N (repeat or separate with commas)")
	gameFlag(cmd, &opts.GamePath)
	return cmd
}

func recruitRun(opts *recruitOptions) error {
	pay, err := parseCubes("pay", opts.Pay)
	if err != nil {
		return err
	}
	return recordAndSay(opts.IO, opts.GamePath, &companion.RewardChoiceEntry{Crew: opts.Crew, Location: rules.ChowHall, Action: companion.RewardRecruit, Spend: pay, Cards: opts.Cards})
}
