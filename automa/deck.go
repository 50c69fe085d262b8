package automa

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/lockup-companion/lockup/companion/rules"
)

// The largest decks: Breakout adds a blue guard card and one of each other
// colour, and one location card (Breakout rulebook, "Components",
// "Solitary Mode – Setup").
const (
	maxGuardCards    = 14
	maxLocationCards = 9
)

// Config is how a solitary game is played: the printing, the level, the
// advanced setup, Breakout. The guards always start with the first player
// marker (core rulebook, "Solitary Mode – Setup", step 7).
type Config struct {
	Edition    rules.Edition
	Difficulty rules.Difficulty
	// Advanced is the advanced setup: the guards' reputation marker starts
	// on 20 ("Solitary Mode – Setup", note).
	Advanced bool
	// Breakout is the Breakout expansion: 8 blue guard cards and 6 of the
	// level's colour, a ninth location card, an eighth guard card on the
	// legend card each round (Breakout rulebook, "Solitary Mode – Setup",
	// "Solitary Mode – Roll Call Phase").
	Breakout bool
	// BreakoutCard is what the location card Breakout adds shows, as the
	// player typed it from the card (the rulebook does not print it): a
	// location 1 to 7, or Off Duty. Left NoLocationCard, the card is not
	// known: a round at a real table counts it as a ninth card that may show
	// any of those, and learns what it shows when the player names a card
	// the rest of the deck no longer holds; the app cannot deal such a deck
	// (NewCards refuses it).
	BreakoutCard rules.LocationCard
}

// Check reports whether the automa can play the game: an edition, a
// difficulty level, no advanced setup with the 2018 edition (which has no
// trait cards nor side B boards), and a Breakout location card only with
// Breakout, showing a location a guard card can be sent to or Off Duty.
func (c Config) Check() error {
	switch {
	case c.Edition != rules.Edition2019 && c.Edition != rules.Edition2018:
		return &rules.RuleError{Err: ErrConfig, Rule: srcSetup, Problem: fmt.Sprintf("edition %q", c.Edition), Allowed: "2019 or 2018",
			ProblemKey: "refusal.edition", ProblemArgs: []any{c.Edition}, AllowedKey: "refusal.typed", AllowedArgs: []any{"2019 or 2018"}}
	case c.Difficulty < rules.Moderate || c.Difficulty > rules.Expert:
		return &rules.RuleError{Err: ErrConfig, Rule: srcDifficulty, Problem: fmt.Sprintf("difficulty %q", c.Difficulty), Allowed: "moderate, challenging, expert",
			ProblemKey: "refusal.difficulty", ProblemArgs: []any{c.Difficulty}, AllowedKey: "refusal.typed", AllowedArgs: []any{"moderate, challenging, expert"}}
	case c.Advanced && c.Edition == rules.Edition2018:
		return &rules.RuleError{Err: ErrConfig, Rule: srcZhSolo, Problem: "the 2018 edition has no advanced setup", Allowed: "the standard setup",
			ProblemKey: "refusal.no-advanced-2018", AllowedKey: "refusal.standard-setup"}
	case c.BreakoutCard != rules.NoLocationCard && !c.Breakout:
		return &rules.RuleError{Err: ErrLocationCard, Rule: srcBoSoloSetup, Problem: fmt.Sprintf("a Breakout location card (%s) in a game without Breakout", c.BreakoutCard), Allowed: "no ninth location card without Breakout",
			ProblemKey: "refusal.breakout-card-without", ProblemArgs: []any{c.BreakoutCard}, AllowedKey: "refusal.no-ninth-card"}
	case c.BreakoutCard != rules.NoLocationCard && !c.BreakoutCard.OnBreakoutCard():
		return &rules.RuleError{Err: ErrLocationCard, Rule: srcBoSoloSetup, Problem: fmt.Sprintf("a Breakout location card showing %s", c.BreakoutCard), Allowed: rules.BreakoutCardForms,
			ProblemKey: "refusal.breakout-card-showing", ProblemArgs: []any{c.BreakoutCard}, AllowedKey: "refusal.typed", AllowedArgs: []any{rules.BreakoutCardForms}}
	}
	return nil
}

