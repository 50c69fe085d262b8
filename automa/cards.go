package automa

import (
	"errors"
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
)

// Sentinel errors of the automa. Every error it returns is a
// *rules.RuleError wrapping one of these, naming the passage that forbids
// what was asked.
var (
	// ErrConfig: a solitary game the automa cannot play (a difficulty that
	// is not a level, an edition without the advanced setup, Breakout).
	ErrConfig = errors.New("bad solitary setup")
	// ErrGuardCard: a guard card's printed values that cannot be, or a deck
	// of guard cards that is not the level's.
	ErrGuardCard = errors.New("bad guard card")
	// ErrLocationCard: a location card that is not in the location deck, or
	// no longer in it.
	ErrLocationCard = errors.New("bad location card")
	// ErrTurn: something done out of turn, or in the wrong phase.
	ErrTurn = errors.New("out of turn")
)

// Difficulty is a level of solitary mode (core rulebook, "Solitary Mode –
// Difficulty Levels", p. 19): it chooses the colour of the five guard cards
// shuffled in with the seven blue ones.
type Difficulty int

// The levels, easiest first.
const (
	NoDifficulty Difficulty = iota
	// Moderate is "Local Lockup": blue and green guard cards.
	Moderate
	// Challenging is "Ye Olde Jail": blue and yellow, with one special card.
	Challenging
	// Expert is "Supermax Dungeon": blue and red, with one special card.
	Expert
)

var difficultySlugs = [...]string{"", "moderate", "challenging", "expert"}
var difficultyTitles = [...]string{"", "Local Lockup", "Ye Olde Jail", "Supermax Dungeon"}

// String returns the level as flags and files write it ("challenging").
func (d Difficulty) String() string {
	if d <= NoDifficulty || int(d) >= len(difficultySlugs) {
		return "no difficulty"
	}
	return difficultySlugs[d]
}

// Title returns the level's name as printed ("Ye Olde Jail").
func (d Difficulty) Title() string {
	if d <= NoDifficulty || int(d) >= len(difficultyTitles) {
		return ""
	}
	return difficultyTitles[d]
}

// Colour returns the colour of the level's five guard cards.
func (d Difficulty) Colour() Colour {
	switch d {
	case Moderate:
		return Green
	case Challenging:
		return Yellow
	case Expert:
		return Red
	}
	return NoColour
}

// Special reports whether the level's deck holds the special guard card:
// challenging and expert do ("Difficulty Levels", p. 19).
func (d Difficulty) Special() bool { return d == Challenging || d == Expert }

// MarshalText writes the level as String does, for game files.
func (d Difficulty) MarshalText() ([]byte, error) {
	if d <= NoDifficulty || int(d) >= len(difficultySlugs) {
		return nil, fmt.Errorf("difficulty %d is not a level", int(d))
	}
	return []byte(d.String()), nil
}

// UnmarshalText reads a level as ParseDifficulty does.
func (d *Difficulty) UnmarshalText(b []byte) error {
	v, err := ParseDifficulty(string(b))
	*d = v
	return err
}

