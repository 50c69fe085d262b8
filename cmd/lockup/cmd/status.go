package cmd

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/jedib0t/go-pretty/v6/table"
	"github.com/jedib0t/go-pretty/v6/text"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
)

// statusOptions are the flags of `lockup status`.
type statusOptions struct {
	IO *IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
	Output   string
}

func newCmdStatus(f *Factory, runF func(*statusOptions) error) *cobra.Command {
	opts := &statusOptions{IO: f.IOStreams, Dirs: f.Dirs}
	cmd := &cobra.Command{
		Use:   "status",
		Short: "Show the current game's board at a glance",
		Long: `status shows the board of the current game, replayed from its game file: the
round and phase and what the game waits for, with the command that answers it
(a special effect icon waiting for its owner's choice first); for each crew its
reputation, power, suspicion, resources against its storage limit, the tokens
still in its holding cell (how many, not which: holding cells are hidden),
items, reserved items, goons, tomes, goals and the first player marker; the
goon spaces with the suspicion cubes, Bandit cubes and tokens at each location;
the item display; the goal cards beside the board; the goon discard pile; and
what is left in the supply. After round 6 it adds the final raid and final
scoring, as lockup score prints them.

In a solitary game it also gives the level and who runs the decks; the guard
board (the guards have no storage limit and no holding cell); the guard cards
at each location until the Lights Out phase resolves it, face-down ones as
"face down" only (even when the app dealt them), with the guards' strength
there once all are face up, and the strengths of those that straggled to the
Library; the cards left in the guard deck; and until the Lights Out phase the
cards left in the location deck and the odds of the next one.

In a Breakout game it adds the tunnels with the seekers there and their
strength, the legend card (the tokens on it counted, never named) and the ones
seen, each lantern (the guards' too) with its loot and where it may go next,
and the loot stacks left.

On a terminal it draws narrow tables that fit its width; piped (or on a
terminal too narrow for them) it prints a labelled line per crew and per
location, no wider than 80 columns; --output json gives the same as JSON.`,
		Example: `  lockup status
  lockup status --output json
  lockup status --game ./friday.jsonl`,
		Args: maxArgs(0),
		RunE: func(_ *cobra.Command, _ []string) error {
			if opts.Output != "text" && opts.Output != "json" {
				return &UsageError{Err: fmt.Errorf("--output %q: use text or json", opts.Output)}
			}
			if runF != nil {
				return runF(opts)
			}
			return statusRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.GamePath, "game", "", "the game file (default: the current game)")
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "text", "text or json")
	addPagerFlag(cmd, f.IOStreams)
	return cmd
}

type statusCrewJSON struct {
	Name         string         `json:"name"`
	Colour       string         `json:"colour,omitempty"`
	FirstPlayer  bool           `json:"first_player"`
	Reputation   int            `json:"reputation"`
	Power        int            `json:"power"`
	Suspicion    int            `json:"suspicion"`
	Resources    map[string]int `json:"resources"`
	StorageLimit int            `json:"storage_limit"`
	TokensLeft   int            `json:"tokens_left"`
	Passed       bool           `json:"passed"`
	Items        []string       `json:"items"`
	Reserved     []string       `json:"reserved"`
	Goons        []string       `json:"goons"`
	Tomes        []string       `json:"tomes"`
	TomesToDraw  int            `json:"tomes_to_draw"`
	Goals        []string       `json:"goals"`
}

type statusLocationJSON struct {
	Location  string `json:"location"`
	Goon      string `json:"goon,omitempty"`
	Suspicion int    `json:"suspicion"`
	// Bandit are the Bandit cubes waiting there, when there are any.
	Bandit map[string]int `json:"bandit,omitempty"`
	Tokens map[string]int `json:"tokens,omitempty"`
}

// statusEffectJSON is a special effect icon waiting for its player's
// choice.
type statusEffectJSON struct {
	Crew     string `json:"crew"`
	Card     string `json:"card"`
	Effect   string `json:"effect"`
	Location string `json:"location,omitempty"`
}

// statusScoreJSON is the final scoring of a game that has ended: what
// lockup score --output json prints, and the values the game file does not
// give, which are not counted.
type statusScoreJSON struct {
	jsonScore
	NotCounted []string `json:"not_counted"`
}

