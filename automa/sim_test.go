package automa

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/scoring"
)

// This file plays whole solitary games in process: the guards by the
// automa, the player by a simple fixed policy, everything else by the rules
// engine. It is what the benchmark times and what TestSoloGames checks.
//
// TEST FIXTURES ONLY: the item and goon cards below (reputation, costs,
// suspicion icons, valuables, effects), like testBox's guard cards, are made
// up. lockup ships no card values the rulebooks do not print.

// simCard is an item or a goon card of the fixtures.
type simCard struct {
	item      Item            // an item's name, reputation and cost
	goon      rules.GoonSpace // a goon's name, type and icons
	valuables int
	effect    rules.Effect
}

var (
	simItems [30]simCard
	simGoons [29]simCard
)

func init() {
	effects := [...]rules.Effect{
		{}, {Kind: rules.EffectGainResource, Resource: rules.Iron}, {Kind: rules.EffectDrawTome},
		{Kind: rules.EffectGiveSuspicion}, {Kind: rules.EffectExchangeResource}, {Kind: rules.EffectGainPower},
		{Kind: rules.EffectRemoveSuspicion}, {Kind: rules.EffectChooseTome}, {Kind: rules.EffectIncreaseStorage},
	}
	for i := range simItems {
		cost := rules.Cost{Any: i % 3}
		cost.Resources = cost.Resources.With(rules.AllResources[i%4], 1+i%2)
		cost.Resources = cost.Resources.With(rules.AllResources[(i+1)%4], i%3/2)
		simItems[i] = simCard{
			item:      Item{Name: "item " + string(rune('A'+i)), Reputation: 1 + i%4 + cost.Total()},
			valuables: i % 2, effect: effects[i%len(effects)],
		}
		simItems[i].item.Cost = cost
	}
	types := [...]rules.GoonType{rules.Cultists, rules.Demons, rules.Dwarves, rules.Hobgoblins, rules.Ratmen, rules.Flayers}
	for i := range simGoons {
		simGoons[i] = simCard{
			goon:      rules.GoonSpace{Card: "goon " + string(rune('a'+i)), Type: types[i%len(types)], Suspicion: i % 3},
			valuables: (i + 1) % 2, effect: effects[(i*5)%len(effects)],
		}
	}
}

// simSide is one side's holdings.
type simSide struct {
	board     *rules.CrewBoard // the player's own, or the guard board in sim.b
	items     int
	valuables int
	tomes     int
	goons     scoring.Goons
}

// sim is a whole solitary game.
type sim struct {
	cfg   Config
	cards *Cards
	seed  int64

	// b holds the supply, the guard board and the goon spaces, and shows the
	// display and the reserved items: the board the guards' decisions read.
	b              Board
	playerBoard    rules.CrewBoard
	player, guards simSide
	marker         Side
	sites          [rules.Library + 1]rules.LocationCubes

	goonCard [5]int // the fixture index of each goon space's card, -1 when empty
	goonTop  int
	display  [3]Item
	dispCard [3]int
	itemTop  int
	reserved [8]Item
	resCard  [8]int
	nRes     int

	tokens    [rules.Library + 1][1]rules.Token
	libTokens [len(plan)]rules.Token
	guardsAt  [rules.Library + 1][maxGuardCards]int

	// With Breakout: the player's token on the legend card (the seeker,
	// kept back), the guards' strength there, and the legend cards won.
	legendToken  [1]rules.Token
	legendGuards [1]int
	legends      [Guards + 1]int
}

// newSim sets up a solitary game: a two-player board with a display of 3,
// the guards on 10 with one power cube and the first player marker.
func newSim(cfg Config, cards *Cards, seed int64) *sim {
	s := new(sim)
	s.setup(cfg, cards, seed)
	return s
}

