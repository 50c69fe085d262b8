package history

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	playhistory "github.com/lockup-companion/lockup/companion/history"
	"github.com/lockup-companion/lockup/companion/store"
)

// historyOutputs are the formats of the history commands' --output.
var historyOutputs = []string{"table", "json", "csv"}

// Options are the options shared by lockup history and its
// subcommands.
type Options struct {
	IO *cmdutil.IOStreams
	// Dirs are the Factory's folders: the history is the data folder's.
	Dirs   store.Dirs
	Output string
	Player string
	Game   string
	Since  string
}

// filter reads the --player, --game and --since flags: the game is one
// the history keeps (Filter.Check), the date is YYYY-MM-DD.
func (o *Options) filter() (playhistory.Filter, error) {
	f := playhistory.Filter{Player: o.Player, Game: o.Game}
	if err := f.Check(); err != nil {
		return f, &cmdutil.UsageError{Err: fmt.Errorf("--game %q is not a game the history keeps; use one of %s", o.Game, strings.Join(playhistory.Kinds, ", "))}
	}
	if o.Since != "" {
		t, err := time.Parse(time.DateOnly, o.Since)
		if err != nil {
			return f, &cmdutil.UsageError{Err: fmt.Errorf("--since %q is not a date; write it YYYY-MM-DD, e.g. 2025-01-31", o.Since)}
		}
		f.Since = t
	}
	return f, nil
}

// withPlays checks --output and the filter flags, opens the history and
// runs f with the filter: what the list and stats commands share.
func (o *Options) withPlays(f func(*playhistory.DB, playhistory.Filter) error) error {
	if err := o.checkOutput(); err != nil {
		return err
	}
	flt, err := o.filter()
	if err != nil {
		return err
	}
	return playhistory.WithDB(o.Dirs, func(db *playhistory.DB) error { return f(db, flt) })
}

// writeResult says what a command that writes the history did (add,
// rebuild, import): the sentence on --output table, otherwise the figures
// as one JSON object or a CSV header and row. fields are names and values,
// in turn.
func (o *Options) writeResult(sentence string, fields ...any) error {
	out := o.IO.Out
	switch o.Output {
	case "json":
		var b strings.Builder
		b.WriteString("{")
		for i := 0; i+1 < len(fields); i += 2 {
			k, _ := json.Marshal(fields[i])
			v, err := json.Marshal(fields[i+1])
			if err != nil {
				return err
			}
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, "\n  %s: %s", k, v)
		}
		b.WriteString("\n}\n")
		_, err := io.WriteString(out, b.String())
		return err
	case "csv":
		var names, values []string
		for i := 0; i+1 < len(fields); i += 2 {
			names = append(names, fmt.Sprint(fields[i]))
			values = append(values, fmt.Sprint(fields[i+1]))
		}
		w := csv.NewWriter(out)
		_ = w.Write(names)
		_ = w.Write(values)
		w.Flush()
		return w.Error()
	}
	_, err := fmt.Fprintln(out, sentence)
	return err
}

func (o *Options) checkOutput() error {
	if !slices.Contains(historyOutputs, o.Output) {
		return &cmdutil.UsageError{Err: fmt.Errorf("--output %q is not a format; use one of %s", o.Output, strings.Join(historyOutputs, ", "))}
	}
	return nil
}

