package companion

import (
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestLanternWays: the ways a lantern may go (Breakout rulebook,
// "Catacombs"; "Special Effect Icons"): each path from its space the crew
// can pay (the guards pay nothing); at a tunnel staying (ruling
// bo-tunnel-stay) or declining, only staying once the rewards are
// collected, stopping after one space of a double tunnel; an Advance
// Lantern icon may be left unused ("may advance"), and from the TOMB that
// is the only way; without the catacombs map a space typed.
func TestLanternWays(t *testing.T) {
	board := &rules.Catacombs{
		Spaces: []rules.Space{{Kind: rules.Entrance}, {Kind: rules.Numbered, Number: 1, Loot: true}, {Kind: rules.Numbered, Number: 2}, {Kind: rules.Tomb}},
		Paths:  []rules.Path{{From: 0, To: 1}, {From: 0, To: 2, Cost: rules.Resources{Iron: 1}}},
	}
	game := func(iron int, m *rules.Catacombs) Game {
		g := Game{Crews: []CrewState{{Name: "Vera"}}, Breakout: &BreakoutState{Map: m}}
		g.Crews[0].Board.Resources = rules.Resources{Iron: iron}
		return g
	}
	entrance := rules.Space{Kind: rules.Entrance}
	atTunnel := Expectation{Kind: ExpectLantern, Crew: "Vera", Location: rules.Sewers, Space: entrance, Steps: 2}
	icon := Expectation{Kind: ExpectLantern, Crew: "Vera", Space: entrance, Steps: 1}
	tomb := Expectation{Kind: ExpectLantern, Crew: "Vera", Space: rules.Space{Kind: rules.Tomb}}
	guards := Expectation{Kind: ExpectLantern, Crew: rules.Guards, Location: rules.Sewers, Space: entrance, Steps: 1}
	collected := game(0, board)
	collected.LightsOut.Collected = true
	second := game(1, board)
	second.Breakout.Steps = &LanternSteps{Crew: "Vera", Location: rules.Sewers, Left: 1, Moved: 1}
	for _, tt := range []struct {
		name string
		g    Game
		x    Expectation
		want []LanternWayKind
	}{
		{"a path Vera cannot pay is left out", game(0, board), atTunnel, []LanternWayKind{LanternAlong, LanternStays, LanternDeclines}},
		{"both paths", game(1, board), atTunnel, []LanternWayKind{LanternAlong, LanternAlong, LanternStays, LanternDeclines}},
		{"rewards collected: stay, no decline", collected, atTunnel, []LanternWayKind{LanternAlong, LanternStays}},
		{"the second step of a double tunnel", second, atTunnel, []LanternWayKind{LanternAlong, LanternAlong, LanternStops}},
		{"the guards pay nothing and never stay", game(0, board), guards, []LanternWayKind{LanternAlong, LanternAlong}},
		{"an icon: a payable path, or unused", game(0, board), icon, []LanternWayKind{LanternAlong, LanternUnused}},
		{"an icon on the TOMB: only unused", game(0, board), tomb, []LanternWayKind{LanternUnused}},
		{"no map: a space typed", game(0, nil), atTunnel, []LanternWayKind{LanternTyped, LanternStays, LanternDeclines}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var got []LanternWayKind
			for _, w := range tt.g.LanternWays(tt.x) {
				got = append(got, w.Kind)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("ways %v, want %v", got, tt.want)
			}
		})
	}
}
