package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// NextOptions are the arguments of `lockup next`.
type NextOptions struct {
	Options
	// NextWords are --none.
	companion.NextWords
}

// NewCmdNext makes lockup next; runF, when not nil, runs instead of its run.
func NewCmdNext(f *cmdutil.Factory, runF func(*NextOptions) error) *cobra.Command {
	opts := &NextOptions{}
	cmd := &cobra.Command{
		Use:   "next",
		Short: "Resolve the next location, or make what needs no choice",
		Long: `next records that the table is done with the location the Lights Out phase
is at: the rules engine ranks the crews there and hands out the suspicion
cubes, the fixed rewards, the first player marker and the stragglers (core
rulebook, "Lights Out Phase"), and prints who gained what. Enter declines
(lockup decline) and the choices of the Commissary, Chow Hall and Cell Block
first: next never chooses for a crew. While a crew there can still take,
exchange, recruit, craft or reserve, next is refused, naming each crew still
choosing and its commands. With --none it records that each of them takes
nothing (and, having collected no reward, straggles to the Library), then
resolves the location. A crew that cannot pay for any choice takes nothing
and straggles when the location resolves. The locations after it where no
crew has a reward left to choose (nobody there, or every crew has chosen or
declined) resolve by themselves: their suspicion and Bandit cubes stay when
nobody is there. (lockup resolve is the standalone Lights Out calculator for
a whole board, not this.)

In a solitary game next also makes what the guards do without a choice: the
guard cards dealt at the start of the Roll Call phase, the cards the app
draws and turns up, and the guards' rewards by their own rules, each with
its reasons.`,
		Example: `  lockup next
  lockup next --none
  lockup next --game ./friday.jsonl`,
		Args: wantArgs(0, 0, "next"),
	}
	cmd.Flags().BoolVar(&opts.None, "none", false, "every crew still choosing at the location takes nothing (its tokens straggle to the Library)")
	return leaf(f, cmd, opts, &opts.Options, nil, runF, nextRun)
}

func nextRun(opts *NextOptions) error {
	l, g, err := cmdutil.OpenGame(opts.IO, opts.Dirs, opts.GamePath)
	defer l.Unlock()
	if err != nil {
		return err
	}
	p, err := opts.Entry(&g)
	if err != nil {
		return err
	}
	if !opts.None {
		return cmdutil.RecordAndSay(opts.IO, opts.Lang, opts.RecordIfEnded, l, g, p)
	}
	// --none: each crew still choosing takes nothing, the guards' entry
	// comes in its turn, until the location resolves.
	loc := g.LightsOut.Next
	for {
		rep, err := cmdutil.RecordReport(opts.RecordIfEnded, l, g, p)
		if err != nil {
			return err
		}
		if _, done := p.(*companion.ResolveEntry); done || rep.After.Phase != companion.PhaseLightsOut || rep.After.LightsOut.Next != loc {
			return cmdutil.Say(opts.IO, opts.Lang, l, rep)
		}
		rep.Lang = opts.Lang
		cmdutil.PrintReport(opts.IO, rep)
		g = rep.After
		var ok bool
		if p, ok, err = g.NextStep(true); err != nil || !ok {
			cmdutil.PrintLine(opts.IO, g.Expect().StringIn(opts.Lang), "", "  ")
			return nil
		}
	}
}