// setup sets up a solitary game in s, overwriting it whole, as newSim
// does: the benchmark plays every game in one sim, so that it times the
// games and not the garbage collector.
func (s *sim) setup(cfg Config, cards *Cards, seed int64) {
	*s = sim{cfg: cfg, cards: cards, seed: seed, marker: Guards}
	s.b.Supply = rules.Box{Edition: cfg.Edition, Solo: true}.FullSupply()
	s.playerBoard = rules.CrewBoard{Reputation: 10, Power: 1, StorageLimit: rules.StandardStorageLimit}
	s.b.Guards = cfg.GuardBoard()
	s.player.board, s.guards.board = &s.playerBoard, &s.b.Guards
	s.b.Display = s.display[:]
	s.b.Supply.Power -= 2
	for i := range s.display {
		s.dispCard[i] = -1
	}
	s.refillDisplay()
	for i := range s.b.Goons {
		s.goonCard[i] = -1
	}
	s.refillGoons()
	s.addSuspicion()
}

func (s *sim) side(x Side) *simSide {
	if x == Guards {
		return &s.guards
	}
	return &s.player
}

func (s *sim) refillDisplay() {
	for i := range s.display {
		if s.display[i].Empty() && s.itemTop < len(simItems) {
			s.display[i], s.dispCard[i] = simItems[s.itemTop].item, s.itemTop
			s.itemTop++
		}
	}
}

func (s *sim) refillGoons() {
	for i := range s.b.Goons {
		if s.b.Goons[i].Empty() && s.goonTop < len(simGoons) {
			s.b.Goons[i], s.goonCard[i] = simGoons[s.goonTop].goon, s.goonTop
			s.goonTop++
		}
	}
}

// addSuspicion is step 4 of the Patrol phase (and setup step 7), with a
// solitary raid first when the supply is short.
func (s *sim) addSuspicion() {
	if rules.SuspicionNeeded(s.b.Goons) > s.b.Supply.Suspicion {
		s.raid()
	}
	for i, g := range s.b.Goons {
		n := min(g.Suspicion, s.b.Supply.Suspicion)
		s.sites[rules.GoonLocations[i]].Suspicion += n
		s.b.Supply.Suspicion -= n
	}
}

// raid is a solitary raid: SoloRaid's losses, cubes back as it says, and the
// locations' cubes back in every case (ruling solo-raid-locations).
func (s *sim) raid() {
	r := SoloRaid(s.player.board.Suspicion, s.guards.board.Suspicion)
	for _, x := range [...]struct {
		side *simSide
		lose int
		back bool
	}{{&s.player, r.PlayerLoses, r.PlayerBack}, {&s.guards, r.GuardsLose, r.GuardsBack}} {
		x.side.board.Reputation = max(0, x.side.board.Reputation-x.lose)
		if x.back {
			s.b.Supply.Suspicion += x.side.board.Suspicion
			x.side.board.Suspicion = 0
		}
	}
	for i := range s.sites {
		s.b.Supply.Suspicion += s.sites[i].Suspicion
		s.sites[i].Suspicion = 0
	}
}

// plan is the player's fixed policy: one token a turn, to these locations;
// with Breakout the seventh token, the seeker, stays back for the legend
// card, and the player passes with it (there are no tunnels: the catacombs
// are the tracker's).
var plan = [...]struct {
	token rules.Token
	loc   rules.Location
}{
	{rules.Five, rules.CellBlock}, {rules.Four, rules.Commissary}, {rules.Enforcer, rules.ExerciseYard},
	{rules.Three, rules.ChowHall}, {rules.Two, rules.Smithy}, {rules.Lookout, rules.Sewers},
}

