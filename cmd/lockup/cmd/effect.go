package cmd

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// effectOptions are the arguments of `lockup effect`.
type effectOptions struct {
	IO       *IOStreams
	GamePath string
	Crew     string
	Target   string
	Give     string
	Get      string
	Decline  bool
}

func newCmdEffect(f *Factory, runF func(*effectOptions) error) *cobra.Command {
	opts := &effectOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "effect CREW (--target CREW | --give RESOURCE --get RESOURCE | --decline)",
		Short: "Choose how a waiting special effect icon resolves",
		Long: `effect records the player's choice for the special effect icon waiting first
(core rulebook, "Special Effect Icons"): the opponent that receives a Give
Suspicion cube (--target), or the cubes of an Exchange Resource (--give and
--get), which may also be declined (--decline). Other icons resolve by
themselves when the card is recruited or crafted; lockup status shows the
icon waiting.`,
		Example: `  lockup effect Isaac --target Claire
  lockup effect Claire --give gold --get iron
  lockup effect Claire --decline`,
		Args: wantArgs(1, 1, "effect CREW (--target CREW | --give RESOURCE --get RESOURCE | --decline)"),
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Crew = args[0]
			if runF != nil {
				return runF(opts)
			}
			return effectRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Target, "target", "", "Give Suspicion: the opponent receiving the cube")
	cmd.Flags().StringVar(&opts.Give, "give", "", "Exchange Resource: the cube given")
	cmd.Flags().StringVar(&opts.Get, "get", "", "Exchange Resource: the cube taken from the supply")
	cmd.Flags().BoolVar(&opts.Decline, "decline", false, "Exchange Resource: do not exchange")
	gameFlag(cmd, &opts.GamePath)
	return cmd
}

func effectRun(opts *effectOptions) error {
	_, g, err := openGame(opts.IO, opts.GamePath)
	if err != nil {
		return err
	}
	if len(g.Pending) == 0 {
		return &gameRefusal{fmt.Errorf("refused: no special effect icon waits for a choice")}
	}
	p := g.Pending[0]
	e := &companion.EffectChoiceEntry{Crew: opts.Crew, Card: p.Card, Effect: p.Effect.Kind, Target: opts.Target, Declined: opts.Decline}
	if p.Effect.Kind == rules.EffectExchangeResource && !opts.Decline {
		if e.Spend, err = oneCube(opts.Give); err != nil {
			return err
		}
		if e.Gain, err = oneCube(opts.Get); err != nil {
			return err
		}
	}
	return recordAndSay(opts.IO, opts.GamePath, e)
}