// GuardBoard returns the guard board at setup: one power cube, the guards'
// reputation marker on 10, or on 20 with the advanced setup ("Solitary Mode
// – Setup", steps 3 and 4). The guards have no storage limit ("Solitary
// Mode – Patrol Phase, Storage Limits"), so StorageLimit stays 0 and is
// never read for them.
func (c Config) GuardBoard() rules.CrewBoard {
	b := rules.CrewBoard{Reputation: 10, Power: 1}
	if c.Advanced {
		b.Reputation = 20
	}
	return b
}

// BreakoutLootStack is the loot tokens in each stack of a solitary Breakout
// game: two, one for each lantern that travels the catacombs, the player's
// and the guards' (ruling bo-solo-setup; Breakout rulebook, "Expansion
// Setup").
const BreakoutLootStack = 2

// Tunnels returns the tunnel markers of a solitary Breakout game, those of a
// two-player game: 5 collapsed, 1 single, 1 double (ruling bo-solo-setup;
// rules.TunnelMarkers); all zero without Breakout.
func (c Config) Tunnels() (collapsed, single, double int) {
	if !c.Breakout {
		return 0, 0, 0
	}
	single, double = rules.TunnelMarkers(2)
	return 7 - single - double, single, double
}

// GuardDeck returns how many guard cards the guard deck holds: blue ones,
// and of the level's colour (rules.GuardDeck).
func (c Config) GuardDeck() (blue, level int) { return rules.GuardDeck(c.Breakout) }

// locationCards returns the location deck in its printed order: the core
// game's eight cards, then Breakout's ninth when it is known; unknown is 1
// when Breakout's card is in the deck but not known.
func (c Config) locationCards() (deck [maxLocationCards]rules.LocationCard, n, unknown int) {
	n = copy(deck[:], coreLocationDeck[:])
	switch {
	case c.Breakout && c.BreakoutCard != rules.NoLocationCard:
		deck[n] = c.BreakoutCard
		n++
	case c.Breakout:
		unknown = 1
	}
	return deck, n, unknown
}

// Cards are the two decks of a solitary game before any shuffle: the guard
// cards of the level, with the printed values the caller supplied, and the
// location cards. Cards are kept in a fixed order (colour, strength, special
// last), so a shuffle depends only on the seed and on the values, never on
// the order the caller listed them in.
type Cards struct {
	guards    [maxGuardCards]rules.GuardCard
	locations [maxLocationCards]rules.LocationCard
	nGuards   int8
	nLocs     int8
	deck      deckKind
}

// deckKind is the game a deck was checked whole for (NewCards): its level
// and whether Breakout is played. The zero deckKind is no checked deck.
type deckKind struct {
	level    rules.Difficulty
	breakout bool
}

