package cmd

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"charm.land/huh/v2"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
)

// newOptions are the flags of `lockup new`.
type newOptions struct {
	IO       *IOStreams
	Crews    []string // NAME:COLOUR in seating order
	First    string
	Advanced bool
	Edition  string
	Name     string
	GamePath string
	Seed     int64
	SeedSet  bool
	Display  []string // item display cards, space 1 first
	Goons    []string // LOCATION=CARD[:SUSPICION]
	Goals    []string
	// Now gives the creation time (tests fix it).
	Now func() time.Time
	// Interactive is true when the form should ask everything.
	Interactive bool
}

func newCmdNew(f *Factory, runF func(*newOptions) error) *cobra.Command {
	opts := &newOptions{IO: f.IOStreams, Now: time.Now}
	cmd := &cobra.Command{
		Use:   "new",
		Short: "Start tracking a new game and print its setup checklist",
		Long: `new starts a game file for the table in front of you: the crews in seating
order (clockwise) with their colours, who holds the first player marker, the
advanced setup and the edition of the core game. On a terminal without flags a
form asks for them. It then prints the setup checklist for that number of
crews and makes the game the current one for status, assign, pass, undo, log
and export.

The item display and the goon spaces can be recorded at once with --display
and --goon (or later, when lockup play can record them). The values printed on
the goals, items and goons come from your card catalog and are written into the
game file, so a replay never reads the catalog. A goon's suspicion icons may be
typed after a colon (--goon sewers=Grub:1) and are kept in your catalog; a card
whose values are not all known is refused, naming them (type them once with
lockup cards edit NAME --kind KIND --set FIELD=VALUE).

The game file is $XDG_DATA_HOME/lockup/games/NAME.jsonl (see docs/game-log.md);
--game PATH puts it elsewhere. Breakout and solitary games are not tracked yet.`,
		Example: `  lockup new
  lockup new --crew Vera:blue --crew Isaac:purple --crew Claire:green --first Isaac --name friday
  lockup new --crew Vera:blue --crew Isaac:purple --advanced --edition 2018 --game ./game.jsonl`,
		Args: maxArgs(0),
		RunE: func(c *cobra.Command, _ []string) error {
			opts.SeedSet = c.Flags().Changed("seed")
			opts.Interactive = c.Flags().NFlag() == 0 && opts.IO.IsStdinTTY()
			if runF != nil {
				return runF(opts)
			}
			return newRun(opts)
		},
	}
	cmd.Flags().StringArrayVar(&opts.Crews, "crew", nil, "a crew as NAME:COLOUR, repeated in seating order (clockwise)")
	cmd.Flags().StringVar(&opts.First, "first", "", "the crew holding the first player marker (default: the first --crew)")
	cmd.Flags().BoolVar(&opts.Advanced, "advanced", false, "the advanced setup (B sides, traits, reputation 0)")
	cmd.Flags().StringVar(&opts.Edition, "edition", "2019", "the core game's edition: 2019, or 2018 (the first edition, with smaller decks)")
	cmd.Flags().StringVar(&opts.Name, "name", "", "the game's name (default: game-DATE-TIME)")
	cmd.Flags().StringVar(&opts.GamePath, "game", "", "write the game file at PATH instead")
	cmd.Flags().Int64Var(&opts.Seed, "seed", 0, "the game's random seed (default: drawn at random)")
	cmd.Flags().StringArrayVar(&opts.Display, "display", nil, "an item card of the item display, repeated from space 1")
	cmd.Flags().StringArrayVar(&opts.Goons, "goon", nil, "a goon card as LOCATION=CARD or LOCATION=CARD:SUSPICION, repeated")
	cmd.Flags().StringArrayVar(&opts.Goals, "goal", nil, "a goal card drawn (one leader, one instant, one end game), repeated")
	return cmd
}

// newAnswers are what the new-game form asks.
type newAnswers struct {
	Crews    string // one crew per line, NAME:COLOUR
	First    string
	Advanced bool
	Edition  string
	Name     string
}

// buildNewForm builds the form that asks for a new game.
func buildNewForm(ios *IOStreams) (*huh.Form, *newAnswers) {
	a := &newAnswers{Edition: "2019"}
	form := ios.setUpForm(huh.NewForm(huh.NewGroup(
		huh.NewText().Title("Crews in seating order, clockwise, one per line as NAME:COLOUR").Value(&a.Crews).
			Validate(func(s string) error { _, err := parseCrews(splitLines(s)); return err }),
		huh.NewInput().Title("Who holds the first player marker? (empty: the first crew)").Value(&a.First),
		huh.NewConfirm().Title("Advanced setup?").Value(&a.Advanced),
		huh.NewSelect[string]().Title("Edition of the core game").Options(huh.NewOption("2019", "2019"), huh.NewOption("2018 (first edition)", "2018")).Value(&a.Edition),
		huh.NewInput().Title("Name of the game (empty: game-DATE-TIME)").Value(&a.Name).
			Validate(func(s string) error {
				if s == "" {
					return nil
				}
				return store.CheckGameName(s)
			}),
	)), ios.FormInput(), ios.ErrOut)
	return form, a
}

