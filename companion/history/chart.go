package history

import (
	"encoding/xml"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// What lockup history plot charts: a player's totals over time and the
// solo win rates per difficulty, as data (json, csv) and as an SVG file.
// The terminal's chart is the command's.

// Bar is the solitary plays of one game at one difficulty.
type Bar struct {
	Label string `json:"difficulty"`
	Plays int    `json:"plays"`
	Wins  int    `json:"wins"`
}

// Rate is the share of the plays won.
func (b Bar) Rate() float64 { return float64(b.Wins) / float64(b.Plays) }

// Chart is what lockup history plot draws.
type Chart struct {
	Player string
	Points []Total
	Bars   []Bar
}

// NewChart picks the player's totals, oldest play first, and the solo
// win rates, the editions of a difficulty together.
func NewChart(plays []Play, player string) Chart {
	var d Chart
	d.Player, d.Points = PlayerTotals(plays, player)
	for _, s := range SoloByLevel(Compute(plays).Solo) {
		label := s.Difficulty
		if label == "" {
			label = "-"
		}
		if s.Game != GameLockup {
			label = s.Game + " " + label
		}
		d.Bars = append(d.Bars, Bar{Label: label, Plays: s.Plays, Wins: s.Wins})
	}
	return d
}

// Totals are the player's totals, oldest play first: the line the chart
// draws.
func (d *Chart) Totals() []float64 {
	series := make([]float64, len(d.Points))
	for i, p := range d.Points {
		series[i] = float64(p.Total)
	}
	return series
}

// Caption says whose totals the chart shows, and over which dates.
func (d *Chart) Caption() string {
	first, last := d.Points[0].Date.Format(time.DateOnly), d.Points[len(d.Points)-1].Date.Format(time.DateOnly)
	return fmt.Sprintf("%s's totals, %d plays from %s to %s (x: the play's number)", d.Player, len(d.Points), first, last)
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

// SVG draws the same chart as an SVG file: the player's totals as a line
// with one point (a circle, its date and total as the tooltip) per play,
// then the win rate per difficulty as bars.
func (d *Chart) SVG() ([]byte, error) {
	const w, left, right, chartH = 640.0, 60.0, 620.0, 200.0
	doc := svgDoc{Xmlns: "http://www.w3.org/2000/svg", Width: int(w)}
	text := func(x, y float64, anchor string, size int, s string) {
		doc.Texts = append(doc.Texts, svgText{X: x, Y: y, Anchor: anchor, Size: size, Font: "sans-serif", Text: s})
	}
	y := 24.0
	if len(d.Points) > 0 {
		text(left, y, "", 14, d.Caption())
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
			doc.Rects = append(doc.Rects, svgRect{X: barX, Y: y, Width: round1(bar.Rate() * barMax), Height: 18, Fill: "#2ca02c"})
			text(barX+barMax+8, y+14, "", 12, fmt.Sprintf("%s (%d/%d)", Percent(bar.Rate()), bar.Wins, bar.Plays))
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

// JSON is the data charted as lockup history plot --output json writes
// it: the player's totals and the solo win rates.
func (d *Chart) JSON() any {
	type bar struct {
		Bar
		WinRate float64 `json:"win_rate"`
	}
	v := struct {
		Player string  `json:"player,omitempty"`
		Points []Total `json:"scores"`
		Bars   []bar   `json:"solo_win_rates"`
	}{Player: d.Player, Points: d.Points, Bars: []bar{}}
	if v.Points == nil {
		v.Points = []Total{}
	}
	for _, b := range d.Bars {
		v.Bars = append(v.Bars, bar{b, b.Rate()})
	}
	return v
}

// CSV is the data charted as lockup history plot --output csv writes it:
// one table for both series, a header then a row per point and per bar (a
// score row fills number, date and total; a win-rate row difficulty,
// plays, wins and win_rate).
func (d *Chart) CSV() [][]string {
	rows := [][]string{{"series", "player", "number", "date", "total", "difficulty", "plays", "wins", "win_rate"}}
	for i, p := range d.Points {
		rows = append(rows, []string{"score", d.Player, strconv.Itoa(i + 1), p.Date.Format(time.DateOnly), strconv.Itoa(p.Total), "", "", "", ""})
	}
	for _, b := range d.Bars {
		rows = append(rows, []string{"solo_win_rate", "", "", "", "", b.Label, strconv.Itoa(b.Plays), strconv.Itoa(b.Wins), strconv.FormatFloat(b.Rate(), 'f', 4, 64)})
	}
	return rows
}

// Percent writes a rate as a whole percentage ("67%").
func Percent(f float64) string { return strconv.FormatFloat(100*f, 'f', 0, 64) + "%" }