// NewCards builds a game's decks. box holds the printed values of guard
// cards (the card catalog's): every blue card and every card of the level's
// colour is used, the others are left out; the deck must hold exactly 7 blue
// cards and 5 of the level's colour (8 and 6 with Breakout), and on the
// challenging and expert levels exactly one of those is special (core
// rulebook, "Solitary Mode – Difficulty Levels", p. 19; ruling
// solo-2018-difficulty for the 2018 edition). With Breakout the location
// deck holds Config.BreakoutCard too, which must be known.
func NewCards(cfg Config, box []rules.GuardCard) (Cards, error) {
	if err := cfg.Check(); err != nil {
		return Cards{}, err
	}
	var out Cards
	d := cfg.Difficulty
	wantBlue, wantLevel := rules.GuardDeck(cfg.Breakout)
	blue, level, special := 0, 0, 0
	for _, c := range box {
		if c.Colour <= rules.NoColour || c.Colour > rules.Red {
			return Cards{}, &rules.RuleError{Err: rules.ErrGuardCard, Rule: srcGuardDeck, Crew: rules.Guards, Problem: fmt.Sprintf("a guard card of %s (%s)", c.Colour, c), Allowed: "blue, green, yellow, red",
				ProblemKey: "refusal.card-colour", ProblemArgs: []any{c.Colour, c}, AllowedKey: "refusal.typed", AllowedArgs: []any{"blue, green, yellow, red"}}
		}
		if c.Colour != rules.Blue && c.Colour != d.Colour() {
			continue // another level's card
		}
		if err := c.Check(d); err != nil {
			return Cards{}, err
		}
		if c.Colour == rules.Blue {
			blue++
		} else {
			level++
		}
		if c.Special {
			special++
		}
		if int(out.nGuards) < len(out.guards) {
			out.guards[out.nGuards] = c
			out.nGuards++
		}
	}
	switch {
	case blue != wantBlue:
		return Cards{}, &rules.RuleError{Err: rules.ErrGuardCard, Rule: srcDifficulty, Crew: rules.Guards, Problem: fmt.Sprintf("%d blue guard cards", blue), Allowed: fmt.Sprintf("exactly %d, the blue cards of every game", wantBlue),
			ProblemKey: "refusal.blue-cards", ProblemArgs: []any{blue}, AllowedKey: "refusal.exactly-blue", AllowedArgs: []any{wantBlue}}
	case level != wantLevel:
		return Cards{}, &rules.RuleError{Err: rules.ErrGuardCard, Rule: srcDifficulty, Crew: rules.Guards, Problem: fmt.Sprintf("%d %s guard cards", level, d.Colour()), Allowed: fmt.Sprintf("exactly %d for the %s level", wantLevel, d),
			ProblemKey: "refusal.level-cards", ProblemArgs: []any{level, d.Colour()}, AllowedKey: "refusal.exactly-level", AllowedArgs: []any{wantLevel, d}}
	case d.Special() && special != 1:
		return Cards{}, &rules.RuleError{Err: rules.ErrGuardCard, Rule: srcDifficulty, Crew: rules.Guards, Problem: fmt.Sprintf("%d special %s guard cards", special, d.Colour()), Allowed: fmt.Sprintf("exactly one at the %s level", d),
			ProblemKey: "refusal.special-cards", ProblemArgs: []any{special, d.Colour()}, AllowedKey: "refusal.exactly-one-level", AllowedArgs: []any{d}}
	}
	slices.SortFunc(out.guards[:out.nGuards], func(a, b rules.GuardCard) int {
		if c := cmp.Compare(a.Colour, b.Colour); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Strength, b.Strength); c != 0 {
			return c
		}
		switch {
		case a.Special == b.Special:
			return 0
		case b.Special:
			return -1
		}
		return 1
	})
	deck, n, unknown := cfg.locationCards()
	if unknown > 0 {
		return Cards{}, &rules.RuleError{Err: ErrLocationCard, Rule: srcBoSoloSetup, Crew: rules.Guards, Problem: "what the Breakout location card shows is not known, so the app cannot shuffle it into the location deck", Allowed: "the location the card shows (" + rules.BreakoutCardForms + "), typed from the card",
			ProblemKey: "refusal.breakout-card-unknown", AllowedKey: "refusal.breakout-card-type", AllowedArgs: []any{rules.BreakoutCardForms}}
	}
	out.locations, out.nLocs = deck, int8(n)
	out.deck = deckKind{level: d, breakout: cfg.Breakout}
	return out, nil
}

// Guards returns the guard cards in their fixed order; the slice is the
// caller's.
func (c *Cards) Guards() []rules.GuardCard { return slices.Clone(c.guards[:c.nGuards]) }