// play plays the whole game and returns its final scoring.
func (s *sim) play(tb testing.TB) scoring.Result {
	for round := 1; round <= 6; round++ {
		s.round(tb, round)
		if round < 6 {
			s.patrol()
		}
	}
	player := scoring.Crew{Name: "Rin", Reputation: s.player.board.Reputation, Suspicion: s.player.board.Suspicion, Power: s.player.board.Power,
		Resources: s.player.board.Resources, Tomes: s.player.tomes, Items: s.player.items, Valuables: scoring.Valuables{Gems: s.player.valuables}, Goons: s.player.goons}
	guards := scoring.Crew{Reputation: s.guards.board.Reputation, Suspicion: s.guards.board.Suspicion, Power: s.guards.board.Power,
		Resources: s.guards.board.Resources, Items: s.guards.items, Valuables: scoring.Valuables{Gems: s.guards.valuables}, Goons: s.guards.goons}
	return FinalScore(player, guards, s.marker, NoSide, scoring.EndGameGoal{})
}

func must(tb testing.TB, err error) {
	if err != nil {
		tb.Helper()
		tb.Fatal(err)
	}
}

// round plays one round's Roll Call and Lights Out phases.
func (s *sim) round(tb testing.TB, number int) {
	decks := s.cards.Deal(s.seed, number)
	r, _, err := NewRound(s.cfg, number, s.marker)
	must(tb, err)
	for r.Stage() == Dealing {
		c, _ := decks.DrawGuard()
		_, err := r.Deal(c)
		must(tb, err)
	}
	for i := range s.tokens {
		s.tokens[i] = [1]rules.Token{}
	}
	assigned := 0
	for r.Stage() == RollCall {
		if r.Next() == Guards {
			// The player turns up the face-down card nearest the Exercise Yard.
			t := GuardTurn{Drawn: rules.NoLocationCard}
			if w := r.faceDown(rules.NoLocation, false); w >= 0 {
				t.Reveal = r.cards[w].Location
			}
			t.Drawn, _ = decks.DrawLocation()
			if t.Drawn != rules.OffDuty && r.GuardsLeft() > 0 {
				t.Placed, _ = decks.DrawGuard()
			}
			_, err := r.GuardTurn(t)
			must(tb, err)
			continue
		}
		if assigned == len(plan) { // Breakout: the seeker goes on the legend card
			s.legendToken[0] = rules.Seeker
			_, err := r.PlayerTurn(1, true)
			must(tb, err)
			continue
		}
		p := plan[assigned]
		s.tokens[p.loc][0] = p.token
		assigned++
		_, err := r.PlayerTurn(len(plan)-assigned+boolInt(s.cfg.Breakout), false)
		must(tb, err)
	}
	for r.Stage() == LightsOut {
		if r.Wants().Kind == WantBring {
			c, _ := decks.DrawGuard()
			must(tb, r.Bring(c))
			continue
		}
		_, err := r.TurnUp(rules.GuardCard{})
		must(tb, err)
	}
	s.lightsOut(tb, &r)
}

// lightsOut resolves the phase location by location with the rules engine,
// as the tracker does, handing out each location's rewards in ranking
// order; the stragglers' tokens and guard cards gather at the Library.
func (s *sim) lightsOut(tb testing.TB, r *Round) {
	table := soloTable(s.marker)
	table.Power[0] = s.player.board.Power
	table.Breakout = s.cfg.Breakout
	var library rules.Site
	var res rules.Resolution
	libTokens := s.libTokens[:]
	nLib := 0
	libGuards := s.guardsAt[rules.Library][:0]
	for loc := rules.ExerciseYard; loc <= rules.Library; loc++ {
		var site rules.Site
		if loc == rules.Library {
			site = library
			site.Tokens[0] = libTokens[:nLib]
			site.Guards = libGuards
		} else {
			site.Suspicion = s.sites[loc].Suspicion
			if s.tokens[loc][0] != rules.NoToken {
				site.Tokens[0] = s.tokens[loc][:]
			}
			site.Guards = r.AppendStrengths(s.guardsAt[loc][:0], loc)
		}
		must(tb, res.ResolveSite(&table, table.FirstPlayer, loc, &site))
		if res.Suspicion.To != "" {
			s.side(sideOf(res.Suspicion.To)).board.Suspicion += res.Suspicion.Cubes
			s.sites[loc].Suspicion = 0
		}
		for i := range res.Rewards() {
			if rw := &res.Rewards()[i]; rw.Name == rules.Guards {
				s.guardsReward(tb, &res)
			} else {
				s.playerReward(tb, loc, rw)
			}
		}
		if loc == rules.ExerciseYard {
			s.marker = sideOf(res.FirstPlayer)
			table.FirstPlayer = table.SeatOf(res.FirstPlayer)
		}
		if loc == rules.Library {
			if s.cfg.Breakout {
				s.legend(tb, &table, r)
			}
			break
		}
		for _, st := range res.Stragglers() {
			if st.Name == rules.Guards {
				libGuards = append(libGuards, site.Guards...)
			} else {
				libTokens[nLib] = s.tokens[loc][0]
				nLib++
			}
		}
	}
}

