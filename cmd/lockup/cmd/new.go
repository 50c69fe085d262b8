package cmd

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"time"

	"charm.land/huh/v2"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/text"
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
	Goons    []string // LOCATION=CARD[:SUSPICION[:RESOURCE]]
	Goals    []string
	// Sets are printed values of the setup's cards, CARD:FIELD=VALUE.
	Sets []string
	// Solo is a solitary game against the guards, at Difficulty
	// (moderate, challenging, expert), its decks run by Decks (table, app).
	Solo       bool
	Difficulty string
	Decks      string
	// Breakout plays with the Breakout expansion.
	Breakout bool
	// guardCards are the catalog's guard cards, for the app's decks;
	// legends the catalog's legend cards, for a Breakout game's; catacombs
	// the catacombs map typed in the catalog, nil when it is not.
	guardCards []automa.GuardCard
	// breakoutGuards are the catalog's guard cards with Breakout's, and
	// locationCard what the catalog says Breakout's location card shows
	// (NoLocationCard when it is not known): a solitary Breakout game's
	// app decks.
	breakoutGuards []automa.GuardCard
	locationCard   automa.LocationCard
	legends        []string
	catacombs      *rules.Catacombs
	// goalTypes are the types of the goals, when the form asked for one
	// goal of each type.
	goalTypes []catalog.GoalType
	// Now gives the creation time (tests fix it).
	Now func() time.Time
	// Interactive is true when the form should ask everything: no flag,
	// and a terminal (or accessible prompts).
	Interactive bool
}

func newCmdNew(f *Factory, runF func(*newOptions) error) *cobra.Command {
	opts := &newOptions{IO: f.IOStreams, Now: time.Now}
	var accessible bool
	cmd := &cobra.Command{
		Use:   "new",
		Short: "Start tracking a new game and print its setup checklist",
		Long: `new starts a game file for the table in front of you and walks the whole
setup: the crews in seating order (clockwise) with their colours, who holds
the first player marker, the advanced setup and the edition; then the three
goal cards (one leader, one instant, one end game goal), the item display (one
item card per crew, plus one) and the goon card on each goon space (Sewers,
Infirmary, Smithy, Commissary, Chow Hall). On a terminal without flags a form
asks for all of it.

The values printed on the goals, items and goons come from your card catalog
and are written into the game file, so a replay never reads the catalog. When
the catalog lacks some, new asks for all of them at once (on a terminal), or
refuses once, listing every value missing with the --set CARD:FIELD=VALUE flag
that gives it; the values typed are kept in your catalog. A goon's suspicion
icons (and a Bandit's resource) may also be typed after its name:
--goon sewers=Grub:1, --goon smithy=Gil:1:gold.

With flags, the item display and the goon cards may be left out: lockup play
asks for them before round 1. Goals cannot be added later: a game started
without --goal for a type is played without that goal, and new says so.

new prints the setup checklist for that number of crews and makes the game
the current one for status, play, assign, pass, undo, log and export. The game
file is $XDG_DATA_HOME/lockup/games/NAME.jsonl (see docs/game-log.md); --game
PATH puts it elsewhere.

--breakout plays with the Breakout expansion (Breakout rulebook, "Expansion
Setup"): the checklist adds the catacombs board, the lanterns, loot stacks,
tunnel markers, legend deck and seekers. With --decks table you lay the tunnel
markers and turn up the legend cards and tell lockup (lockup tunnel, lockup
legend card; lockup play asks for them); with --decks app lockup lays the
markers and shuffles the legend cards typed in your catalog (lockup cards)
from the game's seed. The catacombs map, when typed in your
catalog, is copied into the game file so that every lantern step is checked
against it.

A solitary game (--solo, or one crew in the form) sets one crew against the
guards at a level (--difficulty moderate, challenging or expert; core
rulebook, "Solitary Mode"): two goals (no instant goal), a display of 3, the
guards with the first player marker. --decks table (the default) has you
shuffle and draw the real guard and location cards and tell lockup what came
up; --decks app has lockup shuffle virtual decks from the guard cards typed
once into your catalog (lockup cards guards), from the game's seed, never
showing a face-down card; lockup solo audit deals them again to check.`,
		Example: `  lockup new
  lockup new --crew Vera:blue --crew Isaac:purple --crew Claire:green \
    --first Isaac --name friday \
    --goal Hoarder --goal Tinkerer --goal "Goon Squad" \
    --display Lockpick --display Shiv --display Rope --display Key \
    --goon sewers=Grub:1 --goon infirmary=Snag --goon smithy=Mox \
    --goon commissary=Pip --goon chow-hall=Tusk \
    --set "Snag:suspicion=0"
  lockup new --crew Vera:blue --crew Isaac:purple --advanced \
    --game ./game.jsonl
  lockup new --crew Vera:blue --crew Isaac:purple --edition 2018
  lockup new --solo --difficulty expert --decks app --crew Rin:blue
  lockup new --breakout --decks app --crew Vera:blue --crew Isaac:purple`,
		Args: maxArgs(0),
		RunE: func(c *cobra.Command, _ []string) error {
			opts.SeedSet = c.Flags().Changed("seed")
			flags := c.Flags().NFlag()
			if accessible {
				opts.IO.Accessible = true
				flags-- // asks how, not what
			}
			opts.Interactive = flags == 0 && (opts.IO.IsStdinTTY() || opts.IO.Accessible)
			if runF != nil {
				return runF(opts)
			}
			return newRun(opts)
		},
	}
	cmd.Flags().BoolVar(&accessible, "accessible", false, "ask with plain prompts, for screen readers; answers may come from standard input")
	cmd.Flags().StringArrayVar(&opts.Crews, "crew", nil, "a crew as NAME:COLOUR, repeated in seating order (clockwise)")
	cmd.Flags().StringVar(&opts.First, "first", "", "the crew holding the first player marker (default: the first --crew)")
	cmd.Flags().BoolVar(&opts.Advanced, "advanced", false, "the advanced setup (B sides, traits, reputation 0)")
	cmd.Flags().StringVar(&opts.Edition, "edition", "2019", "the core game's edition: 2019, or 2018 (the first edition: smaller decks, no advanced setup, no Bandits or Flayers)")
	cmd.Flags().StringVar(&opts.Name, "name", "", "the game's name (default: game-DATE-TIME)")
	cmd.Flags().StringVar(&opts.GamePath, "game", "", "write the game file at PATH instead")
	cmd.Flags().Int64Var(&opts.Seed, "seed", 0, "the game's random seed (default: drawn at random)")
	cmd.Flags().StringArrayVar(&opts.Display, "display", nil, "an item card of the item display, repeated from space 1")
	cmd.Flags().StringArrayVar(&opts.Goons, "goon", nil, "a goon card as LOCATION=CARD[:SUSPICION[:RESOURCE]], repeated")
	cmd.Flags().StringArrayVar(&opts.Goals, "goal", nil, "a goal card drawn (one leader, one instant, one end game), repeated")
	cmd.Flags().BoolVar(&opts.Solo, "solo", false, "a solitary game: one --crew against the guards (core rulebook, \"Solitary Mode\")")
	cmd.Flags().StringVar(&opts.Difficulty, "difficulty", "", "the solitary level: moderate, challenging or expert")
	cmd.Flags().StringVar(&opts.Decks, "decks", "table", "who runs the solitary guard and location decks and Breakout's tunnel markers and legend deck: table (you draw the real ones) or app (lockup shuffles your catalog's cards)")
	cmd.Flags().BoolVar(&opts.Breakout, "breakout", false, "play with the Breakout expansion (Breakout rulebook, \"Expansion Setup\")")
	cmd.Flags().StringArrayVar(&opts.Sets, "set", nil, "a value printed on a card of the setup that your catalog lacks, as CARD:FIELD=VALUE (kept in your catalog), repeated")
	return cmd
}