type statusJSON struct {
	Round     int                  `json:"round"`
	Phase     string               `json:"phase"`
	Next      string               `json:"next"`
	LastRaid  string               `json:"last_raid,omitempty"`
	Edition   string               `json:"edition"`
	Advanced  bool                 `json:"advanced"`
	Crews     []statusCrewJSON     `json:"crews"`
	Locations []statusLocationJSON `json:"locations"`
	Display   []string             `json:"item_display"`
	Goals     []string             `json:"goals"`
	// GoonDiscard is the goon discard pile, first discarded first.
	GoonDiscard []string       `json:"goon_discard"`
	Supply      map[string]int `json:"supply"`
	// Waiting are the special effect icons waiting for a choice, the one
	// to choose first first (Next says how).
	Waiting []statusEffectJSON `json:"waiting_effects"`
	// FinalScore is there once the game has ended.
	FinalScore *statusScoreJSON `json:"final_score,omitempty"`
	// Expect is what the game waits for, for scripts.
	Expect statusExpectJSON `json:"expect"`
	// Solo is there in a solitary game: the guards (who are not in Crews).
	Solo *statusSoloJSON `json:"solo,omitempty"`
	// Breakout is there in a game with the Breakout expansion.
	Breakout *statusBreakoutJSON `json:"breakout,omitempty"`
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func resourceMap(r rules.Resources) map[string]int {
	m := map[string]int{}
	for _, k := range rules.AllResources {
		m[k.String()] = r.Of(k)
	}
	return m
}

func tokenNames(ts []rules.Token) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.String()
	}
	return out
}

func statusRun(opts *statusOptions) error {
	// status only reads: a torn last line is left where it is (a command
	// that writes sets it aside).
	g, entries, _, err := readGameEntries(opts.IO, opts.Dirs, opts.GamePath)
	if err != nil {
		return err
	}
	if opts.Output == "json" {
		return writeStatusJSON(opts, g, entries)
	}
	opts.IO.StartPager()
	defer opts.IO.StopPager()
	var b strings.Builder
	writeStatus(&b, g, entries, opts.IO.IsStdoutTTY(), opts.IO.ColorEnabled(), opts.IO.TerminalWidth())
	if _, err := io.WriteString(opts.IO.Out, b.String()); err != nil {
		return err
	}
	if g.Phase == companion.PhaseGameEnd {
		return writeFinalScore(opts.IO, g)
	}
	return nil
}

