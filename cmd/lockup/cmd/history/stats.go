package history

import (
	"encoding/csv"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	playhistory "github.com/lockup-companion/lockup/companion/history"
)

// historyArgs is cobra.ExactArgs with an error that exits with code 2.
func historyArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if err := cobra.ExactArgs(n)(cmd, args); err != nil {
			return &cmdutil.UsageError{Err: err}
		}
		return nil
	}
}

// StatsOptions are the flags of lockup history stats: the shared ones.
type StatsOptions struct{ *Options }

// NewCmdHistoryStats makes lockup history stats, under the history
// command whose options are parent; runF, when not nil, receives the
// options instead of the run (tests).
func NewCmdHistoryStats(parent *Options, runF func(*StatsOptions) error) *cobra.Command {
	opts := &StatsOptions{Options: parent}
	return &cobra.Command{
		Use:   "stats",
		Short: "Per player: plays, wins, averages; solo: win rate per difficulty",
		Long: `Per player (and per warden in Prison Architect): plays, wins, win rate,
average and best score, and the average of each scoring category. For the
solitary games: the win rate against the guards (the Governor) per difficulty
and edition, with its Wilson 95% interval (the range the true rate lies in,
which stays meaningful for a handful of plays), and the opponent's average
score. --player, --game and --since choose the plays counted.`,
		Example: `  lockup history stats
  lockup history stats --game solo
  lockup history stats --output json`,
		Args: historyArgs(0),
		RunE: cmdutil.RunLeaf(opts, nil, runF, statsRun),
	}
}

// statsRun prints the statistics of the plays the flags keep.
func statsRun(opts *StatsOptions) error {
	return opts.withPlays(func(db *playhistory.DB, flt playhistory.Filter) error {
		st, err := db.Stats(flt)
		if err != nil {
			return err
		}
		return writeStats(opts.Options, &st)
	})
}

func avg(f float64) string { return strconv.FormatFloat(f, 'f', 1, 64) }

func writeStats(opts *Options, st *playhistory.Stats) error {
	out := opts.IO.Out
	switch opts.Output {
	case "json":
		return cmdutil.WriteJSON(out, st)
	case "csv":
		w := csv.NewWriter(out)
		_ = w.WriteAll(st.CSV())
		return w.Error()
	}
	if len(st.Players) == 0 {
		fmt.Fprintln(out, "No plays to count.")
		return nil
	}
	var b strings.Builder
	t := cmdutil.NewTable(opts.IO)
	t.AppendHeader(table.Row{"Game", "Player", "Plays", "Wins", "Win rate", "Average", "Best", "Average by category"})
	for _, p := range st.Players {
		var cats []string
		for _, c := range p.Categories {
			cats = append(cats, c.Name+" "+avg(c.Average))
		}
		t.AppendRow(table.Row{p.Game, p.Name, p.Plays, p.Wins, playhistory.Percent(p.WinRate), avg(p.Average), p.Best, strings.Join(cats, ", ")})
	}
	b.WriteString(t.Render())
	b.WriteString("\n")
	if len(st.Solo) > 0 {
		t := cmdutil.NewTable(opts.IO)
		t.AppendHeader(table.Row{"Solo", "Difficulty", "Edition", "Plays", "Wins", "Win rate", "95% interval", "Opponent's average"})
		for _, s := range st.Solo {
			t.AppendRow(table.Row{s.Game, cmdutil.OrDash(s.Difficulty), cmdutil.OrDash(s.Edition), s.Plays, s.Wins, playhistory.Percent(s.WinRate), playhistory.Percent(s.Low) + "–" + playhistory.Percent(s.High), avg(s.OpponentAverage)})
		}
		b.WriteString("\n" + t.Render() + "\n")
	}
	_, err := out.Write([]byte(b.String()))
	return err
}

// AddOptions are the flags of lockup history add.
type AddOptions struct {
	*Options
	date, difficulty, edition string
	scores, winners           []string
	breakout, solo            bool
}

