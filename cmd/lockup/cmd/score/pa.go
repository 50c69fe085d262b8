package score

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/history/plays"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

// PAScoreOptions are the options of `lockup pa score`.
type PAScoreOptions struct {
	// Record adds the scored board to the play history (--record), through
	// RecordPlay (Factory.RecordPlay).
	Record     bool
	RecordPlay func(*cmdutil.IOStreams, plays.Play) error
	IO         *cmdutil.IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs store.Dirs
	// File is the board-state file, "-" for standard input.
	File string
	// Output is table, json, markdown or csv.
	Output string
	// Explain adds each cell's needs and each conditional VP.
	Explain bool
	// ShowGrid draws each prison as read.
	ShowGrid bool
	// Save is where the form saves the board it asked for ("" picks a name
	// under the data directory).
	Save string
	// AccessibleFlag is set by --accessible: it also lets the form read its
	// answers from a pipe, one per line.
	AccessibleFlag bool
	// Lang is the language the table's headings, the verdict and the
	// notes' framing are printed in (--lang, Factory.Lang); tile and card
	// names, the notes, --explain, json and csv stay English.
	Lang terms.Lang
}

// NewCmdPA makes lockup pa, Prison Architect: Cardboard County
// Penitentiary's final scoring and its lists; runF, when not nil, runs
// instead of lockup pa score's run.
func NewCmdPA(f *cmdutil.Factory, runF func(*PAScoreOptions) error) *cobra.Command {
	c := &cobra.Command{
		Use:     "pa <command>",
		Aliases: []string{"prison-architect"},
		Short:   "Prison Architect: final scoring, tiles and cards",
		Long: `Commands for a second prison game, Prison Architect: Cardboard County
Penitentiary (docs/prison-architect.md): score the end of a game for 1 to 4
wardens or one warden against the solo Governor, and list every tile and
Bureaucracy card in the project's own words, citing the rulebook's appendix.`,
		Example: `  lockup pa score examples/prison-architect.yaml
  lockup pa score --explain examples/prison-architect-solo.yaml
  lockup pa tiles
  lockup pa cards`,
	}
	c.AddCommand(newCmdPAScore(f, runF), newCmdPAList(f, "tiles"), newCmdPAList(f, "cards"))
	return c
}

func newCmdPAScore(f *cmdutil.Factory, runF func(*PAScoreOptions) error) *cobra.Command {
	opts := &PAScoreOptions{IO: f.IOStreams, Dirs: f.Dirs, RecordPlay: f.RecordPlay}
	var accessible bool
	c := &cobra.Command{
		Use:   "score [FILE]",
		Short: "Score a finished game of Prison Architect",
		Long: `Score the end of a game of Prison Architect from the prisons the players type.

FILE is a board-state file with game: prison-architect (YAML, described in
docs/prison-architect.md); "-" reads it from standard input. lockup works out
every cell's needs from the layout, scores cash, Brick and Mortar, Organization,
the tracks, specialists, objectives, escapees, reintegration and inmates for
each warden (and the Governor in a solo game), and names the winners. Every
ruling that changed a number is listed under the table, with every cell whose
typed cubes the rules do not give.

--explain adds each cell's tally of tags with where each comes from, and each
conditional VP with what it counted; --show-grid draws each prison as read, to
compare with the cardboard. lockup score FILE hands such a file here too.

With no FILE on a terminal, lockup asks for each prison square by square,
asking of each square only what its tile takes, saves what you typed to a
board-state file (so nothing is lost and it can be rescored), then scores it.
--accessible, or the ACCESSIBLE environment variable, asks with plain prompts
suited to screen readers; with --accessible the answers may also come from a
pipe, one per line.`,
		Example: `  lockup pa score examples/prison-architect.yaml
  lockup pa score --output json examples/prison-architect-solo.yaml
  cat prison.yaml | lockup pa score - --explain
  lockup pa score                        # asks for the prisons on a terminal
  lockup pa score --save tonight.yaml    # ... and saves them to tonight.yaml`,
		Args: cmdutil.MaxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := scoreArgs(args, accessible, opts.IO, &opts.File, &opts.AccessibleFlag, opts.Output); err != nil {
				return err
			}
			opts.Lang = f.Lang
			if runF != nil {
				return runF(opts)
			}
			return paScoreRun(opts)
		},
	}
	c.Flags().StringVarP(&opts.Output, "output", "o", "table", "output format: "+strings.Join(Outputs, ", "))
	c.Flags().BoolVar(&opts.Explain, "explain", false, "add each cell's needs tally and each conditional VP with its reason")
	c.Flags().BoolVar(&opts.ShowGrid, "show-grid", false, "draw each prison as read from the file")
	c.Flags().StringVar(&opts.Save, "save", "", "with no FILE: where to save the prisons you enter")
	c.Flags().BoolVar(&opts.Record, "record", false, "add the scored board to the play history (lockup history)")
	c.Flags().BoolVar(&accessible, "accessible", false, "ask with plain prompts, for screen readers")
	return c
}

