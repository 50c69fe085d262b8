package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// ReserveOptions are the arguments of `lockup reserve`.
type ReserveOptions struct {
	Options
	// Args are the words typed: [CREW] ITEM.
	Args []string
	Pay  []string
}

// NewCmdReserve makes lockup reserve; runF, when not nil, runs instead of its run.
func NewCmdReserve(f *cmdutil.Factory, runF func(*ReserveOptions) error) *cobra.Command {
	opts := &ReserveOptions{}
	cmd := &cobra.Command{
		Use:   "reserve [CREW] ITEM --pay RESOURCE=1",
		Short: "Reserve an item at the Cell Block in the Lights Out phase",
		Long: `reserve records a crew reserving an item from the item display at the Cell
Block, paying any one cube (core rulebook, "Crafting Items – Reserving Items",
p. 14). The item goes face down to the crew; it can craft it at a later Cell
Block. Its space in the display stays empty until the Patrol phase. The crew
may be left out: it is the crew choosing now.`,
		Example: `  lockup reserve Claire Rope --pay potions=1
  lockup reserve rope --pay potions`,
		Args: wantArgs(1, 2, "reserve [CREW] ITEM --pay RESOURCE=1"),
	}
	cmd.Flags().StringSliceVar(&opts.Pay, "pay", nil, "the cubes paid, RESOURCE=N (repeat or separate with commas)")
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error { opts.Args = args; return nil }, runF, reserveRun)
}

func reserveRun(opts *ReserveOptions) error {
	pay, err := cmdutil.ParseCubes("pay", opts.Pay)
	if err != nil {
		return err
	}
	return opts.record(func(g *companion.Game) (companion.Payload, error) {
		crew, cards, err := crewAndCards(g, opts.Args, companion.ActCraft)
		if err != nil {
			return nil, err
		}
		if len(cards) != 1 {
			return nil, &cmdutil.UsageError{Err: errUsage("usage: reserve [CREW] ITEM --pay RESOURCE=1")}
		}
		allowed, what := rewardCards(g, crew, companion.RewardReserve)
		item, err := companion.MatchName(what, cards[0], allowed)
		if err != nil {
			return nil, err
		}
		return &companion.RewardChoiceEntry{Crew: crew, Location: rules.CellBlock, Action: companion.RewardReserve, Spend: pay, Cards: []string{item}}, nil
	})
}
