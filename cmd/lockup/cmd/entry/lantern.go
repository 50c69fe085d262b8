package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// LanternOptions are the arguments of `lockup lantern`.
type LanternOptions struct {
	Options
	// LanternWords are the words typed, [CREW] SPACE or [CREW] with
	// --stay, --spend and --loot.
	companion.LanternWords
}

// NewCmdLantern makes lockup lantern; runF, when not nil, runs instead of its run.
func NewCmdLantern(f *cmdutil.Factory, runF func(*LanternOptions) error) *cobra.Command {
	opts := &LanternOptions{}
	cmd := &cobra.Command{
		Use:   "lantern [CREW] SPACE [--spend RESOURCE=N] [--loot]",
		Short: "Record a lantern moving one space in the catacombs (Breakout)",
		Long: `lantern records a crew's lantern marker moving one space forward in the
catacombs, paying the path's cost (Breakout rulebook, "Advancing in the
Catacombs"): from a tunnel location where the crew's seeker lets it advance
(one space a step; a double tunnel gives two), or for an Advance Lantern icon
waiting for it. SPACE is the number printed on the space, tomb or escaped.

With the catacombs map in your card catalog the path and its loot icon are
checked against it; without it, say --loot when the space shows the loot
icon. --stay keeps the lantern where it is at a tunnel (ruling
bo-tunnel-stay); lockup decline CREW gives the reward up instead.

The crew may be left out when the game waits for one crew's lantern.`,
		Example: `  lockup lantern Vera 3 --spend iron=1
  lockup lantern Vera 5 --loot
  lockup lantern Vera --stay`,
		Args: wantArgs(0, 2, "lantern [CREW] SPACE [--spend RESOURCE=N] [--loot], or lantern [CREW] --stay"),
	}
	cmd.Flags().StringArrayVar(&opts.Spend, "spend", nil, "the path's cost, as RESOURCE=N (repeated, or comma-separated)")
	cmd.Flags().BoolVar(&opts.Loot, "loot", false, "the space reached shows the loot icon (read only without the catacombs map)")
	cmd.Flags().BoolVar(&opts.Stay, "stay", false, "keep the lantern where it is at the tunnel (ruling bo-tunnel-stay)")
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error { opts.Args = args; return nil }, runF, lanternRun)
}

func lanternRun(opts *LanternOptions) error { return opts.record(opts.LanternWords.Entry) }
