package entry

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
)

// LootOptions are the arguments of `lockup loot`.
type LootOptions struct {
	Options
	// Args are the words typed: [CREW] TOKEN.
	Args    []string
	Star    bool
	Changes []string
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

func lootRun(opts *LootOptions) error {
	if opts.Star && len(opts.Changes) > 0 {
		return &cmdutil.UsageError{Err: errors.New("--star and --change: a token kept for one star does nothing else")}
	}
	return opts.recordCards(func(g *companion.Game, cards *cmdutil.CardFiller) (p companion.Payload, err error) {
		var crew, token string
		if len(opts.Args) == 2 {
			if crew, err = g.MatchCrew(opts.Args[0]); err != nil {
				return nil, err
			}
			token = opts.Args[1]
		} else {
			x := g.Expect()
			if x.Kind != companion.ExpectLoot {
				return nil, &cmdutil.UsageError{Err: fmt.Errorf("name the crew: no crew takes a loot token now (%s)", x.Situation())}
			}
			crew, token = x.Crew, opts.Args[0]
		}
		token = strings.TrimSpace(token)
		if token == "" {
			return nil, &cmdutil.UsageError{Err: errors.New("the token: say what it shows, e.g. \"2 gold\"")}
		}
		changes, err := parseChanges(g, opts.Changes)
		if err != nil {
			return nil, err
		}
		// A token the card catalog knows carries its printed values (its icons
		// are then used by the tracker); any other is played at the table.
		e := &companion.LootEntry{Crew: crew, Loot: token, Scored: opts.Star, Changes: changes}
		if cards.Catalog().Has(catalog.LootCard, token) {
			if e.Printed, err = cards.Fill(catalog.LootCard, token, catalog.Card{}); err != nil {
				return nil, err
			}
			e.Loot = e.Printed.Name
		}
		return e, nil
	})
}
