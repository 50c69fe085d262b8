package companion

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// A new game's table as lockup new reads it from its flags or its form
// (core rulebook, "Game Setup"; "Solitary Mode – Setup"; Breakout
// rulebook, "Expansion Setup"), checked before any card is asked for. The
// errors name the flags that give each value: they are bad input.

// NewTable is the table of a new game as typed: the crews, who holds the
// first player marker, the setup, the edition, and a solitary or Breakout
// game's level and decks.
type NewTable struct {
	Crews      []string // NAME:COLOUR in seating order
	First      string
	Advanced   bool
	Edition    string // 2019 or 2018
	Solo       bool
	Difficulty string // moderate, challenging or expert
	Decks      string // table or app
	Breakout   bool
}

// SetupBox is what the player's card catalog gives the app's decks: its
// guard cards (core, and with Breakout's), what Breakout's location card
// shows (NoLocationCard when it is not known), its legend cards, and the
// catacombs map typed in it (nil while it is not whole: the game is then
// tracked on the table's word for each lantern step).
type SetupBox struct {
	GuardCards, BreakoutGuards []rules.GuardCard
	LocationCard               rules.LocationCard
	Legends                    []string
	Catacombs                  *rules.Catacombs
}

// SetupBoxOf reads the setup box of a card catalog.
func SetupBoxOf(c *catalog.Catalog) SetupBox {
	var b SetupBox
	b.GuardCards, _ = c.GuardCards(false)
	b.BreakoutGuards, _ = c.GuardCards(true)
	b.LocationCard, _ = c.BreakoutLocation()
	b.Legends = c.Names(catalog.LegendCard)
	if m, err := c.Catacombs(); err == nil {
		b.Catacombs = &m
	}
	return b
}

// ParseCrews reads --crew values, NAME:COLOUR: 1 to 5 crews.
func ParseCrews(specs []string) ([]SetupCrew, error) {
	var out []SetupCrew
	for _, s := range specs {
		name, colour, _ := strings.Cut(s, ":")
		name, colour = strings.TrimSpace(name), strings.TrimSpace(colour)
		if name == "" {
			return nil, fmt.Errorf("%s %q: give NAME:COLOUR, e.g. Vera:blue", terms.FlagCrew, s)
		}
		out = append(out, SetupCrew{Name: name, Colour: colour})
	}
	if len(out) < 1 || len(out) > 5 {
		return nil, fmt.Errorf("%d crews: a game has 2 to 5 crews, or 1 in a solitary game (%s)", len(out), terms.FlagSolo)
	}
	return out, nil
}

// Entry reads the table as a setup entry without its goals, the first
// player's crew first (the seating stays clockwise); box gives the app's
// decks. An error is the table's, bad input.
func (t NewTable) Entry(box SetupBox) (SetupEntry, error) {
	crews, err := ParseCrews(t.Crews)
	if err != nil {
		return SetupEntry{}, err
	}
	if len(crews) == 1 && !t.Solo {
		return SetupEntry{}, fmt.Errorf("1 crew: a game has 2 to 5 crews; one crew plays against the guards with %s %s moderate|challenging|expert", terms.FlagSolo, terms.FlagDifficulty)
	}
	setup := SetupEntry{Crews: crews, Advanced: t.Advanced, Breakout: t.Breakout}
	if err := t.solo(box, &setup); err != nil {
		return SetupEntry{}, err
	}
	if err := t.breakout(box, &setup); err != nil {
		return SetupEntry{}, err
	}
	if setup.Edition.UnmarshalText([]byte(t.Edition)) != nil {
		return SetupEntry{}, fmt.Errorf("%s %q: use 2019 or 2018", terms.FlagEdition, t.Edition)
	}
	if t.First != "" && !t.Solo {
		i := slices.IndexFunc(crews, func(c SetupCrew) bool { return c.Name == t.First })
		if i < 0 {
			names := make([]string, len(crews))
			for j, c := range crews {
				names[j] = c.Name
			}
			return SetupEntry{}, fmt.Errorf("%s %q is not one of the crews (allowed: %s)", terms.FlagFirst, t.First, strings.Join(names, ", "))
		}
		setup.Crews = append(append([]SetupCrew(nil), crews[i:]...), crews[:i]...)
	}
	return setup, nil
}

