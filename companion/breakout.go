package companion

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The Breakout expansion at the table (Breakout rulebook): tunnels on the
// locations, each crew's seeker and lantern, the loot stacks of the
// catacombs, and the legend deck.

// The Breakout passages the tracker applies.
var (
	srcBoRollCall = rules.Source{Book: rules.BreakoutRulebook, Section: "Roll Call Phase"}
	srcBoTunnels  = rules.Source{Book: rules.BreakoutRulebook, Section: "Resolving Tunnel Locations"}
	srcBoAdvance  = rules.Source{Book: rules.BreakoutRulebook, Section: "Advancing in the Catacombs"}
	srcBoTomb     = rules.Source{Book: rules.BreakoutRulebook, Section: "Khathandor's Tomb"}
	srcBoLegend   = rules.Source{Book: rules.BreakoutRulebook, Section: "Resolving the Legend Card"}
	srcBoPatrol   = rules.Source{Book: rules.BreakoutRulebook, Section: "Patrol Phase"}
	srcBoSoloLO   = rules.Source{Book: rules.BreakoutRulebook, Section: "Solitary Mode – Lights Out Phase"}
	srcBoSoloRC   = rules.Source{Book: rules.BreakoutRulebook, Section: "Solitary Mode – Roll Call Phase"}
)

// The shuffles the app makes for a Breakout game, told apart from the
// solitary decks' (automa.SubSeed).
const (
	tunnelShuffle automa.Deck = 101
	legendShuffle automa.Deck = 102
)

// BreakoutState is what a Breakout game keeps besides the core game.
type BreakoutState struct {
	// Decks is who lays the tunnel markers and turns up the legend cards:
	// the table, or the app from the game's seed.
	Decks DeckMode
	// Map is the catacombs board as the player typed it into the card
	// catalog, copied into the setup entry; nil when it was not typed: the
	// table's word for each lantern move is then taken as it is.
	Map *rules.Catacombs
	// Legends are the legend cards the app shuffles (Decks app), with
	// their printed values when the setup gives them (LegendCards, never
	// changed: copies of the state share it).
	Legends     []string
	LegendCards map[string]*catalog.Card
	// Tunnels is the tunnel marker on each location (index rules.Location).
	Tunnels [rules.Library + 1]rules.Tunnel
	// Lanterns is where each crew's lantern stands, by seat (the guards'
	// too in a solitary game).
	Lanterns []rules.Space
	// Loot are the loot tokens each crew kept, by seat.
	Loot [][]string
	// Stacks counts the loot tokens taken from each loot space's stack.
	Stacks []LootStack
	// StackSize is the number of loot tokens a stack starts with: the
	// player count (2 in a solitary game: ruling bo-solo-setup).
	StackSize int
	// Legend is the active legend card; Seen are the legend cards turned
	// up so far, the active one last.
	Legend string
	Seen   []string
	// LegendTokens is each crew's token on the legend card this round, by
	// seat (rules.NoToken when none).
	LegendTokens []rules.Token
	// Turned is true once this Patrol phase turned up the next legend.
	Turned bool
	// Steps is the lantern advance under way, if any.
	Steps *LanternSteps
	// LootDue names the crew whose lantern reached a loot space and takes a
	// token now; "" when none.
	LootDue string
	// LootAt is the space whose stack LootDue takes from.
	LootAt rules.Space
	// Shapeshifts are the Shapeshifters recruited whose draw waits, the
	// next first.
	Shapeshifts []ShapeshiftDue
}

// LootStack is a loot space's stack.
type LootStack struct {
	Space rules.Space
	Taken int
}

// LanternSteps is a lantern advance under way: its crew, how many spaces it
// may still move, and what gave it.
type LanternSteps struct {
	Crew string
	Left int
	// Location is the tunnel location that gave it, or NoLocation for an
	// Advance Lantern icon (Card names the card).
	Location rules.Location
	Card     string
	// Moved counts the spaces moved so far.
	Moved int
	// Resume is the tunnel's advance an Advance Lantern icon interrupted
	// (a loot token used on the way): it goes on once the icon's space is
	// moved.
	Resume *LanternSteps
}