// Deal shuffles both decks for a round: each from its own sub-seed of the
// game's seed (SubSeed), so a round's decks are the same whenever they are
// dealt again. Both decks are whole at the start of every round: they are
// reshuffled at the end of each Patrol phase ("Solitary Mode – Patrol
// Phase, Reshuffle Decks").
func (c *Cards) Deal(seed int64, round int) Decks {
	var d Decks
	c.deal(&d, seed, round)
	return d
}

// deal is Deal writing into d, which starts zero: Deal stays small enough
// to be inlined, so that the decks are not copied once more on their way to
// the caller.
func (c *Cards) deal(d *Decks, seed int64, round int) {
	d.guards, d.order, d.nGuards = c.guards, inOrder, c.nGuards
	d.locations, d.nLocs, d.deck = c.locations, c.nLocs, c.deck
	r := NewRand(SubSeed(seed, round, GuardDeck))
	shuffleSlice(&r, d.order[:d.nGuards]) // the places of the cards: a byte each to swap
	r = NewRand(SubSeed(seed, round, LocationDeck))
	shuffleSlice(&r, d.locations[:d.nLocs])
}

// Decks are the guard deck and the location deck of one round, shuffled,
// drawn from the top. A value: copying it copies the decks.
type Decks struct {
	// guards are the guard cards in the fixed order of Cards, and order
	// their places in guards from the top of the deck: shuffling the places
	// deals the same deck as shuffling the cards, for less.
	guards            [maxGuardCards]rules.GuardCard
	order             [maxGuardCards]int8
	locations         [maxLocationCards]rules.LocationCard
	nGuards, nLocs    int8
	guardTop, locsTop int8
	// deck is the game NewCards checked the cards for: a Round trusts the
	// cards it draws itself from Decks of its own game (Round.DealFrom).
	deck deckKind
}

// DrawGuard draws the top guard card; ok is false when the deck is empty.
func (d *Decks) DrawGuard() (c rules.GuardCard, ok bool) {
	if d.guardTop >= d.nGuards {
		return rules.GuardCard{}, false
	}
	c = d.guards[d.order[d.guardTop]]
	d.guardTop++
	return c, true
}

// DrawLocation draws the top location card; ok is false when the deck is
// empty.
func (d *Decks) DrawLocation() (c rules.LocationCard, ok bool) {
	if d.locsTop >= d.nLocs {
		return rules.NoLocationCard, false
	}
	c = d.locations[d.locsTop]
	d.locsTop++
	return c, true
}

// topGuard is the top guard card, not drawn: DrawGuard's card, the zero
// GuardCard when the deck is empty.
func (d *Decks) topGuard() (c rules.GuardCard, ok bool) {
	if d.guardTop >= d.nGuards {
		return rules.GuardCard{}, false
	}
	return d.guards[d.order[d.guardTop]], true
}

// topLocation is the top location card, not drawn: DrawLocation's card,
// NoLocationCard when the deck is empty.
func (d *Decks) topLocation() (c rules.LocationCard, ok bool) {
	if d.locsTop >= d.nLocs {
		return rules.NoLocationCard, false
	}
	return d.locations[d.locsTop], true
}

// GuardOrder returns the whole guard deck of the round from the top, drawn
// cards included: what an audit compares a game file's draws with.
func (d *Decks) GuardOrder() []rules.GuardCard {
	out := make([]rules.GuardCard, d.nGuards)
	for i := range out {
		out[i] = d.guards[d.order[i]]
	}
	return out
}

// inOrder is the guard cards' places in their fixed order, before a shuffle.
var inOrder = func() (o [maxGuardCards]int8) {
	for i := range o {
		o[i] = int8(i)
	}
	return o
}()

// LocationOrder returns the whole location deck of the round from the top,
// drawn cards included.
func (d *Decks) LocationOrder() []rules.LocationCard { return slices.Clone(d.locations[:d.nLocs]) }