// newAnswers are what the new-game form asks about the table.
type newAnswers struct {
	// Crews are NAME or NAME:COLOUR, in seating order; the last ones may
	// stay empty.
	Crews    [rules.MaxSeats]string
	First    string
	Advanced bool
	Edition  string
	Name     string
	// Solo, Difficulty and Decks: a solitary game, asked when one crew
	// was typed.
	Solo       bool
	Difficulty string
	Decks      string
	// Breakout plays with the Breakout expansion.
	Breakout bool
}

// crewNames returns the names of the crews typed so far.
func (a *newAnswers) crewNames() []string {
	var out []string
	for _, c := range a.Crews {
		if name, _, _ := strings.Cut(c, ":"); strings.TrimSpace(name) != "" {
			out = append(out, strings.TrimSpace(name))
		}
	}
	return out
}

// buildNewForm builds the form that asks for the crews, one short question
// each; buildTableForm asks the rest of the table next, and
// buildSetupNamesForm the cards once the number of crews is known.
func buildNewForm() (*huh.Form, *newAnswers) {
	a := &newAnswers{Edition: "2019"}
	var crews []huh.Field
	for i := range a.Crews {
		crews = append(crews, huh.NewInput().Inline(true).Title(fmt.Sprintf("Crew %d: ", i+1)).Value(&a.Crews[i]).
			Validate(func(s string) error {
				s = strings.TrimSpace(s)
				if s == "" {
					if i < 1 {
						return errors.New("type the first crew's name (one crew alone plays a solitary game against the guards)")
					}
					return nil
				}
				c, err := parseCrews([]string{s, "-"})
				if err != nil {
					return err
				}
				if err := input.CheckText(c[0].Name); err != nil {
					return err
				}
				for _, o := range a.Crews[:i] {
					if name, _, _ := strings.Cut(o, ":"); text.Key(name) == text.Key(c[0].Name) {
						return fmt.Errorf("two crews are called %s", text.Quote(c[0].Name))
					}
				}
				return nil
			}))
	}
	return huh.NewForm(huh.NewGroup(crews...).Title("New game: the crews").
		Description("In seating order, clockwise: a player's name, or NAME:COLOUR (Vera:blue). Leave the last ones empty for fewer than 5 crews; one crew alone plays solo, against the guards.")), a
}