// clone copies the advance and the one it interrupted.
func (s *LanternSteps) clone() *LanternSteps {
	if s == nil {
		return nil
	}
	c := *s
	c.Resume = s.Resume.clone()
	return &c
}

// newBreakout sets up the expansion: every lantern on the ENTRANCE, loot
// stacks of as many tokens as players, no legend yet (Breakout rulebook,
// "Expansion Setup").
func (g *Game) newBreakout(setup SetupEntry) error {
	b := &BreakoutState{Decks: setup.Decks, Legends: slices.Clone(setup.Legends), LegendCards: setup.LegendCards}
	if b.Decks == NoDeckMode {
		b.Decks = TableDecks
	}
	if setup.Catacombs != nil {
		m, err := setup.Catacombs.board()
		if err != nil {
			return err
		}
		b.Map = &m
	}
	n := len(g.Crews)
	b.StackSize = len(setup.Crews)
	if setup.Solo {
		b.StackSize = automa.BreakoutLootStack
	}
	b.Lanterns = make([]rules.Space, n)
	for i := range b.Lanterns {
		b.Lanterns[i] = rules.Space{Kind: rules.Entrance}
	}
	b.Loot = make([][]string, n)
	b.LegendTokens = make([]rules.Token, n)
	g.Breakout = b
	return nil
}

// clone copies everything an entry can change.
func (b *BreakoutState) clone() *BreakoutState {
	if b == nil {
		return nil
	}
	c := *b
	c.Lanterns = slices.Clone(b.Lanterns)
	c.Loot = slices.Clone(b.Loot)
	for i := range c.Loot {
		c.Loot[i] = slices.Clone(c.Loot[i])
	}
	c.Stacks = slices.Clone(b.Stacks)
	c.Seen = slices.Clone(b.Seen)
	c.LegendTokens = slices.Clone(b.LegendTokens)
	c.Shapeshifts = slices.Clone(b.Shapeshifts)
	c.Steps = b.Steps.clone()
	return &c
}

// tunnelsDue returns how many single and double tunnels are still to be
// laid at setup.
func (b *BreakoutState) tunnelsDue(set [2]int) (single, double int) {
	single, double = set[0], set[1]
	for _, t := range b.Tunnels {
		switch t {
		case rules.SingleTunnel:
			single--
		case rules.DoubleTunnel:
			double--
		}
	}
	return single, double
}

// breakoutMissing lists what a Breakout setup still lacks: tunnel markers
// and the first legend card.
func (g *Game) breakoutMissing() []SetupNeed {
	b := g.Breakout
	if b == nil {
		return nil
	}
	var out []SetupNeed
	single, double := b.tunnelsDue(g.tunnelSet())
	if single > 0 {
		out = append(out, SetupNeed{Kind: NeedSingleTunnels, N: single})
	}
	if double > 0 {
		out = append(out, SetupNeed{Kind: NeedDoubleTunnels, N: double})
	}
	if b.Legend == "" {
		out = append(out, SetupNeed{Kind: NeedFirstLegend})
	}
	return out
}

// tunnelSet returns the single and double tunnels on the board: the set
// for the number of crews (Breakout rulebook, "Expansion Setup"), or the
// solitary game's, which the automa knows (ruling bo-solo-setup).
func (g *Game) tunnelSet() [2]int {
	if g.solo() {
		_, single, double := g.Solo.Config.Tunnels()
		return [2]int{single, double}
	}
	single, double := rules.TunnelMarkers(len(g.Crews))
	return [2]int{single, double}
}