func splitLines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

func parseCrews(specs []string) ([]companion.SetupCrew, error) {
	var out []companion.SetupCrew
	for _, s := range specs {
		name, colour, _ := strings.Cut(s, ":")
		name, colour = strings.TrimSpace(name), strings.TrimSpace(colour)
		if name == "" {
			return nil, fmt.Errorf("--crew %q: give NAME:COLOUR, e.g. Vera:blue", s)
		}
		out = append(out, companion.SetupCrew{Name: name, Colour: colour})
	}
	if len(out) < 2 || len(out) > 5 {
		return nil, fmt.Errorf("%d crews: a tracked game has 2 to 5 crews (solitary games are not tracked yet)", len(out))
	}
	return out, nil
}

func newRun(opts *newOptions) error {
	if opts.Interactive {
		form, a := buildNewForm(opts.IO)
		if err := runForm(form); err != nil {
			return err
		}
		opts.Crews, opts.First, opts.Advanced, opts.Edition, opts.Name = splitLines(a.Crews), strings.TrimSpace(a.First), a.Advanced, a.Edition, a.Name
	}
	bad := func(err error) error { return &UsageError{Err: err} }
	crews, err := parseCrews(opts.Crews)
	if err != nil {
		return bad(err)
	}
	setup := companion.SetupEntry{Crews: crews, Advanced: opts.Advanced, Goals: opts.Goals}
	switch opts.Edition {
	case "2019":
		setup.Edition = rules.Edition2019
	case "2018":
		setup.Edition = rules.Edition2018
	default:
		return bad(fmt.Errorf("--edition %q: use 2019 or 2018", opts.Edition))
	}
	if opts.First != "" {
		i := -1
		for k, c := range crews {
			if c.Name == opts.First {
				i = k
			}
		}
		if i < 0 {
			return bad(fmt.Errorf("--first %q is not one of the crews", opts.First))
		}
		// The seating stays clockwise; the first player's crew comes first.
		setup.Crews = append(append([]companion.SetupCrew(nil), crews[i:]...), crews[:i]...)
	}
	// The printed values of the goals, the items and the goons go into
	// the game file; every card is checked before anything is written.
	cards, err := newCardFiller()
	if err != nil {
		return err
	}
	var later []companion.Payload
	var goons []*companion.GoonCardEntry
	var typed []catalog.Card
	for _, s := range opts.Goons {
		p, t, err := parseGoonFlag(s)
		if err != nil {
			return bad(err)
		}
		goons, typed = append(goons, p), append(typed, t)
	}
	for _, name := range setup.Goals {
		c, err := cards.fill(catalog.GoalCard, name, catalog.Card{})
		if err != nil {
			return err
		}
		if setup.GoalCards == nil {
			setup.GoalCards = map[string]*catalog.Card{}
		}
		setup.GoalCards[name] = c
	}
	for _, d := range opts.Display {
		c, err := cards.fill(catalog.ItemCard, d, catalog.Card{})
		if err != nil {
			return err
		}
		later = append(later, &companion.DisplayCardEntry{Card: d, Printed: c})
	}
	for i, p := range goons {
		if p.Printed, err = cards.fill(catalog.GoonCard, p.Card, typed[i]); err != nil {
			return err
		}
		later = append(later, p)
	}
	g, err := companion.NewGame(setup)
	if err != nil {
		return &gameRefusal{err}
	}
	check := g
	for _, p := range later {
		if check, err = check.Play(check.NextEntry(p)); err != nil {
			return &gameRefusal{fmt.Errorf("refused: %w", err)}
		}
	}
	path := opts.GamePath
	name := opts.Name
	if name == "" {
		name = "game-" + opts.Now().UTC().Format("20060102-150405")
	}
	if path == "" {
		if path, err = store.GamePath(name); err != nil {
			return &gameRefusal{err}
		}
	}
	seed := opts.Seed
	if !opts.SeedSet {
		if seed, err = companion.NewSeed(); err != nil {
			return err
		}
	}
	l, err := companion.CreateLog(path, seed, opts.Now())
	if err != nil {
		return err
	}
	if err := l.Append(companion.Entry{Phase: companion.PhaseSetup, Payload: &setup}); err != nil {
		return err
	}
	for _, p := range later {
		if g, _, err = record(l, g, p); err != nil {
			return err
		}
	}
	if err := rememberGame(path); err != nil {
		return err
	}
	if err := cards.save(); err != nil {
		return err
	}
	out := opts.IO.Out
	fmt.Fprintf(out, "Started %s: %s\n", store.GameNameOf(path), path)
	fmt.Fprintln(out, companion.DescribeEntry(l.Entries()[0]))
	fmt.Fprintln(out)
	fmt.Fprint(out, setupChecklist(g))
	return nil
}

