package catalog

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TestTypedGuardsRead: a colour of guard cards is read as the box holds it
// (core rulebook, "Solitary Mode – Difficulty Levels", p. 19): every core
// card's strength, one special yellow and red card, never a special blue
// or green one nor a Breakout one; a refusal says what to type.
func TestTypedGuardsRead(t *testing.T) {
	tests := []struct {
		typed   TypedGuards
		cards   int
		special int // place from 1, 0 for none
		err     string
	}{
		{typed: TypedGuards{Colour: "blue", Strengths: strings.Fields("1 1 2 2 3 3 4")}, cards: 7},
		{typed: TypedGuards{Colour: "Red ", Strengths: strings.Fields("2 3 3 4 5"), Special: []int{3}}, cards: 5, special: 3},
		{typed: TypedGuards{Colour: "green", BreakoutSet: true, Breakout: 3}},
		{typed: TypedGuards{Colour: "gren", Strengths: []string{"1"}}, err: `"gren" is not a guard card colour (blue, green, yellow or red); did you mean "green"?`},
		{typed: TypedGuards{Colour: "green", BreakoutSet: true, Special: []int{1}}, err: terms.FlagSpecial.String() + ": Breakout's green guard card is never special"},
		{typed: TypedGuards{Colour: "green"}, err: "give the strength of each of the 5 green guard cards"},
		{typed: TypedGuards{Colour: "blue", Strengths: strings.Fields("1 1 2")}, err: "3 blue strengths given; the core game has 7 blue guard cards"},
		{typed: TypedGuards{Colour: "blue", Strengths: strings.Fields("1 1 2 2 3 3 x")}, err: `strength 7 ("x") is not a whole number from 0 to`},
		{typed: TypedGuards{Colour: "green", Strengths: strings.Fields("1 2 3 4 5"), Special: []int{1}}, err: terms.FlagSpecial.String() + ": a green guard card is never special"},
		{typed: TypedGuards{Colour: "yellow", Strengths: strings.Fields("1 2 3 4 5")}, err: "one of the 5 yellow guard cards is special"},
		{typed: TypedGuards{Colour: "red", Strengths: strings.Fields("1 2 3 4 5"), Special: []int{6}}, err: terms.FlagSpecial.String() + " 6: give the place of the special card"},
	}
	for _, tt := range tests {
		_, cards, err := tt.typed.Read()
		switch {
		case tt.err != "":
			if err == nil || !strings.HasPrefix(err.Error(), tt.err) {
				t.Errorf("%+v: err %v, want %q", tt.typed, err, tt.err)
			}
		case err != nil:
			t.Errorf("%+v: %v", tt.typed, err)
		case len(cards) != tt.cards:
			t.Errorf("%+v: %d cards, want %d", tt.typed, len(cards), tt.cards)
		case tt.special > 0 && cards[tt.special-1] != (rules.GuardCard{Colour: rules.Red, Strength: 3, Special: true}):
			t.Errorf("%+v: special card %+v", tt.typed, cards[tt.special-1])
		}
	}
}
