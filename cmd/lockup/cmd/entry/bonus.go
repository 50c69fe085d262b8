package entry

import (
	"errors"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
)

// BonusOptions are the arguments of `lockup bonus`.
type BonusOptions struct {
	Options
	// BonusWords are the crew typed and what the flags say it gains.
	companion.BonusWords
}

// NewCmdBonus makes lockup bonus; runF, when not nil, runs instead of its run.
func NewCmdBonus(f *cmdutil.Factory, runF func(*BonusOptions) error) *cobra.Command {
	opts := &BonusOptions{}
	cmd := &cobra.Command{
		Use:   "bonus CREW --from TEXT [--power N --gold N ...] [--goon NAME]",
		Short: "Record a starting bonus of the advanced setup",
		Long: `bonus records a starting bonus of the advanced setup: what the B side of a
crew board or the trait card a crew chose gives it before the first round
(core rulebook, "Advanced Setup", p. 16). The bonuses are printed on the board
and the cards, not in the rulebook: enter what they show, one bonus per
source, naming the source with --from ("crew board" or the trait's name).

Cubes (power, suspicion, resources) come from the supply and are refused if
the supply does not hold them. --storage changes the resource storage limit
by N (negative to lower it). A goon card gained as a bonus (--goon) brings its
valuables and its special effect icons, which resolve at once; its type,
valuables and icons come from the card catalog (lockup cards edit goon NAME).

Bonuses are accepted only in a game started with lockup new --advanced, and
only during setup: once round 1's Roll Call phase has begun they are refused.
A refused bonus changes nothing and exits with code 2.`,
		Example: `  lockup bonus Vera --from "crew board" --power 2 --suspicion 1 --storage 1
  lockup bonus Isaac --from "Greedy Goblins" --gold 2 --reputation 1
  lockup bonus Claire --from "Nimble Gnolls" --goon "Grub the Dwarf"`,
		Args: wantArgs(1, 1, "bonus CREW --from TEXT [--power N] ..."),
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.From, "from", "", `where the bonus is printed: "crew board" or the trait card's name`)
	fl.IntVar(&opts.Power, "power", 0, "power cubes gained")
	fl.IntVar(&opts.Suspicion, "suspicion", 0, "suspicion cubes gained")
	fl.IntVar(&opts.Cubes.Scrap, "scrap", 0, "scrap cubes gained")
	fl.IntVar(&opts.Cubes.Potions, "potions", 0, "potion cubes gained")
	fl.IntVar(&opts.Cubes.Iron, "iron", 0, "iron cubes gained")
	fl.IntVar(&opts.Cubes.Gold, "gold", 0, "gold cubes gained")
	fl.IntVar(&opts.Reputation, "reputation", 0, "reputation gained")
	fl.IntVar(&opts.Storage, "storage", 0, "change of the resource storage limit (negative lowers it)")
	fl.StringVar(&opts.Goon, "goon", "", "a goon card gained, as named in the card catalog")
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error {
		opts.Crew = args[0]
		if opts.From == "" {
			return &cmdutil.UsageError{Err: errors.New(`name where the bonus is printed with --from, e.g. --from "crew board" or --from "Greedy Goblins"`)}
		}
		return nil
	}, runF, bonusRun)
}

// bonusRun reads the card catalog only for a goon gained, whose printed
// values go into the entry (a replay never depends on the catalog); a goon
// the catalog does not know is refused with the closest it knows.
func bonusRun(opts *BonusOptions) error {
	l, g, err := cmdutil.OpenGame(opts.IO, opts.Dirs, opts.GamePath)
	defer l.Unlock()
	if err != nil {
		return err
	}
	var cards *catalog.Filler
	e, err := opts.Entry(&g, func() (companion.Cards, error) {
		cards, err = catalog.NewFiller(opts.Dirs, g.Breakout != nil)
		return cards, err
	})
	if err != nil {
		return err
	}
	if cards == nil {
		return cmdutil.RecordAndSay(opts.IO, opts.Lang, opts.RecordIfEnded, l, g, e)
	}
	rep, err := cmdutil.RecordReport(opts.RecordIfEnded, l, g, e)
	if err != nil {
		return closestKnown(err, cards, e)
	}
	return cmdutil.Say(opts.IO, opts.Lang, l, rep)
}
