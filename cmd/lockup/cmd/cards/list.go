package cards

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// ListOptions are the flags of lockup cards list.
type ListOptions struct {
	CatalogOptions
	Kind   string
	Output string
}

// NewCmdList makes lockup cards list; runF, when not nil, runs instead of
// listRun (tests read the options through it).
func NewCmdList(f *cmdutil.Factory, runF func(*ListOptions) error) *cobra.Command {
	opts := &ListOptions{}
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List the cards the catalog knows",
		Long: `List prints every card in the catalog: the cards lockup ships and the ones you
typed, with what is still unknown about each. On a terminal it prints a
table; piped, one card per line with tab-separated columns (kind, name, box,
source, missing values).`,
		Example: `  lockup cards list
  lockup cards list --kind goon
  lockup cards list --output json`,
		Args: cmdutil.ExactArgs(0),
	}
	addKindFlag(cmd, &opts.Kind)
	addOutputFlag(cmd, &opts.Output)
	return leaf(f, cmd, opts, &opts.CatalogOptions, func([]string) error { return checkOutput(opts.Output) }, runF, listRun)
}

func listRun(opts *ListOptions) error {
	kind, user, err := opts.loadKind(opts.Kind)
	if err != nil {
		return err
	}
	eff, err := catalog.EffectiveCatalog(user)
	if err != nil {
		return err
	}
	var cards []catalog.Card
	for _, c := range eff.Cards() {
		if kind == catalog.NoCardKind || c.Kind == kind {
			cards = append(cards, c)
		}
	}
	if opts.Output == "json" {
		return cmdutil.WriteJSON(opts.IO.Out, catalog.ViewCards(user, cards))
	}
	shipped := catalog.ShippedCatalog()
	missing := func(c catalog.Card) string {
		if m := c.StillUnknown(); len(m) > 0 {
			return strings.Join(m, ", ")
		}
		return "-"
	}
	if !opts.IO.IsStdoutTTY() {
		for _, c := range cards {
			fmt.Fprintf(opts.IO.Out, "%s\t%s\t%s\t%s\t%s\n", c.Kind, c.Name, c.Expansion, catalog.CardSource(user, shipped, c), missing(c))
		}
		return nil
	}
	t := table.NewWriter()
	t.SetStyle(table.StyleLight)
	t.Style().Format.Header = text.FormatDefault
	if opts.IO.ColorEnabled() {
		t.Style().Color.Header = text.Colors{text.Bold}
	}
	header := table.Row{"Kind", "Name", "Box", "Source", "Still unknown"}
	rows := []table.Row{header}
	row := func(c catalog.Card) table.Row {
		return table.Row{c.Kind.String(), c.Name, c.Expansion.String(), catalog.CardSource(user, shipped, c), missing(c)}
	}
	var guards, colourless []catalog.Card
	for _, c := range cards {
		switch {
		case c.Kind != catalog.GuardCard:
			rows = append(rows, row(c))
		case c.Colour == rules.NoColour:
			colourless = append(colourless, c) // after the colours
		default:
			guards = append(guards, c) // a row per colour
		}
	}
	star := false
	for _, g := range catalog.GroupGuards(guards, func(c catalog.Card) string { return catalog.CardSource(user, shipped, c) }) {
		missing := "-"
		if len(g.Missing) > 0 {
			missing = strings.Join(g.Missing, ", ")
		}
		rows = append(rows, table.Row{catalog.GuardCard.String(), guardText(g), g.Box.String(), g.Source, missing})
		star = star || g.Special()
	}
	for _, c := range colourless {
		rows = append(rows, row(c))
	}
	t.AppendHeader(header)
	t.AppendRows(rows[1:])
	t.SetColumnConfigs(fitColumns(rows, opts.IO.TerminalWidth(), 4, 1))
	fmt.Fprintln(opts.IO.Out, t.Render())
	if star {
		fmt.Fprintln(opts.IO.Out, guardStarNote)
	}
	count := fmt.Sprintf("%d cards", len(cards))
	if len(cards) == 1 {
		count = "1 card"
	}
	fmt.Fprintf(opts.IO.Out, "%s. Type a card's values with: lockup cards edit NAME\n", count)
	return nil
}

// guardText writes the colour and the strengths of a group's cards in
// catalog order: "red: 2 3 3* 4 5", the special card starred
// (guardStarNote); "?" for a strength not known.
func guardText(g catalog.GuardGroup) string {
	parts := make([]string, len(g.Cards))
	for i, c := range g.Cards {
		parts[i] = "?"
		if c.Strength.Known {
			parts[i] = strconv.Itoa(c.Strength.Value)
		}
		if c.Special.Known && c.Special.Value {
			parts[i] += "*"
		}
	}
	return fmt.Sprintf("%s: %s", g.Colour, strings.Join(parts, " "))
}

// guardStarNote explains the star of guardText.
const guardStarNote = "* the special guard card."

// fitColumns returns column configurations that keep a table of the rows
// (the header first) within width columns, with the light style's borders
// and padding: the widest of the columns named by shrink (from 0) gives a
// column at a time, its cells wrapped at word boundaries, but no column
// gets narrower than its header or its longest word (the table is then
// wider than width).
func fitColumns(rows []table.Row, width int, shrink ...int) []table.ColumnConfig {
	if len(rows) == 0 {
		return nil
	}
	widths, least := make([]int, len(rows[0])), make([]int, len(rows[0]))
	for _, r := range rows {
		for i, cell := range r {
			s := fmt.Sprint(cell)
			widths[i] = max(widths[i], text.StringWidthWithoutEscSequences(s))
			for word := range strings.FieldsSeq(s) {
				least[i] = max(least[i], text.StringWidthWithoutEscSequences(word))
			}
		}
	}
	for i, cell := range rows[0] {
		least[i] = max(least[i], text.StringWidthWithoutEscSequences(fmt.Sprint(cell)))
	}
	total := 1 + 3*len(widths) // "│ " before each cell, " " after, "│" at the end
	for _, w := range widths {
		total += w
	}
	fitted := slices.Clone(widths)
	for ; total > width; total-- {
		widest := -1
		for _, col := range shrink {
			if fitted[col] > least[col] && (widest < 0 || fitted[col] > fitted[widest]) {
				widest = col
			}
		}
		if widest < 0 {
			break // as narrow as it gets
		}
		fitted[widest]--
	}
	var configs []table.ColumnConfig
	for _, col := range shrink {
		if fitted[col] < widths[col] {
			configs = append(configs, table.ColumnConfig{Number: col + 1, WidthMax: fitted[col], WidthMaxEnforcer: text.WrapSoft})
		}
	}
	return configs
}