// ParseDifficulty reads a level: moderate, challenging or expert, or the
// level's printed name in any case ("Ye Olde Jail", "supermax-dungeon").
func ParseDifficulty(s string) (Difficulty, error) {
	key := strings.ToLower(strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' || r == '_' }), "-"))
	for d := Moderate; d <= Expert; d++ {
		if key == difficultySlugs[d] || key == strings.ToLower(strings.ReplaceAll(difficultyTitles[d], " ", "-")) {
			return d, nil
		}
	}
	return NoDifficulty, fmt.Errorf("%q is not a difficulty level (moderate, challenging, expert)", s)
}

// Colour is the colour printed on the back of a guard card.
type Colour int

// The guard card colours: blue in every game, one other by difficulty.
const (
	NoColour Colour = iota
	Blue
	Green
	Yellow
	Red
)

var colourNames = [...]string{"", "blue", "green", "yellow", "red"}

// String returns the colour's name ("blue").
func (c Colour) String() string {
	if c <= NoColour || int(c) >= len(colourNames) {
		return "no colour"
	}
	return colourNames[c]
}

// MarshalText writes the colour by name, for game files and the catalog.
func (c Colour) MarshalText() ([]byte, error) {
	if c <= NoColour || int(c) >= len(colourNames) {
		return nil, fmt.Errorf("colour %d is not a guard card colour", int(c))
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads a colour as ParseColour does.
func (c *Colour) UnmarshalText(b []byte) error {
	v, err := ParseColour(string(b))
	*c = v
	return err
}

// ParseColour reads a guard card colour: blue, green, yellow or red.
func ParseColour(s string) (Colour, error) {
	for c := Blue; c <= Red; c++ {
		if strings.EqualFold(s, colourNames[c]) {
			return c, nil
		}
	}
	return NoColour, fmt.Errorf("%q is not a guard card colour (blue, green, yellow, red)", s)
}

// MaxStrength is the highest strength the automa accepts on a guard card. The
// printed values are not in the rulebooks; this only keeps a mistyped value
// from passing.
const MaxStrength = 99

// GuardCard is the printed values of one guard card: its colour, its
// strength, and whether it is the special card of the challenging and expert
// levels. The values are card data, not rules: they come from the caller
// (the card catalog, or the player reading the card). The zero value is a
// card whose values are not known, as a face-down card at a real table.
type GuardCard struct {
	Colour   Colour `json:"colour,omitzero"`
	Strength int    `json:"strength,omitzero"`
	Special  bool   `json:"special,omitzero"`
}

// Known reports whether the card's values are known.
func (c GuardCard) Known() bool { return c != GuardCard{} }

// String writes the card as a player reads it: "blue 3", "red 2, special",
// or "a face-down guard card" when its values are not known.
func (c GuardCard) String() string {
	if !c.Known() {
		return "a face-down guard card"
	}
	s := fmt.Sprintf("%s %d", c.Colour, c.Strength)
	if c.Special {
		s += ", special"
	}
	return s
}

// check reports whether the card can be one of the level's guard cards: a
// colour of the deck, a strength from 0 to MaxStrength, and the special
// effect only on a card of the level's colour at challenging or expert.
func (c GuardCard) check(d Difficulty) error {
	src := srcDifficulty
	switch {
	case c.Colour != Blue && c.Colour != d.Colour():
		return &rules.RuleError{Err: ErrGuardCard, Rule: src, Crew: rules.Guards, Problem: fmt.Sprintf("a %s guard card in a %s game", c.Colour, d), Allowed: fmt.Sprintf("blue or %s", d.Colour())}
	case c.Strength < 0 || c.Strength > MaxStrength:
		return &rules.RuleError{Err: ErrGuardCard, Rule: src, Crew: rules.Guards, Problem: fmt.Sprintf("a guard card's strength of %d", c.Strength), Allowed: fmt.Sprintf("the strength printed on the card, 0 to %d", MaxStrength)}
	case c.Special && (!d.Special() || c.Colour != d.Colour()):
		return &rules.RuleError{Err: ErrGuardCard, Rule: src, Crew: rules.Guards, Problem: fmt.Sprintf("a special %s guard card", c.Colour), Allowed: "the special effect is on one yellow card and one red card, for the challenging and expert levels"}
	}
	return nil
}

// LocationCard is a card of the location deck (core rulebook, "Solitary
// Mode – Location Deck"): one of locations 1 to 6, or Off Duty, and with
// Breakout a ninth card (Config.BreakoutCard). A card showing a location has
// the value of that rules.Location.
type LocationCard int

// The location cards; NoLocationCard is no card.
const (
	NoLocationCard   LocationCard = 0
	ExerciseYardCard              = LocationCard(rules.ExerciseYard)
	SewersCard                    = LocationCard(rules.Sewers)
	InfirmaryCard                 = LocationCard(rules.Infirmary)
	SmithyCard                    = LocationCard(rules.Smithy)
	CommissaryCard                = LocationCard(rules.Commissary)
	ChowHallCard                  = LocationCard(rules.ChowHall)
	// CellBlockCard is in no core deck; Breakout's location card, whose
	// face the rulebook does not print, may show it (Config.BreakoutCard).
	CellBlockCard = LocationCard(rules.CellBlock)
	// OffDuty is one of the two Off Duty cards (marked with an X in the 2018
	// edition): the guard turn places no card.
	OffDuty = LocationCard(rules.Library + 1)
)

// locationCardKinds is the number of LocationCard values, NoLocationCard
// included: room for every location, as Breakout's extra card may show one
// the core deck does not.
const locationCardKinds = int(OffDuty) + 1

// Location returns the location the card sends a guard card to, NoLocation
// for Off Duty.
func (c LocationCard) Location() rules.Location {
	if c > NoLocationCard && c < OffDuty {
		return rules.Location(c)
	}
	return rules.NoLocation
}

// String returns the card's name as printed ("Chow Hall", "Off Duty").
func (c LocationCard) String() string {
	switch {
	case c == OffDuty:
		return "Off Duty"
	case c.Location() != rules.NoLocation:
		return c.Location().String()
	}
	return "no location card"
}

// Slug returns the card as files and flags write it ("chow-hall",
// "off-duty").
func (c LocationCard) Slug() string {
	if c == OffDuty {
		return "off-duty"
	}
	return c.Location().Slug()
}

// MarshalText writes the card as its slug.
func (c LocationCard) MarshalText() ([]byte, error) {
	if c.Slug() == "" {
		return nil, fmt.Errorf("location card %d is not a card of the location deck", int(c))
	}
	return []byte(c.Slug()), nil
}

// UnmarshalText reads a card as ParseLocationCard does.
func (c *LocationCard) UnmarshalText(b []byte) error {
	v, err := ParseLocationCard(string(b))
	*c = v
	return err
}

// ParseLocationCard reads a location card's slug: a location such as
// "chow-hall", or "off-duty".
func ParseLocationCard(s string) (LocationCard, error) {
	if s == "off-duty" {
		return OffDuty, nil
	}
	l, err := rules.ParseLocation(s)
	if err != nil || l == rules.Library {
		return NoLocationCard, fmt.Errorf("%q is not a location card (exercise-yard, sewers, infirmary, smithy, commissary, chow-hall, off-duty)", s)
	}
	return LocationCard(l), nil
}

// breakoutCard reports whether the card can be the location card Breakout
// adds, whose face the rulebook does not print: a location a guard card can
// be sent to (1 to 7; never the Library, core rulebook, "Solitary Mode –
// Lights Out Phase, Library") or Off Duty.
func (c LocationCard) breakoutCard() bool {
	return c == OffDuty || c.Location() >= rules.ExerciseYard && c.Location() <= rules.CellBlock
}

// breakoutCardForms says what Breakout's location card may show, for
// messages.
const breakoutCardForms = "exercise-yard, sewers, infirmary, smithy, commissary, chow-hall, cell-block or off-duty"

// coreLocationDeck is the location deck of the core game: one card for each
// of locations 1 to 6 and two Off Duty cards ("Solitary Mode – Location
// Deck").
var coreLocationDeck = [...]LocationCard{ExerciseYardCard, SewersCard, InfirmaryCard, SmithyCard, CommissaryCard, ChowHallCard, OffDuty, OffDuty}

// Side is one of the two sides of a solitary game.
type Side int

// The sides.
const (
	NoSide Side = iota
	// Player is the one crew at the table.
	Player
	// Guards are the automated opponent.
	Guards
)

var sideNames = [...]string{"", "the player", "the guards"}

// String returns "the player" or "the guards".
func (s Side) String() string {
	if s <= NoSide || int(s) >= len(sideNames) {
		return "nobody"
	}
	return sideNames[s]
}