// writeStatus writes the board of a game in lines of at most width
// columns: on a terminal (tty) two narrow tables, the crews' numbers and
// the locations, with a line per crew for its cards; otherwise, or when
// the tables do not fit, a line per crew and per location, each thing
// labelled. A line breaks only between two things, never inside one (a
// list too long for a line breaks between words). entries are the game's
// entries, for what a Breakout game shows of its loot and escapes.
func writeStatus(b *strings.Builder, g companion.Game, entries []companion.Entry, tty, bold bool, width int) {
	when := "Setup"
	if g.Phase != companion.PhaseSetup {
		when = fmt.Sprintf("Round %d of %d, %s", g.Round, rules.LastRound, g.Phase)
	}
	line := func(s string) {
		b.WriteString(wrapText(s, width, "", "  "))
		b.WriteByte('\n')
	}
	line(when + ". " + g.Expect().String())
	if len(g.Pending) > 1 {
		// The first is in the line above, with the command that answers it.
		waiting := make([]string, len(g.Pending))
		for i, p := range g.Pending {
			waiting[i] = fmt.Sprintf("%s's %s: %s", p.Crew, p.Card, p.Effect.Kind)
		}
		line("Special effect icons waiting, in order: " + strings.Join(waiting, "; then ") + ".")
	}
	var solo *soloView
	if g.Solo != nil {
		sv := newSoloView(g)
		solo = &sv
		line(solo.header())
	}
	b.WriteByte('\n')
	if r := g.RaidText(); r != "" {
		line(r)
		b.WriteByte('\n')
	}
	bandits := false
	for _, l := range rules.AllLocations {
		bandits = bandits || g.Locations[l].Bandit.Total() > 0
	}
	crews, crewsOK := "", false
	locations, locationsOK := "", false
	players := playerCrews(g)
	if tty {
		crews, crewsOK = crewTable(g, players, bold, width)
		locations, locationsOK = locationTable(g, bandits, solo, bold, width)
	}
	if crewsOK {
		b.WriteString(crews)
		line("* holds the first player marker. Storage: resource cubes held/storage limit.")
		b.WriteByte('\n')
		// Only the crews holding cards, to keep the board short.
		held := false
		for _, c := range players {
			if cards := crewCards(c, false); len(cards) > 0 {
				b.WriteString(fitItems(cards, width, crewName(c)+": ", "  "))
				held = true
			}
		}
		switch {
		case held:
		case len(players) == 1:
			line(players[0].Name + " holds no card yet.")
		default:
			line("No crew holds a card yet.")
		}
	} else {
		for _, c := range players {
			items := []string{
				fmt.Sprintf("reputation: %d", c.Board.Reputation), fmt.Sprintf("power: %d", c.Board.Power), fmt.Sprintf("suspicion: %d", c.Board.Suspicion),
				fmt.Sprintf("resources (limit): %s (%d/%d)", resourcesText(c.Board.Resources), c.Board.Resources.Total(), c.Board.StorageLimit),
				"holding cell: " + holdingCell(c),
			}
			name := crewName(c)
			if c.Name == g.FirstPlayer {
				name += " *"
			}
			b.WriteString(fitItems(append(items, crewCards(c, true)...), width, name+": ", "  "))
		}
	}
	if solo != nil {
		solo.writeGuardBoard(b, g, width)
	}
	b.WriteByte('\n')
	if locationsOK {
		b.WriteString(locations)
		if solo != nil && solo.Round {
			line("Str.: the guards' strength there (? while a guard card is face down).")
		}
	} else {
		for _, l := range rules.AllLocations {
			st := g.Locations[l]
			items := []string{"goon: " + orDash(st.Goon), fmt.Sprintf("suspicion: %d", st.Suspicion)}
			if st.Bandit.Total() > 0 {
				items = append(items, "Bandit cubes: "+resourcesText(st.Bandit))
			}
			if solo != nil && solo.Round {
				items = append(items, solo.Spots[l].items()...)
			}
			items = append(items, "tokens: "+list(placements(g, st)))
			b.WriteString(fitItems(items, width, l.String()+": ", "  "))
		}
	}
	if solo != nil {
		solo.writeDecks(b, g, width)
	}
	if v, ok := g.BreakoutView(entries); ok {
		b.WriteByte('\n')
		writeBreakout(b, v, width)
	}
	b.WriteByte('\n')
	display := make([]string, len(g.Display))
	for i, c := range g.Display {
		if c == "" {
			c = "(empty)"
		}
		display[i] = fmt.Sprintf("%d. %s", i+1, c)
	}
	b.WriteString(fitItems(listItems(display), width, "Item display: ", "  "))
	b.WriteString(fitItems(listItems(g.Goals), width, "Goals beside the board: ", "  "))
	b.WriteString(fitItems(listItems(g.GoonDiscard), width, "Goon discard pile: ", "  "))
	supply := listItems(strings.Split(resourcesText(g.Supply.Resources), ", "))
	supply[len(supply)-1] += ";"
	supply = append(supply, fmt.Sprintf("%d power,", g.Supply.Power), fmt.Sprintf("%d suspicion", g.Supply.Suspicion))
	b.WriteString(fitItems(supply, width, "Supply: ", "  "))
}

// crewName is a crew's name with its colour.
func crewName(c companion.CrewState) string {
	if c.Colour != "" {
		return c.Name + " (" + c.Colour + ")"
	}
	return c.Name
}

// holdingCell says how many tokens are left in a crew's holding cell, or
// that it passed. Holding cells are hidden from the other crews: only the
// count shows.
func holdingCell(c companion.CrewState) string {
	if c.Passed {
		return "passed"
	}
	return fmt.Sprintf("%d left", len(c.Tokens))
}

