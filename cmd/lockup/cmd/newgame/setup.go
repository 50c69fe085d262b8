package newgame

import (
	"errors"
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// soloSetup reads the solitary flags into the setup entry: one crew, the
// level, the decks, and with the app's decks the guard cards of the
// catalog (opts.guardCards).
func soloSetup(opts *newOptions, setup *companion.SetupEntry) error {
	if !opts.Solo {
		if opts.Difficulty != "" || (opts.Decks != "table" && opts.Decks != "" && !opts.Breakout) {
			return &cmdutil.UsageError{Err: errors.New("--difficulty and --decks are for solitary games (--decks for Breakout games too): add --solo or --breakout")}
		}
		return nil
	}
	if len(setup.Crews) != 1 {
		return &cmdutil.UsageError{Err: fmt.Errorf("--solo: %d crews; a solitary game has one --crew, against the guards", len(setup.Crews))}
	}
	if opts.First != "" {
		return &cmdutil.UsageError{Err: errors.New("--first: in a solitary game the guards hold the first player marker (core rulebook, \"Solitary Mode – Setup\", step 7)")}
	}
	if opts.Difficulty == "" {
		return &cmdutil.UsageError{Err: errors.New("--solo needs --difficulty: moderate (Local Lockup), challenging (Ye Olde Jail) or expert (Supermax Dungeon)")}
	}
	d, err := rules.ParseDifficulty(opts.Difficulty)
	if err != nil {
		return &cmdutil.UsageError{Err: fmt.Errorf("--difficulty: %w", err)}
	}
	m, err := companion.ParseDeckMode(opts.Decks)
	if err != nil {
		return &cmdutil.UsageError{Err: fmt.Errorf("--decks: %w", err)}
	}
	setup.Solo, setup.Difficulty, setup.Decks = true, d, m
	if m == companion.AppDecks && opts.Breakout {
		if err := breakoutSoloDecksReady(d, opts); err != nil {
			return &cmdutil.UsageError{Err: fmt.Errorf("--decks app: %w", err)}
		}
		setup.GuardCards, setup.LocationCard = opts.breakoutGuards, opts.locationCard
	} else if m == companion.AppDecks {
		setup.GuardCards = opts.guardCards
		if len(setup.GuardCards) == 0 {
			return &cmdutil.UsageError{Err: errors.New("--decks app: your card catalog holds no guard cards; type each colour once, as the cards show: lockup cards guards blue STRENGTH... (7 cards), then the level's colour (5 cards)")}
		}
	}
	return nil
}

// appDecksReady refuses the app's decks at a level the catalog's guard
// cards cannot make (automa.NewCards: 7 blue and 5 of the level's colour),
// while the form can still ask again.
func appDecksReady(level, decks string, box []rules.GuardCard) error {
	if decks != companion.AppDecks.String() {
		return nil
	}
	d, err := rules.ParseDifficulty(level)
	if err != nil {
		return err
	}
	if len(box) == 0 {
		return fmt.Errorf("no guard cards in your catalog: choose table, or type them first, once, with the strength each card shows (lockup cards guards blue STRENGTH..., then lockup cards guards %s STRENGTH...)", d.Colour())
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
func breakoutSoloDecksReady(d rules.Difficulty, opts *newOptions) error {
	var todo []string
	for _, colour := range []rules.Colour{rules.Blue, d.Colour()} {
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
		if want := rules.CoreGuardCards(colour); core != want {
			todo = append(todo, fmt.Sprintf("lockup cards guards %s STRENGTH... (the %d core game cards)", colour, want))
		}
		if all-core != rules.BreakoutGuardCards {
			todo = append(todo, fmt.Sprintf("lockup cards guards %s --breakout STRENGTH", colour))
		}
	}
	if opts.locationCard == rules.NoLocationCard {
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
		return &cmdutil.UsageError{Err: fmt.Errorf("--decks: %w", err)}
	}
	setup.Decks = m
	if err := breakoutDecksReady(true, m.String(), opts.legends); err != nil {
		return &cmdutil.UsageError{Err: fmt.Errorf("--decks app: %w", err)}
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
	return fmt.Errorf("your card catalog holds %s (%s); the app turns up %d in a game (one at setup, one in each Patrol phase but the last): choose table, or type the others first (lockup cards edit NAME --kind legend)", cmdutil.Plural(len(legends), "legend card", "legend cards"), strings.Join(legends, ", "), appLegends)
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
			c.where = ", the " + companion.GoalTypeName(opts.goalTypes[i]) + " goal"
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
		return nil, &cmdutil.UsageError{Err: errors.New(strings.Join(problems, "\n"))}
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
	e, typed, err := cmdutil.ParseGoonArgs([]string{locText, card})
	if err != nil {
		return nil, typed, fmt.Errorf("--goon %q: %v", s, err)
	}
	return e, typed, nil
}
