package automa

import (
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/scoring"
)

// breakoutCfg is a challenging Breakout game whose ninth location card is
// known, or not (BreakoutCard zero) at a real table.
func breakoutCfg(card rules.LocationCard) Config {
	return Config{Edition: testEdition, Difficulty: rules.Challenging, Breakout: true, BreakoutCard: card}
}

// breakoutDealt returns a Breakout round with its eight cards dealt: the
// seven at locations 1 to 7, then the legend card's.
func breakoutDealt(t *testing.T, cfg Config, cards ...rules.GuardCard) Round {
	t.Helper()
	r, _, err := NewRound(cfg, 1, Guards)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 8 {
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

// TestBreakoutCheck checks that the automa plays Breakout's solitary mode,
// with a ninth location card that only Breakout has, showing a location a
// guard card can go to or Off Duty (Breakout rulebook, "Solitary Mode –
// Setup"; core rulebook, "Solitary Mode – Lights Out Phase, Library": guard
// cards never go to the Library directly).
func TestBreakoutCheck(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
		err  error
	}{
		{"Breakout, its card not known", breakoutCfg(rules.NoLocationCard), nil},
		{"Breakout, its card the Cell Block", breakoutCfg(rules.CellBlockCard), nil},
		{"Breakout, its card Off Duty", breakoutCfg(rules.OffDuty), nil},
		{"Breakout, its card the Library", breakoutCfg(rules.LocationCard(rules.Library)), ErrLocationCard},
		{"Breakout, a card that is none", breakoutCfg(rules.OffDuty + 1), ErrLocationCard},
		{"a ninth card without Breakout", Config{Edition: testEdition, Difficulty: rules.Moderate, BreakoutCard: rules.SewersCard}, ErrLocationCard},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.cfg.Check(); !errors.Is(err, tc.err) {
				t.Errorf("Check() = %v, want %v", err, tc.err)
			}
		})
	}
}

// TestBreakoutSetup checks the solitary Breakout setup's counts, those of a
// two-player game (ruling bo-solo-setup; Breakout rulebook, "Expansion
// Setup"): 5 collapsed, 1 single and 1 double tunnel, stacks of 2 loot
// tokens; and the decks: 14 guard cards, 9 location cards.
func TestBreakoutSetup(t *testing.T) {
	cfg := breakoutCfg(rules.ChowHallCard)
	if c, s, d := cfg.Tunnels(); c != 5 || s != 1 || d != 1 {
		t.Errorf("tunnels %d collapsed, %d single, %d double; want 5, 1, 1", c, s, d)
	}
	if c, s, d := (Config{Edition: testEdition, Difficulty: rules.Moderate}).Tunnels(); c+s+d != 0 {
		t.Errorf("tunnels without Breakout: %d, %d, %d", c, s, d)
	}
	if BreakoutLootStack != 2 {
		t.Errorf("loot stacks of %d", BreakoutLootStack)
	}
	cards, err := NewCards(cfg, testBreakoutBox)
	if err != nil {
		t.Fatal(err)
	}
	decks := cards.Deal(7, 1)
	if g, l := len(decks.GuardOrder()), len(decks.LocationOrder()); g != 14 || l != 9 {
		t.Errorf("%d guard cards and %d location cards, want 14 and 9", g, l)
	}
	r, _, err := NewRound(cfg, 1, Guards)
	if err != nil {
		t.Fatal(err)
	}
	if n := r.LocationCardsLeft(rules.ChowHallCard); n != 2 {
		t.Errorf("%d Chow Hall cards, want 2 (the core card and Breakout's)", n)
	}
	if off, left := r.OffDutyLeft(); off != 2 || left != 9 {
		t.Errorf("OffDutyLeft() = %d, %d; want 2, 9", off, left)
	}
}

// TestBreakoutDeal checks the eighth guard card: dealt face down on the
// legend card after the seven at the locations, before the first turn
// (Breakout rulebook, "Solitary Mode – Roll Call Phase").
func TestBreakoutDeal(t *testing.T) {
	r, _, err := NewRound(breakoutCfg(rules.OffDuty), 1, Player)
	if err != nil {
		t.Fatal(err)
	}
	for loc := rules.ExerciseYard; loc <= rules.CellBlock; loc++ {
		if w := r.Wants(); w.Kind != WantDeal || w.Location != loc || w.Legend {
			t.Fatalf("wants %+v, want a deal at %s", w, loc)
		}
		why, err := r.Deal(blue1)
		if err != nil {
			t.Fatal(err)
		}
		if got := kindsOf(why); !slices.Equal(got, []StepKind{StepDeal}) {
			t.Errorf("deal at %s: %v", loc, got)
		}
	}
	if w := r.Wants(); w.Kind != WantDeal || !w.Legend || w.Location != rules.NoLocation {
		t.Fatalf("wants %+v, want the legend card's deal", w)
	}
	if _, ok := r.Legend(); ok {
		t.Error("a legend card's guard card before the deal")
	}
	why, err := r.Deal(yellow2)
	if err != nil {
		t.Fatal(err)
	}
	if got := kindsOf(why); !slices.Equal(got, []StepKind{StepDealLegend, StepFirstTurn}) {
		t.Errorf("the eighth deal: %v", got)
	}
	c, ok := r.Legend()
	if !ok || c.FaceUp || !c.Legend || c.GuardCard != yellow2 || c.Visible().Known() {
		t.Errorf("the legend card's guard card: %+v, %v", c, ok)
	}
	if len(r.Cards()) != 7 || r.GuardsLeft() != 6 || r.Stage() != RollCall || r.Next() != Player {
		t.Errorf("%d cards at locations, %d left, %s, next %s", len(r.Cards()), r.GuardsLeft(), r.Stage(), r.Next())
	}
	if _, err := r.Deal(blue1); !errors.Is(err, ErrTurn) {
		t.Errorf("a ninth deal: %v", err)
	}
	// Without Breakout the turns begin after the seventh card.
	core := dealt(t)
	if _, ok := core.Legend(); ok || core.Stage() != RollCall || core.GuardsLeft() != 5 {
		t.Errorf("core game: legend %v, stage %s, %d left", ok, core.Stage(), core.GuardsLeft())
	}
}