// legend resolves the legend card after the Library (Breakout rulebook,
// "Resolving the Legend Card"). The card's effect is made up, as the
// fixtures are: the strongest side gains a reward, 2 stars for the player,
// GuardsLegendReward for the guards.
func (s *sim) legend(tb testing.TB, table *rules.Table, r *Round) {
	var tokens [rules.MaxSeats][]rules.Token
	tokens[0] = s.legendToken[:]
	res, err := rules.ResolveLegend(*table, table.FirstPlayer, tokens, r.AppendLegend(s.legendGuards[:0]))
	must(tb, err)
	winner := sideOf(res.Ranking()[0].Name)
	s.legends[winner]++
	if winner == Guards {
		d := GuardsLegendReward()
		s.apply(tb, &d)
		return
	}
	s.player.board.Reputation += 2
}

func sideOf(name string) Side {
	if name == rules.Guards {
		return Guards
	}
	return Player
}

// guardsReward asks the automa and carries the decision out.
func (s *sim) guardsReward(tb testing.TB, res *rules.Resolution) {
	s.b.Reserved, s.b.Marker = s.reserved[:s.nRes], s.marker
	d, err := Decide(res, &s.b)
	must(tb, err)
	s.apply(tb, &d)
	switch d.Action {
	case Seize:
		for _, loc := range d.Goons() {
			i := goonIndex(loc)
			s.gain(tb, &s.guards, simGoons[s.goonCard[i]], true)
			s.b.Goons[i], s.goonCard[i] = rules.GoonSpace{}, -1
		}
	case Craft:
		var card int
		if d.FromReserve {
			card = s.resCard[d.Item]
			copy(s.reserved[d.Item:], s.reserved[d.Item+1:s.nRes])
			copy(s.resCard[d.Item:], s.resCard[d.Item+1:s.nRes])
			s.nRes--
		} else {
			card = s.dispCard[d.Item]
			s.display[d.Item], s.dispCard[d.Item] = Item{}, -1
		}
		s.gain(tb, &s.guards, simItems[card], false)
	case Reserve:
		if s.nRes < len(s.reserved) {
			s.reserved[s.nRes], s.resCard[s.nRes] = s.display[d.Item], s.dispCard[d.Item]
			s.nRes++
			s.display[d.Item], s.dispCard[d.Item] = Item{}, -1
		}
	}
}

func goonIndex(loc rules.Location) int {
	for i, l := range rules.GoonLocations {
		if l == loc {
			return i
		}
	}
	return -1
}

// apply carries out the cubes, power, stars and suspicion of a guards'
// decision.
func (s *sim) apply(tb testing.TB, d *Decision) {
	g := &s.b.Guards
	g.Resources = g.Resources.Plus(d.Gain).Minus(d.Pay)
	s.b.Supply.Resources = s.b.Supply.Resources.Minus(d.Gain).Plus(d.Pay)
	g.Power += d.Power
	s.b.Supply.Power -= d.Power
	g.Reputation += d.Reputation
	g.Suspicion += d.Suspicion
	s.player.board.Suspicion += d.ToPlayer
	if d.Suspicion < 0 && d.ToPlayer == 0 {
		s.b.Supply.Suspicion -= d.Suspicion
	}
	if d.TakesMarker {
		s.marker = Guards
	}
}

