package play

import (
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
		choices []lanternChoice
		taken   string
	}{
		{"a path Vera cannot pay is left out", game(0, nil, board), atTunnel, []lanternChoice{0, lanternStay, lanternDecline}, ""},
		{"both paths", game(1, nil, board), atTunnel, []lanternChoice{0, 1, lanternStay, lanternDecline}, ""},
		{"the second step of a double tunnel", game(1, &companion.LanternSteps{Crew: "Vera", Location: rules.Sewers, Left: 1, Moved: 1}, board), atTunnel, []lanternChoice{0, 1, lanternStop}, ""},
		{"an icon's only payable path, or the icon unused", game(0, nil, board), icon, []lanternChoice{0, lanternStay}, ""},
		{"an icon on the TOMB: unused, the only way", game(0, nil, board), tomb, []lanternChoice{lanternStay}, "stays on the TOMB, the icon unused, the only way"},
		{"no map: a typed space", game(0, nil, nil), atTunnel, []lanternChoice{lanternMove, lanternStay, lanternDecline}, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f, a, taken := buildLanternForm(terms.En, tt.g, tt.x)
			if (f == nil) != (tt.taken != "") || !strings.Contains(taken, tt.taken) {
				t.Fatalf("form %v, taken %q; want taken %q", f != nil, taken, tt.taken)
			}
			if a.Choice != tt.choices[0] {
				t.Errorf("first choice %d, want %d", a.Choice, tt.choices[0])
			}
			var paths int
			for _, c := range tt.choices {
				if c >= 0 {
					paths++
				}
			}
			if len(a.paths) != paths {
				t.Errorf("%d paths offered, want %d", len(a.paths), paths)
			}
		})
	}
}
