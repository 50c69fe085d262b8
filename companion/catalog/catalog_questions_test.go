package catalog

import (
	"slices"
	"testing"
)

// TestQuestions: a form asks every value a card of its box shows (not a
// core game item's barrels, not a Bandit's resource apart from its type),
// a legend card whether it is played at the table before its icons, and
// in a game only what the card lacks.
func TestQuestions(t *testing.T) {
	tests := []struct {
		name string
		card Card
		game bool
		want []string
	}{
		{"core item", Card{Kind: ItemCard, Name: "Shiv", Expansion: CoreGame}, false, []string{FieldReputation, FieldCost, FieldValuables, FieldEffects}},
		{"breakout item", Card{Kind: ItemCard, Name: "Shiv", Expansion: BreakoutExpansion}, false, []string{FieldReputation, FieldCost, FieldValuables, FieldEffects, FieldBarrels}},
		{"goon", Card{Kind: GoonCard, Name: "Fen"}, false, []string{FieldType, FieldSuspicion, FieldValuables, FieldEffects}},
		{"legend", Card{Kind: LegendCard, Name: "Tog"}, false, []string{FieldAsked, FieldEffects}},
	}
	for _, tt := range tests {
		if got := tt.card.Questions(tt.game); !slices.Equal(got, tt.want) {
			t.Errorf("%s: Questions(%v) = %v, want %v", tt.name, tt.game, got, tt.want)
		}
	}
}

// TestFieldWords: every word FieldWords offers is a value the field takes.
func TestFieldWords(t *testing.T) {
	kinds := map[string]CardKind{FieldExpansion: ItemCard, FieldSpecial: GuardCard, FieldColour: GuardCard, FieldResource: GoonCard, FieldAsked: LegendCard, FieldLoot: SpaceCard, FieldShows: LocationCard}
	for field, kind := range kinds {
		words := FieldWords(field)
		if len(words) == 0 {
			t.Errorf("%s: no words", field)
		}
		for _, w := range words {
			c := Card{Kind: kind, Name: "3"}
			if err := c.SetValue(field, w); err != nil {
				t.Errorf("%s=%s: %v", field, w, err)
			}
		}
	}
	if FieldWords(FieldCost) != nil {
		t.Error("cost is typed freely")
	}
}
