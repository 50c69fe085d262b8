package rules

import (
	"errors"
	"testing"
)

// TestDifficultyHolds: the guard deck holds the blue cards in every game and
// the cards of the level's colour: green for moderate, yellow for
// challenging, red for expert (core rulebook, "Solitary Mode – Difficulty
// Levels", p. 19).
func TestDifficultyHolds(t *testing.T) {
	for _, tc := range []struct {
		level   Difficulty
		holds   []Colour
		special bool
	}{
		{Moderate, []Colour{Blue, Green}, false},
		{Challenging, []Colour{Blue, Yellow}, true},
		{Expert, []Colour{Blue, Red}, true},
	} {
		for c := NoColour; c <= Red; c++ {
			want := c == tc.holds[0] || c == tc.holds[1]
			if got := tc.level.Holds(c); got != want {
				t.Errorf("%s holds %s: %v, want %v", tc.level, c, got, want)
			}
		}
		if tc.level.Colour() != tc.holds[1] {
			t.Errorf("%s: colour %s, want %s", tc.level, tc.level.Colour(), tc.holds[1])
		}
		if tc.level.Special() != tc.special {
			t.Errorf("%s: special %v, want %v", tc.level, tc.level.Special(), tc.special)
		}
	}
}

// TestGuardCardsOfColour: the core box holds 7 blue guard cards and 5 of
// each other colour, one yellow and one red card special ("Solitary Mode –
// Guard Deck", "Difficulty Levels", p. 19); Breakout adds one card of each
// colour, so the deck holds 8 blue and 6 of the level's colour (Breakout
// rulebook, "Solitary Mode – Setup").
func TestGuardCardsOfColour(t *testing.T) {
	for _, tc := range []struct {
		colour  Colour
		core    int
		special bool
	}{
		{NoColour, 0, false},
		{Blue, 7, false},
		{Green, 5, false},
		{Yellow, 5, true},
		{Red, 5, true},
	} {
		if got := CoreGuardCards(tc.colour); got != tc.core {
			t.Errorf("CoreGuardCards(%s) = %d, want %d", tc.colour, got, tc.core)
		}
		if got := tc.colour.MayBeSpecial(); got != tc.special {
			t.Errorf("%s.MayBeSpecial() = %v, want %v", tc.colour, got, tc.special)
		}
	}
	for _, tc := range []struct {
		breakout    bool
		blue, level int
	}{
		{false, 7, 5},
		{true, 8, 6},
	} {
		if blue, level := GuardDeck(tc.breakout); blue != tc.blue || level != tc.level {
			t.Errorf("GuardDeck(breakout %v) = %d, %d; want %d, %d", tc.breakout, blue, level, tc.blue, tc.level)
		}
	}
}

// TestGuardCardCheck: a guard card of a level's game is blue or of the
// level's colour, shows a strength from 0 to MaxStrength, and is special
// only as the level's one special card, yellow at challenging, red at
// expert ("Difficulty Levels", p. 19). Strengths are made-up fixture values.
func TestGuardCardCheck(t *testing.T) {
	for _, tc := range []struct {
		level Difficulty
		card  GuardCard
		ok    bool
	}{
		{Moderate, GuardCard{Colour: Blue, Strength: 2}, true},
		{Moderate, GuardCard{Colour: Green, Strength: 0}, true},
		{Moderate, GuardCard{Colour: Red, Strength: 2}, false},
		{Moderate, GuardCard{Colour: Green, Strength: 3, Special: true}, false},
		{Challenging, GuardCard{Colour: Yellow, Strength: 4, Special: true}, true},
		{Challenging, GuardCard{Colour: Blue, Strength: 4, Special: true}, false},
		{Expert, GuardCard{Colour: Red, Strength: MaxStrength, Special: true}, true},
		{Expert, GuardCard{Colour: Red, Strength: MaxStrength + 1}, false},
		{Expert, GuardCard{Colour: Blue, Strength: -1}, false},
		{Expert, GuardCard{Colour: Yellow, Strength: 1}, false},
	} {
		err := tc.card.Check(tc.level)
		if (err == nil) != tc.ok {
			t.Errorf("%s in a %s game: %v, want ok %v", tc.card, tc.level, err, tc.ok)
		}
		var re *RuleError
		if err != nil && (!errors.Is(err, ErrGuardCard) || !errors.As(err, &re) || re.Rule != srcDifficulty) {
			t.Errorf("%s in a %s game: %v is not an ErrGuardCard citing %q", tc.card, tc.level, err, srcDifficulty.Section)
		}
	}
}

// TestGuardCardWireNames pins the names game files and the catalog write
// for levels, colours and location cards: changing them would break every
// file on disk.
func TestGuardCardWireNames(t *testing.T) {
	var got []string
	for d := Moderate; d <= Expert; d++ {
		b, _ := d.MarshalText()
		got = append(got, string(b))
	}
	for c := Blue; c <= Red; c++ {
		b, _ := c.MarshalText()
		got = append(got, string(b))
	}
	for c := ExerciseYardCard; c <= OffDuty; c++ {
		if c.Location() == Library {
			continue // no location card shows the Library
		}
		b, _ := c.MarshalText()
		got = append(got, string(b))
	}
	want := []string{"moderate", "challenging", "expert", "blue", "green", "yellow", "red",
		"exercise-yard", "sewers", "infirmary", "smithy", "commissary", "chow-hall", "cell-block", "off-duty"}
	if len(got) != len(want) {
		t.Fatalf("names %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("name %d: %q, want %q", i, got[i], want[i])
		}
	}
	// The one wording of a guard card (issue 22): colour and strength, then
	// "special".
	for c, want := range map[GuardCard]string{
		{Colour: Red, Strength: 2, Special: true}: "red 2, special",
		{Colour: Blue, Strength: 0}:               "blue 0",
		{Strength: 3}:                             "strength 3",
		{}:                                        "a face-down guard card",
	} {
		if s := c.String(); s != want {
			t.Errorf("%+v.String() = %q, want %q", c, s, want)
		}
	}
}
