package cmd

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
)

// takeOptions are the arguments of `lockup take`.
type takeOptions struct {
	IO *IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
	// Args are the words typed: [CREW] RESOURCE.
	Args []string
}

func newCmdTake(f *Factory, runF func(*takeOptions) error) *cobra.Command {
	opts := &takeOptions{IO: f.IOStreams, Dirs: f.Dirs}
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
			opts.Args = args
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
	l, g, err := openGame(opts.IO, opts.Dirs, opts.GamePath)
	defer l.Unlock()
	if err != nil {
		return err
	}
	typed, res := "", opts.Args[0]
	if len(opts.Args) == 2 {
		typed, res = opts.Args[0], opts.Args[1]
	}
	get, err := oneCube("resource", res)
	if err != nil {
		return err
	}
	crew, err := crewOr(&g, typed, companion.ActTake)
	if err != nil {
		return err
	}
	return recordAndSay(opts.IO, opts.Dirs, l, g, &companion.RewardChoiceEntry{Crew: crew, Location: rules.Commissary, Action: companion.RewardTake, Gain: get})
}