// parseGoonFlag reads LOCATION=CARD[:SUSPICION]: the entry and the value
// typed (the card's other values come from the catalog, see cardFiller).
func parseGoonFlag(s string) (*companion.GoonCardEntry, catalog.Card, error) {
	var typed catalog.Card
	locText, card, ok := strings.Cut(s, "=")
	if !ok {
		return nil, typed, fmt.Errorf("--goon %q: give LOCATION=CARD, e.g. sewers=Grub or sewers=Grub:1", s)
	}
	loc, err := rules.ParseLocation(strings.TrimSpace(locText))
	if err != nil {
		return nil, typed, fmt.Errorf("--goon %q: %v (allowed: sewers, infirmary, smithy, commissary, chow-hall)", s, err)
	}
	e := &companion.GoonCardEntry{Card: strings.TrimSpace(card), Location: loc}
	if name, n, ok := strings.Cut(card, ":"); ok {
		v, err := strconv.Atoi(strings.TrimSpace(n))
		if err != nil || v < 0 {
			return nil, typed, fmt.Errorf("--goon %q: the suspicion icons must be a number, 0 or more", s)
		}
		e.Card = strings.TrimSpace(name)
		typed.Suspicion = catalog.Know(v)
	}
	return e, typed, nil
}

// setupChecklist lists the setup steps for the table (core rulebook, "Game
// Setup"; "Advanced Setup", p. 16), ticking what the game file holds.
func setupChecklist(g companion.Game) string {
	n := len(g.Crews)
	var b strings.Builder
	tick := func(done bool, format string, args ...any) {
		mark := "[ ]"
		if done {
			mark = "[x]"
		}
		fmt.Fprintf(&b, "  %s %s\n", mark, fmt.Sprintf(format, args...))
	}
	side := "3–5 player side"
	if n == 2 {
		side = "1–2 player side"
	}
	fmt.Fprintf(&b, "Setup checklist for %d crews (core rulebook, \"Game Setup\"):\n", n)
	tick(false, "board: the %s; round marker on 1", side)
	tick(false, "suspicion cubes in the centre of the board; power and resource cubes beside it")
	display := 0
	for _, c := range g.Display {
		if c != "" {
			display++
		}
	}
	tick(display == g.DisplaySize(), "item display: %d item cards (crews + 1), in the spaces marked for %d players (%d recorded)", g.DisplaySize(), n, display)
	goons := 0
	for _, l := range companion.GoonSpaces() {
		if g.Locations[l].Goon != "" {
			goons++
		}
	}
	tick(goons == 5, "goon spaces: one goon card at each of the Sewers, Infirmary, Smithy, Commissary and Chow Hall (%d recorded), with its suspicion cubes at its location", goons)
	if g.Advanced {
		tick(false, "crew boards on side B: take the power and suspicion cubes and the starting bonuses the board shows (\"Advanced Setup\", p. 16)")
	} else {
		tick(false, "crew boards on side A, with 1 power cube each")
	}
	if n == 5 {
		tick(false, "crew tokens: each crew returns its \"2\" token to the box (5 crews)")
	} else {
		tick(false, "crew tokens: lookout, enforcer, 2, 3, 4 and 5 for each crew, behind its holding cell")
	}
	tick(false, "reputation markers on %d", rules.StartingReputation(g.Advanced))
	tick(false, "storage limit: %d resources each", rules.StandardStorageLimit)
	tick(len(g.Goals) == 3, "goal cards: one leader, one instant and one end game goal (%d recorded)", len(g.Goals))
	if g.Advanced {
		tick(false, "traits: deal two trait cards to each crew; each keeps one")
	}
	tick(true, "first player marker: %s", g.FirstPlayer)
	if missing := g.SetupMissing(); len(missing) > 0 {
		fmt.Fprintf(&b, "Round 1 starts once the game file holds %s.\n", strings.Join(missing, ", "))
	} else {
		fmt.Fprintf(&b, "Round 1, Roll Call: %s assigns first (lockup assign, lockup pass).\n", g.FirstPlayer)
	}
	return b.String()
}
