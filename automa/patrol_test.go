package automa

import (
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/scoring"
)

// TestSoloRaid checks the solitary raid ("Solitary Mode – Patrol Phase,
// Raids"), and that it agrees with rules.Raid on the boards.
func TestSoloRaid(t *testing.T) {
	for _, tc := range []struct {
		name                   string
		player, guards         int
		playerLoses, guardLose int
		playerBack, guardsBack bool
		step                   StepKind
	}{
		{"the player has the most: -6, every cube back", 4, 2, 6, 0, true, true, StepRaidPlayer},
		{"the guards have the most: -6, only theirs back", 1, 3, 0, 6, false, true, StepRaidGuards},
		{"a tie: nobody loses, every cube back", 2, 2, 0, 0, true, true, StepRaidTie},
		{"no cubes at all: a tie", 0, 0, 0, 0, true, true, StepRaidTie},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := SoloRaid(tc.player, tc.guards)
			if r.PlayerLoses != tc.playerLoses || r.GuardsLose != tc.guardLose || r.PlayerBack != tc.playerBack || r.GuardsBack != tc.guardsBack {
				t.Errorf("%+v", r)
			}
			if got := kindsOf(r.Why); !slices.Equal(got, []StepKind{tc.step}) {
				t.Errorf("steps %v", got)
			}
			seats := []rules.SeatBoard{
				{Name: "Rin", Board: rules.CrewBoard{Reputation: 10, Suspicion: tc.player}},
				{Name: rules.Guards, Board: rules.CrewBoard{Reputation: 10, Suspicion: tc.guards}},
			}
			out, err := rules.Raid(seats, nil, rules.Supply{Suspicion: 12 - tc.player - tc.guards})
			if err != nil {
				t.Fatal(err)
			}
			playerKeeps := tc.player
			if r.PlayerBack {
				playerKeeps = 0
			}
			if out.Losses[0] != r.PlayerLoses || out.Losses[1] != r.GuardsLose ||
				out.Seats[0].Board.Suspicion != playerKeeps || out.Seats[1].Board.Suspicion != 0 {
				t.Errorf("rules.Raid disagrees: %+v", out)
			}
		})
	}
}

// TestFinalScore checks the solitary game end ("Solitary Mode – Game End"):
// a two-player final scoring, the guards scoring only gold, 2 each, and
// winning ties (ruling solo-tie).
func TestFinalScore(t *testing.T) {
	player := scoring.Crew{Name: "Rin", Reputation: 30, Resources: res(2, 1, 1, 1), Items: 4}
	guards := scoring.Crew{Reputation: 28, Resources: res(5, 5, 5, 2)}
	r := FinalScore(player, guards, Guards, NoSide, scoring.EndGameGoal{})
	crews := r.Crews()
	if crews[0].Total() != 30+2+1+1+2 || crews[1].Total() != 28+4+2 {
		t.Errorf("totals %d and %d", crews[0].Total(), crews[1].Total())
	}
	if crews[1].Name != scoring.GuardsName || !crews[1].Guards {
		t.Errorf("guards %+v", crews[1])
	}
	// 36 against 34: the player wins. One more gold for the guards ties at 36.
	if got := r.Winners(); !slices.Equal(got, []string{"Rin"}) {
		t.Errorf("winners %v", got)
	}
	guards.Resources.Gold++
	r = FinalScore(player, guards, Guards, NoSide, scoring.EndGameGoal{})
	if got := r.Winners(); !slices.Equal(got, []string{scoring.GuardsName}) {
		t.Errorf("a tie: winners %v", got)
	}
	// The leader goal (6 in a two-player game) and the marker (2) by side.
	r = FinalScore(player, guards, Player, Guards, scoring.EndGameGoal{})
	if b := r.Crews()[0].Breakdown; b.FirstPlayer != 2 || b.LeaderGoal != 0 {
		t.Errorf("player %+v", b)
	}
	if b := r.Crews()[1].Breakdown; b.LeaderGoal != 6 {
		t.Errorf("guards %+v", b)
	}
}
