package entry

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// LootOptions are the arguments of `lockup loot`.
type LootOptions struct {
	IO *cmdutil.IOStreams
	// Lang is the language the entry and what it did are printed in
	// (Factory.Lang).
	Lang terms.Lang
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
	// Args are the words typed: [CREW] TOKEN.
	Args    []string
	Star    bool
	Changes []string
}

// NewCmdLoot makes lockup loot; runF, when not nil, runs instead of its run.
func NewCmdLoot(f *cmdutil.Factory, runF func(*LootOptions) error) *cobra.Command {
	opts := &LootOptions{IO: f.IOStreams, Dirs: f.Dirs}
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
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			opts.Args = args
			if runF != nil {
				return runF(opts)
			}
			return lootRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.Star, "star", false, "keep the token face down for one reputation star instead of using it")
	changeFlag(cmd, &opts.Changes)
	cmdutil.GameFlag(cmd, &opts.GamePath)
	return cmd
}

func lootRun(opts *LootOptions) error {
	if opts.Star && len(opts.Changes) > 0 {
		return &cmdutil.UsageError{Err: errors.New("--star and --change: a token kept for one star does nothing else")}
	}
	l, g, err := cmdutil.OpenGame(opts.IO, opts.Dirs, opts.GamePath)
	defer l.Unlock()
	if err != nil {
		return err
	}
	var crew, token string
	if len(opts.Args) == 2 {
		if crew, err = g.MatchCrew(opts.Args[0]); err != nil {
			return err
		}
		token = opts.Args[1]
	} else {
		x := g.Expect()
		if x.Kind != companion.ExpectLoot {
			return &cmdutil.UsageError{Err: fmt.Errorf("name the crew: no crew takes a loot token now (%s)", x.Situation())}
		}
		crew, token = x.Crew, opts.Args[0]
	}
	token = strings.TrimSpace(token)
	if token == "" {
		return &cmdutil.UsageError{Err: errors.New("the token: say what it shows, e.g. \"2 gold\"")}
	}
	changes, err := parseChanges(&g, opts.Changes)
	if err != nil {
		return err
	}
	// A token the card catalog knows carries its printed values (its icons
	// are then used by the tracker); any other is played at the table.
	cards, err := cmdutil.NewCardFiller(opts.Dirs, g.Breakout != nil)
	if err != nil {
		return err
	}
	e := &companion.LootEntry{Crew: crew, Loot: token, Scored: opts.Star, Changes: changes}
	if cards.Catalog().Has(catalog.LootCard, token) {
		if e.Printed, err = cards.Fill(catalog.LootCard, token, catalog.Card{}); err != nil {
			return err
		}
		e.Loot = e.Printed.Name
	}
	rep, err := cmdutil.RecordReport(opts.IO, opts.Dirs, l, g, e)
	if err != nil {
		return err
	}
	if err := cards.Save(); err != nil {
		return err
	}
	return cmdutil.Say(opts.IO, opts.Lang, l, rep)
}
