package solo

// The report of lockup solo rate: its figures as a table, CSV or JSON, the
// mark of a partial run, and the commands that deal a game again or rerun
// the rating. Running the games is in rate.go.

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/jedib0t/go-pretty/v6/table"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/solosim"
)

// partialNote is the mark beside every figure of a partial run.
const partialNote = "*"

// fig writes a figure, marked when the run is partial.
func (r *rateRun) fig(s string) string {
	if r.Partial() {
		return s + partialNote
	}
	return s
}

// rerun is the command line that plays the same run again: the plan's
// settings, and --partial and --catalog as given.
func (r *rateRun) rerun() string {
	difficulty := "all"
	if len(r.Levels) == 1 {
		difficulty = r.Levels[0].String()
	}
	args := []string{"lockup", "solo", "rate", "--difficulty", difficulty, "--edition", r.Edition.String(),
		"--games", strconv.Itoa(r.Games), "--seed", strconv.FormatInt(r.Seed, 10), "--policy", r.Policy.String()}
	if r.Breakout {
		args = append(args, "--breakout")
	}
	if r.opts.Partial {
		args = append(args, "--partial")
	}
	if r.opts.CatalogPath != "" {
		args = append(args, "--catalog", shellWord(r.opts.CatalogPath))
	}
	return strings.Join(args, " ")
}

// dealCommand is the lockup new command that deals a game's cards at the
// table: the guard and location decks from the seed (and Breakout's legend
// deck), the item display, the goons and the goals the simulator laid out.
func (r *rateRun) dealCommand(d rules.Difficulty, seed int64) string {
	args := []string{"lockup", "new", "--solo", "--decks", "app", "--seed", strconv.FormatInt(seed, 10), "--difficulty", d.String()}
	if r.Breakout {
		args = append(args, "--breakout")
	}
	if r.Edition == rules.Edition2018 {
		args = append(args, "--edition", "2018")
	}
	args = append(args, "--crew", "NAME:COLOUR")
	s := solosim.SetupOf(r.Box, seed)
	for _, it := range s.Display {
		args = append(args, "--display", shellWord(it))
	}
	for i, g := range s.Goons {
		if g != "" {
			args = append(args, "--goon", shellWord(rules.GoonLocations[i].Slug()+"="+g))
		}
	}
	for _, g := range []string{s.Leader, s.EndGame} {
		if g != "" {
			args = append(args, "--goal", shellWord(g))
		}
	}
	return strings.Join(args, " ")
}

