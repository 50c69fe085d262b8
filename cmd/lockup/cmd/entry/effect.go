package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// EffectOptions are the arguments of `lockup effect`.
type EffectOptions struct {
	Options
	// EffectWords are the crew typed and the flags answering the icon.
	companion.EffectWords
}

// NewCmdEffect makes lockup effect; runF, when not nil, runs instead of its run.
func NewCmdEffect(f *cmdutil.Factory, runF func(*EffectOptions) error) *cobra.Command {
	opts := &EffectOptions{}
	cmd := &cobra.Command{
		Use:   "effect [CREW] (--target X|--give R --get R|--improve|--decline)",
		Short: "Choose how a waiting special effect icon resolves",
		Long: `effect records the player's choice for the special effect icon waiting first
(core rulebook, "Special Effect Icons"): the opponent that receives a Give
Suspicion cube (--target CREW), or the cubes of an Exchange Resource (--give
and --get), which may also be declined (--decline). With Breakout (Breakout
rulebook, "Special Effect Icons"): an Improve Item pays its one extra cube
for the stars shown (--improve) or is declined (--decline); a Reserve Item
names the item taken from the display (--target ITEM). An Advance Lantern
is answered with lockup lantern (--stay declines it). The crew may be left
out: it is the crew whose icon waits. Other icons resolve by themselves when
the card is recruited or crafted, and so does a Give Suspicion in a
two-crew game, which has one opponent to give to; lockup status shows the
icon waiting.`,
		Example: `  lockup effect --target Claire
  lockup effect Isaac --target Claire
  lockup effect Claire --give gold --get iron
  lockup effect Claire --decline
  lockup effect Claire --improve
  lockup effect Claire --target "Iron Key"`,
		Args: wantArgs(0, 1, "effect [CREW] (--target X|--give R --get R|--improve|--decline)"),
	}
	cmd.Flags().StringVar(&opts.Target, "target", "", "Give Suspicion: the opponent receiving the cube; Reserve Item: the item reserved")
	cmd.Flags().StringVar(&opts.Give, "give", "", "Exchange Resource: the cube given")
	cmd.Flags().StringVar(&opts.Get, "get", "", "Exchange Resource: the cube taken from the supply")
	cmd.Flags().BoolVar(&opts.Improve, "improve", false, "Improve Item: spend the extra cube shown for the stars shown")
	cmd.Flags().BoolVar(&opts.Decline, "decline", false, "Exchange Resource, Improve Item: do not use it")
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error {
		if len(args) == 1 {
			opts.Crew = args[0]
		}
		return nil
	}, runF, effectRun)
}

func effectRun(opts *EffectOptions) error { return opts.record(opts.EffectWords.Entry) }
