package rules

import (
	"errors"
	"fmt"
	"strings"
)

// The vocabulary of the solitary mode's cards: the difficulty levels, the
// guard cards and their colours, the location cards (core rulebook,
// "Solitary Mode – Setup", "Solitary Mode – Difficulty Levels", p. 19;
// Breakout rulebook, "Solitary Mode – Setup"). The automa plays with them;
// the card catalog and the game files name them.

// ErrGuardCard: a guard card's printed values that cannot be, or a deck of
// guard cards that is not the level's.
var ErrGuardCard = errors.New("bad guard card")

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

// Difficulties are the three levels of the solitary mode, easiest first
// (core rulebook, "Solitary Mode – Difficulty Levels", p. 19).
var Difficulties = []Difficulty{Moderate, Challenging, Expert}

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

// Holds reports whether the level's guard deck holds cards of the colour:
// the blue cards in every game, and the cards of the level's own colour
// ("Difficulty Levels", p. 19).
func (d Difficulty) Holds(c Colour) bool {
	return c == Blue || c != NoColour && c == d.Colour()
}

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
// level's printed name in any case ("Ye Olde Jail", "supermax-dungeon"), in
// English, Spanish ("Fácil", "La Vieja Cárcel") or Chinese.
func ParseDifficulty(s string) (Difficulty, error) {
	key := strings.ToLower(strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' || r == '_' }), "-"))
	for d := Moderate; d <= Expert; d++ {
		if key == difficultySlugs[d] || key == strings.ToLower(strings.ReplaceAll(difficultyTitles[d], " ", "-")) {
			return d, nil
		}
	}
	if id, ok := foreign("difficulty", s); ok {
		return ParseDifficulty(id)
	}
	return NoDifficulty, fmt.Errorf("%q is not a difficulty level (moderate, challenging, expert)%s", s, closestForeign("difficulty", s))
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

// ColourNames are the guard card colours by name, blue to red.
func ColourNames() []string { return append([]string(nil), colourNames[1:]...) }

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

// ParseColour reads a guard card colour: blue, green, yellow or red, or its
// Spanish or Chinese word ("rojas", "红").
func ParseColour(s string) (Colour, error) {
	for c := Blue; c <= Red; c++ {
		if strings.EqualFold(s, colourNames[c]) {
			return c, nil
		}
	}
	if id, ok := foreign("colour", s); ok {
		return ParseColour(id)
	}
	return NoColour, fmt.Errorf("%q is not a guard card colour (blue, green, yellow, red)%s", s, closestForeign("colour", s))
}

// MayBeSpecial reports whether a guard card of the colour may be special:
// the special card is one of the yellow cards (challenging) and one of the
// red cards (expert); blue and green cards have none ("Difficulty Levels",
// p. 19).
func (c Colour) MayBeSpecial() bool { return c == Yellow || c == Red }

// CoreGuardCards returns how many guard cards of the colour the core game's
// box holds: 7 blue cards, used in every solitary game, and 5 green, 5
// yellow and 5 red, one colour per difficulty level (core rulebook,
// "Solitary Mode – Guard Deck" and "Difficulty Levels", p. 19); 0 for no
// colour.
func CoreGuardCards(c Colour) int {
	switch c {
	case Blue:
		return 7
	case Green, Yellow, Red:
		return 5
	}
	return 0
}

// BreakoutGuardCards is how many guard cards of each colour Breakout adds
// to the box: one, so that a solitary Breakout game's deck holds 8 blue
// cards and 6 of the level's colour (Breakout rulebook, "Solitary Mode –
// Setup").
const BreakoutGuardCards = 1

// GuardDeck returns how many guard cards a solitary game's deck holds,
// whatever the level: the blue cards and those of the level's colour, 7
// and 5 ("Difficulty Levels", p. 19), 8 and 6 with Breakout, which adds one
// card of each colour (Breakout rulebook, "Solitary Mode – Setup").
func GuardDeck(breakout bool) (blue, level int) {
	blue, level = CoreGuardCards(Blue), CoreGuardCards(Green)
	if breakout {
		blue, level = blue+BreakoutGuardCards, level+BreakoutGuardCards
	}
	return blue, level
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

// String writes the card as a player reads it, its colour and strength:
// "blue 3", "red 2, special"; "strength 3" when only its strength is known,
// "a face-down guard card" when nothing is. It is the one wording of a
// guard card: status, play, the log, the guards' reasons and refusals all
// name a card with it (issue 22).
func (c GuardCard) String() string {
	if !c.Known() {
		return "a face-down guard card"
	}
	s := fmt.Sprintf("%s %d", c.Colour, c.Strength)
	if c.Colour == NoColour {
		s = fmt.Sprintf("strength %d", c.Strength)
	}
	if c.Special {
		s += ", special"
	}
	return s
}

// Check reports whether the card can be one of the level's guard cards: a
// colour of the deck, a strength from 0 to MaxStrength, and the special
// effect only on a card of the level's colour at challenging or expert.
func (c GuardCard) Check(d Difficulty) error {
	src := srcDifficulty
	switch {
	case c.Colour != Blue && c.Colour != d.Colour():
		return &RuleError{Err: ErrGuardCard, Rule: src, Crew: Guards, Problem: fmt.Sprintf("a %s guard card in a %s game", c.Colour, d), Allowed: fmt.Sprintf("blue or %s", d.Colour()),
			ProblemKey: "refusal.card-colour-level", ProblemArgs: []any{c.Colour, d}, AllowedKey: "refusal.blue-or", AllowedArgs: []any{d.Colour()}}
	case c.Strength < 0 || c.Strength > MaxStrength:
		return &RuleError{Err: ErrGuardCard, Rule: src, Crew: Guards, Problem: fmt.Sprintf("a guard card's strength of %d", c.Strength), Allowed: fmt.Sprintf("the strength printed on the card, 0 to %d", MaxStrength),
			ProblemKey: "refusal.guard-strength", ProblemArgs: []any{c.Strength}, AllowedKey: "refusal.printed-strength-to", AllowedArgs: []any{MaxStrength}}
	case c.Special && (!d.Special() || c.Colour != d.Colour()):
		return &RuleError{Err: ErrGuardCard, Rule: src, Crew: Guards, Problem: fmt.Sprintf("a special %s guard card", c.Colour), Allowed: "the special effect is on one yellow card and one red card, for the challenging and expert levels",
			ProblemKey: "refusal.special-colour", ProblemArgs: []any{c.Colour}, AllowedKey: "refusal.special-where"}
	}
	return nil
}

// LocationCard is a card of the location deck (core rulebook, "Solitary
// Mode – Location Deck"): one of locations 1 to 6, or Off Duty, and with
// Breakout a ninth card (Config.BreakoutCard). A card showing a location has
// the value of that Location.
type LocationCard int

// The location cards; NoLocationCard is no card.
const (
	NoLocationCard   LocationCard = 0
	ExerciseYardCard              = LocationCard(ExerciseYard)
	SewersCard                    = LocationCard(Sewers)
	InfirmaryCard                 = LocationCard(Infirmary)
	SmithyCard                    = LocationCard(Smithy)
	CommissaryCard                = LocationCard(Commissary)
	ChowHallCard                  = LocationCard(ChowHall)
	// CellBlockCard is in no core deck; Breakout's location card, whose
	// face the rulebook does not print, may show it (Config.BreakoutCard).
	CellBlockCard = LocationCard(CellBlock)
	// OffDuty is one of the two Off Duty cards (marked with an X in the 2018
	// edition): the guard turn places no card.
	OffDuty = LocationCard(Library + 1)
)

// LocationCardKinds is the number of LocationCard values, NoLocationCard
// included: room for every location, as Breakout's extra card may show one
// the core deck does not.
const LocationCardKinds = int(OffDuty) + 1

// Location returns the location the card sends a guard card to, NoLocation
// for Off Duty.
func (c LocationCard) Location() Location {
	if c > NoLocationCard && c < OffDuty {
		return Location(c)
	}
	return NoLocation
}

// String returns the card's name as printed ("Chow Hall", "Off Duty").
func (c LocationCard) String() string {
	switch {
	case c == OffDuty:
		return "Off Duty"
	case c.Location() != NoLocation:
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
// "chow-hall", or "off-duty"; or their Spanish or Chinese names ("Comedor",
// "Fuera de Servicio").
func ParseLocationCard(s string) (LocationCard, error) {
	if s == "off-duty" {
		return OffDuty, nil
	}
	for l := ExerciseYard; l < Library; l++ {
		if locationSlugs[l] == s {
			return LocationCard(l), nil
		}
	}
	if id, ok := foreign("location-card", s); ok {
		return ParseLocationCard(id)
	}
	l, err := ParseLocation(s)
	if err != nil || l == Library {
		return NoLocationCard, fmt.Errorf("%q is not a location card (exercise-yard, sewers, infirmary, smithy, commissary, chow-hall, off-duty)", s)
	}
	return LocationCard(l), nil
}

// OnBreakoutCard reports whether the card can be the location card Breakout
// adds, whose face the rulebook does not print: a location a guard card can
// be sent to (1 to 7; never the Library, core rulebook, "Solitary Mode –
// Lights Out Phase, Library") or Off Duty.
func (c LocationCard) OnBreakoutCard() bool {
	return c == OffDuty || c.Location() >= ExerciseYard && c.Location() <= CellBlock
}

// BreakoutCardForms says what Breakout's location card may show, for
// messages.
const BreakoutCardForms = "exercise-yard, sewers, infirmary, smithy, commissary, chow-hall, cell-block or off-duty"