// dealTunnels returns the tunnel markers the app lays from the game's seed:
// the set for the player count shuffled onto locations 1 to 7, collapsed
// ones left out (Breakout rulebook, "Expansion Setup").
func dealTunnels(seed int64, markers [2]int) [rules.Library + 1]rules.Tunnel {
	single, double := markers[0], markers[1]
	var set [7]rules.Tunnel
	for i := range single {
		set[i] = rules.SingleTunnel
	}
	for i := range double {
		set[single+i] = rules.DoubleTunnel
	}
	r := automa.NewRand(automa.SubSeed(seed, 0, tunnelShuffle))
	r.Shuffle(len(set), func(i, j int) { set[i], set[j] = set[j], set[i] })
	var out [rules.Library + 1]rules.Tunnel
	for i, t := range set {
		out[rules.ExerciseYard+rules.Location(i)] = t
	}
	return out
}

// dealLegends returns the legend deck the app shuffles from the game's seed.
func dealLegends(seed int64, legends []string) []string {
	deck := slices.Clone(legends)
	ShuffleLegends(seed, deck)
	return deck
}

// ShuffleLegends shuffles a legend deck in place as the app does for a
// Breakout game whose decks it runs, from the game's seed: deck holds the
// legend cards (or their places) in the order the game's setup lists them,
// the card catalog's order. The legend turned up at setup is deck[0], the
// one of the Patrol phase ending round r is deck[r], the deck cycling when
// it runs out. lockup solo rate deals through it, so that a seed it names
// deals the same legends at the table.
func ShuffleLegends[T any](seed int64, deck []T) {
	r := automa.NewRand(automa.SubSeed(seed, 0, legendShuffle))
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
}

// nextLegend returns the legend card the app turns up next, and whether the
// deck has one (it cycles: the active card goes to the bottom).
func (g *Game) nextLegend() (string, bool) {
	b := g.Breakout
	deck := dealLegends(g.Seed, b.Legends)
	if len(deck) == 0 {
		return "", false
	}
	return deck[len(b.Seen)%len(deck)], true
}

// autoBreakout returns the entry the app makes by itself in a Breakout game
// whose decks it runs, if one is due: a tunnel marker or a legend card.
func (g *Game) autoBreakout() (Payload, bool) {
	b := g.Breakout
	if b == nil || b.Decks != AppDecks {
		return nil, false
	}
	if g.Phase == PhaseSetup {
		single, double := b.tunnelsDue(g.tunnelSet())
		if single+double > 0 {
			dealt := dealTunnels(g.Seed, g.tunnelSet())
			for loc := rules.ExerciseYard; loc <= rules.CellBlock; loc++ {
				if dealt[loc] != rules.NoTunnel && b.Tunnels[loc] == rules.NoTunnel {
					return &TunnelEntry{Location: loc, Double: dealt[loc] == rules.DoubleTunnel}, true
				}
			}
		}
	}
	if g.legendDue() {
		if name, ok := g.nextLegend(); ok {
			return &LegendCardEntry{Card: name, Printed: b.LegendCards[name]}, true
		}
	}
	return nil, false
}

// legendDue reports whether a legend card is to be turned up now: the first
// at setup, the next in each Patrol phase but the last (Breakout rulebook,
// "Expansion Setup"; "Patrol Phase").
func (g *Game) legendDue() bool {
	b := g.Breakout
	if b == nil {
		return false
	}
	switch g.Phase {
	case PhaseSetup:
		return b.Legend == ""
	case PhasePatrol:
		return !b.Turned && g.Round < rules.LastRound
	}
	return false
}

