package automa

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// without returns the box less the i-th card.
func without(i int) []rules.GuardCard {
	return slices.Delete(slices.Clone(testBox), i, i+1)
}

// with returns the box with a card changed.
func with(i int, c rules.GuardCard) []rules.GuardCard {
	box := slices.Clone(testBox)
	box[i] = c
	return box
}

// TestNewCards checks the deck by level ("Solitary Mode – Difficulty
// Levels", p. 19): 7 blue and 5 of the level's colour, one of them special on
// the challenging and expert levels; the other colours are left in the box.
// With Breakout, 8 and 6, and a ninth location card whose face the player
// typed (Breakout rulebook, "Solitary Mode – Setup").
func TestNewCards(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
		box  []rules.GuardCard
		err  string // a part of the error; "" for none
	}{
		{"moderate: blue and green", Config{Edition: testEdition, Difficulty: rules.Moderate}, testBox, ""},
		{"challenging: blue and yellow", Config{Edition: testEdition, Difficulty: rules.Challenging}, testBox, ""},
		{"expert: blue and red", Config{Edition: testEdition, Difficulty: rules.Expert}, testBox, ""},
		{"2018 expert (ruling solo-2018-difficulty)", Config{Edition: rules.Edition2018, Difficulty: rules.Expert}, testBox, ""},
		{"six blue cards", Config{Edition: testEdition, Difficulty: rules.Moderate}, without(0), "6 blue guard cards"},
		{"four green cards", Config{Edition: testEdition, Difficulty: rules.Moderate}, without(7), "4 green guard cards"},
		{"no special yellow card", Config{Edition: testEdition, Difficulty: rules.Challenging}, with(15, rules.GuardCard{Colour: rules.Yellow, Strength: 3}), "0 special yellow"},
		{"a special blue card", Config{Edition: testEdition, Difficulty: rules.Challenging}, with(0, rules.GuardCard{Colour: rules.Blue, Special: true}), "special blue"},
		{"a special green card", Config{Edition: testEdition, Difficulty: rules.Moderate}, with(7, rules.GuardCard{Colour: rules.Green, Strength: 1, Special: true}), "special green"},
		{"a negative strength", Config{Edition: testEdition, Difficulty: rules.Moderate}, with(1, rules.GuardCard{Colour: rules.Blue, Strength: -1}), "strength of -1"},
		{"a card without colour", Config{Edition: testEdition, Difficulty: rules.Moderate}, with(1, rules.GuardCard{Strength: 1}), "no colour"},
		{"no difficulty", Config{Edition: testEdition}, testBox, "difficulty"},
		{"no edition", Config{Difficulty: rules.Moderate}, testBox, "edition"},
		{"2018 advanced", Config{Edition: rules.Edition2018, Difficulty: rules.Moderate, Advanced: true}, testBox, "no advanced setup"},
		{"Breakout: 8 blue and 6 red", Config{Edition: testEdition, Difficulty: rules.Expert, Breakout: true, BreakoutCard: rules.CellBlockCard}, testBreakoutBox, ""},
		{"Breakout: 8 blue and 6 green, an Off Duty card", Config{Edition: testEdition, Difficulty: rules.Moderate, Breakout: true, BreakoutCard: rules.OffDuty}, testBreakoutBox, ""},
		{"Breakout with the core cards only", Config{Edition: testEdition, Difficulty: rules.Moderate, Breakout: true, BreakoutCard: rules.OffDuty}, testBox, "7 blue guard cards"},
		{"Breakout without the fourth yellow card", Config{Edition: testEdition, Difficulty: rules.Challenging, Breakout: true, BreakoutCard: rules.OffDuty}, slices.DeleteFunc(slices.Clone(testBreakoutBox), func(c rules.GuardCard) bool { return c == rules.GuardCard{Colour: rules.Yellow, Strength: 5} }), "5 yellow guard cards"},
		{"Breakout's location card not known", Config{Edition: testEdition, Difficulty: rules.Moderate, Breakout: true}, testBreakoutBox, "not known"},
		{"Breakout's location card without Breakout", Config{Edition: testEdition, Difficulty: rules.Moderate, BreakoutCard: rules.SewersCard}, testBox, "without Breakout"},
		{"Breakout's location card showing the Library", Config{Edition: testEdition, Difficulty: rules.Moderate, Breakout: true, BreakoutCard: rules.LocationCard(rules.Library)}, testBreakoutBox, "showing Library"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cards, err := NewCards(tc.cfg, tc.box)
			if tc.err != "" {
				var re *rules.RuleError
				if err == nil || !strings.Contains(err.Error(), tc.err) || !errors.As(err, &re) {
					t.Fatalf("err = %v, want a RuleError with %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			blue, level := 7, 5
			if tc.cfg.Breakout {
				blue, level = 8, 6
			}
			got := cards.Guards()
			if len(got) != blue+level {
				t.Fatalf("%d cards", len(got))
			}
			colours := map[rules.Colour]int{}
			for _, c := range got {
				colours[c.Colour]++
			}
			if colours[rules.Blue] != blue || colours[tc.cfg.Difficulty.Colour()] != level {
				t.Errorf("colours %v", colours)
			}
			decks := cards.Deal(1, 1)
			locations := decks.LocationOrder()
			want := slices.Clone(coreLocationDeck[:])
			if tc.cfg.Breakout {
				want = append(want, tc.cfg.BreakoutCard)
			}
			slices.Sort(locations)
			slices.Sort(want)
			if !slices.Equal(locations, want) {
				t.Errorf("location deck %v, want %v", locations, want)
			}
		})
	}
}

// TestDealDeterministic checks that a round's decks depend on the seed, the
// round and the cards' values only: dealt again, or from a box listed in
// another order, they are the same; another round is shuffled anew
// ("Solitary Mode – Patrol Phase, Reshuffle Decks").
func TestDealDeterministic(t *testing.T) {
	cfg := Config{Edition: testEdition, Difficulty: rules.Expert}
	a, err := NewCards(cfg, testBox)
	if err != nil {
		t.Fatal(err)
	}
	reversed := slices.Clone(testBox)
	slices.Reverse(reversed)
	b, err := NewCards(cfg, reversed)
	if err != nil {
		t.Fatal(err)
	}
	d1, d2 := a.Deal(99, 3), b.Deal(99, 3)
	if !slices.Equal(d1.GuardOrder(), d2.GuardOrder()) || !slices.Equal(d1.LocationOrder(), d2.LocationOrder()) {
		t.Error("the same seed and round dealt differently")
	}
	other := a.Deal(99, 4)
	if slices.Equal(d1.GuardOrder(), other.GuardOrder()) && slices.Equal(d1.LocationOrder(), other.LocationOrder()) {
		t.Error("round 4 dealt as round 3")
	}
	// Drawing takes from the top, then reports the deck empty.
	var drawn []rules.GuardCard
	for {
		c, ok := d1.DrawGuard()
		if !ok {
			break
		}
		drawn = append(drawn, c)
	}
	if !slices.Equal(drawn, d1.GuardOrder()) {
		t.Error("DrawGuard does not follow GuardOrder")
	}
	n := 0
	for {
		if _, ok := d1.DrawLocation(); !ok {
			break
		}
		n++
	}
	if n != 8 {
		t.Errorf("%d location cards", n)
	}
}

func TestEnums(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{rules.NoDifficulty.String(), "no difficulty"},
		{rules.Challenging.String(), "challenging"},
		{rules.Expert.Title(), "Supermax Dungeon"},
		{rules.Difficulty(7).Title(), ""},
		{rules.NoColour.String(), "no colour"},
		{rules.Red.String(), "red"},
		{rules.OffDuty.String(), "Off Duty"},
		{rules.ChowHallCard.String(), "Chow Hall"},
		{rules.NoLocationCard.String(), "no location card"},
		{rules.LocationCard(rules.Library).String(), "Library"},
		{NoSide.String(), "nobody"},
		{Guards.String(), "the guards"},
		{NoStage.String(), "no stage"},
		{LightsOut.String(), "lights out"},
		{WantGuardTurn.String(), "guard turn"},
		{WantKind(-1).String(), "nothing"},
		{NoAction.String(), "nothing"},
		{Seize.String(), "seize"},
		{NoStep.String(), "no step"},
		{StepGoonTie.String(), "goon-tie"},
		{rules.GuardCard{}.String(), "a face-down guard card"},
		{rules.GuardCard{Colour: rules.Red, Strength: 4, Special: true}.String(), "red 4, special"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
	if rules.Moderate.Colour() != rules.Green || rules.NoDifficulty.Colour() != rules.NoColour || rules.Moderate.Special() || !rules.Expert.Special() {
		t.Error("Difficulty.Colour or Special")
	}
	if len(stepNames) != int(stepKinds) {
		t.Errorf("%d step names for %d kinds", len(stepNames), stepKinds)
	}
	for k := StepKind(1); k < stepKinds; k++ {
		if k.Rule().Book == rules.NoBook {
			t.Errorf("step %s cites no passage", k)
		}
		if id := k.Ruling(); id != "" {
			if _, ok := rules.RulingByID(id); !ok {
				t.Errorf("step %s names ruling %q, which is not in the registry", k, id)
			}
		}
	}
}

// TestParseRoundTrip checks that every value the text forms write reads back.
func TestParseRoundTrip(t *testing.T) {
	for d := rules.Moderate; d <= rules.Expert; d++ {
		b, err := d.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var got rules.Difficulty
		if err := got.UnmarshalText(b); err != nil || got != d {
			t.Errorf("%s: %v %v", d, got, err)
		}
		if got, err := rules.ParseDifficulty(d.Title()); err != nil || got != d {
			t.Errorf("title %q: %v %v", d.Title(), got, err)
		}
	}
	for c := rules.Blue; c <= rules.Red; c++ {
		b, _ := c.MarshalText()
		var got rules.Colour
		if err := got.UnmarshalText(b); err != nil || got != c {
			t.Errorf("%s: %v %v", c, got, err)
		}
	}
	for _, c := range append(coreLocationDeck[:], rules.NoLocationCard) {
		b, err := c.MarshalText()
		if c == rules.NoLocationCard {
			if err == nil {
				t.Error("no location card marshals")
			}
			continue
		}
		var got rules.LocationCard
		if err := got.UnmarshalText(b); err != nil || got != c {
			t.Errorf("%s: %v %v", c, got, err)
		}
	}
	for _, bad := range []string{"", "library", "hard", "Off Duty", "blue"} {
		if _, err := rules.ParseLocationCard(bad); err == nil {
			t.Errorf("ParseLocationCard(%q) accepted", bad)
		}
		if _, err := rules.ParseDifficulty(bad); err == nil && bad != "" {
			t.Errorf("ParseDifficulty(%q) accepted", bad)
		}
	}
	if _, err := rules.NoDifficulty.MarshalText(); err == nil {
		t.Error("no difficulty marshals")
	}
	if _, err := rules.NoColour.MarshalText(); err == nil {
		t.Error("no colour marshals")
	}
	if _, err := rules.ParseColour("purple"); err == nil {
		t.Error("purple is a guard card colour")
	}
}

// FuzzParse checks the text forms never panic, and that whatever they
// accept writes back to a form they read as the same value.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"moderate", "Ye Olde Jail", "supermax_dungeon", "off-duty", "chow-hall", "RED", "", "\xff", "--"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if d, err := rules.ParseDifficulty(s); err == nil {
			if again, err := rules.ParseDifficulty(d.String()); err != nil || again != d {
				t.Fatalf("%q read as %s, which reads back as %v, %v", s, d, again, err)
			}
		}
		if c, err := rules.ParseColour(s); err == nil {
			if again, err := rules.ParseColour(c.String()); err != nil || again != c {
				t.Fatalf("%q read as %s, which reads back as %v, %v", s, c, again, err)
			}
		}
		if c, err := rules.ParseLocationCard(s); err == nil {
			if again, err := rules.ParseLocationCard(c.Slug()); err != nil || again != c || c.Slug() != s {
				t.Fatalf("%q read as %s, which reads back as %v, %v", s, c, again, err)
			}
		}
	})
}
