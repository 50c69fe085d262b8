package solo

// The report of lockup solo rate: its figures as a table, CSV or JSON, the
// mark of a partial run, and the commands that deal a game again or rerun
// the rating. Running the games is in solo_rate.go.

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
	if len(r.missing) > 0 {
		return s + partialNote
	}
	return s
}

// rerun is the command line that plays the same run again.
func (r *rateRun) rerun() string {
	o := r.opts
	args := []string{"lockup", "solo", "rate", "--difficulty", strings.ToLower(o.Difficulty), "--edition", o.Edition,
		"--games", strconv.Itoa(o.Games), "--seed", strconv.FormatInt(o.Seed, 10), "--policy", r.setup.policy.String()}
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
	if r.opts.Breakout {
		args = append(args, "--breakout")
	}
	if r.setup.edition == rules.Edition2018 {
		args = append(args, "--edition", "2018")
	}
	args = append(args, "--crew", "NAME:COLOUR")
	s := solosim.SetupOf(r.box, seed)
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
		return cmdutil.WriteJSON(w, r.jsonReport())
	case "csv":
		c := csv.NewWriter(w)
		_ = c.WriteAll(r.report.CSV(r.box, len(r.missing) > 0))
		return c.Error()
	}
	return r.writeTable(w)
}

// rateJSON is the JSON output: the report with what it was played with.
type rateJSON struct {
	Policy        string             `json:"policy"`
	PolicyVersion int                `json:"policy_version"`
	Edition       string             `json:"edition"`
	Breakout      bool               `json:"breakout"`
	Catalog       string             `json:"catalog_hash"`
	Lockup        string             `json:"lockup_version"`
	FirstSeed     int64              `json:"first_seed"`
	LastSeed      int64              `json:"last_seed"`
	Partial       bool               `json:"partial"`
	PartialCards  string             `json:"partial_cards,omitempty"`
	Skipped       []rules.Difficulty `json:"levels_not_played,omitempty"`
	Report        solosim.Report     `json:"report"`
	Deals         []rateDeal         `json:"deals"`
	Rerun         string             `json:"rerun"`
	Cards         map[string]int     `json:"cards"`
}

// rateDeal is a hardest or easiest deal with its command.
type rateDeal struct {
	Difficulty rules.Difficulty `json:"difficulty"`
	Which      string           `json:"which"`
	Outcome    solosim.Outcome  `json:"outcome"`
	Command    string           `json:"command"`
}

func (r *rateRun) deals() []rateDeal {
	var out []rateDeal
	for _, lv := range r.report.Levels {
		if lv.Games == 0 {
			continue
		}
		out = append(out, rateDeal{lv.Difficulty, "hardest", lv.Hardest, r.dealCommand(lv.Difficulty, lv.Hardest.Seed)},
			rateDeal{lv.Difficulty, "easiest", lv.Easiest, r.dealCommand(lv.Difficulty, lv.Easiest.Seed)})
	}
	return out
}

func (r *rateRun) jsonReport() rateJSON {
	items, goons, goals, legends := r.box.Counts()
	return rateJSON{Policy: r.setup.policy.String(), PolicyVersion: r.setup.policy.Version(), Edition: r.opts.Edition, Breakout: r.opts.Breakout,
		Catalog: r.box.Hash(), Lockup: r.opts.Version, FirstSeed: r.opts.Seed, LastSeed: r.opts.Seed + int64(r.opts.Games) - 1,
		Partial: len(r.missing) > 0, PartialCards: solosim.PartialText(r.missing), Skipped: r.skipped, Report: r.report, Deals: r.deals(), Rerun: r.rerun(),
		Cards: map[string]int{"items": items, "goons": goons, "goals": goals, "legends": legends}}
}

func pct1(f float64) string { return strconv.FormatFloat(100*f, 'f', 1, 64) + "%" }

func (r *rateRun) writeTable(w io.Writer) error {
	o := r.opts
	var b strings.Builder
	box := "core game"
	if o.Breakout {
		box = "with Breakout"
	}
	fmt.Fprintf(&b, "Win rate of policy %s against the guards (%s edition, %s), %d games a level\n\n", r.setup.policy.Label(), o.Edition, box, o.Games)
	t := cmdutil.NewTable(o.IO)
	t.AppendHeader(table.Row{"Level", "Games", "Win\nrate", "95%\ninterval", "Guards' score\n50/75/90th", "Mean\nmargin", "Raids\n/game"})
	for _, lv := range r.report.Levels {
		t.AppendRow(table.Row{lv.Difficulty.String(), lv.Games, r.fig(pct1(lv.WinRate)), r.fig(strings.TrimSuffix(pct1(lv.Low), "%") + "–" + pct1(lv.High)),
			r.fig(fmt.Sprintf("%d/%d/%d", lv.Median, lv.P75, lv.P90)),
			r.fig(strconv.FormatFloat(lv.MeanMargin, 'f', 1, 64)), r.fig(strconv.FormatFloat(lv.RaidsPerGame, 'f', 2, 64))})
	}
	b.WriteString(t.Render() + "\n")
	if len(r.report.Diffs) > 0 {
		t := cmdutil.NewTable(o.IO)
		t.AppendHeader(table.Row{"From", "To", "Paired\ngames", "Change in\nwin rate", "95%\ninterval"})
		for _, d := range r.report.Diffs {
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
	if r.report.Interrupted {
		played := 0
		for _, lv := range r.report.Levels {
			played += lv.Games
		}
		fmt.Fprintf(&b, "Interrupted after %d of %d games: the figures are those of the games played.\n", played, o.Games*len(r.report.Levels))
	}
	if p := solosim.PartialText(r.missing); p != "" {
		fmt.Fprintf(&b, "%s %s\n", partialNote, p)
	}
	items, goons, goals, legends := r.box.Counts()
	cards := fmt.Sprintf("%d items, %d goons, %d goals", items, goons, goals)
	if o.Breakout {
		cards += fmt.Sprintf(", %d legends", legends)
	}
	fmt.Fprintf(&b, "Policy %s (docs/solo-rate.md) · catalog %s (%s) · lockup %s · seeds %d to %d\n", r.setup.policy.Label(), r.box.Hash(), cards, o.Version, o.Seed, o.Seed+int64(o.Games)-1)
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
