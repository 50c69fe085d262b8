package automa

import (
	"errors"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// reveal is the face-down guard card a player turns up on a guard turn,
// any one of them ("Solitary Mode – Roll Call Phase"; the legend card's
// too, Breakout, ruling bo-solo-legend-card): at a location, or with
// legend the legend card's.
type reveal func(r *Round) (loc rules.Location, legend bool)

// The players' choices the tests play: the lowest-numbered face-down card
// (a simulated game's, which GuardTurnFrom plays without checks), the
// highest-numbered one (a later card than the first), and the legend
// card's while it lies face down, then the first.
var (
	revealFirst reveal = func(r *Round) (rules.Location, bool) { return r.FirstFaceDown(), false }
	revealLast  reveal = func(r *Round) (rules.Location, bool) {
		last := rules.NoLocation
		for _, c := range r.Cards() {
			if !c.FaceUp && c.Location > last {
				last = c.Location
			}
		}
		return last, false
	}
	revealLegend reveal = func(r *Round) (rules.Location, bool) {
		if r.legendDown() {
			return rules.NoLocation, true
		}
		return r.FirstFaceDown(), false
	}
)

// playRound plays a whole round of the solitary Roll Call and Lights Out
// phases with the app's decks, the player assigning tokens tokens and
// turning up the face-down card pick chooses on each guard turn: by Deal,
// GuardTurn, PlayerTurn, TurnUp and Bring, the cards drawn by the caller
// (from false), or by DealFrom, GuardTurnFrom, PlayerTurnNoPath and
// LightsOutFrom (from true). It returns the round and the decks as they end.
func playRound(t *testing.T, cfg Config, cards *Cards, seed int64, number int, from bool, pick reveal) (Round, Decks) {
	t.Helper()
	d := cards.Deal(seed, number)
	r, _, err := NewRound(cfg, number, Side(1+number%2))
	if err != nil {
		t.Fatal(err)
	}
	check := func(what string, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("seed %d round %d: %s: %v", seed, number, what, err)
		}
	}
	if from {
		check("deal", r.DealFrom(&d))
	}
	for r.Stage() == Dealing {
		c, _ := d.DrawGuard()
		_, err := r.Deal(c)
		check("deal", err)
	}
	tokens, back := 6, boolInt(cfg.Breakout) // with Breakout the seeker stays back
	for r.Stage() == RollCall {
		if r.Next() == Guards {
			loc, legend := pick(&r)
			if from {
				check("guard turn", r.GuardTurnFrom(&d, loc, legend))
				continue
			}
			gt := GuardTurn{Reveal: loc, Legend: legend}
			gt.Drawn, _ = d.DrawLocation()
			if gt.Drawn.Location() != rules.NoLocation && r.GuardsLeft() > 0 {
				gt.Placed, _ = d.DrawGuard()
			}
			_, err := r.GuardTurn(gt)
			check("guard turn", err)
			continue
		}
		tokens--
		if from {
			check("player turn", r.PlayerTurnNoPath(tokens+back, tokens == 0 && back > 0))
			continue
		}
		_, err := r.PlayerTurn(tokens+back, tokens == 0 && back > 0)
		check("player turn", err)
	}
	if from && r.Stage() == LightsOut {
		check("lights out", r.LightsOutFrom(&d))
	}
	for r.Stage() == LightsOut {
		if r.Wants().Kind == WantBring {
			c, _ := d.DrawGuard()
			check("bring", r.Bring(c))
			continue
		}
		_, err := r.TurnUp(rules.GuardCard{})
		check("turn up", err)
	}
	return r, d
}

