package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// ReserveOptions are the arguments of `lockup reserve`.
type ReserveOptions struct {
	IO *cmdutil.IOStreams
	// Lang is the language the entry and what it did are printed in
	// (Factory.Lang).
	Lang terms.Lang
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
	// Args are the words typed: [CREW] ITEM.
	Args []string
	Pay  []string
}

// NewCmdReserve makes lockup reserve; runF, when not nil, runs instead of its run.
func NewCmdReserve(f *cmdutil.Factory, runF func(*ReserveOptions) error) *cobra.Command {
	opts := &ReserveOptions{IO: f.IOStreams, Dirs: f.Dirs}
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
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			opts.Args = args
			if runF != nil {
				return runF(opts)
			}
			return reserveRun(opts)
		},
	}
	cmd.Flags().StringSliceVar(&opts.Pay, "pay", nil, "the cubes paid, RESOURCE=N (repeat or separate with commas)")
	cmdutil.GameFlag(cmd, &opts.GamePath)
	return cmd
}

func reserveRun(opts *ReserveOptions) error {
	pay, err := cmdutil.ParseCubes("pay", opts.Pay)
	if err != nil {
		return err
	}
	l, g, err := cmdutil.OpenGame(opts.IO, opts.Dirs, opts.GamePath)
	defer l.Unlock()
	if err != nil {
		return err
	}
	crew, cards, err := crewAndCards(&g, opts.Args, companion.ActCraft)
	if err != nil {
		return err
	}
	if len(cards) != 1 {
		return &cmdutil.UsageError{Err: errUsage("usage: reserve [CREW] ITEM --pay RESOURCE=1")}
	}
	allowed, what := rewardCards(&g, crew, companion.RewardReserve)
	item, err := companion.MatchName(what, cards[0], allowed)
	if err != nil {
		return err
	}
	return cmdutil.RecordAndSay(opts.IO, opts.Lang, opts.Dirs, l, g, &companion.RewardChoiceEntry{Crew: crew, Location: rules.CellBlock, Action: companion.RewardReserve, Spend: pay, Cards: []string{item}})
}
