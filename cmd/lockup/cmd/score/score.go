package score

import (
	"fmt"
	"slices"
	"strings"

	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/history/plays"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/scoring"
)

// ScoreOptions are the options of `lockup score`.
type ScoreOptions struct {
	IO *cmdutil.IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs store.Dirs
	// File is the board-state file, "-" for standard input, or "" to enter
	// the board in a form.
	File string
	// Output is table, json, markdown or csv.
	Output string
	// Save is where the form saves the board it asked for ("" picks a name
	// under the data directory).
	Save string
	// Record adds the scored board to the play history (--record), through
	// RecordPlay (Factory.RecordPlay).
	Record     bool
	RecordPlay func(*cmdutil.IOStreams, plays.Play) error
	// AccessibleFlag is set by --accessible: it also lets the form read its
	// answers from a pipe, one per line (the ACCESSIBLE variable alone only
	// chooses plain prompts on a terminal).
	AccessibleFlag bool
	// Lang is the language the table and the verdict are printed in
	// (--lang, Factory.Lang); json and csv stay English.
	Lang terms.Lang
}

// Outputs are the formats of --output, the first the default.
var Outputs = []string{"table", "json", "markdown", "csv"}

// NewCmdScore makes lockup score; runF, when not nil, runs instead of
// scoreRun.
func NewCmdScore(f *cmdutil.Factory, runF func(*ScoreOptions) error) *cobra.Command {
	opts := &ScoreOptions{IO: f.IOStreams, Dirs: f.Dirs, RecordPlay: f.RecordPlay}
	var accessible bool
	c := &cobra.Command{
		Use:   "score [FILE]",
		Short: "Final raid and final scoring of a finished game",
		Long: `Score a finished game of Lockup from the board you see at the end of round 6.

FILE is a board-state file (YAML, described in docs/board-state.md); "-" reads
it from standard input. lockup carries out the final raid, then scores the
leader goal, the end game goal, every goon type, resources, tomes, the first
player marker and, with Breakout, the catacombs, and names the winner with the
rulebook's tie-breaks. Every ruling that changed a number is listed under the
table.

With no FILE on a terminal, lockup asks for the board crew by crew, saves what
you typed to a board-state file (so nothing is lost and it can be rescored),
then scores it. --accessible, or the ACCESSIBLE environment variable, asks with
plain prompts suited to screen readers; with --accessible the answers may also
come from a pipe, one per line. With no FILE and no terminal, lockup asks you to
pass FILE.`,
		Example: `  lockup score examples/two-crews.yaml
  lockup score --output json examples/solo.yaml
  cat board.yaml | lockup score -
  lockup score                      # asks for the board on a terminal
  lockup score --save tonight.yaml  # ... and saves it to tonight.yaml`,
		Args: cmdutil.MaxArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := scoreArgs(args, accessible, opts.IO, &opts.File, &opts.AccessibleFlag, opts.Output); err != nil {
				return err
			}
			opts.Lang = f.Lang
			if runF != nil {
				return runF(opts)
			}
			return scoreRun(opts)
		},
	}
	c.Flags().StringVarP(&opts.Output, "output", "o", "table", "output format: "+strings.Join(Outputs, ", "))
	c.Flags().StringVar(&opts.Save, "save", "", "with no FILE: where to save the board you enter")
	c.Flags().BoolVar(&opts.Record, "record", false, "add the scored board to the play history (lockup history)")
	c.Flags().BoolVar(&accessible, "accessible", false, "ask with plain prompts, for screen readers")
	return c
}

// scoreArgs reads what lockup score and lockup pa score share: the FILE
// argument, --accessible and --output (one of Outputs).
func scoreArgs(args []string, accessible bool, io *cmdutil.IOStreams, file *string, accessibleFlag *bool, output string) error {
	if len(args) == 1 {
		*file = args[0]
	}
	if accessible {
		io.Accessible = true
		*accessibleFlag = true
	}
	if !slices.Contains(Outputs, output) {
		return &cmdutil.UsageError{Err: fmt.Errorf("--output %q is not a format; use one of %s", output, strings.Join(Outputs, ", "))}
	}
	return nil
}

// readBoardOrAsk reads the board-state file named, or with none asks for
// the board on a terminal through ask, which saves what was typed before
// anything is scored: the saved file is then read exactly as if it had been
// given. Without a terminal (or --accessible) and without a file it returns
// needFile.
func readBoardOrAsk(io *cmdutil.IOStreams, file string, accessible bool, needFile error, ask func() (string, error)) (string, []byte, error) {
	if file == "" {
		if !io.IsStdinTTY() && !accessible {
			return "", nil, needFile
		}
		saved, err := ask()
		if err != nil {
			return "", nil, err
		}
		file = saved
	}
	return cmdutil.ReadInput(io, file)
}

