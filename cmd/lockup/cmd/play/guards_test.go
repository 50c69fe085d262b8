package play

import (
	"strings"
	"testing"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TestGuardTurnForm: the questions of a guard turn at a real table follow
// the round: no question of the card turned up when none is face down, the
// only face-down card taken without asking, the guard card sent not asked
// when the guard deck is empty, and passed over after Off Duty.
func TestGuardTurnForm(t *testing.T) {
	t.Parallel()
	all := []rules.LocationCard{rules.ExerciseYardCard, rules.SewersCard, rules.OffDuty}
	for _, tc := range []struct {
		name    string
		table   guardTable
		fields  int
		reveal  rules.Location
		taken   string
		offDuty bool
	}{
		{"two face down", guardTable{GuardTurnTable: companion.GuardTurnTable{Level: rules.Moderate, FaceDown: []rules.Location{rules.Sewers, rules.Smithy}, Locations: all, OffDuty: 2, GuardsLeft: true}}, 4, rules.Sewers, "", false},
		{"one face down", guardTable{GuardTurnTable: companion.GuardTurnTable{Level: rules.Moderate, FaceDown: []rules.Location{rules.Smithy}, Locations: all, OffDuty: 2, GuardsLeft: true}}, 3, rules.Smithy, "the only one face down", false},
		{"none face down", guardTable{GuardTurnTable: companion.GuardTurnTable{Level: rules.Moderate, Locations: all, OffDuty: 1, GuardsLeft: true}}, 2, rules.NoLocation, "No guard card is face down", false},
		{"guard deck empty", guardTable{GuardTurnTable: companion.GuardTurnTable{Level: rules.Moderate, FaceDown: []rules.Location{rules.Smithy}, Locations: all, OffDuty: 1}}, 2, rules.Smithy, "The guard deck is empty", false},
		{"Off Duty", guardTable{GuardTurnTable: companion.GuardTurnTable{Level: rules.Moderate, Locations: all, OffDuty: 2, GuardsLeft: true}}, 2, rules.NoLocation, "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fields, a, taken := buildGuardTurnForm(tc.table, nil)
			if len(fields) != tc.fields || a.Reveal != tc.reveal {
				t.Errorf("%d fields, reveal %v; want %d, %v", len(fields), a.Reveal, tc.fields, tc.reveal)
			}
			if tc.taken != "" && !strings.Contains(strings.Join(taken, "\n"), tc.taken) {
				t.Errorf("taken %q, want %q", taken, tc.taken)
			}
			last, ok := fields[len(fields)-1].(*answerInput)
			if !tc.table.GuardsLeft {
				if ok {
					t.Errorf("the guard card sent is asked with an empty guard deck")
				}
				return
			}
			if !ok {
				t.Fatalf("the last question is %T, want the guard card sent", fields[len(fields)-1])
			}
			if tc.offDuty {
				a.Drawn = rules.OffDuty
			}
			if last.Skip() != tc.offDuty {
				t.Errorf("the guard card sent: skipped %v after %v", last.Skip(), a.Drawn)
			}
			a.Placed = rules.GuardCard{Colour: rules.Blue, Strength: 1}
			if e := a.entry(); e.Placed.Known() == tc.offDuty {
				t.Errorf("entry placed %v after %v", e.Placed, a.Drawn)
			}
		})
	}
}

// TestGuardTurnFormFilledIn: after lockup undo took back a guard turn, its
// answers are filled in (issue 22, item 5) where the table still allows
// them: the card turned up, what it showed, the location card, the guard
// card sent; a card no longer face down or a location card no longer left
// is not.
func TestGuardTurnFormFilledIn(t *testing.T) {
	t.Parallel()
	table := guardTable{GuardTurnTable: companion.GuardTurnTable{Level: rules.Moderate, FaceDown: []rules.Location{rules.Sewers, rules.Smithy}, Locations: []rules.LocationCard{rules.ExerciseYardCard, rules.ChowHallCard, rules.OffDuty}, OffDuty: 2, GuardsLeft: true}}
	prev := &companion.GuardTurnEntry{Reveal: rules.Smithy, Revealed: rules.GuardCard{Colour: rules.Blue, Strength: 2},
		Drawn: rules.ChowHallCard, Placed: rules.GuardCard{Colour: rules.Green, Strength: 3}}
	_, a, _ := buildGuardTurnForm(table, prev)
	if a.Reveal != rules.Smithy || a.revealed != "blue 2" || a.Drawn != rules.ChowHallCard || a.placed != "green 3" {
		t.Errorf("filled in: reveal %v, %q, drawn %v, placed %q", a.Reveal, a.revealed, a.Drawn, a.placed)
	}
	for _, typed := range []string{a.revealed, a.placed} {
		if _, err := companion.ParseTypedGuardCard(typed, rules.Moderate); err != nil {
			t.Errorf("%q, filled in, does not read back: %v", typed, err)
		}
	}
	gone := table
	gone.FaceDown, gone.Locations = []rules.Location{rules.Sewers, rules.Infirmary}, []rules.LocationCard{rules.SewersCard, rules.OffDuty}
	if _, a, _ := buildGuardTurnForm(gone, prev); a.Reveal != rules.Sewers || a.Drawn != rules.SewersCard {
		t.Errorf("a card no longer face down or a location card gone is filled in: reveal %v, drawn %v", a.Reveal, a.Drawn)
	}
}

// TestAnswerInputKeepsItsWrapper: the input stays the page's answerInput
// through its updates (huh puts back what Update returns), so the page
// still passes over it.
func TestAnswerInputKeepsItsWrapper(t *testing.T) {
	t.Parallel()
	skip := true
	in := newAnswerInput(func() string { return "t" }, func() string { return "" }, &skip, func() bool { return skip })
	m, _ := in.Update(nil)
	f, ok := m.(huh.Field)
	if !ok || !f.Skip() {
		t.Fatalf("after Update: %T, skip %v", m, ok && f.Skip())
	}
}
