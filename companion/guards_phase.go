package companion

import (
	"slices"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
)

// The guards' decisions in a solitary resolve file (docs/resolve-file.md,
// "The guards' decisions"). The automa decides; DecideGuards carries each
// decision out on a copy of the guard side (automa.Board.Apply), so that
// what the guards gain at one location is on their board at the next.

// GuardsSide is the guard side of a resolve file as the phase goes: the
// automa's board, and the icons of the cards on it, which the automa does
// not read.
type GuardsSide struct {
	Board automa.Board
	// DisplayIcons and ReservedIcons are the icons of the items in
	// Board.Display and Board.Reserved, index for index; GoonIcons those of
	// the goons on the goon spaces.
	DisplayIcons  []input.Icons
	ReservedIcons []input.Icons
	GoonIcons     [len(rules.GoonLocations)]input.Icons
}

// newGuardsSide builds the guard side from the file, with the first player
// marker where the file puts it.
func newGuardsSide(gs *input.GuardsSide, t rules.Table) GuardsSide {
	g := GuardsSide{GoonIcons: gs.GoonIcons}
	g.Board = automa.Board{Guards: gs.Board, Supply: gs.Supply, Goons: gs.Goons, Marker: sideOf(t.Name(t.FirstPlayer))}
	for _, it := range gs.Display {
		g.Board.Display = append(g.Board.Display, automa.Item{Name: it.Name, Reputation: it.Reputation, Cost: it.Cost})
		g.DisplayIcons = append(g.DisplayIcons, it.Icons)
	}
	for _, it := range gs.Reserved {
		g.Board.Reserved = append(g.Board.Reserved, automa.Item{Name: it.Name, Reputation: it.Reputation, Cost: it.Cost})
		g.ReservedIcons = append(g.ReservedIcons, it.Icons)
	}
	return g
}

// clone copies the side, slices included.
func (g GuardsSide) clone() GuardsSide {
	g.Board.Display = slices.Clone(g.Board.Display)
	g.Board.Reserved = slices.Clone(g.Board.Reserved)
	g.DisplayIcons = slices.Clone(g.DisplayIcons)
	g.ReservedIcons = slices.Clone(g.ReservedIcons)
	return g
}

// GuardsStop is what the guards do at one location where they collect a
// reward: the decision, the item it crafts or reserves, and the special
// effect icons of the cards they seized or crafted.
type GuardsStop struct {
	Location rules.Location
	Decision automa.Decision
	// Goons are the goons seized, in the order taken, with their icons;
	// Item the card crafted or reserved (zero when none).
	Goons     []rules.GoonSpace
	GoonIcons []input.Icons
	Item      input.ItemCard
	// Effects are the icons the file gives, each decided; Unread the cards
	// whose icons it does not give.
	Effects []GuardsEffect
	Unread  []string
}

// GuardsEffect is one special effect icon of a card the guards took, and
// what the guards do with it.
type GuardsEffect struct {
	Card     string
	Icon     rules.Effect
	Decision automa.Decision
}

// GuardsPhase is the guards' whole Lights Out phase in a resolve file: the
// guard side when each location is reached and after it, and the
// decisions.
type GuardsPhase struct {
	Stops []GuardsStop
	// reached and after hold the side at each location (by rules.Location),
	// as the location is reached and once it is resolved.
	reached, after [rules.Library + 1]GuardsSide
}

// DecideGuards runs the guards through the resolved phase of a resolve
// file, location by location: the suspicion they take, the cubes a crew
// ranked above them takes from the supply (fixed gains only: a crew's
// choices are not in the file), then their own decision with automa.Decide
// and the icons of what they took with automa.Effect. Each is carried out on
// the side before the next.
func DecideGuards(gs *input.GuardsSide, t rules.Table, resolutions []rules.Resolution) (*GuardsPhase, error) {
	side := newGuardsSide(gs, t)
	ph := &GuardsPhase{}
	for i := range resolutions {
		res := &resolutions[i]
		if res.Legend {
			continue // the file has no legend card: ParseResolve refuses Breakout
		}
		ph.reached[res.Location] = side.clone()
		if res.Suspicion.To == rules.Guards {
			side.Board.Guards.Suspicion += res.Suspicion.Cubes
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
			ph.Stops = append(ph.Stops, stop)
		}
		side.Board.Marker = sideOf(res.FirstPlayer)
		ph.after[res.Location] = side.clone()
	}
	return ph, nil
}

