package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TakeOptions are the arguments of `lockup take`.
type TakeOptions struct {
	IO *cmdutil.IOStreams
	// Lang is the language the entry and what it did are printed in
	// (Factory.Lang).
	Lang terms.Lang
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
	// Args are the words typed: [CREW] RESOURCE.
	Args []string
}

// NewCmdTake makes lockup take; runF, when not nil, runs instead of its run.
func NewCmdTake(f *cmdutil.Factory, runF func(*TakeOptions) error) *cobra.Command {
	opts := &TakeOptions{IO: f.IOStreams, Dirs: f.Dirs}
	cmd := &cobra.Command{
		Use:   "take [CREW] RESOURCE",
		Short: "Record the Commissary's most strength taking a resource cube",
		Long: `take records the Commissary reward of the crew with the most strength there:
one resource cube of its choice from the supply (core rulebook, "Location
Rewards – Commissary", p. 11). The crew may be left out: it is the crew with
the most strength at the Commissary. The other crews there exchange with
lockup exchange.`,
		Example: `  lockup take gold
  lockup take Isaac gold`,
		Args: wantArgs(1, 2, "take [CREW] RESOURCE"),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			opts.Args = args
			if runF != nil {
				return runF(opts)
			}
			return takeRun(opts)
		},
	}
	cmdutil.GameFlag(cmd, &opts.GamePath)
	return cmd
}

func takeRun(opts *TakeOptions) error {
	l, g, err := cmdutil.OpenGame(opts.IO, opts.Dirs, opts.GamePath)
	defer l.Unlock()
	if err != nil {
		return err
	}
	typed, res := "", opts.Args[0]
	if len(opts.Args) == 2 {
		typed, res = opts.Args[0], opts.Args[1]
	}
	get, err := cmdutil.OneCube("resource", res)
	if err != nil {
		return err
	}
	crew, err := crewOr(&g, typed, companion.ActTake)
	if err != nil {
		return err
	}
	return cmdutil.RecordAndSay(opts.IO, opts.Lang, opts.Dirs, l, g, &companion.RewardChoiceEntry{Crew: crew, Location: rules.Commissary, Action: companion.RewardTake, Gain: get})
}