// buildTableForm asks, once the crews are known, who holds the first
// player marker, the setup, the edition and the game's name.
func buildTableForm(a *newAnswers, opts *newOptions) *huh.Form {
	box := opts.guardCards
	names := a.crewNames()
	a.First = names[0]
	var fields []huh.Field
	if len(names) == 1 {
		// A solitary game: the guards hold the first player marker.
		a.Solo, a.First = true, ""
		if a.Difficulty == "" {
			a.Difficulty, a.Decks = automa.Moderate.String(), companion.TableDecks.String()
		}
		var levels []huh.Option[string]
		for d := automa.Moderate; d <= automa.Expert; d++ {
			levels = append(levels, huh.NewOption(fmt.Sprintf("%s (%s: blue and %s guard cards)", d, d.Title(), d.Colour()), d.String()))
		}
		fields = append(fields,
			huh.NewSelect[string]().Title("Solitary game: the guards' level").Options(levels...).Value(&a.Difficulty),
			huh.NewSelect[string]().Title("Guard and location decks").Options(
				huh.NewOption("table: I shuffle and draw the real cards", companion.TableDecks.String()),
				huh.NewOption("app: lockup shuffles my catalog's guard cards", companion.AppDecks.String())).Value(&a.Decks).
				Validate(func(decks string) error {
					if err := appDecksReady(a.Difficulty, decks, box); err != nil {
						return err
					}
					return breakoutDecksReady(a.Breakout, decks, opts.legends)
				}))
	} else {
		a.Solo = false
		if a.Decks == "" {
			a.Decks = companion.TableDecks.String()
		}
		fields = append(fields, huh.NewSelect[string]().Title("Who holds the first player marker?").Options(huh.NewOptions(names...)...).Value(&a.First))
	}
	return huh.NewForm(huh.NewGroup(append(fields,
		huh.NewSelect[bool]().Title("Setup").Options(huh.NewOption("standard", false), huh.NewOption("advanced (B sides, traits, reputation 0)", true)).Value(&a.Advanced),
		huh.NewSelect[string]().Title("Edition of the core game").Options(huh.NewOption("2019", "2019"), huh.NewOption("2018 (first edition)", "2018")).Value(&a.Edition),
		huh.NewSelect[bool]().Title("Breakout expansion").Options(huh.NewOption("no: the core game", false), huh.NewOption("yes: with Breakout", true)).Value(&a.Breakout).
			Validate(func(on bool) error {
				if a.Solo && on && a.Decks == companion.AppDecks.String() {
					if d, err := automa.ParseDifficulty(a.Difficulty); err == nil {
						if err := breakoutSoloDecksReady(d, opts); err != nil {
							return err
						}
					}
				}
				return breakoutDecksReady(on, a.Decks, opts.legends)
			}),
		huh.NewInput().Inline(true).Title("Name of the game: ").Placeholder("empty: game-DATE-TIME").Value(&a.Name).
			Validate(func(s string) error {
				if s == "" {
					return nil
				}
				if err := store.CheckGameName(s); err != nil {
					return err
				}
				if path, err := store.GamePath(s); err == nil {
					if _, err := os.Stat(path); err == nil {
						return fmt.Errorf("a game called %s exists already: choose another name", s)
					}
				}
				return nil
			}))...,
	).Title("New game: the table"))
}

// buildBreakoutForm asks, in a Breakout game with several crews, who lays
// the tunnel markers and turns up the legend cards (a solitary game's decks
// question covers them).
func buildBreakoutForm(a *newAnswers, legends []string) *huh.Form {
	return huh.NewForm(huh.NewGroup(
		huh.NewSelect[string]().Title("Breakout's tunnel markers and legend deck").Options(
			huh.NewOption("table: I lay the markers and turn up the real cards", companion.TableDecks.String()),
			huh.NewOption("app: lockup lays them and shuffles my catalog's legend cards", companion.AppDecks.String())).Value(&a.Decks).
			Validate(func(decks string) error { return breakoutDecksReady(true, decks, legends) })).
		Title("New game: Breakout"))
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
	if len(out) < 1 || len(out) > 5 {
		return nil, fmt.Errorf("%d crews: a game has 2 to 5 crews, or 1 in a solitary game (--solo)", len(out))
	}
	return out, nil
}

func newRun(opts *newOptions) error {
	// The form may still turn Breakout on: newCards sets it from the game.
	cards, err := newCardFiller(opts.Breakout)
	if err != nil {
		return err
	}
	ios := opts.IO
	ask := ios.IsStdinTTY() || ios.Accessible
	opts.guardCards, _ = cards.eff.GuardCards(false)
	opts.breakoutGuards, _ = cards.eff.GuardCards(true)
	opts.locationCard, _ = cards.eff.BreakoutLocation()
	opts.legends = cards.eff.Names(catalog.LegendCard)
	opts.catacombs = catalogCatacombs(cards.eff)
	var setup companion.SetupEntry
	var g companion.Game
	var list []*setupCard
	if opts.Interactive {
		// One chain of forms: the crews, the table, the cards' names, then
		// the values the catalog lacks, each built from the answers before
		// it.
		form, a := buildNewForm()
		var names *setupNames
		step := 0
		err = runForms(ios, ios.FormInput(), ios.ErrOut, form, func() (*huh.Form, error) {
			step++
			switch step {
			case 1:
				return buildTableForm(a, opts), nil
			case 2:
				if a.Breakout && !a.Solo {
					return buildBreakoutForm(a, opts.legends), nil
				}
				step++
				fallthrough
			case 3:
				a.apply(opts)
				var err error
				if setup, g, err = newTable(opts); err != nil {
					return nil, err
				}
				names = newSetupNames(companion.GoalTypesDrawn(g.Box.Solo), g.DisplaySize(), companion.GoonSpaces())
				return buildSetupNamesForm(cards, names), nil
			case 4:
				names.apply(opts)
				var err error
				if list, err = newCards(opts, g, cards, true); err != nil {
					return nil, err
				}
				return buildSetupValuesForm(list), nil
			}
			return nil, nil
		})
	} else {
		if len(opts.Crews) == 0 {
			return &UsageError{Err: errors.New("no crews: on a terminal lockup new asks for the whole setup; without one, give the crews with --crew NAME:COLOUR, in seating order (or set ACCESSIBLE=1 to answer plain prompts, one answer a line)")}
		}
		if setup, g, err = newTable(opts); err == nil {
			if list, err = newCards(opts, g, cards, ask); err == nil && ask {
				if f := buildSetupValuesForm(list); f != nil {
					if len(setupMissing(list)) > 0 {
						fmt.Fprintln(ios.ErrOut, "Your card catalog does not know some values printed on the setup's cards: type what the cards show (once: they are kept in the catalog).")
					}
					err = runForms(ios, ios.FormInput(), ios.ErrOut, f, func() (*huh.Form, error) { return nil, nil })
				}
			}
		}
	}
	if errors.Is(err, huh.ErrUserAborted) {
		fmt.Fprintln(ios.ErrOut, "Cancelled: no game was written.")
	}
	if err != nil {
		return err
	}
	if problems := goalTypeProblems(list); len(problems) > 0 {
		return setupMissingError(nil, problems)
	}
	return newWrite(opts, cards, setup, list)
}

