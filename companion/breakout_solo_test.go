package companion

import (
	"errors"
	"fmt"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TEST FIXTURES ONLY: the strengths of Breakout's four guard cards (one of
// each colour) and what its location card shows are made up: they are card
// data. Only the counts follow the rules: eight blue cards and six of the
// level's colour (Breakout rulebook, "Solitary Mode – Setup").
var soloBreakoutBox = append([]rules.GuardCard{
	{Colour: rules.Blue, Strength: 2}, {Colour: rules.Green, Strength: 3},
	{Colour: rules.Yellow, Strength: 2}, {Colour: rules.Red, Strength: 3},
}, soloTestBox...)

const soloBreakoutLocation = rules.CellBlockCard

// soloBreakoutPlan sends the seeker to the Smithy, the test table's double
// tunnel; token 2 stays back and goes on the legend card.
var soloBreakoutPlan = []soloMove{
	{rules.CellBlock, "5"}, {rules.Commissary, "4"}, {rules.ExerciseYard, "enforcer"},
	{rules.ChowHall, "3"}, {rules.Smithy, "seeker"}, {rules.Sewers, "lookout"},
}

// newSoloBreakoutTable is newSoloTable for a solitary Breakout game on the
// test board.
func newSoloBreakoutTable(t *testing.T, level rules.Difficulty, mode DeckMode, seed int64) *soloTable {
	setup := SetupEntry{Crews: crewsNamed("Rin"), Solo: true, Edition: rules.Edition2019, Difficulty: level, Decks: mode, Breakout: true, Catacombs: testCatacombs()}
	if mode == AppDecks {
		setup.GuardCards, setup.LocationCard = soloBreakoutBox, soloBreakoutLocation
		for i := range 8 {
			setup.Legends = append(setup.Legends, fmt.Sprintf("Legend %d", i+1))
		}
	}
	tr := newTracker(t, setup)
	tr.g.Seed = seed
	cfg := setup.soloConfig()
	cfg.BreakoutCard = soloBreakoutLocation // the real card, as the table's deck holds it
	box, err := automa.NewCards(cfg, soloBreakoutBox)
	if err != nil {
		t.Fatal(err)
	}
	return &soloTable{tracker: tr, box: box, dealt: map[rules.Location][]rules.GuardCard{}, breakout: true}
}

// breakoutStep makes the next entry of a Breakout game when it is one of
// Breakout's; false when step's core policy applies.
func (s *soloTable) breakoutStep(x Expectation) bool {
	g := &s.g
	switch x.Kind {
	case ExpectSetup:
		if g.Breakout == nil || len(g.breakoutMissing()) == 0 {
			return false
		}
		// At a real table the player lays what the tiles show.
		single, double := g.Breakout.tunnelsDue(g.tunnelSet())
		switch {
		case double > 0:
			s.do(&TunnelEntry{Location: rules.Smithy, Double: true})
		case single > 0:
			s.do(&TunnelEntry{Location: rules.Commissary})
		default:
			s.legends++
			s.do(&LegendCardEntry{Card: fmt.Sprintf("Legend %d", s.legends)})
		}
	case ExpectGuardCard:
		if !x.LegendGuard || s.legendsResolved > 0 {
			return false
		}
		// The legend card waits for the guard card on it.
		if err := s.try(&LegendEntry{Card: g.Breakout.Legend}); !errors.Is(err, ErrWrongPhase) {
			s.t.Errorf("the legend resolved before its guard card was turned up: %v", err)
		}
		return false
	case ExpectLegendCard:
		s.legends++
		s.do(&LegendCardEntry{Card: fmt.Sprintf("Legend %d", s.legends)})
	case ExpectLegend:
		if s.legendsResolved == 0 {
			// "Solitary Mode – Resolving the Legend Card": a reward is 2
			// stars for the guards, nothing else.
			for _, c := range []Change{{Crew: rules.Guards, Gain: rules.Resources{Gold: 1}}, {Crew: rules.Guards, Reputation: 3}, {Crew: rules.Guards, Power: 1}} {
				if err := s.try(&LegendEntry{Card: x.Legend, Changes: []Change{c}}); !errors.Is(err, rules.ErrLegend) {
					s.t.Errorf("the guards gaining %+v from the legend card: %v", c, err)
				}
			}
		}
		s.do(&LegendEntry{Card: x.Legend})
		s.legendsResolved++
	case ExpectLantern:
		// The player's crew takes the first free path; the guards' path
		// is the automa's, offered as the automatic entry.
		m := g.Breakout.Map
		at, _ := g.lanternOf(x.Crew)
		from := m.Find(at)
		for _, p := range m.PathsFrom(from, nil) {
			if p.Cost.Total() == 0 {
				s.do(&LanternEntry{Crew: x.Crew, Space: m.Spaces[p.To].Label()})
				return true
			}
		}
		s.t.Fatalf("no free path from %s", at.Label())
	case ExpectShapeshift:
		// Three goons come off the goon deck; the guards keep by their
		// rule, the player the first.
		e := &ShapeshiftEntry{Crew: x.Crew}
		for range ShapeshiftDraw {
			s.goons++
			name := fmt.Sprintf("Goon %d", s.goons)
			e.Drawn = append(e.Drawn, name)
			e.Printed = append(e.Printed, testGoon(name, s.goons%3, rules.NoResource))
		}
		e.Keep = e.Drawn[0]
		if err := g.GuardsKeep(e); err != nil {
			s.t.Fatal(err)
		}
		s.do(e)
		s.shapeshifts++
	case ExpectLoot:
		s.loot++
		s.do(&LootEntry{Crew: x.Crew, Loot: fmt.Sprintf("Loot %d", s.loot), Scored: x.Crew != rules.Guards})
	default:
		return false
	}
	return true
}

// TestSoloBreakoutGames plays whole solitary Breakout games, both ways of
// running the decks: eight guard cards are dealt each round, the eighth on
// the legend card and turned up only after the Library (Breakout rulebook,
// "Solitary Mode – Roll Call Phase"), where it ranks the guards on the
// legend card; the log replays to the same game.
func TestSoloBreakoutGames(t *testing.T) {
	for _, mode := range []DeckMode{TableDecks, AppDecks} {
		t.Run(mode.String(), func(t *testing.T) {
			s := newSoloBreakoutTable(t, rules.Challenging, mode, 11)
			s.playOut()
			deals, legendCards := 0, 0
			for _, e := range s.entries {
				switch p := e.Payload.(type) {
				case *GuardDealEntry:
					deals++
					if mode == AppDecks && len(p.Cards) != 8 {
						t.Errorf("round deal of %d cards, want 8", len(p.Cards))
					}
				case *GuardCardEntry:
					if p.Legend {
						legendCards++
					}
				}
			}
			if s.shapeshifts == 0 {
				t.Error("the guards never seized a Shapeshifter")
			}
			if deals != 6 || legendCards != 6 || s.legendsResolved != 6 {
				t.Errorf("%d deals, %d legend guard cards turned up, %d legends resolved; want 6 each", deals, legendCards, s.legendsResolved)
			}
			res, unknown := s.g.FinalScore()
			if len(unknown) > 0 {
				t.Errorf("final scoring lacks %v", unknown)
			}
			t.Logf("Rin %d, guards %d, lanterns %v", res.Crews()[0].Total(), res.Crews()[1].Total(), s.g.Breakout.Lanterns)
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
