package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// PatrolOptions are the flags of `lockup patrol`.
type PatrolOptions struct {
	Options
	// PatrolWords are --deck-empty.
	companion.PatrolWords
}

// NewCmdPatrol makes lockup patrol; runF, when not nil, runs instead of its run.
func NewCmdPatrol(f *cmdutil.Factory, runF func(*PatrolOptions) error) *cobra.Command {
	opts := &PatrolOptions{}
	cmd := &cobra.Command{
		Use:   "patrol",
		Short: "Do the next Patrol step: advance the goons, or add suspicion",
		Long: `patrol records the Patrol phase's steps that need no choice, in the rulebook's
order (core rulebook, "III. Patrol Phase"):

  - after the storage discards (lockup discard) and the item display refill
    (lockup draw item): step 3, the goon at the Chow Hall goes to the discard
    pile and the other goons advance clockwise as far as they can;
  - after the empty goon spaces are refilled (lockup draw goon): step 4,
    suspicion cubes are added at each goon's location and a Bandit's resource
    cube at its location; when the supply is short, a raid comes first ("Raids",
    p. 12). Then the next round's Roll Call begins. With Breakout the next
    legend card must be turned up first (Breakout rulebook, "Patrol Phase":
    lockup legend card NAME at a table; the app turns it up with its decks).

The entry commands make these steps by themselves as soon as the game
reaches them (after the last item or goon card drawn), and print them; lockup
patrol is for a game file left just before one, and for --deck-empty.

--deck-empty says the refill before the step stopped because the item deck (or
the goon deck) ran out: the spaces left stay empty (ruling empty-deck).
After round 6 there is no Patrol phase: the game ends and lockup status shows
the final scoring.`,
		Example: `  lockup patrol
  lockup patrol --deck-empty`,
		Args: cmdutil.MaxArgs(0),
	}
	cmd.Flags().BoolVar(&opts.DeckEmpty, "deck-empty", false, "the deck ran out before the refill was done")
	return leaf(f, cmd, opts, &opts.Options, nil, runF, patrolRun)
}

func patrolRun(opts *PatrolOptions) error { return opts.record(opts.PatrolWords.Entry) }
