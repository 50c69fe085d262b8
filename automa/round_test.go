package automa

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

var (
	blue1   = rules.GuardCard{Colour: rules.Blue, Strength: 1}
	blue2   = rules.GuardCard{Colour: rules.Blue, Strength: 2}
	blue3   = rules.GuardCard{Colour: rules.Blue, Strength: 3}
	yellow2 = rules.GuardCard{Colour: rules.Yellow, Strength: 2}
	special = rules.GuardCard{Colour: rules.Yellow, Strength: 3, Special: true}
)

// dealt returns a challenging round whose seven dealt cards are given (zero
// cards for a real table's face-down cards), the guards holding the marker.
func dealt(t *testing.T, cards ...rules.GuardCard) Round {
	t.Helper()
	r, _, err := NewRound(Config{Edition: testEdition, Difficulty: rules.Challenging}, 1, Guards)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 7 {
		var c rules.GuardCard
		if i < len(cards) {
			c = cards[i]
		}
		if _, err := r.Deal(c); err != nil {
			t.Fatalf("deal %d: %v", i+1, err)
		}
	}
	return r
}

// kindsOf lists a path's step kinds.
func kindsOf(w Why) []StepKind {
	var out []StepKind
	for _, s := range w.Steps() {
		out = append(out, s.Kind)
	}
	return out
}

// TestDeal checks the start of the Roll Call phase ("Solitary Mode – Roll
// Call Phase"): one card face down at each of locations 1 to 7 in order, then
// the holder of the first player marker takes the first turn (ruling
// solo-seating).
func TestDeal(t *testing.T) {
	for _, marker := range []Side{Guards, Player} {
		r, why, err := NewRound(Config{Edition: testEdition, Difficulty: rules.Moderate}, 2, marker)
		if err != nil {
			t.Fatal(err)
		}
		if got := kindsOf(why); !slices.Equal(got, []StepKind{StepReshuffled}) {
			t.Errorf("new round: %v", got)
		}
		for loc := rules.ExerciseYard; loc <= rules.CellBlock; loc++ {
			if w := r.Wants(); w.Kind != WantDeal || w.Location != loc {
				t.Fatalf("wants %+v, want a deal at %s", w, loc)
			}
			why, err := r.Deal(rules.GuardCard{})
			if err != nil {
				t.Fatal(err)
			}
			want := []StepKind{StepDeal}
			if loc == rules.CellBlock {
				want = append(want, StepFirstTurn)
			}
			if got := kindsOf(why); !slices.Equal(got, want) {
				t.Errorf("deal at %s: %v, want %v", loc, got, want)
			}
		}
		if r.Next() != marker || r.Stage() != RollCall || r.GuardsLeft() != 5 {
			t.Errorf("next %s, stage %s, %d left", r.Next(), r.Stage(), r.GuardsLeft())
		}
		if _, err := r.Deal(rules.GuardCard{}); !errors.Is(err, ErrTurn) {
			t.Errorf("an eighth deal: %v", err)
		}
	}
	for _, tc := range []struct {
		number int
		marker Side
	}{{0, Guards}, {7, Guards}, {1, NoSide}} {
		if _, _, err := NewRound(Config{Edition: testEdition, Difficulty: rules.Moderate}, tc.number, tc.marker); !errors.Is(err, ErrTurn) {
			t.Errorf("round %d, marker %s: %v", tc.number, tc.marker, err)
		}
	}
}

