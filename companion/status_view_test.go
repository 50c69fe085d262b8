package companion

import (
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestPlacementsSeen: during the Roll Call a crew's face-down tokens are
// hidden from its opponents, counted only (core rulebook, "Roll Call
// Phase", "Assigning Crew Tokens"); they are revealed when the location
// resolves (core rulebook, "Lights Out Phase", "1. Determine Crew
// Strengths"). In a solitary game no opponent sits at the table: the
// player's own are named, marked face down.
func TestPlacementsSeen(t *testing.T) {
	p := Placement{Crew: "Vera", Tokens: []rules.Token{rules.Two, rules.Three, rules.Lookout}, FaceDown: 1, Hidden: []rules.Token{rules.Three}}
	tests := []struct {
		name  string
		phase Phase
		solo  bool
		want  PlacementSeen
	}{
		{"roll call", PhaseRollCall, false, PlacementSeen{Crew: "Vera", Tokens: []rules.Token{rules.Two, rules.Lookout}, FaceDown: 1}},
		{"roll call, solitary", PhaseRollCall, true, PlacementSeen{Crew: "Vera", Tokens: p.Tokens, Marked: p.Hidden}},
		{"lights out", PhaseLightsOut, false, PlacementSeen{Crew: "Vera", Tokens: p.Tokens}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := Game{Phase: tc.phase}
			if tc.solo {
				g.Solo = &SoloState{}
			}
			got := g.PlacementsSeen(LocationState{Placements: []Placement{p}})
			if len(got) != 1 || got[0].Crew != tc.want.Crew || !slices.Equal(got[0].Tokens, tc.want.Tokens) ||
				!slices.Equal(got[0].Marked, tc.want.Marked) || got[0].FaceDown != tc.want.FaceDown {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}