// NewCmdHistory makes lockup history, which lists the plays, and its
// subcommands (show, stats, add, plot, rebuild, export, import, bgg-id);
// runF, when not nil, runs instead of the list.
func NewCmdHistory(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IOStreams, Dirs: f.Dirs}
	c := &cobra.Command{
		Use:   "history",
		Short: "Every finished play: list, statistics, BG Stats",
		Long: `The play history: every game lockup tracked to its final scoring (added the
moment it ends), every board scored with lockup score --record or lockup pa
score --record, and the plays typed with lockup history add. It lives in
history.db in the data folder (docs/history.md).

With no subcommand, lockup history lists the plays, newest first.`,
		Example: `  lockup history
  lockup history --player Vera --since 2025-01-01
  lockup history --game solo --output csv
  lockup history show 3f2a9c1e
  lockup history stats`,
		RunE: cmdutil.RunLeaf(opts, nil, runF, listRun),
	}
	pf := c.PersistentFlags()
	pf.StringVarP(&opts.Output, "output", "o", "table", "output format: "+strings.Join(historyOutputs, ", "))
	pf.StringVar(&opts.Player, "player", "", "only the plays of this player (or crew)")
	pf.StringVar(&opts.Game, "game", "", "only one game: "+strings.Join(playhistory.Kinds, ", "))
	pf.StringVar(&opts.Since, "since", "", "only the plays on or after this date (YYYY-MM-DD)")
	c.AddCommand(NewCmdHistoryShow(opts, nil), NewCmdHistoryStats(opts, nil), NewCmdHistoryAdd(opts, nil), NewCmdHistoryRebuild(opts, nil),
		NewCmdHistoryExport(opts, nil), NewCmdHistoryImport(opts, nil), NewCmdHistoryPlot(opts, nil), NewCmdHistoryBggID(opts, nil))
	completeHistory(c)
	return c
}

// listRun lists the plays the flags keep, newest first.
func listRun(opts *Options) error {
	return opts.withPlays(func(db *playhistory.DB, flt playhistory.Filter) error {
		plays, err := db.Plays(flt)
		if err != nil {
			return err
		}
		return writePlays(opts, plays)
	})
}

// playRow is a play's line in the list.
func playRow(p *playhistory.Play) []string {
	var scores []string
	for _, s := range p.Sides {
		scores = append(scores, s.Name()+" "+strconv.Itoa(s.Total))
	}
	game := p.Kind()
	if p.Difficulty != "" {
		game += " (" + p.Difficulty + ")"
	}
	return []string{cmdutil.ShortID(p.ID), p.Date.Format(time.DateOnly), game, strings.Join(scores, ", "), strings.Join(p.Winners(), ", ")}
}

func writePlays(opts *Options, plays []playhistory.Play) error {
	out := opts.IO.Out
	switch opts.Output {
	case "json":
		if plays == nil {
			plays = []playhistory.Play{}
		}
		return cmdutil.WriteJSON(out, plays)
	case "csv":
		w := csv.NewWriter(out)
		_ = w.WriteAll(playhistory.PlaysCSV(plays))
		return w.Error()
	}
	if len(plays) == 0 {
		fmt.Fprintln(out, "No plays in the history yet: a tracked game is added when it ends; lockup score --record and lockup history add add others.")
		return nil
	}
	t := cmdutil.NewTable(opts.IO)
	t.AppendHeader(table.Row{"ID", "Date", "Game", "Scores", "Winner"})
	for i := range plays {
		t.AppendRow(cmdutil.TableRow(playRow(&plays[i])))
	}
	fmt.Fprintln(out, t.Render())
	return nil
}

// ShowOptions are the arguments of lockup history show.
type ShowOptions struct {
	*Options
	// ID is the play's UUID, or its first characters.
	ID string
}

// NewCmdHistoryShow makes lockup history show, under the history
// command whose options are parent; runF, when not nil, receives the
// options instead of the run (tests).
func NewCmdHistoryShow(parent *Options, runF func(*ShowOptions) error) *cobra.Command {
	opts := &ShowOptions{Options: parent}
	return &cobra.Command{
		Use:   "show ID",
		Short: "One play: every side, every category",
		Long: `Shows one play: what was played, where it came from, and every side's
categories and total, with the winners. ID is the play's UUID as lockup
history lists it; its first 8 characters are enough.`,
		Example: "  lockup history show 3f2a9c1e",
		Args:    historyArgs(1),
		RunE: cmdutil.RunLeaf(opts, func(cmd *cobra.Command, args []string) error {
			opts.ID = args[0]
			return nil
		}, runF, showRun),
	}
}

// showRun prints one play.
func showRun(opts *ShowOptions) error {
	if err := opts.checkOutput(); err != nil {
		return err
	}
	return playhistory.WithDB(opts.Dirs, func(db *playhistory.DB) error {
		p, err := db.Play(opts.ID)
		if err != nil {
			return err
		}
		return writePlay(opts.Options, &p)
	})
}