// apply sets the options from the answers about the table.
func (a *newAnswers) apply(opts *newOptions) {
	opts.Crews, opts.First, opts.Advanced, opts.Edition, opts.Name = nil, a.First, a.Advanced, a.Edition, a.Name
	opts.Solo, opts.Difficulty, opts.Decks, opts.Breakout = a.Solo, a.Difficulty, a.Decks, a.Breakout
	for _, c := range a.Crews {
		if c = strings.TrimSpace(c); c != "" {
			opts.Crews = append(opts.Crews, c)
		}
	}
}

// apply sets the options from the names of the setup's cards.
func (n *setupNames) apply(opts *newOptions) {
	opts.Goals, opts.goalTypes, opts.Display, opts.Goons = nil, nil, nil, nil
	for i, name := range n.Goals {
		opts.Goals = append(opts.Goals, strings.TrimSpace(name))
		opts.goalTypes = append(opts.goalTypes, n.goalTypes[i])
	}
	for _, name := range n.Display {
		opts.Display = append(opts.Display, strings.TrimSpace(name))
	}
	for i, name := range n.Goons {
		opts.Goons = append(opts.Goons, n.spaces[i].Slug()+"="+strings.TrimSpace(name))
	}
}

// newTable reads the table the options give (crews, first player, edition,
// advanced setup) as a setup entry without its goals, and the game it
// starts: the table is checked before any card is asked for.
func newTable(opts *newOptions) (companion.SetupEntry, companion.Game, error) {
	bad := func(err error) (companion.SetupEntry, companion.Game, error) {
		return companion.SetupEntry{}, companion.Game{}, &UsageError{Err: err}
	}
	crews, err := parseCrews(opts.Crews)
	if err != nil {
		return bad(err)
	}
	if len(crews) == 1 && !opts.Solo {
		return bad(errors.New("1 crew: a game has 2 to 5 crews; one crew plays against the guards with --solo --difficulty moderate|challenging|expert"))
	}
	setup := companion.SetupEntry{Crews: crews, Advanced: opts.Advanced, Breakout: opts.Breakout}
	if err := soloSetup(opts, &setup); err != nil {
		return companion.SetupEntry{}, companion.Game{}, err
	}
	if err := breakoutSetup(opts, &setup); err != nil {
		return companion.SetupEntry{}, companion.Game{}, err
	}
	switch opts.Edition {
	case "2019":
		setup.Edition = rules.Edition2019
	case "2018":
		setup.Edition = rules.Edition2018
	default:
		return bad(fmt.Errorf("--edition %q: use 2019 or 2018", opts.Edition))
	}
	if opts.First != "" && !opts.Solo {
		i := slices.IndexFunc(crews, func(c companion.SetupCrew) bool { return c.Name == opts.First })
		if i < 0 {
			return bad(fmt.Errorf("--first %q is not one of the crews", opts.First))
		}
		// The seating stays clockwise; the first player's crew comes first.
		setup.Crews = append(append([]companion.SetupCrew(nil), crews[i:]...), crews[:i]...)
	}
	g, err := companion.NewGame(setup)
	if err != nil {
		return companion.SetupEntry{}, companion.Game{}, &gameRefusal{err}
	}
	if _, err := newPath(opts); err != nil {
		return companion.SetupEntry{}, companion.Game{}, err
	}
	return setup, g, nil
}

// newPath returns the game file lockup new writes: --game, else the
// game's name (default game-DATE-TIME) in the data folder. A file there
// already is refused before any card is asked for: a new game never
// replaces one.
func newPath(opts *newOptions) (string, error) {
	path := opts.GamePath
	if path == "" {
		name := opts.Name
		if name == "" {
			name = "game-" + opts.Now().UTC().Format("20060102-150405")
		}
		var err error
		if path, err = store.GamePath(name); err != nil {
			return "", &gameRefusal{err}
		}
	}
	if _, err := os.Stat(path); err == nil {
		return "", &gameRefusal{fmt.Errorf("a game file %s exists already: a new game never replaces one; choose another --name (or --game PATH)", path)}
	}
	return path, nil
}

// newCards returns the setup's cards with their values: the catalog's, and
// those typed (after the names, and with --set). Everything wrong is
// refused in one error, with every value still missing when no form can
// ask for them (ask false), so that one more try is enough.
func newCards(opts *newOptions, g companion.Game, cards *cardFiller, ask bool) ([]*setupCard, error) {
	list, err := newSetupCards(opts, g)
	if err != nil {
		return nil, err
	}
	cards.breakout = g.Breakout != nil
	problems := applySets(list, opts.Sets)
	problems = append(problems, setupPreview(cards, list)...)
	problems = append(problems, goalTypeProblems(list)...)
	if missing := setupMissing(list); len(problems) > 0 || len(missing) > 0 && !ask {
		return nil, setupMissingError(missing, problems)
	}
	return list, nil
}

