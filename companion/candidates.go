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
// those that start with the word being typed. Each says what the rules
// let a player type there: a word the tracker would refuse is not
// offered.

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

// AssignCandidates are the locations crew may still assign tokens to this
// round, in board order, each about its name: never the Library, nor one
// it has assigned to already (core rulebook, "Roll Call Phase").
func (g Game) AssignCandidates(crew string) []Candidate {
	var out []Candidate
	for _, l := range RollCallLocations() {
		if !slices.ContainsFunc(g.RollCall.Assignments, func(a rules.Assignment) bool { return a.Crew == crew && a.Location == l }) {
			out = append(out, Candidate{Word: l.Slug(), About: l.String()})
		}
	}
	return out
}

// DeclineCandidates are the locations whose reward a crew may decline
// (core rulebook, "Move Stragglers to the Library", note): the one the
// Lights Out phase resolves next, as the locations are resolved one at a
// time (core rulebook, "Lights Out Phase"); none outside it, where a
// decline is refused.
func (g Game) DeclineCandidates() []Candidate {
	if g.Phase == PhaseLightsOut && g.LightsOut.Next != rules.NoLocation {
		return []Candidate{{Word: g.LightsOut.Next.Slug()}}
	}
	return nil
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
	var out []Candidate
	for _, t := range c.Tokens {
		if !slices.Contains(named, t.String()) {
			out = append(out, Candidate{Word: t.String()})
		}
	}
	return out, true
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

// CraftCandidates are the items crew may craft at the Cell Block: those in
// the item display, space 1 first, then those it reserved (core rulebook,
// "Crafting Items", p. 14).
func (g Game) CraftCandidates(crew string) []Candidate {
	out := g.DisplayCandidates()
	if c, ok := g.Crew(crew); ok {
		for _, card := range c.Reserved {
			out = append(out, Candidate{Word: card, About: "reserved"})
		}
	}
	return out
}

// craftableItems are the names of the items crew may craft
// (CraftCandidates), which a craft must name.
func (g *Game) craftableItems(crew string) []string {
	var out []string
	for _, c := range g.CraftCandidates(crew) {
		out = append(out, c.Word)
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
// spaces, numbered from 1 (the space next to the item deck), where an item
// is drawn to.
func (g Game) EmptyDisplayCandidates() []Candidate {
	var out []Candidate
	for i, card := range g.Display {
		if card == "" {
			out = append(out, Candidate{Word: strconv.Itoa(i + 1)})
		}
	}
	return out
}

// GoonSpaceCandidates are the goon spaces a goon is drawn to: the empty
// ones (core rulebook, "Game Setup", step 7: one goon in each space;
// "Patrol Phase", "3. Advance Goon Cards": only the empty goon spaces are
// refilled); none when none is empty, where every draw is refused.
func (g Game) GoonSpaceCandidates() []Candidate {
	return words(rules.Slugs(g.EmptyGoonSpaces()))
}

// LocationCardsLeft are the location cards a guard turn of a solitary
// game's round may still turn up, each once, in card order: the cards of
// the location deck (core rulebook, "Solitary Mode", "Location Deck"; with
// Breakout a ninth card joins it, Breakout rulebook, "Solitary Mode –
// Setup", and while its face is not known it may be any card it can show)
// but those drawn this round. Nil outside a solitary game.
func (g Game) LocationCardsLeft() []rules.LocationCard {
	if g.Solo == nil {
		return nil
	}
	var out []rules.LocationCard
	for c := rules.ExerciseYardCard; c <= rules.OffDuty; c++ {
		if g.Solo.Round.LocationCardsLeft(c) > 0 {
			out = append(out, c)
		}
	}
	return out
}

// DrawnCandidates are the location cards a guard turn may name as drawn
// (guards turn --drawn): those left in the round's location deck
// (LocationCardsLeft), as a card the deck no longer holds is refused;
// none when the app draws the guards' cards, where --drawn is refused.
func (g Game) DrawnCandidates() []Candidate {
	if g.Solo == nil || g.Solo.Decks == AppDecks {
		return nil
	}
	var out []Candidate
	for _, c := range g.LocationCardsLeft() {
		out = append(out, Candidate{Word: c.Slug()})
	}
	return out
}

// TomeFromCandidates are where crew's choice of two tomes comes from, as
// tome keep --from names it: the first of its choices still to make, the
// only one a tome kept may come from (core rulebook, "Location Rewards –
// Library"; "Special Effect Icons", Choose Tome); with no crew of the game
// named, the choice of the crew the game expects. Nothing for another verb
// or when there is no choice to make.
func (g Game) TomeFromCandidates(verb, crew string) []Candidate {
	if verb != "keep" {
		return nil
	}
	c, ok := g.Crew(crew)
	if !ok {
		c, ok = g.Crew(g.Expect().Crew)
	}
	if !ok || len(c.TomeChoices) == 0 {
		return nil
	}
	return []Candidate{{Word: c.TomeChoices[0].Slug()}}
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