// gain adds a goon or an item to a side, with its valuables and its effect.
func (s *sim) gain(tb testing.TB, x *simSide, c simCard, goon bool) {
	if goon {
		x.goons[c.goon.Type]++
	} else {
		x.items++
	}
	x.valuables += c.valuables
	if c.effect.Kind == rules.NoEffect {
		return
	}
	if x == &s.guards {
		d, err := Effect(c.effect, &s.b)
		must(tb, err)
		s.apply(tb, &d)
		return
	}
	// The player's effects, simply.
	b := x.board
	switch c.effect.Kind {
	case rules.EffectGainResource:
		if s.b.Supply.Resources.Of(c.effect.Resource) > 0 {
			b.Resources = b.Resources.With(c.effect.Resource, b.Resources.Of(c.effect.Resource)+1)
			s.b.Supply.Resources = s.b.Supply.Resources.With(c.effect.Resource, s.b.Supply.Resources.Of(c.effect.Resource)-1)
		}
	case rules.EffectGainPower:
		if s.b.Supply.Power > 0 {
			b.Power++
			s.b.Supply.Power--
		}
	case rules.EffectDrawTome, rules.EffectChooseTome:
		x.tomes++
	case rules.EffectGiveSuspicion:
		if b.Suspicion > 0 {
			b.Suspicion--
			s.guards.board.Suspicion++
		}
	case rules.EffectRemoveSuspicion:
		if b.Suspicion > 0 {
			b.Suspicion--
			s.b.Supply.Suspicion++
		}
	case rules.EffectIncreaseStorage:
		b.StorageLimit++
	}
}

// take moves up to n cubes of a kind from the supply to the player.
func (s *sim) take(r rules.Resource, n int) {
	n = min(n, s.b.Supply.Resources.Of(r))
	s.player.board.Resources = s.player.board.Resources.With(r, s.player.board.Resources.Of(r)+n)
	s.b.Supply.Resources = s.b.Supply.Resources.With(r, s.b.Supply.Resources.Of(r)-n)
}

// pay returns a cost's cubes to the supply, "any" with the cheapest cubes.
func (s *sim) pay(cost rules.Cost) {
	b := s.player.board
	paid := cost.Resources
	left := b.Resources.Minus(paid)
	n := cost.Any
	for _, r := range rules.AllResources {
		k := min(left.Of(r), n)
		paid = paid.With(r, paid.Of(r)+k)
		n -= k
	}
	b.Resources = b.Resources.Minus(paid)
	s.b.Supply.Resources = s.b.Supply.Resources.Plus(paid)
}

// playerReward is the player's fixed policy for a reward.
func (s *sim) playerReward(tb testing.TB, loc rules.Location, rw *rules.Reward) {
	b := s.player.board
	switch loc {
	case rules.Commissary:
		if rw.Tier == rules.Most {
			for _, r := range [...]rules.Resource{rules.Gold, rules.Iron, rules.Potions, rules.Scrap} {
				if s.b.Supply.Resources.Of(r) > 0 {
					s.take(r, 1)
					break
				}
			}
		}
	case rules.ChowHall:
		cost := rules.Cost{Any: 1}
		if rw.Tier == rules.Others {
			cost.Any = 2
		}
		for i, g := range s.b.Goons {
			if !g.Empty() && rules.CanPay(*b, cost) {
				s.pay(cost)
				s.gain(tb, &s.player, simGoons[s.goonCard[i]], true)
				s.b.Goons[i], s.goonCard[i] = rules.GoonSpace{}, -1
				break
			}
		}
	case rules.CellBlock:
		best := -1
		for i, it := range s.display {
			if !it.Empty() && rules.CanPay(*b, it.Cost) && (best < 0 || it.Reputation > s.display[best].Reputation) {
				best = i
			}
		}
		if best >= 0 {
			s.pay(s.display[best].Cost)
			b.Reputation += s.display[best].Reputation
			s.gain(tb, &s.player, simItems[s.dispCard[best]], false)
			s.display[best], s.dispCard[best] = Item{}, -1
		}
	case rules.Library:
		s.player.tomes++
	default:
		for _, r := range rules.AllResources {
			s.take(r, rw.Gains.Resources.Of(r))
		}
		p := min(rw.Gains.Power, s.b.Supply.Power)
		b.Power += p
		s.b.Supply.Power -= p
	}
}

