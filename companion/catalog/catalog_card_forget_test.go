package catalog

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestForgetMoot: the answers that do not apply to a card are forgotten
// once its other values are known: a goon's resource is a Bandit's only, a
// goal's reputation an instant goal's only, and a guard card may be special
// only if it is yellow or red (core rulebook, "Solitary Mode – Difficulty
// Levels", p. 19). Values are made-up fixtures.
func TestForgetMoot(t *testing.T) {
	known := func(n int) Printed[int] { return Printed[int]{Known: true, Value: n} }
	special := Printed[bool]{Known: true, Value: true}
	for _, tc := range []struct {
		name      string
		card, out Card
	}{
		{"a Bandit keeps its resource",
			Card{Kind: GoonCard, GoonType: rules.Bandits, BanditResource: rules.Iron},
			Card{Kind: GoonCard, GoonType: rules.Bandits, BanditResource: rules.Iron}},
		{"another goon forgets it",
			Card{Kind: GoonCard, GoonType: rules.Cultists, BanditResource: rules.Iron},
			Card{Kind: GoonCard, GoonType: rules.Cultists}},
		{"an instant goal keeps its reputation",
			Card{Kind: GoalCard, GoalType: InstantGoal, Reputation: known(2)},
			Card{Kind: GoalCard, GoalType: InstantGoal, Reputation: known(2)}},
		{"an end game goal forgets it",
			Card{Kind: GoalCard, GoalType: EndGameGoal, Reputation: known(2)},
			Card{Kind: GoalCard, GoalType: EndGameGoal}},
		{"a red card may be special",
			Card{Kind: GuardCard, Colour: rules.Red, Special: special},
			Card{Kind: GuardCard, Colour: rules.Red, Special: special}},
		{"a green card never is",
			Card{Kind: GuardCard, Colour: rules.Green, Special: special},
			Card{Kind: GuardCard, Colour: rules.Green}},
		{"nor a card of no known colour",
			Card{Kind: GuardCard, Special: special},
			Card{Kind: GuardCard}},
	} {
		c := tc.card
		c.ForgetMoot()
		if c.BanditResource != tc.out.BanditResource || c.Reputation != tc.out.Reputation || c.Special != tc.out.Special {
			t.Errorf("%s: got %+v, want %+v", tc.name, c, tc.out)
		}
	}
}
