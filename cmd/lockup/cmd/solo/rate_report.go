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

// rerun is the command line that plays the same run again.
func (r *rateRun) rerun() string {
	o := r.opts
	args := []string{"lockup", "solo", "rate", "--difficulty", strings.ToLower(o.Difficulty), "--edition", o.Edition,
		"--games", strconv.Itoa(o.Games), "--seed", strconv.FormatInt(o.Seed, 10), "--policy", r.Policy.String()}
	if o.Breakout {
		args = append(args, "--breakout")
	}
	if o.Partial {
		args = append(args, "--partial")
	}
	if o.CatalogPath != "" {
		args = append(args, "--catalog", shellWord(o.CatalogPath))
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

func (r *rateRun) write(w io.Writer) error {
	switch r.opts.Output {
	case "json":
		return cmdutil.WriteJSON(w, r.JSON(r.opts.Version, r.deals(), r.rerun()))
	case "csv":
		c := csv.NewWriter(w)
		_ = c.WriteAll(r.CSV())
		return c.Error()
	}
	return r.writeTable(w)
}

// deals are the run's hardest and easiest deals, each with the lockup new
// command that deals it.
func (r *rateRun) deals() []solosim.Deal {
	deals := r.Deals()
	for i, d := range deals {
		deals[i].Command = r.dealCommand(d.Difficulty, d.Outcome.Seed)
	}
	return deals
}

func pct1(f float64) string { return strconv.FormatFloat(100*f, 'f', 1, 64) + "%" }

func (r *rateRun) writeTable(w io.Writer) error {
	o := r.opts
	var b strings.Builder
	box := "core game"
	if o.Breakout {
		box = "with Breakout"
	}
	fmt.Fprintf(&b, "Win rate of policy %s against the guards (%s edition, %s), %d games a level\n\n", r.Policy.Label(), o.Edition, box, o.Games)
	t := cmdutil.NewTable(o.IO)
	t.AppendHeader(table.Row{"Level", "Games", "Win\nrate", "95%\ninterval", "Guards' score\n50/75/90th", "Mean\nmargin", "Raids\n/game"})
	for _, lv := range r.Report.Levels {
		t.AppendRow(table.Row{lv.Difficulty.String(), lv.Games, r.fig(pct1(lv.WinRate)), r.fig(strings.TrimSuffix(pct1(lv.Low), "%") + "–" + pct1(lv.High)),
			r.fig(fmt.Sprintf("%d/%d/%d", lv.Median, lv.P75, lv.P90)),
			r.fig(strconv.FormatFloat(lv.MeanMargin, 'f', 1, 64)), r.fig(strconv.FormatFloat(lv.RaidsPerGame, 'f', 2, 64))})
	}
	b.WriteString(t.Render() + "\n")
	if len(r.Report.Diffs) > 0 {
		t := cmdutil.NewTable(o.IO)
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
		fmt.Fprintf(&b, "Interrupted after %d of %d games: the figures are those of the games played.\n", r.Report.Played(), o.Games*len(r.Report.Levels))
	}
	if p := solosim.PartialText(r.Missing); p != "" {
		fmt.Fprintf(&b, "%s %s\n", partialNote, p)
	}
	items, goons, goals, legends := r.Box.Counts()
	cards := fmt.Sprintf("%d items, %d goons, %d goals", items, goons, goals)
	if o.Breakout {
		cards += fmt.Sprintf(", %d legends", legends)
	}
	fmt.Fprintf(&b, "Policy %s (docs/solo-rate.md) · catalog %s (%s) · lockup %s · seeds %d to %d\n", r.Policy.Label(), r.Box.Hash(), cards, o.Version, r.Seed, r.LastSeed())
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