// Decisions returns the guards' decision at each location where they
// collect a reward, in order.
func (ph *GuardsPhase) Decisions() []automa.Decision {
	out := make([]automa.Decision, len(ph.Stops))
	for i := range ph.Stops {
		out[i] = ph.Stops[i].Decision
	}
	return out
}

// supplyTakes takes a crew's fixed gains out of the supply, as far as it
// goes; the Bandit cubes come from the location.
func (g *GuardsSide) supplyTakes(rw rules.Reward) {
	gained, s := rw.Gained(), &g.Board.Supply
	fixed := gained.Resources.Minus(rw.Bandit)
	for _, r := range rules.AllResources {
		s.Resources = s.Resources.With(r, s.Resources.Of(r)-min(max(fixed.Of(r), 0), s.Resources.Of(r)))
	}
	s.Power -= min(gained.Power, s.Power)
}

// decide makes and carries out the guards' decision at a location, then the
// icons of the cards it gave them.
func (g *GuardsSide) decide(res *rules.Resolution) (GuardsStop, error) {
	d, err := automa.Decide(res, &g.Board)
	if err != nil {
		return GuardsStop{}, err
	}
	stop := GuardsStop{Location: res.Location, Decision: d}
	// What the guards took, read before the board changes.
	type taken struct {
		name  string
		icons input.Icons
	}
	var took []taken
	for _, loc := range d.Goons() {
		i := rules.GoonIndex(loc)
		stop.Goons = append(stop.Goons, g.Board.Goons[i])
		stop.GoonIcons = append(stop.GoonIcons, g.GoonIcons[i])
		took = append(took, taken{g.Board.Goons[i].Card, g.GoonIcons[i]})
	}
	if d.Item >= 0 {
		var it automa.Item
		var icons input.Icons
		if d.FromReserve {
			it, icons = g.Board.Reserved[d.Item], g.ReservedIcons[d.Item]
		} else {
			it, icons = g.Board.Display[d.Item], g.DisplayIcons[d.Item]
		}
		stop.Item = input.ItemCard{Name: it.Name, Reputation: it.Reputation, Cost: it.Cost, Icons: icons}
		if d.Action == automa.Craft {
			took = append(took, taken{it.Name, icons})
		}
	}
	g.apply(&d)
	for _, t := range took {
		if !t.icons.Known {
			stop.Unread = append(stop.Unread, t.name)
			continue
		}
		for _, icon := range t.icons.List {
			ed, err := automa.Effect(icon, &g.Board)
			if err != nil {
				return GuardsStop{}, err
			}
			g.apply(&ed)
			stop.Effects = append(stop.Effects, GuardsEffect{Card: t.name, Icon: icon, Decision: ed})
		}
	}
	return stop, nil
}

// apply carries a decision out on the guard side (automa.Board.Apply), the
// icons following their cards: off the goon spaces, out of the display or
// the reserve.
func (g *GuardsSide) apply(d *automa.Decision) {
	for _, loc := range d.Goons() {
		g.GoonIcons[rules.GoonIndex(loc)] = input.Icons{}
	}
	switch {
	case d.Action == automa.Craft && d.FromReserve:
		g.ReservedIcons = slices.Delete(g.ReservedIcons, d.Item, d.Item+1)
	case d.Action == automa.Craft:
		g.DisplayIcons[d.Item] = input.Icons{}
	case d.Action == automa.Reserve:
		g.ReservedIcons = append(g.ReservedIcons, g.DisplayIcons[d.Item])
		g.DisplayIcons[d.Item] = input.Icons{}
	}
	g.Board.Apply(d)
}

// Shown returns the stops at the locations printed, and the side before and
// after them: the whole phase, or one location.
func (ph *GuardsPhase) Shown(shown []rules.Resolution) (stops []GuardsStop, before, after GuardsSide) {
	first, last := rules.Library, rules.NoLocation
	for i := range shown {
		if loc := shown[i].Location; !shown[i].Legend {
			first, last = min(first, loc), max(last, loc)
		}
	}
	for _, s := range ph.Stops {
		if s.Location >= first && s.Location <= last {
			stops = append(stops, s)
		}
	}
	if last == rules.NoLocation {
		return stops, GuardsSide{}, GuardsSide{}
	}
	return stops, ph.reached[first], ph.after[last]
}

// GuardsRulings returns the IDs of the rulings behind the decisions, each
// once.
func GuardsRulings(stops []GuardsStop) []string {
	var out []string
	add := func(d *automa.Decision) {
		for _, id := range d.Rulings() {
			if !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	for i := range stops {
		add(&stops[i].Decision)
		for j := range stops[i].Effects {
			add(&stops[i].Effects[j].Decision)
		}
	}
	return out
}
