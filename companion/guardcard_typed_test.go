package companion

import (
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// TestParseTypedGuardCard: a guard card typed in one answer, the colour
// shortened, only the level's colours, the special card only of the
// level's colour on the challenging and expert levels (core rulebook,
// "Solitary Mode – Difficulty Levels", p. 19).
func TestParseTypedGuardCard(t *testing.T) {
	t.Parallel()
	blue3 := rules.GuardCard{Colour: rules.Blue, Strength: 3}
	for _, tc := range []struct {
		typed string
		level rules.Difficulty
		want  rules.GuardCard
		err   string
	}{
		{"blue:3", rules.Moderate, blue3, ""},
		{"blue 3", rules.Moderate, blue3, ""},
		{"b3", rules.Moderate, blue3, ""},
		{" B 3 ", rules.Moderate, blue3, ""},
		{"g0", rules.Moderate, rules.GuardCard{Colour: rules.Green}, ""},
		{"y4s", rules.Challenging, rules.GuardCard{Colour: rules.Yellow, Strength: 4, Special: true}, ""},
		{"red:2:special", rules.Expert, rules.GuardCard{Colour: rules.Red, Strength: 2, Special: true}, ""},
		{"r 2 spec", rules.Expert, rules.GuardCard{Colour: rules.Red, Strength: 2, Special: true}, ""},
		{"", rules.Moderate, rules.GuardCard{}, "type what the card shows"},
		{"y3", rules.Moderate, rules.GuardCard{}, "yellow: the guard deck of the moderate level holds blue and green cards only"},
		{"purple 3", rules.Moderate, rules.GuardCard{}, `"purple" is not a colour of this game's guard cards: blue or green`},
		{"yellow 3", rules.Moderate, rules.GuardCard{}, "yellow: the guard deck of the moderate level holds blue and green cards only"},
		{"bleu 3", rules.Moderate, rules.GuardCard{}, "(did you mean blue?)"},
		{"g4s", rules.Moderate, rules.GuardCard{}, "the moderate level has no special guard card"},
		{"b4s", rules.Expert, rules.GuardCard{}, "the special card is red: no blue card is special"},
		{"r4x", rules.Expert, rules.GuardCard{}, `"x" after the strength`},
		{"blue", rules.Moderate, rules.GuardCard{}, "write its colour and strength"},
		{"b100", rules.Moderate, rules.GuardCard{}, "strength (0 to 99)"},
	} {
		t.Run(tc.typed, func(t *testing.T) {
			got, err := ParseTypedGuardCard(tc.typed, tc.level)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("ParseTypedGuardCard(%q) = %v, %v; want an error with %q", tc.typed, got, err, tc.err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("ParseTypedGuardCard(%q) = %v, %v; want %v", tc.typed, got, err, tc.want)
			}
		})
	}
}
