package history

import (
	"encoding/csv"
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

func newCmdHistoryStats(parent *Options, runF func(*StatsOptions) error) *cobra.Command {
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
		RunE: func(cmd *cobra.Command, args []string) error {
			if runF != nil {
				return runF(opts)
			}
			return statsRun(opts)
		},
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
		_ = w.Write([]string{"kind", "game", "name", "difficulty", "edition", "plays", "wins", "win_rate", "win_rate_low", "win_rate_high", "average", "best", "opponent_average", "categories"})
		for _, p := range st.Players {
			var cats []string
			for _, c := range p.Categories {
				cats = append(cats, c.Name+"="+strconv.FormatFloat(c.Average, 'f', 2, 64))
			}
			_ = w.Write([]string{"player", p.Game, p.Name, "", "", strconv.Itoa(p.Plays), strconv.Itoa(p.Wins), strconv.FormatFloat(p.WinRate, 'f', 4, 64), "", "",
				strconv.FormatFloat(p.Average, 'f', 2, 64), strconv.Itoa(p.Best), "", strings.Join(cats, ";")})
		}
		for _, s := range st.Solo {
			_ = w.Write([]string{"solo", s.Game, "", s.Difficulty, s.Edition, strconv.Itoa(s.Plays), strconv.Itoa(s.Wins), strconv.FormatFloat(s.WinRate, 'f', 4, 64),
				strconv.FormatFloat(s.Low, 'f', 4, 64), strconv.FormatFloat(s.High, 'f', 4, 64), "", "", strconv.FormatFloat(s.OpponentAverage, 'f', 2, 64), ""})
		}
		w.Flush()
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

func newCmdHistoryAdd(parent *Options, runF func(*AddOptions) error) *cobra.Command {
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
		RunE: func(cmd *cobra.Command, args []string) error {
			if runF != nil {
				return runF(opts)
			}
			return addRun(opts)
		},
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
	added, err := cmdutil.RecordPlay(opts.IO, opts.Dirs, p)
	if err != nil || opts.Output == "table" {
		return err // the sentence is on standard error
	}
	return opts.writeResult("", "id", p.ID, "added", added == 1)
}

// play makes the typed play; its UUID comes from what was typed.
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
	p := playhistory.Play{Date: date, Game: game, Edition: o.edition, Solo: o.solo, Difficulty: o.difficulty, Source: playhistory.SourceManual}
	if o.breakout {
		p.Expansions = []string{playhistory.ExpansionBreakout}
	}
	best := 0
	for i, s := range o.scores {
		name, total, ok := strings.Cut(s, "=")
		n, err := strconv.Atoi(strings.TrimSpace(total))
		if !ok || err != nil || strings.TrimSpace(name) == "" {
			return playhistory.Play{}, bad("--score %q: write NAME=TOTAL, e.g. Vera=41", s)
		}
		side := playhistory.Side{Crew: strings.TrimSpace(name), Total: n}
		side.Opponent = o.solo && (strings.EqualFold(side.Crew, "guards") || strings.EqualFold(side.Crew, "governor"))
		if i == 0 || n > best {
			best = n
		}
		p.Sides = append(p.Sides, side)
	}
	for _, w := range o.winners {
		found := false
		for i := range p.Sides {
			if strings.EqualFold(p.Sides[i].Crew, strings.TrimSpace(w)) {
				p.Sides[i].Winner, found = true, true
			}
		}
		if !found {
			return playhistory.Play{}, bad("--winner %q names no side given with --score", w)
		}
	}
	if len(o.winners) == 0 {
		for i := range p.Sides {
			p.Sides[i].Winner = p.Sides[i].Total == best
		}
	}
	var key strings.Builder
	fmt.Fprintf(&key, "manual:%s:%s:%v:%s:%s:%s", p.Date.Format(time.DateOnly), p.Game, p.Solo, p.Difficulty, p.Edition, strings.Join(p.Expansions, ","))
	for _, s := range p.Sides {
		fmt.Fprintf(&key, ":%s=%d/%v", strings.ToLower(s.Crew), s.Total, s.Winner)
	}
	p.ID = playhistory.IDFor(key.String())
	return p, nil
}
