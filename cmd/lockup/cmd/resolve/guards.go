package resolve

import (
	"fmt"
	"io"
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The guards' decisions in a solitary resolve file (docs/resolve-file.md,
// "The guards' decisions"), printed: companion.DecideGuards decides and
// carries them out.

// detail reports whether the one-line text of a decision leaves a step to
// --explain: a step that says again what the summary says (the cube gained,
// the price paid), or that reads the board on the way to the choice (each
// goon's icons, the items the guards can pay for). The steps kept are the
// tie-breaks and shortages that decided it.
func detail(k automa.StepKind) bool {
	switch k {
	case automa.StepStandard, automa.StepGainCube, automa.StepSeized, automa.StepPaid, automa.StepCrafted, automa.StepEffectGain,
		automa.StepGoon, automa.StepCanPay, automa.StepBestCraft, automa.StepBestReserve,
		automa.StepGiveSuspicion, automa.StepRemoveSuspicion, automa.StepTomeStar, automa.StepChooseTomeStar:
		return true
	}
	return false
}

// decisionLine writes a decision in one line, in lang: what the guards do
// and, unless every step is printed below it, why.
func decisionLine(lang terms.Lang, d *automa.Decision, prefix string, explain bool) string {
	line := prefix + companion.GuardSummary(lang, d)
	if explain {
		return line
	}
	var why []string
	for i, n := range companion.GuardNotes(lang, d) {
		if !detail(d.Steps()[i].Kind) {
			why = append(why, n.Text)
		}
	}
	if len(why) > 0 {
		line = lang.Sprintf("reason.because", line, strings.Join(why, lang.Sprintf("reason.separator")))
	}
	return line
}

// writeGuardsText prints the guards' decisions after the locations,
// wrapped to width with hanging indents, in lang (the decisions and their
// reasons too; their passages are cited in the reader's book).
func writeGuardsText(w io.Writer, lang terms.Lang, g *guardsShown, explain bool, width int) {
	line := func(text, first, rest string) {
		fmt.Fprintln(w, cmdutil.WrapText(text, width, first, rest))
	}
	board := func(label string, side *companion.GuardsSide) {
		label = lang.Sprintf(label)
		line(boardText(lang, side), "  "+label+strings.Repeat(" ", max(14-cmdutil.DisplayWidth(label), 0))+" ", strings.Repeat(" ", 17))
	}
	notes := func(d *automa.Decision, indent string) {
		if !explain {
			return
		}
		for _, n := range companion.GuardNotes(lang, d) {
			line(noteText(lang, n), indent+"- ", indent+"  ")
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, lang.Sprintf("guards.heading"))
	board("guards.board-before", &g.before)
	if len(g.stops) == 0 {
		line(lang.Sprintf("guards.no-reward"), "  - ", "    ")
	}
	for i := range g.stops {
		s := &g.stops[i]
		line(decisionLine(lang, &s.Decision, "", explain), "  - ", "    ")
		notes(&s.Decision, "      ")
		for j := range s.Effects {
			e := &s.Effects[j]
			icon := companion.EffectWord(lang, e.Icon) // the glossary's term
			line(decisionLine(lang, &e.Decision, lang.Sprintf("guards.effect", e.Card, icon), explain), "      ", "        ")
			notes(&e.Decision, "        ")
		}
		for _, name := range s.Unread {
			line(lang.Sprintf("guards.unread", name), "      ", "        ")
		}
	}
	board("guards.board-after", &g.after)
}

// boardText writes the guard board in a line: cubes, power, suspicion,
// reputation, reserved items (their names as printed, in English).
func boardText(lang terms.Lang, g *companion.GuardsSide) string {
	b := &g.Board.Guards
	if lang != terms.En {
		parts := []string{lang.Sprintf("guards.no-resources")}
		if b.Resources.Total() > 0 {
			parts[0] = resourcesIn(lang, b.Resources)
		}
		parts = append(parts, lang.Sprintf("resolve.power", b.Power), lang.Sprintf("guards.suspicion", b.Suspicion), lang.Sprintf("resolve.reputation", b.Reputation))
		if len(g.Board.Reserved) > 0 {
			names := make([]string, len(g.Board.Reserved))
			for i, it := range g.Board.Reserved {
				names[i] = it.Name
			}
			parts = append(parts, lang.Sprintf("guards.reserved", strings.Join(names, ", ")))
		}
		return strings.Join(parts, lang.Sprintf("guards.separator"))
	}
	parts := []string{}
	if b.Resources.Total() > 0 {
		parts = append(parts, b.Resources.String())
	} else {
		parts = append(parts, "no resources")
	}
	parts = append(parts, fmt.Sprintf("%d power", b.Power), fmt.Sprintf("%d suspicion", b.Suspicion), fmt.Sprintf("%d reputation", b.Reputation))
	if len(g.Board.Reserved) > 0 {
		names := make([]string, len(g.Board.Reserved))
		for i, it := range g.Board.Reserved {
			names[i] = it.Name
		}
		parts = append(parts, "reserved: "+strings.Join(names, ", "))
	}
	return strings.Join(parts, "; ")
}

// The guards' decisions in JSON.
type (
	guardsJSON struct {
		Board     guardBoardJSON `json:"board"`
		Decisions []decisionJSON `json:"decisions"`
		After     guardBoardJSON `json:"after"`
	}
	guardBoardJSON struct {
		Resources  map[string]int `json:"resources"`
		Power      int            `json:"power"`
		Suspicion  int            `json:"suspicion"`
		Reputation int            `json:"reputation"`
		Reserved   []itemJSON     `json:"reserved"`
		Display    []*itemJSON    `json:"display"`
		Goons      []goonJSON     `json:"goons"`
		Supply     supplyJSON     `json:"supply"`
	}
	supplyJSON struct {
		Resources map[string]int `json:"resources"`
		Power     int            `json:"power"`
		Suspicion int            `json:"suspicion"`
	}
	itemJSON struct {
		Name       string         `json:"name"`
		Reputation int            `json:"reputation"`
		Cost       map[string]int `json:"cost"`
		Effects    []string       `json:"effects"`
	}
	goonJSON struct {
		Location  string   `json:"location"`
		Name      string   `json:"name"`
		Suspicion int      `json:"suspicion"`
		Effects   []string `json:"effects"`
	}
	decisionJSON struct {
		Location    string         `json:"location,omitempty"`
		Card        string         `json:"card,omitempty"`
		Icon        string         `json:"icon,omitempty"`
		Tier        string         `json:"tier,omitempty"`
		Action      string         `json:"action"`
		Summary     string         `json:"summary"`
		Gain        map[string]int `json:"gain"`
		Pay         map[string]int `json:"pay"`
		Bandit      map[string]int `json:"bandit,omitempty"`
		Power       int            `json:"power"`
		Stars       int            `json:"stars"`
		Suspicion   int            `json:"suspicion"`
		ToPlayer    int            `json:"to_player,omitempty"`
		Marker      bool           `json:"marker"`
		Goons       []goonJSON     `json:"goons,omitempty"`
		Item        *itemTakenJSON `json:"item,omitempty"`
		Effects     []decisionJSON `json:"effects,omitempty"`
		UnreadIcons []string       `json:"unread_icons,omitempty"`
		Steps       []stepJSON     `json:"steps"`
	}
	itemTakenJSON struct {
		itemJSON
		From  string         `json:"from"`
		Place int            `json:"place"`
		Paid  map[string]int `json:"paid"`
	}
	stepJSON struct {
		Kind string `json:"kind"`
		noteJSON
	}
)

func guardsToJSON(stops []companion.GuardsStop, before, after companion.GuardsSide) *guardsJSON {
	out := &guardsJSON{Board: boardJSON(&before), Decisions: []decisionJSON{}, After: boardJSON(&after)}
	for i := range stops {
		s := &stops[i]
		dj := decisionToJSON(&s.Decision)
		dj.Location = s.Location.Slug()
		for j, loc := range s.Decision.Goons() {
			dj.Goons = append(dj.Goons, goonJSON{Location: loc.Slug(), Name: s.Goons[j].Card, Suspicion: s.Goons[j].Suspicion, Effects: iconsJSON(s.GoonIcons[j])})
		}
		if s.Decision.Item >= 0 {
			from := "display"
			if s.Decision.FromReserve {
				from = "reserve"
			}
			dj.Item = &itemTakenJSON{itemJSON: itemToJSON(s.Item), From: from, Place: s.Decision.Item + 1, Paid: resourcesJSON(s.Decision.Pay)}
		}
		for j := range s.Effects {
			e := &s.Effects[j]
			ej := decisionToJSON(&e.Decision)
			ej.Card, ej.Icon = e.Card, e.Icon.String()
			dj.Effects = append(dj.Effects, ej)
		}
		dj.UnreadIcons = s.Unread
		out.Decisions = append(out.Decisions, dj)
	}
	return out
}

func decisionToJSON(d *automa.Decision) decisionJSON {
	dj := decisionJSON{
		Action: d.Action.String(), Summary: d.Summary(),
		Gain: resourcesJSON(d.Gain), Pay: resourcesJSON(d.Pay),
		Power: d.Power, Stars: d.Reputation, Suspicion: d.Suspicion, ToPlayer: d.ToPlayer, Marker: d.TakesMarker,
		Steps: []stepJSON{},
	}
	if d.Tier != rules.NoTier {
		dj.Tier = d.Tier.String()
	}
	if d.Bandit.Total() > 0 {
		dj.Bandit = resourcesJSON(d.Bandit)
	}
	for i, n := range d.Notes() {
		sj := stepJSON{Kind: d.Steps()[i].Kind.String(), noteJSON: noteJSON{Text: n.Text, Ruling: n.Ruling}}
		if n.Rule.Book != rules.NoBook {
			sj.Rule = n.Rule.String()
		}
		dj.Steps = append(dj.Steps, sj)
	}
	return dj
}

func resourcesJSON(rs rules.Resources) map[string]int {
	return gainsJSON(rules.Gains{Resources: rs})
}

func itemToJSON(it input.ItemCard) itemJSON {
	cost := resourcesJSON(it.Cost.Resources)
	if it.Cost.Any > 0 {
		cost["any"] = it.Cost.Any
	}
	return itemJSON{Name: it.Name, Reputation: it.Reputation, Cost: cost, Effects: iconsJSON(it.Icons)}
}

// iconsJSON lists a card's icons; nil when the file does not give them.
func iconsJSON(ic input.Icons) []string {
	if !ic.Known {
		return nil
	}
	out := make([]string, len(ic.List))
	for i, e := range ic.List {
		out[i] = e.String()
	}
	return out
}

func boardJSON(g *companion.GuardsSide) guardBoardJSON {
	b := &g.Board
	out := guardBoardJSON{
		Resources: resourcesJSON(b.Guards.Resources), Power: b.Guards.Power, Suspicion: b.Guards.Suspicion, Reputation: b.Guards.Reputation,
		Reserved: []itemJSON{}, Display: []*itemJSON{}, Goons: []goonJSON{},
		Supply: supplyJSON{Resources: resourcesJSON(b.Supply.Resources), Power: b.Supply.Power, Suspicion: b.Supply.Suspicion},
	}
	for i, it := range b.Reserved {
		out.Reserved = append(out.Reserved, itemToJSON(input.ItemCard{Name: it.Name, Reputation: it.Reputation, Cost: it.Cost, Icons: g.ReservedIcons[i]}))
	}
	for i, it := range b.Display {
		if it.Empty() {
			out.Display = append(out.Display, nil)
			continue
		}
		ij := itemToJSON(input.ItemCard{Name: it.Name, Reputation: it.Reputation, Cost: it.Cost, Icons: g.DisplayIcons[i]})
		out.Display = append(out.Display, &ij)
	}
	for i, gs := range b.Goons {
		if !gs.Empty() {
			out.Goons = append(out.Goons, goonJSON{Location: rules.GoonLocations[i].Slug(), Name: gs.Card, Suspicion: gs.Suspicion, Effects: iconsJSON(g.GoonIcons[i])})
		}
	}
	return out
}
