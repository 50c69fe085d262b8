package companion

import "github.com/lockup-companion/lockup/companion/rules"

// Read-only questions about a Breakout game that lockup play asks.

// SpaceName says a space of the catacombs as a player does: "space 7",
// "the TOMB".
func SpaceName(s rules.Space) string { return spaceName(s) }

// LanternMoved returns how many spaces crew's lantern has moved in the
// advance under way from the tunnel at loc (0 when none is under way).
func (g Game) LanternMoved(crew string, loc rules.Location) int {
	if g.Breakout == nil {
		return 0
	}
	if s := g.Breakout.Steps; s != nil && s.Crew == crew && s.Location == loc {
		return s.Moved
	}
	return 0
}

// LanternMove is a space a lantern may move to next, and the path's cost.
type LanternMove struct {
	To   rules.Space
	Cost rules.Resources
}

// LanternMoves returns the spaces the paths from the crew's lantern lead to
// on the catacombs map, in the order the map was typed, with each path's
// cost (Breakout rulebook, "Advancing in the Catacombs": forward only,
// along the arrows); false when the game has
// no map or the crew no lantern.
func (g Game) LanternMoves(crew string) ([]LanternMove, bool) {
	if g.Breakout == nil || g.Breakout.Map == nil {
		return nil, false
	}
	at, ok := g.Lantern(crew)
	if !ok {
		return nil, false
	}
	m := g.Breakout.Map
	var out []LanternMove
	for _, p := range m.PathsFrom(m.Find(at), nil) {
		out = append(out, LanternMove{To: m.Spaces[p.To], Cost: p.Cost})
	}
	return out, true
}
