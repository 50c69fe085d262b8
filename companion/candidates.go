package companion

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
)

// The words a player may type next in a field of an entry, worked out
// from the game and the words typed before it, each with a few words
// about it: shell completion offers them (lockup __complete), keeping
// those that start with the word being typed. choices.go answers the same
// questions in the tracker's own values; these put them as a player types
// them.

// Candidate is a word a player may type next, and what it stands for in
// the game.
type Candidate struct {
	// Word is typed as it is: a crew's name, a location's slug, a card's
	// name, "scrap=".
	Word string
	// About says what the word stands for here ("blue, its turn", "item
	// display, space 2"); empty when the word says it all.
	About string
}

// words makes candidates of words with nothing to say about them.
func words(ws []string) []Candidate {
	var out []Candidate
	for _, w := range ws {
		out = append(out, Candidate{Word: w})
	}
	return out
}

// CrewCandidates are the crews in seating order, each about its colour
// and, in the Roll Call phase, whose turn it is.
func (g Game) CrewCandidates() []Candidate {
	var out []Candidate
	for _, crew := range g.Crews {
		about := crew.Colour
		if g.Phase == PhaseRollCall && g.RollCall.Turn == crew.Name {
			if about != "" {
				about += ", "
			}
			about += "its turn"
		}
		out = append(out, Candidate{Word: crew.Name, About: about})
	}
	return out
}

// OtherCrewCandidates are the crews in seating order but crew (an
// effect's target is another crew).
func (g Game) OtherCrewCandidates(crew string) []Candidate {
	var out []Candidate
	for _, c := range g.Crews {
		if c.Name != crew {
			out = append(out, Candidate{Word: c.Name})
		}
	}
	return out
}

// AssignCandidates are the locations crew may still assign to this round
// (AssignableLocations: neither the Library nor one it assigned to
// already, core rulebook, "Roll Call Phase"), each about its name.
func (g Game) AssignCandidates(crew string) []Candidate {
	var out []Candidate
	for _, l := range g.AssignableLocations(crew) {
		out = append(out, Candidate{Word: l.Slug(), About: l.String()})
	}
	return out
}

// DeclineCandidates are the locations whose reward a crew may decline
// (core rulebook, "Move Stragglers to the Library", note): the one the
// Lights Out phase resolves next, when it resolves one (resolving is then
// true: the locations are resolved one at a time, core rulebook, "Lights
// Out Phase"), else every location.
func (g Game) DeclineCandidates() (out []Candidate, resolving bool) {
	if g.Phase == PhaseLightsOut && g.LightsOut.Next != rules.NoLocation {
		return []Candidate{{Word: g.LightsOut.Next.Slug()}}, true
	}
	return words(rules.LocationSlugs()), false
}

// TokenCandidates are the tokens still in crew's holding cell but those
// named, or in the holding cell of the crew the game expects when no crew
// of the game is named; false when there is no such crew.
func (g Game) TokenCandidates(crew string, named []string) ([]Candidate, bool) {
	c, ok := g.Crew(crew)
	if !ok {
		c, ok = g.Crew(g.Expect().Crew)
	}
	if !ok {
		return nil, false
	}
	return words(g.TokensLeft(c.Name, named)), true
}

// ResourceCandidates are the resources' names, as a single cube is typed
// (take, exchange --get, effect --give and --get: OneCube).
func ResourceCandidates() []Candidate {
	var out []Candidate
	for _, r := range rules.AllResources {
		out = append(out, Candidate{Word: r.String()})
	}
	return out
}

// CubeCandidates are the ways typed, a value of RESOURCE=N parts separated
// by commas (--pay, --give, --spend: ParseCubes), may go on: what is typed
// up to its last comma, then a resource and "=", so that its count is
// typed next. While a count is typed there is none, and counting is true.
func CubeCandidates(typed string) (out []Candidate, counting bool) {
	done, part := "", typed
	if i := strings.LastIndexByte(typed, ','); i >= 0 {
		done, part = typed[:i+1], typed[i+1:]
	}
	if strings.Contains(part, "=") {
		return nil, true
	}
	for _, r := range rules.AllResources {
		out = append(out, Candidate{Word: done + r.String() + "="})
	}
	return out, false
}