// shellWord quotes a word for a POSIX shell when it needs it.
func shellWord(s string) string {
	if s != "" && !strings.ContainsFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_=:./,", r))
	}) {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// rateJSON is lockup solo rate --output json: what the run played with
// and found (solosim.Run.JSON), with lockup's version, the deals with
// their commands, the command that plays the run again and the cards
// counted, in that order.
type rateJSON struct {
	solosim.SettingsJSON
	Lockup string `json:"lockup_version"`
	solosim.FiguresJSON
	Deals []rateDeal     `json:"deals"`
	Rerun string         `json:"rerun"`
	Cards map[string]int `json:"cards"`
}

// rateDeal is a hardest or easiest deal with the lockup new command that
// deals it at the table.
type rateDeal struct {
	solosim.Deal
	Command string `json:"command"`
}

func (r *rateRun) write(w io.Writer) error {
	switch r.opts.Output {
	case "json":
		settings, figures := r.JSON()
		items, goons, goals, legends := r.Box.Counts()
		return cmdutil.WriteJSON(w, rateJSON{SettingsJSON: settings, Lockup: r.opts.Version, FiguresJSON: figures, Deals: r.deals(), Rerun: r.rerun(),
			Cards: map[string]int{"items": items, "goons": goons, "goals": goals, "legends": legends}})
	case "csv":
		c := csv.NewWriter(w)
		_ = c.WriteAll(r.CSV())
		return c.Error()
	}
	return r.writeTable(w)
}

// deals are the run's hardest and easiest deals, each with the lockup new
// command that deals it.
func (r *rateRun) deals() []rateDeal {
	var out []rateDeal
	for _, d := range r.Deals() {
		out = append(out, rateDeal{d, r.dealCommand(d.Difficulty, d.Outcome.Seed)})
	}
	return out
}

func pct1(f float64) string { return strconv.FormatFloat(100*f, 'f', 1, 64) + "%" }

func (r *rateRun) writeTable(w io.Writer) error {
	var b strings.Builder
	box := "core game"
	if r.Breakout {
		box = "with Breakout"
	}
	fmt.Fprintf(&b, "Win rate of policy %s against the guards (%s edition, %s), %d games a level\n\n", r.Policy.Label(), r.Edition, box, r.Games)
	t := cmdutil.NewTable(r.opts.IO)
	t.AppendHeader(table.Row{"Level", "Games", "Win\nrate", "95%\ninterval", "Guards' score\n50/75/90th", "Mean\nmargin", "Raids\n/game"})
	for _, lv := range r.Report.Levels {
		t.AppendRow(table.Row{lv.Difficulty.String(), lv.Games, r.fig(pct1(lv.WinRate)), r.fig(strings.TrimSuffix(pct1(lv.Low), "%") + "–" + pct1(lv.High)),
			r.fig(fmt.Sprintf("%d/%d/%d", lv.Median, lv.P75, lv.P90)),
			r.fig(strconv.FormatFloat(lv.MeanMargin, 'f', 1, 64)), r.fig(strconv.FormatFloat(lv.RaidsPerGame, 'f', 2, 64))})
	}
	b.WriteString(t.Render() + "\n")
	if len(r.Report.Diffs) > 0 {
		t := cmdutil.NewTable(r.opts.IO)
		t.AppendHeader(table.Row{"From", "To", "Paired\ngames", "Change in\nwin rate", "95%\ninterval"})
		for _, d := range r.Report.Diffs {
			t.AppendRow(table.Row{d.From.String(), d.To.String(), d.Pairs, r.fig(points(-d.Diff)), r.fig(signedPoints(-d.High) + " to " + points(-d.Low))})
		}
		b.WriteString("\n" + t.Render() + "\n")
	}
	if deals := r.deals(); len(deals) > 0 {
		b.WriteString("\nHardest and easiest deals (the same guard and location decks at your table):\n")
		for _, d := range deals {
			fmt.Fprintf(&b, "  %s, %s: the guards %d, the policy %d\n    %s\n", d.Difficulty, d.Which, d.Outcome.Guards, d.Outcome.Player, d.Command)
		}
	}
	b.WriteString("\n")
	if r.Report.Interrupted {
		fmt.Fprintf(&b, "Interrupted after %d of %d games: the figures are those of the games played.\n", r.Report.Played(), r.Games*len(r.Report.Levels))
	}
	if p := solosim.PartialText(r.Missing); p != "" {
		fmt.Fprintf(&b, "%s %s\n", partialNote, p)
	}
	items, goons, goals, legends := r.Box.Counts()
	cards := fmt.Sprintf("%d items, %d goons, %d goals", items, goons, goals)
	if r.Breakout {
		cards += fmt.Sprintf(", %d legends", legends)
	}
	fmt.Fprintf(&b, "Policy %s (docs/solo-rate.md) · catalog %s (%s) · lockup %s · seeds %d to %d\n", r.Policy.Label(), r.Box.Hash(), cards, r.opts.Version, r.Seed, r.LastSeed())
	fmt.Fprintf(&b, "Rerun: %s\n", r.rerun())
	_, err := io.WriteString(w, b.String())
	return err
}

// points writes a change of rate in percentage points, signed.
func points(f float64) string { return signedPoints(f) + " pts" }

// signedPoints writes a rate in percentage points with its sign.
func signedPoints(f float64) string {
	s := strconv.FormatFloat(100*f, 'f', 1, 64)
	if s == "-0.0" {
		s = "0.0"
	}
	if !strings.HasPrefix(s, "-") && s != "0.0" {
		s = "+" + s
	}
	return s
}
