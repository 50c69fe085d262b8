package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// TakeOptions are the arguments of `lockup take`.
type TakeOptions struct {
	Options
	// TakeWords are the words typed: [CREW] RESOURCE.
	companion.TakeWords
}

// NewCmdTake makes lockup take; runF, when not nil, runs instead of its run.
func NewCmdTake(f *cmdutil.Factory, runF func(*TakeOptions) error) *cobra.Command {
	opts := &TakeOptions{}
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
	}
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error { opts.Args = args; return nil }, runF, takeRun)
}

func takeRun(opts *TakeOptions) error { return opts.record(opts.TakeWords.Entry) }
