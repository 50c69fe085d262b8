package companion

import (
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TestGuardsStrength: the guards' strength at a location is that of their
// cards there (core rulebook, "Solitary Mode – Lights Out Phase"; at the
// Library, the cards that straggled there). Made-up fixture strengths.
func TestGuardsStrength(t *testing.T) {
	up := func(n int) automa.Card {
		return automa.Card{GuardCard: rules.GuardCard{Colour: rules.Blue, Strength: n}, FaceUp: true}
	}
	down := automa.Card{GuardCard: rules.GuardCard{Colour: rules.Blue, Strength: 3}}
	for _, tc := range []struct {
		name      string
		cards     []automa.Card
		straggled []int
		strength  int
		known     bool
	}{
		{"no card", nil, nil, 0, false},
		{"one face up", []automa.Card{up(2)}, nil, 2, true},
		{"two face up add up", []automa.Card{up(2), up(3)}, nil, 5, true},
		{"a face-down card hides the total", []automa.Card{up(2), down}, nil, 0, false},
		{"the Library: straggled cards", nil, []int{1, 3}, 4, true},
	} {
		if s, k := GuardsStrength(tc.cards, tc.straggled); s != tc.strength || k != tc.known {
			t.Errorf("%s: %d, %v; want %d, %v", tc.name, s, k, tc.strength, tc.known)
		}
	}
}