// legendTurnedUp refuses to end a Breakout game's Patrol phase, which
// begins the next round, while the next legend card is still to be turned
// up: the active one goes to the bottom of the legend deck and the next is
// turned up during the phase (Breakout rulebook, "Patrol Phase"). At a
// table the player names it (lockup legend card); with the app's decks the
// app turns it up. Patrol phases before log version 8 could end with the
// old card still active, and replay so.
func (g *Game) legendTurnedUp() error {
	if !g.legendDue() || !g.rulesAt(8) {
		return nil
	}
	how := hint(terms.HintLegendCard) + ": the card turned up at the table"
	howKey, howArgs := "refusal.tracker.legend-at-table", []any{hint(terms.HintLegendCard)}
	if g.Breakout.Decks == AppDecks {
		if name, ok := g.nextLegend(); ok {
			how = fmt.Sprintf("the app turns up %s (%s)", name, hint(terms.HintNext))
			howKey, howArgs = "refusal.tracker.legend-from-app", []any{name, hint(terms.HintNext)}
		}
	}
	return &rules.RuleError{Err: ErrWrongPhase, Rule: srcBoPatrol, Problem: fmt.Sprintf("the next round cannot begin with %s still active: it goes to the bottom of the legend deck and the next legend card is turned up in this Patrol phase", g.Breakout.Legend), Allowed: how,
		ProblemKey: "refusal.tracker.legend-still-active", ProblemArgs: []any{g.Breakout.Legend}, AllowedKey: howKey, AllowedArgs: howArgs}
}

// lanternOf returns where a crew's lantern stands and its seat.
func (g *Game) lanternOf(crew string) (rules.Space, int) {
	i := g.crewIndex(crew)
	if i < 0 || g.Breakout == nil {
		return rules.Space{}, -1
	}
	return g.Breakout.Lanterns[i], i
}

// spaceName says a space for a player ("space 7", "the TOMB").
func spaceName(s rules.Space) string {
	switch s.Kind {
	case rules.Numbered:
		return "space " + s.Label()
	case rules.NoSpace:
		return "nowhere"
	}
	return "the " + strings.ToUpper(s.Label())
}

// hasLoot reports whether a space shows the loot icon: from the map when
// typed, else from the entry's word.
func (b *BreakoutState) hasLoot(s rules.Space, said bool) bool {
	if b.Map != nil {
		if i := b.Map.Find(s); i >= 0 {
			return b.Map.Spaces[i].Loot
		}
	}
	return said || s.Kind == rules.Tomb
}

// stackLeft returns how many loot tokens are left at a space.
func (b *BreakoutState) stackLeft(s rules.Space) int {
	for _, st := range b.Stacks {
		if st.Space == s {
			return b.StackSize - st.Taken
		}
	}
	return b.StackSize
}

// takeFromStack counts one token taken at a space.
func (b *BreakoutState) takeFromStack(s rules.Space) {
	for i := range b.Stacks {
		if b.Stacks[i].Space == s {
			b.Stacks[i].Taken++
			return
		}
	}
	b.Stacks = append(b.Stacks, LootStack{Space: s, Taken: 1})
}

// LootCount returns the loot tokens a crew kept (Fungoids and goals count
// them).
func (g Game) LootCount(crew string) int {
	i := g.crewIndex(crew)
	if i < 0 || g.Breakout == nil {
		return 0
	}
	return len(g.Breakout.Loot[i])
}

// Lantern returns where a crew's lantern stands; ok is false in a core game.
func (g Game) Lantern(crew string) (rules.Space, bool) {
	s, i := g.lanternOf(crew)
	return s, i >= 0
}

// Change is what a card played at the table did to one crew, entered by
// hand when the card's effect is not written as icons (a legend card or a
// loot token "asked at the table").
type Change struct {
	Crew string `json:"crew"`
	// Gain and Lose are resource cubes gained from and returned to the
	// supply.
	Gain rules.Resources `json:"gain,omitzero"`
	Lose rules.Resources `json:"lose,omitzero"`
	// Power, Suspicion and Reputation are changes (negative for a loss).
	Power      int `json:"power,omitempty"`
	Suspicion  int `json:"suspicion,omitempty"`
	Reputation int `json:"reputation,omitempty"`
	// Tomes counts tome cards to draw.
	Tomes int `json:"tomes,omitempty"`
}