// HeldResourceCandidates are the resources crew holds, as RESOURCE= (the
// count is typed next, ParseCubes), each about how many it holds: a crew
// discards only cubes it has (core rulebook, "Patrol Phase", step 1).
func (g Game) HeldResourceCandidates(crew string) []Candidate {
	c, _ := g.Crew(crew)
	var out []Candidate
	for _, r := range rules.AllResources {
		if n := c.Board.Resources.Of(r); n > 0 {
			out = append(out, Candidate{Word: r.String() + "=", About: fmt.Sprintf("holds %d", n)})
		}
	}
	return out
}

// RecruitCandidates are the goons in the goon spaces, from the Sewers
// onwards, but those named, each about where it stands: only face-up
// goons in the goon spaces may be recruited (core rulebook, "Recruiting
// Goons").
func (g Game) RecruitCandidates(named []string) []Candidate {
	var out []Candidate
	for _, l := range rules.GoonLocations {
		if goon := g.Locations[l].Goon; goon != "" && !slices.Contains(named, goon) {
			out = append(out, Candidate{Word: goon, About: l.String()})
		}
	}
	return out
}

// DisplayCandidates are the items in the item display, space 1 first,
// each about its space.
func (g Game) DisplayCandidates() []Candidate {
	var out []Candidate
	for i, card := range g.Display {
		if card != "" {
			out = append(out, Candidate{Word: card, About: fmt.Sprintf("item display, space %d", i+1)})
		}
	}
	return out
}

// CraftCandidates are the items crew may craft: those in the item display,
// then those it reserved (core rulebook, "Crafting Items", p. 14; as
// CraftableItems).
func (g Game) CraftCandidates(crew string) []Candidate {
	out := g.DisplayCandidates()
	if c, ok := g.Crew(crew); ok {
		for _, card := range c.Reserved {
			out = append(out, Candidate{Word: card, About: "reserved"})
		}
	}
	return out
}

// TomeCandidates are the tomes crew may name with tome keep (one of those
// it drew and has not kept: core rulebook, "Location Rewards – Library")
// or tome play (one in its hand: core rulebook, "Tome Cards"); nothing
// for another verb (tome draw names a card of the catalog).
func (g Game) TomeCandidates(verb, crew string) []Candidate {
	c, _ := g.Crew(crew)
	switch verb {
	case "keep":
		return words(c.Drawn)
	case "play":
		return words(c.Tomes)
	}
	return nil
}

// EmptyDisplayCandidates are the numbers of the item display's empty
// spaces (EmptyDisplaySpaces), where an item is drawn to.
func (g Game) EmptyDisplayCandidates() []Candidate {
	var out []Candidate
	for _, n := range g.EmptyDisplaySpaces() {
		out = append(out, Candidate{Word: strconv.Itoa(n)})
	}
	return out
}

// GoonSpaceCandidates are the goon spaces a goon is drawn to: the empty
// ones (core rulebook, "Patrol Phase", step 3: the empty goon spaces are
// refilled), or all five when none is empty, as at setup.
func (g Game) GoonSpaceCandidates() []Candidate {
	spaces := g.EmptyGoonSpaces()
	if len(spaces) == 0 {
		spaces = rules.GoonLocations[:]
	}
	return words(rules.Slugs(spaces))
}

// LanternCandidates are the spaces crew's lantern may move to (Breakout):
// where the paths from it lead on the catacombs map, each about its cost
// (LanternMoves), else the TOMB and escaped (a numbered space is typed);
// nothing when the game is not played with Breakout.
func (g Game) LanternCandidates(crew string) []Candidate {
	if g.Breakout == nil {
		return nil
	}
	if moves, ok := g.LanternMoves(crew); ok {
		var out []Candidate
		for _, m := range moves {
			out = append(out, Candidate{Word: m.To.Label(), About: "costs " + m.Cost.String()})
		}
		return out
	}
	return words([]string{"tomb", "escaped"})
}

// UndoCandidates are the entry numbers undo --to may keep as the last
// entry: the setup (1) up to the one before the last, each about what it
// says (DescribeEntry).
func UndoCandidates(entries []Entry) []Candidate {
	var out []Candidate
	for i := 0; i+1 < len(entries); i++ {
		out = append(out, Candidate{Word: strconv.Itoa(i + 1), About: DescribeEntry(entries[i])})
	}
	return out
}
