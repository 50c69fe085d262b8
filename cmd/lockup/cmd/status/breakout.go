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
	b.WriteString(fitItems(tunnels, width, lang.Sprintf("status.tunnels"), "  "))
	legend := []string{lang.Sprintf("status.next.end", lang.Sprintf("status.legend-none"))}
	if v.Legend != "" {
		legend = []string{v.Legend + ",", faceDown(lang, v.LegendFaceDown, v.LegendGuardDown) + ";"}
		if v.LegendGuard != "" {
			legend = append(legend, lang.Sprintf("status.legend-guard-up", v.LegendGuard))
		}
		legend = append(legend, lang.Sprintf("status.seen", strings.Join(v.Seen, ", ")))
	}
	b.WriteString(fitItems(legend, width, lang.Sprintf("status.legend-label"), "  "))
	for _, l := range v.Lanterns {
		b.WriteString(fitItems(lanternThings(lang, l, v.Mapped), width, lanternOwner(lang, l.Crew), "  "))
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
	b.WriteString(fitItems(left, width, stacks, "  "))
}

// tunnelThing says a tunnel and its seekers: "Smithy: double, seeker Vera
// (strength 6)".
func tunnelThing(lang statusLang, t companion.TunnelView) string {
	s := lang.Sprintf("status.tunnel", companion.LocationIn(lang.Lang, t.Location), tunnelWord(lang, t.Tunnel))
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
		return lang.Sprintf("status.face-down-on-it", lang.Sprintf("status.next.and", what[0], what[1]))
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
// next, as things for fitItems.
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

// statusBreakoutJSON is a Breakout game in lockup status --output json.
type statusBreakoutJSON struct {
	// Decks is who lays the tunnels and turns up the legend cards: "table"
	// or "app".
	Decks   string             `json:"decks"`
	Tunnels []statusTunnelJSON `json:"tunnels"`
	// Legend is the active legend card, "" before the first; LegendFaceDown
	// counts the tokens face down on it (the guards' card while face down);
	// LegendGuard is the guards' card on it once turned up (solitary).
	Legend         string   `json:"legend"`
	LegendFaceDown int      `json:"legend_face_down"`
	LegendGuard    string   `json:"legend_guard,omitempty"`
	LegendsSeen    []string `json:"legends_seen"`
	// Lanterns are by seat, the guards' too in a solitary game.
	Lanterns []statusLanternJSON `json:"lanterns"`
	// LootStacks are every loot space's stack with the map, else those
	// taken from (Mapped false).
	LootStacks []statusStackJSON `json:"loot_stacks"`
	StackSize  int               `json:"stack_size"`
	Mapped     bool              `json:"catacombs_map"`
}

// statusTunnelJSON is a tunnel marker and the face-up seekers there.
type statusTunnelJSON struct {
	Location string             `json:"location"`
	Tunnel   string             `json:"tunnel"`
	Seekers  []statusSeekerJSON `json:"seekers"`
}

// statusSeekerJSON is a crew with its seeker at a tunnel: its strength
// from the face-up tokens, and the face-down ones not counted.
type statusSeekerJSON struct {
	Crew     string `json:"crew"`
	Strength int    `json:"strength"`
	FaceDown int    `json:"face_down,omitempty"`
}

// statusLanternJSON is a crew's lantern.
type statusLanternJSON struct {
	Crew string `json:"crew"`
	// Space is "entrance", "tomb", "escaped" or the printed number.
	Space       string           `json:"space"`
	EscapeStars int              `json:"escape_stars,omitempty"`
	EscapeRound int              `json:"escape_round,omitempty"`
	Loot        []statusLootJSON `json:"loot"`
	// Next is there with the catacombs map.
	Next []statusNextJSON `json:"next,omitempty"`
}

// statusLootJSON is a loot token kept: Used is "star" (kept for one star) or "used" (its icons, or what it did at the table).
type statusLootJSON struct {
	Token string `json:"token"`
	Used  string `json:"used"`
}

// statusNextJSON is a space a lantern may move to and the path's cost.
type statusNextJSON struct {
	Space string         `json:"space"`
	Cost  map[string]int `json:"cost,omitempty"`
}

// statusStackJSON is a loot space's stack.
type statusStackJSON struct {
	Space string `json:"space"`
	Left  int    `json:"left"`
}

// breakoutJSON returns the view as status --output json writes it.
func breakoutJSON(v companion.BreakoutView) *statusBreakoutJSON {
	s := &statusBreakoutJSON{Decks: v.Decks.String(), Tunnels: []statusTunnelJSON{}, Legend: v.Legend, LegendFaceDown: v.LegendFaceDown, LegendGuard: v.LegendGuard,
		LegendsSeen: nonNil(v.Seen), Lanterns: []statusLanternJSON{}, LootStacks: []statusStackJSON{}, StackSize: v.StackSize, Mapped: v.Mapped}
	for _, t := range v.Tunnels {
		tj := statusTunnelJSON{Location: t.Location.Slug(), Tunnel: t.Tunnel.String(), Seekers: []statusSeekerJSON{}}
		for _, sk := range t.Seekers {
			tj.Seekers = append(tj.Seekers, statusSeekerJSON(sk))
		}
		s.Tunnels = append(s.Tunnels, tj)
	}
	for _, l := range v.Lanterns {
		lj := statusLanternJSON{Crew: l.Crew, Space: l.Space.Label(), EscapeStars: l.EscapeStars, EscapeRound: l.EscapeRound, Loot: []statusLootJSON{}}
		for _, t := range l.Loot {
			used := "used"
			if t.Scored {
				used = "star"
			}
			lj.Loot = append(lj.Loot, statusLootJSON{Token: t.Token, Used: used})
		}
		for _, n := range l.Next {
			nj := statusNextJSON{Space: n.Space.Label()}
			if n.Cost.Total() > 0 {
				nj.Cost = map[string]int{}
				for _, k := range rules.AllResources {
					if c := n.Cost.Of(k); c > 0 {
						nj.Cost[k.String()] = c
					}
				}
			}
			lj.Next = append(lj.Next, nj)
		}
		s.Lanterns = append(s.Lanterns, lj)
	}
	for _, st := range v.Stacks {
		s.LootStacks = append(s.LootStacks, statusStackJSON{Space: st.Space.Label(), Left: st.Left})
	}
	return s
}