// patrol is the Patrol phase: the player discards to the limit (scrap
// first), the display is refilled, the goons advance and new ones come, the
// suspicion cubes are added (a raid first if the supply is short).
func (s *sim) patrol() {
	b := s.player.board
	excess := rules.StorageExcess(*b)
	for _, r := range rules.AllResources {
		n := min(excess, b.Resources.Of(r))
		b.Resources = b.Resources.With(r, b.Resources.Of(r)-n)
		s.b.Supply.Resources = s.b.Supply.Resources.With(r, s.b.Supply.Resources.Of(r)+n)
		excess -= n
	}
	s.refillDisplay()
	// The Chow Hall's goon leaves; the others move as far as they can.
	s.b.Goons[4], s.goonCard[4] = rules.GoonSpace{}, -1
	to := 4
	for i := 3; i >= 0; i-- {
		if !s.b.Goons[i].Empty() {
			s.b.Goons[to], s.goonCard[to] = s.b.Goons[i], s.goonCard[i]
			if to != i {
				s.b.Goons[i], s.goonCard[i] = rules.GoonSpace{}, -1
			}
			to--
		}
	}
	s.refillGoons()
	s.addSuspicion()
}

// cubes counts every resource, power and suspicion cube in the game.
func (s *sim) cubes() (rules.Resources, int, int) {
	rs := s.b.Supply.Resources.Plus(s.player.board.Resources).Plus(s.guards.board.Resources)
	power := s.b.Supply.Power + s.player.board.Power + s.guards.board.Power
	susp := s.b.Supply.Suspicion + s.player.board.Suspicion + s.guards.board.Suspicion
	for _, c := range s.sites {
		susp += c.Suspicion
	}
	return rs, power, susp
}

// TestSoloGames plays many whole games at every level: no refusal from the
// automa or the rules engine, every cube accounted for, a winner, and the
// same game from the same seed, in a new sim or in one that played the game
// before (as the benchmark plays them).
func TestSoloGames(t *testing.T) {
	box := rules.Box{Edition: testEdition, Solo: true}.FullSupply()
	guardsWon, games := 0, 0
	var legends [Guards + 1]int
	reused := new(sim)
	for _, cfg := range []Config{
		{Edition: testEdition, Difficulty: rules.Moderate}, {Edition: testEdition, Difficulty: rules.Challenging}, {Edition: testEdition, Difficulty: rules.Expert},
		{Edition: testEdition, Difficulty: rules.Moderate, Breakout: true, BreakoutCard: rules.CellBlockCard},
		{Edition: testEdition, Difficulty: rules.Expert, Breakout: true, BreakoutCard: rules.OffDuty},
	} {
		d := cfg.Difficulty
		guardCards := testBox
		if cfg.Breakout {
			guardCards = testBreakoutBox
		}
		cards, err := NewCards(cfg, guardCards)
		if err != nil {
			t.Fatal(err)
		}
		for seed := range int64(100) {
			s := newSim(cfg, &cards, seed)
			res := s.play(t)
			games++
			if won := s.legends[Player] + s.legends[Guards]; cfg.Breakout != (won == 6) {
				t.Fatalf("%s seed %d: %d legend cards resolved, Breakout %v", d, seed, won, cfg.Breakout)
			}
			legends[Player] += s.legends[Player]
			legends[Guards] += s.legends[Guards]
			rs, power, susp := s.cubes()
			if rs != box.Resources || power != box.Power || susp != box.Suspicion {
				t.Fatalf("%s seed %d: cubes %v, %d power, %d suspicion; the box holds %v, %d, %d", d, seed, rs, power, susp, box.Resources, box.Power, box.Suspicion)
			}
			if len(res.Winners()) != 1 {
				t.Fatalf("%s seed %d: winners %v", d, seed, res.Winners())
			}
			if res.Winners()[0] == scoring.GuardsName {
				guardsWon++
			}
			again := newSim(cfg, &cards, seed).play(t)
			if again.Crews()[0] != res.Crews()[0] || again.Crews()[1] != res.Crews()[1] {
				t.Fatalf("%s seed %d: the same seed played differently", d, seed)
			}
			reused.setup(cfg, &cards, seed)
			if again := reused.play(t); again.Crews()[0] != res.Crews()[0] || again.Crews()[1] != res.Crews()[1] {
				t.Fatalf("%s seed %d: the sim that played the game before played this one differently", d, seed)
			}
		}
	}
	t.Logf("the guards won %d of %d games; legend cards: the player %d, the guards %d", guardsWon, games, legends[Player], legends[Guards])
	if guardsWon == 0 || guardsWon == games {
		t.Errorf("the guards won %d of %d games: the simulation decides nothing", guardsWon, games)
	}
	if legends[Player] == 0 || legends[Guards] == 0 {
		t.Errorf("legend cards won: the player %d, the guards %d: the legend card decides nothing", legends[Player], legends[Guards])
	}
}

