package entry

import (
	"errors"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// The card rewards of the Lights Out phase, recruit at the Chow Hall and
// craft at the Cell Block, are one command each, made from one row of
// cardRewards by newCmdCardReward.

// cardReward describes a card reward command: its entry's action and its
// help.
type cardReward struct {
	action   companion.RewardAction
	use      string
	short    string
	long     string
	example  string
	noneHelp string
}

var (
	recruitReward = cardReward{
		action: companion.RewardRecruit,
		use:    "recruit [CREW] (GOON [GOON] --pay RESOURCE=N... | --none)",
		short:  "Recruit goons at the Chow Hall in the Lights Out phase",
		long: `recruit records a crew's Chow Hall reward: the goons it recruits from the goon
spaces, by name, and the cubes it pays (core rulebook, "Location Rewards –
Chow Hall", p. 11). The most strength pays any 1 cube for one goon or any 4
for two; the second most any 1 for one or any 5 for two; every other crew
there any 2 for one. The goon leaves its space (empty until the Patrol phase);
the crew gains its valuables and its special effect icons resolve at once, or
wait for lockup effect when they need a choice. The goon's type, valuables and
effects are those the game file recorded when it entered its goon space.

The crews at the Chow Hall choose in order of strength rank (core rulebook,
"Location Rewards", p. 11): a crew's recruit is refused until every crew
ranked above it has recruited, chosen nothing or declined (a crew that cannot
pay for a goon has no choice to wait for). --none records a crew that recruits
nothing: it collected no reward, so its tokens straggle to the Library (core
rulebook, "Lights Out Phase", step 4; ruling choose-nothing).

The crew may be left out: it is the crew choosing now. Goons are named as on
the board, in any case.`,
		example: `  lockup recruit Vera Grub --pay scrap=1
  lockup recruit grub --pay scrap=1         # the crew choosing now
  lockup recruit Isaac Grub Tusk --pay scrap=2 --pay iron=3
  lockup recruit Claire --none`,
		noneHelp: "the crew recruits nothing: take nothing, the tokens straggle to the Library",
	}
	craftReward = cardReward{
		action: companion.RewardCraft,
		use:    "craft [CREW] ITEM --pay RESOURCE=N... | craft [CREW] --none",
		short:  "Craft an item at the Cell Block in the Lights Out phase",
		long: `craft records a crew crafting an item at the Cell Block: an item from the item
display or one the crew reserved, paying its cost (core rulebook, "Crafting
Items", p. 14). The crew scores the item's reputation at once and its special
effect icons resolve (or wait for lockup effect when they need a choice). The
item's reputation, cost, valuables and effects are those the game file recorded
when it entered the item display.

The crews at the Cell Block choose in order of strength rank (core rulebook,
"Location Rewards", p. 11): a crew's craft or reserve is refused until every
crew ranked above it has crafted, reserved, chosen nothing or declined.
--none records a crew that crafts and reserves nothing: it collected no
reward, so its tokens straggle to the Library (core rulebook, "Lights Out
Phase", step 4; ruling choose-nothing).

The crew may be left out: it is the crew choosing now. Items are named as in
the item display or the crew's reserve, in any case.`,
		example: `  lockup craft Vera Lockpick --pay iron=1,gold=1
  lockup craft lockpick --pay iron=1,gold=1   # the crew choosing now
  lockup craft Isaac --none`,
		noneHelp: "the crew crafts and reserves nothing: take nothing, the tokens straggle to the Library",
	}
)

// CardRewardOptions are the arguments of recruit and craft.
type CardRewardOptions struct {
	Options
	// CardRewardWords are the words typed, [CREW] CARD..., --pay and
	// --none.
	companion.CardRewardWords
}

// NewCmdRecruit makes lockup recruit; runF, when not nil, runs instead of
// its run.
func NewCmdRecruit(f *cmdutil.Factory, runF func(*CardRewardOptions) error) *cobra.Command {
	return newCmdCardReward(f, recruitReward, runF)
}

// NewCmdCraft makes lockup craft; runF, when not nil, runs instead of its
// run.
func NewCmdCraft(f *cmdutil.Factory, runF func(*CardRewardOptions) error) *cobra.Command {
	return newCmdCardReward(f, craftReward, runF)
}

func newCmdCardReward(f *cmdutil.Factory, reward cardReward, runF func(*CardRewardOptions) error) *cobra.Command {
	opts := &CardRewardOptions{CardRewardWords: companion.CardRewardWords{Action: reward.action, Usage: reward.use}}
	cmd := &cobra.Command{
		Use:     reward.use,
		Short:   reward.short,
		Long:    reward.long,
		Example: reward.example,
		Args:    wantArgs(0, 1+opts.MaxCards(), reward.use),
	}
	cmd.Flags().BoolVar(&opts.None, "none", false, reward.noneHelp)
	cmd.Flags().StringSliceVar(&opts.Pay, "pay", nil, "the cubes paid, RESOURCE=N (repeat or separate with commas)")
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error {
		opts.Args = args
		if opts.None && len(opts.Pay) > 0 {
			return &cmdutil.UsageError{Err: errors.New("--none pays nothing: leave out --pay")}
		}
		return nil
	}, runF, cardRewardRun)
}

// cardRewardRun reads the cubes paid before the game is opened.
func cardRewardRun(opts *CardRewardOptions) error {
	if err := opts.Check(); err != nil {
		return err
	}
	return opts.record(opts.CardRewardWords.Entry)
}