// TestLegendCardStaysDownVersion7 checks the rule the tracker followed
// before log version 8 (KeepLegendDown): a guard turn chooses among the
// cards at locations, and with only the legend card's face down it turns up
// nothing.
func TestLegendCardStaysDownVersion7(t *testing.T) {
	r := breakoutDealt(t, breakoutCfg(rules.OffDuty), blue1, blue2, blue3, blue1, blue2, blue3, yellow2, blue2)
	for loc := rules.ExerciseYard; loc <= rules.CellBlock; loc++ {
		if _, err := r.Atlas(loc, false, rules.GuardCard{}); err != nil {
			t.Fatal(err)
		}
	}
	_, err := r.GuardTurn(GuardTurn{Reveal: rules.Smithy, Drawn: rules.OffDuty, KeepLegendDown: true})
	if err == nil || !strings.Contains(err.Error(), "the legend card's stays face down") {
		t.Errorf("a card turned up when only the legend card's is face down: %v", err)
	}
	if _, err := r.GuardTurn(GuardTurn{Legend: true, Drawn: rules.OffDuty, KeepLegendDown: true}); !errors.Is(err, ErrTurn) {
		t.Errorf("the legend card's turned up by a version 7 guard turn: %v", err)
	}
	why, err := r.GuardTurn(GuardTurn{Drawn: rules.OffDuty, KeepLegendDown: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := kindsOf(why); !slices.Equal(got, []StepKind{StepNoFaceDown, StepLegendStaysDown, StepOffDuty}) {
		t.Errorf("steps %v", got)
	}
	if c, _ := r.Legend(); c.FaceUp {
		t.Error("the legend card's guard card was turned up in the Roll Call phase")
	}
}

// TestLegendCardTurnedUpOnGuardTurn: core rulebook, "Solitary Mode – Roll
// Call Phase": on a guard turn the player turns up any one face-down guard
// card, and the eighth card lies face down on the legend card (Breakout
// rulebook, "Solitary Mode – Roll Call Phase"; ruling bo-solo-legend-card).
// With the seven at locations face up, the legend card's yellow 2 is the
// one left: a turn naming none is refused, and turning it up shows yellow 2
// (strength 2), which then counts on the legend card; the round ends the
// Roll Call with every card face up.
func TestLegendCardTurnedUpOnGuardTurn(t *testing.T) {
	r := breakoutDealt(t, breakoutCfg(rules.OffDuty), blue1, blue2, blue3, blue1, blue2, blue3, yellow2, blue2)
	for loc := rules.ExerciseYard; loc <= rules.CellBlock; loc++ {
		if _, err := r.Atlas(loc, false, rules.GuardCard{}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := r.GuardTurn(GuardTurn{Drawn: rules.OffDuty}); !errors.Is(err, ErrTurn) {
		t.Errorf("a guard turn turning up nothing while the legend card's is face down: %v", err)
	}
	if _, err := r.GuardTurn(GuardTurn{Legend: true, Revealed: blue3, Drawn: rules.OffDuty}); !errors.Is(err, rules.ErrGuardCard) {
		t.Errorf("the legend card's turned up with other values: %v", err)
	}
	why, err := r.GuardTurn(GuardTurn{Legend: true, Drawn: rules.OffDuty})
	if err != nil {
		t.Fatal(err)
	}
	if got := kindsOf(why); !slices.Equal(got, []StepKind{StepTurnUp, StepOffDuty}) || !strings.Contains(why.String(), "on the legend card: blue 2") {
		t.Errorf("steps %v", why.Steps())
	}
	c, _ := r.Legend()
	if n, _, ok := r.LegendStrength(); !c.FaceUp || !c.Early || !ok || n != 2 {
		t.Errorf("the legend card's guard card %+v, strength %d %v", c, n, ok)
	}
	if _, err := r.GuardTurn(GuardTurn{Legend: true, Drawn: rules.OffDuty}); !errors.Is(err, ErrTurn) {
		t.Errorf("the legend card's turned up twice: %v", err)
	}
	if _, err := r.PlayerTurn(1, true); err != nil {
		t.Fatal(err)
	}
	if r.Stage() != Done {
		t.Errorf("after the pass with every card face up: %s", r.Stage())
	}
}

// TestAtlasOnLegendCard: core rulebook, "Solitary Mode – Roll Call Phase",
// note: Atlas of Hideouts reveals any one face-down guard card, the legend
// card's included (ruling bo-solo-legend-card); at a table the player says
// what it shows (yellow 2 here, the round not knowing the deal).
func TestAtlasOnLegendCard(t *testing.T) {
	r := breakoutDealt(t, breakoutCfg(rules.OffDuty), rules.GuardCard{}, rules.GuardCard{}, rules.GuardCard{}, rules.GuardCard{}, rules.GuardCard{}, rules.GuardCard{}, rules.GuardCard{}, rules.GuardCard{})
	if _, err := r.Atlas(rules.Smithy, true, yellow2); !errors.Is(err, ErrTurn) {
		t.Errorf("Atlas naming a location and the legend card: %v", err)
	}
	if _, err := r.Atlas(rules.NoLocation, true, rules.GuardCard{}); !errors.Is(err, rules.ErrGuardCard) {
		t.Errorf("Atlas on an unknown card without its values: %v", err)
	}
	why, err := r.Atlas(rules.NoLocation, true, yellow2)
	if err != nil {
		t.Fatal(err)
	}
	if got := kindsOf(why); !slices.Equal(got, []StepKind{StepAtlas}) || !strings.Contains(why.String(), "Atlas of Hideouts: the player turns up the guard card on the legend card: yellow 2") {
		t.Errorf("steps %v", why.Steps())
	}
	if c, _ := r.Legend(); !c.FaceUp || c.GuardCard != yellow2 {
		t.Errorf("the legend card's guard card %+v", c)
	}
	if _, err := r.Atlas(rules.NoLocation, true, yellow2); !errors.Is(err, ErrTurn) {
		t.Errorf("Atlas on the legend card's again: %v", err)
	}
}

// TestBreakoutPlayerTurn checks the player's turns with Breakout: one token
// always stays back for the legend card, and passing puts one there
// (Breakout rulebook, "Expansion Gameplay – I. Roll Call Phase"; rulings
// solo-pass and legend-early-pass).
func TestBreakoutPlayerTurn(t *testing.T) {
	for _, tc := range []struct {
		name   string
		left   int
		passed bool
		err    error
		steps  []StepKind
	}{
		{"an assignment that leaves no token", 0, false, ErrTurn, nil},
		{"a pass with no token", 0, true, ErrTurn, nil},
		{"an assignment that leaves one", 1, false, nil, []StepKind{StepPlayerTurn}},
		{"a pass with the last token", 1, true, nil, []StepKind{StepPlayerPassed, StepLegendToken}},
		{"an early pass", 3, true, nil, []StepKind{StepPlayerPassed, StepLegendToken}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := breakoutDealt(t, breakoutCfg(rules.OffDuty))
			r.next = Player
			why, err := r.PlayerTurn(tc.left, tc.passed)
			if !errors.Is(err, tc.err) {
				t.Fatalf("err = %v, want %v", err, tc.err)
			}
			if got := kindsOf(why); !slices.Equal(got, tc.steps) {
				t.Errorf("steps %v, want %v", got, tc.steps)
			}
			if tc.passed && err == nil && r.Stage() != LightsOut {
				t.Errorf("after a pass: %s", r.Stage())
			}
		})
	}
}

// TestLegendTurnUp checks the Lights Out phase with Breakout: the cards at
// the locations are turned up first, then the legend card's, whose strength
// then goes to rules.ResolveLegend; the special card on the legend card
// brings none (ruling bo-solo-legend-card).
func TestLegendTurnUp(t *testing.T) {
	for _, tc := range []struct {
		name   string
		legend rules.GuardCard
		steps  []StepKind
	}{
		{"a yellow 2", yellow2, []StepKind{StepTurnUpLegend}},
		{"the special card", special, []StepKind{StepTurnUpLegend, StepSpecialLegend}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// A real table: the cards' values are told as they are turned up.
			r := breakoutDealt(t, breakoutCfg(rules.NoLocationCard))
			r.next = Player
			if _, err := r.PlayerTurn(1, true); err != nil {
				t.Fatal(err)
			}
			for loc := rules.ExerciseYard; loc <= rules.CellBlock; loc++ {
				if w := r.Wants(); w.Kind != WantTurnUp || w.Location != loc {
					t.Fatalf("wants %+v, want a turn-up at %s", w, loc)
				}
				if _, err := r.TurnUp(blue1); err != nil {
					t.Fatal(err)
				}
			}
			if w := r.Wants(); w.Kind != WantTurnUp || !w.Legend || r.Stage() != LightsOut {
				t.Fatalf("wants %+v in %s, want the legend card's turn-up", w, r.Stage())
			}
			if _, _, ok := r.LegendStrength(); ok || len(r.AppendLegend(nil)) != 0 {
				t.Error("the legend card's strength is known while it lies face down")
			}
			why, err := r.TurnUp(tc.legend)
			if err != nil {
				t.Fatal(err)
			}
			if got := kindsOf(why); !slices.Equal(got, tc.steps) {
				t.Errorf("steps %v, want %v", got, tc.steps)
			}
			if r.Stage() != Done || r.Wants().Kind != WantNothing || r.GuardsLeft() != 6 {
				t.Errorf("after the legend card: %s, wants %s, %d left", r.Stage(), r.Wants().Kind, r.GuardsLeft())
			}
			strength, sw, ok := r.LegendStrength()
			if !ok || strength != tc.legend.Strength || !slices.Equal(kindsOf(sw), []StepKind{StepLegendStrength}) {
				t.Errorf("LegendStrength() = %d, %v, %v", strength, kindsOf(sw), ok)
			}
			guards := r.AppendLegend(nil)
			if !slices.Equal(guards, []int{tc.legend.Strength}) {
				t.Errorf("AppendLegend = %v", guards)
			}
			// The rules engine ranks the legend card from it.
			table := soloTable(Guards)
			table.Breakout = true
			var tokens [rules.MaxSeats][]rules.Token
			tokens[0] = []rules.Token{rules.Seeker}
			res, err := rules.ResolveLegend(table, table.FirstPlayer, tokens, guards)
			if err != nil {
				t.Fatal(err)
			}
			if rk := res.Ranking(); len(rk) != 2 || rk[0].Name != rules.Guards || rk[0].Strength != tc.legend.Strength {
				t.Errorf("legend ranking %+v", rk)
			}
		})
	}
	// A card that disagrees with the one dealt is refused, on the legend
	// card as at a location.
	r := breakoutDealt(t, breakoutCfg(rules.OffDuty), blue1, blue1, blue1, blue1, blue1, blue1, blue1, blue3)
	r.next = Player
	if _, err := r.PlayerTurn(1, true); err != nil {
		t.Fatal(err)
	}
	for range 7 {
		if _, err := r.TurnUp(rules.GuardCard{}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := r.TurnUp(blue2); err == nil || !strings.Contains(err.Error(), "on the legend card is blue 3") {
		t.Errorf("a wrong value on the legend card: %v", err)
	}
}

// TestBreakoutLocationCard checks the ninth location card whose face is not
// known: it counts as any card it may be, and is the one drawn when the rest
// of the deck no longer holds the card named (Breakout rulebook, "Solitary
// Mode – Setup"; the card is not printed in the rulebook).
func TestBreakoutLocationCard(t *testing.T) {
	r := breakoutDealt(t, breakoutCfg(rules.NoLocationCard), blue1, blue2, blue3, blue1, blue2, blue3, yellow2, blue2)
	if n := r.LocationCardsLeft(rules.CellBlockCard); n != 1 {
		t.Errorf("%d Cell Block cards may be left, want 1", n)
	}
	if off, left := r.OffDutyLeft(); off != 2 || left != 9 {
		t.Errorf("OffDutyLeft() = %d, %d; want 2, 9", off, left)
	}
	turn := func(reveal rules.Location, drawn rules.LocationCard) (Why, error) {
		t.Helper()
		why, err := r.GuardTurn(GuardTurn{Reveal: reveal, Drawn: drawn, Placed: rules.GuardCard{Colour: rules.Yellow, Strength: 1}})
		if err == nil {
			if _, err := r.PlayerTurn(5, false); err != nil {
				t.Fatal(err)
			}
		}
		return why, err
	}
	if why, err := turn(rules.ExerciseYard, rules.SewersCard); err != nil || slices.Contains(kindsOf(why), StepBreakoutCard) {
		t.Fatalf("the core Sewers card: %v, %v", kindsOf(why), err)
	}
	why, err := turn(rules.Sewers, rules.SewersCard)
	if err != nil || !slices.Contains(kindsOf(why), StepBreakoutCard) {
		t.Fatalf("a second Sewers card, Breakout's: %v, %v", kindsOf(why), err)
	}
	if n := r.LocationCardsLeft(rules.CellBlockCard); n != 0 {
		t.Errorf("%d Cell Block cards left once Breakout's card is known", n)
	}
	if _, err := turn(rules.Infirmary, rules.SewersCard); !errors.Is(err, ErrLocationCard) {
		t.Errorf("a third Sewers card: %v", err)
	}
	// Known, the ninth card is one more of its kind, and nothing else.
	k := breakoutDealt(t, breakoutCfg(rules.InfirmaryCard), blue1, blue2, blue3, blue1, blue2, blue3, yellow2, blue2)
	if k.LocationCardsLeft(rules.InfirmaryCard) != 2 || k.LocationCardsLeft(rules.CellBlockCard) != 0 {
		t.Errorf("Infirmary %d, Cell Block %d", k.LocationCardsLeft(rules.InfirmaryCard), k.LocationCardsLeft(rules.CellBlockCard))
	}
	if _, err := k.GuardTurn(GuardTurn{Reveal: rules.Smithy, Drawn: rules.CellBlockCard, Placed: blue1}); !errors.Is(err, ErrLocationCard) {
		t.Errorf("a Cell Block card in a deck without one: %v", err)
	}
}

// testCatacombs is a made-up catacombs board (the real one is card data the
// rulebook does not print): from the ENTRANCE a free path to 2 and a path to
// 3 costing 1 iron; from 2 two free paths, to 4 and 9; from 3 two paths that
// cost, to 5 (2 gold) and 6 (1 potion); from 4 three paths, to the TOMB
// (1 gold), 15 (1 gold) and ESCAPED (3 gold); from 5, 6, 9 and 15 one path
// each (to 15 costing 1 scrap from 9).
func testCatacombs() *rules.Catacombs {
	sp := func(n int, loot bool) rules.Space { return rules.Space{Kind: rules.Numbered, Number: n, Loot: loot} }
	c := &rules.Catacombs{Spaces: []rules.Space{
		{Kind: rules.Entrance}, sp(2, true), sp(3, false), sp(4, false), sp(5, true), sp(6, false), sp(9, false), sp(15, false),
		{Kind: rules.Tomb, Loot: true}, {Kind: rules.Escaped},
	}}
	const entrance, two, three, four, five, six, nine, fifteen, tomb, escaped = 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
	c.Paths = []rules.Path{
		{From: entrance, To: two}, {From: entrance, To: three, Cost: rules.Resources{Iron: 1}},
		{From: two, To: four}, {From: two, To: nine},
		{From: three, To: five, Cost: rules.Resources{Gold: 2}}, {From: three, To: six, Cost: rules.Resources{Potions: 1}},
		{From: four, To: tomb, Cost: rules.Resources{Gold: 1}}, {From: four, To: fifteen, Cost: rules.Resources{Gold: 1}}, {From: four, To: escaped, Cost: rules.Resources{Gold: 3}},
		{From: five, To: tomb}, {From: six, To: tomb}, {From: nine, To: fifteen, Cost: rules.Resources{Scrap: 1}},
		{From: fifteen, To: escaped},
	}
	return c
}

// TestGuardsPath checks the guards' path (Breakout rulebook, "Solitary Mode
// – Lights Out Phase, Resolving Tunnel Locations"): the path with a cost
// when they can pay it, else the other; and ruling bo-solo-fork where the
// book is silent.
func TestGuardsPath(t *testing.T) {
	c := testCatacombs()
	if err := c.Check(); err != nil {
		t.Fatal(err)
	}
	space := func(label string) int {
		s, err := rules.ParseSpace(label)
		if err != nil {
			t.Fatal(err)
		}
		return c.Find(s)
	}
	for _, tc := range []struct {
		name    string
		from    string
		held    rules.Resources
		to      string // "" when the lantern stays
		steps   []StepKind
		rulings []string
	}{
		{"the book: the path with a cost, paid", "entrance", res(0, 0, 1, 0), "3",
			[]StepKind{StepPathsFrom, StepPathCost, StepPathPaid}, nil},
		{"the book: the other path, the cost not paid", "entrance", res(5, 5, 0, 5), "2",
			[]StepKind{StepPathsFrom, StepPathCost, StepPathFree}, nil},
		{"both cost, one paid", "3", res(0, 1, 0, 1), "6",
			[]StepKind{StepPathsFrom, StepPathCost, StepPathCost, StepPathPaid}, nil},
		{"both cost, both paid: the space worth more", "3", res(0, 1, 0, 2), "6",
			[]StepKind{StepPathsFrom, StepPathCost, StepPathCost, StepPathBest, StepPathPaid}, []string{rules.RulingBOSoloFork}},
		{"both cost, neither paid: the lantern stays", "3", res(3, 0, 3, 1), "",
			[]StepKind{StepPathsFrom, StepPathCost, StepPathCost, StepPathNone}, []string{rules.RulingBOSoloFork}},
		{"neither costs: the higher number", "2", res(0, 0, 0, 0), "9",
			[]StepKind{StepPathsFrom, StepPathBest, StepPathFree}, []string{rules.RulingBOSoloFork}},
		{"three paths, all paid: ESCAPED", "4", res(0, 0, 0, 3), "escaped",
			[]StepKind{StepPathsFrom, StepPathCost, StepPathCost, StepPathCost, StepPathBest, StepPathPaid}, []string{rules.RulingBOSoloFork}},
		{"three paths, two paid: 15 before the TOMB", "4", res(0, 0, 0, 1), "15",
			[]StepKind{StepPathsFrom, StepPathCost, StepPathCost, StepPathCost, StepPathBest, StepPathPaid}, []string{rules.RulingBOSoloFork}},
		{"one free path", "5", res(0, 0, 0, 0), "tomb",
			[]StepKind{StepPathsFrom, StepPathOnly}, nil},
		{"one path with a cost, paid", "9", res(1, 0, 0, 0), "15",
			[]StepKind{StepPathsFrom, StepPathCost, StepPathOnly}, nil},
		{"one path with a cost, not paid", "9", res(0, 0, 0, 0), "",
			[]StepKind{StepPathsFrom, StepPathCost, StepPathNone}, []string{rules.RulingBOSoloFork}},
		{"the TOMB: no farther", "tomb", res(9, 9, 9, 9), "",
			[]StepKind{StepLanternEnd}, nil},
		{"ESCAPED: no farther", "escaped", res(9, 9, 9, 9), "",
			[]StepKind{StepLanternEnd}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			from := space(tc.from)
			pick, why := GuardsPath(c, from, tc.held)
			switch {
			case tc.to == "" && pick != -1:
				t.Errorf("the lantern moves to %s", c.Spaces[c.Paths[pick].To].Label())
			case tc.to != "" && (pick < 0 || c.Paths[pick].From != from || c.Paths[pick].To != space(tc.to)):
				t.Errorf("pick %d, want the path to %s", pick, tc.to)
			case pick >= 0:
				p := c.Paths[pick]
				if err := c.CheckMove(p.From, p.To, p.Cost, tc.held); err != nil {
					t.Errorf("the rules engine refuses the move: %v", err)
				}
			}
			if got := kindsOf(why); !slices.Equal(got, tc.steps) {
				t.Errorf("steps %v, want %v", got, tc.steps)
			}
			if got := why.Rulings(); !slices.Equal(got, tc.rulings) {
				t.Errorf("rulings %v, want %v", got, tc.rulings)
			}
			for _, n := range why.Notes() {
				if n.Text == "" || n.Rule.Book == rules.NoBook {
					t.Errorf("a step without words or passage: %+v", n)
				}
			}
		})
	}
	if pick, why := GuardsPath(c, 99, res(0, 0, 0, 0)); pick != -1 || len(why.Steps()) != 0 {
		t.Errorf("a space the board does not have: %d, %v", pick, kindsOf(why))
	}
}

// TestGuardsPathWords checks the words of a fork, built when printed.
func TestGuardsPathWords(t *testing.T) {
	c := testCatacombs()
	pick, why := GuardsPath(c, c.Find(rules.Space{Kind: rules.Numbered, Number: 3}), res(0, 1, 0, 2))
	if pick < 0 {
		t.Fatal("no path")
	}
	want := `the guards' lantern is on space 3: 2 paths lead on
the path to space 5 costs 2 gold: the guards can pay it
the path to space 6 costs 1 potion: the guards can pay it
2 paths will do: the guards take the one to the space worth most at final scoring, space 6
the guards take the path with a cost they can pay: to space 6, paying 1 potion`
	if got := why.String(); got != want {
		t.Errorf("words:\n%s\nwant:\n%s", got, want)
	}
}

// TestPackCost checks that a path's cost survives a step's number.
func TestPackCost(t *testing.T) {
	for _, r := range []rules.Resources{{}, res(1, 2, 3, 4), res(15, 15, 15, 15), res(0, 0, 0, 9)} {
		if got := unpackCost(packCost(r)); got != r {
			t.Errorf("%v came back as %v", r, got)
		}
	}
}

// TestGuardsLoot checks the guards' loot: the top token, used at once, never
// the star (Breakout rulebook, "Solitary Mode – Lights Out Phase").
func TestGuardsLoot(t *testing.T) {
	for _, tc := range []struct {
		stack, pick int
		steps       []StepKind
	}{
		{2, 0, []StepKind{StepLootTop}},
		{1, 0, []StepKind{StepLootTop}},
		{0, -1, []StepKind{StepLootEmpty}},
	} {
		pick, why := GuardsLoot(tc.stack)
		if pick != tc.pick || !slices.Equal(kindsOf(why), tc.steps) {
			t.Errorf("GuardsLoot(%d) = %d, %v; want %d, %v", tc.stack, pick, kindsOf(why), tc.pick, tc.steps)
		}
	}
	_, why := GuardsLoot(2)
	if got := why.String(); !strings.Contains(got, "never score the star") {
		t.Errorf("words: %s", got)
	}
}

// TestLegendReward checks that a legend card's reward gives the
// guards 2 stars instead (Breakout rulebook, "Solitary Mode – Lights Out
// Phase, Resolving the Legend Card"), and that Decide leaves the legend's
// printed effect to the caller.
func TestLegendReward(t *testing.T) {
	d := legendReward()
	if d.Action != Score || d.Reputation != 2 || d.Item != -1 || d.Summary() != "the guards score 2 stars" {
		t.Errorf("%+v: %s", d, d.Summary())
	}
	if n := d.Notes(); len(n) != 1 || n[0].Text != "a reward from the legend card gives the guards 2 stars instead" || n[0].Rule.Section != "Solitary Mode – Lights Out Phase" {
		t.Errorf("notes %+v", n)
	}
	table := soloTable(Guards)
	table.Breakout = true
	res, err := rules.ResolveLegend(table, table.FirstPlayer, [rules.MaxSeats][]rules.Token{{rules.Five}}, []int{2})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Decide(&res, &Board{}); err == nil || !strings.Contains(err.Error(), "2 stars for each reward") {
		t.Errorf("Decide on the legend card: %v", err)
	}
}

// TestGuardsShapeshift checks ruling bo-solo-shapeshifter: of the goons
// drawn, the guards keep the one with the most suspicion icons, the first
// drawn on a tie, and draw again for a Shapeshifter kept (Breakout rulebook,
// "Goon Cards – Shapeshifters").
func TestGuardsShapeshift(t *testing.T) {
	g := func(typ rules.GoonType, icons int) rules.GoonSpace {
		return rules.GoonSpace{Card: typ.String(), Type: typ, Suspicion: icons}
	}
	for _, tc := range []struct {
		name  string
		drawn []rules.GoonSpace
		keep  int
		steps []StepKind
	}{
		{"the most icons", []rules.GoonSpace{g(rules.Dwarves, 0), g(rules.Demons, 2), g(rules.Ratmen, 1)}, 1, []StepKind{StepShapeshifter, StepShapeshiftKeep}},
		{"a tie: the first drawn", []rules.GoonSpace{g(rules.Dwarves, 1), g(rules.Demons, 2), g(rules.Ratmen, 2)}, 1, []StepKind{StepShapeshifter, StepShapeshiftKeep}},
		{"another Shapeshifter: again", []rules.GoonSpace{g(rules.Shapeshifters, 3), g(rules.Demons, 2)}, 0, []StepKind{StepShapeshifter, StepShapeshiftKeep, StepShapeshiftAgain}},
		{"one left in the deck", []rules.GoonSpace{g(rules.Cultists, 0)}, 0, []StepKind{StepShapeshifter, StepShapeshiftKeep}},
		{"an empty deck", nil, -1, []StepKind{StepShapeshiftNone}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			keep, why := GuardsShapeshift(tc.drawn)
			if keep != tc.keep || !slices.Equal(kindsOf(why), tc.steps) {
				t.Errorf("keep %d, %v; want %d, %v", keep, kindsOf(why), tc.keep, tc.steps)
			}
		})
	}
	_, why := GuardsShapeshift([]rules.GoonSpace{g(rules.Dwarves, 1), g(rules.Demons, 2), g(rules.Ratmen, 2)})
	if got := why.String(); !strings.Contains(got, "keep goon 2 of those drawn: 2 suspicion icons, the most, tied with 1 other: the first drawn") {
		t.Errorf("words: %s", got)
	}
	if got := why.Rulings(); !slices.Equal(got, []string{rules.RulingBOSoloShapeshifter}) {
		t.Errorf("rulings %v", got)
	}
}

// TestGuardsWild checks ruling bo-solo-wild: the guards' wild valuables
// count toward a goal counting valuables or one kind of them, and nothing
// else.
func TestGuardsWild(t *testing.T) {
	for _, tc := range []struct {
		c     rules.Countable
		wild  int
		n     int
		steps []StepKind
	}{
		{rules.CountGems, 2, 2, []StepKind{StepWild}},
		{rules.CountShields, 1, 1, []StepKind{StepWild}},
		{rules.CountMagic, 1, 1, []StepKind{StepWild}},
		{rules.CountValuables, 3, 3, []StepKind{StepWild}},
		{rules.CountItems, 2, 0, []StepKind{StepWildNone}},
		{rules.CountGems, 0, 0, nil},
	} {
		n, why := GuardsWild(tc.c, tc.wild)
		if n != tc.n || !slices.Equal(kindsOf(why), tc.steps) {
			t.Errorf("GuardsWild(%s, %d) = %d, %v; want %d, %v", tc.c, tc.wild, n, kindsOf(why), tc.n, tc.steps)
		}
	}
	_, why := GuardsWild(rules.CountGems, 2)
	if got := why.String(); got != "the guards' 2 wild valuables count as gems for the goal, the choice best for them" {
		t.Errorf("words: %s", got)
	}
}

// TestFinalScoreAppliesGuardsWild checks that final scoring (package
// scoring, as `lockup status` and `lockup score` run it) counts the guards'
// wild valuables as GuardsWild decides (ruling bo-solo-wild), for every
// countable a most end game goal can print: the player has 2 of it, the
// guards 1 and 2 wild valuables. Counted, the guards have 3 and the most
// (6, a two-player game, Breakout rulebook "Solitary Mode – Game End" and
// core "Claiming Goals", p. 13); not counted, the player has the most.
func TestFinalScoreAppliesGuardsWild(t *testing.T) {
	for c := rules.CountItems; c <= rules.CountLanternProgress; c++ {
		n, _ := GuardsWild(c, 2)
		goal := scoring.EndGameGoal{Kind: scoring.MostGoal, Condition: rules.GoalCondition{Rule: rules.RuleMost, What: c}}
		goal.Set(0, 2)
		goal.Set(1, 1)
		res := FinalScore(scoring.Crew{Name: "Rin", Reputation: 20},
			scoring.Crew{Reputation: 20, Valuables: scoring.Valuables{Wild: 2}}, NoSide, NoSide, goal)
		crews := res.Crews()
		want := [2]int{6, 0}
		if n == 2 {
			want = [2]int{0, 6}
		}
		if got := [2]int{crews[0].Breakdown.EndGameGoal, crews[1].Breakdown.EndGameGoal}; got != want {
			t.Errorf("most %s: end game goal %v, want %v (GuardsWild counts %d)", c, got, want, n)
		}
	}
}

// TestBreakoutEffects checks the guards' Breakout icons: Advance Lantern
// moves their lantern one space, Reserve Item reserves as at the Cell Block
// (ruling bo-solo-reserve-item), Improve Item never (Breakout rulebook,
// "Solitary Mode – Special Effects"), as the rules engine's ApplyEffect says
// too.
func TestBreakoutEffects(t *testing.T) {
	display := []Item{
		{Name: "Rope", Reputation: 2}, {Name: "Shiv", Reputation: 4}, {Name: "Lamp", Reputation: 4},
	}
	for _, tc := range []struct {
		name    string
		effect  rules.Effect
		display []Item
		action  Action
		item    int
		steps   []StepKind
		rulings []string
	}{
		{"advance lantern: one space", rules.Effect{Kind: rules.EffectAdvanceLantern}, nil, Advance, -1, []StepKind{StepAdvanceIcon}, nil},
		{"reserve item: the best, nearest the deck", rules.Effect{Kind: rules.EffectReserveItem}, display, Reserve, 1, []StepKind{StepReserveIcon, StepBestReserve, StepTieDisplay}, []string{rules.RulingBOSoloReserveItem}},
		{"reserve item: an empty display", rules.Effect{Kind: rules.EffectReserveItem}, nil, NoAction, -1, []StepKind{StepReserveIcon, StepReserveNothing}, []string{rules.RulingBOSoloReserveItem}},
		{"improve item: never", rules.Effect{Kind: rules.EffectImproveItem, Resource: rules.Iron, Stars: 3}, display, NoAction, -1, []StepKind{StepImproveIgnored}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := Board{Guards: rules.CrewBoard{Resources: res(5, 5, 5, 5)}, Supply: fullSupply, Display: tc.display}
			d, err := Effect(tc.effect, &b)
			if err != nil {
				t.Fatal(err)
			}
			if d.Action != tc.action || d.Item != tc.item || d.Pay != (rules.Resources{}) || d.Gain != (rules.Resources{}) || d.Reputation != 0 {
				t.Errorf("%s item %d, pays %v, gains %v, %d stars", d.Action, d.Item, d.Pay, d.Gain, d.Reputation)
			}
			if tc.action == Advance && d.Lantern != 1 {
				t.Errorf("the lantern advances %d spaces", d.Lantern)
			}
			if got := kindsOf(d.Why); !slices.Equal(got, tc.steps) {
				t.Errorf("steps %v, want %v", got, tc.steps)
			}
			if got := d.Rulings(); !slices.Equal(got, tc.rulings) {
				t.Errorf("rulings %v, want %v", got, tc.rulings)
			}
		})
	}
	// The rules engine agrees: the guards never improve an item.
	seats := []rules.SeatBoard{{Name: "Rin"}, {Name: rules.Guards, Board: rules.CrewBoard{Resources: res(5, 5, 5, 5)}}}
	out, err := rules.ApplyEffect(seats, fullSupply, rules.Guards, rules.Effect{Kind: rules.EffectImproveItem, Resource: rules.Iron, Stars: 3}, rules.EffectChoice{})
	if err != nil || !out.Nothing || out.Choice != "" || out.Seats[1].Board != seats[1].Board {
		t.Errorf("ApplyEffect improve for the guards: %+v, %v", out, err)
	}
}

// TestBreakoutStepWords checks that every step of Breakout's solitary mode
// has words, and that the actions have names.
func TestBreakoutStepWords(t *testing.T) {
	for k := StepDealLegend; k < stepKinds; k++ {
		if (Step{Kind: k, A: 3, B: 2, C: 1}).text(nil) == "" {
			t.Errorf("step %s has no words", k)
		}
	}
	if Advance.String() != "advance" || len(actionNames) != int(Advance)+1 {
		t.Errorf("action names: %q, %d", Advance, len(actionNames))
	}
}

// GuardsLoot returns the loot token the guards take on reaching a space with
// a loot icon: the top one of the stack (pick 0), which they use at once,
// never scoring the star instead (Breakout rulebook, "Solitary Mode – Lights
// Out Phase, Resolving Tunnel Locations"); -1 when the stack is empty. stack
// is the tokens in it. They keep the token, as every lantern's owner does
// (Fungoids count it); its icons are Effect's.
func GuardsLoot(stack int) (pick int, why Why) {
	if stack <= 0 {
		why.add(StepLootEmpty, 0, 0, 0)
		return -1, why
	}
	why.add(StepLootTop, stack, 0, 0)
	return 0, why
}

// TestLegendRewardInPlace: Decision.LegendReward writes legendReward
// over whatever the decision held (Breakout rulebook, "Solitary Mode – Lights
// Out Phase, Resolving the Legend Card"), its steps only when recorded.
func TestLegendRewardInPlace(t *testing.T) {
	d := Decision{Location: rules.ChowHall, Action: Seize, Power: 3, seized: 1}
	d.add(StepTie, 1, 0, 0)
	if d.LegendReward(); !reflect.DeepEqual(d, legendReward()) {
		t.Errorf("in place %+v, want %+v", d, legendReward())
	}
	d.SkipSteps(true)
	want := legendReward()
	want.Why = Why{quiet: true}
	if d.LegendReward(); !reflect.DeepEqual(d, want) {
		t.Errorf("quiet: in place %+v, want %+v", d, want)
	}
}

// legendReward is a new Decision of the guards' reward on the legend card
// (Decision.LegendReward).
func legendReward() Decision {
	var d Decision
	d.LegendReward()
	return d
}
