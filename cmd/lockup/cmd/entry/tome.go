package entry

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
)

// TomeOptions are the arguments of `lockup tome draw|keep|play`.
type TomeOptions struct {
	Options
	Action string
	// Crew is the crew typed; "" for the one crew that can act.
	Crew   string
	Card   string
	From   string
	Target string
	// TextAllows: the tome's own text lets it be played now.
	TextAllows bool
	// Card is what the guard card Atlas of Hideouts turns up shows, at a
	// real table (solitary games).
	Shows string
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

func tomeRun(opts *TomeOptions) error {
	return opts.record(func(g *companion.Game) (p companion.Payload, err error) {
		if opts.Crew == "" {
			if crew, ok := companion.FindName(opts.Card, g.Seating()); ok {
				return nil, &cmdutil.UsageError{Err: fmt.Errorf("name the tome card: lockup tome %s %s CARD", opts.Action, crew)}
			}
		} else if _, ok := companion.FindName(opts.Crew, g.Seating()); !ok {
			_, err := g.MatchCrew(opts.Crew)
			return nil, fmt.Errorf("%w; quote a tome's name of several words: lockup tome %s \"%s %s\"", err, opts.Action, opts.Crew, opts.Card)
		}
		switch opts.Action {
		case "draw":
			crew, err := crewOr(g, opts.Crew, companion.ActDrawTome)
			if err != nil {
				return nil, err
			}
			card, err := catalogSpelling(opts.Dirs, catalog.TomeCard, opts.Card)
			if err != nil {
				return nil, err
			}
			p = &companion.TomeDrawnEntry{Crew: crew, Card: card}
		case "keep":
			crew, err := crewOr(g, opts.Crew, companion.ActKeepTome)
			if err != nil {
				return nil, err
			}
			c, _ := g.Crew(crew)
			card, err := companion.MatchName("a tome drawn by "+crew, opts.Card, c.Drawn)
			if err != nil {
				return nil, err
			}
			e := &companion.RewardChoiceEntry{Crew: crew, Action: companion.RewardKeepTome, Cards: []string{card}}
			switch {
			case opts.From != "":
				if e.Location, err = companion.MatchLocation(opts.From); err != nil {
					return nil, err
				}
			case len(c.TomeChoices) > 0:
				e.Location = c.TomeChoices[0]
			default:
				e.Location = rules.Library // the rules say why not
			}
			p = e
		default:
			crew := opts.Crew
			if crew == "" {
				if crew, err = g.TomeHolder(opts.Card); err != nil {
					return nil, err
				}
			} else if crew, err = g.MatchCrew(crew); err != nil {
				return nil, err
			}
			c, _ := g.Crew(crew)
			card, err := companion.MatchName("a tome in "+crew+"'s hand", opts.Card, c.Tomes)
			if err != nil {
				return nil, err
			}
			e := &companion.TomePlayedEntry{Crew: crew, Card: card, Target: opts.Target, TextAllows: opts.TextAllows}
			if e.Revealed, err = guardCardFlag("--card", opts.Shows); err != nil {
				return nil, err
			}
			p = e
		}
		return p, nil
	})
}

// catalogSpelling returns a card's name as the card catalog spells it, or
// as typed when the catalog does not know it.
func catalogSpelling(dirs store.Dirs, kind catalog.CardKind, name string) (string, error) {
	// Only the spelling is read: the box matters for the values kept.
	cards, err := cmdutil.NewCardFiller(dirs, false)
	if err != nil {
		return "", err
	}
	if c, ok := cards.Catalog().Lookup(kind, name); ok {
		return c.Name, nil
	}
	return name, nil
}
