package cmd

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"charm.land/huh/v2"
	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	safetext "github.com/lockup-companion/lockup/companion/text"
)

// cardsOptions are the flags and arguments of `lockup cards`.
type cardsOptions struct {
	IO *IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs store.Dirs
	// Action is the subcommand: list, show, edit, guards, location-card,
	// catacombs, import or export.
	Action string
	// CatalogPath overrides the user's catalog (--catalog).
	CatalogPath string
	Kind        string
	Output      string
	Name        string
	File        string
	Sets        []string
	Replace     bool
	Force       bool
	All         bool
	// Strengths are the strengths of cards guards COLOUR STRENGTH...
	// (Name holds the colour), and Special the places (from 1) given with
	// --special.
	Strengths []string
	Special   []int
	// Breakout is the strength of the colour's Breakout guard card
	// (--breakout), when BreakoutSet.
	Breakout    int
	BreakoutSet bool
	// catalogLocked is set while cardsRun holds the catalog's lock.
	catalogLocked bool
}

func newCmdCards(f *Factory, runF func(*cardsOptions) error) *cobra.Command {
	opts := &cardsOptions{IO: f.IOStreams, Dirs: f.Dirs}
	var accessible bool
	run := func(action string) func(*cobra.Command, []string) error {
		return func(_ *cobra.Command, args []string) error {
			opts.Action = action
			if len(args) > 0 {
				opts.Name, opts.File = args[0], args[0]
				opts.Strengths = args[1:]
			}
			if opts.Output != "" && opts.Output != "text" && opts.Output != "json" {
				return &UsageError{Err: fmt.Errorf("--output %q: use text or json", opts.Output)}
			}
			if runF != nil {
				return runF(opts)
			}
			return cardsRun(opts)
		}
	}
	exact := func(n int) cobra.PositionalArgs {
		return func(cmd *cobra.Command, args []string) error {
			if err := cobra.ExactArgs(n)(cmd, args); err != nil {
				return &UsageError{Err: err}
			}
			return nil
		}
	}
	cmd := &cobra.Command{
		Use:   "cards <command>",
		Short: "Manage the card catalog: the printed values of your cards",
		Long: `The rulebooks do not print the values of individual cards. The first time a
card comes into play you type what it shows; lockup keeps it in your card
catalog (catalog.yaml in your config folder, $XDG_CONFIG_HOME/lockup) so that
no later game asks again. lockup ships only the card names the rulebooks
mention, with the few values they state.

A group can share its typing: one player exports the catalog, the others import
it. See docs/card-catalog.md for the file format.`,
		Example: `  lockup cards list
  lockup cards show "Sacred Robes"
  lockup cards edit Grub --kind goon
  lockup cards guards blue 1 1 2 2 3 3 4
  lockup cards guards blue --breakout 3
  lockup cards location-card cell-block
  lockup cards catacombs
  lockup cards export friends.yaml
  lockup cards import friends.yaml`,
	}
	cmd.PersistentFlags().StringVar(&opts.CatalogPath, "catalog", "", "use this catalog file instead of the one in your config folder")

	list := &cobra.Command{
		Use:   "list",
		Short: "List the cards the catalog knows",
		Long: `List prints every card in the catalog: the cards lockup ships and the ones you
typed, with what is still unknown about each. On a terminal it prints a
table; piped, one card per line with tab-separated columns (kind, name, box,
source, missing values).`,
		Example: `  lockup cards list
  lockup cards list --kind goon
  lockup cards list --output json`,
		Args: exact(0),
		RunE: run("list"),
	}
	show := &cobra.Command{
		Use:   "show <name>",
		Short: "Show the values of one card",
		Long: `Show prints every value of a card, "unknown" for those not typed yet. When a
name belongs to cards of two kinds, --kind says which. A colour (blue, green,
yellow or red) shows the guard cards of that colour.`,
		Example: `  lockup cards show "Sacred Robes"
  lockup cards show Explorer --output json
  lockup cards show red`,
		Args: exact(1),
		RunE: run("show"),
	}
	edit := &cobra.Command{
		Use:   "edit <name>",
		Short: "Type or change the values of a card",
		Long: `Edit asks for the values of a card in a form and saves them in your catalog:
the card's box first (core game or Breakout), then the values a card of that
box shows (a core game card has no barrel icons nor Breakout's goon types).
Legend cards, loot tokens and the spaces of the catacombs board come only in
the Breakout box, so their box is not asked. An empty answer leaves a value
unknown; Ctrl-C saves nothing. A new card needs --kind.

Without a terminal, give the values with --set key=value instead (repeat it).
The keys are those of the catalog file: expansion, reputation, cost,
valuables, effects, barrels (items); expansion, type, suspicion, valuables,
effects, resource (goons); expansion, type, condition, reputation (goals);
expansion (tomes); expansion, effects, asked (legends and loot tokens: the
icons, and whether the effect, or the part not shown as icons, is played at
the table); expansion, colour, strength, special (guard cards, which "lockup
cards guards" types a colour at a time; a new one named after its colour,
"green 1", starts with that colour); expansion, loot, paths (a space of the
catacombs, named as the board shows it: entrance, a number, tomb, escaped;
its paths are the spaces its arrows lead to, separated by semicolons, each
with its cost after a colon: "4; 5: 1 iron"). "unknown" forgets a value.`,
		Example: `  lockup cards edit "Sacred Robes"
  lockup cards edit Grub --kind goon --set type=dwarves --set suspicion=1
  lockup cards edit Hoarder --kind goal --set type=instant \
    --set "condition=first to 6 resources" --set reputation=4
  lockup cards edit "two gold" --kind loot --set asked=no \
    --set "effects=gain-gold, gain-gold"
  lockup cards edit 3 --kind space --set loot=yes --set "paths=4; 5: 1 iron"`,
		Args: exact(1),
		RunE: func(c *cobra.Command, args []string) error {
			if accessible {
				opts.IO.Accessible = true
			}
			return run("edit")(c, args)
		},
	}
	edit.Flags().StringArrayVar(&opts.Sets, "set", nil, "set a value without a form: key=value (repeatable)")
	edit.Flags().BoolVar(&accessible, "accessible", false, "ask with plain prompts, for screen readers; answers may come from standard input")
	guards := &cobra.Command{
		Use:   "guards <colour> [<strength>...] [--breakout N]",
		Short: "Type the strengths of one colour of solo guard cards",
		Long: `Guards stores the guard cards of one colour, for solo games whose decks lockup
deals: the rulebooks print no strengths, so you type them once. Give the
colour, then the strength of every card of that colour in the core game's box:
7 blue, or 5 green, yellow or red. The cards are named in the order given,
"blue 1" to "blue 7" ("red 1" to "red 5"), and replace the colour's core game
guard cards already in your catalog.

One yellow card and one red card are special: --special N marks the N-th
strength given. Blue and green cards are never special.

Breakout adds one card of each colour to the solo guard deck: --breakout N
stores the strength of the colour's Breakout card, named "blue 8" ("green
6", "yellow 6", "red 6"), with the core cards or alone. The rulebook does not
say a Breakout card can be special, and a deck holds exactly one special
card, so a Breakout card never is. The strengths in the examples below are
made up: type what your own cards show.`,
		Example: `  lockup cards guards blue 1 1 2 2 3 3 4
  lockup cards guards red 2 3 3 4 5 --special 3
  lockup cards guards green --breakout 3`,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) == 0 {
				return &UsageError{Err: errors.New("give a colour (blue, green, yellow or red), then the strength of each of its cards")}
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			opts.BreakoutSet = c.Flags().Changed("breakout")
			return run("guards")(c, args)
		},
	}
	guards.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		// A negative strength reads as a flag ("-2"): say what it is.
		if _, arg, ok := strings.Cut(err.Error(), "unknown shorthand flag: "); ok {
			if _, arg, ok = strings.Cut(arg, " in "); ok {
				if n, nerr := strconv.Atoi(arg); nerr == nil && n < 0 {
					return &UsageError{Err: fmt.Errorf("strength %d is negative: a guard card shows a strength from 0 to %d", n, rules.MaxStrength)}
				}
			}
		}
		return flagError(c, err)
	})
	guards.Flags().IntSliceVar(&opts.Special, "special", nil, "mark the `N`-th strength given as the special card (yellow and red)")
	guards.Flags().IntVar(&opts.Breakout, "breakout", 0, "the `strength` the colour's Breakout guard card shows")
	locationCard := &cobra.Command{
		Use:   "location-card <shows>",
		Short: "Type what Breakout's solo location card shows",
		Long: `Location-card stores what the location card Breakout adds to the solo
location deck shows, for solo Breakout games whose decks lockup deals: the
rulebook does not print it, so you type it once. Give the location it shows
(exercise-yard, sewers, infirmary, smithy, commissary, chow-hall or
cell-block), or off-duty. The catalog keeps it as the location card
"` + catalog.BreakoutLocationCard + `".`,
		Example: `  lockup cards location-card cell-block
  lockup cards show "` + catalog.BreakoutLocationCard + `"`,
		Args: exact(1),
		RunE: run("location-card"),
	}
	catacombs := &cobra.Command{
		Use:   "catacombs",
		Short: "Show the catacombs board your catalog holds, and what is missing",
		Long: `Catacombs prints the board of the Breakout expansion as your card catalog
holds it: each space, whether it shows the loot icon, and the spaces its
arrows lead to with their costs; then what is still to type, or the rule the
board breaks. The rulebook does not print the board: type each space once as
your board shows it, with "lockup cards edit SPACE --kind space" (SPACE is
entrance, the number printed on the space, tomb or escaped). lockup ships the
entrance, tomb and escaped spaces, which the rulebook names, with no values.`,
		Example: `  lockup cards catacombs
  lockup cards edit entrance --kind space --set "paths=1; 2: 1 scrap"
  lockup cards catacombs --output json`,
		Args: exact(0),
		RunE: run("catacombs"),
	}
	importCmd := &cobra.Command{
		Use:   "import <file>",
		Short: "Add the cards of a catalog file to yours",
		Long: `Import adds the cards of another catalog file ("-" reads standard input) to
yours. Cards you lack are added; values you do not know are filled in. When the
file gives a different value for something you already know, nothing is
imported and the differences are listed, unless --replace says to take the
file's values.`,
		Example: `  lockup cards import friends.yaml
  lockup cards import --replace friends.yaml`,
		Args: exact(1),
		RunE: run("import"),
	}
	importCmd.Flags().BoolVar(&opts.Replace, "replace", false, "take the file's values where they differ from yours")
	export := &cobra.Command{
		Use:   "export [file]",
		Short: "Write your catalog to a file or standard output",
		Long: `Export writes the cards you typed as a catalog file, to share with your group.
With no file (or "-") it writes to standard output. --all adds the cards
lockup ships.`,
		Example: `  lockup cards export friends.yaml
  lockup cards export | less`,
		Args: maxArgs(1),
		RunE: run("export"),
	}
	export.Flags().BoolVar(&opts.Force, "force", false, "overwrite the file if it exists")
	export.Flags().BoolVar(&opts.All, "all", false, "include the cards lockup ships")

	for _, c := range []*cobra.Command{list, show, edit} {
		c.Flags().StringVar(&opts.Kind, "kind", "", "the kind of card: "+catalog.CardKindForms)
	}
	for _, c := range []*cobra.Command{list, show, catacombs} {
		c.Flags().StringVarP(&opts.Output, "output", "o", "", "output format: text or json")
	}
	cmd.AddCommand(list, show, edit, guards, locationCard, catacombs, importCmd, export)
	return cmd
}

