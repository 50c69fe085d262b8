package companion

import (
	"slices"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
)

// What `lockup resolve --output json` prints, as data: a Lights Out phase
// resolved from a resolve file (docs/resolve-file.md), the rulings it
// applied and, in a solitary game, the guards' decisions. Package cmd only
// encodes it.

// ResolveView is a Lights Out phase in `lockup resolve --output json`.
type ResolveView struct {
	Locations   []ResolveLocation  `json:"locations"`
	FirstPlayer string             `json:"first_player"`
	Guards      *ResolveGuards     `json:"guards,omitempty"`
	Rulings     []rules.RulingJSON `json:"rulings"`
}

// ResolveLocation is one location resolved.
type ResolveLocation struct {
	Location      string           `json:"location"`
	Name          string           `json:"name"`
	Ranking       []ResolveRank    `json:"ranking"`
	Suspicion     ResolveSuspicion `json:"suspicion"`
	Rewards       []ResolveReward  `json:"rewards"`
	BanditStays   map[string]int   `json:"bandit_stays,omitempty"`
	Lantern       *ResolveAdvance  `json:"lantern"`
	GuardsLantern *ResolveAdvance  `json:"guards_lantern,omitempty"`
	Stragglers    []string         `json:"stragglers"`
	FirstPlayer   string           `json:"first_player"`
	// Notes are the steps and the rules that decided them (--explain).
	Notes []ResolveNote `json:"notes,omitempty"`
}

// ResolveRank is a crew (or the guards) in a location's ranking.
type ResolveRank struct {
	Name     string   `json:"name"`
	Strength int      `json:"strength"`
	Tokens   []string `json:"tokens,omitempty"`
	Guards   []int    `json:"guards,omitempty"`
}

// ResolveSuspicion is who takes a location's suspicion cubes: To is null
// when nobody does.
type ResolveSuspicion struct {
	To         *string  `json:"to"`
	Cubes      int      `json:"cubes"`
	PassedOver []string `json:"passed_over,omitempty"`
}

// ResolveReward is a crew's reward at a location.
type ResolveReward struct {
	Name              string         `json:"name"`
	Tier              string         `json:"tier"`
	Gains             map[string]int `json:"gains"`
	Choice            string         `json:"choice,omitempty"`
	Bandit            map[string]int `json:"bandit,omitempty"`
	FirstPlayerMarker bool           `json:"first_player_marker,omitempty"`
	Declined          bool           `json:"declined,omitempty"`
}

// ResolveAdvance is a lantern's advance.
type ResolveAdvance struct {
	Name     string `json:"name"`
	Spaces   int    `json:"spaces"`
	Declined bool   `json:"declined,omitempty"`
}

// ResolveNote is a step of a resolution and the rule or ruling behind it.
type ResolveNote struct {
	Text   string `json:"text"`
	Rule   string `json:"rule,omitempty"`
	Ruling string `json:"ruling,omitempty"`
}

// GuardsShown are the guards' decisions at the locations shown, and the
// guard side before and after them (GuardsPhase.Shown).
type GuardsShown struct {
	Stops         []GuardsStop
	Before, After GuardsSide
}

// ShownRulings lists the project's rulings the resolutions shown and the
// guards' decisions applied, each once, in the order first applied.
func ShownRulings(shown []rules.Resolution, guards *GuardsShown) []string {
	var ids []string
	add := func(list []string) {
		for _, id := range list {
			if !slices.Contains(ids, id) {
				ids = append(ids, id)
			}
		}
	}
	for _, res := range shown {
		add(res.Rulings())
	}
	if guards != nil {
		add(GuardsRulings(guards.Stops))
	}
	return ids
}

// gainsMap is g by name ("scrap", "power", "tomes"...), the non-zero ones.
func gainsMap(g rules.Gains) map[string]int {
	out := map[string]int{}
	for k, v := range map[string]int{"scrap": g.Scrap, "potions": g.Potions, "iron": g.Iron, "gold": g.Gold, "power": g.Power, "reputation": g.Reputation, "tomes": g.Tomes} {
		if v != 0 {
			out[k] = v
		}
	}
	return out
}