// solo reads the solitary values into the setup entry: one crew, the
// level, the decks, and with the app's decks the catalog's guard cards.
func (t NewTable) solo(box SetupBox, setup *SetupEntry) error {
	if !t.Solo {
		if t.Difficulty != "" || (t.Decks != "table" && t.Decks != "" && !t.Breakout) {
			return fmt.Errorf("%[1]s and %[2]s are for solitary games (%[2]s for Breakout games too): add %[3]s or %[4]s", terms.FlagDifficulty, terms.FlagDecks, terms.FlagSolo, terms.FlagBreakout)
		}
		return nil
	}
	if len(setup.Crews) != 1 {
		return fmt.Errorf("%s: %d crews; a solitary game has one %s, against the guards", terms.FlagSolo, len(setup.Crews), terms.FlagCrew)
	}
	if t.First != "" {
		return fmt.Errorf("%s: in a solitary game the guards hold the first player marker (core rulebook, \"Solitary Mode – Setup\", step 7)", terms.FlagFirst)
	}
	if t.Difficulty == "" {
		return fmt.Errorf("%s needs %s: moderate (Local Lockup), challenging (Ye Olde Jail) or expert (Supermax Dungeon)", terms.FlagSolo, terms.FlagDifficulty)
	}
	d, err := rules.ParseDifficulty(t.Difficulty)
	if err != nil {
		return fmt.Errorf("%s: %w", terms.FlagDifficulty, err)
	}
	m, err := ParseDeckMode(t.Decks)
	if err != nil {
		return fmt.Errorf("%s: %w", terms.FlagDecks, err)
	}
	setup.Solo, setup.Difficulty, setup.Decks = true, d, m
	if m == AppDecks && t.Breakout {
		if err := box.BreakoutSoloDecksReady(d); err != nil {
			return fmt.Errorf("%s %s: %w", terms.FlagDecks, AppDecks, err)
		}
		setup.GuardCards, setup.LocationCard = box.BreakoutGuards, box.LocationCard
	} else if m == AppDecks {
		setup.GuardCards = box.GuardCards
		if len(setup.GuardCards) == 0 {
			return fmt.Errorf("%s %s: your card catalog holds no guard cards; type each colour once, as the cards show: %s (7 cards), then the level's colour (5 cards)", terms.FlagDecks, AppDecks, terms.Hint{Kind: terms.HintCardsGuards, Name: rules.Blue.String()})
		}
		// The check the form makes: the cards make this level's deck.
		if err := AppDecksReady(t.Difficulty, t.Decks, setup.GuardCards); err != nil {
			return fmt.Errorf("%s %s: %w", terms.FlagDecks, AppDecks, err)
		}
	}
	return nil
}

// breakout reads the Breakout values into the setup entry: the decks (who
// lays the tunnel markers and turns up the legend cards), with the app's
// decks the catalog's legend cards, and the catacombs map when the catalog
// holds it.
func (t NewTable) breakout(box SetupBox, setup *SetupEntry) error {
	if !t.Breakout {
		return nil
	}
	m, err := ParseDeckMode(t.Decks)
	if err != nil {
		return fmt.Errorf("%s: %w", terms.FlagDecks, err)
	}
	setup.Decks = m
	if err := BreakoutDecksReady(true, m.String(), box.Legends); err != nil {
		return fmt.Errorf("%s %s: %w", terms.FlagDecks, AppDecks, err)
	}
	if m == AppDecks {
		setup.Legends = box.Legends
	}
	if box.Catacombs != nil {
		setup.Catacombs = FormOf(*box.Catacombs)
	}
	return nil
}

