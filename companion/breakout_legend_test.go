package companion

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// tryAt plays p as an entry written in log version v: an older game file's
// entry, which replays by the rules it was played under (Game.rulesAt).
func (tr *tracker) tryAt(v int, p Payload) error {
	p = withPrinted(tr.cat, p)
	e := tr.g.NextEntry(p)
	e.Seq, e.Version = len(tr.entries)+1, v
	g, err := tr.g.Play(e)
	if err != nil {
		return err
	}
	tr.g = g
	tr.entries = append(tr.entries, e)
	return nil
}

// earlyPassTable plays round 1's Roll Call of a three-crew Breakout game up
// to Claire's turn, with three tokens (lookout, 4, 5) in her holding cell;
// Vera and Isaac keep only their lookouts.
func earlyPassTable(t *testing.T) *tracker {
	t.Helper()
	tr := newBreakoutTracker(t)
	tr.do(assign("Vera", rules.Smithy, "seeker", "5"))
	tr.do(assign("Isaac", rules.Smithy, "4"))
	tr.do(assign("Claire", rules.Commissary, "seeker", "enforcer", "2", "3"))
	tr.do(assign("Vera", rules.Sewers, "enforcer", "2", "3", "4"))
	tr.do(assign("Isaac", rules.Sewers, "seeker", "enforcer", "2", "3", "5"))
	return tr
}

// TestLegendOnlyLastToken: Breakout rulebook, "Roll Call Phase": a player
// with one crew token left must pass and puts it face down on the legend
// card; players may not assign tokens to the legend card otherwise (ruling
// legend-early-pass). Claire passes with three tokens: she puts none there,
// and naming one is refused; Vera's last token, the lookout, goes there, and
// naming another is refused.
func TestLegendOnlyLastToken(t *testing.T) {
	tr := earlyPassTable(t)
	for _, tok := range []string{"5", "lookout"} {
		if err := tr.try(&PassEntry{Crew: "Claire", LegendToken: tok}); !errors.Is(err, rules.ErrLegend) {
			t.Errorf("Claire passing with 3 tokens and --legend %s: %v", tok, err)
		}
	}
	tr.do(&PassEntry{Crew: "Claire"})
	c := tr.g.Crews[2]
	if len(c.Tokens) != 3 || !c.Passed || tr.g.Breakout.LegendTokens[2] != rules.NoToken {
		t.Errorf("Claire after passing: home %v, passed %v, legend %v; want 3 tokens home and none on the legend card", c.Tokens, c.Passed, tr.g.Breakout.LegendTokens[2])
	}
	// Vera, one token left: the table knows it is her lookout.
	if err := tr.try(&PassEntry{Crew: "Vera", LegendToken: "4"}); !errors.Is(err, rules.ErrLegend) {
		t.Errorf("Vera naming a token she no longer holds: %v", err)
	}
	tr.do(&PassEntry{Crew: "Vera", LegendToken: "lookout"})
	if tr.g.Breakout.LegendTokens[0] != rules.Lookout || len(tr.g.Crews[0].Tokens) != 0 {
		t.Errorf("Vera's lookout: legend %v, home %v", tr.g.Breakout.LegendTokens[0], tr.g.Crews[0].Tokens)
	}
	// Isaac passes by himself, his lookout to the legend card.
	x := tr.g.Expect()
	if a, ok := x.Auto(); !ok || a.Reason != AutoLastToken {
		t.Fatalf("Isaac with one token left: %+v", x)
	}
	tr.autoPlay()
	// The legend card ranks the two lookouts only, Vera first (the first
	// player marker's holder); Claire is not on it.
	res, err := tr.g.LegendResolution()
	if err != nil {
		t.Fatal(err)
	}
	if rk := res.Ranking(); len(rk) != 2 || rk[0].Name != "Vera" || rk[1].Name != "Isaac" {
		t.Errorf("legend ranking %+v, want Vera then Isaac", rk)
	}
}