// cardsBadInput is a refused argument of `lockup cards` (exit code 2).
type cardsBadInput struct{ msg string }

func (e *cardsBadInput) Error() string  { return e.msg }
func (e *cardsBadInput) BadInput() bool { return true }

func cardsRefuse(format string, args ...any) error {
	return &cardsBadInput{msg: fmt.Sprintf(format, args...)}
}

func cardsRun(opts *cardsOptions) error {
	path := opts.CatalogPath
	if path == "" {
		var err error
		if path, err = opts.Dirs.CatalogPath(); err != nil {
			return err
		}
	}
	kind := catalog.NoCardKind
	if opts.Kind != "" {
		var err error
		if kind, err = catalog.ParseCardKind(opts.Kind); err != nil {
			return &UsageError{Err: fmt.Errorf("--kind: %w", err)}
		}
	}
	// A command that changes the catalog holds its lock from reading it to
	// saving it, so that two lockups saving at once lose nothing. cards
	// edit without --set may ask in a form: it takes the lock once the
	// form is answered (cardsEdit), never while a player types.
	switch opts.Action {
	case "guards", "import", "edit":
		if opts.Action == "edit" && len(opts.Sets) == 0 {
			break
		}
		unlock, err := catalog.LockWithin(path, opts.Dirs.LockWait)
		if err != nil {
			return err
		}
		defer unlock()
		opts.catalogLocked = true
	}
	user, err := catalog.LoadCatalog(path)
	if err != nil {
		return err
	}
	switch opts.Action {
	case "list":
		return cardsList(opts, user, kind)
	case "show":
		eff, err := catalog.EffectiveCatalog(user)
		if err != nil {
			return err
		}
		card, err := cardsFind(eff, opts.Name, kind)
		if colour, cerr := rules.ParseColour(strings.TrimSpace(opts.Name)); err != nil && cerr == nil && (kind == catalog.NoCardKind || kind == catalog.GuardCard) {
			return cardsShowColour(opts, user, eff, colour)
		}
		if err != nil {
			return err
		}
		return cardsShow(opts, card, cardsSource(user, catalog.ShippedCatalog(), card))
	case "edit":
		return cardsEdit(opts, path, user, kind)
	case "guards":
		return cardsGuards(opts, path, user)
	case "location-card":
		return cardsLocationCard(opts, path, user)
	case "catacombs":
		return cardsCatacombs(opts, user)
	case "import":
		return cardsImport(opts, path, user)
	case "export":
		return cardsExport(opts, user)
	}
	return fmt.Errorf("unknown cards action %q", opts.Action)
}

