package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TunnelOptions are the arguments of `lockup tunnel`.
type TunnelOptions struct {
	Options
	Location rules.Location
	Double   bool
}

// NewCmdTunnel makes lockup tunnel; runF, when not nil, runs instead of its run.
func NewCmdTunnel(f *cmdutil.Factory, runF func(*TunnelOptions) error) *cobra.Command {
	opts := &TunnelOptions{}
	cmd := &cobra.Command{
		Use:   "tunnel LOCATION single|double",
		Short: "Record a tunnel marker revealed at setup (Breakout)",
		Long: `tunnel records the tunnel marker laid face up at a location at setup, in a
Breakout game whose decks the table runs (Breakout rulebook, "Expansion
Setup"). The player count sets how many single and double tunnels are laid;
the collapsed ones go back to the box and are not entered. LOCATION is one
of locations 1 to 7 (exercise-yard to cell-block).

With --decks app lockup lays the markers itself from the game's seed
(lockup next).`,
		Example: `  lockup tunnel smithy single
  lockup tunnel "Chow Hall" double`,
		Args: wantArgs(2, 2, "tunnel LOCATION single|double"),
	}
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error {
		e, err := companion.TunnelWords{Location: args[0], Kind: args[1]}.Entry()
		if err != nil {
			return err
		}
		opts.Location, opts.Double = e.Location, e.Double
		return nil
	}, runF, tunnelRun)
}

func tunnelRun(opts *TunnelOptions) error {
	return opts.record(func(*companion.Game) (companion.Payload, error) {
		return &companion.TunnelEntry{Location: opts.Location, Double: opts.Double}, nil
	})
}
