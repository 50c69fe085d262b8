package cmd

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// craftOptions are the arguments of `lockup craft`.
type craftOptions struct {
	IO       *IOStreams
	GamePath string
	Crew     string
	Cards    []string
	Pay      []string
	// None records that the crew collects its reward but crafts nothing.
	None bool
}

func newCmdCraft(f *Factory, runF func(*craftOptions) error) *cobra.Command {
	opts := &craftOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "craft CREW ITEM --pay RESOURCE=N... | craft CREW --none",
		Short: "Craft an item at the Cell Block in the Lights Out phase",
		Long: `craft records a crew crafting an item at the Cell Block: an item from the item
display or one the crew reserved, paying its cost (core rulebook, "Crafting
Items", p. 14). The crew scores the item's reputation at once and its special
effect icons resolve (or wait for lockup effect when they need a choice). The
item's reputation, cost, valuables and effects are those the game file recorded
when it entered the item display.

The crews at the Cell Block choose in order of strength rank (core rulebook,
"Location Rewards", p. 11): a crew's craft or reserve is refused until every
crew ranked above it has crafted, reserved, chosen nothing or declined.
--none records a crew that collects its reward but crafts and reserves
nothing: its tokens go home, not to the Library (ruling choose-nothing; to
straggle, use lockup decline).`,
		Example: `  lockup craft Vera Lockpick --pay iron=1,gold=1
  lockup craft Isaac --none`,
		Args: noneArgs(&opts.None, "craft CREW ITEM --pay RESOURCE=N... | craft CREW --none"),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Crew, opts.Cards = args[0], args[1:]
			if runF != nil {
				return runF(opts)
			}
			return craftRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.None, "none", false, "the crew collects its reward but crafts and reserves nothing")
	cmd.Flags().StringSliceVar(&opts.Pay, "pay", nil, "the cubes paid, RESOURCE=N (repeat or separate with commas)")
	gameFlag(cmd, &opts.GamePath)
	return cmd
}

func craftRun(opts *craftOptions) error {
	if opts.None {
		if len(opts.Pay) > 0 {
			return &UsageError{Err: errUsage("--none pays nothing: leave out --pay")}
		}
		return recordAndSay(opts.IO, opts.GamePath, &companion.RewardChoiceEntry{Crew: opts.Crew, Location: rules.CellBlock, Action: companion.RewardNone})
	}
	pay, err := parseCubes("pay", opts.Pay)
	if err != nil {
		return err
	}
	return recordAndSay(opts.IO, opts.GamePath, &companion.RewardChoiceEntry{Crew: opts.Crew, Location: rules.CellBlock, Action: companion.RewardCraft, Spend: pay, Cards: opts.Cards})
}
