package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// ReserveOptions are the arguments of `lockup reserve`.
type ReserveOptions struct {
	Options
	// ReserveWords are the words typed, [CREW] ITEM, and --pay.
	companion.ReserveWords
}

// NewCmdReserve makes lockup reserve; runF, when not nil, runs instead of its run.
func NewCmdReserve(f *cmdutil.Factory, runF func(*ReserveOptions) error) *cobra.Command {
	const use = "reserve [CREW] ITEM --pay RESOURCE=1"
	opts := &ReserveOptions{ReserveWords: companion.ReserveWords{Usage: use}}
	cmd := &cobra.Command{
		Use:   use,
		Short: "Reserve an item at the Cell Block in the Lights Out phase",
		Long: `reserve records a crew reserving an item from the item display at the Cell
Block, paying any one cube (core rulebook, "Crafting Items – Reserving Items",
p. 14). The item goes face down to the crew; it can craft it at a later Cell
Block. Its space in the display stays empty until the Patrol phase. The crew
may be left out: it is the crew choosing now.`,
		Example: `  lockup reserve Claire Rope --pay potions=1
  lockup reserve rope --pay potions`,
		Args: wantArgs(1, 2, use),
	}
	cmd.Flags().StringSliceVar(&opts.Pay, "pay", nil, "the cubes paid, RESOURCE=N (repeat or separate with commas)")
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error { opts.Args = args; return nil }, runF, reserveRun)
}

// reserveRun reads the cubes paid before the game is opened.
func reserveRun(opts *ReserveOptions) error {
	if err := opts.Check(); err != nil {
		return err
	}
	return opts.record(opts.ReserveWords.Entry)
}