// TestFromDecksPlaysAsGiven checks that a round playing the app's decks
// itself (DealFrom, GuardTurnFrom, PlayerTurnNoPath, LightsOutFrom: a
// simulated game's, the cards not checked again, no path recorded) ends
// exactly as the same round played card by card through Deal, GuardTurn,
// TurnUp and Bring, on every level, with and without Breakout, over many
// deals ("Solitary Mode – Roll Call Phase"; "Difficulty Levels", p. 19),
// whichever face-down card the player turns up on a guard turn: the first
// (GuardTurnFrom's trusted turn), a later one, or the legend card's
// (Breakout rulebook, "Solitary Mode"; ruling bo-solo-legend-card), which
// GuardTurnFrom plays through GuardTurn's checks.
func TestFromDecksPlaysAsGiven(t *testing.T) {
	picks := []struct {
		name string
		pick reveal
	}{{"the first face-down card", revealFirst}, {"the last face-down card", revealLast}, {"the legend card's first", revealLegend}}
	for _, cfg := range []Config{
		{Edition: testEdition, Difficulty: rules.Moderate},
		{Edition: testEdition, Difficulty: rules.Challenging},
		{Edition: testEdition, Difficulty: rules.Expert},
		{Edition: testEdition, Difficulty: rules.Expert, Breakout: true, BreakoutCard: rules.OffDuty},
		{Edition: testEdition, Difficulty: rules.Challenging, Breakout: true, BreakoutCard: rules.SmithyCard},
	} {
		box := testBox
		if cfg.Breakout {
			box = testBreakoutBox
		}
		cards, err := NewCards(cfg, box)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range picks {
			if !cfg.Breakout && p.name == "the legend card's first" {
				continue // no legend card: the first, as above
			}
			for seed := int64(1); seed <= 200; seed++ {
				for number := 1; number <= 6; number++ {
					given, givenDecks := playRound(t, cfg, &cards, seed, number, false, p.pick)
					drawn, drawnDecks := playRound(t, cfg, &cards, seed, number, true, p.pick)
					if given != drawn || givenDecks != drawnDecks {
						t.Fatalf("%s level, Breakout %v, %s, seed %d, round %d: the round played from the decks differs:\n%+v\n%+v", cfg.Difficulty, cfg.Breakout, p.name, seed, number, drawn, given)
					}
				}
			}
		}
	}
}

// TestFromOtherDecksChecked checks that only decks built for the round's
// own game are trusted: a moderate level's decks played in an expert round
// have their green cards refused as Deal refuses them ("Difficulty
// Levels", p. 19), and a refused step draws nothing from the decks.
func TestFromOtherDecksChecked(t *testing.T) {
	moderate, err := NewCards(Config{Edition: testEdition, Difficulty: rules.Moderate}, testBox)
	if err != nil {
		t.Fatal(err)
	}
	expert := Config{Edition: testEdition, Difficulty: rules.Expert}
	d := moderate.Deal(7, 1)
	r, _, err := NewRound(expert, 1, Guards)
	if err != nil {
		t.Fatal(err)
	}
	err = r.DealFrom(&d)
	if !errors.Is(err, rules.ErrGuardCard) {
		t.Fatalf("moderate decks in an expert round: %v", err)
	}
	// The refused card stays on top; the cards before it were dealt.
	top, _ := d.topGuard()
	if top.Colour != rules.Green || int(d.guardTop) != len(r.Cards()) {
		t.Errorf("after the refusal: top %v, %d drawn, %d dealt", top, d.guardTop, len(r.Cards()))
	}
	var given Round
	given, _, _ = NewRound(expert, 1, Guards)
	_, want := given.Deal(top)
	if err.Error() != want.Error() {
		t.Errorf("refusal %q, Deal's %q", err, want)
	}
	// Out of turn: nothing changes, the decks included.
	before, beforeDecks := r, d
	if err := r.GuardTurnFrom(&d, rules.NoLocation, false); !errors.Is(err, ErrTurn) {
		t.Errorf("a guard turn while dealing: %v", err)
	}
	if err := r.LightsOutFrom(&d); !errors.Is(err, ErrTurn) {
		t.Errorf("lights out while dealing: %v", err)
	}
	if r != before || d != beforeDecks {
		t.Error("a refused step changed the round or the decks")
	}
}

// TestStart checks that Round.Start starts the round NewRound does, over a
// round already played, and leaves it zero when refused ("Solitary Mode –
// Setup", step 7: the guards hold the marker in round 1).
func TestStart(t *testing.T) {
	cfg := Config{Edition: testEdition, Difficulty: rules.Expert}
	cards, err := NewCards(cfg, testBox)
	if err != nil {
		t.Fatal(err)
	}
	r, _ := playRound(t, cfg, &cards, 3, 2, true, revealFirst)
	for _, tc := range []struct {
		number int
		marker Side
	}{{1, Guards}, {4, Player}, {7, Guards}, {2, NoSide}} {
		want, _, werr := NewRound(cfg, tc.number, tc.marker)
		gerr := r.Start(cfg, tc.number, tc.marker)
		if r != want || (gerr == nil) != (werr == nil) || gerr != nil && gerr.Error() != werr.Error() {
			t.Errorf("round %d, %s: Start %+v, %v; NewRound %+v, %v", tc.number, tc.marker, r, gerr, want, werr)
		}
	}
}
