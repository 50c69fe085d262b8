package newgame

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"charm.land/huh/v2"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// newOptions are the flags of `lockup new`.
type newOptions struct {
	IO *cmdutil.IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs store.Dirs
	// NewTable are the crews, first player, setup, edition, and a solitary
	// or Breakout game's level and decks (--solo, --breakout).
	companion.NewTable
	Name     string
	GamePath string
	Seed     int64
	SeedSet  bool
	Display  []string // item display cards, space 1 first
	Goons    []string // LOCATION=CARD[:SUSPICION[:RESOURCE]]
	Goals    []string
	// Sets are printed values of the setup's cards, CARD:FIELD=VALUE.
	Sets []string
	// Lang is the language of the questions and the checklist (--lang,
	// Factory.Lang); the game file is the same in every language.
	Lang terms.Lang
	// box is what the card catalog gives the app's decks.
	box companion.SetupBox
	// goalTypes are the types of the goals, when the form asked for one
	// goal of each type.
	goalTypes []catalog.GoalType
	// Now gives the creation time (tests fix it).
	Now func() time.Time
	// Interactive is true when the form should ask everything: no flag,
	// and a terminal (or accessible prompts).
	Interactive bool
}

// NewCmdNew makes lockup new; runF, when not nil, runs instead of its run.
func NewCmdNew(f *cmdutil.Factory, runF func(*newOptions) error) *cobra.Command {
	opts := &newOptions{IO: f.IOStreams, Dirs: f.Dirs, Now: time.Now}
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
		Args: cmdutil.MaxArgs(0),
		RunE: func(c *cobra.Command, _ []string) error {
			opts.SeedSet = c.Flags().Changed("seed")
			flags := c.Flags().NFlag()
			if accessible {
				opts.IO.Accessible = true
				flags-- // asks how, not what
			}
			if c.Flags().Changed("lang") {
				flags-- // the language asked in, not what
			}
			opts.Interactive = flags == 0 && (opts.IO.IsStdinTTY() || opts.IO.Accessible)
			opts.Lang = f.Lang
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

func newRun(opts *newOptions) error {
	// The form may still turn Breakout on: newCards sets it from the game.
	cards, err := catalog.NewFiller(opts.Dirs, opts.Breakout)
	if err != nil {
		return err
	}
	ios := opts.IO
	ask := ios.IsStdinTTY() || ios.Accessible
	opts.box = companion.SetupBoxOf(cards.Catalog())
	var setup companion.SetupEntry
	var g companion.Game
	var list []*companion.SetupCard
	if opts.Interactive {
		// One chain of forms: the crews, the table, the cards' names, then
		// the values the catalog lacks, each built from the answers before
		// it.
		form, a := buildNewForm(opts.Lang)
		var names *SetupNames
		step := 0
		err = cmdutil.RunForms(ios, ios.FormInput(), ios.ErrOut, form, func() (*huh.Form, error) {
			step++
			switch step {
			case 1:
				return buildTableForm(a, opts), nil
			case 2:
				if a.Breakout && !a.Solo {
					return buildBreakoutForm(opts.Lang, a, opts.box.Legends), nil
				}
				step++
				fallthrough
			case 3:
				a.apply(opts)
				var err error
				if setup, g, err = newTable(opts); err != nil {
					return nil, err
				}
				names = NewSetupNames(companion.GoalTypesDrawn(g.Box.Solo), g.DisplaySize(), rules.GoonLocations[:])
				return BuildSetupNamesForm(opts.Lang, cards, names), nil
			case 4:
				names.apply(opts)
				var err error
				if list, err = newCards(opts, g, cards, true); err != nil {
					return nil, err
				}
				return BuildSetupValuesForm(opts.Lang, list), nil
			}
			return nil, nil
		})
	} else {
		if len(opts.Crews) == 0 {
			return &cmdutil.UsageError{Err: errors.New("no crews: on a terminal lockup new asks for the whole setup; without one, give the crews with --crew NAME:COLOUR, in seating order (or set ACCESSIBLE=1 to answer plain prompts, one answer a line)")}
		}
		if setup, g, err = newTable(opts); err == nil {
			if list, err = newCards(opts, g, cards, ask); err == nil && ask {
				if f := BuildSetupValuesForm(opts.Lang, list); f != nil {
					if len(companion.SetupMissing(list)) > 0 {
						fmt.Fprintln(ios.ErrOut, opts.Lang.Sprintf("new.values-missing"))
					}
					err = cmdutil.RunForms(ios, ios.FormInput(), ios.ErrOut, f, func() (*huh.Form, error) { return nil, nil })
				}
			}
		}
	}
	if errors.Is(err, huh.ErrUserAborted) {
		fmt.Fprintln(ios.ErrOut, opts.Lang.Sprintf("new.cancelled"))
	}
	if err != nil {
		return err
	}
	if problems := companion.GoalTypeProblems(list, g.Box.Solo); len(problems) > 0 {
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
func (n *SetupNames) apply(opts *newOptions) {
	opts.Goals, opts.goalTypes, opts.Display, opts.Goons = nil, nil, nil, nil
	for i, name := range n.Goals {
		opts.Goals = append(opts.Goals, strings.TrimSpace(name))
		opts.goalTypes = append(opts.goalTypes, n.goalTypes[i])
	}
	for _, name := range n.Display {
		opts.Display = append(opts.Display, strings.TrimSpace(name))
	}
	for i, name := range n.Goons {
		opts.Goons = append(opts.Goons, n.Spaces[i].Slug()+"="+strings.TrimSpace(name))
	}
}

// newTable reads the table the options give (crews, first player, edition,
// advanced setup) as a setup entry without its goals, and the game it
// starts: the table is checked before any card is asked for.
func newTable(opts *newOptions) (companion.SetupEntry, companion.Game, error) {
	setup, err := opts.Entry(opts.box)
	if err != nil {
		return companion.SetupEntry{}, companion.Game{}, &cmdutil.UsageError{Err: err}
	}
	g, err := companion.NewGame(setup)
	if err != nil {
		return companion.SetupEntry{}, companion.Game{}, &cmdutil.GameRefusal{Err: err}
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
		if path, err = opts.Dirs.GamePath(name); err != nil {
			return "", &cmdutil.GameRefusal{Err: err}
		}
	}
	if _, err := os.Stat(path); err == nil {
		return "", &cmdutil.GameRefusal{Err: fmt.Errorf("a game file %s exists already: a new game never replaces one; choose another --name (or --game PATH)", path)}
	}
	return path, nil
}

// newCards returns the setup's cards with their values: the catalog's, and
// those typed (after the names, and with --set). Everything wrong is
// refused in one error, with every value still missing when no form can
// ask for them (ask false), so that one more try is enough.
func newCards(opts *newOptions, g companion.Game, cards *catalog.Filler, ask bool) ([]*companion.SetupCard, error) {
	list, err := newSetupCards(opts, g)
	if err != nil {
		return nil, err
	}
	cards.SetBreakout(g.Breakout != nil)
	problems := companion.ApplySets(list, opts.Sets)
	problems = append(problems, SetupPreview(cards, list)...)
	problems = append(problems, companion.GoalTypeProblems(list, g.Box.Solo)...)
	if missing := companion.SetupMissing(list); len(problems) > 0 || len(missing) > 0 && !ask {
		return nil, setupMissingError(missing, problems)
	}
	return list, nil
}

// newWrite checks the whole setup (the goals with their values, the item
// display and goon cards played on the new game) and writes the game file
// in one go, then keeps the values typed in the catalog and prints the
// setup checklist.
func newWrite(opts *newOptions, cards *catalog.Filler, setup companion.SetupEntry, list []*companion.SetupCard) error {
	var later []companion.Payload
	for _, c := range list {
		if c.Kind != catalog.GoalCard {
			e, err := CardEntry(cards, c)
			if err != nil {
				return err
			}
			later = append(later, e)
			continue
		}
		printed, err := cards.Fill(c.Kind, c.Name, c.Card)
		if err != nil {
			return err
		}
		setup.Goals = append(setup.Goals, c.Name)
		if setup.GoalCards == nil {
			setup.GoalCards = map[string]*catalog.Card{}
		}
		setup.GoalCards[c.Name] = printed
	}
	// The legend cards the app shuffles carry their printed values, so the
	// icons of each apply as it comes up, and a replay never reads the
	// catalog.
	for _, name := range setup.Legends {
		printed, err := cards.Fill(catalog.LegendCard, name, catalog.Card{})
		if err != nil {
			return err
		}
		if setup.LegendCards == nil {
			setup.LegendCards = map[string]*catalog.Card{}
		}
		setup.LegendCards[name] = printed
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
	// The whole setup, and the app's tunnel markers and first legend card
	// laid from the seed (so the checklist says where they go), written in
	// one go with the header (gamelog.CreateLog).
	entries, g, err := companion.StartGame(setup, later, seed)
	if err != nil {
		return &cmdutil.GameRefusal{Err: err}
	}
	l, err := gamelog.Files{LockWait: opts.Dirs.LockWait}.CreateLog(path, seed, opts.Now(), entries...)
	if err != nil {
		return err
	}
	if err := gamelog.RememberGame(opts.Dirs, path); err != nil {
		return err
	}
	if err := cards.Save(); err != nil {
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
			s = cmdutil.WrapText(s, width, "", "")
		}
		fmt.Fprintln(out, s)
	}
	para(opts.Lang.Sprintf("new.started", store.GameNameOf(path), path)) // a long path on a line of its own
	para(companion.DescribeEntryIn(opts.Lang, l.Entries()[0]))
	if note := g.GoalsNoteIn(opts.Lang); note != "" {
		para(note)
	}
	fmt.Fprintln(out)
	fmt.Fprint(out, setupChecklistIn(opts.Lang, g, width))
	return nil
}