func writePlay(opts *Options, p *playhistory.Play) error {
	if opts.Output != "table" {
		if opts.Output == "json" {
			return cmdutil.WriteJSON(opts.IO.Out, p)
		}
		return writePlays(opts, []playhistory.Play{*p})
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Play %s, %s: %s", p.ID, p.Date.Format(time.DateOnly), p.Game)
	for _, e := range p.Expansions {
		b.WriteString(" + " + e)
	}
	if p.Edition != "" {
		fmt.Fprintf(&b, ", edition %s", p.Edition)
	}
	if p.Solo {
		fmt.Fprintf(&b, ", solo")
		if p.Difficulty != "" {
			fmt.Fprintf(&b, " (%s", p.Difficulty)
			if p.DeckMode != "" {
				fmt.Fprintf(&b, ", decks: %s", p.DeckMode)
			}
			b.WriteString(")")
		}
	}
	b.WriteString("\n")
	if p.File != "" {
		fmt.Fprintf(&b, "From %s (%s, SHA-256 %s)\n", p.File, p.Source, cmdutil.ShortID(p.FileHash))
	} else if p.Source != "" {
		fmt.Fprintf(&b, "Source: %s\n", p.Source)
	}
	t := cmdutil.NewTable(opts.IO)
	header := table.Row{"Category"}
	for _, s := range p.Sides {
		header = append(header, s.Name())
	}
	t.AppendHeader(header)
	for _, name := range p.CategoryNames() {
		row := table.Row{name}
		for i := range p.Sides {
			cell := ""
			if n, ok := p.Sides[i].Points(name); ok {
				cell = strconv.Itoa(n)
			}
			row = append(row, cell)
		}
		t.AppendRow(row)
	}
	footer := table.Row{"Total"}
	for _, s := range p.Sides {
		footer = append(footer, s.Total)
	}
	t.AppendFooter(footer)
	b.WriteString(t.Render())
	fmt.Fprintf(&b, "\nWinner: %s\n", cmdutil.OrDash(strings.Join(p.Winners(), ", ")))
	_, err := opts.IO.Out.Write([]byte(b.String()))
	return err
}

// RebuildOptions are the flags of lockup history rebuild: the shared ones.
type RebuildOptions struct{ *Options }

// NewCmdHistoryRebuild makes lockup history rebuild, under the history
// command whose options are parent; runF, when not nil, receives the
// options instead of the run (tests).
func NewCmdHistoryRebuild(parent *Options, runF func(*RebuildOptions) error) *cobra.Command {
	opts := &RebuildOptions{Options: parent}
	return &cobra.Command{
		Use:   "rebuild",
		Short: "Add every ended game in the games folder the history lacks",
		Long: `Replays every game file in the games folder and adds the play of each one
that has reached its final scoring: a game the history lacks is added, one
whose log changed since it was recorded (an entry after the end, an end taken
back and made again) is updated. A game is one play whatever its entries (the
play's ID comes from the game file's first two lines, its header and setup).
The game logs stay the truth: a lost or damaged history.db is rebuilt from
them (plays scored with --record, typed by hand or imported are in no game
file).`,
		Example: "  lockup history rebuild",
		Args:    historyArgs(0),
		RunE:    cmdutil.RunLeaf(opts, nil, runF, rebuildRun),
	}
}

// rebuildRun adds to the history every ended game of the games folder.
func rebuildRun(opts *RebuildOptions) error {
	if err := opts.checkOutput(); err != nil {
		return err
	}
	r, err := playhistory.RebuildIn(opts.Dirs, func(path string, err error) {
		fmt.Fprintf(opts.IO.ErrOut, "lockup: %s passed over: %v\n", path, err)
	})
	if err != nil {
		return err
	}
	return opts.writeResult(fmt.Sprintf("%d game files, %d ended: %d added to the history, %d changed since they were recorded and updated.", r.Files, r.Ended, r.Added, r.Updated),
		"game_files", r.Files, "ended", r.Ended, "added", r.Added, "updated", r.Updated)
}