// newWrite checks the whole setup (the goals with their values, the item
// display and goon cards played on the new game) and writes the game file
// in one go, then keeps the values typed in the catalog and prints the
// setup checklist.
func newWrite(opts *newOptions, cards *cardFiller, setup companion.SetupEntry, list []*setupCard) error {
	var later []companion.Payload
	for _, c := range list {
		printed, err := cards.fill(c.kind, c.name, c.card)
		if err != nil {
			return err
		}
		switch c.kind {
		case catalog.GoalCard:
			setup.Goals = append(setup.Goals, c.name)
			if setup.GoalCards == nil {
				setup.GoalCards = map[string]*catalog.Card{}
			}
			setup.GoalCards[c.name] = printed
		case catalog.ItemCard:
			later = append(later, &companion.DisplayCardEntry{Card: c.name, Printed: printed})
		case catalog.GoonCard:
			later = append(later, &companion.GoonCardEntry{Card: c.name, Location: c.loc, Printed: printed})
		}
	}
	// The legend cards the app shuffles carry their printed values, so the
	// icons of each apply as it comes up, and a replay never reads the
	// catalog.
	for _, name := range setup.Legends {
		printed, err := cards.fill(catalog.LegendCard, name, catalog.Card{})
		if err != nil {
			return err
		}
		if setup.LegendCards == nil {
			setup.LegendCards = map[string]*catalog.Card{}
		}
		setup.LegendCards[name] = printed
	}
	g, err := companion.NewGame(setup)
	if err != nil {
		return &gameRefusal{err}
	}
	// The whole setup is played here and written in one go with the
	// header (gamelog.CreateLog): a game file appears whole or not at
	// all, never with half its setup.
	entries := []companion.Entry{{Phase: companion.PhaseSetup, Payload: &setup}}
	play := func(p companion.Payload) error {
		e := g.NextEntry(p)
		if g, err = g.Play(e); err != nil {
			return &gameRefusal{fmt.Errorf("refused: %w", err)}
		}
		entries = append(entries, e)
		return nil
	}
	for _, p := range later {
		if err := play(p); err != nil {
			return err
		}
	}
	path, err := newPath(opts)
	if err != nil {
		return err
	}
	seed := opts.Seed
	if !opts.SeedSet {
		if seed, err = gamelog.NewSeed(); err != nil {
			return err
		}
	}
	// The app's tunnel markers and first legend card, laid from the seed
	// now (as a replay reads it from the header), so the checklist says
	// where they go.
	g.Seed = seed
	run, _ := g.PlayAuto(companion.AppDecksAtSetup, func(rep *companion.Report) error {
		entries = append(entries, rep.Entry)
		return nil
	})
	if run.Refused != nil {
		return &gameRefusal{fmt.Errorf("refused: %w", run.Refused)}
	}
	g = run.Game
	l, err := gamelog.CreateLog(path, seed, opts.Now(), entries...)
	if err != nil {
		return err
	}
	if err := rememberGame(path); err != nil {
		return err
	}
	if err := cards.save(); err != nil {
		return err
	}
	// On a terminal the lines are wrapped to its width; piped, each stays
	// one line.
	out, width := opts.IO.Out, 0
	if opts.IO.IsStdoutTTY() {
		width = opts.IO.TerminalWidth()
	}
	para := func(s string) {
		if width > 0 {
			s = wrapText(s, width, "", "")
		}
		fmt.Fprintln(out, s)
	}
	fmt.Fprintf(out, "Started %s: %s\n", store.GameNameOf(path), path)
	para(companion.DescribeEntry(l.Entries()[0]))
	if note := goalsNote(g); note != "" {
		para(note)
	}
	fmt.Fprintln(out)
	fmt.Fprint(out, setupChecklist(g, width))
	return nil
}

// newSetupCards returns the cards of the setup the options name: the
// goals, the item display and the goons with the values typed after their
// names. Too many cards, a card named twice and two goons for one space
// are refused at once, before any value is asked for.
func newSetupCards(opts *newOptions, g companion.Game) ([]*setupCard, error) {
	var list []*setupCard
	var problems []string
	if drawn := companion.GoalTypesDrawn(g.Box.Solo); len(opts.Goals) > len(drawn) {
		problems = append(problems, fmt.Sprintf("--goal: %d goal cards; a game draws one of each type: %s (core rulebook, \"Game Setup\", step 14; no instant goal in solitary mode)", len(opts.Goals), joinGoalTypes(drawn)))
	}
	for i, name := range opts.Goals {
		c := &setupCard{kind: catalog.GoalCard, name: strings.TrimSpace(name)}
		if i < len(opts.goalTypes) {
			c.typed.GoalType = opts.goalTypes[i]
			c.where = ", the " + goalTypeName(opts.goalTypes[i]) + " goal"
		}
		list = append(list, c)
	}
	if len(opts.Display) > g.DisplaySize() {
		problems = append(problems, fmt.Sprintf("--display: %d item cards, but the item display of %d crews holds %d, one per crew plus one (core rulebook, \"Game Setup\", step 5)", len(opts.Display), len(g.Crews), g.DisplaySize()))
	}
	for _, name := range opts.Display {
		list = append(list, &setupCard{kind: catalog.ItemCard, name: strings.TrimSpace(name), where: " in the item display"})
	}
	spaces := map[rules.Location]string{}
	for _, s := range opts.Goons {
		e, typed, err := parseGoonFlag(s)
		if err != nil {
			problems = append(problems, err.Error())
			continue
		}
		if other, ok := spaces[e.Location]; ok {
			problems = append(problems, fmt.Sprintf("--goon %q: the goon space at the %s already has %s; one goon card per goon space", s, e.Location, other))
			continue
		}
		spaces[e.Location] = e.Card
		list = append(list, &setupCard{kind: catalog.GoonCard, name: e.Card, where: " at the " + e.Location.String(), loc: e.Location, typed: typed})
	}
	for i, c := range list {
		if err := catalog.CheckCardName(c.name); err != nil {
			problems = append(problems, fmt.Sprintf("%s%s: %v", c.kind, c.where, err))
		}
		for _, o := range list[:i] {
			if o.kind == c.kind && catalog.NameKey(o.name) == catalog.NameKey(c.name) {
				problems = append(problems, fmt.Sprintf("%s card %s is named twice (%s and%s); every card is in one place only", c.kind, c.name, strings.TrimPrefix(o.where, " "), c.where))
			}
		}
	}
	if len(problems) > 0 {
		return nil, &UsageError{Err: errors.New(strings.Join(problems, "\n"))}
	}
	return list, nil
}

