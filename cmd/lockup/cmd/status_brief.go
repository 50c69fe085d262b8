package cmd

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// The default view of lockup status on a terminal: the board where the
// next decision is made, in the screen's height (issue 22, item 4). It keeps
// what a player looks at between two questions: what the game waits for and
// how to go on, the crews' numbers (the guards' too, in a solitary game),
// the cards of the crew that acts first, the locations with their goons,
// cubes, guard cards and tokens, and the item display. The rest (the goal
// cards beside the board, the goon discard pile, the supply, the decks'
// odds, the cards of the other crews when they do not fit) is in lockup
// status --full, the view piped output always gets.

// briefFooter is the last line of the brief view.
const briefFooter = "Everything (supply, goals, discard pile, odds): lockup status --full"

// writeStatusBrief writes the brief view of a game in lines of at most
// width columns and, where it can, at most height lines (the shell's
// prompt takes one more). It reports false when its tables do not fit the
// width: the caller writes the full view then.
func writeStatusBrief(b *strings.Builder, g companion.Game, tty, bold bool, width, height int) bool {
	var solo *soloView
	if g.Solo != nil {
		sv := newSoloView(g)
		solo = &sv
	}
	players := playerCrews(g)
	crews := players
	if solo != nil {
		crews = append(slices.Clone(players), solo.Guards)
	}
	crewLines, ok := crewTable(g, crews, bold, width)
	if !ok {
		return false
	}
	bandits := false
	for _, l := range rules.AllLocations {
		bandits = bandits || g.Locations[l].Bandit.Total() > 0
	}
	locLines, ok := locationTable(g, bandits, solo, bold, width)
	if !ok {
		return false
	}
	var top, bottom strings.Builder
	line := func(w *strings.Builder, s string) {
		w.WriteString(wrapText(s, width, "", "  "))
		w.WriteByte('\n')
	}
	when := "Setup"
	if g.Phase != companion.PhaseSetup {
		when = fmt.Sprintf("Round %d of %d, %s", g.Round, rules.LastRound, g.Phase)
	}
	x := g.Expect()
	line(&top, when+". "+briefNext(x))
	if len(g.Pending) > 1 {
		line(&top, fmt.Sprintf("%d special effect icons wait, in order: lockup status --full.", len(g.Pending)))
	}
	if solo != nil {
		line(&top, solo.briefHeader())
	}
	if r := g.RaidText(); r != "" {
		line(&top, r)
	}

	bottom.WriteByte('\n')
	bottom.WriteString(locLines)
	if solo != nil && solo.Round {
		line(&bottom, solo.briefDecks(g))
	}
	display := make([]string, len(g.Display))
	for i, c := range g.Display {
		if c == "" {
			c = "(empty)"
		}
		display[i] = fmt.Sprintf("%d. %s", i+1, c)
	}
	bottom.WriteString(fitItems(listItems(display), width, "Item display: ", "  "))
	line(&bottom, briefFooter)

	// The cards of the crews, the one acting first, while they fit.
	budget := height - 1 - strings.Count(top.String()+crewLines+bottom.String(), "\n")
	var cards strings.Builder
	left := 0
	for _, c := range briefCrewOrder(g, x, crews) {
		held := crewCards(c, false)
		if len(held) == 0 {
			continue
		}
		name := crewName(c)
		if c.Name == rules.Guards {
			name = "Guards"
		}
		s := fitItems(held, width, name+": ", "  ")
		if n := strings.Count(s, "\n"); n <= budget-1 || cards.Len() == 0 && n <= budget {
			cards.WriteString(s)
			budget -= n
			continue
		}
		left++
	}
	if left > 0 {
		line(&cards, fmt.Sprintf("The cards of %s: lockup status --full.", plural(left, "more crew", "more crews")))
	}
	b.WriteString(top.String())
	if budget > 0 {
		b.WriteByte('\n') // room for a blank line above the crews
	}
	b.WriteString(crewLines)
	b.WriteString(cards.String())
	b.WriteString(bottom.String())
	return true
}

// briefNext says what the game waits for, and that lockup play asks it:
// the single commands are in lockup status --full.
func briefNext(x companion.Expectation) string {
	switch x.Kind {
	case companion.NoExpectation:
		return ""
	case companion.ExpectGameOver:
		return x.Situation() + "."
	case companion.ExpectSetup:
		return x.Situation() + "; " + strings.ToLower(playGoOn[:1]) + playGoOn[1:] + "."
	}
	return "Next: " + x.Situation() + "; " + strings.ToLower(playGoOn[:1]) + playGoOn[1:] + "."
}

// briefCrewOrder returns the crews whose cards the brief view lists: the
// player's own first in a solitary game, else the crews that act next
// (Expectation.Actors), then the others in seating order.
func briefCrewOrder(g companion.Game, x companion.Expectation, crews []companion.CrewState) []companion.CrewState {
	first := x.Actors()
	if g.Solo != nil {
		first = nil
		for _, c := range crews {
			if c.Name != rules.Guards {
				first = append(first, c.Name)
			}
		}
	}
	rank := func(c companion.CrewState) int {
		if i := slices.Index(first, c.Name); i >= 0 {
			return i
		}
		return len(first)
	}
	out := slices.Clone(crews)
	slices.SortStableFunc(out, func(a, b companion.CrewState) int { return rank(a) - rank(b) })
	return out
}

// briefHeader says the level and who runs the decks, in one line.
func (v *soloView) briefHeader() string {
	who := "the decks at the table"
	if v.Decks == companion.AppDecks {
		who = "the app's decks"
	}
	return fmt.Sprintf("Solitary game, %s level (%s), %s.", v.Difficulty, v.Difficulty.Title(), who)
}

// briefDecks says what is left in the decks, in one line.
func (v *soloView) briefDecks(g companion.Game) string {
	s := "Guard deck: " + cardsLeft(v.GuardsLeft)
	if g.Phase == companion.PhaseLightsOut {
		return s + "."
	}
	s += "; location deck: " + cardsLeft(v.LocationsLeft)
	if n := v.Next[rules.OffDuty]; n > 0 && v.LocationsLeft > 0 {
		s += fmt.Sprintf(", %d Off Duty", n)
	}
	return s + "."
}
