package play

import (
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TestPlayTakesTheOnlyChoice: a question with a single answer is not
// asked; play takes the answer and says what it took.
func TestPlayTakesTheOnlyChoice(t *testing.T) {
	t.Parallel()
	onlyGold := rules.Resources{}.With(rules.Gold, 3)
	twoCrews := companion.Game{Crews: []companion.CrewState{{Name: "Vera"}, {Name: "Isaac"}}}
	t.Run("the supply's only resource", func(t *testing.T) {
		g := twoCrews
		g.Supply.Resources = onlyGold
		a := &rewardAnswers{Action: companion.RewardTake}
		f, taken := buildRewardDetailForm(terms.En, g, "Vera", a)
		if f != nil || a.Get != rules.Gold || len(taken) != 1 || !strings.Contains(taken[0], "gold") {
			t.Errorf("form %v, get %v, taken %q", f != nil, a.Get, taken)
		}
	})
	t.Run("exchange for the supply's only resource", func(t *testing.T) {
		g := twoCrews
		g.Supply.Resources = onlyGold
		a := &rewardAnswers{Action: companion.RewardExchange}
		f, taken := buildRewardDetailForm(terms.En, g, "Vera", a)
		if f == nil || a.Get != rules.Gold || len(taken) != 1 {
			t.Errorf("form %v (want the cubes given asked), get %v, taken %q", f != nil, a.Get, taken)
		}
	})
	t.Run("the display's only item", func(t *testing.T) {
		g := twoCrews
		g.Display = []string{"", "Rope", ""}
		a := &rewardAnswers{Action: companion.RewardReserve}
		f, taken := buildRewardDetailForm(terms.En, g, "Vera", a)
		// The payment is asked next, on a page of its own
		// (buildPayForm), unless it has one way only (player.pay).
		if f != nil || a.Cards != "Rope" || len(taken) != 1 || !strings.Contains(taken[0], "Vera reserves Rope") {
			t.Errorf("form %v (want nothing left to ask), card %q, taken %q", f != nil, a.Cards, taken)
		}
	})
	t.Run("the only other crew", func(t *testing.T) {
		pe := companion.PendingEffect{Crew: "Vera", Card: "Grub", Effect: rules.Effect{Kind: rules.EffectGiveSuspicion}}
		f, a, taken := buildEffectForm(terms.En, twoCrews, pe)
		if f != nil || a.Target != "Isaac" || !strings.Contains(taken, "Isaac, the only other crew") {
			t.Errorf("form %v, target %q, taken %q", f != nil, a.Target, taken)
		}
		three := companion.Game{Crews: append(twoCrews.Crews[:2:2], companion.CrewState{Name: "Claire"})}
		if f, _, _ := buildEffectForm(terms.En, three, pe); f == nil {
			t.Errorf("with two other crews, the target is not asked")
		}
	})
}

// TestPlayHeader checks the header above play's questions: the round, the
// phase, the location in Lights Out, and whose turn.
func TestPlayHeader(t *testing.T) {
	t.Parallel()
	var g companion.Game
	g.LightsOut.Next = rules.ChowHall
	for _, tc := range []struct {
		x    companion.Expectation
		who  string
		want string
	}{
		{companion.Expectation{Kind: companion.ExpectTurn, Round: 2, Phase: companion.PhaseRollCall}, "Vera's turn", "Round 2, Roll Call: Vera's turn."},
		{companion.Expectation{Kind: companion.ExpectEffect, Round: 1, Phase: companion.PhaseLightsOut}, "Vera's Grub waits for a choice", "Round 1, Lights Out, the Chow Hall: Vera's Grub waits for a choice."},
		{companion.Expectation{Kind: companion.ExpectDiscard, Round: 3, Phase: companion.PhasePatrol}, "step 1, storage limits: Vera discards", "Round 3, Patrol: step 1, storage limits: Vera discards."},
	} {
		if got := playHeaderIn(terms.En, g, tc.x, tc.who); got.head != tc.want || got.details != "" {
			t.Errorf("got %+v, want %q", got, tc.want)
		}
	}
}

// TestPlayHeaderIn checks the header in Spanish and Chinese (issue 24):
// the phase and the location are the glossary's terms, from each book's
// round overview ("I. FASE DE RECUENTO", "I. 点名阶段") and location
// rewards ("位置奖励", p. 10).
func TestPlayHeaderIn(t *testing.T) {
	t.Parallel()
	var g companion.Game
	g.LightsOut.Next = rules.ChowHall
	turn := companion.Expectation{Kind: companion.ExpectTurn, Round: 2, Phase: companion.PhaseRollCall}
	effect := companion.Expectation{Kind: companion.ExpectEffect, Round: 1, Phase: companion.PhaseLightsOut}
	for _, tc := range []struct {
		lang terms.Lang
		x    companion.Expectation
		want string
	}{
		{terms.En, turn, "Round 2, Roll Call: Vera's turn."},
		{terms.Es, turn, "Ronda 2, Fase de Recuento: turno de Vera."},
		{terms.Zh, turn, "第2回合，点名阶段：Vera的回合。"},
		{terms.Es, effect, "Ronda 1, Fase de Luces Fuera, Comedor: turno de Vera."},
		{terms.Zh, effect, "第1回合，熄灯阶段，食堂：Vera的回合。"},
	} {
		if got := playHeaderIn(tc.lang, g, tc.x, tc.lang.Sprintf("play.turn", "Vera")); got.head != tc.want {
			t.Errorf("%s: got %q, want %q", tc.lang, got.head, tc.want)
		}
	}
}

// TestTokenIDs: tokens typed in Spanish or Chinese are recorded by their
// English names; what is no token is kept for the entry to refuse.
func TestTokenIDs(t *testing.T) {
	t.Parallel()
	got := tokenIDs([]string{"瞭望员", "5", "lookout", "nope"})
	if want := []string{"lookout", "5", "lookout", "nope"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestPlayDeclineWords: declining a reward sends the tokens to the Library,
// but at the Library itself they go home (core rulebook, "Move Stragglers
// to the Library"); the option says which.
func TestPlayDeclineWords(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		loc  rules.Location
		want string
	}{
		{rules.ExerciseYard, "decline (the tokens straggle to the Library)"},
		{rules.CellBlock, "decline (the tokens straggle to the Library)"},
		{rules.Library, "decline (the tokens go home without a reward)"},
	} {
		if got := declineWordsIn(terms.En, tc.loc); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.loc, got, tc.want)
		}
	}
}
