package solosim

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/scoring"
)

// ItemCard is an item card as the simulator plays it: what the Cell Block
// and final scoring read (core rulebook, "Item Cards", "Crafting Items").
type ItemCard struct {
	Name       string
	Reputation int
	Cost       rules.Cost
	Valuables  scoring.Valuables
	Barrels    int
	// Effects are the card's special effect icons, carried out when it is
	// crafted.
	Effects []rules.Effect
}

// GoonCard is a goon card as the simulator plays it (core rulebook, "Goon
// Cards", "Recruiting Goons").
type GoonCard struct {
	Name      string
	Type      rules.GoonType
	Suspicion int
	Valuables scoring.Valuables
	Effects   []rules.Effect
}

// GoalCard is a leader or end game goal card (core rulebook, "Claiming
// Goals"); solitary mode plays no instant goal ("Solitary Mode – Setup",
// step 1).
type GoalCard struct {
	Name      string
	Leader    bool
	Condition rules.GoalCondition
}

// LegendCard is a Breakout legend card: the icons the strongest crew gains
// (Breakout rulebook, "Resolving the Legend Card"). An effect played at the
// table (Asked) is one the simulator cannot play: the player gains only
// the icons.
type LegendCard struct {
	Name    string
	Effects []rules.Effect
	Asked   bool
}

// Box is every card value a simulated game reads, taken from the player's
// card catalog (FromCatalog) or, in tests, from fixtures. The order of each
// list is the deck's order before any shuffle; the guard cards are those
// automa.NewCards builds the decks from, as lockup new --decks app gives
// them.
type Box struct {
	Edition  rules.Edition
	Breakout bool
	Items    []ItemCard
	Goons    []GoonCard
	Goals    []GoalCard
	// Guards are the printed values of the guard cards of every colour
	// (catalog.Catalog.GuardCards): each level takes its own.
	Guards []rules.GuardCard
	// LocationCard is what Breakout's solo location card shows.
	LocationCard rules.LocationCard
	// Legends are the legend cards, in the card catalog's order: every one
	// the catalog names, as lockup new --decks app shuffles them (one whose
	// values are not known plays as an effect asked at the table).
	Legends []LegendCard
}

// The decks the rulebooks count (rules.Box.Limits for items and goons):
// 18 goal cards in the core box, 6 more with Breakout, 18 legend cards
// (core rulebook, "Components"; Breakout rulebook, "Components").
const (
	coreGoals     = 18
	breakoutGoals = 6
	legendCards   = 18
)

// Limits returns the number of cards of each kind the box holds
// (rules.Box.Limits; the goal and legend cards as the rulebooks'
// "Components" list them).
func Limits(edition rules.Edition, breakout bool) (items, goons, goals, legends int) {
	l := rules.Box{Edition: edition, Solo: true, Breakout: breakout}.Limits()
	goals = coreGoals
	if breakout {
		goals += breakoutGoals
		legends = legendCards
	}
	return l.Items, l.Goons, goals, legends
}

// Missing is what the catalog lacks for one kind of card: how many cards
// of the box it holds with all their values (Have) of how many (Want), the
// names of the cards it holds with values missing, and what to type.
type Missing struct {
	Kind       catalog.CardKind
	Have, Want int
	Incomplete []string
	// Level is the difficulty whose guard deck cannot be built (guard
	// cards), with Problem saying why and Colours the colours to type.
	Level    rules.Difficulty
	Problem  string
	Colours  []rules.Colour
	Breakout bool
}

