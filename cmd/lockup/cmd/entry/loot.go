package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// LootOptions are the arguments of `lockup loot`.
type LootOptions struct {
	Options
	// LootWords are the words typed, [CREW] TOKEN, --star and --change.
	companion.LootWords
}

// NewCmdLoot makes lockup loot; runF, when not nil, runs instead of its run.
func NewCmdLoot(f *cmdutil.Factory, runF func(*LootOptions) error) *cobra.Command {
	opts := &LootOptions{}
	cmd := &cobra.Command{
		Use:   "loot [CREW] TOKEN [--star] [--change CHANGE]...",
		Short: "Record the loot token a crew takes in the catacombs (Breakout)",
		Long: `loot records the loot token a crew takes from the stack of the loot space its
lantern reached: the crew uses it at once, or keeps it face down for one
reputation star (--star) (Breakout rulebook, "Advancing in the Catacombs").
TOKEN is what the token shows, in your words.

What the token did, played at the table, is entered with --change:
  CREW: +N WHAT, -N WHAT... e.g. "Vera: +1 power, -1 gold"

The crew may be left out when the game waits for its loot token.`,
		Example: `  lockup loot Vera "2 gold"
  lockup loot Vera "2 gold" --change "Vera: +2 gold"
  lockup loot "Sacred Robes" --star`,
		Args: wantArgs(1, 2, "loot [CREW] TOKEN [--star] [--change CHANGE]..."),
	}
	cmd.Flags().BoolVar(&opts.Star, "star", false, "keep the token face down for one reputation star instead of using it")
	changeFlag(cmd, &opts.Changes)
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error { opts.Args = args; return nil }, runF, lootRun)
}

// lootRun refuses contradicting flags before the game is opened.
func lootRun(opts *LootOptions) error {
	if err := opts.Check(); err != nil {
		return err
	}
	return opts.recordCards(opts.LootWords.Entry)
}