func (c Change) check() error {
	if err := checkCrewName(c.Crew); err != nil {
		return err
	}
	if err := checkCubes(c.Gain, c.Lose); err != nil {
		return err
	}
	for _, n := range [...]int{c.Power, c.Suspicion, c.Reputation} {
		if n < -99 || n > 99 {
			return fmt.Errorf("%d is not a change of -99 to 99", n)
		}
	}
	if c.Tomes < 0 || c.Tomes > 9 {
		return fmt.Errorf("%d tomes; a change draws 0 to 9", c.Tomes)
	}
	return nil
}

func (c Change) describe() string {
	var parts []string
	gains, loses := verb(c.Crew, "gains", "gain"), verb(c.Crew, "loses", "lose")
	if c.Gain.Total() > 0 {
		parts = append(parts, gains+" "+describeCubes(c.Gain))
	}
	if c.Lose.Total() > 0 {
		parts = append(parts, verb(c.Crew, "returns", "return")+" "+describeCubes(c.Lose))
	}
	signed := func(n int, what string) {
		switch {
		case n > 0:
			parts = append(parts, fmt.Sprintf("%s %d %s", gains, n, what))
		case n < 0:
			parts = append(parts, fmt.Sprintf("%s %d %s", loses, -n, what))
		}
	}
	signed(c.Power, "power")
	signed(c.Suspicion, "suspicion")
	signed(c.Reputation, "stars")
	if c.Tomes > 0 {
		parts = append(parts, verb(c.Crew, "draws", "draw")+" "+plural(c.Tomes, "tome", "tomes"))
	}
	if len(parts) == 0 {
		return subject(c.Crew) + ": nothing"
	}
	return subject(c.Crew) + " " + joinAnd(parts)
}

// applyChanges carries out changes entered by hand, checking each against
// the crew's board and the supply; rule is the card's passage.
func (g *Game) applyChanges(changes []Change, rule rules.Source) error {
	for _, c := range changes {
		i, err := g.seatedCrew(c.Crew, rule)
		if err != nil {
			return err
		}
		cr := &g.Crews[i]
		b := &cr.Board
		if !g.Supply.Resources.Covers(c.Gain) {
			return &rules.RuleError{Err: ErrShort, Rule: rule, Crew: c.Crew, Problem: fmt.Sprintf("the supply has %s, not %s", describeCubes(g.Supply.Resources), describeCubes(c.Gain)),
				ProblemKey: "refusal.tracker.supply-short", ProblemArgs: []any{cubesWords(g.Supply.Resources), cubesWords(c.Gain)}}
		}
		if !b.Resources.Covers(c.Lose) {
			return &rules.RuleError{Err: ErrShort, Rule: rule, Crew: c.Crew, Problem: fmt.Sprintf("%s has %s, not %s to return", c.Crew, describeCubes(b.Resources), describeCubes(c.Lose)),
				ProblemKey: "refusal.tracker.crew-short", ProblemArgs: []any{c.Crew, cubesWords(b.Resources), cubesWords(c.Lose)}}
		}
		if c.Power > g.Supply.Power || b.Power+c.Power < 0 {
			return &rules.RuleError{Err: ErrShort, Rule: rule, Crew: c.Crew, Problem: fmt.Sprintf("a change of %d power cubes: %s has %d and the supply %d", c.Power, c.Crew, b.Power, g.Supply.Power),
				ProblemKey: "refusal.tracker.power-change", ProblemArgs: []any{c.Power, c.Crew, b.Power, g.Supply.Power}}
		}
		if c.Suspicion > g.Supply.Suspicion || b.Suspicion+c.Suspicion < 0 {
			return &rules.RuleError{Err: ErrShort, Rule: rule, Crew: c.Crew, Problem: fmt.Sprintf("a change of %d suspicion cubes: %s has %d and the supply %d", c.Suspicion, c.Crew, b.Suspicion, g.Supply.Suspicion),
				ProblemKey: "refusal.tracker.suspicion-change", ProblemArgs: []any{c.Suspicion, c.Crew, b.Suspicion, g.Supply.Suspicion}}
		}
		b.Resources = b.Resources.Plus(c.Gain).Minus(c.Lose)
		g.Supply.Resources = g.Supply.Resources.Minus(c.Gain).Plus(c.Lose)
		b.Power += c.Power
		g.Supply.Power -= c.Power
		b.Suspicion += c.Suspicion
		g.Supply.Suspicion -= c.Suspicion
		b.Reputation = max(0, b.Reputation+c.Reputation)
		cr.TomesToDraw += c.Tomes
	}
	return nil
}

