package entry

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// PassOptions are the arguments of `lockup pass`.
type PassOptions struct {
	IO *cmdutil.IOStreams
	// Lang is the language the entry and what it did are printed in
	// (Factory.Lang).
	Lang terms.Lang
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
	// Crew is the crew typed; "" for the crew whose turn it is.
	Crew string
	// Legend is the token laid face down on the legend card (Breakout).
	Legend string
}

// NewCmdPass makes lockup pass; runF, when not nil, runs instead of its run.
func NewCmdPass(f *cmdutil.Factory, runF func(*PassOptions) error) *cobra.Command {
	opts := &PassOptions{IO: f.IOStreams, Dirs: f.Dirs}
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
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			if len(args) == 1 {
				opts.Crew = args[0]
			}
			if runF != nil {
				return runF(opts)
			}
			return passRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Legend, "legend", "", "Breakout: the last `TOKEN`, laid face down on the legend card")
	cmdutil.GameFlag(cmd, &opts.GamePath)
	return cmd
}

func passRun(opts *PassOptions) error {
	l, g, err := cmdutil.OpenGame(opts.IO, opts.Dirs, opts.GamePath)
	defer l.Unlock()
	if err != nil {
		return err
	}
	crew, err := crewOr(&g, opts.Crew, companion.ActTurn)
	if err != nil {
		return err
	}
	return cmdutil.RecordAndSay(opts.IO, opts.Lang, opts.Dirs, l, g, &companion.PassEntry{Crew: crew, LegendToken: strings.TrimSpace(opts.Legend)})
}