// crewCards lists a crew's cards, each kind a thing of its own: with
// every kind ("items: -") when all is set, else only the kinds the crew
// has (none at all when it has no card).
func crewCards(c companion.CrewState, all bool) []string {
	var out []string
	add := func(label string, cards []string, extra string) {
		if len(cards) == 0 && extra == "" && !all {
			return
		}
		sep := ": "
		if !all {
			sep = " "
		}
		out = append(out, label+sep+list(cards)+extra)
	}
	add("items", c.Items, "")
	add("reserved", c.Reserved, "")
	add("goons", c.Goons, "")
	extra := ""
	if c.TomesToDraw > 0 {
		extra = fmt.Sprintf(" (+%d to draw)", c.TomesToDraw)
	}
	add("tomes", c.Tomes, extra)
	add("goals", c.Goals, "")
	return out
}

// placements says which tokens each crew has at a location; face-down
// tokens stay hidden during the Roll Call, counted only.
func placements(g companion.Game, st companion.LocationState) []string {
	var out []string
	for _, p := range st.Placements {
		shown := p.Tokens
		if g.Phase == companion.PhaseRollCall {
			shown = slices.DeleteFunc(slices.Clone(p.Tokens), func(t rules.Token) bool { return slices.Contains(p.Hidden, t) })
		}
		s := p.Crew + ": " + strings.Join(tokenNames(shown), " ")
		if p.FaceDown > 0 && g.Phase == companion.PhaseRollCall {
			if len(shown) > 0 {
				s += " +"
			}
			s += fmt.Sprintf(" %d face down", p.FaceDown)
		}
		out = append(out, s)
	}
	return out
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func list(s []string) string {
	if len(s) == 0 {
		return "-"
	}
	return strings.Join(s, ", ")
}

// listItems returns names as things for fitItems: each but the last ending
// in a comma; "-" for none.
func listItems(s []string) []string {
	if len(s) == 0 || len(s) == 1 && s[0] == "" {
		return []string{"-"}
	}
	out := make([]string, len(s))
	for i, v := range s {
		out[i] = v
		if i < len(s)-1 {
			out[i] += ","
		}
	}
	return out
}

// fitItems lays things out on lines of at most width columns, the first
// line starting with first, the others with rest, and ends the last line.
// A line breaks only between two things; a thing wider than a line gets
// lines of its own, broken between words. Things in a crew's or a
// location's line are separated by "; " (added here unless a thing ends in
// a comma or semicolon already).
func fitItems(items []string, width int, first, rest string) string {
	var b strings.Builder
	f := filler{b: &b, width: width, rest: rest}
	f.start("")
	for word := range strings.FieldsSeq(first) {
		f.word(word) // a label too long for a line breaks between words too
	}
	restW := displayWidth(rest)
	for i, it := range items {
		if i < len(items)-1 && !strings.HasSuffix(it, ",") && !strings.HasSuffix(it, ";") {
			it += ";"
		}
		switch w := displayWidth(it); {
		case f.empty && f.cur+w <= width, !f.empty && f.cur+1+w <= width:
			f.word(it)
		case !f.empty && restW+w <= width:
			f.newLine()
			f.word(it)
		default:
			// Too wide for a line: broken between words.
			if !f.empty {
				f.newLine()
			}
			for word := range strings.FieldsSeq(it) {
				f.word(word)
			}
		}
	}
	f.end()
	b.WriteByte('\n')
	return b.String()
}

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
				widths[i] = max(c.min, widths[i]-over, displayWidth(c.head))
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
			cfg.WidthMaxEnforcer = wrapThings
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
			row = append(row, strings.Join(cell, ", "))
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

// wrapThings breaks a cell's things (joined by ", ") onto lines of at most
// width cells, between two things where it can (fitItems): go-pretty's
// WidthMaxEnforcer for a column that wraps.
func wrapThings(cell string, width int) string {
	if displayWidth(cell) <= width {
		return cell
	}
	return strings.TrimSuffix(fitItems(listItems(strings.Split(cell, ", ")), width, "", ""), "\n")
}

// naturalWidths returns the width of each column with every cell on one
// line.
func naturalWidths(cols []column, rows [][][]string) []int {
	widths := make([]int, len(cols))
	for i, c := range cols {
		widths[i] = displayWidth(c.head)
	}
	for _, r := range rows {
		for i, cell := range r {
			widths[i] = max(widths[i], displayWidth(strings.Join(cell, ", ")))
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
	if displayWidth(s) <= width {
		return s
	}
	return strings.TrimRight(text.Trim(s, width-1), " ") + "…"
}

// crewTable is the crews' numbers as a table: the first player marker,
// reputation, power, suspicion, each resource, storage and tokens left.
func crewTable(g companion.Game, crews []companion.CrewState, bold bool, width int) (string, bool) {
	cols := []column{{head: "Crew", give: giveClip, min: 8}, {head: "Rep.", right: true}, {head: "Power", right: true}, {head: "Susp.", right: true}}
	for _, k := range rules.AllResources {
		h := k.String()
		cols = append(cols, column{head: strings.ToUpper(h[:1]) + h[1:], right: true})
	}
	cols = append(cols, column{head: "Storage", right: true}, column{head: "Tokens", right: true})
	rows := crewRows(g, crews, true)
	if tableWidth(cols, naturalWidths(cols, rows)) > width {
		// The colours are in the crews' lines below the table: the names
		// need the room more.
		rows = crewRows(g, crews, false)
	}
	return layoutTable(cols, rows, bold, width)
}

// crewRows are the rows of crewTable, the crews' names with or without
// their colours.
func crewRows(g companion.Game, crews []companion.CrewState, colours bool) [][][]string {
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
		r = append(r, []string{fmt.Sprintf("%d/%d", c.Board.Resources.Total(), c.Board.StorageLimit)}, []string{holdingCell(c)})
		rows = append(rows, r)
	}
	return rows
}

// locationTable is the locations as a table: goon, suspicion cubes, Bandit
// cubes (a column only when some location holds them), in a solitary game
// the guard cards and the guards' strength, and tokens.
func locationTable(g companion.Game, bandits bool, solo *soloView, bold bool, width int) (string, bool) {
	cols := []column{{head: "Location"}, {head: "Goon", give: giveClip, min: 8}, {head: "Susp.", right: true}}
	if bandits {
		cols = append(cols, column{head: "Bandit cubes", give: giveWrap, min: 8})
	}
	if solo != nil && solo.Round {
		cols = append(cols, column{head: "Guard cards", give: giveWrap, min: 9}, column{head: "Str.", right: true})
	}
	cols = append(cols, column{head: "Tokens", give: giveWrap, min: 16})
	var rows [][][]string
	for _, l := range rules.AllLocations {
		st := g.Locations[l]
		r := [][]string{{l.String()}, {orDash(st.Goon)}, {fmt.Sprint(st.Suspicion)}}
		if bandits {
			cubes := []string{"-"}
			if st.Bandit.Total() > 0 {
				cubes = strings.Split(resourcesText(st.Bandit), ", ")
			}
			r = append(r, cubes)
		}
		if solo != nil && solo.Round {
			r = append(r, solo.Spots[l].things(), []string{solo.Spots[l].strengthCell()})
		}
		toks := placements(g, st)
		if len(toks) == 0 {
			toks = []string{"-"}
		}
		rows = append(rows, append(r, toks))
	}
	return layoutTable(cols, rows, bold, width)
}

// writeFinalScore prints the final raid and final scoring of a game that
// has ended, naming the values the tracker could not know.
func writeFinalScore(ios *IOStreams, g companion.Game) error {
	res, unknown := g.FinalScore()
	bs, _ := g.BoardState()
	fmt.Fprintln(ios.Out, "\nFinal scoring (the final raid, then the end-of-game stars):")
	if err := writeScore(ios, "table", bs.Game, &res); err != nil {
		return err
	}
	for _, u := range unknown {
		fmt.Fprintln(ios.Out, wrapText("Not counted: "+u+".", ios.TerminalWidth(), "", "  "))
	}
	return nil
}

func resourcesText(r rules.Resources) string {
	var parts []string
	for _, k := range rules.AllResources {
		if n := r.Of(k); n > 0 {
			name := k.String()
			if k == rules.Potions && n == 1 {
				name = "potion"
			}
			parts = append(parts, fmt.Sprintf("%d %s", n, name))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

func writeStatusJSON(opts *statusOptions, g companion.Game, entries []companion.Entry) error {
	s := statusJSON{Round: g.Round, Phase: g.Phase.Slug(), Next: g.Expect().String(), LastRaid: g.RaidText(), Edition: g.Box.Edition.String(), Advanced: g.Advanced,
		Display: nonNil(g.Display), Goals: nonNil(g.Goals), GoonDiscard: nonNil(g.GoonDiscard),
		Supply: resourceMap(g.Supply.Resources)}
	s.Supply["power"], s.Supply["suspicion"] = g.Supply.Power, g.Supply.Suspicion
	s.Expect = expectJSON(g.Expect())
	for _, c := range playerCrews(g) {
		s.Crews = append(s.Crews, statusCrewJSON{Name: c.Name, Colour: c.Colour, FirstPlayer: c.Name == g.FirstPlayer,
			Reputation: c.Board.Reputation, Power: c.Board.Power, Suspicion: c.Board.Suspicion,
			Resources: resourceMap(c.Board.Resources), StorageLimit: c.Board.StorageLimit,
			TokensLeft: len(c.Tokens), Passed: c.Passed,
			Items: nonNil(c.Items), Reserved: nonNil(c.Reserved), Goons: nonNil(c.Goons), Tomes: nonNil(c.Tomes), TomesToDraw: c.TomesToDraw, Goals: nonNil(c.Goals)})
	}
	for _, l := range rules.AllLocations {
		st := g.Locations[l]
		lj := statusLocationJSON{Location: l.Slug(), Goon: st.Goon, Suspicion: st.Suspicion}
		if st.Bandit.Total() > 0 {
			lj.Bandit = map[string]int{}
			for _, k := range rules.AllResources {
				if n := st.Bandit.Of(k); n > 0 {
					lj.Bandit[k.String()] = n
				}
			}
		}
		for _, p := range st.Placements {
			if lj.Tokens == nil {
				// Counts only: face-down tokens stay hidden.
				lj.Tokens = map[string]int{}
			}
			lj.Tokens[p.Crew] += len(p.Tokens)
		}
		s.Locations = append(s.Locations, lj)
	}
	s.Waiting = []statusEffectJSON{}
	for _, p := range g.Pending {
		e := statusEffectJSON{Crew: p.Crew, Card: p.Card, Effect: p.Effect.String()}
		if p.Location != rules.NoLocation {
			e.Location = p.Location.Slug()
		}
		s.Waiting = append(s.Waiting, e)
	}
	if g.Phase == companion.PhaseGameEnd {
		res, unknown := g.FinalScore()
		s.FinalScore = &statusScoreJSON{jsonScore: scoreJSON(&res), NotCounted: nonNil(unknown)}
	}
	if g.Solo != nil {
		v := newSoloView(g)
		s.Solo = v.json(g)
	}
	if v, ok := g.BreakoutView(entries); ok {
		s.Breakout = breakoutJSON(v)
	}
	enc := json.NewEncoder(opts.IO.Out)
	enc.SetIndent("", "  ")
	return enc.Encode(s)
}

// statusExpectJSON is what the game waits for (companion.Expectation), in
// `lockup status --output json`.
type statusExpectJSON struct {
	Round int    `json:"round"`
	Phase string `json:"phase"`
	// Kind is what the game waits for: "roll-call-turn",
	// "location-to-resolve", "guard-turn"... (companion.ExpectKind.Slug).
	Kind string `json:"kind"`
	// Location is the location being resolved or concerned, if any.
	Location string `json:"location,omitempty"`
	// Actors are the crews (or "guards") who make the entry; none when the
	// table makes it by itself or the game is over.
	Actors []string `json:"actors"`
	// Automatic is true when the table makes the entry by itself: Entry is
	// its kind and Reason why nobody has a choice.
	Automatic bool   `json:"automatic"`
	Entry     string `json:"entry,omitempty"`
	Reason    string `json:"reason,omitempty"`
	// Text is the "Next:" line of lockup status.
	Text string `json:"text"`
}

func expectJSON(x companion.Expectation) statusExpectJSON {
	e := statusExpectJSON{Round: x.Round, Phase: x.Phase.Slug(), Kind: x.Kind.Slug(), Actors: nonNil(x.Actors()), Text: x.String()}
	if x.Location != rules.NoLocation {
		e.Location = x.Location.Slug()
	}
	if a, ok := x.Auto(); ok {
		e.Automatic, e.Entry, e.Reason = true, a.Payload.Kind().String(), a.String()
		e.Actors = []string{}
	}
	return e
}