// TestGuardTurn checks guard turns ("Solitary Mode – Roll Call Phase"): the
// player turns up a face-down card of their choice, then a location card
// sends the top guard card face up there; Off Duty sends none.
func TestGuardTurn(t *testing.T) {
	app := []rules.GuardCard{blue1, blue2, special, blue3, yellow2, blue1, blue2}
	for _, tc := range []struct {
		name  string
		dealt []rules.GuardCard // nil: a real table's face-down cards
		turn  GuardTurn
		want  []StepKind
		err   string
	}{
		{"a location card sends a card", app, GuardTurn{Reveal: rules.Smithy, Drawn: rules.SewersCard, Placed: blue3}, []StepKind{StepTurnUp, StepLocationCard}, ""},
		{"Off Duty sends none", app, GuardTurn{Reveal: rules.Sewers, Drawn: rules.OffDuty}, []StepKind{StepTurnUp, StepOffDuty}, ""},
		{"the special card turned up early (ruling solo-special-brings)", app, GuardTurn{Reveal: rules.Infirmary, Drawn: rules.OffDuty}, []StepKind{StepTurnUp, StepSpecialEarly, StepOffDuty}, ""},
		{"the special card placed face up", app, GuardTurn{Reveal: rules.Sewers, Drawn: rules.SmithyCard, Placed: special}, nil, "a second special guard card"},
		{"a real table tells the card turned up", nil, GuardTurn{Reveal: rules.Smithy, Revealed: blue2, Drawn: rules.OffDuty}, []StepKind{StepTurnUp, StepOffDuty}, ""},
		{"a real table without the values", nil, GuardTurn{Reveal: rules.Smithy, Drawn: rules.OffDuty}, nil, "has no values"},
		{"values that are not the card's", app, GuardTurn{Reveal: rules.Smithy, Revealed: blue1, Drawn: rules.OffDuty}, nil, "is blue 3, not blue 1"},
		{"no card at the Library", app, GuardTurn{Reveal: rules.Library, Drawn: rules.OffDuty}, nil, "no face-down guard card at the Library"},
		{"no card chosen", app, GuardTurn{Drawn: rules.OffDuty}, nil, "no face-down guard card chosen"},
		{"no location card", app, GuardTurn{Reveal: rules.Smithy}, nil, "not left in the location deck"},
		{"the Library is no location card", app, GuardTurn{Reveal: rules.Smithy, Drawn: rules.LocationCard(rules.Library)}, nil, "not left in the location deck"},
		{"a location card without its guard card", app, GuardTurn{Reveal: rules.Smithy, Drawn: rules.SewersCard}, nil, "no card was given"},
		{"a guard card after Off Duty", app, GuardTurn{Reveal: rules.Smithy, Drawn: rules.OffDuty, Placed: blue1}, nil, "after an Off Duty card"},
		{"a green card at the challenging level", app, GuardTurn{Reveal: rules.Smithy, Drawn: rules.SewersCard, Placed: rules.GuardCard{Colour: rules.Green, Strength: 1}}, nil, "green guard card in a challenging game"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := dealt(t, tc.dealt...)
			before := r
			why, err := r.GuardTurn(tc.turn)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("err = %v, want %q", err, tc.err)
				}
				if r != before {
					t.Error("a refused turn changed the round")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := kindsOf(why); !slices.Equal(got, tc.want) {
				t.Errorf("steps %v, want %v", got, tc.want)
			}
			if r.Next() != Player {
				t.Errorf("next %s", r.Next())
			}
			if _, err := r.GuardTurn(tc.turn); !errors.Is(err, ErrTurn) {
				t.Errorf("two guard turns in a row: %v", err)
			}
		})
	}
}

// playTurns plays guard turns and player turns with a token left each time.
func playTurns(t *testing.T, r *Round, turns ...GuardTurn) {
	t.Helper()
	for i, g := range turns {
		if _, err := r.GuardTurn(g); err != nil {
			t.Fatalf("guard turn %d: %v", i+1, err)
		}
		if _, err := r.PlayerTurn(3, false); err != nil {
			t.Fatalf("player turn %d: %v", i+1, err)
		}
	}
}

