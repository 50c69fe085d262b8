package rules

import "fmt"

// GoonType is the race printed at the top of a goon card (core rulebook,
// "Recruiting Goons"; Breakout rulebook, "Goon Cards").
type GoonType int

// The goon types. Dryads, Fungoids, Golems and Shapeshifters come with the
// Breakout expansion.
const (
	NoGoonType GoonType = iota
	Bandits
	Cultists
	Demons
	Dwarves
	Flayers
	Hobgoblins
	Ratmen
	Dryads
	Fungoids
	Golems
	Shapeshifters
)

// ScoringGoonTypes lists the goon types a crew can hold at game end, in the
// order the board-state file and the score table show them. Shapeshifters are
// left out: a recruited Shapeshifter is discarded at once (Breakout rulebook,
// "Shapeshifters"), so no crew ever keeps one.
var ScoringGoonTypes = []GoonType{Bandits, Cultists, Demons, Dwarves, Flayers, Hobgoblins, Ratmen, Dryads, Fungoids, Golems}

var goonNames = [...]string{"", "bandits", "cultists", "demons", "dwarves", "flayers", "hobgoblins", "ratmen", "dryads", "fungoids", "golems", "shapeshifters"}

// String returns the plural name of the type as the rulebooks write it, in
// lower case ("dwarves", "ratmen").
func (g GoonType) String() string {
	if g <= NoGoonType || int(g) >= len(goonNames) {
		return "no goon type"
	}
	return goonNames[g]
}

// Breakout reports whether the type comes with the Breakout expansion.
func (g GoonType) Breakout() bool {
	return g >= Dryads && g <= Shapeshifters
}

// ParseGoonType reads a plural goon type name such as "dwarves", or its
// Spanish or Chinese name ("Enanos", "矮人").
func ParseGoonType(s string) (GoonType, error) {
	for g := Bandits; g <= Shapeshifters; g++ {
		if goonNames[g] == s {
			return g, nil
		}
	}
	if id, ok := foreign("goon-type", s); ok {
		return ParseGoonType(id)
	}
	return NoGoonType, fmt.Errorf("%q is not a goon type%s", s, closestForeign("goon-type", s))
}
