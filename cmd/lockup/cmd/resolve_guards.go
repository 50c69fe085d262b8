package cmd

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
)

// The guards' decisions in a solitary resolve file (docs/resolve-file.md,
// "The guards' decisions"). The automa decides; this file carries each
// decision out on a copy of the guard side, so that what the guards gain at
// one location is on their board at the next, and prints the lot.

// guardsSide is the guard side as the phase goes: the automa's board, and
// the icons of the cards on it, which the automa does not read.
type guardsSide struct {
	board         automa.Board
	displayIcons  []input.Icons
	reservedIcons []input.Icons
	goonIcons     [len(rules.GoonLocations)]input.Icons
}

// newGuardsSide builds the guard side from the file, with the first player
// marker where the file puts it.
func newGuardsSide(gs *input.GuardsSide, t rules.Table) guardsSide {
	g := guardsSide{goonIcons: gs.GoonIcons}
	g.board = automa.Board{Guards: gs.Board, Supply: gs.Supply, Goons: gs.Goons, Marker: sideOf(t.Name(t.FirstPlayer))}
	for _, it := range gs.Display {
		g.board.Display = append(g.board.Display, automa.Item{Name: it.Name, Reputation: it.Reputation, Cost: it.Cost})
		g.displayIcons = append(g.displayIcons, it.Icons)
	}
	for _, it := range gs.Reserved {
		g.board.Reserved = append(g.board.Reserved, automa.Item{Name: it.Name, Reputation: it.Reputation, Cost: it.Cost})
		g.reservedIcons = append(g.reservedIcons, it.Icons)
	}
	return g
}

// sideOf names a seat's side: the guards, or the player.
func sideOf(name string) automa.Side {
	if name == rules.Guards {
		return automa.Guards
	}
	return automa.Player
}

// clone copies the side, slices included.
func (g guardsSide) clone() guardsSide {
	g.board.Display = slices.Clone(g.board.Display)
	g.board.Reserved = slices.Clone(g.board.Reserved)
	g.displayIcons = slices.Clone(g.displayIcons)
	g.reservedIcons = slices.Clone(g.reservedIcons)
	return g
}

// guardsStop is what the guards do at one location where they collect a
// reward: the decision, the item it crafts or reserves, and the special
// effect icons of the cards they seized or crafted.
type guardsStop struct {
	location rules.Location
	decision automa.Decision
	// goons are the goons seized, in the order taken; item the card
	// crafted or reserved (zero when none).
	goons     []rules.GoonSpace
	goonIcons []input.Icons
	item      input.ItemCard
	// effects are the icons the file gives, each decided; unread the cards
	// whose icons it does not give.
	effects []guardsEffect
	unread  []string
}

// guardsEffect is one special effect icon of a card the guards took.
type guardsEffect struct {
	card     string
	icon     rules.Effect
	decision automa.Decision
}

// guardsPhase is the guards' whole Lights Out phase: the guard side when
// each location is reached and after it, and the decisions.
type guardsPhase struct {
	stops []guardsStop
	// reached and after hold the side at each location (by rules.Location),
	// as the location is reached and once it is resolved.
	reached, after [rules.Library + 1]guardsSide
}

// decideGuards runs the guards through the resolved phase, location by
// location: the suspicion they take, the cubes a crew ranked above them takes
// from the supply (fixed gains only: a crew's choices are not in the file),
// then their own decision with automa.Decide and the icons of what they
// took with automa.Effect. Each is carried out on the side before the next.
func decideGuards(gs *input.GuardsSide, t rules.Table, resolutions []rules.Resolution) (*guardsPhase, error) {
	side := newGuardsSide(gs, t)
	ph := &guardsPhase{}
	for i := range resolutions {
		res := &resolutions[i]
		if res.Legend {
			continue // the file has no legend card: ParseResolve refuses Breakout
		}
		ph.reached[res.Location] = side.clone()
		if res.Suspicion.To == rules.Guards {
			side.board.Guards.Suspicion += res.Suspicion.Cubes
		}
		for _, rw := range res.Rewards() {
			if rw.Name != rules.Guards {
				side.supplyTakes(rw)
				continue
			}
			stop, err := side.decide(res)
			if err != nil {
				return nil, err
			}
			ph.stops = append(ph.stops, stop)
		}
		side.board.Marker = sideOf(res.FirstPlayer)
		ph.after[res.Location] = side.clone()
	}
	return ph, nil
}

// decisions returns the guards' decision at each location where they
// collect a reward, in order.
func (ph *guardsPhase) decisions() []automa.Decision {
	out := make([]automa.Decision, len(ph.stops))
	for i := range ph.stops {
		out[i] = ph.stops[i].decision
	}
	return out
}

// supplyTakes takes a crew's fixed gains out of the supply, as far as it
// goes; the Bandit cubes come from the location.
func (g *guardsSide) supplyTakes(rw rules.Reward) {
	gained, s := rw.Gained(), &g.board.Supply
	fixed := gained.Resources.Minus(rw.Bandit)
	for _, r := range rules.AllResources {
		s.Resources = s.Resources.With(r, s.Resources.Of(r)-min(max(fixed.Of(r), 0), s.Resources.Of(r)))
	}
	s.Power -= min(gained.Power, s.Power)
}