// TestLegendEarlyPassVersion7: a version 7 game file, written while ruling
// legend-early-pass let a crew passing early choose a token for the legend
// card, replays so: Claire's 5 goes there and her other two stay home; the
// version 7 pass without a token is refused as it was.
func TestLegendEarlyPassVersion7(t *testing.T) {
	tr := earlyPassTable(t)
	if err := tr.tryAt(7, &PassEntry{Crew: "Claire"}); !errors.Is(err, rules.ErrLegend) {
		t.Errorf("a version 7 early pass naming no token: %v", err)
	}
	if err := tr.tryAt(7, &PassEntry{Crew: "Claire", LegendToken: "5"}); err != nil {
		t.Fatal(err)
	}
	if c := tr.g.Crews[2]; len(c.Tokens) != 2 || tr.g.Breakout.LegendTokens[2] != rules.Five {
		t.Errorf("Claire after a version 7 early pass: home %v, legend %v", c.Tokens, tr.g.Breakout.LegendTokens[2])
	}
}

// quietBreakoutRound plays a round where every crew passes at once, with
// seven tokens: none goes on the legend card, every location resolves by
// itself, and the legend card, played at the table, changes nothing; the
// Patrol phase is left at its start.
func (tr *tracker) quietBreakoutRound() {
	tr.t.Helper()
	for _, c := range tr.g.Crews { // round 1: Vera holds the marker
		tr.do(&PassEntry{Crew: c.Name})
	}
	if x := tr.autoPlay(); x.Kind != ExpectLegend {
		tr.t.Fatalf("after the Library: %v", x.Kind)
	}
	tr.do(&LegendEntry{Card: tr.g.Breakout.Legend})
}

// TestPatrolTurnsUpLegend: Breakout rulebook, "Patrol Phase": the active
// legend card goes to the bottom of the deck and the next is turned up
// during the phase. At a table the next round is refused until the player
// names it; then round 2 begins with it active, Tog under the deck.
func TestPatrolTurnsUpLegend(t *testing.T) {
	tr := newBreakoutTracker(t) // Tog the Ogre Brute is active
	tr.quietBreakoutRound()
	if x := tr.g.Expect(); x.Kind != ExpectLegendCard || x.Automatic() {
		t.Fatalf("the Patrol phase expects %v (auto %v), want the next legend card asked", x.Kind, x.Automatic())
	}
	tr.do(&PatrolEntry{Action: PatrolAdvanceGoons})
	for _, deckEmpty := range []bool{false, true} {
		err := tr.try(&PatrolEntry{Action: PatrolAddSuspicion, DeckEmpty: deckEmpty})
		var re *rules.RuleError
		if !errors.As(err, &re) || re.Rule != srcBoPatrol || re.Allowed != hint(terms.HintLegendCard)+": the card turned up at the table" {
			t.Errorf("round 2 before the legend card (deck empty %v): %v", deckEmpty, err)
		}
	}
	tr.do(&LegendCardEntry{Card: "Warden Mercy"})
	tr.do(&PatrolEntry{Action: PatrolAddSuspicion, DeckEmpty: true})
	b := tr.g.Breakout
	if tr.g.Round != 2 || b.Legend != "Warden Mercy" || len(b.Seen) != 2 || b.Seen[0] != "Tog the Ogre Brute" {
		t.Errorf("round %d begins with %q active, seen %v; want round 2 with Warden Mercy", tr.g.Round, b.Legend, b.Seen)
	}
}

// TestPatrolLegendVersion7: a version 7 game file whose Patrol phase began
// the next round with the old legend card still active replays so.
func TestPatrolLegendVersion7(t *testing.T) {
	tr := newBreakoutTracker(t)
	tr.quietBreakoutRound()
	tr.do(&PatrolEntry{Action: PatrolAdvanceGoons})
	if err := tr.tryAt(7, &PatrolEntry{Action: PatrolAddSuspicion, DeckEmpty: true}); err != nil {
		t.Fatal(err)
	}
	if tr.g.Round != 2 || tr.g.Breakout.Legend != "Tog the Ogre Brute" {
		t.Errorf("round %d with %q active; want round 2 with Tog, as version 7 played it", tr.g.Round, tr.g.Breakout.Legend)
	}
}