// resourcesMap is rs by name, the non-zero ones.
func resourcesMap(rs rules.Resources) map[string]int {
	return gainsMap(rules.Gains{Resources: rs})
}

// newResolveAdvance is a in a ResolveView; nil for none.
func newResolveAdvance(a *rules.Advance) *ResolveAdvance {
	if a == nil {
		return nil
	}
	return &ResolveAdvance{Name: a.Name, Spaces: a.Spaces, Declined: a.Declined}
}

// newResolveNote is n in a ResolveView.
func newResolveNote(n rules.Note) ResolveNote {
	nj := ResolveNote{Text: n.Text, Ruling: n.Ruling}
	if n.Rule.Book != rules.NoBook {
		nj.Rule = n.Rule.String()
	}
	return nj
}

// NewResolveView is the resolutions shown as `lockup resolve --output json`
// writes them: firstPlayer holds the marker after the phase, rulingIDs are
// the rulings applied (ShownRulings), explain adds each step's notes, and
// guards, when not nil, are the guards' decisions.
func NewResolveView(shown []rules.Resolution, firstPlayer string, rulingIDs []string, explain bool, guards *GuardsShown) ResolveView {
	out := ResolveView{Locations: []ResolveLocation{}, FirstPlayer: firstPlayer, Rulings: []rules.RulingJSON{}}
	if guards != nil {
		out.Guards = newResolveGuards(guards.Stops, guards.Before, guards.After)
	}
	for _, res := range shown {
		l := ResolveLocation{
			Location:      res.Slug(),
			Name:          res.Name(),
			Ranking:       []ResolveRank{},
			Suspicion:     ResolveSuspicion{Cubes: res.Suspicion.Cubes, PassedOver: res.PassedOver()},
			Rewards:       []ResolveReward{},
			Lantern:       newResolveAdvance(res.Lantern()),
			GuardsLantern: newResolveAdvance(res.GuardsLantern()),
			Stragglers:    []string{},
			FirstPlayer:   res.FirstPlayer,
		}
		if res.Suspicion.To != "" {
			to := res.Suspicion.To
			l.Suspicion.To = &to
		}
		if res.BanditStays.Total() > 0 {
			l.BanditStays = resourcesMap(res.BanditStays)
		}
		for _, r := range res.Ranking() {
			rj := ResolveRank{Name: r.Name, Strength: r.Strength, Guards: r.Guards}
			for _, t := range r.Tokens.Slice() {
				rj.Tokens = append(rj.Tokens, t.String())
			}
			l.Ranking = append(l.Ranking, rj)
		}
		for _, rw := range res.Rewards() {
			rj := ResolveReward{Name: rw.Name, Tier: rw.Tier.String(), Gains: gainsMap(rw.Gained()), Choice: rw.Choice, FirstPlayerMarker: rw.FirstPlayerMarker, Declined: rw.Declined}
			if rw.Bandit.Total() > 0 {
				rj.Bandit = resourcesMap(rw.Bandit)
			}
			l.Rewards = append(l.Rewards, rj)
		}
		for _, s := range res.Stragglers() {
			l.Stragglers = append(l.Stragglers, s.Name)
		}
		if explain {
			for _, n := range res.Notes() {
				l.Notes = append(l.Notes, newResolveNote(n))
			}
		}
		out.Locations = append(out.Locations, l)
	}
	for _, id := range rulingIDs {
		if r, ok := rules.RulingByID(id); ok {
			out.Rulings = append(out.Rulings, r.JSON())
		}
	}
	return out
}

