package rules

import (
	"fmt"
	"strings"
)

// Edition is the printing of the core game. The 2018 first edition has
// smaller decks than the 2019 printing (compare the component lists of the two
// rulebooks).
type Edition int

// The editions.
const (
	NoEdition Edition = iota
	Edition2019
	Edition2018
)

// String returns the edition's year.
func (e Edition) String() string {
	switch e {
	case Edition2019:
		return "2019"
	case Edition2018:
		return "2018"
	}
	return "no edition"
}

// MarshalText writes the edition as its year.
func (e Edition) MarshalText() ([]byte, error) {
	if e != Edition2019 && e != Edition2018 {
		return nil, fmt.Errorf("edition %d is not 2019 or 2018", int(e))
	}
	return []byte(e.String()), nil
}

// UnmarshalText reads the edition from its year.
func (e *Edition) UnmarshalText(b []byte) error {
	switch string(b) {
	case "2019":
		*e = Edition2019
	case "2018":
		*e = Edition2018
	default:
		return fmt.Errorf("edition %q is not 2019 or 2018", b)
	}
	return nil
}

// Box describes which components are on the table: the printing of the core
// game, the Breakout expansion, and whether this is a solitary game.
type Box struct {
	Edition  Edition
	Breakout bool
	Solo     bool
}

// Limits counts the components in the box that a board state can never
// exceed, summed over every crew and the guards.
type Limits struct {
	Resources Resources
	Power     int
	Suspicion int
	Items     int
	Goons     int
	Tomes     int
	Loot      int
}

// soloRemovedTomes are the tomes solitary mode takes out of the tome deck,
// both copies of each (core rulebook, "Solitary Mode – Setup", step 2).
var soloRemovedTomes = [...]string{"Big Book of Stealth", "Cutthroat Crafting"}

// TomeInDeck reports whether tome cards of that name are in the box's tome
// deck: in a solitary game, not the ones solitary mode takes out ("Solitary
// Mode – Setup", step 2). Names match in any case.
func (b Box) TomeInDeck(name string) bool {
	if !b.Solo {
		return true
	}
	for _, t := range soloRemovedTomes {
		if strings.EqualFold(t, name) {
			return false
		}
	}
	return true
}

// Limits returns the component counts of the box.
//
// Core 2019 rulebook, "Components": 25 scrap, 15 iron, 15 potions, 10 gold,
// 22 power cubes, 12 suspicion cubes, 34 items, 33 goons, 28 tomes. Solitary
// mode removes four tomes (two "Big Book of Stealth", two "Cutthroat
// Crafting"; "Solitary Mode – Setup", step 2). The 2018 first edition lists 30
// items, 29 goons and 19 tomes. Breakout, "Components": 8 items, 11 goons,
// 7 tomes and 22 loot tokens. Without Breakout there is no loot.
func (b Box) Limits() Limits {
	l := Limits{
		Resources: Resources{Scrap: 25, Potions: 15, Iron: 15, Gold: 10},
		Power:     22,
		Suspicion: 12,
		Items:     34,
		Goons:     33,
		Tomes:     28,
	}
	if b.Edition == Edition2018 {
		l.Items, l.Goons, l.Tomes = 30, 29, 19
	}
	if b.Solo {
		l.Tomes -= 4
	}
	if b.Breakout {
		l.Items += 8
		l.Goons += 11
		l.Tomes += 7
		l.Loot = 22
	}
	return l
}

// GoonTypeInBox reports whether the box holds goon cards of that type: the
// 2018 first edition has no Bandits and no Flayers (2018 rulebook,
// "Components" and "Recruiting Goons", p. 13, which describes Cultists,
// Demons, Dwarves, Hobgoblins and Ratmen only; ruling first-edition-cards),
// and the Breakout types come with the expansion.
func (b Box) GoonTypeInBox(t GoonType) bool {
	if t.Breakout() && !b.Breakout {
		return false
	}
	return b.Edition != Edition2018 || (t != Bandits && t != Flayers)
}

// IconInBox reports whether a card of the box may show the special effect
// icon: the 2018 first edition's list of icons has no Choose Tome (2018
// rulebook, "Special Effect Icons"), which a Breakout game accepts all the
// same, the expansion's cards being later than the 2019 printing (ruling
// first-edition-cards); Breakout's own icons come with the expansion.
func (b Box) IconInBox(k EffectKind) bool {
	if k.Breakout() {
		return b.Breakout
	}
	return k != EffectChooseTome || b.Edition != Edition2018 || b.Breakout
}

// AdvancedSetupInBox reports whether the box has the advanced setup: the
// 2018 first edition does not, its crew boards having one side and its box
// no trait cards (2018 rulebook, "Components" and "Game Setup", step 10;
// ruling first-edition-cards).
func (b Box) AdvancedSetupInBox() bool { return b.Edition != Edition2018 }
