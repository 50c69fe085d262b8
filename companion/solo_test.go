package companion

import (
	"errors"
	"fmt"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TEST FIXTURES ONLY: the guard cards' strengths below are made up (the
// printed values are card data, not in the rulebooks). Only the counts
// follow the rules: 7 blue cards, 5 of each other colour, one special
// yellow and one special red card ("Solitary Mode – Difficulty Levels").
var soloTestBox = []rules.GuardCard{
	{Colour: rules.Blue, Strength: 0}, {Colour: rules.Blue, Strength: 1}, {Colour: rules.Blue, Strength: 1}, {Colour: rules.Blue, Strength: 2},
	{Colour: rules.Blue, Strength: 2}, {Colour: rules.Blue, Strength: 3}, {Colour: rules.Blue, Strength: 3},
	{Colour: rules.Green, Strength: 1}, {Colour: rules.Green, Strength: 2}, {Colour: rules.Green, Strength: 2}, {Colour: rules.Green, Strength: 3}, {Colour: rules.Green, Strength: 4},
	{Colour: rules.Yellow, Strength: 1}, {Colour: rules.Yellow, Strength: 2}, {Colour: rules.Yellow, Strength: 3}, {Colour: rules.Yellow, Strength: 3, Special: true}, {Colour: rules.Yellow, Strength: 4},
	{Colour: rules.Red, Strength: 2}, {Colour: rules.Red, Strength: 3}, {Colour: rules.Red, Strength: 4}, {Colour: rules.Red, Strength: 4, Special: true}, {Colour: rules.Red, Strength: 5},
}

// soloItem is a made-up item card: reputation and cost vary with n.
func soloItem(n int) *catalog.Card {
	c := testItem(fmt.Sprintf("Item %d", n))
	c.Reputation = catalog.Know(1 + n%4)
	cost := catalog.CardCost{}
	cost.Resources = rules.Resources{}.With(rules.AllResources[n%4], 1+n%2)
	c.Cost = catalog.Know(cost)
	c.Valuables = catalog.Know(catalog.CardValuables{Gems: n % 2})
	return c
}

// soloTable plays a solitary game to its end through Game.Play, as the
// commands do: every automatic entry as Expect gives it, the player by a
// fixed policy, and at a real table (TableDecks) the cards read off a deck
// the test shuffles itself, as a player's hands would.
type soloTable struct {
	*tracker
	decks automa.Decks // the physical decks of the round (TableDecks)
	box   automa.Cards
	items int
	goons int
	tomes int
	round int
	// dealt are the physical cards dealt face down, by location, not yet
	// turned up (TableDecks); NoLocation's is the legend card's.
	dealt map[rules.Location][]rules.GuardCard
	// breakout plays Breakout's entries too (breakoutStep), counting the
	// legend cards turned up and resolved and the loot tokens taken.
	breakout                       bool
	legends, legendsResolved, loot int
	shapeshifts                    int
}

func newSoloTable(t *testing.T, level rules.Difficulty, mode DeckMode, seed int64) *soloTable {
	setup := SetupEntry{Crews: crewsNamed("Rin"), Solo: true, Edition: rules.Edition2019, Difficulty: level, Decks: mode}
	if mode == AppDecks {
		setup.GuardCards = soloTestBox
	}
	tr := newTracker(t, setup)
	tr.g.Seed = seed
	box, err := automa.NewCards(automa.Config{Edition: rules.Edition2019, Difficulty: level}, soloTestBox)
	if err != nil {
		t.Fatal(err)
	}
	return &soloTable{tracker: tr, box: box, dealt: map[rules.Location][]rules.GuardCard{}}
}

type soloMove struct {
	loc   rules.Location
	token string
}

var soloPlan = []soloMove{
	{rules.CellBlock, "5"}, {rules.Commissary, "4"}, {rules.ExerciseYard, "enforcer"},
	{rules.ChowHall, "3"}, {rules.Smithy, "2"}, {rules.Sewers, "lookout"},
}

// step makes the next entry; false once the game is over.
func (s *soloTable) step() bool {
	t := s.t
	t.Helper()
	g := &s.g
	x := g.Expect()
	if g.Round != s.round && g.Phase == PhaseRollCall {
		s.round = g.Round
		s.decks = s.box.Deal(int64(1000+g.Round), g.Round)
		clear(s.dealt)
	}
	if a, ok := x.Auto(); ok {
		if d, ok := a.Payload.(*GuardDealEntry); ok && !x.AppDecks {
			// The player deals the real cards face down.
			if g.Phase == PhaseSetup {
				s.round = 1
				s.decks = s.box.Deal(1001, 1)
			}
			for loc := rules.ExerciseYard; loc <= rules.CellBlock; loc++ {
				c, _ := s.decks.DrawGuard()
				s.dealt[loc] = append(s.dealt[loc], c)
			}
			if s.breakout {
				c, _ := s.decks.DrawGuard()
				s.dealt[rules.NoLocation] = append(s.dealt[rules.NoLocation], c)
			}
			s.do(d)
			return true
		}
		if c, ok := a.Payload.(*GuardCardEntry); ok && c.Brought && !x.AppDecks {
			card, _ := s.decks.DrawGuard()
			s.dealt[c.Location] = append(s.dealt[c.Location], card)
		}
		s.do(a.Payload)
		return true
	}
	if s.breakout && s.breakoutStep(x) {
		return true
	}
	switch x.Kind {
	case ExpectGuardTurn:
		reveal := rules.NoLocation
		if len(x.FaceDown) > 0 {
			reveal = x.FaceDown[len(x.FaceDown)-1]
		}
		legend := reveal == rules.NoLocation && x.LegendDown // the only one face down
		if x.AppDecks {
			e, err := g.GuardTurn(reveal, legend)
			if err != nil {
				t.Fatal(err)
			}
			s.do(e)
			return true
		}
		e := &GuardTurnEntry{Reveal: reveal, Legend: legend}
		if reveal != rules.NoLocation || legend {
			e.Revealed = s.turnUp(reveal)
		}
		e.Drawn, _ = s.decks.DrawLocation()
		if e.Drawn != rules.OffDuty {
			e.Placed, _ = s.decks.DrawGuard()
		}
		s.do(e)
	case ExpectGuardCard:
		s.do(&GuardCardEntry{Location: x.Location, Card: s.turnUp(x.Location), Legend: x.LegendGuard})
	case ExpectTurn:
		c, _ := g.Crew(x.Crew)
		plan := soloPlan
		if s.breakout {
			plan = soloBreakoutPlan
		}
		for _, p := range plan {
			for _, tk := range c.Tokens {
				if tk.String() == p.token {
					s.do(assign(x.Crew, p.loc, p.token))
					return true
				}
			}
		}
		s.do(&PassEntry{Crew: x.Crew})
	case ExpectResolve:
		for _, o := range x.Open {
			switch {
			case o.Must && x.Location == rules.Commissary && o.Tier == rules.Most:
				s.do(&RewardChoiceEntry{Crew: o.Crew, Location: x.Location, Action: RewardTake, Gain: rules.Resources{Gold: 1}})
			case x.Location == rules.ChowHall || x.Location == rules.CellBlock || x.Location == rules.Commissary:
				s.do(&RewardChoiceEntry{Crew: o.Crew, Location: x.Location, Action: RewardDecline})
			default:
				continue
			}
			return true
		}
		s.do(g.ResolveNext())
	case ExpectTome:
		if x.KeepTome {
			s.do(&RewardChoiceEntry{Crew: x.Crew, Location: x.TomeFrom, Action: RewardKeepTome, Cards: x.Drawn[:1]})
			return true
		}
		s.tomes++
		s.do(&TomeDrawnEntry{Crew: x.Crew, Card: fmt.Sprintf("Tome %d", s.tomes)})
	case ExpectSetup, ExpectDisplayCard:
		if g.Phase == PhaseSetup && len(x.Missing) > 0 && countFilled(g.Display) == g.DisplaySize() {
			s.goon(g.EmptyGoonSpaces()[0])
			return true
		}
		s.items++
		s.do(&DisplayCardEntry{Card: fmt.Sprintf("Item %d", s.items), Printed: soloItem(s.items)})
	case ExpectGoonCard:
		s.goon(x.GoonSpaces[0])
	case ExpectDiscard:
		d := x.Discards[0]
		c, _ := g.Crew(d.Crew)
		var r rules.Resources
		left := d.N
		for _, k := range rules.AllResources {
			n := min(left, c.Board.Resources.Of(k))
			r = r.With(k, n)
			left -= n
		}
		s.do(&DiscardEntry{Crew: d.Crew, Resources: r})
	case ExpectGameOver:
		return false
	default:
		t.Fatalf("round %d, %s: nothing to do for %v (%s)", g.Round, g.Phase, x.Kind, x)
	}
	return true
}

func (s *soloTable) goon(loc rules.Location) {
	s.goons++
	e := &GoonCardEntry{Card: fmt.Sprintf("Goon %d", s.goons), Location: loc, Suspicion: intp(s.goons % 3)}
	if s.breakout && s.goons%4 == 0 {
		e.Suspicion, e.Printed = nil, shapeshifterGoon(e.Card, 2)
	}
	s.do(e)
}

// turnUp reads the face-down card the player turns up at a location.
func (s *soloTable) turnUp(loc rules.Location) rules.GuardCard {
	cards := s.dealt[loc]
	if len(cards) == 0 {
		s.t.Fatalf("no face-down card dealt at the %s", loc)
	}
	c := cards[0]
	s.dealt[loc] = cards[1:]
	return c
}

func (s *soloTable) playOut() {
	for i := 0; s.step(); i++ {
		if i > 2000 {
			s.t.Fatal("the game does not end")
		}
	}
}

// TestSoloGamesEnd plays whole solitary games at every level, both ways of
// running the decks, and replays each log to the same game.
func TestSoloGamesEnd(t *testing.T) {
	for _, level := range []rules.Difficulty{rules.Moderate, rules.Challenging, rules.Expert} {
		for _, mode := range []DeckMode{TableDecks, AppDecks} {
			t.Run(level.String()+"/"+mode.String(), func(t *testing.T) {
				s := newSoloTable(t, level, mode, 7)
				s.playOut()
				res, unknown := s.g.FinalScore()
				if cs := res.Crews(); len(cs) != 2 || !cs[1].Guards {
					t.Fatalf("final scoring: %+v", cs)
				}
				if len(unknown) > 0 {
					t.Errorf("final scoring lacks %v", unknown)
				}
				t.Logf("Rin %d, guards %d, winners %v", res.Crews()[0].Total(), res.Crews()[1].Total(), res.Winners())
				again, err := Replay(LogHeader{Version: LogVersion, Seed: s.g.Seed}, s.entries)
				if err != nil {
					t.Fatal(err)
				}
				if again.Crews[1].Board != s.g.Crews[1].Board || again.Crews[0].Board != s.g.Crews[0].Board {
					t.Errorf("replay: %+v, played %+v", again.Crews, s.g.Crews)
				}
			})
		}
	}
}

// TestSoloEntriesRefused: the guards' entries follow the solitary rules.
func TestSoloEntriesRefused(t *testing.T) {
	s := newSoloTable(t, rules.Moderate, TableDecks, 7)
	for s.g.Phase == PhaseSetup && s.g.Expect().Kind == ExpectSetup {
		s.step()
	}
	// The crew cannot take the first turn: the guards hold the marker, and
	// the cards are dealt first ("Solitary Mode – Setup", step 7).
	if err := s.try(assign("Rin", rules.Smithy, "2")); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("assign before the deal: %v", err)
	}
	// At a real table nobody knows the dealt cards' values.
	if err := s.try(&GuardDealEntry{Cards: soloTestBox[:7]}); !errors.Is(err, ErrDecks) {
		t.Errorf("deal with values at a table: %v", err)
	}
	s.step() // the deal
	if err := s.try(assign("Rin", rules.Smithy, "2")); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("assign on the guards' turn: %v", err)
	}
}

