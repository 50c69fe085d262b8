package status

import (
	"fmt"
	"strings"

	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// column is a column of a status table.
type column struct {
	head string
	// right aligns the column to the right (numbers).
	right bool
	// give is how the column gives way when the table is wider than the
	// terminal: giveNone, giveClip (cut with "…", down to min), giveWrap
	// (its cell's things on several lines, down to min).
	give int
	min  int
	// sep joins a cell's things: ", " when empty; "; " for things that
	// hold commas themselves (a guard card: "yellow 3, special").
	sep string
}

// joiner returns what joins the column's things.
func (c column) joiner() string {
	if c.sep == "" {
		return ", "
	}
	return c.sep
}

const (
	giveNone = iota
	giveClip
	giveWrap
)

// layoutTable lays out rows of cells (each cell a list of things, joined by ", "
// on one line) under cols, within width: two spaces between text columns,
// one before a right-aligned one. The columns that give way get
// go-pretty's width limit (WidthMax), wrapping their things (wrapThings)
// or clipping their text (clip). It reports false when the columns do
// not fit even at their narrowest.
func layoutTable(cols []column, rows [][][]string, bold bool, width int) (string, bool) {
	widths := naturalWidths(cols, rows)
	total := func() int { return tableWidth(cols, widths) }
	// The wrapping columns give way first, then the clipped ones.
	for _, give := range []int{giveWrap, giveClip} {
		for i, c := range cols {
			if over := total() - width; over > 0 && c.give == give {
				widths[i] = max(c.min, widths[i]-over, cmdutil.DisplayWidth(c.head))
			}
		}
	}
	if total() > width {
		return "", false
	}
	// Columns are separated by one space; an empty column before a text
	// column makes that two.
	var head table.Row
	var configs []table.ColumnConfig
	for i, c := range cols {
		if columnGap(cols, i) == 2 {
			head = append(head, "")
		}
		head = append(head, c.head)
		cfg := table.ColumnConfig{Number: len(head), WidthMax: widths[i]}
		if c.right {
			cfg.Align, cfg.AlignHeader = text.AlignRight, text.AlignRight
		}
		switch c.give {
		case giveWrap:
			cfg.WidthMaxEnforcer = wrapThings(c.joiner())
		case giveClip:
			cfg.WidthMaxEnforcer = clip
		}
		configs = append(configs, cfg)
	}
	t := table.NewWriter()
	t.SetStyle(table.Style{Box: table.BoxStyle{MiddleVertical: " "}, Options: table.Options{SeparateColumns: true}})
	t.SetColumnConfigs(configs)
	t.AppendHeader(head)
	for _, r := range rows {
		row := make(table.Row, 0, len(head))
		for i, cell := range r {
			if columnGap(cols, i) == 2 {
				row = append(row, "")
			}
			row = append(row, strings.Join(cell, cols[i].joiner()))
		}
		t.AppendRow(row)
	}
	var b strings.Builder
	for i, line := range strings.Split(t.Render(), "\n") {
		line = strings.TrimRight(line, " ")
		if i == 0 && bold {
			line = "\x1b[1m" + line + "\x1b[0m"
		}
		b.WriteString(line + "\n")
	}
	return b.String(), true
}

// wrapThings returns go-pretty's WidthMaxEnforcer for a column that wraps:
// it breaks a cell's things (joined by sep) onto lines of at most width
// cells, between two things where it can (cmdutil.FitItems).
func wrapThings(sep string) func(cell string, width int) string {
	mark := strings.TrimSpace(sep)
	return func(cell string, width int) string {
		if cmdutil.DisplayWidth(cell) <= width {
			return cell
		}
		items := strings.Split(cell, sep)
		for i := range items[:len(items)-1] {
			items[i] += mark
		}
		return strings.TrimSuffix(cmdutil.FitItems(items, width, "", ""), "\n")
	}
}

// naturalWidths returns the width of each column with every cell on one
// line.
func naturalWidths(cols []column, rows [][][]string) []int {
	widths := make([]int, len(cols))
	for i, c := range cols {
		widths[i] = cmdutil.DisplayWidth(c.head)
	}
	for _, r := range rows {
		for i, cell := range r {
			widths[i] = max(widths[i], cmdutil.DisplayWidth(strings.Join(cell, cols[i].joiner())))
		}
	}
	return widths
}

// columnGap is the spaces before column i: two, or one before a number.
func columnGap(cols []column, i int) int {
	switch {
	case i == 0:
		return 0
	case cols[i].right:
		return 1
	}
	return 2
}

// tableWidth is the width of a table whose columns have the given widths.
func tableWidth(cols []column, widths []int) int {
	n := 0
	for i, w := range widths {
		n += columnGap(cols, i) + w
	}
	return n
}

// clip cuts s to width cells (display width), ending it with "…" when it
// was longer: go-pretty's WidthMaxEnforcer for a column that clips.
func clip(s string, width int) string {
	if cmdutil.DisplayWidth(s) <= width {
		return s
	}
	return strings.TrimRight(text.Trim(s, width-1), " ") + "…"
}

// crewTable is the crews' numbers as a table: the first player marker,
// reputation, power, suspicion, each resource, storage and tokens left.
// Its column headers are short forms in Spanish and Chinese too, so that
// five crews fit 80 columns.
func crewTable(lang statusLang, g companion.Game, crews []companion.CrewState, bold bool, width int) (string, bool) {
	cols := []column{{head: lang.Sprintf("status.col.crew"), give: giveClip, min: 8}, {head: lang.Sprintf("status.col.rep"), right: true},
		{head: lang.Sprintf("status.col.power"), right: true}, {head: lang.Sprintf("status.col.susp"), right: true}}
	for _, k := range rules.AllResources {
		cols = append(cols, column{head: lang.Sprintf("status.col." + k.String()), right: true})
	}
	cols = append(cols, column{head: lang.Sprintf("status.col.storage"), right: true}, column{head: lang.Sprintf("status.col.tokens"), right: true})
	rows := crewRows(lang, g, crews, true)
	if tableWidth(cols, naturalWidths(cols, rows)) > width {
		// The colours are in the crews' lines below the table: the names
		// need the room more.
		rows = crewRows(lang, g, crews, false)
	}
	return layoutTable(cols, rows, bold, width)
}

// crewRows are the rows of crewTable, the crews' names with or without
// their colours.
func crewRows(lang statusLang, g companion.Game, crews []companion.CrewState, colours bool) [][][]string {
	var rows [][][]string
	for _, c := range crews {
		marker := "  "
		if c.Name == g.FirstPlayer {
			marker = "* "
		}
		name := c.Name
		if colours {
			name = crewName(c)
		}
		r := [][]string{{marker + name}, {fmt.Sprint(c.Board.Reputation)}, {fmt.Sprint(c.Board.Power)}, {fmt.Sprint(c.Board.Suspicion)}}
		for _, k := range rules.AllResources {
			r = append(r, []string{fmt.Sprint(c.Board.Resources.Of(k))})
		}
		if c.Name == rules.Guards {
			// The guard board (lockup status's brief view): no storage
			// limit, no holding cell.
			r[0] = []string{marker + lang.Sprintf("status.guards")}
			r = append(r, []string{"-"}, []string{"-"})
			rows = append(rows, r)
			continue
		}
		r = append(r, []string{fmt.Sprintf("%d/%d", c.Board.Resources.Total(), c.Board.StorageLimit)}, []string{holdingCell(lang, c)})
		rows = append(rows, r)
	}
	return rows
}

// locationTable is the locations as a table: goon, suspicion cubes, Bandit
// cubes (a column only when some location holds them), in a solitary game
// the guard cards and the guards' strength, the tunnel markers when tunnels
// is not nil (Breakout, the brief view), and tokens.
func locationTable(lang statusLang, g companion.Game, bandits bool, solo *companion.SoloView, tunnels map[rules.Location]rules.Tunnel, bold bool, width int) (string, bool) {
	cols := []column{{head: lang.Sprintf("status.col.location")}, {head: lang.Sprintf("status.col.goon"), give: giveClip, min: 8}, {head: lang.Sprintf("status.col.susp"), right: true}}
	if bandits {
		cols = append(cols, column{head: lang.Sprintf("status.col.bandit-cubes"), give: giveWrap, min: 8})
	}
	if solo != nil && solo.Round {
		cols = append(cols, column{head: lang.Sprintf("status.col.guard-cards"), give: giveWrap, min: 9, sep: "; "}, column{head: lang.Sprintf("status.col.str"), right: true})
	}
	if tunnels != nil {
		cols = append(cols, column{head: lang.Sprintf("status.col.tunnel")})
	}
	cols = append(cols, column{head: lang.Sprintf("status.col.tokens"), give: giveWrap, min: 16})
	var rows [][][]string
	for _, l := range rules.AllLocations {
		st := g.Locations[l]
		r := [][]string{{rules.LocationIn(lang.Lang, l)}, {cmdutil.OrDash(st.Goon)}, {fmt.Sprint(st.Suspicion)}}
		if bandits {
			cubes := []string{"-"}
			if st.Bandit.Total() > 0 {
				cubes = strings.Split(resourcesIn(lang, st.Bandit), ", ")
			}
			r = append(r, cubes)
		}
		if solo != nil && solo.Round {
			r = append(r, thingsIn(lang, solo.Spots[l]), []string{strengthCell(solo.Spots[l])})
		}
		if tunnels != nil {
			t := "-"
			if tn, ok := tunnels[l]; ok {
				t = tunnelWord(lang, tn)
			}
			r = append(r, []string{t})
		}
		toks := placementsIn(lang, g, st)
		if len(toks) == 0 {
			toks = []string{"-"}
		}
		rows = append(rows, append(r, toks))
	}
	return layoutTable(cols, rows, bold, width)
}

// tunnelWord is a tunnel marker in a language: "single", "double".
func tunnelWord(lang statusLang, t rules.Tunnel) string {
	switch t {
	case rules.SingleTunnel:
		return lang.Sprintf("status.tunnel.single")
	case rules.DoubleTunnel:
		return lang.Sprintf("status.tunnel.double")
	}
	return t.String()
}