// TestPatrolLegendAppDecks: with the app's decks the app turns up the next
// legend card in the Patrol phase by itself: the second card of the legend
// deck it shuffled from the game's seed (the first was turned up at
// setup). The next round is refused until it is, naming it.
func TestPatrolLegendAppDecks(t *testing.T) {
	legends := []string{"Legend A", "Legend B", "Legend C", "Legend D", "Legend E", "Legend F"}
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019, Breakout: true, Decks: AppDecks, Legends: legends})
	tr.setUp()
	tr.autoPlay() // the tunnels and the first legend card, from the seed
	deck := dealLegends(tr.g.Seed, legends)
	if tr.g.Breakout.Legend != deck[0] {
		t.Fatalf("the first legend %q, want the seed's top card %q", tr.g.Breakout.Legend, deck[0])
	}
	tr.quietBreakoutRound()
	x := tr.g.Expect()
	a, ok := x.Auto()
	if p, isCard := a.Payload.(*LegendCardEntry); x.Kind != ExpectLegendCard || !ok || a.Reason != AutoAppDecks || !isCard || p.Card != deck[1] {
		t.Fatalf("the Patrol phase expects %v, auto %+v; want the app to turn up %s", x.Kind, a, deck[1])
	}
	tr.do(&PatrolEntry{Action: PatrolAdvanceGoons})
	err := tr.try(&PatrolEntry{Action: PatrolAddSuspicion, DeckEmpty: true})
	var re *rules.RuleError
	if !errors.As(err, &re) || re.Allowed != "the app turns up "+deck[1]+" ("+hint(terms.HintNext)+")" {
		t.Errorf("round 2 before the app's legend card: %v", err)
	}
	tr.autoPlay()
	tr.do(&PatrolEntry{Action: PatrolAddSuspicion, DeckEmpty: true})
	if b := tr.g.Breakout; tr.g.Round != 2 || b.Legend != deck[1] || b.Legend == deck[0] {
		t.Errorf("round %d begins with %q active; want %q", tr.g.Round, b.Legend, deck[1])
	}
}

// soloUntil plays a solitary Breakout game at a real table (seed 1) until it
// waits for kind, and returns what it waits for.
func soloUntil(t *testing.T, kind ExpectKind) (*soloTable, Expectation) {
	t.Helper()
	s := newSoloBreakoutTable(t, rules.Moderate, TableDecks, 1)
	for range 100 {
		if x := s.g.Expect(); x.Kind == kind {
			return s, x
		}
		s.step()
	}
	t.Fatalf("the game never waits for %v", kind)
	return nil, Expectation{}
}

// TestGuardTurnTurnsUpLegendCard: core rulebook, "Solitary Mode – Roll Call
// Phase": on a guard turn the player turns up any one face-down guard card;
// Breakout's eighth lies face down on the legend card ("Solitary Mode – Roll
// Call Phase"), so it may be the one (ruling bo-solo-legend-card). Its
// values, read at the table, must be the dealt card's (the fixture's deck
// for seed 1001); once up it is no longer offered, and it counts on the
// legend card. A version 7 guard turn could not turn it up.
func TestGuardTurnTurnsUpLegendCard(t *testing.T) {
	s, x := soloUntil(t, ExpectGuardTurn)
	if !x.LegendDown || !strings.Contains(x.String(), "the legend card's") || !strings.Contains(x.Answer(), "answer guard turn") {
		t.Fatalf("the guard turn does not offer the legend card's guard card: %+v", x)
	}
	card := s.dealt[rules.NoLocation][0]
	drawn, _ := s.decks.DrawLocation()
	var placed rules.GuardCard
	if drawn != rules.OffDuty {
		placed, _ = s.decks.DrawGuard()
	}
	turn := &GuardTurnEntry{Legend: true, Revealed: card, Drawn: drawn, Placed: placed}
	if err := s.tryAt(7, turn); !errors.Is(err, automa.ErrTurn) {
		t.Errorf("a version 7 guard turn turning up the legend card's guard card: %v", err)
	}
	if err := s.try(&GuardTurnEntry{Legend: true, Reveal: rules.Smithy, Revealed: card, Drawn: drawn, Placed: placed}); err == nil {
		t.Error("a guard turn turning up two cards")
	}
	s.do(turn)
	c, _ := s.g.Solo.Round.Legend()
	if n, _, ok := s.g.Solo.Round.LegendStrength(); !c.FaceUp || c.GuardCard != card || !ok || n != card.Strength {
		t.Errorf("the legend card's guard card after the turn: %+v", c)
	}
	if s.g.legendGuardDown() {
		t.Error("the legend card's guard card is still offered")
	}
	if !strings.Contains(DescribeEntry(s.entries[len(s.entries)-1]), "the guard card on the legend card is turned up") {
		t.Errorf("the entry says %q", DescribeEntry(s.entries[len(s.entries)-1]))
	}
}

