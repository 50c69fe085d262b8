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
