package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// PassOptions are the arguments of `lockup pass`.
type PassOptions struct {
	Options
	// PassWords are the crew typed and --legend.
	companion.PassWords
}

// NewCmdPass makes lockup pass; runF, when not nil, runs instead of its run.
func NewCmdPass(f *cmdutil.Factory, runF func(*PassOptions) error) *cobra.Command {
	opts := &PassOptions{}
	cmd := &cobra.Command{
		Use:   "pass [CREW]",
		Short: "Record a crew passing in the Roll Call phase",
		Long: `pass records that a crew passes in the Roll Call phase of the current game: it
takes no more turns this round (core rulebook, "Roll Call Phase – Passing").
It must be the crew's turn; without CREW, the crew whose turn it is passes.
A crew with no tokens left passes by itself. When every crew has passed, the
Lights Out phase begins, and the locations nobody is at resolve by
themselves.

With Breakout a crew with one token left lays it face down on the legend
card as it passes; a crew passing with more lays none there, and its tokens
stay home (Breakout rulebook, "Roll Call Phase": no token goes to the legend
card otherwise). The tracker knows the last token and lays it by itself;
--legend may name it, and is refused for a crew with more than one left.`,
		Example: `  lockup pass
  lockup pass Vera
  lockup pass Claire --legend 5
  lockup pass Isaac --game ./friday.jsonl`,
		Args: wantArgs(0, 1, "pass [CREW]"),
	}
	cmd.Flags().StringVar(&opts.Legend, "legend", "", "Breakout: the last `TOKEN`, laid face down on the legend card")
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error {
		if len(args) == 1 {
			opts.Crew = args[0]
		}
		return nil
	}, runF, passRun)
}

func passRun(opts *PassOptions) error { return opts.record(opts.PassWords.Entry) }
