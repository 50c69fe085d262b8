package solosim

import (
	"errors"
	"fmt"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/scoring"
)

// maxDeck is the most cards a simulated deck holds: the item and goon
// decks of both boxes (42 and 44 cards) fit.
const maxDeck = 64

// The shuffles a simulated game makes besides the guard and location decks
// (automa.Cards.Deal) and the legend deck (companion.ShuffleLegends), each
// from its own sub-seed of the game's seed (automa.SubSeed): the item
// deck, the goon deck, the goal cards drawn, and the random policy's
// choices. A level changes the guard deck only.
const (
	itemShuffle  automa.Deck = 201
	goonShuffle  automa.Deck = 202
	goalShuffle  automa.Deck = 203
	policyChoice automa.Deck = 204
)

// playerName is the name the player's crew goes by in the rules engine and
// in scoring.
const playerName = "player"

// seating seats the player first and the guards to their left (ruling
// solo-seating).
var seating = []string{playerName, rules.Guards}

// guardsSeat is the guards' seat in seating: the results are told apart by
// seat, a number, rather than by name, which is compared byte by byte.
const guardsSeat rules.Seat = 1

// side is what one side holds besides its board.
type side struct {
	board     *rules.CrewBoard
	items     int
	valuables scoring.Valuables
	barrels   int
	tomes     int
	goons     scoring.Goons
}

// Outcome is one simulated game's result.
type Outcome struct {
	// Seed is the game's seed: lockup new --solo --decks app --seed Seed
	// deals the same guard and location decks.
	Seed int64 `json:"seed"`
	// Player and Guards are the final scores.
	Player int `json:"player"`
	Guards int `json:"guards"`
	// Won is true when the player won (the guards win ties: core rulebook,
	// "Solitary Mode – Game End").
	Won bool `json:"won"`
	// Raids counts the raids of the Patrol phases, the final raid left out.
	Raids int `json:"raids"`
}

// Margin is the player's score less the guards'.
func (o Outcome) Margin() int { return o.Player - o.Guards }

// Game is one solitary game played in process: the guards by package
// automa, every location by the rules engine, the player's side by a
// Policy. A Game is reused from game to game (Play sets its state up
// whole), so that playing allocates nothing.
type Game struct {
	state
	work

	// checkSites makes the rules engine check every site and legend card
	// the game builds (Resolution.ResolveChecked) rather than trust them
	// (Resolution.ResolveTrusted): the tests' way to show that it builds
	// only sites the engine accepts.
	checkSites bool
}

// state is what a game changes as it is played: setup starts it whole.
type state struct {
	box    *Box
	cfg    automa.Config
	cards  *automa.Cards
	policy Policy
	seed   int64
	rng    automa.Rand
	err    error

	// b holds the supply, the guard board and the goon spaces, and shows the
	// display and the reserved items: the board the guards' decisions read.
	b              automa.Board
	playerBoard    rules.CrewBoard
	player, guards side
	marker         automa.Side
	sites          [rules.Library + 1]rules.LocationCubes
	raids          int

	leader, endGame int // goal cards drawn (index in Box.Goals), -1: none
	tomesLeft       int

	goonCard [5]int16 // the box index of each goon space's card, -1 when empty
	display  [3]automa.Item
	dispCard [3]int16
	reserved [8]automa.Item
	resCard  [8]int16
	nRes     int

	legendToken [1]rules.Token
	legends     [automa.Guards + 1]int
}

// work is where a game works, kept from game to game rather than cleared
// at setup (some 5 kB): each part is written before it is read, by setup
// (the decks, the table), at each round (the tokens, the round) or by the
// call that fills it (a resolution, a decision).
type work struct {
	itemDeck, goonDeck deck
	legendDeck         [maxDeck]int16

	tokens    [rules.Library + 1][1]rules.Token
	libTokens [8]rules.Token
	guardsAt  [rules.Library + 1][16]int

	// decision is the guards' decision at the location being resolved, and
	// effect an icon's of the goon or item they take there: the two in play
	// at once, written in place (Decision.Decide, Decision.Effect).
	decision, effect automa.Decision

	// rnd is the round being played (Round.Start).
	rnd automa.Round

	// table is the rules engine's table, checked once a game: the player
	// seated first, the guards second (seating).
	table rules.CheckedTable

	// res is the resolution of the location (or legend card) being
	// resolved: nothing as large is copied.
	res rules.Resolution

	legendGuards [1]int

	// result is the final scoring (scoring.Result.Score).
	result scoring.Result
}