// The guards' decisions in a ResolveView.
type (
	// ResolveGuards is the guard board before the decisions, the decisions
	// location by location, and the board after.
	ResolveGuards struct {
		Board     ResolveGuardBoard `json:"board"`
		Decisions []ResolveDecision `json:"decisions"`
		After     ResolveGuardBoard `json:"after"`
	}
	// ResolveGuardBoard is the guards' board and what lies around it.
	ResolveGuardBoard struct {
		Resources  map[string]int `json:"resources"`
		Power      int            `json:"power"`
		Suspicion  int            `json:"suspicion"`
		Reputation int            `json:"reputation"`
		Reserved   []ResolveItem  `json:"reserved"`
		// Display is the item display, null for an empty place.
		Display []*ResolveItem `json:"display"`
		Goons   []ResolveGoon  `json:"goons"`
		Supply  ResolveSupply  `json:"supply"`
	}
	// ResolveSupply is the general supply.
	ResolveSupply struct {
		Resources map[string]int `json:"resources"`
		Power     int            `json:"power"`
		Suspicion int            `json:"suspicion"`
	}
	// ResolveItem is an item card; Effects is null when the file does not
	// give its icons.
	ResolveItem struct {
		Name       string         `json:"name"`
		Reputation int            `json:"reputation"`
		Cost       map[string]int `json:"cost"`
		Effects    []string       `json:"effects"`
	}
	// ResolveGoon is a goon on a goon space.
	ResolveGoon struct {
		Location  string   `json:"location"`
		Name      string   `json:"name"`
		Suspicion int      `json:"suspicion"`
		Effects   []string `json:"effects"`
	}
	// ResolveDecision is what the guards do with a reward, or with a
	// special effect icon (Card and Icon set).
	ResolveDecision struct {
		Location    string             `json:"location,omitempty"`
		Card        string             `json:"card,omitempty"`
		Icon        string             `json:"icon,omitempty"`
		Tier        string             `json:"tier,omitempty"`
		Action      string             `json:"action"`
		Summary     string             `json:"summary"`
		Gain        map[string]int     `json:"gain"`
		Pay         map[string]int     `json:"pay"`
		Bandit      map[string]int     `json:"bandit,omitempty"`
		Power       int                `json:"power"`
		Stars       int                `json:"stars"`
		Suspicion   int                `json:"suspicion"`
		ToPlayer    int                `json:"to_player,omitempty"`
		Marker      bool               `json:"marker"`
		Goons       []ResolveGoon      `json:"goons,omitempty"`
		Item        *ResolveItemTaken  `json:"item,omitempty"`
		Effects     []ResolveDecision  `json:"effects,omitempty"`
		UnreadIcons []string           `json:"unread_icons,omitempty"`
		Steps       []ResolveGuardStep `json:"steps"`
	}
	// ResolveItemTaken is the item the guards craft or reserve: from the
	// display or their reserve, its place there (from 1), what they paid.
	ResolveItemTaken struct {
		ResolveItem
		From  string         `json:"from"`
		Place int            `json:"place"`
		Paid  map[string]int `json:"paid"`
	}
	// ResolveGuardStep is a step of a decision (automa.StepKind) and the
	// rule behind it.
	ResolveGuardStep struct {
		Kind string `json:"kind"`
		ResolveNote
	}
)

// newResolveGuards is the guards' decisions in a ResolveView.
func newResolveGuards(stops []GuardsStop, before, after GuardsSide) *ResolveGuards {
	out := &ResolveGuards{Board: newResolveGuardBoard(&before), Decisions: []ResolveDecision{}, After: newResolveGuardBoard(&after)}
	for i := range stops {
		s := &stops[i]
		dj := newResolveDecision(&s.Decision)
		dj.Location = s.Location.Slug()
		for j, loc := range s.Decision.Goons() {
			dj.Goons = append(dj.Goons, ResolveGoon{Location: loc.Slug(), Name: s.Goons[j].Card, Suspicion: s.Goons[j].Suspicion, Effects: iconNames(s.GoonIcons[j])})
		}
		if s.Decision.Item >= 0 {
			from := "display"
			if s.Decision.FromReserve {
				from = "reserve"
			}
			dj.Item = &ResolveItemTaken{ResolveItem: newResolveItem(s.Item), From: from, Place: s.Decision.Item + 1, Paid: resourcesMap(s.Decision.Pay)}
		}
		for j := range s.Effects {
			e := &s.Effects[j]
			ej := newResolveDecision(&e.Decision)
			ej.Card, ej.Icon = e.Card, e.Icon.String()
			dj.Effects = append(dj.Effects, ej)
		}
		dj.UnreadIcons = s.Unread
		out.Decisions = append(out.Decisions, dj)
	}
	return out
}