// expectBreakout fills x with what a Breakout game waits for before the
// core game's expectations, and reports whether it did: a loot token, a
// lantern move, the setup's tunnels and first legend, the legend card to
// resolve or to turn up.
func (g Game) expectBreakout(x *Expectation) bool {
	b := g.Breakout
	if b.LootDue != "" {
		x.Kind, x.Crew, x.Space = ExpectLoot, b.LootDue, b.LootAt
		return true
	}
	if len(b.Shapeshifts) > 0 {
		x.Kind, x.Crew, x.Location, x.Shapeshifter = ExpectShapeshift, b.Shapeshifts[0].Crew, b.Shapeshifts[0].Location, b.Shapeshifts[0].Card
		return true
	}
	if len(g.Pending) > 0 {
		p := g.Pending[0]
		if p.Effect.Kind != rules.EffectAdvanceLantern {
			return false
		}
		x.Kind, x.Crew, x.Effect, x.Steps, x.Mapped = ExpectLantern, p.Crew, p, 1, b.Map != nil
		x.Space, _ = g.lanternOf(p.Crew)
		if x.Space.End() {
			x.Steps = 0
		}
		if p.Crew == rules.Guards {
			x.auto = g.autoGuardsLantern()
		}
		return true
	}
	if g.Phase == PhaseSetup {
		if len(g.breakoutMissing()) == 0 {
			return false
		}
		x.Kind, x.Missing = ExpectSetup, g.SetupNeeds()
		if p, ok := g.autoBreakout(); ok {
			x.auto = Auto{Payload: p, Reason: AutoAppDecks}
		}
		return true
	}
	switch g.Phase {
	case PhaseLightsOut:
		if g.LightsOut.Legend {
			if _, waiting := g.guardsWaiting(); waiting {
				return false // the guard card on the legend card first
			}
			x.Kind, x.Legend = ExpectLegend, b.Legend
			if c, ok := g.CardInPlay(catalog.LegendCard, b.Legend); ok && !tableEffect(c) {
				x.auto = Auto{Payload: &LegendEntry{Card: b.Legend}, Reason: AutoLegend}
			}
			return true
		}
		// At a tunnel the rewards are collected first, then the lantern
		// moves (a lantern that moved before, as older game files have
		// it, goes on).
		if !g.LightsOut.Collected && g.advanceWaits() {
			return false
		}
		return g.expectLantern(x)
	case PhasePatrol:
		if g.legendDue() {
			x.Kind = ExpectLegendCard
			if p, ok := g.autoBreakout(); ok {
				x.auto = Auto{Payload: p, Reason: AutoAppDecks}
			}
			return true
		}
	}
	return false
}

