package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TestBuildLanternForm: the paths offered are those leaving the lantern's
// space that the crew can pay; stay and decline at a tunnel, stop after one
// space of a double tunnel, and for an Advance Lantern icon staying with
// the icon unused (since version 8); a single way is taken, not asked.
func TestBuildLanternForm(t *testing.T) {
	t.Parallel()
	board := &rules.Catacombs{
		Spaces: []rules.Space{{Kind: rules.Entrance}, {Kind: rules.Numbered, Number: 1, Loot: true}, {Kind: rules.Numbered, Number: 2}},
		Paths:  []rules.Path{{From: 0, To: 1}, {From: 0, To: 2, Cost: rules.Resources{Iron: 1}}},
	}
	game := func(iron int, steps *companion.LanternSteps, m *rules.Catacombs) companion.Game {
		g := companion.Game{Crews: []companion.CrewState{{Name: "Vera"}}, Breakout: &companion.BreakoutState{Map: m, Steps: steps}}
		g.Crews[0].Board.Resources = rules.Resources{Iron: iron}
		return g
	}
	entrance := rules.Space{Kind: rules.Entrance}
	atTunnel := companion.Expectation{Kind: companion.ExpectLantern, Crew: "Vera", Location: rules.Sewers, Space: entrance, Steps: 2}
	icon := companion.Expectation{Kind: companion.ExpectLantern, Crew: "Vera", Space: entrance, Steps: 1}
	// Breakout rulebook, "Special Effect Icons": the player "may" advance;
	// from the TOMB nothing goes farther ("Khathandor's Tomb").
	tomb := companion.Expectation{Kind: companion.ExpectLantern, Crew: "Vera", Space: rules.Space{Kind: rules.Tomb}}
	for _, tt := range []struct {
		name    string
		g       companion.Game
		x       companion.Expectation
		choices []companion.LanternWayKind
		taken   string
	}{
		{"a path Vera cannot pay is left out", game(0, nil, board), atTunnel, []companion.LanternWayKind{companion.LanternAlong, companion.LanternStays, companion.LanternDeclines}, ""},
		{"both paths", game(1, nil, board), atTunnel, []companion.LanternWayKind{companion.LanternAlong, companion.LanternAlong, companion.LanternStays, companion.LanternDeclines}, ""},
		{"the second step of a double tunnel", game(1, &companion.LanternSteps{Crew: "Vera", Location: rules.Sewers, Left: 1, Moved: 1}, board), atTunnel, []companion.LanternWayKind{companion.LanternAlong, companion.LanternAlong, companion.LanternStops}, ""},
		{"an icon's only payable path, or the icon unused", game(0, nil, board), icon, []companion.LanternWayKind{companion.LanternAlong, companion.LanternUnused}, ""},
		{"an icon on the TOMB: unused, the only way", game(0, nil, board), tomb, []companion.LanternWayKind{companion.LanternUnused}, "stays on the TOMB, the icon unused, the only way"},
		{"no map: a typed space", game(0, nil, nil), atTunnel, []companion.LanternWayKind{companion.LanternTyped, companion.LanternStays, companion.LanternDeclines}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f, a, taken := buildLanternForm(terms.En, tt.g, tt.x)
			if (f == nil) != (tt.taken != "") || !strings.Contains(taken, tt.taken) {
				t.Fatalf("form %v, taken %q; want taken %q", f != nil, taken, tt.taken)
			}
			var kinds []companion.LanternWayKind
			for _, w := range a.ways {
				kinds = append(kinds, w.Kind)
			}
			if !slices.Equal(kinds, tt.choices) || a.way().Kind != tt.choices[0] {
				t.Errorf("ways %v, chosen first %v; want %v", kinds, a.way().Kind, tt.choices)
			}
		})
	}
}
