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
	// None records that the crew collects its reward but recruits nothing.
	None bool
}

func newCmdRecruit(f *Factory, runF func(*recruitOptions) error) *cobra.Command {
	opts := &recruitOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "recruit CREW GOON [GOON] --pay RESOURCE=N... | recruit CREW --none",
		Short: "Recruit goons at the Chow Hall in the Lights Out phase",
		Long: `recruit records a crew's Chow Hall reward: the goons it recruits from the goon
spaces, by name, and the cubes it pays (core rulebook, "Location Rewards –
Chow Hall", p. 11). The most strength pays any 1 cube for one goon or any 4
for two; the second most any 1 for one or any 5 for two; every other crew
there any 2 for one. The goon leaves its space (empty until the Patrol phase);
the crew gains its valuables and its special effect icons resolve at once, or
wait for lockup effect when they need a choice. The goon's type, valuables and
effects are those the game file recorded when it entered its goon space.

The crews at the Chow Hall choose in order of strength rank (core rulebook,
"Location Rewards", p. 11): a crew's recruit is refused until every crew
ranked above it has recruited, chosen nothing or declined. --none records a
crew that collects its reward but recruits nothing: its tokens go home, not to
the Library (ruling choose-nothing; to straggle, use lockup decline).`,
		Example: `  lockup recruit Vera Grub --pay scrap=1
  lockup recruit Isaac Grub Tusk --pay scrap=2 --pay iron=3
  lockup recruit Claire --none`,
		Args: noneArgs(&opts.None, "recruit CREW GOON [GOON] --pay RESOURCE=N... | recruit CREW --none"),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Crew, opts.Cards = args[0], args[1:]
			if runF != nil {
				return runF(opts)
			}
			return recruitRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.None, "none", false, "the crew collects its reward but recruits nothing")
	cmd.Flags().StringSliceVar(&opts.Pay, "pay", nil, "the cubes paid, RESOURCE=N (repeat or separate with commas)")
	gameFlag(cmd, &opts.GamePath)
	return cmd
}

func recruitRun(opts *recruitOptions) error {
	if opts.None {
		if len(opts.Pay) > 0 {
			return &UsageError{Err: errUsage("--none pays nothing: leave out --pay")}
		}
		return recordAndSay(opts.IO, opts.GamePath, &companion.RewardChoiceEntry{Crew: opts.Crew, Location: rules.ChowHall, Action: companion.RewardNone})
	}
	pay, err := parseCubes("pay", opts.Pay)
	if err != nil {
		return err
	}
	return recordAndSay(opts.IO, opts.GamePath, &companion.RewardChoiceEntry{Crew: opts.Crew, Location: rules.ChowHall, Action: companion.RewardRecruit, Spend: pay, Cards: opts.Cards})
}