// ErrGame: the automa or the rules engine refused a move of a simulated
// game, a bug of the simulator (or of a policy) and never the player's.
var ErrGame = errors.New("simulated game refused")

// Play plays a whole game of the level cards was built for (Box.Cards),
// from the seed, with the policy, and returns its outcome.
func (s *Game) Play(box *Box, cfg automa.Config, cards *automa.Cards, p Policy, seed int64) (Outcome, error) {
	s.setup(box, cfg, cards, p, seed)
	for round := 1; round <= rules.LastRound && s.err == nil; round++ {
		s.round(round)
		if round < rules.LastRound {
			s.patrol()
		}
	}
	if s.err != nil {
		return Outcome{Seed: seed}, fmt.Errorf("%w: seed %d, %s level: %w", ErrGame, seed, cfg.Difficulty, s.err)
	}
	res := &s.result
	s.score(res)
	return Outcome{Seed: seed, Player: res.Total(0), Guards: res.Total(1), Won: res.WinnerSeats().Has(0), Raids: s.raids}, nil
}

// fail keeps the first error.
func (s *Game) fail(err error) {
	if err != nil && s.err == nil {
		s.err = err
	}
}

// setup sets up a solitary game, overwriting s's state whole (its work is
// written as it is used): a two-player board
// with a display of 3, the guards on 10 (20 with the advanced setup) with
// one power cube and the first player marker ("Solitary Mode – Setup").
func (s *Game) setup(box *Box, cfg automa.Config, cards *automa.Cards, p Policy, seed int64) {
	s.state = state{box: box, cfg: cfg, cards: cards, policy: p, seed: seed, marker: automa.Guards, leader: -1, endGame: -1}
	s.rng = automa.NewRand(automa.SubSeed(seed, 0, policyChoice))
	s.b.Supply = rules.Box{Edition: cfg.Edition, Solo: true, Breakout: cfg.Breakout}.FullSupply()
	s.tomesLeft = rules.Box{Edition: cfg.Edition, Solo: true, Breakout: cfg.Breakout}.Limits().Tomes
	s.playerBoard = rules.CrewBoard{Reputation: 10, Power: 1, StorageLimit: rules.StandardStorageLimit}
	table := rules.Table{Seating: seating, Breakout: cfg.Breakout, FirstPlayer: guardsSeat}
	table.Power[0] = s.playerBoard.Power
	s.table, s.err = table.Checked()
	s.b.Guards = cfg.GuardBoard()
	// The simulator reads what the guards do, never why.
	s.decision.SkipSteps(true)
	s.effect.SkipSteps(true)
	s.player.board, s.guards.board = &s.playerBoard, &s.b.Guards
	s.b.Display = s.display[:]
	s.b.Supply.Power -= 2
	s.itemDeck.reset(len(box.Items), seed, itemShuffle)
	s.goonDeck.reset(len(box.Goons), seed, goonShuffle)
	for i := range box.Legends {
		s.legendDeck[i] = int16(i)
	}
	companion.ShuffleLegends(seed, s.legendDeck[:len(box.Legends)])
	s.drawGoals()
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

// deck is a deck of cards (their places in a Box list) drawn from the top
// and shuffled as it is drawn, from its own sub-seed of the game's seed:
// each draw takes a card at random among those left (Fisher and Yates'
// shuffle run forward), so a game pays only for the cards it draws.
type deck struct {
	cards  [maxDeck]int16
	n, top int
	r      automa.Rand
}

// reset puts the n cards back in the deck, to be drawn from the sub-seed
// of the deck d in the game's seed.
func (k *deck) reset(n int, seed int64, d automa.Deck) {
	for i := range n {
		k.cards[i] = int16(i)
	}
	k.n, k.top, k.r = n, 0, automa.NewRand(automa.SubSeed(seed, 0, d))
}

// draw draws the next card; ok is false when the deck is empty.
func (k *deck) draw() (c int16, ok bool) {
	if k.top >= k.n {
		return -1, false
	}
	j := k.top + k.r.IntN(k.n-k.top)
	k.cards[k.top], k.cards[j] = k.cards[j], k.cards[k.top]
	c = k.cards[k.top]
	k.top++
	return c, true
}

// drawGoals draws goal cards until it has one leader and one end game goal
// card (core rulebook, "Game Setup", step 14: one of each type at random;
// no instant goal in solitary mode).
func (s *Game) drawGoals() {
	var goals deck
	goals.reset(len(s.box.Goals), s.seed, goalShuffle)
	for s.leader < 0 || s.endGame < 0 {
		i, ok := goals.draw()
		if !ok {
			return
		}
		switch g := &s.box.Goals[i]; {
		case g.Leader && s.leader < 0:
			s.leader = int(i)
		case !g.Leader && s.endGame < 0:
			s.endGame = int(i)
		}
	}
}

func (s *Game) side(x automa.Side) *side {
	if x == automa.Guards {
		return &s.guards
	}
	return &s.player
}

func (s *Game) refillDisplay() {
	for i := range s.display {
		if !s.display[i].Empty() {
			continue
		}
		if c, ok := s.itemDeck.draw(); ok {
			it := &s.box.Items[c]
			s.display[i], s.dispCard[i] = automa.Item{Name: it.Name, Reputation: it.Reputation, Cost: it.Cost}, c
		}
	}
}

func (s *Game) refillGoons() {
	for i := range s.b.Goons {
		if !s.b.Goons[i].Empty() {
			continue
		}
		if c, ok := s.goonDeck.draw(); ok {
			g := &s.box.Goons[c]
			s.b.Goons[i], s.goonCard[i] = rules.GoonSpace{Card: g.Name, Type: g.Type, Suspicion: g.Suspicion}, c
		}
	}
}

// addSuspicion is step 4 of the Patrol phase (and setup step 7), with a
// solitary raid first when the supply is short.
func (s *Game) addSuspicion() {
	if rules.SuspicionNeeded(s.b.Goons) > s.b.Supply.Suspicion {
		s.raid()
	}
	for i := range s.b.Goons { // by index: ranging over the array would copy it
		n := min(s.b.Goons[i].Suspicion, s.b.Supply.Suspicion)
		s.sites[rules.GoonLocations[i]].Suspicion += n
		s.b.Supply.Suspicion -= n
	}
}

// raid is a solitary raid (core rulebook, "Solitary Mode – Patrol Phase,
// Raids"): the side with the most suspicion loses 6 stars; the player's
// cubes go back unless the guards had the most, the guards' always; the
// locations' cubes go back in every case (ruling solo-raid-locations).
func (s *Game) raid() {
	s.raids++
	var susp = [2]int{s.player.board.Suspicion, s.guards.board.Suspicion}
	losses, _ := rules.RaidLosses(susp[:])
	playerBack := losses[1] == 0
	s.player.board.Reputation = max(0, s.player.board.Reputation-losses[0])
	s.guards.board.Reputation = max(0, s.guards.board.Reputation-losses[1])
	if playerBack {
		s.b.Supply.Suspicion += s.player.board.Suspicion
		s.player.board.Suspicion = 0
	}
	s.b.Supply.Suspicion += s.guards.board.Suspicion
	s.guards.board.Suspicion = 0
	for i := range s.sites {
		s.b.Supply.Suspicion += s.sites[i].Suspicion
		s.sites[i].Suspicion = 0
	}
}

// round plays one round's Roll Call and Lights Out phases.
func (s *Game) round(number int) {
	// The guards' cards come from the app's decks, drawn by the round
	// itself: checked whole once (automa.NewCards), and no path recorded.
	decks := s.cards.Deal(s.seed, number)
	r := &s.rnd
	if err := r.Start(s.cfg, number, s.marker); err != nil {
		s.fail(err)
		return
	}
	if err := r.DealFrom(&decks); err != nil {
		s.fail(err)
		return
	}
	for i := range s.tokens {
		s.tokens[i] = [1]rules.Token{}
	}
	var plan turnPlan
	s.planRound(&plan, r)
	assigned := 0
	for r.Stage() == automa.RollCall && s.err == nil {
		if r.Next() == automa.Guards {
			// The player turns up the face-down card the policy picks.
			s.fail(r.GuardTurnFrom(&decks, s.reveal(r), false))
			continue
		}
		if assigned == plan.n { // Breakout: the seeker goes on the legend card
			s.legendToken[0] = rules.Seeker
			s.fail(r.PlayerTurnNoPath(1, true))
			continue
		}
		tok, loc := s.assign(&plan, assigned, r)
		s.tokens[loc][0] = tok
		assigned++
		s.fail(r.PlayerTurnNoPath(plan.n-assigned+boolInt(s.cfg.Breakout), false))
	}
	if r.Stage() == automa.LightsOut && s.err == nil {
		s.fail(r.LightsOutFrom(&decks))
	}
	if s.err == nil {
		s.lightsOut(r, number)
	}
}

// reveal is the face-down guard card the player turns up on a guard turn:
// the one at the lowest-numbered location, or NoLocation when none is face
// down.
func (s *Game) reveal(r *automa.Round) rules.Location { return r.FirstFaceDown() }

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// lightsOut resolves the phase location by location with the rules engine,
// as the tracker does, handing out each location's rewards in ranking
// order; the stragglers' tokens and guard cards gather at the Library.
func (s *Game) lightsOut(r *automa.Round, number int) {
	table := &s.table
	s.fail(table.SetFirstPlayer(seatOf(s.marker)))
	res := &s.res
	res.SkipNotes(true) // the simulator reads the results, never the notes
	nLib := 0
	libGuards := s.guardsAt[rules.Library][:0]
	var guards [rules.Library + 1][]int // each location's guard cards, gathered in one pass
	for loc := range guards {
		guards[loc] = s.guardsAt[loc][:0]
	}
	r.AppendAllStrengths(&guards)
	// Only the suspicion, the player's tokens and the guard cards differ
	// from location to location: one Site serves them all.
	var site rules.Site
	for loc := rules.ExerciseYard; loc <= rules.Library; loc++ {
		site.Tokens[0] = nil
		if loc == rules.Library {
			if nLib == 0 && len(libGuards) == 0 {
				// Nobody straggled: the engine would rank nobody and hand out
				// nothing at the Library (it holds no suspicion), so it is
				// not asked.
				break
			}
			site.Suspicion = 0
			if nLib > 0 {
				site.Tokens[0] = s.libTokens[:nLib]
			}
			site.Guards = libGuards
		} else {
			site.Suspicion = s.sites[loc].Suspicion
			if s.tokens[loc][0] != rules.NoToken {
				site.Tokens[0] = s.tokens[loc][:]
			}
			site.Guards = guards[loc]
		}
		if p := s.player.board.Power; p != table.Power(0) { // the enforcer's strength as the location resolves
			s.fail(table.SetPower(0, p))
		}
		// The site is built from the game's own state, which the rules
		// engine need not check again (TestSitesChecked checks it).
		if !s.checkSites {
			res.ResolveTrusted(table, table.FirstPlayer(), loc, &site)
		} else if err := res.ResolveChecked(table, table.FirstPlayer(), loc, &site); err != nil {
			s.fail(err)
			return
		}
		if seat, ok := res.SuspicionSeat(); ok {
			s.side(seatSide(seat)).board.Suspicion += res.Suspicion.Cubes
			s.sites[loc].Suspicion = 0
		}
		rewards := res.Rewards() // a view of res, which the rewards only read
		for i := range rewards {
			if rw := &rewards[i]; rw.Seat == guardsSeat {
				s.guardsReward(res)
			} else {
				s.playerReward(loc, rw)
			}
			if s.err != nil {
				return
			}
		}
		if loc == rules.ExerciseYard {
			s.marker = seatSide(res.FirstSeat())
			s.fail(table.SetFirstPlayer(seatOf(s.marker)))
		}
		if loc == rules.Library {
			break
		}
		for i := range res.Stragglers() { // by index: a Straggler is too big to copy in the loop
			if res.Stragglers()[i].Seat == guardsSeat {
				libGuards = append(libGuards, site.Guards...)
			} else if nLib < len(s.libTokens) {
				s.libTokens[nLib] = s.tokens[loc][0]
				nLib++
			}
		}
	}
	if s.cfg.Breakout { // the legend card after the Library
		s.legend(table, r, number)
	}
}

// legend resolves the legend card after the Library (Breakout rulebook,
// "Resolving the Legend Card"): the guards gain Decision.LegendReward, two
// stars (Breakout rulebook, "Solitary Mode – Lights Out Phase"); the player
// the card's icons (an effect played at the table is not simulated).
func (s *Game) legend(table *rules.CheckedTable, r *automa.Round, number int) {
	var tokens [rules.MaxSeats][]rules.Token
	tokens[0] = s.legendToken[:]
	res := &s.res
	if guards := r.AppendLegend(s.legendGuards[:0]); !s.checkSites {
		res.ResolveLegendTrusted(table, table.FirstPlayer(), &tokens, guards)
	} else if err := res.ResolveLegendChecked(table, table.FirstPlayer(), &tokens, guards); err != nil {
		s.fail(err)
		return
	}
	winner := seatSide(res.Ranking()[0].Seat)
	s.legends[winner]++
	if winner == automa.Guards {
		d := &s.effect // no icon's decision is in play now
		d.LegendReward()
		s.apply(d)
		return
	}
	if n := len(s.box.Legends); n > 0 {
		card := &s.box.Legends[s.legendDeck[(number-1)%n]]
		for _, e := range card.Effects {
			s.playerEffect(e)
		}
	}
}

// seatSide is the side at a seat of seating.
func seatSide(seat rules.Seat) automa.Side {
	if seat == guardsSeat {
		return automa.Guards
	}
	return automa.Player
}

// seatOf is a side's seat in seating.
func seatOf(x automa.Side) rules.Seat {
	if x == automa.Guards {
		return guardsSeat
	}
	return 0
}

// guardsReward asks the automa and carries the decision out.
func (s *Game) guardsReward(res *rules.Resolution) {
	s.b.Reserved, s.b.Marker = s.reserved[:s.nRes], s.marker
	d := &s.decision
	if err := d.Decide(res, &s.b); err != nil {
		s.fail(err)
		return
	}
	s.carryOut(d)
}

// carryOut carries a guards' decision out: the cubes, the goons seized,
// the item crafted or reserved.
func (s *Game) carryOut(d *automa.Decision) {
	s.apply(d)
	switch d.Action {
	case automa.Seize:
		for _, loc := range d.Goons() {
			i := rules.GoonIndex(loc)
			c := s.goonCard[i]
			s.b.Goons[i], s.goonCard[i] = rules.GoonSpace{}, -1
			s.gainGoon(&s.guards, c)
		}
	case automa.Craft:
		var card int16
		if d.FromReserve {
			card = s.resCard[d.Item]
			copy(s.reserved[d.Item:], s.reserved[d.Item+1:s.nRes])
			copy(s.resCard[d.Item:], s.resCard[d.Item+1:s.nRes])
			s.nRes--
		} else {
			card = s.dispCard[d.Item]
			s.display[d.Item], s.dispCard[d.Item] = automa.Item{}, -1
		}
		s.gainItem(&s.guards, card)
	case automa.Reserve:
		if s.nRes < len(s.reserved) {
			s.reserved[s.nRes], s.resCard[s.nRes] = s.display[d.Item], s.dispCard[d.Item]
			s.nRes++
			s.display[d.Item], s.dispCard[d.Item] = automa.Item{}, -1
		}
	}
}

// apply carries out the cubes, power, stars and suspicion of a guards'
// decision (automa.Decision.Cubes), the suspicion given to the player and
// the first player marker.
func (s *Game) apply(d *automa.Decision) {
	d.Cubes(&s.b.Guards, &s.b.Supply)
	s.player.board.Suspicion += d.ToPlayer
	if d.TakesMarker {
		s.marker = automa.Guards
	}
}

// gainGoon adds a goon to a side, with its valuables and its effects.
func (s *Game) gainGoon(x *side, c int16) {
	g := &s.box.Goons[c]
	x.goons[g.Type]++
	x.valuables = addValuables(x.valuables, g.Valuables)
	s.effects(x, g.Effects)
}

// gainItem adds a crafted item to a side, with its valuables and effects.
func (s *Game) gainItem(x *side, c int16) {
	it := &s.box.Items[c]
	x.items++
	x.barrels += it.Barrels
	x.valuables = addValuables(x.valuables, it.Valuables)
	s.effects(x, it.Effects)
}

func addValuables(a, b scoring.Valuables) scoring.Valuables {
	return scoring.Valuables{Shields: a.Shields + b.Shields, Gems: a.Gems + b.Gems, Magic: a.Magic + b.Magic, Wild: a.Wild + b.Wild}
}

// effects carries out a card's icons for a side: the guards' by the automa
// (automa.Effect), the player's as the policy plays them.
func (s *Game) effects(x *side, effects []rules.Effect) {
	for _, e := range effects {
		if e.Kind == rules.NoEffect {
			continue
		}
		if x == &s.guards {
			d := &s.effect // an icon's decision never plays another icon
			if err := d.Effect(e, &s.b); err != nil {
				s.fail(err)
				return
			}
			if d.Action == automa.Advance {
				continue // the catacombs are not simulated
			}
			s.b.Reserved = s.reserved[:s.nRes]
			s.carryOut(d)
			continue
		}
		s.playerEffect(e)
	}
}

// playerEffect is one icon for the player, played simply: a cube or power
// from the supply, a tome, a suspicion cube given away or returned, a
// bigger storage; the icons that need the catacombs or a choice at the
// table (Advance Lantern, Reserve Item, Improve Item, Exchange Resource)
// are not played.
func (s *Game) playerEffect(e rules.Effect) {
	b := s.player.board
	switch e.Kind {
	case rules.EffectGainResource:
		s.take(e.Resource, 1)
	case rules.EffectGainPower:
		if s.b.Supply.Power > 0 {
			b.Power++
			s.b.Supply.Power--
		}
	case rules.EffectDrawTome, rules.EffectChooseTome:
		s.drawTome()
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

// drawTome gives the player a tome card while the deck holds one.
func (s *Game) drawTome() {
	if s.tomesLeft > 0 {
		s.tomesLeft--
		s.player.tomes++
	}
}

// take moves up to n cubes of a kind from the supply to the player.
func (s *Game) take(r rules.Resource, n int) {
	n = min(n, s.b.Supply.Resources.Of(r))
	s.player.board.Resources = s.player.board.Resources.With(r, s.player.board.Resources.Of(r)+n)
	s.b.Supply.Resources = s.b.Supply.Resources.With(r, s.b.Supply.Resources.Of(r)-n)
}

// takeAll moves the cubes of rs from the supply to the player, of each
// kind as many as the supply holds: take for every kind at once.
func (s *Game) takeAll(rs rules.Resources) {
	supply := &s.b.Supply.Resources
	got := rules.Resources{Scrap: min(rs.Scrap, supply.Scrap), Potions: min(rs.Potions, supply.Potions), Iron: min(rs.Iron, supply.Iron), Gold: min(rs.Gold, supply.Gold)}
	s.player.board.Resources = s.player.board.Resources.Plus(got)
	*supply = supply.Minus(got)
}

// pay returns a cost's cubes to the supply, "any" with the player's least
// rare cubes (scrap first).
func (s *Game) pay(cost rules.Cost) {
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

// patrol is the Patrol phase: the player discards to the limit (scrap
// first), the display is refilled, the goons advance and new ones come, the
// suspicion cubes are added (a raid first if the supply is short).
func (s *Game) patrol() {
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

// crew returns a side's board at game end for scoring.
func (s *Game) crew(x *side, name string) scoring.Crew {
	b := x.board
	return scoring.Crew{Name: name, Guards: x == &s.guards, Reputation: b.Reputation, Suspicion: b.Suspicion, Power: b.Power,
		Resources: b.Resources, Tomes: x.tomes, Items: x.items, Valuables: x.valuables, Goons: x.goons, Barrels: x.barrels}
}

// score carries out the final raid and final scoring with package scoring,
// as a two-player game in which the guards score only their gold and win
// ties (core rulebook, "Solitary Mode – Game End"): the goals too, the
// leader goal held by the side with strictly the most of what it counts at
// the end, and at least the minimum the card prints. The result is
// written into res.
func (s *Game) score(res *scoring.Result) {
	crews := [2]scoring.Crew{s.crew(&s.player, playerName), s.crew(&s.guards, scoring.GuardsName)}
	g := scoring.Game{Solo: true, Breakout: s.cfg.Breakout, Crews: crews[:], FirstPlayer: playerName}
	if s.marker == automa.Guards {
		g.FirstPlayer = scoring.GuardsName
	}
	if s.leader >= 0 {
		c := s.box.Goals[s.leader].Condition
		switch p, q := s.count(&s.player, c.What), s.count(&s.guards, c.What); {
		case p > q && p >= c.N:
			g.LeaderGoal = playerName
		case q > p && q >= c.N:
			g.LeaderGoal = scoring.GuardsName
		}
	}
	if s.endGame >= 0 {
		cond := s.box.Goals[s.endGame].Condition
		g.EndGameGoal.Condition = cond
		g.EndGameGoal.Kind = scoring.MostGoal
		if cond.Rule == rules.RulePerUnit {
			g.EndGameGoal.Kind = scoring.PointsGoal
		}
		g.EndGameGoal.Set(0, s.count(&s.player, cond.What))
		g.EndGameGoal.Set(1, s.count(&s.guards, cond.What))
	}
	res.Score(&g)
}

// count is what a goal counts for a side; the catacombs' counts (loot,
// lantern) are 0, as they are not simulated.
func (s *Game) count(x *side, c rules.Countable) int {
	v := x.valuables
	b := x.board
	switch c {
	case rules.CountItems:
		return x.items
	case rules.CountValuables:
		return v.Shields + v.Gems + v.Magic
	case rules.CountShields:
		return v.Shields
	case rules.CountGems:
		return v.Gems
	case rules.CountMagic:
		return v.Magic
	case rules.CountGoons:
		n := 0
		for _, k := range x.goons {
			n += k
		}
		return n
	case rules.CountResources:
		return b.Resources.Total()
	case rules.CountScrap:
		return b.Resources.Scrap
	case rules.CountPotions:
		return b.Resources.Potions
	case rules.CountIron:
		return b.Resources.Iron
	case rules.CountGold:
		return b.Resources.Gold
	case rules.CountPower:
		return b.Power
	case rules.CountTomes:
		return x.tomes
	case rules.CountBarrels:
		return x.barrels
	}
	if t := c.GoonType(); t != rules.NoGoonType {
		return x.goons[t]
	}
	return 0
}

// cubes counts every resource, power and suspicion cube in the game: what
// the tests check stays whole.
func (s *Game) cubes() (rules.Resources, int, int) {
	rs := s.b.Supply.Resources.Plus(s.player.board.Resources).Plus(s.guards.board.Resources)
	power := s.b.Supply.Power + s.player.board.Power + s.guards.board.Power
	susp := s.b.Supply.Suspicion + s.player.board.Suspicion + s.guards.board.Suspicion
	for _, c := range s.sites {
		susp += c.Suspicion
	}
	return rs, power, susp
}

// Setup is what a game's seed lays out at setup besides the guard and
// location decks: the item display, the goon on each goon space (Sewers
// first, rules.GoonLocations) and the goal cards drawn, so that the same
// game can be set up at the table.
type Setup struct {
	Display []string
	Goons   [5]string
	Leader  string
	EndGame string
	// Legend is the legend card turned up at setup (Breakout), as the
	// tracker deals it (companion.ShuffleLegends).
	Legend string
}

// SetupOf returns the setup the box deals from a seed.
func SetupOf(box *Box, seed int64) Setup {
	var s Game
	s.box, s.seed, s.leader, s.endGame = box, seed, -1, -1
	s.itemDeck.reset(len(box.Items), seed, itemShuffle)
	s.goonDeck.reset(len(box.Goons), seed, goonShuffle)
	s.drawGoals()
	var out Setup
	for range len(s.display) {
		if c, ok := s.itemDeck.draw(); ok {
			out.Display = append(out.Display, box.Items[c].Name)
		}
	}
	for i := range out.Goons {
		if c, ok := s.goonDeck.draw(); ok {
			out.Goons[i] = box.Goons[c].Name
		}
	}
	if s.leader >= 0 {
		out.Leader = box.Goals[s.leader].Name
	}
	if s.endGame >= 0 {
		out.EndGame = box.Goals[s.endGame].Name
	}
	if n := len(box.Legends); n > 0 {
		legends := make([]int16, n)
		for i := range legends {
			legends[i] = int16(i)
		}
		companion.ShuffleLegends(seed, legends)
		out.Legend = box.Legends[legends[0]].Name
	}
	return out
}