// parseGoonFlag reads LOCATION=CARD, LOCATION=CARD:SUSPICION or
// LOCATION=CARD:SUSPICION:RESOURCE, as lockup draw goon takes them: the
// entry and the values typed (the card's other values come from the
// catalog, see cardFiller).
func parseGoonFlag(s string) (*companion.GoonCardEntry, catalog.Card, error) {
	locText, card, ok := strings.Cut(s, "=")
	if !ok {
		return nil, catalog.Card{}, fmt.Errorf("--goon %q: give LOCATION=CARD, e.g. sewers=Grub or sewers=Grub:1", s)
	}
	e, typed, err := parseGoonArgs([]string{locText, card})
	if err != nil {
		return nil, typed, fmt.Errorf("--goon %q: %v", s, err)
	}
	return e, typed, nil
}

// setupChecklist prints the setup checklist (companion.Game.SetupChecklist)
// for the table, ticking what the game file holds. With a width, each step
// is wrapped to it.
func setupChecklist(g companion.Game, width int) string {
	c := g.SetupChecklist()
	var b strings.Builder
	if c.Solo {
		fmt.Fprintf(&b, "Setup checklist for a solitary game, %s level (core rulebook, \"Solitary Mode – Setup\": the two-player setup, with these changes):\n", c.Level)
	} else {
		fmt.Fprintf(&b, "Setup checklist for %d crews (core rulebook, \"Game Setup\"):\n", c.Crews)
	}
	for _, s := range c.Steps {
		mark := "  [ ] "
		if s.Done {
			mark = "  [x] "
		}
		line := setupStepWords(s)
		if width > 0 {
			line = wrapText(line, width, mark, "      ")
		} else {
			line = mark + line
		}
		b.WriteString(line + "\n")
	}
	last := fmt.Sprintf("Round 1, Roll Call: %s assigns first (lockup play, or lockup assign and lockup pass).", c.FirstPlayer)
	if c.Solo {
		last = "Round 1, Roll Call: deal a guard card face down at each of locations 1 to 7; the guards take the first turn (lockup play)."
	}
	if len(c.Missing) > 0 {
		cmds := "lockup draw item CARD, lockup draw goon LOCATION CARD"
		if c.TableDecks {
			cmds += ", lockup tunnel LOCATION single|double, lockup legend card NAME"
		}
		last = fmt.Sprintf("Round 1 starts once the game file holds %s: lockup play asks for them (or %s).", strings.Join(c.Missing, ", "), cmds)
	}
	if width > 0 {
		last = wrapText(last, width, "", "")
	}
	b.WriteString(last + "\n")
	return b.String()
}