// errNeedFile is returned when there is no FILE and no terminal to ask on.
var errNeedFile = fmt.Errorf("%w: no board-state file given and no terminal to ask on; pass FILE (or - for standard input), e.g. lockup score examples/two-crews.yaml", cmdutil.ErrBadInput)

func scoreRun(opts *ScoreOptions) error {
	name, data, err := readBoardOrAsk(opts.IO, opts.File, opts.AccessibleFlag, errNeedFile, func() (string, error) { return enterBoard(opts) })
	if err != nil {
		return err
	}
	if input.GameOf(name, data) == input.PrisonArchitectGame {
		return paScoreData(&PAScoreOptions{IO: opts.IO, Dirs: opts.Dirs, Output: opts.Output, Record: opts.Record, RecordPlay: opts.RecordPlay, Lang: opts.Lang}, name, data)
	}
	bs, err := input.ParseBoardState(name, data)
	if err != nil {
		return err
	}
	res := scoring.Score(bs.Game)
	if err := Write(opts.IO, opts.Output, opts.Lang, bs.Game, &res); err != nil {
		return err
	}
	if opts.Record {
		return opts.RecordPlay(opts.IO, lockupPlay(bs, &res, name, data))
	}
	return nil
}

// Write prints a result in the given format. The result is 2.8 KB and
// its methods have value receivers: each call copies it into the caller's
// stack frame, and large frames make the goroutine's stack grow (which
// copies the stack). So it is passed by pointer, and Crews is called once.
// The table and markdown are in the language lang; json and csv, for
// scripts, always in English.
func Write(io *cmdutil.IOStreams, format string, lang terms.Lang, g scoring.Game, res *scoring.Result) error {
	if format == "json" {
		return cmdutil.WriteJSON(io.Out, scoring.ToJSON(res))
	}
	crews := res.Crews()
	switch format {
	case "markdown":
		var b strings.Builder
		newScoreGrid(lang, g, crews, 0).writeMarkdown(&b)
		writeVerdict(&b, lang, res.WinnersIn(lang), lockupNotes(lang, res), "score.markdown-note-ruling", true)
		_, err := io.Out.Write([]byte(b.String()))
		return err
	case "csv":
		t := newScoreGrid(terms.En, g, crews, 0).writer()
		fmt.Fprintln(io.Out, t.RenderCSV())
		return nil
	}
	out := newScoreGrid(lang, g, crews, 9).render(io.IsStdoutTTY(), io.ColorEnabled())
	// One write for the whole output.
	var b strings.Builder
	b.WriteString(out)
	b.WriteByte('\n')
	writeVerdict(&b, lang, res.WinnersIn(lang), lockupNotes(lang, res), "score.note-ruling", false)
	_, err := io.Out.Write([]byte(b.String()))
	return err
}

// scoreGrid is the score table's text: a header of crew names, a row per
// category and a footer of totals, with a column per crew after the
// category's. The first column is aligned left, the others right.
type scoreGrid struct {
	header []string
	rows   [][]string
	footer []string
	// goons is the index in rows of the Goons row, under which the goon
	// types' rows (before it, indented) are listed in markdown.
	goons int
}

// writer returns the grid as a go-pretty table in its default style, for
// the markdown and CSV renderings and a coloured terminal.
func (s scoreGrid) writer() table.Writer {
	t := table.NewWriter()
	t.AppendHeader(cmdutil.TableRow(s.header))
	for _, r := range s.rows {
		t.AppendRow(cmdutil.TableRow(r))
	}
	t.AppendFooter(cmdutil.TableRow(s.footer))
	cfg := []table.ColumnConfig{{Number: 1, Align: text.AlignLeft}}
	for i := 2; i <= len(s.header); i++ {
		cfg = append(cfg, table.ColumnConfig{Number: i, Align: text.AlignRight, AlignHeader: text.AlignRight, AlignFooter: text.AlignRight})
	}
	t.SetColumnConfigs(cfg)
	t.Style().Format.Header = text.FormatDefault
	t.Style().Format.Footer = text.FormatDefault
	return t
}

