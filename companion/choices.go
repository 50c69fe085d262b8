package companion

import (
	"slices"

	"github.com/lockup-companion/lockup/companion/rules"
)

// The values a player may type next in a field of an entry, given the
// game: shell completion offers them, one function per kind of field.

// AssignableLocations are the locations crew may still assign tokens to
// this round, in board order: never the Library, nor one it has assigned
// to already (core rulebook, "Roll Call Phase").
func (g Game) AssignableLocations(crew string) []rules.Location {
	var out []rules.Location
	for _, l := range RollCallLocations() {
		if !slices.ContainsFunc(g.RollCall.Assignments, func(a rules.Assignment) bool { return a.Crew == crew && a.Location == l }) {
			out = append(out, l)
		}
	}
	return out
}

// TokensLeft are the tokens still in crew's holding cell, but those named.
func (g Game) TokensLeft(crew string, named []string) []string {
	c, _ := g.Crew(crew)
	var out []string
	for _, t := range c.Tokens {
		if !slices.Contains(named, t.String()) {
			out = append(out, t.String())
		}
	}
	return out
}

// CraftableItems are the items crew may craft at the Cell Block: those in
// the item display, space 1 first, then those it reserved (core rulebook,
// "Crafting Items", p. 14).
func (g *Game) CraftableItems(crew string) []string {
	items := g.DisplayItems()
	if c, ok := g.Crew(crew); ok {
		items = append(items, c.Reserved...)
	}
	return items
}

// EmptyDisplaySpaces are the item display's empty spaces, numbered from 1
// (the space next to the item deck).
func (g Game) EmptyDisplaySpaces() []int {
	var out []int
	for i, card := range g.Display {
		if card == "" {
			out = append(out, i+1)
		}
	}
	return out
}