// String says what is missing and the command that types it.
func (m Missing) String() string {
	switch m.Kind {
	case catalog.GuardCard:
		var cmds []string
		for _, c := range m.Colours {
			cmd := terms.Hint{Kind: terms.HintCardsGuards, Name: c.String()}.String()
			if m.Breakout {
				cmd += fmt.Sprintf(" %s STRENGTH", terms.FlagBreakout)
			}
			cmds = append(cmds, cmd)
		}
		return fmt.Sprintf("guard cards for the %s level: %s; type them as your cards show: %s", m.Level, m.Problem, strings.Join(cmds, "; "))
	case catalog.LocationCard:
		return fmt.Sprintf("the Breakout solo location card: %s", terms.Hint{Kind: terms.HintCardsLocationCard})
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s cards: %d of %d known", m.Kind, m.Have, m.Want)
	if len(m.Incomplete) > 0 {
		fmt.Fprintf(&b, "; finish %s with %s", strings.Join(m.Incomplete, ", "), m.edit())
	}
	if n := m.Want - m.Have - len(m.Incomplete); n > 0 {
		fmt.Fprintf(&b, "; type %d more with %s (or %s)", n, m.edit(), terms.Hint{Kind: terms.HintCardsImport})
	}
	return b.String()
}

// edit is the command that types a card of the kind missing.
func (m Missing) edit() terms.Hint {
	return terms.Hint{Kind: terms.HintCardsEdit, Args: []string{m.Kind.String()}}
}

// complete reports whether the card's values the simulator reads are all
// known: an unknown barrel count counts as none.
func complete(c catalog.Card) bool {
	for _, f := range c.Missing() {
		if f != catalog.FieldBarrels {
			return false
		}
	}
	return true
}

// inBox reports whether the card belongs to the game's box: core cards (a
// card whose box is not known counts as the core game's), Breakout's with
// breakout.
func inBox(c catalog.Card, breakout bool) bool {
	return breakout || c.Expansion != catalog.BreakoutExpansion
}

// Playable splits the levels asked into those a run can play and those it
// skips, whose guard deck the catalog cannot build (a Missing of guard
// cards for the level): a partial run plays the others.
func Playable(levels []rules.Difficulty, missing []Missing) (play, skip []rules.Difficulty) {
	for _, d := range levels {
		if slices.ContainsFunc(missing, func(m Missing) bool { return m.Kind == catalog.GuardCard && m.Level == d }) {
			skip = append(skip, d)
			continue
		}
		play = append(play, d)
	}
	return play, skip
}

// FromCatalog builds the box from a card catalog (the effective one: the
// player's cards laid over those lockup ships) for the edition, with or
// without Breakout, for the levels asked. It returns what the catalog
// lacks: with nothing missing the box plays the whole decks; otherwise
// the box holds the known cards only (a partial run).
func FromCatalog(c *catalog.Catalog, edition rules.Edition, breakout bool, levels []rules.Difficulty) (Box, []Missing) {
	box := Box{Edition: edition, Breakout: breakout}
	wantItems, wantGoons, wantGoals, wantLegends := Limits(edition, breakout)
	rb := rules.Box{Edition: edition, Solo: true, Breakout: breakout}
	var items, goons, goals, legends Missing
	items.Kind, goons.Kind, goals.Kind, legends.Kind = catalog.ItemCard, catalog.GoonCard, catalog.GoalCard, catalog.LegendCard
	items.Want, goons.Want, goals.Want, legends.Want = wantItems, wantGoons, wantGoals, wantLegends
	for _, card := range c.Cards() {
		if !inBox(card, breakout) {
			continue
		}
		var m *Missing
		switch card.Kind {
		case catalog.ItemCard:
			m = &items
		case catalog.GoonCard:
			if card.GoonType != rules.NoGoonType && !rb.GoonTypeInBox(card.GoonType) {
				continue
			}
			m = &goons
		case catalog.GoalCard:
			m = &goals
		case catalog.LegendCard:
			if !breakout {
				continue
			}
			m = &legends
		default:
			continue
		}
		if !complete(card) {
			m.Incomplete = append(m.Incomplete, card.Name)
			if card.Kind == catalog.LegendCard {
				// Still in the deck the tracker shuffles (every legend card
				// the catalog names), with no effect known.
				box.Legends = append(box.Legends, LegendCard{Name: card.Name, Asked: true})
			}
			continue
		}
		m.Have++
		switch card.Kind {
		case catalog.ItemCard:
			box.Items = append(box.Items, ItemCard{Name: card.Name, Reputation: card.Reputation.Value, Cost: card.Cost.Value,
				Valuables: card.Valuables.Value, Barrels: card.Barrels.Value, Effects: card.Effects.Value})
		case catalog.GoonCard:
			box.Goons = append(box.Goons, GoonCard{Name: card.Name, Type: card.GoonType, Suspicion: card.Suspicion.Value,
				Valuables: card.Valuables.Value, Effects: card.Effects.Value})
		case catalog.GoalCard:
			if card.GoalType != catalog.InstantGoal {
				box.Goals = append(box.Goals, GoalCard{Name: card.Name, Leader: card.GoalType == catalog.LeaderGoal, Condition: card.Condition.Value})
			}
		case catalog.LegendCard:
			box.Legends = append(box.Legends, LegendCard{Name: card.Name, Effects: card.Effects.Value, Asked: card.Asked.Known && card.Asked.Value})
		}
	}
	var missing []Missing
	for _, m := range []Missing{items, goons, goals, legends} {
		if m.Have < m.Want {
			missing = append(missing, m)
		}
	}
	box.Guards, _ = c.GuardCards(breakout)
	if breakout {
		if shows, ok := c.BreakoutLocation(); ok {
			box.LocationCard = shows
		} else {
			missing = append(missing, Missing{Kind: catalog.LocationCard, Want: 1})
		}
	}
	for _, d := range levels {
		cfg := box.Config(d)
		if breakout && cfg.BreakoutCard == rules.NoLocationCard {
			cfg.BreakoutCard = rules.OffDuty // missing already; check the guard cards alone
		}
		if _, err := automa.NewCards(cfg, box.Guards); err != nil {
			missing = append(missing, Missing{Kind: catalog.GuardCard, Level: d, Problem: guardProblem(err), Colours: guardsLacking(box.Guards, d, breakout), Breakout: breakout})
		}
	}
	return box, missing
}

// guardsLacking returns the colours of a level's guard deck whose cards the
// box does not hold in the number the deck takes (rules.GuardDeck), or both
// when the counts are right but the cards are not (a special card).
func guardsLacking(box []rules.GuardCard, d rules.Difficulty, breakout bool) []rules.Colour {
	wantBlue, wantLevel := rules.GuardDeck(breakout)
	blue, level := 0, 0
	for _, c := range box {
		switch c.Colour {
		case rules.Blue:
			blue++
		case d.Colour():
			level++
		}
	}
	var out []rules.Colour
	if blue != wantBlue {
		out = append(out, rules.Blue)
	}
	if level != wantLevel || len(out) == 0 {
		out = append(out, d.Colour())
	}
	return out
}

// guardProblem is the problem a rules.RuleError names, or the error.
func guardProblem(err error) string {
	if re, ok := err.(*rules.RuleError); ok && re.Problem != "" {
		return re.Problem + " (" + re.Allowed + ")"
	}
	return err.Error()
}

// Config returns the automa's configuration for a level of the box.
func (b *Box) Config(d rules.Difficulty) automa.Config {
	cfg := automa.Config{Edition: b.Edition, Difficulty: d, Breakout: b.Breakout}
	if b.Breakout {
		cfg.BreakoutCard = b.LocationCard
	}
	return cfg
}

// Cards builds a level's guard and location decks with automa.NewCards,
// the very decks lockup new --solo --decks app builds from the same
// catalog.
func (b *Box) Cards(d rules.Difficulty) (automa.Cards, error) {
	return automa.NewCards(b.Config(d), b.Guards)
}

// Hash returns a short hash of every value the box holds, so that two runs
// can tell whether they played the same cards: the first 12 hexadecimal
// digits of a SHA-256 over the values written out in a fixed order.
func (b *Box) Hash() string {
	h := sha256.New()
	fmt.Fprintf(h, "edition %s breakout %v location %s\n", b.Edition, b.Breakout, b.LocationCard)
	for _, it := range b.Items {
		fmt.Fprintf(h, "item %q %d %s %+v %d %v\n", it.Name, it.Reputation, it.Cost, it.Valuables, it.Barrels, it.Effects)
	}
	for _, g := range b.Goons {
		fmt.Fprintf(h, "goon %q %s %d %+v %v\n", g.Name, g.Type, g.Suspicion, g.Valuables, g.Effects)
	}
	for _, g := range b.Goals {
		fmt.Fprintf(h, "goal %q %v %s\n", g.Name, g.Leader, g.Condition)
	}
	for _, c := range b.Guards {
		fmt.Fprintf(h, "guard %s\n", c)
	}
	for _, l := range b.Legends {
		fmt.Fprintf(h, "legend %q %v %v\n", l.Name, l.Effects, l.Asked)
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}

// Counts returns how many cards of each deck the box holds, for reports.
func (b *Box) Counts() (items, goons, goals, legends int) {
	return len(b.Items), len(b.Goons), len(b.Goals), len(b.Legends)
}

// check refuses a box the simulator cannot play: more cards than its fixed
// decks hold.
func (b *Box) check() error {
	switch {
	case len(b.Items) > maxDeck || len(b.Goons) > maxDeck || len(b.Goals) > maxDeck || len(b.Legends) > maxDeck:
		return fmt.Errorf("solosim: a deck holds more than %d cards", maxDeck)
	case slices.ContainsFunc(b.Items, func(it ItemCard) bool { return it.Name == "" }):
		return fmt.Errorf("solosim: an item card has no name")
	}
	return nil
}
