package entry

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// EffectOptions are the arguments of `lockup effect`.
type EffectOptions struct {
	Options
	// Crew is the crew typed; "" for the crew whose icon waits.
	Crew    string
	Target  string
	Give    string
	Get     string
	Decline bool
	// Improve pays the extra cube of an Improve Item icon.
	Improve bool
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

func effectRun(opts *EffectOptions) error {
	return opts.record(func(g *companion.Game) (companion.Payload, error) {
		if len(g.Pending) == 0 {
			return nil, &cmdutil.GameRefusal{Err: fmt.Errorf("refused: no special effect icon waits for a choice. %s", g.Expect())}
		}
		crew, err := crewOr(g, opts.Crew, companion.ActEffect)
		if err != nil {
			return nil, err
		}
		p := g.Pending[0]
		if opts.Improve && opts.Decline {
			return nil, &cmdutil.UsageError{Err: fmt.Errorf("--improve pays the cube, --decline does not: give one of them")}
		}
		e := &companion.EffectChoiceEntry{Crew: crew, Card: p.Card, Effect: p.Effect.Kind, Declined: opts.Decline}
		switch {
		case opts.Target != "" && p.Effect.Kind == rules.EffectReserveItem:
			if e.Target, err = companion.MatchName("an item in the display", opts.Target, g.DisplayItems()); err != nil {
				return nil, err
			}
		case opts.Target != "":
			if e.Target, err = g.MatchCrew(opts.Target); err != nil {
				return nil, err
			}
		}
		if opts.Improve {
			if p.Effect.Kind != rules.EffectImproveItem {
				return nil, &cmdutil.UsageError{Err: fmt.Errorf("--improve answers an Improve Item icon; %s's %s waits (%s)", p.Crew, p.Effect.Kind, g.Expect().Answer())}
			}
			cost, err := rules.ImproveCost(p.Effect)
			if err != nil {
				return nil, err
			}
			e.Spend = cost.Resources
		}
		if p.Effect.Kind == rules.EffectExchangeResource && !opts.Decline {
			if e.Spend, err = cmdutil.OneCube("--give", opts.Give); err != nil {
				return nil, err
			}
			if e.Gain, err = cmdutil.OneCube("--get", opts.Get); err != nil {
				return nil, err
			}
		}
		return e, nil
	})
}
