package status

import (
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

// writeStatusBrief writes the brief view of a game in lines of at most
// width columns and, where it can, at most height lines (the shell's
// prompt takes one more). entries are the game's, for a Breakout game's
// legend card and lanterns. It reports false when its tables do not fit
// the width: the caller writes the full view then.
func writeStatusBrief(b *strings.Builder, lang statusLang, g companion.Game, entries []companion.Entry, bold bool, width, height int) bool {
	var solo *companion.SoloView
	if g.Solo != nil {
		sv := companion.NewSoloView(g)
		solo = &sv
	}
	players := g.PlayerCrews()
	crews := players
	if solo != nil {
		crews = append(slices.Clone(players), solo.Guards)
	}
	crewLines, ok := crewTable(lang, g, crews, bold, width)
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
	locLines, ok := locationTable(lang, g, bandits, solo, tunnels, bold, width)
	if !ok {
		return false
	}
	var top, bottom strings.Builder
	line := func(w *strings.Builder, s string) {
		w.WriteString(cmdutil.WrapText(s, width, "", "  "))
		w.WriteByte('\n')
	}
	x := g.Expect()
	line(&top, lang.Sprintf("status.when", statusWhen(lang, g), briefNext(lang, x)))
	if len(g.Pending) > 1 {
		line(&top, lang.Sprintf("status.brief-waiting", len(g.Pending)))
	}
	if solo != nil {
		line(&top, briefHeader(solo, lang))
	}
	if r := g.RaidTextIn(lang.Lang); r != "" {
		line(&top, r)
	}

	bottom.WriteByte('\n')
	bottom.WriteString(locLines)
	if solo != nil && solo.Round {
		line(&bottom, briefDecks(solo, lang, g))
	}
	footer := lang.Sprintf("status.brief-footer")
	var tail strings.Builder
	tail.WriteString(cmdutil.FitItems(listItems(displayItems(lang, g)), width, lang.Sprintf("status.item-display"), "  "))
	if bo != nil {
		footer = lang.Sprintf("status.brief-footer-breakout")
		var boLines strings.Builder
		writeBriefBreakout(&boLines, lang, *bo, width)
		// The legend card and the lanterns give way to what comes next
		// when the screen is too short for them.
		if height-2-strings.Count(top.String()+crewLines+bottom.String()+boLines.String()+tail.String(), "\n") < 0 {
			boLines.Reset()
			legend := lang.Sprintf("status.legend-none")
			if bo.Legend != "" {
				legend = bo.Legend
			}
			line(&boLines, lang.Sprintf("status.brief-legend", legend))
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
		held := crewCards(lang, c, false)
		if len(held) == 0 {
			continue
		}
		name := crewName(c)
		if c.Name == rules.Guards {
			name = lang.Sprintf("status.guards")
		}
		s := cmdutil.FitItems(held, width, lang.Sprintf("status.label", name), "  ")
		if n := strings.Count(s, "\n"); n <= budget-1 || cards.Len() == 0 && n <= budget {
			cards.WriteString(s)
			budget -= n
			continue
		}
		left++
	}
	if left > 0 {
		more := lang.Sprintf("status.more-crews", left)
		if left == 1 {
			more = lang.Sprintf("status.more-crew")
		}
		line(&cards, lang.Sprintf("status.brief-cards", more))
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
func briefNext(lang statusLang, x companion.Expectation) string {
	switch x.Kind {
	case companion.NoExpectation:
		return ""
	case companion.ExpectGameOver:
		return lang.Sprintf("status.next.end", x.SituationIn(lang.Lang))
	case companion.ExpectSetup:
		return lang.Sprintf("status.brief-setup", x.SituationIn(lang.Lang))
	}
	return lang.Sprintf("status.brief-next", x.SituationIn(lang.Lang))
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
func briefHeader(v *companion.SoloView, lang statusLang) string {
	return levelLine(v, lang, "status.brief-solo-")
}

// briefDecks says what is left in the decks, in one line.
func briefDecks(v *companion.SoloView, lang statusLang, g companion.Game) string {
	guards := cardsLeft(lang, v.GuardsLeft)
	if g.Phase == companion.PhaseLightsOut {
		return lang.Sprintf("status.brief-guard-deck", guards)
	}
	locations := cardsLeft(lang, v.LocationsLeft)
	if n := v.Next[rules.OffDuty]; n > 0 && v.LocationsLeft > 0 {
		locations = lang.Sprintf("status.brief-off-duty", locations, n)
	}
	return lang.Sprintf("status.brief-decks", guards, locations)
}

// writeBriefBreakout writes what the brief view shows of Breakout besides
// the tunnel column: the legend card and what lies face down on it, and
// where each lantern is, a line each (more when they do not fit width).
func writeBriefBreakout(b *strings.Builder, lang statusLang, v companion.BreakoutView, width int) {
	legend := lang.Sprintf("status.legend-none")
	if v.Legend != "" {
		legend = lang.Sprintf("status.legend-on", v.Legend, faceDown(lang, v.LegendFaceDown, v.LegendGuardDown))
		if v.LegendGuard != "" {
			legend = lang.Sprintf("status.legend-guard", legend, v.LegendGuard)
		}
	}
	b.WriteString(cmdutil.WrapText(lang.Sprintf("status.legend-card", legend), width, "", "  "))
	b.WriteByte('\n')
	lanterns := make([]string, len(v.Lanterns))
	for i, l := range v.Lanterns {
		who := l.Crew
		if who == rules.Guards {
			who = lang.Sprintf("status.the-guards")
		}
		lanterns[i] = who + " " + spaceLabelIn(lang, l.Space)
		if i < len(lanterns)-1 {
			lanterns[i] += ","
		} else {
			lanterns[i] = lang.Sprintf("status.next.end", lanterns[i])
		}
	}
	if len(lanterns) > 0 {
		b.WriteString(cmdutil.FitItems(lanterns, width, lang.Sprintf("status.lanterns"), "  "))
	}
}
