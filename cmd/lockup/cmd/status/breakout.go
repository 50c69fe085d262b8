package status

import (
	"strings"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// What lockup status shows of a Breakout game (Breakout rulebook): the
// tunnels and the seekers at them, the legend card, each lantern with its
// loot, the loot stacks and, with the catacombs map, where each lantern may
// go next. companion.BreakoutView works it out once for the text and the
// JSON alike.

// spaceLabel names a space as the board prints it: ENTRANCE, 7, TOMB,
// ESCAPED.
func spaceLabel(s rules.Space) string { return strings.ToUpper(s.Label()) }

// spaceLabelIn names a space in a language: as the board prints it in
// English, by the glossary's term in Spanish and Chinese (numbers stay).
func spaceLabelIn(lang statusLang, s rules.Space) string {
	if lang.Lang == terms.En || s.Kind == rules.Numbered {
		return spaceLabel(s)
	}
	return wordOr(lang, s.Label(), spaceLabel(s))
}

// writeBreakout writes the Breakout section, each line at most width
// columns.
func writeBreakout(b *strings.Builder, lang statusLang, v companion.BreakoutView, width int) {
	who := lang.Sprintf("status.breakout-table")
	if v.Decks == companion.AppDecks {
		who = lang.Sprintf("status.breakout-app")
	}
	b.WriteString(cmdutil.WrapText(who, width, "", "  "))
	b.WriteByte('\n')
	var tunnels []string
	for _, t := range v.Tunnels {
		tunnels = append(tunnels, tunnelThing(lang, t))
	}
	if len(tunnels) == 0 {
		tunnels = []string{lang.Sprintf("status.tunnels-none")}
	} else {
		tunnels[len(tunnels)-1] = lang.Sprintf("status.next.end", tunnels[len(tunnels)-1])
	}
	b.WriteString(cmdutil.FitItems(tunnels, width, lang.Sprintf("status.tunnels"), "  "))
	legend := []string{lang.Sprintf("status.next.end", lang.Sprintf("status.legend-none"))}
	if v.Legend != "" {
		legend = []string{v.Legend + ",", faceDown(lang, v.LegendFaceDown, v.LegendGuardDown) + ";"}
		if v.LegendGuard != "" {
			legend = append(legend, lang.Sprintf("status.legend-guard-up", v.LegendGuard))
		}
		legend = append(legend, lang.Sprintf("status.seen", strings.Join(v.Seen, ", ")))
	}
	b.WriteString(cmdutil.FitItems(legend, width, lang.Sprintf("status.legend-label"), "  "))
	for _, l := range v.Lanterns {
		b.WriteString(cmdutil.FitItems(lanternThings(lang, l, v.Mapped), width, lanternOwner(lang, l.Crew), "  "))
	}
	stacks := lang.Sprintf("status.stacks", v.StackSize)
	if !v.Mapped {
		stacks = lang.Sprintf("status.stacks-unmapped", v.StackSize)
	}
	var left []string
	for _, s := range v.Stacks {
		left = append(left, lang.Sprintf("status.stack-left", spaceLabelIn(lang, s.Space), s.Left))
	}
	if len(left) == 0 {
		left = []string{lang.Sprintf("status.stacks-none")}
	}
	left[len(left)-1] = lang.Sprintf("status.next.end", left[len(left)-1])
	b.WriteString(cmdutil.FitItems(left, width, stacks, "  "))
}

// tunnelThing says a tunnel and its seekers: "Smithy: double, seeker Vera
// (strength 6)".
func tunnelThing(lang statusLang, t companion.TunnelView) string {
	s := lang.Sprintf("status.tunnel", rules.LocationIn(lang.Lang, t.Location), tunnelWord(lang, t.Tunnel))
	if len(t.Seekers) == 0 {
		return s
	}
	seekers := make([]string, len(t.Seekers))
	for i, sk := range t.Seekers {
		seekers[i] = lang.Sprintf("status.seeker-strength", sk.Crew, sk.Strength)
		if sk.FaceDown > 0 {
			seekers[i] = lang.Sprintf("status.seeker-strength-down", sk.Crew, sk.Strength, sk.FaceDown)
		}
	}
	if len(seekers) > 1 {
		return lang.Sprintf("status.tunnel-seekers", s, strings.Join(seekers, ", "))
	}
	return lang.Sprintf("status.tunnel-seeker", s, seekers[0])
}

// faceDown says what lies face down on the legend card: n things, the
// guards' guard card among them when guard is set (a solitary game), named
// a guard card as everywhere else, never a token.
func faceDown(lang statusLang, n int, guard bool) string {
	tokens := n
	if guard {
		tokens--
	}
	var what []string
	switch {
	case tokens == 1:
		what = append(what, lang.Sprintf("status.token-one"))
	case tokens > 1:
		what = append(what, lang.Sprintf("status.token-many", tokens))
	}
	if guard {
		what = append(what, lang.Sprintf("status.guards-guard-card"))
	}
	switch len(what) {
	case 0:
		return lang.Sprintf("status.no-token-on-it")
	case 2:
		return lang.Sprintf("status.face-down-on-it", lang.Sprintf("list.and", what[0], what[1]))
	}
	return lang.Sprintf("status.face-down-on-it", what[0])
}

// lanternOwner is the label of a crew's lantern: "Vera's lantern: ", "The
// guards' lantern: ".
func lanternOwner(lang statusLang, crew string) string {
	if crew == rules.Guards {
		return lang.Sprintf("status.lantern-guards")
	}
	return lang.Sprintf("status.lantern-of", crew)
}

// lanternThings lists a lantern's space, its loot and where it may go
// next, as things for cmdutil.FitItems.
func lanternThings(lang statusLang, l companion.LanternView, mapped bool) []string {
	at := spaceLabelIn(lang, l.Space)
	if l.EscapeRound > 0 {
		at = lang.Sprintf("status.escaped-stars", at, l.EscapeStars, l.EscapeRound)
	}
	out := []string{at + ";"}
	loot := make([]string, len(l.Loot))
	for i, t := range l.Loot {
		loot[i] = lang.Sprintf("status.loot-used", t.Token)
		if t.Scored {
			loot[i] = lang.Sprintf("status.loot-star", t.Token)
		}
	}
	items := labelled(lang, lang.Sprintf("status.loot"), loot)
	if mapped && !l.Space.End() {
		items[len(items)-1] += ";"
		next := make([]string, len(l.Next))
		for i, n := range l.Next {
			next[i] = spaceLabelIn(lang, n.Space)
			if n.Cost.Total() > 0 {
				next[i] = lang.Sprintf("status.cost", next[i], resourcesIn(lang, n.Cost))
			}
		}
		items = append(items, labelled(lang, lang.Sprintf("status.next-spaces"), next)...)
	}
	return append(out, items...)
}
