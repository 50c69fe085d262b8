package history

import (
	"encoding/csv"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"
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
	svg   string
	width int
}

func newCmdHistoryPlot(parent *Options, runF func(*PlotOptions) error) *cobra.Command {
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
		RunE: func(cmd *cobra.Command, args []string) error {
			if runF != nil {
				return runF(opts)
			}
			return plotRun(opts)
		},
	}
	c.Flags().StringVar(&opts.svg, "svg", "", "also write the chart to this SVG file")
	c.Flags().IntVar(&opts.width, "width", 60, "the chart's width in columns")
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
	if opts.width < 20 || opts.width > 400 {
		return &cmdutil.UsageError{Err: fmt.Errorf("--width %d: give a width from 20 to 400 columns", opts.width)}
	}
	flt, err := opts.filter()
	if err != nil {
		return err
	}
	var plays []playhistory.Play
	err = cmdutil.WithHistory(opts.Dirs, func(db *playhistory.DB) error {
		plays, err = db.Plays(flt)
		return err
	})
	if err != nil {
		return err
	}
	d := buildPlot(plays, opts.Player)
	if err := d.write(opts.IO.Out, opts.Output, opts.width); err != nil {
		return err
	}
	if opts.svg == "" {
		return nil
	}
	data, err := d.svg()
	if err != nil {
		return err
	}
	if err := store.WriteFileAtomic(opts.svg, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(opts.IO.ErrOut, "Chart written to %s.\n", opts.svg)
	return nil
}

// plotPoint is one play of the player: its date and the player's total.
type plotPoint = playhistory.Total

// plotBar is the solitary plays of one game at one difficulty.
type plotBar struct {
	Label string `json:"difficulty"`
	Plays int    `json:"plays"`
	Wins  int    `json:"wins"`
}

func (b plotBar) rate() float64 { return float64(b.Wins) / float64(b.Plays) }

// plotData is what lockup history plot draws.
type plotData struct {
	Player string
	Points []plotPoint
	Bars   []plotBar
}

// write writes the chart (table: the terminal's, width columns wide) or
// the data it charts (json, csv).
func (d *plotData) write(w io.Writer, output string, width int) error {
	switch output {
	case "json":
		type bar struct {
			plotBar
			WinRate float64 `json:"win_rate"`
		}
		v := struct {
			Player string      `json:"player,omitempty"`
			Points []plotPoint `json:"scores"`
			Bars   []bar       `json:"solo_win_rates"`
		}{Player: d.Player, Points: d.Points, Bars: []bar{}}
		if v.Points == nil {
			v.Points = []plotPoint{}
		}
		for _, b := range d.Bars {
			v.Bars = append(v.Bars, bar{b, b.rate()})
		}
		return cmdutil.WriteJSON(w, v)
	case "csv":
		// One table for both series: a score row fills number, date and
		// total; a win-rate row difficulty, plays, wins and win_rate.
		cw := csv.NewWriter(w)
		_ = cw.Write([]string{"series", "player", "number", "date", "total", "difficulty", "plays", "wins", "win_rate"})
		for i, p := range d.Points {
			_ = cw.Write([]string{"score", d.Player, strconv.Itoa(i + 1), p.Date.Format(time.DateOnly), strconv.Itoa(p.Total), "", "", "", ""})
		}
		for _, b := range d.Bars {
			_ = cw.Write([]string{"solo_win_rate", "", "", "", "", b.Label, strconv.Itoa(b.Plays), strconv.Itoa(b.Wins), strconv.FormatFloat(b.rate(), 'f', 4, 64)})
		}
		cw.Flush()
		return cw.Error()
	}
	_, err := io.WriteString(w, d.text(width))
	return err
}

// buildPlot picks the player's totals, oldest play first, and the solo
// win rates, the editions of a difficulty together (companion/history
// works both out).
func buildPlot(plays []playhistory.Play, player string) plotData {
	var d plotData
	d.Player, d.Points = playhistory.PlayerTotals(plays, player)
	for _, s := range playhistory.SoloByLevel(playhistory.Compute(plays).Solo) {
		label := cmdutil.OrDash(s.Difficulty)
		if s.Game != playhistory.GameLockup {
			label = s.Game + " " + label
		}
		d.Bars = append(d.Bars, plotBar{Label: label, Plays: s.Plays, Wins: s.Wins})
	}
	return d
}

// scoreCaption says whose totals the chart shows, and over which dates.
func (d *plotData) scoreCaption() string {
	first, last := d.Points[0].Date.Format(time.DateOnly), d.Points[len(d.Points)-1].Date.Format(time.DateOnly)
	return fmt.Sprintf("%s's totals, %d plays from %s to %s (x: the play's number)", d.Player, len(d.Points), first, last)
}

// text draws the chart for the terminal, width columns wide.
func (d *plotData) text(width int) string {
	var b strings.Builder
	switch {
	case d.Player == "":
		b.WriteString("Give --player NAME to chart a player's totals over time.\n")
	case len(d.Points) == 0:
		fmt.Fprintf(&b, "No plays of %s to chart.\n", d.Player)
	default:
		series := make([]float64, len(d.Points))
		for i, p := range d.Points {
			series[i] = float64(p.Total)
		}
		opts := []asciigraph.Option{asciigraph.Height(10), asciigraph.Precision(0), asciigraph.Caption(d.scoreCaption())}
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
		n := int(math.Round(bar.rate() * float64(barW)))
		fmt.Fprintf(&b, "%s%s │%s%s %4s (%d/%d)\n", bar.Label, strings.Repeat(" ", labelW-utf8.RuneCountInString(bar.Label)),
			strings.Repeat("▇", n), strings.Repeat(" ", barW-n), pct(bar.rate()), bar.Wins, bar.Plays)
	}
	return b.String()
}