// writeMarkdown writes the grid as a GitHub-flavoured markdown table: the
// category column aligned left, the crews' right; the goon types, indented
// under the Goons row in the text table, follow it here, each marked "↳";
// the totals in bold. Crew names are escaped, so that a "|" or a "*" in one
// stays text.
func (s scoreGrid) writeMarkdown(b *strings.Builder) {
	row := func(cells []string, bold bool) {
		b.WriteByte('|')
		for _, c := range cells {
			b.WriteByte(' ')
			if bold && c != "" {
				b.WriteString("**" + c + "**")
			} else {
				b.WriteString(c)
			}
			b.WriteString(" |")
		}
		b.WriteByte('\n')
	}
	head := make([]string, len(s.header))
	for i, h := range s.header {
		head[i] = markdownEscape(h)
	}
	row(head, false)
	b.WriteString("| :---")
	for range s.header[1:] {
		b.WriteString(" | ---:")
	}
	b.WriteString(" |\n")
	// The goon types come before the Goons row in the grid, indented.
	var goonTypes [][]string
	for i, r := range s.rows {
		switch label := r[0]; {
		case strings.HasPrefix(label, "  "):
			sub := slices.Clone(r)
			sub[0] = "↳ " + strings.TrimSpace(label)
			goonTypes = append(goonTypes, sub)
		case i == s.goons:
			row(r, false)
			for _, sub := range goonTypes {
				row(sub, false)
			}
		default:
			row(r, false)
		}
	}
	row(s.footer, true)
}

// markdownEscape escapes the characters markdown would read as markup in
// a table cell: a backslash before each.
func markdownEscape(s string) string {
	if !strings.ContainsAny(s, "\\`*_[]<>|~&#!") {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune("\\`*_[]<>|~&#!", r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// render draws the grid with go-pretty: in its default style, or in its
// light style on a terminal, with a bold header and footer when colour is
// on.
func (s scoreGrid) render(tty, colour bool) string {
	t := s.writer()
	if tty {
		t.SetStyle(table.StyleLight)
		t.Style().Format.Header = text.FormatDefault
		t.Style().Format.Footer = text.FormatDefault
		if colour {
			t.Style().Color.Header = text.Colors{text.Bold}
			t.Style().Color.Footer = text.Colors{text.Bold}
		}
	}
	return t.Render()
}

// shorten cuts a name to width cells (display width), ending it with
// "…"; 0 leaves it whole.
func shorten(s string, width int) string {
	return text.Snip(s, width, "…")
}

// verdictNote is a note as the verdict prints it.
type verdictNote struct{ text, ruling string }

// writeVerdict prints the winners and the notes under a table, in lang;
// rulingKey is the catalog's line of a note with its ruling. In markdown
// each is a paragraph of its own (a line right under a table would be read
// as one more row), the notes a list, and names and notes are escaped.
func writeVerdict(b *strings.Builder, lang terms.Lang, winners []string, notes []verdictNote, rulingKey string, markdown bool) {
	esc, para := func(s string) string { return s }, ""
	winnerKey, sharedKey := "score.winner", "score.shared-victory"
	if markdown {
		esc, para = markdownEscape, "\n"
		winnerKey, sharedKey = "score.markdown-winner", "score.markdown-shared-victory"
	}
	for i := range winners {
		winners[i] = esc(winners[i])
	}
	switch len(winners) {
	case 0:
	case 1:
		b.WriteString(para + lang.Sprintf(winnerKey, winners[0]) + "\n")
	default:
		b.WriteString(para + lang.Sprintf(sharedKey, strings.Join(winners, ", ")) + "\n")
	}
	if len(notes) == 0 {
		return
	}
	b.WriteString(para + lang.Sprintf("note.heading") + "\n" + para)
	for _, n := range notes {
		if n.ruling != "" {
			b.WriteString(lang.Sprintf(rulingKey, esc(n.text), n.ruling) + "\n")
		} else {
			b.WriteString(lang.Sprintf("score.note", esc(n.text)) + "\n")
		}
	}
}

// lockupNotes are a Lockup result's notes, in lang.
func lockupNotes(lang terms.Lang, res *scoring.Result) []verdictNote {
	var out []verdictNote
	for _, n := range res.NotesIn(lang) {
		out = append(out, verdictNote{n.Text, n.Ruling()})
	}
	return out
}

// newScoreGrid is the score table of the crews' results (scoring.NewTable)
// in lang. Names longer than nameWidth are shortened (0: never), so that
// five crews fit an 80-column terminal.
func newScoreGrid(lang terms.Lang, g scoring.Game, crews []scoring.CrewScore, nameWidth int) scoreGrid {
	t := scoring.NewTable(lang, g, crews)
	return newGrid(t.Header, t.Rows, t.Footer, t.Goons, len(crews), nameWidth)
}

// newGrid makes a grid of a table's cells, the first names of the header
// (after the category's heading) shortened to nameWidth.
func newGrid(header []string, rows [][]string, footer []string, goons, names, nameWidth int) scoreGrid {
	for i := 1; i <= names; i++ {
		header[i] = shorten(header[i], nameWidth)
	}
	return scoreGrid{header: header, rows: rows, footer: footer, goons: goons}
}
