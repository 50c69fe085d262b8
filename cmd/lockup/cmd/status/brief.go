package status

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
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
// status --full, the view piped output always gets. A Breakout game adds a
// column of the tunnel markers to the locations, and a line each for the
// legend card and the lanterns; the seekers' strengths, the loot and the
// stacks are in --full.

// briefFooter is the last line of the brief view; briefBreakoutFooter of a
// Breakout game's.
const (
	briefFooter         = "Everything (supply, goals, discard pile, odds): lockup status --full"
	briefBreakoutFooter = "Everything (supply, goals, discard pile, odds, loot): lockup status --full"
)

// writeStatusBrief writes the brief view of a game in lines of at most
// width columns and, where it can, at most height lines (the shell's
// prompt takes one more). entries are the game's, for a Breakout game's
// legend card and lanterns. It reports false when its tables do not fit
// the width: the caller writes the full view then.
func writeStatusBrief(b *strings.Builder, g companion.Game, entries []companion.Entry, bold bool, width, height int) bool {
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
	var bo *companion.BreakoutView
	var tunnels map[rules.Location]rules.Tunnel
	if v, ok := g.BreakoutView(entries); ok {
		bo, tunnels = &v, map[rules.Location]rules.Tunnel{}
		for _, t := range v.Tunnels {
			tunnels[t.Location] = t.Tunnel
		}
	}
	locLines, ok := locationTable(g, bandits, solo, tunnels, bold, width)
	if !ok {
		return false
	}
	var top, bottom strings.Builder
	line := func(w *strings.Builder, s string) {
		w.WriteString(cmdutil.WrapText(s, width, "", "  "))
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
	footer := briefFooter
	var tail strings.Builder
	display := make([]string, len(g.Display))
	for i, c := range g.Display {
		if c == "" {
			c = "(empty)"
		}
		display[i] = fmt.Sprintf("%d. %s", i+1, c)
	}
	tail.WriteString(fitItems(listItems(display), width, "Item display: ", "  "))
	if bo != nil {
		footer = briefBreakoutFooter
		var boLines strings.Builder
		writeBriefBreakout(&boLines, *bo, width)
		// The legend card and the lanterns give way to what comes next
		// when the screen is too short for them.
		if height-2-strings.Count(top.String()+crewLines+bottom.String()+boLines.String()+tail.String(), "\n") < 0 {
			boLines.Reset()
			legend := "none turned up yet"
			if bo.Legend != "" {
				legend = bo.Legend
			}
			line(&boLines, "Legend card: "+legend+"; the lanterns: lockup status --full.")
		}
		bottom.WriteString(boLines.String())
	}
	bottom.WriteString(tail.String())
	line(&bottom, footer)

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
		line(&cards, fmt.Sprintf("The cards of %s: lockup status --full.", cmdutil.Plural(left, "more crew", "more crews")))
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
		return x.Situation() + "; " + strings.ToLower(cmdutil.PlayGoOn[:1]) + cmdutil.PlayGoOn[1:] + "."
	}
	return "Next: " + x.Situation() + "; " + strings.ToLower(cmdutil.PlayGoOn[:1]) + cmdutil.PlayGoOn[1:] + "."
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

// writeBriefBreakout writes what the brief view shows of Breakout besides
// the tunnel column: the legend card and what lies face down on it, and
// where each lantern is, a line each (more when they do not fit width).
func writeBriefBreakout(b *strings.Builder, v companion.BreakoutView, width int) {
	legend := "none turned up yet."
	if v.Legend != "" {
		legend = v.Legend + ", " + faceDown(v.LegendFaceDown, v.LegendGuardDown)
		if v.LegendGuard != "" {
			legend += "; the guards' card on it face up: " + v.LegendGuard
		}
		legend += "."
	}
	b.WriteString(cmdutil.WrapText("Legend card: "+legend, width, "", "  "))
	b.WriteByte('\n')
	lanterns := make([]string, len(v.Lanterns))
	for i, l := range v.Lanterns {
		who := l.Crew
		if who == rules.Guards {
			who = "the guards"
		}
		lanterns[i] = who + " " + spaceLabel(l.Space)
		if i < len(lanterns)-1 {
			lanterns[i] += ","
		} else {
			lanterns[i] += "."
		}
	}
	if len(lanterns) > 0 {
		b.WriteString(fitItems(lanterns, width, "Lanterns: ", "  "))
	}
}