// BenchmarkSoloGame plays a whole solitary game at the expert level: six
// rounds of guard turns, the special card, the guards' decisions at every
// location, raids and final scoring.
// Goal (issue 10): <= 20 µs a game, so thousands of games can rate a level
// in under a second.
func BenchmarkSoloGame(b *testing.B) {
	cfg := Config{Edition: testEdition, Difficulty: rules.Expert}
	cards, err := NewCards(cfg, testBox)
	if err != nil {
		b.Fatal(err)
	}
	seed := int64(0)
	b.ReportAllocs()
	s := new(sim)
	for b.Loop() {
		s.setup(cfg, &cards, seed)
		s.play(b)
		seed++
	}
}

// BenchmarkSoloBreakoutGame plays a whole solitary Breakout game at the
// expert level: BenchmarkSoloGame's game with the legend card's guard card
// dealt, turned up and ranked by the rules engine every round (the catacombs
// are the tracker's).
// Goal: as BenchmarkSoloGame, <= 20 µs and no allocation a game.
func BenchmarkSoloBreakoutGame(b *testing.B) {
	cfg := Config{Edition: testEdition, Difficulty: rules.Expert, Breakout: true, BreakoutCard: rules.OffDuty}
	cards, err := NewCards(cfg, testBreakoutBox)
	if err != nil {
		b.Fatal(err)
	}
	seed := int64(0)
	b.ReportAllocs()
	s := new(sim)
	for b.Loop() {
		s.setup(cfg, &cards, seed)
		s.play(b)
		seed++
	}
}

// BenchmarkDecideCellBlock times one decision on its own: the Cell Block
// with a display of three and a reserved item, from a resolved location.
func BenchmarkDecideCellBlock(b *testing.B) {
	var site rules.Site
	site.Tokens[0] = []rules.Token{rules.Five}
	site.Guards = []int{2, 3}
	table := soloTable(Guards)
	resolution, err := rules.ResolveSite(table, table.FirstPlayer, rules.CellBlock, site)
	if err != nil {
		b.Fatal(err)
	}
	board := Board{Guards: rules.CrewBoard{Resources: res(1, 2, 1, 1)}, Supply: fullSupply,
		Display:  []Item{simItems[0].item, simItems[1].item, simItems[2].item},
		Reserved: []Item{simItems[3].item}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Decide(&resolution, &board); err != nil {
			b.Fatal(err)
		}
	}
}
