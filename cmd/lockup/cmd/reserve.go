package cmd

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// reserveOptions are the arguments of `lockup reserve`.
type reserveOptions struct {
	IO       *IOStreams
	GamePath string
	Crew     string
	Cards    []string
	Pay      []string
}

func newCmdReserve(f *Factory, runF func(*reserveOptions) error) *cobra.Command {
	opts := &reserveOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "reserve CREW ITEM --pay RESOURCE=1",
		Short: "Reserve an item at the Cell Block in the Lights Out phase",
		Long: `reserve records a crew reserving an item from the item display at the Cell
Block, paying any one cube (core rulebook, "Crafting Items – Reserving Items",
p. 14). The item goes face down to the crew; it can craft it at a later Cell
Block. Its space in the display stays empty until the Patrol phase.`,
		Example: `  lockup reserve Claire Rope --pay potions=1`,
		Args:    wantArgs(2, 2, "reserve CREW ITEM --pay RESOURCE=1"),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Crew, opts.Cards = args[0], args[1:]
			if runF != nil {
				return runF(opts)
			}
			return reserveRun(opts)
		},
	}
	cmd.Flags().StringSliceVar(&opts.Pay, "pay", nil, "the cubes paid, RESOURCE=N (repeat or separate with commas)")
	gameFlag(cmd, &opts.GamePath)
	return cmd
}

func reserveRun(opts *reserveOptions) error {
	pay, err := parseCubes("pay", opts.Pay)
	if err != nil {
		return err
	}
	return recordAndSay(opts.IO, opts.GamePath, &companion.RewardChoiceEntry{Crew: opts.Crew, Location: rules.CellBlock, Action: companion.RewardReserve, Spend: pay, Cards: opts.Cards})
}
