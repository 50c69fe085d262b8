package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// ExchangeOptions are the arguments of `lockup exchange`.
type ExchangeOptions struct {
	Options
	// ExchangeWords are the crew typed, --give and --get.
	companion.ExchangeWords
}

// NewCmdExchange makes lockup exchange; runF, when not nil, runs instead of its run.
func NewCmdExchange(f *cmdutil.Factory, runF func(*ExchangeOptions) error) *cobra.Command {
	opts := &ExchangeOptions{}
	cmd := &cobra.Command{
		Use:   "exchange [CREW] --give RESOURCE=N... --get RESOURCE",
		Short: "Record a Commissary exchange in the Lights Out phase",
		Long: `exchange records a crew's Commissary reward below the most strength: the
second most gives any one cube it holds, every other crew there any two, for
one cube of its choice from the supply (core rulebook, "Location Rewards –
Commissary", p. 11). The rules engine checks the count (rules.CheckCommissary).
The crew may be left out when only one crew there may still exchange.`,
		Example: `  lockup exchange Claire --give scrap=1 --get iron
  lockup exchange Vera --give scrap=1,potions=1 --get gold
  lockup exchange --give iron --get gold`,
		Args: wantArgs(0, 1, "exchange [CREW] --give RESOURCE=N... --get RESOURCE"),
	}
	cmd.Flags().StringSliceVar(&opts.Give, "give", nil, "the cubes given, RESOURCE=N")
	cmd.Flags().StringVar(&opts.Get, "get", "", "the resource taken from the supply")
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error {
		if len(args) == 1 {
			opts.Crew = args[0]
		}
		return nil
	}, runF, exchangeRun)
}

// exchangeRun reads the cubes before the game is opened.
func exchangeRun(opts *ExchangeOptions) error {
	if err := opts.Check(); err != nil {
		return err
	}
	return opts.record(opts.ExchangeWords.Entry)
}