// setupStepWords words a step of the setup checklist.
func setupStepWords(s companion.SetupStep) string {
	switch s.Kind {
	case companion.SetupStepBoard:
		side := "3–5 player side"
		if s.SmallSide {
			side = "1–2 player side"
		}
		return fmt.Sprintf("board: the %s; round marker on 1", side)
	case companion.SetupStepCubes:
		return "suspicion cubes in the centre of the board; power and resource cubes beside it"
	case companion.SetupStepItemDisplay:
		return fmt.Sprintf("item display: %d item cards (crews + 1), in the spaces marked for %d players (%d recorded)", s.N, s.Crews, s.Recorded)
	case companion.SetupStepGoonSpaces:
		var names []string
		for _, l := range s.Spaces {
			names = append(names, l.String())
		}
		return fmt.Sprintf("goon spaces: one goon card at each of the %s (%d recorded), with its suspicion cubes at its location", joinAnd(names), s.Recorded)
	case companion.SetupStepCrewBoards:
		if s.Advanced {
			return "crew boards on side B: take the power and suspicion cubes and the starting bonuses the board shows (\"Advanced Setup\", p. 16)"
		}
		return "crew boards on side A, with 1 power cube each"
	case companion.SetupStepCrewTokens:
		if s.ReturnTwo {
			return "crew tokens: each crew returns its \"2\" token to the box (5 crews)"
		}
		return "crew tokens: lookout, enforcer, 2, 3, 4 and 5 for each crew, behind its holding cell"
	case companion.SetupStepCatacombs:
		note := "not typed in your catalog: lockup takes the table's word for each lantern step"
		if s.Mapped {
			note = "its map is copied from your catalog: every lantern step is checked against it"
		}
		return fmt.Sprintf("catacombs board beside the main board (%s)", note)
	case companion.SetupStepLanterns:
		return "lantern markers: each crew's on the ENTRANCE"
	case companion.SetupStepLoot:
		return fmt.Sprintf("loot tokens: shuffle them face down; a stack of %d on each loot space", s.N)
	case companion.SetupStepTunnels:
		if s.App {
			var laid []string
			for _, t := range s.Laid {
				laid = append(laid, fmt.Sprintf("%s at the %s", t.Tunnel, t.Location))
			}
			return fmt.Sprintf("tunnel markers (from the app): %s; the %d collapsed ones back in the box", strings.Join(laid, ", "), s.Collapsed)
		}
		return fmt.Sprintf("tunnel markers: shuffle %d single, %d double and %d collapsed face down, one on each of locations 1 to 7, turn them up and put the collapsed ones back in the box (%d recorded: lockup tunnel LOCATION single|double)", s.Single, s.Double, s.Collapsed, s.Recorded)
	case companion.SetupStepLegend:
		if s.App {
			return fmt.Sprintf("legend deck: the app shuffles your catalog's %d legend cards; turn up %s and keep it face up beside the board", s.N, s.Legend)
		}
		legend := "none recorded: lockup legend card NAME"
		if s.Legend != "" {
			legend = s.Legend + " recorded"
		}
		return fmt.Sprintf("legend deck: shuffle the legend cards face down and turn the top one face up (%s)", legend)
	case companion.SetupStepSeekers:
		return "seekers: each crew takes its seeker token with its crew tokens"
	case companion.SetupStepReputation:
		if s.Guards > 0 {
			return fmt.Sprintf("reputation markers: yours on %d, the guards' (a second colour) on %d", s.N, s.Guards)
		}
		return fmt.Sprintf("reputation markers on %d", s.N)
	case companion.SetupStepGuardBoard:
		return fmt.Sprintf("guard board in its own area, with %d power cube", s.N)
	case companion.SetupStepTomeDeck:
		return "tome deck: take out both \"Big Book of Stealth\" and both \"Cutthroat Crafting\""
	case companion.SetupStepGuardDeck:
		if s.App {
			return fmt.Sprintf("guard deck: the app shuffles the %d blue guard cards and the %d %s ones (%s) from your catalog; keep the real cards aside", s.N, s.Of, s.Level.Colour(), s.Level.Title())
		}
		return fmt.Sprintf("guard deck: shuffle the %d blue guard cards with the %d %s ones (%s), face down beside the guard board", s.N, s.Of, s.Level.Colour(), s.Level.Title())
	case companion.SetupStepLocationDeck:
		locations := "the 6 location cards and the 2 Off Duty cards"
		if s.Breakout {
			locations += ", with Breakout's location card"
			if s.BreakoutCard != automa.NoLocationCard {
				locations += " (" + s.BreakoutCard.String() + ")"
			}
		}
		if s.App {
			return "location deck: the app shuffles " + locations
		}
		return fmt.Sprintf("location deck: shuffle %s, face down", locations)
	case companion.SetupStepStorage:
		return fmt.Sprintf("storage limit: %d resources each", s.N)
	case companion.SetupStepGoals:
		var goals []string
		for _, t := range s.Goals {
			goals = append(goals, "one "+goalTypeName(t))
		}
		return fmt.Sprintf("goal cards: %s goal (%d recorded)", joinAnd(goals), s.Recorded)
	case companion.SetupStepTraits:
		return "traits: deal two trait cards to each crew; each keeps one"
	case companion.SetupStepFirstPlayer:
		return "first player marker: " + s.Name
	}
	return ""
}