// TestSoloTomeDeck: "Solitary Mode – Setup", step 2 takes both "Big Book of
// Stealth" and both "Cutthroat Crafting" out of the tome deck.
func TestSoloTomeDeck(t *testing.T) {
	s := newSoloTable(t, rules.Moderate, AppDecks, 7)
	for s.g.Expect().Kind != ExpectTome {
		if !s.step() {
			t.Fatal("no tome owed in the whole game")
		}
	}
	crew := s.g.Expect().Crew
	for _, name := range []string{"Big Book of Stealth", "cutthroat crafting"} {
		if err := s.try(&TomeDrawnEntry{Crew: crew, Card: name}); !errors.Is(err, ErrNoReward) {
			t.Errorf("%s drawn in a solitary game: %v", name, err)
		}
	}
	s.do(&TomeDrawnEntry{Crew: crew, Card: "Atlas of Hideouts"})
}

// TestAuditSolo: the app's decks deal again from the seed, card for card;
// a file whose draws are not the seed's is caught.
func TestAuditSolo(t *testing.T) {
	s := newSoloTable(t, rules.Expert, AppDecks, 11)
	s.playOut()
	h := LogHeader{Version: LogVersion, Seed: 11}
	draws, err := AuditSolo(h, s.entries)
	if err != nil || len(draws) != 6 {
		t.Fatalf("audit: %d rounds, %v", len(draws), err)
	}
	for _, r := range draws {
		if len(r.Guards) < 7 || len(r.Locations) == 0 || !r.Agrees() {
			t.Errorf("round %d: %d guard cards and %d location cards drawn", r.Round, len(r.Guards), len(r.Locations))
		}
	}
	// A game played out has no round under way; a file that stops within a
	// round has that round's cards under way (their values stay hidden).
	for _, r := range draws {
		if r.UnderWay {
			t.Errorf("round %d of a finished game is under way", r.Round)
		}
	}
	var cut int
	for i, e := range s.entries {
		if _, ok := e.Payload.(*GuardTurnEntry); ok && e.Round == 3 {
			cut = i + 1
			break
		}
	}
	part, err := AuditSolo(h, s.entries[:cut])
	if err != nil || len(part) != 3 || !part[2].UnderWay || part[0].UnderWay || part[1].UnderWay {
		t.Errorf("a file stopping in round 3: %+v, %v", part, err)
	}
	h.Seed = 12
	if _, err := AuditSolo(h, s.entries); !errors.Is(err, ErrDecks) {
		t.Errorf("another seed: %v", err)
	}
	table := newSoloTable(t, rules.Expert, TableDecks, 11)
	if _, err := AuditSolo(h, table.entries); err == nil {
		t.Error("a table game audited")
	}
}
