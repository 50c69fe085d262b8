package cmd

import (
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// tomeOptions are the arguments of `lockup tome draw|keep|play`.
type tomeOptions struct {
	IO       *IOStreams
	GamePath string
	Action   string
	Crew     string
	Card     string
	From     string
	Target   string
}

func newCmdTome(f *Factory, runF func(*tomeOptions) error) *cobra.Command {
	opts := &tomeOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "tome draw|keep|play CREW CARD",
		Short: "Record a tome card drawn, kept or played",
		Long: `tome records tome cards (core rulebook, "Tome Cards"; "Location Rewards –
Library", p. 11):

  draw   a crew draws a tome it is owed (by the Library, or a Draw Tome or
         Choose Tome icon). When it is owed a choice (the Library's most
         strength, a Choose Tome icon), its first two draws are the two to
         choose from.
  keep   the crew keeps one of the two drawn; the other goes to the bottom of
         the tome deck. --from names where the choice came from (library,
         chow-hall or cell-block; default library).
  play   the crew plays a tome from its hand; what the tome does is for the
         players to carry out, the tracker only takes it from the hand.

Tomes may be drawn, kept and played in any phase.`,
		Example: `  lockup tome draw Claire "Atlas of Hideouts"
  lockup tome draw Claire "Big Book of Stealth"
  lockup tome keep Claire "Big Book of Stealth"
  lockup tome keep Vera "Cutthroat Crafting" --from chow-hall
  lockup tome play Claire "Big Book of Stealth" --target Vera`,
		Args: func(cmd *cobra.Command, args []string) error {
			if err := wantArgs(3, 3, "tome draw|keep|play CREW CARD")(cmd, args); err != nil {
				return err
			}
			switch args[0] {
			case "draw", "keep", "play":
				return nil
			}
			return unknownWord(cmd, "action", args[0], []string{"draw", "keep", "play"})
		},
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Action, opts.Crew, opts.Card = args[0], args[1], args[2]
			if runF != nil {
				return runF(opts)
			}
			return tomeRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.From, "from", "library", "keep: where the choice of two tomes came from")
	cmd.Flags().StringVar(&opts.Target, "target", "", "play: what the tome was played on, in your words")
	gameFlag(cmd, &opts.GamePath)
	return cmd
}

func tomeRun(opts *tomeOptions) error {
	var p companion.Payload
	switch opts.Action {
	case "draw":
		p = &companion.TomeDrawnEntry{Crew: opts.Crew, Card: opts.Card}
	case "keep":
		loc, err := rules.ParseLocation(opts.From)
		if err != nil {
			return &UsageError{Err: err}
		}
		p = &companion.RewardChoiceEntry{Crew: opts.Crew, Location: loc, Action: companion.RewardKeepTome, Cards: []string{opts.Card}}
	default:
		p = &companion.TomePlayedEntry{Crew: opts.Crew, Card: opts.Card, Target: opts.Target}
	}
	return recordAndSay(opts.IO, opts.GamePath, p)
}
