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

// TestTunnelsAnswers: two markers on one location are refused as a whole;
// otherwise each marker is an entry (the collapsed ones none).
func TestTunnelsAnswers(t *testing.T) {
	t.Parallel()
	a := &tunnelsAnswers{Kinds: []rules.Tunnel{rules.SingleTunnel, rules.DoubleTunnel}, At: []rules.Location{rules.Smithy, rules.Smithy}}
	if _, err := a.entries(); err == nil || !strings.Contains(err.Error(), "two tunnel markers on the Smithy") {
		t.Errorf("two markers on the Smithy: %v", err)
	}
	a.At[1] = rules.Sewers
	pls, err := a.entries()
	if err != nil || len(pls) != 2 {
		t.Fatalf("%v %v", pls, err)
	}
	if e := pls[1].(*companion.TunnelEntry); e.Location != rules.Sewers || !e.Double {
		t.Errorf("the double tunnel: %+v", e)
	}
}

// TestReadChange: each crew's line is read in the words of --change; an
// empty line is no change; a bad one names the mistake, without the crew's
// name play put in front.
func TestReadChange(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		in   string
		want companion.Change
		err  string
	}{
		{"", companion.Change{Crew: "Vera"}, ""},
		{"+1 power, -1 gold, +2 stars", companion.Change{Crew: "Vera", Power: 1, Lose: rules.Resources{Gold: 1}, Reputation: 2}, ""},
		{"1", companion.Change{Crew: "Vera"}, "write a signed number and what it counts"},
	} {
		got, err := readChange("Vera", tt.in)
		if got != tt.want || (err == nil) != (tt.err == "") || (err != nil && (!strings.Contains(err.Error(), tt.err) || strings.Contains(err.Error(), "Vera:"))) {
			t.Errorf("%q: %+v, %v; want %+v, %q", tt.in, got, err, tt.want, tt.err)
		}
	}
	_, a := buildChangesForm(terms.En, "Tog", []string{"Vera", "Isaac"})
	a.Changes[1] = companion.Change{Crew: "Isaac", Tomes: 1}
	if got := a.changed(); len(got) != 1 || got[0].Crew != "Isaac" {
		t.Errorf("changed: %+v", got)
	}
}