// TestGuardDeckRunsOut checks a location card drawn once the guard deck is
// empty: no card moves (ruling solo-empty-guard-deck); and the odds of the
// location deck shown between turns.
func TestGuardDeckRunsOut(t *testing.T) {
	r := dealt(t)
	if off, left := r.OffDutyLeft(); off != 2 || left != 8 {
		t.Errorf("%d of %d left are Off Duty", off, left)
	}
	playTurns(t, &r,
		GuardTurn{Reveal: rules.ExerciseYard, Revealed: blue1, Drawn: rules.ExerciseYardCard, Placed: blue1},
		GuardTurn{Reveal: rules.Sewers, Revealed: blue2, Drawn: rules.SewersCard, Placed: blue2},
		GuardTurn{Reveal: rules.Infirmary, Revealed: blue2, Drawn: rules.InfirmaryCard, Placed: blue3},
		GuardTurn{Reveal: rules.Smithy, Revealed: blue3, Drawn: rules.SmithyCard, Placed: yellow2},
		GuardTurn{Reveal: rules.Commissary, Revealed: yellow2, Drawn: rules.CommissaryCard, Placed: yellow2},
	)
	if r.GuardsLeft() != 0 {
		t.Fatalf("%d guard cards left", r.GuardsLeft())
	}
	if off, left := r.OffDutyLeft(); off != 2 || left != 3 {
		t.Errorf("%d of %d left are Off Duty", off, left)
	}
	_, err := r.GuardTurn(GuardTurn{Reveal: rules.ChowHall, Revealed: yellow2, Drawn: rules.ChowHallCard, Placed: blue1})
	if err == nil || !strings.Contains(err.Error(), "guard deck empty") {
		t.Fatalf("a card placed from an empty deck: %v", err)
	}
	why, err := r.GuardTurn(GuardTurn{Reveal: rules.ChowHall, Revealed: yellow2, Drawn: rules.ChowHallCard})
	if err != nil {
		t.Fatal(err)
	}
	if got := kindsOf(why); !slices.Equal(got, []StepKind{StepTurnUp, StepGuardDeckOut}) {
		t.Errorf("steps %v", got)
	}
	if got := why.Rulings(); !slices.Equal(got, []string{rules.RulingSoloEmptyGuardDeck}) {
		t.Errorf("rulings %v", got)
	}
	if _, err := r.GuardTurn(GuardTurn{}); !errors.Is(err, ErrTurn) {
		t.Errorf("a guard turn on the player's turn: %v", err)
	}
}

