package entry

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
)

// TomeOptions are the arguments of `lockup tome draw|keep|play`.
type TomeOptions struct {
	Options
	// TomeWords are the action, crew and card typed, and the flags.
	companion.TomeWords
}

// NewCmdTome makes lockup tome; runF, when not nil, runs instead of its run.
func NewCmdTome(f *cmdutil.Factory, runF func(*TomeOptions) error) *cobra.Command {
	opts := &TomeOptions{}
	cmd := &cobra.Command{
		Use:   "tome draw|keep|play [CREW] CARD",
		Short: "Record a tome card drawn, kept or played",
		Long: `tome records tome cards (core rulebook, "Tome Cards"; "Location Rewards –
Library", p. 11):

  draw   a crew draws a tome it is owed (by the Library, or a Draw Tome or
         Choose Tome icon). When it is owed a choice (the Library's most
         strength, a Choose Tome icon), its first two draws are the two to
         choose from.
  keep   the crew keeps one of the two drawn; the other goes to the bottom of
         the tome deck. --from names where the choice came from (library,
         chow-hall or cell-block; default: where the crew's choice comes
         from).
  play   the crew plays a tome from its hand; what the tome does is for the
         players to carry out, the tracker only takes it from the hand. In a
         solitary game's Roll Call phase, Atlas of Hideouts turns up the
         face-down guard card named with --target (a location, or legend for
         the one on the legend card with Breakout), and at a real table
         --card says what it shows (core rulebook, "Solitary Mode – Roll
         Call Phase", note).

Tomes may be drawn and kept in any phase, and played in any phase except by
a crew that has passed, for the rest of that Roll Call phase (ruling
passed-tomes), and by anyone while a Breakout legend card resolves (Breakout
rulebook, "Resolving the Legend Card"); --text-allows plays a tome whose own
text allows it then. The crew may be left out
when only one crew is owed a tome (draw), keeps one of two (keep), or holds
the tome (play). Tomes are named in any case; a tome drawn that your card
catalog knows takes the catalog's spelling.`,
		Example: `  lockup tome draw "Atlas of Hideouts"
  lockup tome draw Claire "Atlas of Hideouts"
  lockup tome draw Claire "Big Book of Stealth"
  lockup tome keep Claire "Big Book of Stealth"
  lockup tome keep Vera "Cutthroat Crafting" --from chow-hall
  lockup tome play Claire "Big Book of Stealth" --target Vera
  lockup tome play Rin "Atlas of Hideouts" --target legend --card yellow:3`,
		Args: func(cmd *cobra.Command, args []string) error {
			if err := wantArgs(2, 3, "tome draw|keep|play [CREW] CARD")(cmd, args); err != nil {
				return err
			}
			switch args[0] {
			case "draw", "keep", "play":
				return nil
			}
			return cmdutil.UnknownWord(cmd, "action", args[0], []string{"draw", "keep", "play"})
		},
	}
	cmd.Flags().StringVar(&opts.From, "from", "", "keep: where the choice of two tomes came from (default: the crew's choice)")
	cmd.Flags().StringVar(&opts.Target, "target", "", "play: what the tome was played on, in your words (Atlas of Hideouts, solitary: the face-down guard card's location, or legend)")
	cmd.Flags().StringVar(&opts.Shows, "card", "", "play: what the guard card Atlas of Hideouts turns up shows, as COLOUR:STRENGTH (solitary game, real table)")
	cmd.Flags().BoolVar(&opts.TextAllows, "text-allows", false, "play: the tome's own text lets it be played now (after passing, or while the legend card resolves)")
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error {
		opts.Action, opts.Card = args[0], args[len(args)-1]
		if len(args) == 3 {
			opts.Crew = args[1]
		}
		return nil
	}, runF, tomeRun)
}

// tomeRun reads the card catalog only for a tome drawn, which takes its
// spelling.
func tomeRun(opts *TomeOptions) error {
	return opts.record(func(g *companion.Game) (companion.Payload, error) {
		return opts.Entry(g, func() (companion.Cards, error) { return catalog.NewFiller(opts.Dirs, false) })
	})
}