// newResolveDecision is d in a ResolveView.
func newResolveDecision(d *automa.Decision) ResolveDecision {
	dj := ResolveDecision{
		Action: d.Action.String(), Summary: d.Summary(),
		Gain: resourcesMap(d.Gain), Pay: resourcesMap(d.Pay),
		Power: d.Power, Stars: d.Reputation, Suspicion: d.Suspicion, ToPlayer: d.ToPlayer, Marker: d.TakesMarker,
		Steps: []ResolveGuardStep{},
	}
	if d.Tier != rules.NoTier {
		dj.Tier = d.Tier.String()
	}
	if d.Bandit.Total() > 0 {
		dj.Bandit = resourcesMap(d.Bandit)
	}
	for i, n := range d.Notes() {
		dj.Steps = append(dj.Steps, ResolveGuardStep{Kind: d.Steps()[i].Kind.String(), ResolveNote: newResolveNote(n)})
	}
	return dj
}

// newResolveItem is an item card in a ResolveView.
func newResolveItem(it input.ItemCard) ResolveItem {
	cost := resourcesMap(it.Cost.Resources)
	if it.Cost.Any > 0 {
		cost["any"] = it.Cost.Any
	}
	return ResolveItem{Name: it.Name, Reputation: it.Reputation, Cost: cost, Effects: iconNames(it.Icons)}
}

// iconNames lists a card's icons; nil when the file does not give them.
func iconNames(ic input.Icons) []string {
	if !ic.Known {
		return nil
	}
	out := make([]string, len(ic.List))
	for i, e := range ic.List {
		out[i] = e.String()
	}
	return out
}

// newResolveGuardBoard is the guard side in a ResolveView.
func newResolveGuardBoard(g *GuardsSide) ResolveGuardBoard {
	b := &g.Board
	out := ResolveGuardBoard{
		Resources: resourcesMap(b.Guards.Resources), Power: b.Guards.Power, Suspicion: b.Guards.Suspicion, Reputation: b.Guards.Reputation,
		Reserved: []ResolveItem{}, Display: []*ResolveItem{}, Goons: []ResolveGoon{},
		Supply: ResolveSupply{Resources: resourcesMap(b.Supply.Resources), Power: b.Supply.Power, Suspicion: b.Supply.Suspicion},
	}
	for i, it := range b.Reserved {
		out.Reserved = append(out.Reserved, newResolveItem(input.ItemCard{Name: it.Name, Reputation: it.Reputation, Cost: it.Cost, Icons: g.ReservedIcons[i]}))
	}
	for i, it := range b.Display {
		if it.Empty() {
			out.Display = append(out.Display, nil)
			continue
		}
		ij := newResolveItem(input.ItemCard{Name: it.Name, Reputation: it.Reputation, Cost: it.Cost, Icons: g.DisplayIcons[i]})
		out.Display = append(out.Display, &ij)
	}
	for i, gs := range b.Goons {
		if !gs.Empty() {
			out.Goons = append(out.Goons, ResolveGoon{Location: rules.GoonLocations[i].Slug(), Name: gs.Card, Suspicion: gs.Suspicion, Effects: iconNames(g.GoonIcons[i])})
		}
	}
	return out
}