// NewCmdHistoryAdd makes lockup history add, under the history
// command whose options are parent; runF, when not nil, receives the
// options instead of the run (tests).
func NewCmdHistoryAdd(parent *Options, runF func(*AddOptions) error) *cobra.Command {
	opts := &AddOptions{Options: parent}
	c := &cobra.Command{
		Use:   "add --score NAME=TOTAL ...",
		Short: "Add a play typed by hand (totals only)",
		Long: `Adds a play lockup neither tracked nor scored: each side's total (--score
NAME=TOTAL, in seating order; in a solitary game the guards are "guards", the
Governor "governor"), the winners (--winner, as many as shared the victory;
by default the highest total), the date (today by default), and what was
played. Adding the same play again adds nothing.`,
		Example: `  lockup history add --score Vera=41 --score Isaac=38
  lockup history add --solo --difficulty warden --score Ana=52 --score guards=47
  lockup history add --game prison-architect --score Ada=64 --score Lin=70`,
		Args: historyArgs(0),
		RunE: cmdutil.RunLeaf(opts, nil, runF, addRun),
	}
	fl := c.Flags()
	fl.StringArrayVar(&opts.scores, "score", nil, "a side's total, NAME=TOTAL (repeat, in seating order)")
	fl.StringArrayVar(&opts.winners, "winner", nil, "a winner's name (repeat for a shared victory; default: the highest total)")
	fl.StringVar(&opts.date, "date", "", "the play's date, YYYY-MM-DD (default: today)")
	fl.StringVar(&opts.edition, "edition", "", "the core game's edition: 2019 or 2018")
	fl.StringVar(&opts.difficulty, "difficulty", "", "the solitary opponent's difficulty")
	fl.BoolVar(&opts.breakout, "breakout", false, "played with the Breakout expansion")
	fl.BoolVar(&opts.solo, "solo", false, "a solitary game (the guards or the Governor as a side)")
	return c
}

// addRun records the play typed.
func addRun(opts *AddOptions) error {
	if err := opts.checkOutput(); err != nil {
		return err
	}
	p, err := opts.play()
	if err != nil {
		return err
	}
	added, err := RecordPlay(opts.IO, opts.Dirs, p)
	if err != nil || opts.Output == "table" {
		return err // the sentence is on standard error
	}
	return opts.writeResult("", "id", p.ID, "added", added == 1)
}

// play reads the flags into the play typed (playhistory.Manual makes it,
// checking that each winner names a side); its UUID comes from what was
// typed.
func (o *AddOptions) play() (playhistory.Play, error) {
	bad := func(format string, args ...any) error { return &cmdutil.UsageError{Err: fmt.Errorf(format, args...)} }
	game := o.Game // the persistent --game flag names the game here
	switch game {
	case "", playhistory.GameLockup:
		game = playhistory.GameLockup
	case playhistory.GamePrisonArchitect:
	default:
		return playhistory.Play{}, bad("--game %q: a play added by hand is lockup or prison-architect", game)
	}
	date := time.Now()
	if o.date != "" {
		d, err := time.Parse(time.DateOnly, o.date)
		if err != nil {
			return playhistory.Play{}, bad("--date %q is not a date; write it YYYY-MM-DD", o.date)
		}
		date = d
	}
	if len(o.scores) == 0 {
		return playhistory.Play{}, bad("give each side's total with --score NAME=TOTAL")
	}
	m := playhistory.Manual{Date: date, Game: game, Edition: o.edition, Solo: o.solo, Difficulty: o.difficulty, Breakout: o.breakout, Winners: o.winners}
	for _, s := range o.scores {
		name, total, ok := strings.Cut(s, "=")
		n, err := strconv.Atoi(strings.TrimSpace(total))
		if !ok || err != nil || strings.TrimSpace(name) == "" {
			return playhistory.Play{}, bad("--score %q: write NAME=TOTAL, e.g. Vera=41", s)
		}
		m.Sides = append(m.Sides, playhistory.Side{Crew: strings.TrimSpace(name), Total: n})
	}
	p, err := m.Play()
	var unknown *playhistory.UnknownWinnerError
	if errors.As(err, &unknown) {
		return playhistory.Play{}, bad("--winner %q names no side given with --score", unknown.Name)
	}
	return p, err
}