// AppDecksReady refuses the app's decks at a level the catalog's guard
// cards cannot make (automa.NewCards: 7 blue and 5 of the level's colour),
// while a form can still ask again.
func AppDecksReady(level, decks string, box []rules.GuardCard) error {
	if decks != AppDecks.String() {
		return nil
	}
	d, err := rules.ParseDifficulty(level)
	if err != nil {
		return err
	}
	if len(box) == 0 {
		return fmt.Errorf("no guard cards in your catalog: choose table, or type them first, once, with the strength each card shows (%s, then %s)", terms.Hint{Kind: terms.HintCardsGuards, Name: rules.Blue.String()}, terms.Hint{Kind: terms.HintCardsGuards, Name: d.Colour().String()})
	}
	if _, err := automa.NewCards(automa.Config{Edition: rules.Edition2019, Difficulty: d}, box); err != nil {
		return fmt.Errorf("your catalog's guard cards cannot make this level's deck: %w", err)
	}
	return nil
}

// BreakoutSoloDecksReady refuses the app's decks in a solitary Breakout
// game at level d when the box cannot make them (automa.NewCards: 8 blue
// guard cards and 6 of the level's colour, and the face of Breakout's
// location card; Breakout rulebook, "Solitary Mode – Setup"), naming the
// lockup cards commands that type what is missing.
func (b SetupBox) BreakoutSoloDecksReady(d rules.Difficulty) error {
	var todo []string
	for _, colour := range []rules.Colour{rules.Blue, d.Colour()} {
		core, all := 0, 0
		for _, g := range b.GuardCards {
			if g.Colour == colour {
				core++
			}
		}
		for _, g := range b.BreakoutGuards {
			if g.Colour == colour {
				all++
			}
		}
		if want := rules.CoreGuardCards(colour); core != want {
			todo = append(todo, fmt.Sprintf("%s (the %d core game cards)", terms.Hint{Kind: terms.HintCardsGuards, Name: colour.String()}, want))
		}
		if all-core != rules.BreakoutGuardCards {
			todo = append(todo, terms.Hint{Kind: terms.HintCardsGuardsBreakout, Name: colour.String()}.String())
		}
	}
	if b.LocationCard == rules.NoLocationCard {
		todo = append(todo, hint(terms.HintCardsLocationCard))
	}
	if len(todo) > 0 {
		return fmt.Errorf("a solitary Breakout game's decks hold 8 blue guard cards, 6 %s ones and Breakout's location card, and your card catalog lacks some: type what the cards show, once, with: %s", d.Colour(), strings.Join(todo, "; "))
	}
	cfg := automa.Config{Edition: rules.Edition2019, Difficulty: d, Breakout: true, BreakoutCard: b.LocationCard}
	if _, err := automa.NewCards(cfg, b.BreakoutGuards); err != nil {
		return fmt.Errorf("your catalog's guard cards cannot make this level's deck: %w", err)
	}
	return nil
}

// appLegends is how many legend cards a game turns up: one at setup and
// one in each Patrol phase but the last (Breakout rulebook, "Expansion
// Setup"; "Patrol Phase").
const appLegends = rules.LastRound

// BreakoutDecksReady refuses the app's decks in a Breakout game when the
// catalog holds too few legend cards to shuffle, while a form can ask
// again.
func BreakoutDecksReady(breakout bool, decks string, legends []string) error {
	if !breakout || decks != AppDecks.String() || len(legends) >= appLegends {
		return nil
	}
	if len(legends) == 0 {
		return fmt.Errorf("your card catalog holds no legend cards for the app to shuffle: choose table, or type them first (%s)", terms.Hint{Kind: terms.HintCardsEdit, Args: []string{catalog.LegendCard.String()}})
	}
	return fmt.Errorf("your card catalog holds %s (%s); the app turns up %d in a game (one at setup, one in each Patrol phase but the last): choose table, or type the others first (%s)", plural(len(legends), "legend card", "legend cards"), strings.Join(legends, ", "), appLegends, terms.Hint{Kind: terms.HintCardsEdit, Args: []string{catalog.LegendCard.String()}})
}