// decide makes and carries out the guards' decision at a location, then the
// icons of the cards it gave them.
func (g *guardsSide) decide(res *rules.Resolution) (guardsStop, error) {
	d, err := automa.Decide(res, &g.board)
	if err != nil {
		return guardsStop{}, err
	}
	stop := guardsStop{location: res.Location, decision: d}
	// What the guards took, read before the board changes.
	type taken struct {
		name  string
		icons input.Icons
	}
	var took []taken
	for _, loc := range d.Goons() {
		i := slices.Index(rules.GoonLocations[:], loc)
		stop.goons = append(stop.goons, g.board.Goons[i])
		stop.goonIcons = append(stop.goonIcons, g.goonIcons[i])
		took = append(took, taken{g.board.Goons[i].Card, g.goonIcons[i]})
	}
	if d.Item >= 0 {
		var it automa.Item
		var icons input.Icons
		if d.FromReserve {
			it, icons = g.board.Reserved[d.Item], g.reservedIcons[d.Item]
		} else {
			it, icons = g.board.Display[d.Item], g.displayIcons[d.Item]
		}
		stop.item = input.ItemCard{Name: it.Name, Reputation: it.Reputation, Cost: it.Cost, Icons: icons}
		if d.Action == automa.Craft {
			took = append(took, taken{it.Name, icons})
		}
	}
	g.apply(&d)
	for _, t := range took {
		if !t.icons.Known {
			stop.unread = append(stop.unread, t.name)
			continue
		}
		for _, icon := range t.icons.List {
			ed, err := automa.Effect(icon, &g.board)
			if err != nil {
				return guardsStop{}, err
			}
			g.apply(&ed)
			stop.effects = append(stop.effects, guardsEffect{card: t.name, icon: icon, decision: ed})
		}
	}
	return stop, nil
}

// apply carries a decision out on the guard side: cubes between the guard
// board and the supply, goons off their spaces, the item out of the display
// or the reserve.
func (g *guardsSide) apply(d *automa.Decision) {
	b := &g.board
	b.Guards.Resources = b.Guards.Resources.Plus(d.Gain).Plus(d.Bandit).Minus(d.Pay)
	b.Supply.Resources = b.Supply.Resources.Minus(d.Gain).Plus(d.Pay)
	b.Guards.Power += d.Power
	b.Supply.Power -= d.Power
	b.Guards.Reputation += d.Reputation
	b.Guards.Suspicion += d.Suspicion
	if d.Action == automa.ReturnSuspicion {
		b.Supply.Suspicion -= d.Suspicion
	}
	if d.TakesMarker {
		b.Marker = automa.Guards
	}
	for _, loc := range d.Goons() {
		i := slices.Index(rules.GoonLocations[:], loc)
		b.Goons[i], g.goonIcons[i] = rules.GoonSpace{}, input.Icons{}
	}
	switch {
	case d.Action == automa.Craft && d.FromReserve:
		b.Reserved = slices.Delete(b.Reserved, d.Item, d.Item+1)
		g.reservedIcons = slices.Delete(g.reservedIcons, d.Item, d.Item+1)
	case d.Action == automa.Craft:
		b.Display[d.Item], g.displayIcons[d.Item] = automa.Item{}, input.Icons{}
	case d.Action == automa.Reserve:
		b.Reserved = append(b.Reserved, b.Display[d.Item])
		g.reservedIcons = append(g.reservedIcons, g.displayIcons[d.Item])
		b.Display[d.Item], g.displayIcons[d.Item] = automa.Item{}, input.Icons{}
	}
}

// shown returns the stops at the locations printed, and the side before and
// after them: the whole phase, or one location.
func (ph *guardsPhase) shown(shown []rules.Resolution) (stops []guardsStop, before, after guardsSide) {
	first, last := rules.Library, rules.NoLocation
	for i := range shown {
		if loc := shown[i].Location; !shown[i].Legend {
			first, last = min(first, loc), max(last, loc)
		}
	}
	for _, s := range ph.stops {
		if s.location >= first && s.location <= last {
			stops = append(stops, s)
		}
	}
	if last == rules.NoLocation {
		return stops, guardsSide{}, guardsSide{}
	}
	return stops, ph.reached[first], ph.after[last]
}

