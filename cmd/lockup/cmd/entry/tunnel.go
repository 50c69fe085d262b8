package entry

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TunnelOptions are the arguments of `lockup tunnel`.
type TunnelOptions struct {
	IO *cmdutil.IOStreams
	// Lang is the language the entry and what it did are printed in
	// (Factory.Lang).
	Lang terms.Lang
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
	Location rules.Location
	Double   bool
}

// NewCmdTunnel makes lockup tunnel; runF, when not nil, runs instead of its run.
func NewCmdTunnel(f *cmdutil.Factory, runF func(*TunnelOptions) error) *cobra.Command {
	opts := &TunnelOptions{IO: f.IOStreams, Dirs: f.Dirs}
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
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			loc, err := companion.MatchLocation(args[0], rules.FirstSevenLocations...)
			if err != nil {
				return &cmdutil.UsageError{Err: err}
			}
			t, err := rules.ParseTunnel(strings.ToLower(strings.TrimSpace(args[1])))
			if err != nil {
				return &cmdutil.UsageError{Err: fmt.Errorf("the tunnel: %w", err)}
			}
			opts.Location, opts.Double = loc, t == rules.DoubleTunnel
			if runF != nil {
				return runF(opts)
			}
			return tunnelRun(opts)
		},
	}
	cmdutil.GameFlag(cmd, &opts.GamePath)
	return cmd
}

func tunnelRun(opts *TunnelOptions) error {
	l, g, err := cmdutil.OpenGame(opts.IO, opts.Dirs, opts.GamePath)
	defer l.Unlock()
	if err != nil {
		return err
	}
	return cmdutil.RecordAndSay(opts.IO, opts.Lang, opts.Dirs, l, g, &companion.TunnelEntry{Location: opts.Location, Double: opts.Double})
}
