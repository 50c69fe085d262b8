package companion

import "github.com/lockup-companion/lockup/companion/rules"

// LanternWayKind is a kind of way a crew's lantern may go at a lantern
// step (LanternWays).
type LanternWayKind int

// The ways a lantern may go.
const (
	// LanternAlong moves along a path of the catacombs map.
	LanternAlong LanternWayKind = iota
	// LanternTyped moves to a space the table says (the game has no
	// catacombs map).
	LanternTyped
	// LanternStays keeps the lantern where it is at a tunnel (ruling
	// bo-tunnel-stay).
	LanternStays
	// LanternStops stops after one space of a double tunnel.
	LanternStops
	// LanternDeclines gives the tunnel's reward up.
	LanternDeclines
	// LanternUnused leaves an Advance Lantern icon unused.
	LanternUnused
)

// LanternWay is a way a crew's lantern may go: with LanternAlong the path
// and the space it reaches.
type LanternWay struct {
	Kind LanternWayKind
	Path rules.Path
	To   rules.Space
}

// LanternWays are the ways the lantern of the crew x waits for may go
// (Breakout rulebook, "Catacombs"; "Special Effect Icons"): with the
// catacombs map each path leaving its space that the crew can pay (the
// guards pay nothing), without it a space typed; at a tunnel, staying or
// declining its reward, or after one space of a double tunnel stopping;
// for an Advance Lantern icon leaving it unused.
func (g Game) LanternWays(x Expectation) []LanternWay {
	var ways []LanternWay
	if m := g.Breakout.Map; m != nil {
		held := rules.Resources{}
		if c, ok := g.Crew(x.Crew); ok {
			held = c.Board.Resources
		}
		for _, pt := range m.PathsFrom(m.Find(x.Space), nil) {
			if x.Crew == rules.Guards || pt.CanPay(held) {
				ways = append(ways, LanternWay{Kind: LanternAlong, Path: pt, To: m.Spaces[pt.To]})
			}
		}
	} else {
		ways = append(ways, LanternWay{Kind: LanternTyped})
	}
	if x.Location != rules.NoLocation && x.Crew != rules.Guards {
		switch {
		case g.LanternMoved(x.Crew, x.Location) > 0:
			ways = append(ways, LanternWay{Kind: LanternStops})
		case g.LightsOut.Collected:
			// Once the location's rewards are collected, a crew that got
			// one keeps its lantern rather than decline.
			ways = append(ways, LanternWay{Kind: LanternStays})
		default:
			ways = append(ways, LanternWay{Kind: LanternStays}, LanternWay{Kind: LanternDeclines})
		}
	}
	if x.Location == rules.NoLocation && (x.Crew != rules.Guards || g.Breakout.Map == nil) {
		// An Advance Lantern icon may be left unused (declineLanternIcon).
		ways = append(ways, LanternWay{Kind: LanternUnused})
	}
	return ways
}