// expectLantern fills x when a lantern may still move from the tunnel at
// the location being resolved: the crew's first, then the guards'.
func (g Game) expectLantern(x *Expectation) bool {
	b := g.Breakout
	loc := g.LightsOut.Next
	if b.Tunnels[loc] == rules.NoTunnel {
		return false
	}
	var res rules.Resolution
	if err := g.resolveInto(&res); err != nil {
		return false
	}
	for _, adv := range [...]*rules.Advance{res.Lantern(), res.GuardsLantern()} {
		if adv == nil || adv.Declined {
			continue
		}
		at, _ := g.lanternOf(adv.Name)
		left := adv.Spaces
		if s := b.Steps; s != nil && s.Crew == adv.Name && s.Location == loc {
			left = s.Left
		} else if slices.Contains(g.LightsOut.Advanced, adv.Name) {
			continue
		}
		if left <= 0 || at.End() {
			continue
		}
		if adv.Name == rules.Guards && b.Map != nil {
			if _, ok := g.guardsPath(b.Map.Find(at)); !ok {
				continue
			}
		}
		x.Kind, x.Crew, x.Location, x.Space, x.Steps, x.Collected = ExpectLantern, adv.Name, loc, at, left, g.LightsOut.Collected
		if adv.Name == rules.Guards {
			x.auto = g.autoGuardsLantern()
		}
		return true
	}
	return false
}

// autoGuardsLantern returns the guards' lantern step the app makes when it
// has the catacombs map; without it the table tells the tracker.
func (g *Game) autoGuardsLantern() Auto {
	b := g.Breakout
	if b.Map == nil {
		return Auto{}
	}
	at, _ := g.lanternOf(rules.Guards)
	p, ok := g.guardsPath(b.Map.Find(at))
	if !ok {
		return Auto{}
	}
	return Auto{Payload: &LanternEntry{Crew: rules.Guards, Space: b.Map.Spaces[p.To].Label(), Spend: p.Cost}, Reason: AutoGuardsLantern, Crew: rules.Guards}
}

// tableEffect reports whether a legend card or loot token is played at the
// table (its effect not written as icons, ruling bo-table-effects).
func tableEffect(c catalog.Card) bool { return !c.Asked.Known || c.Asked.Value }

// iconAnswer is a payload that answers the icon or loot token the game
// waits for: it may come in whatever phase that waits in.
type iconAnswer interface{ answersIcon(g *Game) bool }

// answersIcon reports whether the payload answers what waits first.
func answersIcon(g *Game, p Payload) bool {
	a, ok := p.(iconAnswer)
	return ok && a.answersIcon(g)
}

// answersIcon: a lantern entry for the crew whose Advance Lantern icon
// waits first. The icon waits in whatever phase it came in: one the legend
// card gives waits as the phase turns to Patrol, or after the game end
// (Breakout rulebook, "Special Effect Icons – Advance Lantern").
func (l *LanternEntry) answersIcon(g *Game) bool {
	if g.Breakout == nil || len(g.Pending) == 0 || g.Breakout.LootDue != "" {
		return false
	}
	p := g.Pending[0]
	return p.Effect.Kind == rules.EffectAdvanceLantern && strings.EqualFold(p.Crew, l.Crew)
}

// answersIcon: a loot token taken on the space a lantern reached, in
// whatever phase it moved.
func (l *LootEntry) answersIcon(g *Game) bool {
	return g.Breakout != nil && g.Breakout.LootDue != ""
}

// declineLanternIcon takes a crew's lantern entry that stays where it is
// as its answer to the Advance Lantern icon waiting first: the crew "may"
// advance (Breakout rulebook, "Special Effect Icons"), so it may decline,
// and must when its lantern is on the TOMB or ESCAPED or it cannot pay a
// path. The guards always move when they can: with the catacombs map
// typed their step is worked out and waits only when they can move, so
// they decline only without the map, as the table says.
func (g *Game) declineLanternIcon(crew string) error {
	if crew == rules.Guards && g.Breakout.Map != nil {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcBoSoloLO, Crew: crew, Problem: "the guards always move their lantern when they can", Allowed: g.Expect().Answer(),
			ProblemKey: "refusal.tracker.guards-move-lantern", AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	g.Pending = g.Pending[1:]
	return g.drainEffects()
}