// joinAnd joins words as a list: "a, b and c".
func joinAnd(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// soloSetup reads the solitary flags into the setup entry: one crew, the
// level, the decks, and with the app's decks the guard cards of the
// catalog (opts.guardCards).
func soloSetup(opts *newOptions, setup *companion.SetupEntry) error {
	if !opts.Solo {
		if opts.Difficulty != "" || (opts.Decks != "table" && opts.Decks != "" && !opts.Breakout) {
			return &UsageError{Err: errors.New("--difficulty and --decks are for solitary games (--decks for Breakout games too): add --solo or --breakout")}
		}
		return nil
	}
	if len(setup.Crews) != 1 {
		return &UsageError{Err: fmt.Errorf("--solo: %d crews; a solitary game has one --crew, against the guards", len(setup.Crews))}
	}
	if opts.First != "" {
		return &UsageError{Err: errors.New("--first: in a solitary game the guards hold the first player marker (core rulebook, \"Solitary Mode – Setup\", step 7)")}
	}
	if opts.Difficulty == "" {
		return &UsageError{Err: errors.New("--solo needs --difficulty: moderate (Local Lockup), challenging (Ye Olde Jail) or expert (Supermax Dungeon)")}
	}
	d, err := automa.ParseDifficulty(opts.Difficulty)
	if err != nil {
		return &UsageError{Err: fmt.Errorf("--difficulty: %w", err)}
	}
	m, err := companion.ParseDeckMode(opts.Decks)
	if err != nil {
		return &UsageError{Err: fmt.Errorf("--decks: %w", err)}
	}
	setup.Solo, setup.Difficulty, setup.Decks = true, d, m
	if m == companion.AppDecks && opts.Breakout {
		if err := breakoutSoloDecksReady(d, opts); err != nil {
			return &UsageError{Err: fmt.Errorf("--decks app: %w", err)}
		}
		setup.GuardCards, setup.LocationCard = opts.breakoutGuards, opts.locationCard
	} else if m == companion.AppDecks {
		setup.GuardCards = opts.guardCards
		if len(setup.GuardCards) == 0 {
			return &UsageError{Err: errors.New("--decks app: your card catalog holds no guard cards; type each colour once, as the cards show: lockup cards guards blue STRENGTH... (7 cards), then the level's colour (5 cards)")}
		}
	}
	return nil
}

// appDecksReady refuses the app's decks at a level the catalog's guard
// cards cannot make (automa.NewCards: 7 blue and 5 of the level's colour),
// while the form can still ask again.
func appDecksReady(level, decks string, box []automa.GuardCard) error {
	if decks != companion.AppDecks.String() {
		return nil
	}
	d, err := automa.ParseDifficulty(level)
	if err != nil {
		return err
	}
	if len(box) == 0 {
		return errors.New("no guard cards in your catalog: choose table (or run lockup cards guards first)")
	}
	if _, err := automa.NewCards(automa.Config{Edition: rules.Edition2019, Difficulty: d}, box); err != nil {
		return fmt.Errorf("your catalog's guard cards cannot make this level's deck: %w", err)
	}
	return nil
}

// breakoutSoloDecksReady refuses the app's decks in a solitary Breakout game
// at level d when the catalog cannot make them (automa.NewCards: 8 blue
// guard cards and 6 of the level's colour, and the face of Breakout's
// location card; Breakout rulebook, "Solitary Mode – Setup"), naming the
// lockup cards commands that type what is missing.
func breakoutSoloDecksReady(d automa.Difficulty, opts *newOptions) error {
	var todo []string
	for _, colour := range []automa.Colour{automa.Blue, d.Colour()} {
		core, all := 0, 0
		for _, g := range opts.guardCards {
			if g.Colour == colour {
				core++
			}
		}
		for _, g := range opts.breakoutGuards {
			if g.Colour == colour {
				all++
			}
		}
		if want := catalog.CoreGuardCards(colour); core != want {
			todo = append(todo, fmt.Sprintf("lockup cards guards %s STRENGTH... (the %d core game cards)", colour, want))
		}
		if all-core != catalog.BreakoutGuardCards {
			todo = append(todo, fmt.Sprintf("lockup cards guards %s --breakout STRENGTH", colour))
		}
	}
	if opts.locationCard == automa.NoLocationCard {
		todo = append(todo, "lockup cards location-card SHOWS")
	}
	if len(todo) > 0 {
		return fmt.Errorf("a solitary Breakout game's decks hold 8 blue guard cards, 6 %s ones and Breakout's location card, and your card catalog lacks some: type what the cards show, once, with: %s", d.Colour(), strings.Join(todo, "; "))
	}
	cfg := automa.Config{Edition: rules.Edition2019, Difficulty: d, Breakout: true, BreakoutCard: opts.locationCard}
	if _, err := automa.NewCards(cfg, opts.breakoutGuards); err != nil {
		return fmt.Errorf("your catalog's guard cards cannot make this level's deck: %w", err)
	}
	return nil
}

// breakoutSetup reads the Breakout flags into the setup entry: the decks
// (who lays the tunnel markers and turns up the legend cards), with the
// app's decks the legend cards of the catalog, and the catacombs map when
// the catalog holds it.
func breakoutSetup(opts *newOptions, setup *companion.SetupEntry) error {
	if !opts.Breakout {
		return nil
	}
	m, err := companion.ParseDeckMode(opts.Decks)
	if err != nil {
		return &UsageError{Err: fmt.Errorf("--decks: %w", err)}
	}
	setup.Decks = m
	if err := breakoutDecksReady(true, m.String(), opts.legends); err != nil {
		return &UsageError{Err: fmt.Errorf("--decks app: %w", err)}
	}
	if m == companion.AppDecks {
		setup.Legends = opts.legends
	}
	if opts.catacombs != nil {
		setup.Catacombs = companion.FormOf(*opts.catacombs)
	}
	return nil
}

// appLegends is how many legend cards a game turns up: one at setup and
// one in each Patrol phase but the last (Breakout rulebook, "Expansion
// Setup"; "Patrol Phase").
const appLegends = rules.LastRound

// breakoutDecksReady refuses the app's decks in a Breakout game when the
// catalog holds no legend card to shuffle, while the form can ask again.
func breakoutDecksReady(breakout bool, decks string, legends []string) error {
	if !breakout || decks != companion.AppDecks.String() || len(legends) >= appLegends {
		return nil
	}
	if len(legends) == 0 {
		return errors.New("your card catalog holds no legend cards for the app to shuffle: choose table, or type them first (lockup cards edit NAME --kind legend)")
	}
	return fmt.Errorf("your card catalog holds %d legend card(s) (%s); the app turns up %d in a game (one at setup, one in each Patrol phase but the last): choose table, or type the others first (lockup cards edit NAME --kind legend)", len(legends), strings.Join(legends, ", "), appLegends)
}

// catalogCatacombs returns the catacombs map typed in the card catalog, nil
// while it is not whole (lockup cards catacombs says what is missing or
// wrong): the game is then tracked on the table's word for each step.
func catalogCatacombs(c *catalog.Catalog) *rules.Catacombs {
	m, err := c.Catacombs()
	if err != nil {
		return nil
	}
	return &m
}