// The SVG elements the chart uses.
type (
	svgDoc struct {
		XMLName  xml.Name    `xml:"svg"`
		Xmlns    string      `xml:"xmlns,attr"`
		Width    int         `xml:"width,attr"`
		Height   int         `xml:"height,attr"`
		ViewBox  string      `xml:"viewBox,attr"`
		Rects    []svgRect   `xml:"rect"`
		Lines    []svgLine   `xml:"line"`
		Polyline []svgPoly   `xml:"polyline"`
		Circles  []svgCircle `xml:"circle"`
		Texts    []svgText   `xml:"text"`
	}
	svgRect struct {
		X      float64 `xml:"x,attr"`
		Y      float64 `xml:"y,attr"`
		Width  float64 `xml:"width,attr"`
		Height float64 `xml:"height,attr"`
		Fill   string  `xml:"fill,attr"`
	}
	svgLine struct {
		X1     float64 `xml:"x1,attr"`
		Y1     float64 `xml:"y1,attr"`
		X2     float64 `xml:"x2,attr"`
		Y2     float64 `xml:"y2,attr"`
		Stroke string  `xml:"stroke,attr"`
	}
	svgPoly struct {
		Points string `xml:"points,attr"`
		Fill   string `xml:"fill,attr"`
		Stroke string `xml:"stroke,attr"`
	}
	svgCircle struct {
		Cx    float64 `xml:"cx,attr"`
		Cy    float64 `xml:"cy,attr"`
		R     float64 `xml:"r,attr"`
		Fill  string  `xml:"fill,attr"`
		Title string  `xml:"title"`
	}
	svgText struct {
		X      float64 `xml:"x,attr"`
		Y      float64 `xml:"y,attr"`
		Anchor string  `xml:"text-anchor,attr,omitempty"`
		Size   int     `xml:"font-size,attr"`
		Font   string  `xml:"font-family,attr"`
		Text   string  `xml:",chardata"`
	}
)

// svg draws the same chart as an SVG file: the player's totals as a line
// with one point (a circle, its date and total as the tooltip) per play,
// then the win rate per difficulty as bars.
func (d *plotData) svg() ([]byte, error) {
	const w, left, right, chartH = 640.0, 60.0, 620.0, 200.0
	doc := svgDoc{Xmlns: "http://www.w3.org/2000/svg", Width: int(w)}
	text := func(x, y float64, anchor string, size int, s string) {
		doc.Texts = append(doc.Texts, svgText{X: x, Y: y, Anchor: anchor, Size: size, Font: "sans-serif", Text: s})
	}
	y := 24.0
	if len(d.Points) > 0 {
		text(left, y, "", 14, d.scoreCaption())
		top, bottom := y+16, y+16+chartH
		lo, hi := d.Points[0].Total, d.Points[0].Total
		for _, p := range d.Points {
			lo, hi = min(lo, p.Total), max(hi, p.Total)
		}
		if lo == hi {
			lo, hi = lo-1, hi+1
		}
		doc.Lines = append(doc.Lines, svgLine{left, top, left, bottom, "#888"}, svgLine{left, bottom, right, bottom, "#888"})
		text(left-6, top+4, "end", 11, strconv.Itoa(hi))
		text(left-6, bottom+4, "end", 11, strconv.Itoa(lo))
		var pts []string
		for i, p := range d.Points {
			x := left + 10
			if len(d.Points) > 1 {
				x = left + 10 + float64(i)*(right-left-20)/float64(len(d.Points)-1)
			}
			py := bottom - float64(p.Total-lo)/float64(hi-lo)*chartH
			pts = append(pts, strconv.FormatFloat(x, 'f', 1, 64)+","+strconv.FormatFloat(py, 'f', 1, 64))
			doc.Circles = append(doc.Circles, svgCircle{Cx: round1(x), Cy: round1(py), R: 3, Fill: "#1f77b4",
				Title: fmt.Sprintf("%s: %d", p.Date.Format(time.DateOnly), p.Total)})
		}
		doc.Polyline = []svgPoly{{Points: strings.Join(pts, " "), Fill: "none", Stroke: "#1f77b4"}}
		text(left+10, bottom+16, "middle", 11, "1")
		text(right-10, bottom+16, "middle", 11, strconv.Itoa(len(d.Points)))
		y = bottom + 48
	}
	if len(d.Bars) > 0 {
		text(left, y, "", 14, "Solo win rate per difficulty")
		y += 12
		const barX, barMax = 200.0, 320.0
		for _, bar := range d.Bars {
			text(barX-8, y+14, "end", 12, bar.Label)
			doc.Rects = append(doc.Rects, svgRect{X: barX, Y: y, Width: round1(bar.rate() * barMax), Height: 18, Fill: "#2ca02c"})
			text(barX+barMax+8, y+14, "", 12, fmt.Sprintf("%s (%d/%d)", pct(bar.rate()), bar.Wins, bar.Plays))
			y += 24
		}
		y += 12
	}
	if len(d.Points) == 0 && len(d.Bars) == 0 {
		text(left, y, "", 14, "No plays to chart.")
		y += 12
	}
	doc.Height = int(y)
	doc.ViewBox = fmt.Sprintf("0 0 %d %d", doc.Width, doc.Height)
	out, err := xml.MarshalIndent(doc, "", " ")
	if err != nil {
		return nil, err
	}
	return append([]byte(xml.Header), append(out, '\n')...), nil
}

func round1(f float64) float64 { return math.Round(f*10) / 10 }
