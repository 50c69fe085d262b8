package history

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/guptarohit/asciigraph"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	playhistory "github.com/lockup-companion/lockup/companion/history"
	"github.com/lockup-companion/lockup/companion/store"
)

// PlotOptions are the flags of lockup history plot.
type PlotOptions struct {
	*Options
	// SVG is the file --svg also writes the chart to ("": none).
	SVG string
	// Width is the chart's width in columns.
	Width int
}

// NewCmdHistoryPlot makes lockup history plot, under the history
// command whose options are parent; runF, when not nil, receives the
// options instead of the run (tests).
func NewCmdHistoryPlot(parent *Options, runF func(*PlotOptions) error) *cobra.Command {
	opts := &PlotOptions{Options: parent}
	c := &cobra.Command{
		Use:   "plot",
		Short: "Chart a player's scores over time, solo win rate per difficulty",
		Long: `Draws in the terminal a player's totals over time (--player NAME: the plays
in date order, the first on the left) and, as bars, the win rate of the
solitary plays against the guards (the Governor) per difficulty. --game and
--since choose the plays, as for lockup history. --svg FILE also writes the
same chart as an SVG file a browser shows. --output json or csv writes, instead
of the terminal chart, the data charted: the player's plays (number, date,
total) and the solo bars (difficulty, plays, wins, win rate).`,
		Example: `  lockup history plot --player Vera
  lockup history plot --game solo --since 2025-01-01
  lockup history plot --player Ana --svg ana.svg
  lockup history plot --player Ana --output csv`,
		Args: historyArgs(0),
		RunE: cmdutil.RunLeaf(opts, nil, runF, plotRun),
	}
	c.Flags().StringVar(&opts.SVG, "svg", "", "also write the chart to this SVG file")
	c.Flags().IntVar(&opts.Width, "width", 60, "the chart's width in columns")
	_ = c.RegisterFlagCompletionFunc("svg", func(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
		return []cobra.Completion{"svg"}, cobra.ShellCompDirectiveFilterFileExt
	})
	_ = c.RegisterFlagCompletionFunc("width", historyNothing)
	return c
}

// plotRun draws the chart, and writes it as SVG with --svg.
func plotRun(opts *PlotOptions) error {
	if err := opts.checkOutput(); err != nil {
		return err
	}
	if opts.Width < 20 || opts.Width > 400 {
		return &cmdutil.UsageError{Err: fmt.Errorf("--width %d: give a width from 20 to 400 columns", opts.Width)}
	}
	flt, err := opts.filter()
	if err != nil {
		return err
	}
	var plays []playhistory.Play
	err = playhistory.WithDB(opts.Dirs, func(db *playhistory.DB) error {
		plays, err = db.Plays(flt)
		return err
	})
	if err != nil {
		return err
	}
	d := playhistory.NewChart(plays, opts.Player)
	if err := writeChart(opts.IO.Out, &d, opts.Output, opts.Width); err != nil {
		return err
	}
	if opts.SVG == "" {
		return nil
	}
	data, err := d.SVG()
	if err != nil {
		return err
	}
	if err := store.WriteFileAtomic(opts.SVG, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(opts.IO.ErrOut, "Chart written to %s.\n", opts.SVG)
	return nil
}

// chartText draws the chart for the terminal, width columns wide.
func chartText(d *playhistory.Chart, width int) string {
	var b strings.Builder
	switch {
	case d.Player == "":
		b.WriteString("Give --player NAME to chart a player's totals over time.\n")
	case len(d.Points) == 0:
		fmt.Fprintf(&b, "No plays of %s to chart.\n", d.Player)
	default:
		series := d.Totals()
		opts := []asciigraph.Option{asciigraph.Height(10), asciigraph.Precision(0), asciigraph.Caption(d.Caption())}
		if n := len(series); n > 1 {
			ticks := 2 // ticks that fall on whole play numbers: at most 6
			for k := min(n-1, 5); k > 1; k-- {
				if (n-1)%k == 0 {
					ticks = k + 1
					break
				}
			}
			cols := width // each play on a column of its own, when they fit
			if n <= width {
				cols = (n-1)*((width-1)/(n-1)) + 1
			}
			opts = append(opts, asciigraph.Width(cols), asciigraph.XAxisRange(1, float64(n)), asciigraph.XAxisTickCount(ticks),
				asciigraph.XAxisValueFormatter(func(v float64) string { return strconv.Itoa(int(math.Round(v))) }))
		}
		b.WriteString(asciigraph.Plot(series, opts...))
		b.WriteString("\n")
	}
	b.WriteString("\n")
	if len(d.Bars) == 0 {
		b.WriteString("No solitary plays: no win rate per difficulty.\n")
		return b.String()
	}
	b.WriteString("Solo win rate per difficulty\n")
	labelW := 0
	for _, bar := range d.Bars {
		labelW = max(labelW, utf8.RuneCountInString(bar.Label))
	}
	barW := max(10, width-labelW-16) // room for " 100% (12/12)"
	for _, bar := range d.Bars {
		n := int(math.Round(bar.Rate() * float64(barW)))
		fmt.Fprintf(&b, "%s%s │%s%s %4s (%d/%d)\n", bar.Label, strings.Repeat(" ", labelW-utf8.RuneCountInString(bar.Label)),
			strings.Repeat("▇", n), strings.Repeat(" ", barW-n), playhistory.Percent(bar.Rate()), bar.Wins, bar.Plays)
	}
	return b.String()
}

// writeChart writes the chart (table: the terminal's, width columns wide)
// or the data it charts (json, csv).
func writeChart(w io.Writer, d *playhistory.Chart, output string, width int) error {
	switch output {
	case "json":
		return cmdutil.WriteJSON(w, d.JSON())
	case "csv":
		cw := csv.NewWriter(w)
		_ = cw.WriteAll(d.CSV())
		return cw.Error()
	}
	_, err := io.WriteString(w, chartText(d, width))
	return err
}
