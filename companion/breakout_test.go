package companion

import (
	"errors"
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// testCatacombs is a small board for the tests; the real board is card
// data the player types, never in the project.
func testCatacombs() *CatacombsForm {
	return &CatacombsForm{Spaces: []SpaceForm{
		{Space: "entrance", Paths: []PathForm{{To: "1"}, {To: "2", Cost: rules.Resources{Iron: 1}}}},
		{Space: "1", Paths: []PathForm{{To: "3"}}},
		{Space: "2", Paths: []PathForm{{To: "3"}}},
		{Space: "3", Loot: true, Paths: []PathForm{{To: "tomb"}, {To: "4"}}},
		{Space: "4", Paths: []PathForm{{To: "escaped"}}},
		{Space: "tomb", Loot: true},
		{Space: "escaped"},
	}}
}

// autoPlay makes the entries the table makes by itself until someone has a
// choice, and returns what the game then waits for.
func (tr *tracker) autoPlay() Expectation {
	tr.t.Helper()
	for range 200 {
		x := tr.g.Expect()
		a, ok := x.Auto()
		if !ok {
			return x
		}
		tr.do(a.Payload)
	}
	tr.t.Fatal("the table keeps making entries by itself")
	return Expectation{}
}

func newBreakoutTracker(t *testing.T) *tracker {
	t.Helper()
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac", "Claire"), Edition: rules.Edition2019, Breakout: true, Catacombs: testCatacombs()})
	tr.setUp()
	// Breakout rulebook, "Expansion Setup": 3 players lay 2 single and 1
	// double tunnel; the first legend card is turned up.
	if x := tr.g.Expect(); x.Kind != ExpectSetup || len(x.Missing) != 3 {
		t.Fatalf("setup expects %v %q", x.Kind, x.Missing)
	}
	tr.do(&TunnelEntry{Location: rules.Smithy, Double: true})
	if err := tr.try(&TunnelEntry{Location: rules.Infirmary, Double: true}); !errors.Is(err, ErrSpaceTaken) {
		t.Errorf("a second double tunnel: %v", err)
	}
	tr.do(&TunnelEntry{Location: rules.Commissary})
	tr.do(&TunnelEntry{Location: rules.Infirmary})
	if err := tr.try(&TunnelEntry{Location: rules.Sewers}); !errors.Is(err, ErrSpaceTaken) {
		t.Errorf("a third single tunnel: %v", err)
	}
	tr.do(&LegendCardEntry{Card: "Tog the Ogre Brute"})
	return tr
}

func TestBreakoutRound(t *testing.T) {
	tr := newBreakoutTracker(t)
	g := tr.g
	// "Roll Call Phase": every crew has a seventh token, its seeker.
	if n := len(g.Crews[0].Tokens); n != 7 {
		t.Fatalf("Vera has %d tokens, want 7 with the seeker", n)
	}
	tr.do(assign("Vera", rules.Smithy, "seeker", "5"))
	tr.do(assign("Isaac", rules.Smithy, "4"))
	tr.do(assign("Claire", rules.Commissary, "seeker", "enforcer", "2", "3", "4"))
	tr.do(assign("Vera", rules.Sewers, "enforcer", "2", "3", "4"))
	// Only six of seven tokens go to locations ("Roll Call Phase").
	if err := tr.try(assign("Isaac", rules.Sewers, "seeker", "enforcer", "2", "3", "5", "lookout")); !errors.Is(err, rules.ErrKeepOne) {
		t.Errorf("a seventh token on the board: %v", err)
	}
	tr.do(assign("Isaac", rules.Sewers, "seeker", "enforcer", "2", "3", "5"))
	// Claire passes early, with two tokens left (lookout, 5): she may not
	// name one for the legend card, and passing puts none there; they stay
	// in her holding cell (Breakout rulebook, "Roll Call Phase": only the
	// last token goes there, and no token otherwise; ruling
	// legend-early-pass).
	if err := tr.try(&PassEntry{Crew: "Claire", LegendToken: "5"}); !errors.Is(err, rules.ErrLegend) {
		t.Errorf("an early pass naming a legend token: %v", err)
	}
	tr.do(&PassEntry{Crew: "Claire"})
	if got := tr.g.Crews[2].Tokens; len(got) != 2 || tr.g.Breakout.LegendTokens[2] != rules.NoToken {
		t.Errorf("Claire after her early pass: home %v, legend %v", got, tr.g.Breakout.LegendTokens[2])
	}
	// Vera and Isaac have one token left: they pass, the token goes to the
	// legend card by itself.
	x := tr.resolveUntil(rules.Smithy)
	if tr.g.Breakout.LegendTokens[0] != rules.Lookout || tr.g.Breakout.LegendTokens[1] != rules.Lookout || tr.g.Breakout.LegendTokens[2] != rules.NoToken {
		t.Errorf("legend tokens %v", tr.g.Breakout.LegendTokens)
	}
	// "Resolving Tunnel Locations": the rewards are collected first (Vera
	// and Isaac may still decline theirs), then Vera's seeker, the
	// strongest of the seekers at the Smithy (alone there), may move her
	// lantern up to 2 spaces (double tunnel); then the tokens leave.
	if x.Kind != ExpectResolve || x.Location != rules.Smithy || len(x.Open) != 2 {
		t.Fatalf("at the Smithy: %v %s, open %v", x.Kind, x.Location, x.Open)
	}
	if err := tr.try(&ResolveEntry{Location: rules.Smithy}); !errors.Is(err, ErrNoReward) {
		t.Errorf("resolving the tunnel location at once: %v", err)
	}
	if e := tr.g.ResolveNext(); !e.Collect {
		t.Fatalf("the Smithy's rewards are not collected apart: %+v", e)
	}
	iron := tr.g.Crews[0].Board.Resources.Iron
	tr.do(tr.g.ResolveNext())
	if got := tr.g.Crews[0].Board.Resources.Iron; got <= iron {
		t.Fatalf("Vera collected no iron at the Smithy before her lantern moved: %d, was %d", got, iron)
	}
	x = tr.g.Expect()
	if x.Kind != ExpectLantern || x.Crew != "Vera" || x.Steps != 2 || x.Location != rules.Smithy {
		t.Fatalf("at the Smithy: %v %s %d %s", x.Kind, x.Crew, x.Steps, x.Location)
	}
	if err := tr.try(&ResolveEntry{Location: rules.Smithy}); !errors.Is(err, ErrNoReward) {
		t.Errorf("resolving before the lantern choice: %v", err)
	}
	if err := tr.try(&RewardChoiceEntry{Crew: "Vera", Location: rules.Smithy, Action: RewardDecline}); !errors.Is(err, ErrNoReward) {
		t.Errorf("declining after collecting the Smithy's reward: %v", err)
	}
	if err := tr.try(&LanternEntry{Crew: "Isaac", Space: "1"}); !errors.Is(err, ErrNoReward) {
		t.Errorf("Isaac moving from Vera's tunnel: %v", err)
	}
	// "Advancing in the Catacombs": the path to 2 costs 1 iron, which Vera
	// now holds; it is paid in iron, not with other cubes.
	if err := tr.try(&LanternEntry{Crew: "Vera", Space: "2", Spend: rules.Resources{Scrap: 1}}); !errors.Is(err, rules.ErrCatacombs) && !errors.Is(err, ErrShort) {
		t.Errorf("a path paid with the wrong cube: %v", err)
	}
	if err := tr.try(&LanternEntry{Crew: "Vera", Space: "3"}); !errors.Is(err, rules.ErrCatacombs) {
		t.Errorf("a space two steps away: %v", err)
	}
	tr.do(&LanternEntry{Crew: "Vera", Space: "2", Spend: rules.Resources{Iron: 1}}) // the Smithy's iron
	tr.do(&LanternEntry{Crew: "Vera", Space: "3"})
	// A loot space: Vera takes a token and scores the star instead.
	x = tr.g.Expect()
	if x.Kind != ExpectLoot || x.Crew != "Vera" || x.Space.Number != 3 {
		t.Fatalf("after space 3: %v %s %v", x.Kind, x.Crew, x.Space)
	}
	rep := tr.g.Crews[0].Board.Reputation
	tr.do(&LootEntry{Crew: "Vera", Loot: "Loot A", Scored: true})
	if got := tr.g.Crews[0].Board.Reputation; got != rep+1 || tr.g.LootCount("Vera") != 1 {
		t.Errorf("Vera: reputation %d (was %d), %d loot", got, rep, tr.g.LootCount("Vera"))
	}
	if s, _ := tr.g.Lantern("Vera"); s.Number != 3 {
		t.Errorf("Vera's lantern on %v", s)
	}
	// The advance was Vera's reward: her seeker and 5 go home, not to the
	// Library. At the Commissary, Claire's seeker is alone: single tunnel.
	x = tr.resolveUntil(rules.Commissary)
	for _, p := range tr.g.Locations[rules.Library].Placements {
		if p.Crew == "Vera" {
			t.Errorf("Vera straggled from the tunnel: %v", p.Tokens)
		}
	}
	// Claire, most strength, takes her cube first; the advance is a reward
	// of its own, still hers after it.
	if x.Kind != ExpectResolve || len(x.Open) == 0 || x.Open[0].Crew != "Claire" || !x.Open[0].Must {
		t.Fatalf("at the Commissary: %v %+v", x.Kind, x.Open)
	}
	tr.do(&RewardChoiceEntry{Crew: "Claire", Location: rules.Commissary, Action: RewardTake, Gain: rules.Resources{Gold: 1}})
	x = tr.autoPlay()
	if x.Kind != ExpectLantern || x.Crew != "Claire" || x.Steps != 1 {
		t.Fatalf("at the Commissary after the take: %v %s %d", x.Kind, x.Crew, x.Steps)
	}
	// Ruling bo-tunnel-stay: the lantern stays on the ENTRANCE.
	tr.do(&LanternEntry{Crew: "Claire", Stay: true})
	if err := tr.try(&LanternEntry{Crew: "Claire", Space: "1"}); !errors.Is(err, ErrNoReward) {
		t.Errorf("moving after staying: %v", err)
	}
	if c, _ := tr.g.Crew("Claire"); c.Board.Resources.Gold != 1 {
		t.Errorf("Claire holds %d gold after the Commissary, want 1", c.Board.Resources.Gold)
	}
	x = tr.resolveUntil(rules.Library + 1)
	// "Resolving the Legend Card": after the Library; Vera's and Isaac's
	// lookouts tie at 0, broken from Vera, who holds the first player
	// marker; Claire has no token there. Tog's effect is played at the
	// table and entered.
	if x.Kind != ExpectLegend || x.Legend != "Tog the Ogre Brute" || x.Automatic() {
		t.Fatalf("after the Library: %v %q auto %v", x.Kind, x.Legend, x.Automatic())
	}
	res, err := tr.g.LegendResolution()
	if err != nil {
		t.Fatal(err)
	}
	if rk := res.Ranking(); len(rk) != 2 || rk[0].Name != "Vera" || rk[1].Name != "Isaac" {
		t.Errorf("legend ranking %+v", rk)
	}
	if err := tr.try(&LegendEntry{Card: "Warden Mercy"}); !errors.Is(err, rules.ErrLegend) {
		t.Errorf("another legend card: %v", err)
	}
	power := tr.g.Crews[0].Board.Power
	tr.do(&LegendEntry{Card: "Tog the Ogre Brute", Changes: []Change{{Crew: "Vera", Power: 1}}})
	if tr.g.Crews[0].Board.Power != power+1 || tr.g.Phase != PhasePatrol {
		t.Errorf("after the legend: Vera's power %d, phase %s", tr.g.Crews[0].Board.Power, tr.g.Phase)
	}
	// "Patrol Phase": the next legend card is turned up.
	if x := tr.g.Expect(); x.Kind != ExpectLegendCard {
		t.Fatalf("in the Patrol phase: %v", x.Kind)
	}
	if err := tr.try(&LegendCardEntry{Card: "Tog the Ogre Brute"}); !errors.Is(err, ErrSpaceTaken) {
		t.Errorf("Tog again: %v", err)
	}
	tr.do(&LegendCardEntry{Card: "Warden Mercy"})
	if x := tr.g.Expect(); x.Kind == ExpectLegendCard {
		t.Errorf("a second legend card in one Patrol phase is expected")
	}
}

// resolveUntil plays the table's own entries and resolves each location
// before loc as it is, and returns what the game waits for at loc.
func (tr *tracker) resolveUntil(loc rules.Location) Expectation {
	tr.t.Helper()
	for {
		x := tr.autoPlay()
		if x.Kind != ExpectResolve || x.Location >= loc {
			return x
		}
		tr.do(&ResolveEntry{Location: x.Location})
	}
}

// "Prison Breakout": reaching ESCAPED scores 17 plus 3 per round left at
// once; "Khathandor's Tomb": no farther from the TOMB.
func TestBreakoutEscapeAndTomb(t *testing.T) {
	for _, tc := range []struct {
		round int
		to    string
		stars int
	}{
		{1, "escaped", 17 + 15},
		{4, "escaped", 23},
		{6, "escaped", 17},
	} {
		tr := newBreakoutTracker(t)
		tr.do(assign("Vera", rules.Smithy, "seeker"))
		tr.g.Round = tc.round
		tr.do(&PassEntry{Crew: "Isaac"})
		tr.do(&PassEntry{Crew: "Claire"})
		tr.do(&PassEntry{Crew: "Vera"})
		tr.g.Breakout.Lanterns[0] = rules.Space{Kind: rules.Numbered, Number: 4}
		tr.resolveUntil(rules.Smithy)
		rep := tr.g.Crews[0].Board.Reputation
		tr.do(&LanternEntry{Crew: "Vera", Space: tc.to})
		if got := tr.g.Crews[0].Board.Reputation - rep; got != tc.stars {
			t.Errorf("round %d: escaping scores %d, want %d", tc.round, got, tc.stars)
		}
		if err := tr.try(&LanternEntry{Crew: "Vera", Space: "tomb"}); !errors.Is(err, rules.ErrCatacombs) && !errors.Is(err, ErrNoReward) {
			t.Errorf("moving on from ESCAPED: %v", err)
		}
	}
}

// TestAdvanceLanternDuringTunnel: a loot token used on the first step of a
// double tunnel shows Advance Lantern; its space is moved first, then the
// tunnel's second step is still the crew's (Breakout rulebook, "Resolving
// Tunnel Locations"; "Special Effect Icons").
func TestAdvanceLanternDuringTunnel(t *testing.T) {
	board := testCatacombs()
	board.Spaces[1].Loot = true // space 1
	tr := newTracker(t, SetupEntry{Crews: crewsNamed("Vera", "Isaac"), Edition: rules.Edition2019, Breakout: true, Catacombs: board})
	tr.setUp()
	tr.do(&TunnelEntry{Location: rules.Sewers, Double: true})
	tr.do(&TunnelEntry{Location: rules.Smithy})
	tr.do(&LegendCardEntry{Card: "Tog the Ogre Brute"})
	tr.do(assign("Vera", rules.Sewers, "seeker", "5"))
	tr.do(assign("Isaac", rules.Infirmary, "5"))
	tr.do(&PassEntry{Crew: "Vera"})
	tr.do(&PassEntry{Crew: "Isaac"})
	tr.resolveUntil(rules.Sewers)
	tr.do(tr.g.ResolveNext()) // the Sewers' rewards, collected first
	if x := tr.g.Expect(); x.Kind != ExpectLantern || x.Steps != 2 {
		t.Fatalf("at the Sewers: %v %d", x.Kind, x.Steps)
	}
	tr.do(&LanternEntry{Crew: "Vera", Space: "1"})
	advance := &catalog.Card{Kind: catalog.LootCard, Name: "Lantern Oil", Asked: catalog.Know(false), Effects: catalog.Know([]catalog.Effect{{Kind: rules.EffectAdvanceLantern}})}
	tr.do(&LootEntry{Crew: "Vera", Loot: "Lantern Oil", Printed: advance})
	x := tr.g.Expect()
	if x.Kind != ExpectLantern || x.Location != rules.NoLocation {
		t.Fatalf("after Lantern Oil: %v at %s", x.Kind, x.Location)
	}
	tr.do(&LanternEntry{Crew: "Vera", Space: "3"}) // the icon's space
	x = tr.autoPlay()
	if x.Kind == ExpectLoot {
		tr.do(&LootEntry{Crew: "Vera", Loot: "Lucky Coin", Scored: true})
		x = tr.autoPlay()
	}
	if x.Kind != ExpectLantern || x.Crew != "Vera" || x.Location != rules.Sewers || x.Steps != 1 {
		t.Fatalf("the tunnel's second step: %v %s at %s, %d step(s)", x.Kind, x.Crew, x.Location, x.Steps)
	}
	tr.do(&LanternEntry{Crew: "Vera", Space: "4"})
	if s, _ := tr.g.Lantern("Vera"); s.Number != 4 {
		t.Errorf("Vera's lantern on %v, want 4", s)
	}
}
