package companion

import (
	"slices"

	"github.com/lockup-companion/lockup/companion/rules"
)

// What a Breakout game shows at the table, for lockup status: read from
// the game and its entries, never changing them. Face-down things stay
// hidden: the tokens on the legend card and face-down tokens at a tunnel
// location are counted, never named.

// BreakoutView is a Breakout game as the players see it.
type BreakoutView struct {
	// Decks is who lays the tunnels and turns up the legend cards.
	Decks DeckMode
	// Tunnels are the tunnel locations in the order they resolve (the
	// collapsed ones are gone).
	Tunnels []TunnelView
	// Legend is the active legend card ("" before the first is turned up);
	// LegendFaceDown counts the tokens face down on it this round, the
	// guards' guard card included while it lies face down in a solitary
	// game (LegendGuardDown is then set); LegendGuard is that card once
	// turned up ("green 4").
	Legend          string
	LegendFaceDown  int
	LegendGuardDown bool
	LegendGuard     string
	// Seen are the legend cards turned up so far, the active one last.
	Seen []string
	// Lanterns are the crews' lanterns by seat, the guards' too in a
	// solitary game.
	Lanterns []LanternView
	// Stacks are the loot stacks: every loot space of the map, or without a
	// map the spaces a token was taken from. StackSize is how many tokens a
	// stack starts with.
	Stacks    []StackView
	StackSize int
	// Mapped is true when the game has the catacombs map: Stacks is then
	// complete and each lantern's Next known.
	Mapped bool
}

// TunnelView is a tunnel marker and the seekers at its location.
type TunnelView struct {
	Location rules.Location
	Tunnel   rules.Tunnel
	Seekers  []SeekerView
}

// SeekerView is a crew whose seeker lies face up at a tunnel location, and
// the crew's strength there: the face-up tokens' strengths, FaceDown more
// tokens not counted while the Roll Call hides them. The strongest seeker's
// crew advances (Breakout rulebook, "Resolving Tunnel Locations").
type SeekerView struct {
	Crew     string
	Strength int
	FaceDown int
}

// LanternView is a crew's lantern and the loot tokens it kept.
type LanternView struct {
	Crew  string
	Space rules.Space
	// EscapeStars are the stars scored on reaching ESCAPED, in
	// EscapeRound; 0 while the lantern has not escaped.
	EscapeStars, EscapeRound int
	Loot                     []LootView
	// Next are the paths the lantern may take from its space, with their
	// costs: known only with the map, none from the TOMB or ESCAPED.
	Next []NextSpace
}

// LootView is a loot token a crew kept, and whether it scored one star
// instead of being used (Breakout rulebook, "Advancing in the Catacombs").
type LootView struct {
	Token  string
	Scored bool
}

// NextSpace is a space a lantern may move to next and the path's cost.
type NextSpace struct {
	Space rules.Space
	Cost  rules.Resources
}

// StackView is how many loot tokens are left at a loot space.
type StackView struct {
	Space rules.Space
	Left  int
}

// BreakoutView returns what the game shows of Breakout; ok is false in a
// core game. entries are the game's entries, as replayed into g: the loot
// tokens' uses and the round of an escape are read from them.
func (g Game) BreakoutView(entries []Entry) (v BreakoutView, ok bool) {
	b := g.Breakout
	if b == nil {
		return BreakoutView{}, false
	}
	v = BreakoutView{Decks: b.Decks, Legend: b.Legend, Seen: slices.Clone(b.Seen), StackSize: b.StackSize, Mapped: b.Map != nil}
	for _, loc := range rules.AllLocations {
		if b.Tunnels[loc] == rules.NoTunnel {
			continue
		}
		v.Tunnels = append(v.Tunnels, TunnelView{Location: loc, Tunnel: b.Tunnels[loc], Seekers: g.seekersAt(loc)})
	}
	for _, t := range b.LegendTokens {
		if t != rules.NoToken {
			v.LegendFaceDown++
		}
	}
	if g.Solo != nil {
		// The guards' card on the legend card (Breakout rulebook,
		// "Solitary Mode – Roll Call Phase"): face down until turned up.
		if c, ok := g.Solo.Round.Legend(); ok && c.FaceUp {
			v.LegendGuard = c.GuardCard.String()
		} else if ok {
			v.LegendFaceDown++
			v.LegendGuardDown = true
		}
	}
	v.Lanterns = make([]LanternView, len(g.Crews))
	for i, c := range g.Crews {
		v.Lanterns[i] = LanternView{Crew: c.Name, Space: b.Lanterns[i]}
	}
	for _, e := range entries {
		switch p := e.Payload.(type) {
		case *LootEntry:
			if i := g.crewIndex(p.Crew); i >= 0 {
				v.Lanterns[i].Loot = append(v.Lanterns[i].Loot, LootView{Token: p.Loot, Scored: p.Scored})
			}
		case *LanternEntry:
			if i := g.crewIndex(p.Crew); i >= 0 && v.Lanterns[i].Space.Kind == rules.Escaped && v.Lanterns[i].EscapeRound == 0 {
				if s, err := rules.ParseSpace(p.Space); err == nil && s.Kind == rules.Escaped {
					v.Lanterns[i].EscapeRound, v.Lanterns[i].EscapeStars = e.Round, rules.EscapeStars(e.Round)
				}
			}
		}
	}
	if b.Map == nil {
		for _, st := range b.Stacks {
			v.Stacks = append(v.Stacks, StackView{Space: st.Space, Left: b.StackSize - st.Taken})
		}
		return v, true
	}
	for _, s := range b.Map.Spaces {
		if s.Loot {
			// The stacks are counted by the space as entries name it,
			// without the map's loot icon.
			v.Stacks = append(v.Stacks, StackView{Space: s, Left: b.stackLeft(rules.Space{Kind: s.Kind, Number: s.Number})})
		}
	}
	var buf []rules.Path
	for i := range v.Lanterns {
		l := &v.Lanterns[i]
		from := b.Map.Find(l.Space)
		if from < 0 || l.Space.End() {
			continue
		}
		buf = b.Map.PathsFrom(from, buf[:0])
		for _, p := range buf {
			l.Next = append(l.Next, NextSpace{Space: b.Map.Spaces[p.To], Cost: p.Cost})
		}
	}
	return v, true
}

// seekersAt returns the crews whose seeker lies face up at a location,
// with their strength there from the tokens the players see.
func (g Game) seekersAt(loc rules.Location) []SeekerView {
	var out []SeekerView
	hide := g.Phase == PhaseRollCall
	for _, p := range g.Locations[loc].Placements {
		i := g.crewIndex(p.Crew)
		if i < 0 {
			continue
		}
		sv := SeekerView{Crew: p.Crew}
		seeker := false
		for _, t := range p.Tokens {
			if hide && slices.Contains(p.Hidden, t) {
				continue
			}
			seeker = seeker || t == rules.Seeker
			sv.Strength += t.Strength(g.Crews[i].Board.Power)
		}
		if hide {
			sv.FaceDown = p.FaceDown
		}
		if seeker {
			out = append(out, sv)
		}
	}
	return out
}
