package cmd

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHistoryPlot: for a fixed history (plays typed by hand), the text
// chart of a player's totals and of the solo win rate per difficulty is
// the golden one; --svg writes an SVG that parses as XML with one point
// per play of the player; bad input exits 2.
func TestHistoryPlot(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	setDirs(t, tempDirs(dir))
	for _, args := range [][]string{
		{"--date", "2025-01-05", "--solo", "--difficulty", "warden", "--score", "Ana=52", "--score", "guards=47"},
		{"--date", "2025-01-12", "--solo", "--difficulty", "warden", "--score", "Ana=40", "--score", "guards=45"},
		{"--date", "2025-02-02", "--solo", "--difficulty", "jailer", "--score", "Ana=61", "--score", "guards=50"},
		{"--date", "2025-02-09", "--score", "Ana=44", "--score", "Vera=48"},
		{"--date", "2025-03-01", "--solo", "--difficulty", "warden", "--score", "Ana=58", "--score", "guards=49"},
		{"--date", "2025-03-08", "--score", "Vera=39", "--score", "Ana=55"},
	} {
		if code, _, errOut := run(t, "", false, append([]string{"history", "add"}, args...)...); code != 0 {
			t.Fatalf("%v: %s", args, errOut)
		}
	}
	code, out, errOut := run(t, "", false, "history", "plot", "--player", "ana")
	if code != 0 {
		t.Fatalf("plot: %d %s", code, errOut)
	}
	golden(t, "history/plot-ana.golden", out)

	svg := filepath.Join(dir, "ana.svg")
	if code, _, errOut := run(t, "", false, "history", "plot", "--player", "Ana", "--svg", svg); code != 0 {
		t.Fatalf("plot --svg: %d %s", code, errOut)
	}
	data, err := os.ReadFile(svg)
	if err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	circles, rects, root := 0, 0, ""
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("the SVG is not XML: %v\n%s", err, data)
		}
		if se, ok := tok.(xml.StartElement); ok {
			if root == "" {
				root = se.Name.Space + " " + se.Name.Local
			}
			switch se.Name.Local {
			case "circle":
				circles++
			case "rect":
				rects++
			}
		}
	}
	if root != "http://www.w3.org/2000/svg svg" || circles != 6 || rects != 2 {
		t.Errorf("SVG: root %q, %d points (want 6, one per play), %d bars (want 2)", root, circles, rects)
	}

	// --output json and csv: the data charted, not the chart.
	code, out, errOut = run(t, "", false, "history", "plot", "--player", "ana", "--output", "json")
	var charted struct {
		Player string `json:"player"`
		Scores []struct {
			Date  string `json:"date"`
			Total int    `json:"total"`
		} `json:"scores"`
		Bars []struct {
			Difficulty string  `json:"difficulty"`
			Plays      int     `json:"plays"`
			Wins       int     `json:"wins"`
			WinRate    float64 `json:"win_rate"`
		} `json:"solo_win_rates"`
	}
	if err := json.Unmarshal([]byte(out), &charted); code != 0 || err != nil {
		t.Fatalf("plot --output json: %d %v %s\n%s", code, err, errOut, out)
	}
	if c := charted; c.Player != "Ana" || len(c.Scores) != 6 || c.Scores[0].Total != 52 || c.Scores[5].Total != 55 ||
		len(c.Bars) != 2 || c.Bars[1].Difficulty != "warden" || c.Bars[1].Plays != 3 || c.Bars[1].Wins != 2 {
		t.Errorf("plot --output json = %+v", c)
	}
	code, out, _ = run(t, "", false, "history", "plot", "--player", "ana", "--output", "csv")
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if code != 0 || err != nil || len(rows) != 1+6+2 || rows[1][0] != "score" || rows[1][3] != "2025-01-05" || rows[8][0] != "solo_win_rate" || rows[8][8] != "0.6667" {
		t.Errorf("plot --output csv: %d %v\n%s", code, err, out)
	}

	code, out, _ = run(t, "", false, "history", "plot", "--game", "solo")
	if code != 0 || !strings.Contains(out, "--player NAME") || !strings.Contains(out, "warden") {
		t.Errorf("plot without --player: %d\n%s", code, out)
	}
	for _, bad := range [][]string{
		{"history", "plot", "--width", "5"},
		{"history", "plot", "--since", "soon"},
		{"history", "plot", "extra"},
		{"history", "plot", "--output", "svg"},
	} {
		if code, _, _ := run(t, "", false, bad...); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
}