// errNeedPAFile is returned when there is no FILE and no terminal to ask
// on.
var errNeedPAFile = fmt.Errorf("%w: no board-state file given and no terminal to ask on; pass FILE (or - for standard input), e.g. lockup pa score examples/prison-architect.yaml", cmdutil.ErrBadInput)

func paScoreRun(opts *PAScoreOptions) error {
	name, data, err := readBoardOrAsk(opts.IO, opts.File, opts.AccessibleFlag, errNeedPAFile, func() (string, error) { return enterPABoard(opts) })
	if err != nil {
		return err
	}
	return paScoreData(opts, name, data)
}

// paScoreData reads, scores and prints a Prison Architect file already read
// (lockup score hands one over this way).
func paScoreData(opts *PAScoreOptions, name string, data []byte) error {
	g, err := input.ParsePrisonArchitect(name, data)
	if err != nil {
		return err
	}
	res := pa.Score(g)
	if err := writePAScore(opts, g, &res); err != nil {
		return err
	}
	if opts.Record {
		return opts.RecordPlay(opts.IO, paPlay(g, &res, name, data))
	}
	return nil
}

// PAListOptions are the options of `lockup pa tiles` and `lockup pa cards`.
type PAListOptions struct {
	IO     *cmdutil.IOStreams
	What   string // tiles or cards
	Output string // text or json
}

func newCmdPAList(f *cmdutil.Factory, what string) *cobra.Command {
	opts := &PAListOptions{IO: f.IOStreams, What: what}
	short := map[string]string{
		"tiles": "Every Prison Architect tile: what it grants and scores",
		"cards": "Every Prison Architect Bureaucracy card: what it does and scores",
	}[what]
	c := &cobra.Command{
		Use:   what,
		Short: short,
		Long: short + `.

Each entry is written in the project's own words and cites the rulebook's
appendix. Where the extracted rulebook text is cut, the entry says what is
missing and how to type the printed value in a board-state file
(docs/prison-architect.md).`,
		Example: "  lockup pa " + what + "\n  lockup pa " + what + " --output json",
		Args:    cmdutil.MaxArgs(0),
		RunE: func(cmd *cobra.Command, args []string) error {
			if opts.Output != "text" && opts.Output != "json" {
				return &cmdutil.UsageError{Err: fmt.Errorf("--output %q: allowed: text, json", opts.Output)}
			}
			return paListRun(opts)
		},
	}
	c.Flags().StringVarP(&opts.Output, "output", "o", "text", "output format: text or json")
	cmdutil.AddPagerFlag(c, f.IOStreams)
	return c
}

func paListRun(opts *PAListOptions) error {
	entries := pa.EntriesJSON(opts.What)
	if opts.Output == "json" {
		return cmdutil.WriteJSON(opts.IO.Out, entries)
	}
	opts.IO.StartPager()
	defer opts.IO.StopPager()
	width := opts.IO.TerminalWidth()
	var b strings.Builder
	for i, e := range entries {
		if i > 0 {
			b.WriteByte('\n')
		}
		head := fmt.Sprintf("%s (%s): %s, $%d", e.Name, e.ID, e.Kind, e.Cost)
		if opts.What == "tiles" {
			if e.VP != nil {
				head += fmt.Sprintf(", %d VP", *e.VP)
			} else {
				head += ", VP not in the rulebook's text"
			}
			if e.Outdoor {
				head += ", outdoor"
			}
		}
		b.WriteString(head + "\n")
		b.WriteString(wrapIndent(e.Effect, "  ", width))
		if e.Cut != "" {
			b.WriteString(wrapIndent("Cut in the rulebook's text: "+e.Cut+".", "  ", width))
		}
		b.WriteString(wrapIndent("Source: "+e.Source, "  ", width))
	}
	_, err := opts.IO.Out.Write([]byte(b.String()))
	return err
}

// wrapIndent wraps s (wrapText) to lines under width (at least 40), each
// line indented, and ends the last; nothing when s is blank.
func wrapIndent(s, indent string, width int) string {
	if strings.TrimSpace(s) == "" {
		return ""
	}
	return cmdutil.WrapText(s, max(width, 40)-1, indent, indent) + "\n"
}