// TestAtlasTurnsUpLegendCard: core rulebook, "Solitary Mode – Roll Call
// Phase", note: a player playing Atlas of Hideouts may reveal any one
// face-down guard card, the legend card's included with Breakout (ruling
// bo-solo-legend-card). Rin holds the tome on her turn: naming no card, or
// a place with no face-down guard card, is refused, and so is the legend
// card without the values the table reads off it; naming it with them turns
// it up, and the tome leaves her hand. A version 7 entry only recorded the
// tome.
func TestAtlasTurnsUpLegendCard(t *testing.T) {
	s, x := soloUntil(t, ExpectTurn)
	rin := s.g.player()
	s.g.Crews[rin].Tomes = append(s.g.Crews[rin].Tomes, atlasOfHideouts) // drawn earlier (fixture)
	card := s.dealt[rules.NoLocation][0]
	for _, bad := range []*TomePlayedEntry{
		{Crew: x.Crew, Card: atlasOfHideouts, Revealed: card},
		{Crew: x.Crew, Card: atlasOfHideouts, Target: "library", Revealed: card},
		{Crew: x.Crew, Card: atlasOfHideouts, Target: "legend"}, // a real table: its values are needed
	} {
		if err := s.try(bad); err == nil {
			t.Errorf("Atlas of Hideouts %+v accepted", bad)
		}
	}
	s.do(&TomePlayedEntry{Crew: x.Crew, Card: "atlas of hideouts", Target: "legend", Revealed: card})
	if c, _ := s.g.Solo.Round.Legend(); !c.FaceUp || c.GuardCard != card || !c.Early {
		t.Errorf("the legend card's guard card after Atlas of Hideouts: %+v", c)
	}
	if slices.Contains(s.g.Crews[rin].Tomes, atlasOfHideouts) {
		t.Error("the tome is still in Rin's hand")
	}
	// A version 7 entry only recorded the tome.
	s2, x2 := soloUntil(t, ExpectTurn)
	s2.g.Crews[rin].Tomes = append(s2.g.Crews[rin].Tomes, atlasOfHideouts)
	if err := s2.tryAt(7, &TomePlayedEntry{Crew: x2.Crew, Card: atlasOfHideouts, Target: "the guards"}); err != nil {
		t.Fatal(err)
	}
	if c, _ := s2.g.Solo.Round.Legend(); c.FaceUp {
		t.Error("a version 7 Atlas of Hideouts turned a guard card up")
	}
}

// TestVersion8GuardKeys: the keys version 8 added for the guard card on the
// legend card are refused in an older entry.
func TestVersion8GuardKeys(t *testing.T) {
	card := rules.GuardCard{Colour: rules.Blue, Strength: 2}
	for _, p := range []versioned{&GuardTurnEntry{Legend: true}, &TomePlayedEntry{Revealed: card}} {
		if err := p.checkVersion(7); err == nil {
			t.Errorf("%T in version 7 accepted", p)
		}
		if err := p.checkVersion(8); err != nil {
			t.Errorf("%T in version 8: %v", p, err)
		}
	}
}