// TestNoFaceDownLeft checks a guard turn once every card is face up: the
// location card alone (ruling solo-no-face-down).
func TestNoFaceDownLeft(t *testing.T) {
	r := dealt(t, blue1, blue2, blue3, blue1, blue2, blue3, yellow2)
	for loc := rules.ExerciseYard; loc <= rules.CellBlock; loc++ {
		if _, err := r.Atlas(loc, false, rules.GuardCard{}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := r.GuardTurn(GuardTurn{Reveal: rules.Smithy, Drawn: rules.OffDuty}); err == nil || !strings.Contains(err.Error(), "every guard card is face up") {
		t.Errorf("a card turned up when none is face down: %v", err)
	}
	why, err := r.GuardTurn(GuardTurn{Drawn: rules.OffDuty})
	if err != nil {
		t.Fatal(err)
	}
	if got := kindsOf(why); !slices.Equal(got, []StepKind{StepNoFaceDown, StepOffDuty}) {
		t.Errorf("steps %v", got)
	}
	if got := why.Rulings(); !slices.Equal(got, []string{rules.RulingSoloNoFaceDownCard}) {
		t.Errorf("rulings %v", got)
	}
}

// TestPlayerTurn checks the end of the Roll Call phase: at once when the
// player has assigned every token, or passes (ruling solo-pass); the guards
// take no last turn.
func TestPlayerTurn(t *testing.T) {
	for _, tc := range []struct {
		name   string
		left   int
		passed bool
		want   StepKind
		stage  Stage
	}{
		{"a token assigned, some left", 3, false, StepPlayerTurn, RollCall},
		{"the last token assigned", 0, false, StepLastToken, LightsOut},
		{"a pass with tokens left (ruling solo-pass)", 2, true, StepPlayerPassed, LightsOut},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := dealt(t, blue1, blue2, blue3, blue1, blue2, blue3, yellow2)
			if _, err := r.PlayerTurn(tc.left, tc.passed); !errors.Is(err, ErrTurn) {
				t.Fatalf("the player's turn before the guards': %v", err)
			}
			playTurns(t, &r, GuardTurn{Reveal: rules.Smithy, Drawn: rules.OffDuty})
			if _, err := r.GuardTurn(GuardTurn{Reveal: rules.Sewers, Drawn: rules.OffDuty}); err != nil {
				t.Fatal(err)
			}
			why, err := r.PlayerTurn(tc.left, tc.passed)
			if err != nil {
				t.Fatal(err)
			}
			if got := kindsOf(why); !slices.Equal(got, []StepKind{tc.want}) || r.Stage() != tc.stage {
				t.Errorf("steps %v, stage %s", got, r.Stage())
			}
			if tc.stage == RollCall && r.Next() != Guards {
				t.Errorf("next %s", r.Next())
			}
			if tc.stage == LightsOut && r.Next() != NoSide {
				t.Errorf("next %s after the phase", r.Next())
			}
		})
	}
	r := dealt(t)
	if _, err := r.GuardTurn(GuardTurn{Reveal: rules.Smithy, Revealed: blue1, Drawn: rules.OffDuty}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.PlayerTurn(-1, false); err == nil {
		t.Error("a negative token count")
	}
}

// TestLightsOutTurnUp checks the Lights Out phase: the face-down cards are
// turned up location by location; the special card turned up now brings the
// top guard card face down, which is turned up and counts (ruling
// solo-special-brings); with an empty deck it brings nothing ("Difficulty
// Levels", p. 19).
func TestLightsOutTurnUp(t *testing.T) {
	r := dealt(t, blue1, blue2, special, blue3, yellow2, blue1, blue2)
	if _, err := r.TurnUp(rules.GuardCard{}); !errors.Is(err, ErrTurn) {
		t.Errorf("a card turned up in Roll Call: %v", err)
	}
	playTurns(t, &r, GuardTurn{Reveal: rules.ExerciseYard, Drawn: rules.SmithyCard, Placed: blue3})
	if _, err := r.GuardTurn(GuardTurn{Reveal: rules.CellBlock, Drawn: rules.OffDuty}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.PlayerTurn(0, false); err != nil {
		t.Fatal(err)
	}
	var order []rules.Location
	brought := false
	for r.Wants().Kind == WantTurnUp {
		loc := r.Wants().Location
		order = append(order, loc)
		why, err := r.TurnUp(rules.GuardCard{})
		if err != nil {
			t.Fatal(err)
		}
		if r.Wants().Kind == WantBring {
			brought = true
			if got := kindsOf(why); !slices.Equal(got, []StepKind{StepTurnUpDark, StepSpecialBrings}) {
				t.Errorf("steps %v", got)
			}
			if _, err := r.TurnUp(rules.GuardCard{}); !errors.Is(err, ErrTurn) {
				t.Errorf("a turn-up before the card is brought: %v", err)
			}
			if err := r.Bring(blue2); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !brought {
		t.Fatal("the special card brought nothing")
	}
	want := []rules.Location{rules.Sewers, rules.Infirmary, rules.Infirmary, rules.Smithy, rules.Commissary, rules.ChowHall}
	if !slices.Equal(order, want) {
		t.Errorf("turned up at %v, want %v", order, want)
	}
	if r.Stage() != Done || r.Wants().Kind != WantNothing {
		t.Errorf("stage %s, wants %s", r.Stage(), r.Wants().Kind)
	}
	strength, why, ok := r.Strength(rules.Infirmary)
	if !ok || strength != 5 {
		t.Errorf("Infirmary: %d, %v", strength, ok)
	}
	if got := kindsOf(why); !slices.Equal(got, []StepKind{StepGuardCard, StepGuardCard, StepGuardsTotal}) {
		t.Errorf("steps %v", got)
	}
	if got := r.AppendStrengths(nil, rules.Smithy); !slices.Equal(got, []int{3, 3}) {
		t.Errorf("Smithy strengths %v", got)
	}
	var all [rules.Library + 1][]int
	r.AppendAllStrengths(&all)
	for loc := range all {
		if want := r.AppendStrengths(nil, rules.Location(loc)); loc == int(rules.NoLocation) || loc == int(rules.Library) {
			if all[loc] != nil {
				t.Errorf("AppendAllStrengths: %d at %v", all[loc], rules.Location(loc))
			}
		} else if !slices.Equal(all[loc], want) {
			t.Errorf("AppendAllStrengths at %v: %v, AppendStrengths %v", rules.Location(loc), all[loc], want)
		}
	}
	if s, why, _ := r.Strength(rules.Sewers); s != 2 || kindsOf(why)[0] != StepGuardStrength {
		t.Errorf("Sewers %d %v", s, kindsOf(why))
	}
	if _, why, _ := r.Strength(rules.Library); kindsOf(why)[0] != StepNothingHere {
		t.Errorf("Library %v", kindsOf(why))
	}
	if err := r.Bring(blue1); !errors.Is(err, ErrTurn) {
		t.Errorf("a card brought when none is due: %v", err)
	}
}

// TestSpecialWithEmptyDeck checks the special card turned up in Lights Out
// when the guard deck is empty: nothing comes ("Difficulty Levels",
// p. 19).
func TestSpecialWithEmptyDeck(t *testing.T) {
	r := dealt(t, blue1, blue2, blue3, blue1, blue2, blue3, special)
	playTurns(t, &r,
		GuardTurn{Reveal: rules.ExerciseYard, Drawn: rules.ExerciseYardCard, Placed: blue1},
		GuardTurn{Reveal: rules.Sewers, Drawn: rules.SewersCard, Placed: yellow2},
		GuardTurn{Reveal: rules.Infirmary, Drawn: rules.InfirmaryCard, Placed: yellow2},
		GuardTurn{Reveal: rules.Smithy, Drawn: rules.SmithyCard, Placed: yellow2},
		GuardTurn{Reveal: rules.Commissary, Drawn: rules.CommissaryCard, Placed: rules.GuardCard{Colour: rules.Yellow, Strength: 4}},
	)
	if _, err := r.GuardTurn(GuardTurn{Reveal: rules.ChowHall, Drawn: rules.OffDuty}); err != nil {
		t.Fatal(err)
	}
	if _, err := r.PlayerTurn(0, false); err != nil {
		t.Fatal(err)
	}
	if w := r.Wants(); w.Kind != WantTurnUp || w.Location != rules.CellBlock {
		t.Fatalf("wants %+v", w)
	}
	why, err := r.TurnUp(rules.GuardCard{})
	if err != nil {
		t.Fatal(err)
	}
	if got := kindsOf(why); !slices.Equal(got, []StepKind{StepTurnUpDark, StepSpecialNone}) || r.Stage() != Done {
		t.Errorf("steps %v, stage %s", got, r.Stage())
	}
}

// TestAtlas checks Atlas of Hideouts in solitary mode: the player turns up
// any one face-down guard card ("Solitary Mode – Roll Call Phase", note).
func TestAtlas(t *testing.T) {
	r := dealt(t)
	why, err := r.Atlas(rules.Infirmary, false, special)
	if err != nil {
		t.Fatal(err)
	}
	if got := kindsOf(why); !slices.Equal(got, []StepKind{StepAtlas, StepSpecialEarly}) {
		t.Errorf("steps %v", got)
	}
	if c := r.Cards()[2]; !c.FaceUp || c.Visible() != special || !c.Early {
		t.Errorf("card %+v", c)
	}
	if c := r.Cards()[1]; c.Visible().Known() {
		t.Error("a face-down card is visible")
	}
	if _, err := r.Atlas(rules.Infirmary, false, special); err == nil {
		t.Error("the same card turned up twice")
	}
	if _, err := r.Atlas(rules.Smithy, false, rules.GuardCard{Colour: rules.Red, Strength: 4, Special: true}); err == nil {
		t.Error("a second special card")
	}
}