// cardsSource says whose values a card of the effective catalog holds:
// "shipped", "yours" or "shipped+yours".
func cardsSource(user, shipped *catalog.Catalog, c catalog.Card) string {
	mine, ours := user.Has(c.Kind, c.Name), shipped.Has(c.Kind, c.Name)
	switch {
	case mine && ours:
		return "shipped+yours"
	case mine:
		return "yours"
	}
	return "shipped"
}

// cardsFind finds one card by name, asking for --kind when the name is
// ambiguous and suggesting the nearest name when it is unknown.
func cardsFind(c *catalog.Catalog, name string, kind catalog.CardKind) (catalog.Card, error) {
	var found []catalog.Card
	for _, card := range c.Find(name) {
		if kind == catalog.NoCardKind || card.Kind == kind {
			found = append(found, card)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		msg := fmt.Sprintf("no card called %q in the catalog", name)
		if kind != catalog.NoCardKind {
			msg = fmt.Sprintf("no %s card called %q in the catalog", kind, name)
		}
		if best := safetext.Closest(name, c.Names(kind)); best != "" {
			msg += fmt.Sprintf("; did you mean %q?", best)
		}
		return catalog.Card{}, cardsRefuse("%s", msg)
	}
	kinds := make([]string, len(found))
	for i, card := range found {
		kinds[i] = card.Kind.String()
	}
	return catalog.Card{}, cardsRefuse("%q names cards of several kinds (%s): add --kind", name, strings.Join(kinds, ", "))
}

func cardsList(opts *cardsOptions, user *catalog.Catalog, kind catalog.CardKind) error {
	eff, err := catalog.EffectiveCatalog(user)
	if err != nil {
		return err
	}
	shipped := catalog.ShippedCatalog()
	var cards []catalog.Card
	for _, c := range eff.Cards() {
		if kind == catalog.NoCardKind || c.Kind == kind {
			cards = append(cards, c)
		}
	}
	if opts.Output == "json" {
		out := make([]cardJSON, len(cards))
		for i, c := range cards {
			out[i] = toCardJSON(c, cardsSource(user, shipped, c))
		}
		return cardsWriteJSON(opts.IO.Out, out)
	}
	missing := func(c catalog.Card) string {
		if m := stillUnknown(c); len(m) > 0 {
			return strings.Join(m, ", ")
		}
		return "-"
	}
	if !opts.IO.IsStdoutTTY() {
		for _, c := range cards {
			fmt.Fprintf(opts.IO.Out, "%s\t%s\t%s\t%s\t%s\n", c.Kind, c.Name, c.Expansion, cardsSource(user, shipped, c), missing(c))
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
		return table.Row{c.Kind.String(), c.Name, c.Expansion.String(), cardsSource(user, shipped, c), missing(c)}
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
	for _, g := range guardGroups(guards, func(c catalog.Card) string { return cardsSource(user, shipped, c) }) {
		rows = append(rows, table.Row{catalog.GuardCard.String(), g.text(), g.box.String(), g.source, strings.Join(g.missing, ", ")})
		star = star || g.special()
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

// guardGroup is the guard cards of one colour, box and source, as cards
// list shows them: one row with their strengths.
type guardGroup struct {
	colour  rules.Colour
	box     catalog.Expansion
	source  string
	cards   []catalog.Card
	missing []string
}

// text writes the colour and the strengths of the group's cards in catalog
// order (the order they were typed in, for cards lockup cards guards
// named): "red: 2 3 3* 4 5", the special card starred (guardStarNote);
// "?" for a strength not known.
func (g guardGroup) text() string {
	parts := make([]string, len(g.cards))
	for i, c := range g.cards {
		parts[i] = "?"
		if c.Strength.Known {
			parts[i] = strconv.Itoa(c.Strength.Value)
		}
		if c.Special.Known && c.Special.Value {
			parts[i] += "*"
		}
	}
	return fmt.Sprintf("%s: %s", g.colour, strings.Join(parts, " "))
}

// special reports whether a card of the group is special.
func (g guardGroup) special() bool {
	return slices.ContainsFunc(g.cards, func(c catalog.Card) bool { return c.Special.Known && c.Special.Value })
}

// guardStarNote explains the star of guardGroup.text.
const guardStarNote = "* the special guard card."

// guardGroups groups guard cards of known colours by colour (blue, green,
// yellow, red), then box and source, each in the order given.
func guardGroups(cards []catalog.Card, source func(catalog.Card) string) []guardGroup {
	var groups []guardGroup
	for colour := rules.Blue; colour <= rules.Red; colour++ {
		first := len(groups)
		for _, c := range cards {
			if c.Colour != colour {
				continue
			}
			src := source(c)
			i := slices.IndexFunc(groups[first:], func(g guardGroup) bool { return g.box == c.Expansion && g.source == src })
			if i < 0 {
				groups = append(groups, guardGroup{colour: colour, box: c.Expansion, source: src})
				i = len(groups) - first - 1
			}
			g := &groups[first+i]
			g.cards = append(g.cards, c)
			for _, f := range stillUnknown(c) {
				if !slices.Contains(g.missing, f) {
					g.missing = append(g.missing, f)
				}
			}
		}
	}
	for i := range groups {
		if len(groups[i].missing) == 0 {
			groups[i].missing = []string{"-"}
		}
	}
	return groups
}

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

func cardsShow(opts *cardsOptions, c catalog.Card, source string) error {
	if opts.Output == "json" {
		return cardsWriteJSON(opts.IO.Out, toCardJSON(c, source))
	}
	w := opts.IO.Out
	fmt.Fprintf(w, "%s (%s, %s box; %s)\n", c.Name, c.Kind, c.Expansion, source)
	unknown := stillUnknown(c)
	for _, f := range catalog.CardFields(c.Kind) {
		if f == catalog.FieldExpansion || !c.Knows(f) && !slices.Contains(unknown, f) {
			continue
		}
		fmt.Fprintf(w, "  %-11s %s\n", f, c.Value(f))
	}
	if m := unknown; len(m) > 0 {
		fmt.Fprintf(w, "Still unknown: %s (lockup cards edit %q)\n", strings.Join(m, ", "), c.Name)
	}
	return nil
}

// cardsShowColour shows the guard cards of a colour: lockup cards show red.
func cardsShowColour(opts *cardsOptions, user, eff *catalog.Catalog, colour rules.Colour) error {
	shipped := catalog.ShippedCatalog()
	var cards []catalog.Card
	for _, c := range eff.Cards() {
		if c.Kind == catalog.GuardCard && c.Colour == colour {
			cards = append(cards, c)
		}
	}
	if len(cards) == 0 {
		return cardsRefuse("no %s guard cards in the catalog; type them with: lockup cards guards %s STRENGTH...", colour, colour)
	}
	if opts.Output == "json" {
		out := make([]cardJSON, len(cards))
		for i, c := range cards {
			out[i] = toCardJSON(c, cardsSource(user, shipped, c))
		}
		return cardsWriteJSON(opts.IO.Out, out)
	}
	w := opts.IO.Out
	fmt.Fprintf(w, "%d %s guard cards (the core game has %d, Breakout adds %d):\n", len(cards), colour, rules.CoreGuardCards(colour), rules.BreakoutGuardCards)
	for _, c := range cards {
		values := "strength " + c.Value(catalog.FieldStrength)
		if c.Special.Known && c.Special.Value {
			values += ", special"
		}
		if m := stillUnknown(c); len(m) > 0 {
			values += "; still unknown: " + strings.Join(m, ", ")
		}
		fmt.Fprintf(w, "  %-9s %s (%s box; %s)\n", c.Name, values, c.Expansion, cardsSource(user, shipped, c))
	}
	return nil
}

func cardsEdit(opts *cardsOptions, path string, user *catalog.Catalog, kind catalog.CardKind) error {
	eff, err := catalog.EffectiveCatalog(user)
	if err != nil {
		return err
	}
	var card catalog.Card
	exists := slices.ContainsFunc(eff.Find(opts.Name), func(c catalog.Card) bool { return kind == catalog.NoCardKind || c.Kind == kind })
	switch {
	case exists:
		if card, err = cardsFind(eff, opts.Name, kind); err != nil {
			return err
		}
	case kind == catalog.NoCardKind:
		return cardsRefuse("%q is not in the catalog; to add it, say its kind with --kind (%s)", opts.Name, catalog.CardKindForms)
	default:
		card = catalog.Card{Kind: kind, Name: strings.Join(strings.Fields(opts.Name), " ")}
		if first, _, _ := strings.Cut(card.Name, " "); kind == catalog.GuardCard {
			// A new guard card named after its colour ("green 1") starts
			// with that colour.
			card.Colour, _ = rules.ParseColour(first)
		}
		if kind.BreakoutOnly() {
			card.Expansion = catalog.BreakoutExpansion
		}
		if err := card.Check(); err != nil {
			return cardsRefuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
		}
	}
	switch {
	case len(opts.Sets) > 0:
		for _, s := range opts.Sets {
			key, value, ok := strings.Cut(s, "=")
			key = strings.TrimSpace(key)
			if !ok {
				return cardsRefuse("--set %q: write key=value, with a key among %s", s, strings.Join(catalog.CardFields(card.Kind), ", "))
			}
			if err := card.SetValue(key, value); err != nil {
				shown := key
				if strings.ContainsFunc(key, func(r rune) bool { return !unicode.IsPrint(r) || r == ' ' }) {
					shown = strconv.Quote(key) // never a control character raw
				}
				return cardsRefuse("--set %s: %s", shown, strings.TrimPrefix(err.Error(), key+": "))
			}
		}
	case card.Kind.BreakoutOnly() && len(cardQuestions(&card, cardAsk{})) == 0:
		// Nothing to ask (the tomb): the card is saved as it is.
	case opts.IO.IsStdinTTY() || opts.IO.Accessible:
		// The box first, then the values a card of that box shows: one
		// chain of forms (runForms). A card only Breakout's box holds is
		// not asked its box.
		var edited *catalog.Card
		first := buildBoxForm(&card)
		if card.Kind.BreakoutOnly() {
			if card.Expansion == catalog.NoExpansion {
				card.Expansion = catalog.BreakoutExpansion
			}
			first, edited = cardForm(card, false)
		}
		err := runForms(opts.IO, opts.IO.FormInput(), opts.IO.Out, first, func() (*huh.Form, error) {
			if edited != nil {
				return nil, nil
			}
			var form *huh.Form
			form, edited = cardForm(card, false)
			return form, nil
		})
		if edited != nil {
			card = *edited
		}
		if errors.Is(err, huh.ErrUserAborted) {
			fmt.Fprintln(opts.IO.ErrOut, "Cancelled: nothing was saved.")
		}
		if err != nil {
			return err
		}
		card.ForgetMoot()
	default:
		return cardsRefuse("standard input is not a terminal, so no form can be shown: give the values with --set key=value (keys for a %s: %s)", card.Kind, strings.Join(catalog.CardFields(card.Kind), ", "))
	}
	if !opts.catalogLocked {
		// Read again under the lock: the cards another lockup saved while
		// the form was open are kept (this card is the form's).
		unlock, err := catalog.LockWithin(path, opts.Dirs.LockWait)
		if err != nil {
			return err
		}
		defer unlock()
		if user, err = catalog.LoadCatalog(path); err != nil {
			return err
		}
	}
	if err := user.Put(card); err != nil {
		return cardsRefuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
	}
	if err := catalog.SaveCatalog(path, user); err != nil {
		return err
	}
	fmt.Fprintf(opts.IO.ErrOut, "Saved %s in %s\n", catalog.CardString(card), path)
	if card.Kind == catalog.SpaceCard {
		fmt.Fprintln(opts.IO.ErrOut, "See the whole board with: lockup cards catacombs")
	}
	if m := stillUnknown(card); len(m) > 0 {
		fmt.Fprintf(opts.IO.ErrOut, "Still unknown: %s\n", strings.Join(m, ", "))
	}
	return nil
}

// cardsGuards stores a whole colour of guard cards: lockup cards guards
// COLOUR STRENGTH... [--special N].
func cardsGuards(opts *cardsOptions, path string, user *catalog.Catalog) error {
	colour, err := rules.ParseColour(strings.TrimSpace(opts.Name))
	if err != nil {
		msg := fmt.Sprintf("%q is not a guard card colour (blue, green, yellow or red)", opts.Name)
		if best := safetext.Closest(opts.Name, guardColourNames()); best != "" {
			msg += fmt.Sprintf("; did you mean %q?", best)
		}
		return cardsRefuse("%s", msg)
	}
	want := rules.CoreGuardCards(colour)
	if opts.BreakoutSet && (opts.Breakout < 0 || opts.Breakout > rules.MaxStrength) {
		return cardsRefuse("--breakout %d: a guard card shows a strength from 0 to %d", opts.Breakout, rules.MaxStrength)
	}
	if len(opts.Strengths) == 0 && opts.BreakoutSet {
		if len(opts.Special) > 0 {
			return cardsRefuse("--special: Breakout's %s guard card is never special (the level's one special card is a core game card); leave --special out", colour)
		}
		return cardsBreakoutGuard(opts, path, user, colour)
	}
	if len(opts.Strengths) == 0 {
		return cardsRefuse("give the strength of each of the %d %s guard cards after the colour (or Breakout's card alone with --breakout STRENGTH)", want, colour)
	}
	cards := make([]rules.GuardCard, len(opts.Strengths))
	for i, text := range opts.Strengths {
		n, err := strconv.Atoi(strings.TrimSpace(text))
		if err != nil || n < 0 || n > rules.MaxStrength {
			return cardsRefuse("strength %d (%q) is not a whole number from 0 to %d", i+1, text, rules.MaxStrength)
		}
		cards[i] = rules.GuardCard{Colour: colour, Strength: n}
	}
	if len(cards) != want {
		return cardsRefuse("%d %s strengths given; the core game has %d %s guard cards: give the strength of each", len(cards), colour, want, colour)
	}
	switch special := opts.Special; {
	case !colour.MayBeSpecial() && len(special) > 0:
		return cardsRefuse("--special: a %s guard card is never special (only one yellow and one red card are); leave --special out", colour)
	case colour.MayBeSpecial() && len(special) == 0:
		return cardsRefuse("one of the %d %s guard cards is special: say which with --special N, N its place among the strengths given (1 to %d)", want, colour, want)
	case len(special) > 1:
		return cardsRefuse("--special is given %d times; exactly one %s guard card is special", len(special), colour)
	case len(special) == 1 && (special[0] < 1 || special[0] > len(cards)):
		return cardsRefuse("--special %d: give the place of the special card among the strengths, 1 to %d", special[0], len(cards))
	case len(special) == 1:
		cards[special[0]-1].Special = true
	}
	stored, replaced, err := user.SetGuardColour(colour, cards)
	if err != nil {
		return cardsRefuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
	}
	if opts.BreakoutSet {
		card, more, err := user.SetBreakoutGuard(colour, opts.Breakout)
		if err != nil {
			return cardsRefuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
		}
		stored, replaced = append(stored, card), append(replaced, more...)
	}
	if err := catalog.SaveCatalog(path, user); err != nil {
		return err
	}
	w := opts.IO.Out
	fmt.Fprintf(w, "Stored the %d %s guard cards in %s:\n", len(stored), colour, path)
	for _, c := range stored {
		special := ""
		if c.Special.Value {
			special = ", special"
		}
		if c.Expansion == catalog.BreakoutExpansion {
			special += " (Breakout box)"
		}
		fmt.Fprintf(w, "  %-9s strength %d%s\n", c.Name, c.Strength.Value, special)
	}
	if len(replaced) > 0 {
		fmt.Fprintln(w, wrapText(fmt.Sprintf("They replace %s.", strings.Join(replaced, ", ")), opts.IO.TerminalWidth(), "", ""))
	}
	return nil
}

// cardsBreakoutGuard stores the Breakout guard card of a colour alone:
// lockup cards guards COLOUR --breakout STRENGTH.
func cardsBreakoutGuard(opts *cardsOptions, path string, user *catalog.Catalog, colour rules.Colour) error {
	card, replaced, err := user.SetBreakoutGuard(colour, opts.Breakout)
	if err != nil {
		return cardsRefuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
	}
	if err := catalog.SaveCatalog(path, user); err != nil {
		return err
	}
	w := opts.IO.Out
	fmt.Fprintf(w, "Stored Breakout's %s guard card in %s:\n", colour, path)
	fmt.Fprintf(w, "  %-9s strength %d (Breakout box)\n", card.Name, card.Strength.Value)
	if len(replaced) > 0 {
		fmt.Fprintln(w, wrapText(fmt.Sprintf("It replaces %s.", strings.Join(replaced, ", ")), opts.IO.TerminalWidth(), "", ""))
	}
	return nil
}

// cardsLocationCard stores what Breakout's location card shows: lockup
// cards location-card SHOWS.
func cardsLocationCard(opts *cardsOptions, path string, user *catalog.Catalog) error {
	shows, err := catalog.ParseBreakoutLocation(opts.Name)
	if err != nil {
		return cardsRefuse("%s", err)
	}
	old, _ := user.BreakoutLocation()
	card, err := user.SetBreakoutLocation(shows)
	if err != nil {
		return cardsRefuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
	}
	if err := catalog.SaveCatalog(path, user); err != nil {
		return err
	}
	fmt.Fprintf(opts.IO.Out, "Stored in %s: %s shows %s.\n", path, card.Name, card.Shows)
	if old != rules.NoLocationCard && old != shows {
		fmt.Fprintf(opts.IO.Out, "It showed %s before.\n", old)
	}
	return nil
}

// guardColourNames are the guard card colours, for messages and
// completion.
func guardColourNames() []string {
	out := make([]string, 0, rules.Red)
	for c := rules.Blue; c <= rules.Red; c++ {
		out = append(out, c.String())
	}
	return out
}

func cardsImport(opts *cardsOptions, path string, user *catalog.Catalog) error {
	name, data, err := readInput(opts.IO, opts.File)
	if err != nil {
		return err
	}
	in, err := catalog.ParseCatalog(name, data)
	if err != nil {
		return err
	}
	rep, err := user.Merge(in, opts.Replace)
	if err != nil {
		return err
	}
	if err := catalog.SaveCatalog(path, user); err != nil {
		return err
	}
	w := opts.IO.Out
	fmt.Fprintf(w, "Imported %s into %s: %d added, %d filled in, %d replaced, %d already known.\n", name, path, len(rep.Added), len(rep.Filled), len(rep.Replaced), len(rep.Unchanged))
	for _, k := range rep.Conflicts {
		fmt.Fprintf(w, "  replaced: %s\n", k)
	}
	return nil
}

func cardsExport(opts *cardsOptions, user *catalog.Catalog) error {
	c := user
	if opts.All {
		var err error
		if c, err = catalog.EffectiveCatalog(user); err != nil {
			return err
		}
	}
	data := c.Encode()
	if opts.File == "" || opts.File == "-" {
		_, err := opts.IO.Out.Write(data)
		return err
	}
	// Only a regular file (or a symlink to one, whose target is written)
	// is ever replaced, --force or not.
	if st, err := os.Stat(opts.File); err == nil && !st.Mode().IsRegular() {
		return &store.NotRegularError{Path: opts.File, Mode: st.Mode()}
	} else if err == nil && !opts.Force {
		return cardsRefuse("%s exists; use --force to overwrite it", opts.File)
	}
	if err := store.WriteFileAtomic(opts.File, data, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(opts.IO.ErrOut, "Wrote %d cards to %s\n", c.Len(), opts.File)
	return nil
}

// cardJSON is a card in --output json.
type cardJSON struct {
	Kind       string         `json:"kind"`
	Name       string         `json:"name"`
	Expansion  string         `json:"expansion,omitempty"`
	Source     string         `json:"source"`
	Missing    []string       `json:"missing"`
	Reputation *int           `json:"reputation,omitempty"`
	Cost       map[string]int `json:"cost,omitempty"`
	Valuables  map[string]int `json:"valuables,omitempty"`
	Effects    *[]string      `json:"effects,omitempty"`
	Barrels    *int           `json:"barrels,omitempty"`
	Type       string         `json:"type,omitempty"`
	Suspicion  *int           `json:"suspicion,omitempty"`
	Resource   string         `json:"resource,omitempty"`
	Condition  string         `json:"condition,omitempty"`
	Colour     string         `json:"colour,omitempty"`
	Strength   *int           `json:"strength,omitempty"`
	Special    *bool          `json:"special,omitempty"`
	Asked      *bool          `json:"asked,omitempty"`
	Loot       *bool          `json:"loot,omitempty"`
	Paths      *[]pathJSON    `json:"paths,omitempty"`
}

func toCardJSON(c catalog.Card, source string) cardJSON {
	j := cardJSON{Kind: c.Kind.String(), Name: c.Name, Source: source, Missing: stillUnknown(c)}
	if j.Missing == nil {
		j.Missing = []string{}
	}
	if c.Expansion != catalog.NoExpansion {
		j.Expansion = c.Expansion.String()
	}
	num := func(p catalog.Printed[int]) *int {
		if !p.Known {
			return nil
		}
		v := p.Value
		return &v
	}
	j.Reputation, j.Barrels, j.Suspicion, j.Strength = num(c.Reputation), num(c.Barrels), num(c.Suspicion), num(c.Strength)
	if c.Cost.Known {
		v := c.Cost.Value
		j.Cost = map[string]int{"scrap": v.Resources.Scrap, "potions": v.Resources.Potions, "iron": v.Resources.Iron, "gold": v.Resources.Gold, "any": v.Any}
	}
	if c.Valuables.Known {
		v := c.Valuables.Value
		j.Valuables = map[string]int{"shields": v.Shields, "gems": v.Gems, "magic": v.Magic, "wild": v.Wild}
	}
	if c.Effects.Known {
		list := []string{}
		for _, e := range c.Effects.Value {
			list = append(list, e.String())
		}
		j.Effects = &list
	}
	if c.Knows(catalog.FieldType) {
		j.Type = c.Value(catalog.FieldType)
	}
	if c.BanditResource != rules.NoResource {
		j.Resource = c.BanditResource.String()
	}
	if c.Condition.Known {
		j.Condition = c.Condition.Value.String()
	}
	if c.Colour != rules.NoColour {
		j.Colour = c.Colour.String()
	}
	yesNo := func(p catalog.Printed[bool]) *bool {
		if !p.Known {
			return nil
		}
		v := p.Value
		return &v
	}
	j.Special, j.Asked, j.Loot = yesNo(c.Special), yesNo(c.Asked), yesNo(c.Loot)
	if c.Paths.Known {
		j.Paths = pathsJSON(c.Paths.Value)
	}
	return j
}

func cardsWriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// cardText binds a text input to one field of a card: it shows the field's
// value and stores what is typed whenever it reads as a value. When only
// says the field does not apply (a goal's stars when it is not an instant
// goal), what is typed is not stored.
type cardText struct {
	card  *catalog.Card
	field string
	text  string
	only  func() bool
}

func (a *cardText) Get() string { return a.text }

func (a *cardText) Set(v string) {
	a.text = v
	if a.only != nil && !a.only() {
		_ = a.card.SetValue(a.field, "") // forgets it; never fails
		return
	}
	_ = a.card.SetValue(a.field, v) // the field's Validate reports the error
}

// goonChoice is a goon's type and, for a Bandit, the resource it shows
// (core rulebook, "Bandits"): one answer, so a form never asks for the
// resource of a goon that is not a Bandit (huh's accessible prompts ask
// every group, hidden or not).
type goonChoice struct {
	Type     rules.GoonType
	Resource rules.Resource
}

// goonChoiceOf binds a goon's type select to the card.
type goonChoiceOf struct{ card *catalog.Card }

func (a goonChoiceOf) Get() goonChoice {
	return goonChoice{a.card.GoonType, a.card.BanditResource}
}

func (a goonChoiceOf) Set(v goonChoice) {
	a.card.GoonType, a.card.BanditResource = v.Type, v.Resource
}

// goonChoiceOptions are the goon types of a card from the box (the core
// game's seven, and Breakout's four unless the box is the core game's),
// Bandits once per resource. With unknown, the first option leaves the
// type unknown, and a Bandit whose resource is not known yet (current)
// keeps an option of its own.
func goonChoiceOptions(box catalog.Expansion, unknown bool, current goonChoice) []huh.Option[goonChoice] {
	var opts []huh.Option[goonChoice]
	if unknown {
		opts = append(opts, huh.NewOption("unknown", goonChoice{}))
	}
	for g := rules.Bandits; g <= rules.Shapeshifters; g++ {
		if g.Breakout() && box == catalog.CoreGame {
			continue
		}
		if g != rules.Bandits {
			opts = append(opts, huh.NewOption(g.String(), goonChoice{Type: g}))
			continue
		}
		for _, r := range rules.AllResources {
			opts = append(opts, huh.NewOption(fmt.Sprintf("bandits, showing %s", r), goonChoice{Type: g, Resource: r}))
		}
		if unknown && current == (goonChoice{Type: g}) {
			opts = append(opts, huh.NewOption("bandits, resource unknown", current))
		}
	}
	return opts
}

// yesNoChoice is the answer to a yes-or-no value of a card: whether a
// guard card is special, whether a legend card's or loot token's effect is
// asked at the table, whether a space shows the loot icon.
type yesNoChoice int

// The answers: not known, no, yes.
const (
	answerUnknown yesNoChoice = iota
	answerNo
	answerYes
)

// yesNoOf binds a yes-or-no select to a card's value.
type yesNoOf struct{ value *catalog.Printed[bool] }

func (a yesNoOf) Get() yesNoChoice {
	switch {
	case !a.value.Known:
		return answerUnknown
	case a.value.Value:
		return answerYes
	}
	return answerNo
}

func (a yesNoOf) Set(v yesNoChoice) {
	*a.value = catalog.Printed[bool]{}
	if v != answerUnknown {
		*a.value = catalog.Know(v == answerYes)
	}
}

// yesNoOptions are the answers a yes-or-no select offers: "unknown" first
// unless the answer is required (a game's form), then the words for no and
// yes.
func yesNoOptions(required bool, no, yes string) []huh.Option[yesNoChoice] {
	var opts []huh.Option[yesNoChoice]
	if !required {
		opts = append(opts, huh.NewOption("unknown", answerUnknown))
	}
	return append(opts, huh.NewOption(no, answerNo), huh.NewOption(yes, answerYes))
}

// cardAsk says what a card form asks.
type cardAsk struct {
	// game asks for the values a tracked game needs and the card lacks
	// (Card.PlayMissing; an end game goal's condition too, which final
	// scoring counts when it is known), each one required, with the core
	// game's options only: the tracker plays the core game. Otherwise
	// (lockup cards edit) it asks every value a card of its box shows,
	// each of which may stay unknown.
	game bool
	// where says where the card lies, for the titles: " at the Sewers";
	// of says which of the cards asked about it is: " (card 2 of 5)".
	where, of string
}

// cardQuestions are the fields a card form asks, in the order they are
// asked: the goon type select asks a Bandit's resource too; whether a
// legend card's or loot token's effect is asked at the table comes before
// its icons, which are then only a part of it.
func cardQuestions(c *catalog.Card, ask cardAsk) []string {
	fields := cardQuestionsInOrder(c, ask)
	e, a := slices.Index(fields, catalog.FieldEffects), slices.Index(fields, catalog.FieldAsked)
	if e >= 0 && a > e {
		fields[e], fields[a] = fields[a], fields[e]
	}
	return fields
}

// cardQuestionsInOrder are cardQuestions in the order of the card's
// fields.
func cardQuestionsInOrder(c *catalog.Card, ask cardAsk) []string {
	var fields []string
	if ask.game {
		fields = c.PlayMissing()
		if c.Kind == catalog.GoalCard && !slices.Contains(fields, catalog.FieldCondition) && !c.Knows(catalog.FieldCondition) {
			fields = append(fields, catalog.FieldCondition)
		}
		if c.Kind == catalog.GoalCard && slices.Contains(fields, catalog.FieldType) && !c.Knows(catalog.FieldReputation) {
			fields = append(fields, catalog.FieldReputation)
		}
		return fields
	}
	for _, f := range catalog.CardFields(c.Kind) {
		switch {
		case f == catalog.FieldExpansion:
		case c.Kind == catalog.SpaceCard && !c.Applies(f):
			// The space's label says it (no loot on the entrance, a stack
			// on the tomb, no path from the tomb or escaped).
		case f == catalog.FieldBarrels && c.Expansion == catalog.CoreGame:
			// The barrel icon comes with Breakout ("Dryads").
		case f == catalog.FieldResource:
			// Asked with the goon type (goonChoice).
		default:
			fields = append(fields, f)
		}
	}
	return fields
}

// cardLabel names a card's field in a form's title.
func cardLabel(kind catalog.CardKind, field string) string {
	switch field {
	case catalog.FieldReputation:
		if kind == catalog.GoalCard {
			return "reputation stars when claimed (instant goals only)"
		}
		return "reputation stars when crafted"
	case catalog.FieldEffects:
		switch kind {
		case catalog.LegendCard:
			return "special effect icons the crew ranked first gains"
		case catalog.LootCard:
			return "special effect icons the token gives"
		}
		return "special effect icons"
	case catalog.FieldAsked:
		return "is the effect, or a part of it, played at the table?"
	case catalog.FieldLoot:
		return "does the space show the loot icon?"
	case catalog.FieldPaths:
		return "paths: the spaces its arrows lead to, and their costs"
	case catalog.FieldBarrels:
		return "barrel icons"
	case catalog.FieldSuspicion:
		return "suspicion icons"
	case catalog.FieldType:
		return kind.String() + " type"
	case catalog.FieldResource:
		return "resource shown (Bandits)"
	case catalog.FieldColour:
		return "colour"
	case catalog.FieldStrength:
		return "strength"
	case catalog.FieldSpecial:
		return "is it the special card?"
	case catalog.FieldShows:
		return "what does the card show?"
	}
	return field
}

// cardGroups returns the groups of a form asking for a card's values (see
// cardAsk); the answers go into c. Each group holds few questions, so that
// every one of them is on the screen at 80x24 while it is asked.
func cardGroups(c *catalog.Card, ask cardAsk) []*huh.Group {
	box := c.Expansion
	if ask.game {
		box = catalog.CoreGame
	}
	head := fmt.Sprintf("%s %s%s%s", capitalize(c.Kind.String()), c.Name, ask.where, ask.of)
	shows := "card"
	switch c.Kind {
	case catalog.LootCard:
		shows = "token"
	case catalog.SpaceCard:
		shows = "board"
	}
	desc := fmt.Sprintf(`Type what the %s shows. An empty answer or "unknown" leaves a value unknown.`, shows)
	if ask.game {
		desc = fmt.Sprintf("Type what the %s shows: your card catalog keeps it, so no game asks again.", shows)
	}
	var groups []*huh.Group
	var fields []huh.Field
	weight := 0
	special := -1 // the group asking whether a guard card is special
	add := func(f huh.Field, w int) {
		if weight+w > 3 && len(fields) > 0 {
			groups = append(groups, huh.NewGroup(fields...).Title(head).Description(desc))
			fields, weight = nil, 0
		}
		fields, weight = append(fields, f), weight+w
	}
	title := func(field string) string { return c.Name + ": " + cardLabel(c.Kind, field) }
	for _, f := range cardQuestions(c, ask) {
		switch {
		case f == catalog.FieldType && c.Kind == catalog.GoonCard:
			add(huh.NewSelect[goonChoice]().Title(title(f)).
				Options(goonChoiceOptions(box, !ask.game, goonChoiceOf{c}.Get())...).
				Accessor(goonChoiceOf{c}), 3)
		case f == catalog.FieldType && c.Kind == catalog.GoalCard:
			var opts []huh.Option[catalog.GoalType]
			if !ask.game {
				opts = append(opts, huh.NewOption("unknown", catalog.NoGoalType))
			}
			opts = append(opts, huh.NewOption("leader", catalog.LeaderGoal), huh.NewOption("instant", catalog.InstantGoal), huh.NewOption("end game", catalog.EndGameGoal))
			add(huh.NewSelect[catalog.GoalType]().Title(title(f)).Options(opts...).Value(&c.GoalType), 2)
		case f == catalog.FieldColour:
			var opts []huh.Option[rules.Colour]
			if !ask.game {
				opts = append(opts, huh.NewOption("unknown", rules.NoColour))
			}
			for colour := rules.Blue; colour <= rules.Red; colour++ {
				opts = append(opts, huh.NewOption(colour.String(), colour))
			}
			add(huh.NewSelect[rules.Colour]().Title(title(f)).Options(opts...).Value(&c.Colour), 2)
		case f == catalog.FieldSpecial:
			// A group of its own (weight 3), hidden once the colour says the
			// card cannot be special.
			add(huh.NewSelect[yesNoChoice]().Title(title(f)).
				Description("One yellow and one red card are special; blue and green cards never are.").
				Options(yesNoOptions(ask.game, "no", "yes, the special card")...).Accessor(yesNoOf{&c.Special}).
				Validate(func(v yesNoChoice) error {
					if v == answerYes && c.Colour != rules.NoColour && !c.Colour.MayBeSpecial() {
						return fmt.Errorf("a %s guard card is never special", c.Colour)
					}
					return nil
				}), 3)
			special = len(groups)
		case f == catalog.FieldAsked:
			add(huh.NewSelect[yesNoChoice]().Title(title(f)).
				Description("Yes when the icons do not say it all: the table plays it, and you enter what happened.").
				Options(yesNoOptions(ask.game, "no: the icons are the whole effect", "yes: played at the table (all of it, or what the icons leave out)")...).
				Accessor(yesNoOf{&c.Asked}), 2)
		case f == catalog.FieldLoot:
			add(huh.NewSelect[yesNoChoice]().Title(title(f)).
				Description("A stack of loot tokens lies on each loot icon.").
				Options(yesNoOptions(ask.game, "no", "yes, the loot icon")...).
				Accessor(yesNoOf{&c.Loot}), 2)
		case f == catalog.FieldShows:
			var opts []huh.Option[rules.LocationCard]
			if !ask.game {
				opts = append(opts, huh.NewOption("unknown", rules.NoLocationCard))
			}
			for _, slug := range catalog.LocationCardShows {
				lc, _ := catalog.ParseBreakoutLocation(slug)
				opts = append(opts, huh.NewOption(lc.String(), lc))
			}
			add(huh.NewSelect[rules.LocationCard]().Title(title(f)).Options(opts...).Value(&c.Shows), 2)
		case f == catalog.FieldResource:
			var opts []huh.Option[rules.Resource]
			if !ask.game {
				opts = append(opts, huh.NewOption("unknown", rules.NoResource))
			}
			opts = append(opts, allResourceOptions()...)
			add(huh.NewSelect[rules.Resource]().Title(title(f)).Options(opts...).Value(&c.BanditResource), 2)
		default:
			add(cardInput(c, f, box, ask.game, title(f)), 1)
		}
	}
	if len(fields) > 0 {
		groups = append(groups, huh.NewGroup(fields...).Title(head).Description(desc))
	}
	if special >= 0 {
		groups[special].WithHideFunc(func() bool { return c.Colour != rules.NoColour && !c.Colour.MayBeSpecial() })
	}
	return groups
}

// cardInput asks for one value of a card as text, checked as it is typed.
// In a game (required) an answer is needed, but for a value the card does
// not show: an end game goal's condition may stay unknown (final scoring
// then names the goal as not counted), and only an instant goal shows its
// stars.
func cardInput(c *catalog.Card, field string, box catalog.Expansion, required bool, title string) huh.Field {
	acc := &cardText{card: c, field: field}
	if c.Knows(field) {
		acc.text = c.Value(field)
	}
	goalStars := c.Kind == catalog.GoalCard && field == catalog.FieldReputation
	if goalStars {
		acc.only = func() bool { return c.GoalType == catalog.InstantGoal }
	}
	optional := func() bool {
		switch {
		case !required:
			return true
		case goalStars:
			return c.GoalType != catalog.InstantGoal
		case c.Kind == catalog.GoalCard && field == catalog.FieldCondition:
			return c.GoalType == catalog.EndGameGoal
		case (c.Kind == catalog.LegendCard || c.Kind == catalog.LootCard) && field == catalog.FieldEffects:
			return c.Asked.Known && c.Asked.Value
		}
		return false
	}
	desc := cardsAllowed(box, field)
	if c.Kind.BreakoutOnly() {
		desc = cardsAllowedOn(c.Kind, field)
	}
	switch {
	case !required:
		desc += `; empty or "unknown" if you cannot tell`
	case goalStars:
		desc += "; empty for a leader or end game goal"
	case c.Kind == catalog.GoalCard && field == catalog.FieldCondition && c.GoalType == catalog.EndGameGoal:
		desc += "; may stay empty (then final scoring does not count the goal)"
	case c.Kind == catalog.GoalCard && field == catalog.FieldCondition && c.GoalType == catalog.NoGoalType:
		desc += "; an end game goal's may stay empty (then final scoring does not count it)"
	case (c.Kind == catalog.LegendCard || c.Kind == catalog.LootCard) && field == catalog.FieldEffects:
		desc += "; may stay empty when the effect is played at the table"
	}
	return huh.NewInput().Title(title).Description(desc).Accessor(acc).
		Validate(func(s string) error {
			probe := *c
			if err := probe.SetValue(field, s); err != nil {
				return err
			}
			if c.Kind.BreakoutOnly() {
				// What the value cannot be on this card (a path back to
				// its space, the Remove Goon icon on a loot token).
				if err := probe.Check(); err != nil {
					return errors.New(cardProblem(err, probe))
				}
			}
			if !probe.Knows(field) && !optional() {
				return fmt.Errorf("type what the card shows (%s)", cardsAllowed(box, field))
			}
			return nil
		})
}

// capitalize returns s with its first letter in upper case.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// buildCardForm builds the form that asks for a card's values, without
// running it. With missingOnly it asks only for what a tracked game needs
// and the card does not know yet, each answer required (the tracker uses
// it when a card comes into play); otherwise every value a card of its box
// shows (lockup cards edit, after buildBoxForm). The card returned holds
// the answers once the form has run.
func buildCardForm(ios *IOStreams, card catalog.Card, missingOnly bool) (*huh.Form, *catalog.Card) {
	form, c := cardForm(card, missingOnly)
	return ios.setUpForm(form, ios.FormInput(), ios.Out).WithShowHelp(!ios.Accessible), c
}

// cardForm is buildCardForm's form, before it is set up for its streams.
func cardForm(card catalog.Card, missingOnly bool) (*huh.Form, *catalog.Card) {
	c := card
	if c.Effects.Value != nil {
		c.Effects.Value = slices.Clone(c.Effects.Value)
	}
	return huh.NewForm(cardGroups(&c, cardAsk{game: missingOnly})...), &c
}

// buildBoxForm asks which box a card comes from, before its values: a
// core game card is not asked for Breakout's barrel icons, goon types and
// special effect icons. A card whose box is not known yet starts at the
// core game, whose box holds most of the cards.
func buildBoxForm(c *catalog.Card) *huh.Form {
	if c.Expansion == catalog.NoExpansion {
		c.Expansion = catalog.CoreGame
	}
	desc := "A core game card is not asked for Breakout's barrels, goon types and icons."
	if c.Kind == catalog.GuardCard {
		desc = "Breakout adds a guard card of each colour; solo games deal the core game's."
	}
	return huh.NewForm(huh.NewGroup(
		huh.NewSelect[catalog.Expansion]().Title(fmt.Sprintf("%s: which box is the card from?", c.Name)).
			Description(desc).
			Options(huh.NewOption("core game", catalog.CoreGame), huh.NewOption("Breakout", catalog.BreakoutExpansion), huh.NewOption("not sure", catalog.NoExpansion)).
			Value(&c.Expansion),
	))
}

// stillUnknown lists the values of a card nobody has typed yet, but a core
// game card's barrel icons: the barrel icon comes with Breakout ("Dryads"),
// so a core game card shows none and no form asks for them.
func stillUnknown(c catalog.Card) []string {
	m := c.Missing()
	if c.Expansion == catalog.CoreGame {
		m = slices.DeleteFunc(m, func(f string) bool { return f == catalog.FieldBarrels })
	}
	return m
}

// cardsAllowed says what a field takes, for a card of the box (the core
// game's words only for a core game card).
func cardsAllowed(box catalog.Expansion, field string) string {
	switch field {
	case catalog.FieldReputation:
		return "stars, 0 to 99"
	case catalog.FieldCost:
		return `e.g. "2 iron, 1 any" or "none"`
	case catalog.FieldValuables:
		if box == catalog.CoreGame {
			return `e.g. "1 shield, 1 gem", "2 magic" or "none"`
		}
		return `e.g. "1 shield, 1 gem", "1 wild" or "none"`
	case catalog.FieldEffects:
		if box == catalog.CoreGame {
			return `icons separated by commas, or "none": gain-scrap (-potions, -iron, -gold), gain-power, remove-suspicion, give-suspicion, draw-tome, choose-tome, increase-storage, exchange-resource`
		}
		return `icons separated by commas, e.g. "gain-iron, remove-suspicion", "improve-gold+2", or "none"`
	case catalog.FieldBarrels:
		return "barrel icons, 0 to 99"
	case catalog.FieldSuspicion:
		return "suspicion icons, 0 to 99"
	case catalog.FieldCondition:
		return `"most X (at least N)", "first to N X" or "S per X", e.g. "most dwarves (at least 2)"`
	case catalog.FieldStrength:
		return fmt.Sprintf("the strength the card shows, 0 to %d", rules.MaxStrength)
	}
	return ""
}

// cardsAllowedOn says what a field of a legend card, loot token or space
// takes, for its form.
func cardsAllowedOn(kind catalog.CardKind, field string) string {
	switch field {
	case catalog.FieldEffects:
		return `icons separated by commas, e.g. "gain-gold, advance-lantern", "draw-tome", or "none"`
	case catalog.FieldPaths:
		return `e.g. "4; 5: 1 iron; tomb: 2 scrap, 1 gold": a semicolon between paths, a cost after a colon`
	}
	return cardsAllowed(catalog.BreakoutExpansion, field)
}

// cardProblem words a card's refusal for a form or a message, without the
// words "card refused" and the card's name, which the form shows.
func cardProblem(err error, c catalog.Card) string {
	msg := strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": ")
	return strings.TrimPrefix(msg, fmt.Sprintf("%s %q: ", c.Kind, c.Name))
}