// guardsRulings returns the IDs of the rulings behind the decisions, each
// once.
func guardsRulings(stops []guardsStop) []string {
	var out []string
	add := func(d *automa.Decision) {
		for _, id := range d.Rulings() {
			if !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	for i := range stops {
		add(&stops[i].decision)
		for j := range stops[i].effects {
			add(&stops[i].effects[j].decision)
		}
	}
	return out
}

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

// decisionLine writes a decision in one line: what the guards do and, unless
// every step is printed below it, why.
func decisionLine(d *automa.Decision, prefix string, explain bool) string {
	line := prefix + d.Summary()
	if explain {
		return line
	}
	var why []string
	for i, n := range d.Notes() {
		if !detail(d.Steps()[i].Kind) {
			why = append(why, n.Text)
		}
	}
	if len(why) > 0 {
		line += ": " + strings.Join(why, "; ")
	}
	return line
}

// writeGuardsText prints the guards' decisions after the locations,
// wrapped to width with hanging indents.
func writeGuardsText(w io.Writer, g *guardsShown, explain bool, width int) {
	line := func(text, first, rest string) {
		fmt.Fprintln(w, wrapText(text, width, first, rest))
	}
	board := func(label string, side *guardsSide) {
		line(boardText(side), fmt.Sprintf("  %-14s ", label), strings.Repeat(" ", 17))
	}
	notes := func(d *automa.Decision, indent string) {
		if !explain {
			return
		}
		for _, n := range d.Notes() {
			line(noteText(n), indent+"- ", indent+"  ")
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "The guards' decisions")
	board("board before:", &g.before)
	if len(g.stops) == 0 {
		line("the guards collect no reward", "  - ", "    ")
	}
	for i := range g.stops {
		s := &g.stops[i]
		line(decisionLine(&s.decision, "", explain), "  - ", "    ")
		notes(&s.decision, "      ")
		for j := range s.effects {
			e := &s.effects[j]
			line(decisionLine(&e.decision, fmt.Sprintf("%s, %s icon: ", e.card, e.icon), explain), "      ", "        ")
			notes(&e.decision, "        ")
		}
		for _, name := range s.unread {
			line(name+": the file gives no special effect icons; read them on the card and apply them for the guards (lockup rules solo-effects)", "      ", "        ")
		}
	}
	board("board after:", &g.after)
}

// boardText writes the guard board in a line: cubes, power, suspicion,
// reputation, reserved items.
func boardText(g *guardsSide) string {
	b := &g.board.Guards
	parts := []string{}
	if b.Resources.Total() > 0 {
		parts = append(parts, b.Resources.String())
	} else {
		parts = append(parts, "no resources")
	}
	parts = append(parts, fmt.Sprintf("%d power", b.Power), fmt.Sprintf("%d suspicion", b.Suspicion), fmt.Sprintf("%d reputation", b.Reputation))
	if len(g.board.Reserved) > 0 {
		names := make([]string, len(g.board.Reserved))
		for i, it := range g.board.Reserved {
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

func guardsToJSON(stops []guardsStop, before, after guardsSide) *guardsJSON {
	out := &guardsJSON{Board: boardJSON(&before), Decisions: []decisionJSON{}, After: boardJSON(&after)}
	for i := range stops {
		s := &stops[i]
		dj := decisionToJSON(&s.decision)
		dj.Location = s.location.Slug()
		for j, loc := range s.decision.Goons() {
			dj.Goons = append(dj.Goons, goonJSON{Location: loc.Slug(), Name: s.goons[j].Card, Suspicion: s.goons[j].Suspicion, Effects: iconsJSON(s.goonIcons[j])})
		}
		if s.decision.Item >= 0 {
			from := "display"
			if s.decision.FromReserve {
				from = "reserve"
			}
			dj.Item = &itemTakenJSON{itemJSON: itemToJSON(s.item), From: from, Place: s.decision.Item + 1, Paid: resourcesJSON(s.decision.Pay)}
		}
		for j := range s.effects {
			e := &s.effects[j]
			ej := decisionToJSON(&e.decision)
			ej.Card, ej.Icon = e.card, e.icon.String()
			dj.Effects = append(dj.Effects, ej)
		}
		dj.UnreadIcons = s.unread
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

func boardJSON(g *guardsSide) guardBoardJSON {
	b := &g.board
	out := guardBoardJSON{
		Resources: resourcesJSON(b.Guards.Resources), Power: b.Guards.Power, Suspicion: b.Guards.Suspicion, Reputation: b.Guards.Reputation,
		Reserved: []itemJSON{}, Display: []*itemJSON{}, Goons: []goonJSON{},
		Supply: supplyJSON{Resources: resourcesJSON(b.Supply.Resources), Power: b.Supply.Power, Suspicion: b.Supply.Suspicion},
	}
	for i, it := range b.Reserved {
		out.Reserved = append(out.Reserved, itemToJSON(input.ItemCard{Name: it.Name, Reputation: it.Reputation, Cost: it.Cost, Icons: g.reservedIcons[i]}))
	}
	for i, it := range b.Display {
		if it.Empty() {
			out.Display = append(out.Display, nil)
			continue
		}
		ij := itemToJSON(input.ItemCard{Name: it.Name, Reputation: it.Reputation, Cost: it.Cost, Icons: g.displayIcons[i]})
		out.Display = append(out.Display, &ij)
	}
	for i, gs := range b.Goons {
		if !gs.Empty() {
			out.Goons = append(out.Goons, goonJSON{Location: rules.GoonLocations[i].Slug(), Name: gs.Card, Suspicion: gs.Suspicion, Effects: iconsJSON(g.goonIcons[i])})
		}
	}
	return out
}
