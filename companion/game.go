package companion

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
)

// The errors of the game tracker, besides the engine's own rule errors.
// Each reaches the player inside a *rules.RuleError naming the rule, or an
// *InputError naming the field; test them with errors.Is.
var (
	// ErrWrongPhase: an entry for another round or phase than the game's.
	ErrWrongPhase = errors.New("not now")
	// ErrNotYourTurn: a Roll Call entry from a crew whose turn it is not,
	// or that has passed.
	ErrNotYourTurn = errors.New("not this crew's turn")
	// ErrNotTracked: something the tracker does not follow yet.
	ErrNotTracked = errors.New("not tracked yet")
	// ErrSetupIncomplete: the round starts before the setup is done.
	ErrSetupIncomplete = errors.New("setup not complete")
	// ErrSpaceTaken: a card for a full display or a taken goon space.
	ErrSpaceTaken = errors.New("space taken")
	// ErrUnknownCrew: a crew that is not at the table.
	ErrUnknownCrew = errors.New("unknown crew")
	// ErrNoReward: a reward choice from a crew with no such reward.
	ErrNoReward = errors.New("no such reward")
	// ErrShort: a crew or the supply lacks the cubes an entry needs.
	ErrShort = errors.New("not enough cubes")
)

// The rulebook passages the tracker itself applies.
var (
	srcGameSetup = rules.Source{Book: rules.CoreRulebook, Section: "Game Setup"}
	srcRollCall  = rules.Source{Book: rules.CoreRulebook, Section: "Roll Call Phase"}
	srcPassing   = rules.Source{Book: rules.CoreRulebook, Section: "Roll Call Phase – Passing"}
	srcLightsOut = rules.Source{Book: rules.CoreRulebook, Section: "Lights Out Phase"}
	srcRewards   = rules.Source{Book: rules.CoreRulebook, Section: "Location Rewards", Page: 11}
	srcOverview  = rules.Source{Book: rules.CoreRulebook, Section: "Round Overview"}
	srcPatrol    = rules.Source{Book: rules.CoreRulebook, Section: "Patrol Phase"}
	srcBreakout  = rules.Source{Book: rules.BreakoutRulebook, Section: "Expansion Setup"}
	srcSolitary  = rules.Source{Book: rules.CoreRulebook, Section: "Solitary Mode – Setup"}
)

// Game is the state of a tracked game: what lies on the table after the
// entries of its log so far. It is a value: a copy never shares anything
// with the original that Apply could change (Apply replaces every slice it
// touches). The only way to change it is Apply, after Legal.
type Game struct {
	// Box is what is played: the edition (Breakout and solitary mode are not
	// tracked yet).
	Box rules.Box
	// Advanced is the advanced setup.
	Advanced bool
	// Crews are the crews in seating order, clockwise.
	Crews []CrewState
	// Round is 0 during setup, then 1 to 6.
	Round int
	// Phase is the phase the game is in.
	Phase Phase
	// FirstPlayer holds the first player marker.
	FirstPlayer string
	// Goals are the goal cards beside the board, not claimed yet.
	Goals []string
	// Display is the item display, space 1 (next to the item deck) first;
	// "" is an empty space. It has one space per crew plus one.
	Display []string
	// Locations is indexed by rules.Location (index 0 is unused).
	Locations [rules.Library + 1]LocationState
	// Supply is what is left beside the board.
	Supply rules.Supply
	// Turn is the crew whose turn it is in the Roll Call phase.
	Turn string
	// Assignments are this round's Roll Call assignments, in order.
	Assignments []rules.Assignment
	// Next is the location the Lights Out phase resolves next.
	Next rules.Location
	// Declines are the crews that declined their reward at Next.
	Declines []string
	// Chosen are the crews that made their reward choice at Next.
	Chosen []string
	// Pending are the special effect icons waiting for their player's
	// choice, first first (game_rewards.go).
	Pending []PendingEffect
	// Patrol is where the Patrol phase stands, and the last raid.
	Patrol PatrolState
	// Cards are the printed values of the cards that entered play (items
	// in the display, goons in the goon spaces, goals), as the game file
	// gives them; they stay while the card is with a crew. The tracker
	// reads card values only from here, never from the card catalog.
	Cards []Card
}

// CrewState is one crew: its board, its holding cell and its cards, named
// as in the card catalog.
type CrewState struct {
	Name   string
	Colour string
	Trait  string
	Board  rules.CrewBoard
	// Tokens are the crew tokens still in its holding cell this round.
	Tokens []rules.Token
	// Passed is true once the crew passed in this Roll Call phase.
	Passed bool
	// Items crafted, Reserved items, recruited Goons, Tomes in hand and
	// Goals claimed.
	Items    []string
	Reserved []string
	Goons    []string
	Tomes    []string
	Goals    []string
	// TomesToDraw counts tome cards the crew is owed by the Library and has
	// not drawn yet.
	TomesToDraw int
	// TomeChoices are the draws of two tomes to keep one the crew is owed
	// (counted in TomesToDraw too), by the location that gave them; Drawn
	// are the tomes drawn for the first of them, not kept yet.
	TomeChoices []rules.Location
	Drawn       []string
}

// LocationState is what lies at one location.
type LocationState struct {
	// Goon is the goon card in the location's goon space, if it has one.
	Goon string
	// GoonIcons, GoonType and GoonBandit are what the goon card shows: its
	// suspicion icons, its type (rules.NoGoonType when not known) and a
	// Bandit's resource. They move with the card when goons advance.
	GoonIcons  int
	GoonType   rules.GoonType
	GoonBandit rules.Resource
	// Suspicion is the suspicion cubes waiting there.
	Suspicion int
	// Bandit are the Bandit cubes waiting there (they pile up while nobody
	// takes them: ruling bandit-cube-unclaimed).
	Bandit rules.Resources
	// Placements are the crew tokens there, in the order assigned.
	Placements []Placement
}

// Placement is one crew's tokens at a location.
type Placement struct {
	Crew     string
	Tokens   []rules.Token
	FaceDown int
	// Hidden are the face-down tokens among Tokens, which the other crews
	// do not see until the Lights Out phase.
	Hidden []rules.Token
}

// NewGame sets a game up from its setup entry: reputation 10 (0 in the
// advanced setup), one power cube each (none in the advanced setup: the
// crew board's own cubes and bonuses are entered afterwards), storage limit
// 5, the crew tokens for the number of crews, the supply less what was
// handed out (core rulebook, "Game Setup"; "Advanced Setup", p. 16). The
// goals come with their printed values (SetupEntry.GoalCards); a goal
// without the values the tracker needs is refused.
func NewGame(setup SetupEntry) (Game, error) {
	if err := setup.check(); err != nil {
		return Game{}, &InputError{Field: "setup", Problem: strings.TrimPrefix(err.Error(), "setup: ")}
	}
	if setup.Solo {
		return Game{}, &rules.RuleError{Err: ErrNotTracked, Rule: srcSolitary, Problem: "solitary games are not tracked yet", Allowed: "2 to 5 crews"}
	}
	if setup.Breakout {
		return Game{}, &rules.RuleError{Err: ErrNotTracked, Rule: srcBreakout, Problem: "games with the Breakout expansion are not tracked yet", Allowed: "the core game"}
	}
	var goals []Card
	for _, name := range setup.Goals {
		i := slices.IndexFunc(setup.GoalCards, func(c Card) bool { return nameKey(c.Name) == nameKey(name) })
		var c *Card
		if i >= 0 {
			c = &setup.GoalCards[i]
		}
		if err := (Game{}).legalPrinted(GoalCard, name, c); err != nil {
			return Game{}, err
		}
		goals = append(goals, *c)
	}
	var g0 Game
	for i, name := range setup.Goals {
		g0.enterPlay(GoalCard, name, &goals[i])
	}
	goals = g0.Cards
	g := Game{
		Box:         rules.Box{Edition: setup.Edition},
		Advanced:    setup.Advanced,
		Phase:       PhaseSetup,
		FirstPlayer: setup.Crews[0].Name,
		Goals:       slices.Clone(setup.Goals),
		Display:     make([]string, len(setup.Crews)+1),
		Supply:      rules.Box{Edition: setup.Edition}.FullSupply(),
		Cards:       goals,
	}
	power := 1
	if setup.Advanced {
		power = 0
	}
	seating := make([]string, len(setup.Crews))
	for i, c := range setup.Crews {
		seating[i] = c.Name
	}
	tokens := rules.CrewTokens(rules.Table{Seating: seating})
	for _, c := range setup.Crews {
		g.Crews = append(g.Crews, CrewState{
			Name: c.Name, Colour: c.Colour, Trait: c.Trait,
			Board:  rules.CrewBoard{Reputation: rules.StartingReputation(setup.Advanced), Power: power, StorageLimit: rules.StandardStorageLimit},
			Tokens: slices.Clone(tokens),
		})
		g.Supply.Power -= power
	}
	return g, nil
}

// Clone returns a deep copy.
func (g Game) Clone() Game {
	c := g
	c.Crews = slices.Clone(g.Crews)
	for i, cr := range c.Crews {
		cr.Tokens = slices.Clone(cr.Tokens)
		cr.Items = slices.Clone(cr.Items)
		cr.Reserved = slices.Clone(cr.Reserved)
		cr.Goons = slices.Clone(cr.Goons)
		cr.Tomes = slices.Clone(cr.Tomes)
		cr.Goals = slices.Clone(cr.Goals)
		c.Crews[i] = cr
	}
	c.Goals = slices.Clone(g.Goals)
	c.Cards = slices.Clone(g.Cards)
	c.Display = slices.Clone(g.Display)
	for i, l := range c.Locations {
		l.Placements = slices.Clone(l.Placements)
		for j, p := range l.Placements {
			p.Tokens = slices.Clone(p.Tokens)
			p.Hidden = slices.Clone(p.Hidden)
			l.Placements[j] = p
		}
		c.Locations[i] = l
	}
	c.Assignments = slices.Clone(g.Assignments)
	for i, a := range c.Assignments {
		a.Tokens = slices.Clone(a.Tokens)
		c.Assignments[i] = a
	}
	c.Declines = slices.Clone(g.Declines)
	c.Chosen = slices.Clone(g.Chosen)
	return c
}

// Seating returns the crews' names in seating order.
func (g Game) Seating() []string {
	out := make([]string, len(g.Crews))
	for i, c := range g.Crews {
		out[i] = c.Name
	}
	return out
}

// Table returns the table the rules engine reads: seating, first player,
// and each crew's power cubes.
func (g Game) Table() rules.Table {
	t := rules.Table{Seating: g.Seating(), FirstPlayer: g.FirstPlayer, Power: map[string]int{}}
	for _, c := range g.Crews {
		t.Power[c.Name] = c.Board.Power
	}
	return t
}

// Crew returns the crew with the given name (exactly as seated).
func (g Game) Crew(name string) (CrewState, bool) {
	i := g.crewIndex(name)
	if i < 0 {
		return CrewState{}, false
	}
	return g.Crews[i], true
}

func (g Game) crewIndex(name string) int {
	for i, c := range g.Crews {
		if c.Name == name {
			return i
		}
	}
	return -1
}

// DisplaySize returns the number of cards the item display holds: one per
// crew, plus one (core rulebook, "Game Setup", step 5).
func (g Game) DisplaySize() int { return rules.DisplaySize(len(g.Crews)) }

// SetupMissing lists what the setup still lacks before round 1 can start:
// item display cards and goon cards.
func (g Game) SetupMissing() []string {
	var out []string
	if n := countFilled(g.Display); n < g.DisplaySize() {
		out = append(out, fmt.Sprintf("%d more item card(s) in the item display (it holds %d)", g.DisplaySize()-n, g.DisplaySize()))
	}
	for _, l := range goonSpaces {
		if g.Locations[l].Goon == "" {
			out = append(out, "a goon card at the "+l.String())
		}
	}
	return out
}

func countFilled(cards []string) int {
	n := 0
	for _, c := range cards {
		if c != "" {
			n++
		}
	}
	return n
}

// Site returns what lies at a location for the Lights Out engine.
func (g Game) Site(loc rules.Location) rules.Site {
	l := g.Locations[loc]
	s := rules.Site{Suspicion: l.Suspicion, Bandit: l.Bandit, Tokens: map[string][]rules.Token{}, FaceDown: map[string]int{}}
	for _, p := range l.Placements {
		s.Tokens[p.Crew] = append(s.Tokens[p.Crew], p.Tokens...)
		s.FaceDown[p.Crew] += p.FaceDown
	}
	if loc == g.Next {
		s.Declines = slices.Clone(g.Declines)
	}
	return s
}

// Resolution returns how the engine resolves the location the Lights Out
// phase has reached, with the declines entered so far.
func (g Game) Resolution() (rules.Resolution, error) {
	if g.Phase != PhaseLightsOut {
		return rules.Resolution{}, &rules.RuleError{Err: ErrWrongPhase, Rule: srcLightsOut, Problem: fmt.Sprintf("locations are resolved in the Lights Out phase; the game is in %s", g.when())}
	}
	return rules.ResolveSite(g.Table(), g.FirstPlayer, g.Next, g.Site(g.Next))
}

func (g Game) when() string {
	if g.Phase == PhaseSetup {
		return "setup"
	}
	return fmt.Sprintf("round %d, %s", g.Round, g.Phase)
}

// expected returns the round and phase of the next entry of the kind.
func (g Game) expected(e Entry) (int, Phase) {
	if g.Phase == PhaseSetup && (e.Kind() == EntryAssign || e.Kind() == EntryPass) {
		return 1, PhaseRollCall
	}
	return g.Round, g.Phase
}

// Legal reports whether the entry may be recorded now, reading the state
// only. A refusal is a *rules.RuleError naming the rule, or an *InputError
// for an entry that is malformed; both are written for players.
func (g Game) Legal(e Entry) error {
	if err := e.check(); err != nil {
		return &InputError{Field: e.Kind().String(), Problem: err.Error()}
	}
	if e.Kind() == EntrySetup {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcGameSetup, Problem: "the game is already set up; start a new game for another table"}
	}
	if round, phase := g.expected(e); e.Round != round || e.Phase != phase {
		want := fmt.Sprintf("round %d, %s", round, phase)
		if phase == PhaseSetup {
			want = "setup"
		}
		got := fmt.Sprintf("round %d, %s", e.Round, e.Phase)
		if e.Phase == PhaseSetup {
			got = "setup"
		}
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcOverview, Problem: fmt.Sprintf("the entry is for %s, but the game is in %s", got, g.when()), Allowed: want}
	}
	if err := g.legalCardLimit(e); err != nil {
		return err
	}
	if handled, err := g.legalAnyPhase(e); handled {
		return err
	}
	if p, ok := e.Payload.(*SetupBonusEntry); ok {
		return g.legalSetupBonus(p)
	}
	if g.Phase == PhasePatrol || g.Phase == PhaseGameEnd {
		return g.legalPatrol(e)
	}
	switch p := e.Payload.(type) {
	case *DisplayCardEntry:
		return g.legalDisplayCard(p)
	case *GoonCardEntry:
		return g.legalGoonCard(p)
	case *AssignEntry:
		return g.legalAssign(p)
	case *PassEntry:
		return g.legalPass(p)
	case *RewardChoiceEntry:
		if isCardReward(p.Action) {
			return g.legalCardReward(p)
		}
		return g.legalRewardChoice(p)
	case *ResolveEntry:
		return g.legalResolve(p)
	case *PatrolEntry:
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcPatrol, Problem: fmt.Sprintf("the Patrol phase comes after the Lights Out phase; the game is in %s", g.when())}
	case *LegendCardEntry, *TunnelEntry, *LanternEntry, *LootEntry:
		return &rules.RuleError{Err: ErrNotTracked, Rule: srcBreakout, Problem: fmt.Sprintf("%s entries belong to the Breakout expansion, which is not tracked yet", e.Kind())}
	}
	return &rules.RuleError{Err: ErrNotTracked, Rule: srcRewards, Problem: fmt.Sprintf("%s entries (card effects, tomes, goals, discards) are not tracked yet", e.Kind())}
}

func (g Game) legalDisplayCard(d *DisplayCardEntry) error {
	if g.Phase != PhaseSetup {
		return &rules.RuleError{Err: ErrNotTracked, Rule: srcPatrol, Problem: "refilling the item display belongs to the Patrol phase, which is not tracked yet"}
	}
	if countFilled(g.Display) >= g.DisplaySize() {
		return &rules.RuleError{Err: ErrSpaceTaken, Rule: srcGameSetup, Problem: fmt.Sprintf("the item display already holds %d cards, one per crew plus one", g.DisplaySize())}
	}
	if d.Space > g.DisplaySize() {
		return &rules.RuleError{Err: ErrSpaceTaken, Rule: srcGameSetup, Problem: fmt.Sprintf("space %d of the item display is not used with %d crews", d.Space, len(g.Crews)), Allowed: fmt.Sprintf("1 to %d", g.DisplaySize())}
	}
	if d.Space > 0 && g.Display[d.Space-1] != "" {
		return &rules.RuleError{Err: ErrSpaceTaken, Rule: srcGameSetup, Problem: fmt.Sprintf("space %d of the item display already holds %s", d.Space, g.Display[d.Space-1]), Allowed: freeSpaces(g.Display)}
	}
	return g.legalPrinted(ItemCard, d.Card, d.Printed)
}

func freeSpaces(display []string) string {
	var out []string
	for i, c := range display {
		if c == "" {
			out = append(out, fmt.Sprint(i+1))
		}
	}
	return strings.Join(out, ", ")
}

// GoonSuspicion returns the suspicion icons printed on a goon card, as the
// entry's printed values give them; false when they do not.
func (g Game) GoonSuspicion(e *GoonCardEntry) (int, bool) {
	if e.Printed == nil || !e.Printed.Suspicion.Known {
		return 0, false
	}
	return e.Printed.Suspicion.Value, true
}

func (g Game) legalGoonCard(e *GoonCardEntry) error {
	if g.Phase != PhaseSetup {
		return &rules.RuleError{Err: ErrNotTracked, Rule: srcPatrol, Problem: "advancing goon cards belongs to the Patrol phase, which is not tracked yet"}
	}
	if have := g.Locations[e.Location].Goon; have != "" {
		return &rules.RuleError{Err: ErrSpaceTaken, Rule: srcGameSetup, Location: e.Location, Problem: fmt.Sprintf("the goon space at the %s already holds %s", e.Location, have)}
	}
	if err := g.legalPrinted(GoonCard, e.Card, e.Printed); err != nil {
		return err
	}
	n, _ := g.GoonSuspicion(e)
	if n > g.Supply.Suspicion {
		return &rules.RuleError{Err: ErrShort, Rule: srcGameSetup, Location: e.Location, Problem: fmt.Sprintf("%s shows %d suspicion icon(s), but the supply has only %d suspicion cube(s) left", e.Card, n, g.Supply.Suspicion)}
	}
	return nil
}

// rollCall rebuilds the engine's Roll Call from this round's assignments.
func (g Game) rollCall() (*rules.RollCall, error) {
	rc, err := rules.NewRollCall(g.Table())
	if err != nil {
		return nil, err
	}
	for _, a := range g.Assignments {
		rc.Apply(a)
	}
	return rc, nil
}

func (g Game) turnCheck(crew string) error {
	i := g.crewIndex(crew)
	if i < 0 {
		return &rules.RuleError{Err: ErrUnknownCrew, Rule: srcRollCall, Crew: crew, Problem: fmt.Sprintf("%q is not seated at the table", crew), Allowed: strings.Join(g.Seating(), ", ")}
	}
	if g.Crews[i].Passed {
		return &rules.RuleError{Err: ErrNotYourTurn, Rule: srcPassing, Crew: crew, Problem: fmt.Sprintf("%s has passed and takes no more turns this Roll Call phase", crew)}
	}
	turn := g.Turn
	if g.Phase == PhaseSetup {
		turn = g.FirstPlayer
	}
	if crew != turn {
		return &rules.RuleError{Err: ErrNotYourTurn, Rule: srcRollCall, Crew: crew, Problem: fmt.Sprintf("it is %s's turn, not %s's: turns go clockwise from the first player", turn, crew), Allowed: turn}
	}
	return nil
}

func (g Game) legalStart() error {
	if g.Phase != PhaseSetup {
		return nil
	}
	if missing := g.SetupMissing(); len(missing) > 0 {
		return &rules.RuleError{Err: ErrSetupIncomplete, Rule: srcGameSetup, Problem: "the setup is not complete: it still needs " + joinAnd(missing)}
	}
	return nil
}

// assignment converts an assign entry for the engine.
func assignment(a *AssignEntry) (rules.Assignment, error) {
	out := rules.Assignment{Crew: a.Crew, Location: a.Location, FaceDown: len(a.FaceDown)}
	for _, s := range a.Tokens {
		t, err := rules.ParseToken(s)
		if err != nil {
			return out, &InputError{Field: "assign", Problem: err.Error()}
		}
		out.Tokens = append(out.Tokens, t)
	}
	return out, nil
}

func (g Game) legalAssign(a *AssignEntry) error {
	if err := g.legalStart(); err != nil {
		return err
	}
	if err := g.turnCheck(a.Crew); err != nil {
		return err
	}
	as, err := assignment(a)
	if err != nil {
		return err
	}
	rc, err := g.rollCall()
	if err != nil {
		return err
	}
	return rc.Legal(as)
}

func (g Game) legalPass(p *PassEntry) error {
	if err := g.legalStart(); err != nil {
		return err
	}
	if p.LegendToken != "" {
		return &rules.RuleError{Err: rules.ErrBreakout, Rule: srcBreakout, Crew: p.Crew, Problem: "the legend token comes with the Breakout expansion, which this game does not use"}
	}
	return g.turnCheck(p.Crew)
}

func (g Game) legalRewardChoice(r *RewardChoiceEntry) error {
	if g.Phase != PhaseLightsOut {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcLightsOut, Problem: "rewards are chosen in the Lights Out phase"}
	}
	if r.Location != g.Next {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcLightsOut, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("the Lights Out phase is at the %s; locations resolve one at a time, in order", g.Next), Allowed: g.Next.Slug()}
	}
	i := g.crewIndex(r.Crew)
	if i < 0 {
		return &rules.RuleError{Err: ErrUnknownCrew, Rule: srcLightsOut, Crew: r.Crew, Problem: fmt.Sprintf("%q is not seated at the table", r.Crew), Allowed: strings.Join(g.Seating(), ", ")}
	}
	switch r.Action {
	case RewardRecruit:
		return &rules.RuleError{Err: ErrNotTracked, Rule: srcRewards, Crew: r.Crew, Location: r.Location, Problem: "recruiting goons is not tracked yet"}
	case RewardCraft, RewardReserve:
		return &rules.RuleError{Err: ErrNotTracked, Rule: srcRewards, Crew: r.Crew, Location: r.Location, Problem: "crafting and reserving items are not tracked yet"}
	case RewardKeepTome:
		return &rules.RuleError{Err: ErrNotTracked, Rule: srcRewards, Crew: r.Crew, Location: r.Location, Problem: "drawing and keeping tomes is not tracked yet"}
	case RewardAdvanceLantern:
		return &rules.RuleError{Err: ErrNotTracked, Rule: srcBreakout, Crew: r.Crew, Location: r.Location, Problem: "lanterns belong to the Breakout expansion, which is not tracked yet"}
	}
	if slices.Contains(g.Declines, r.Crew) || slices.Contains(g.Chosen, r.Crew) {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcRewards, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("%s has already taken or declined its reward at the %s", r.Crew, r.Location)}
	}
	res, err := g.Resolution()
	if err != nil {
		return err
	}
	rw, ok := res.RewardOf(r.Crew)
	if !ok {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcRewards, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("%s has no reward at the %s to take or decline", r.Crew, r.Location)}
	}
	if r.Action == RewardDecline {
		if r.Gain.Total() > 0 || r.Spend.Total() > 0 || len(r.Cards) > 0 {
			return &InputError{Field: "reward choice", Problem: "a decline gains and spends nothing"}
		}
		return nil
	}
	if len(r.Cards) > 0 {
		return &InputError{Field: "reward choice", Problem: fmt.Sprintf("a %s at the %s takes no cards", r.Action, r.Location)}
	}
	if r.Location != rules.Commissary {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcRewards, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("the reward at the %s is handed out when the location is resolved; only a decline can be entered", r.Location), Allowed: "decline"}
	}
	if (rw.Tier == rules.Most) != (r.Action == RewardTake) {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcRewards, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("%s (%s strength at the Commissary): %s", r.Crew, rw.Tier, rw.Choice), Allowed: commissaryActions(rw.Tier)}
	}
	get := rules.NoResource
	for _, k := range rules.AllResources {
		if r.Gain.Of(k) > 0 {
			get = k
		}
	}
	if r.Gain.Total() != 1 {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcRewards, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("a Commissary reward gains exactly one resource cube, not %d", r.Gain.Total()), Allowed: "gain 1 scrap, potion, iron or gold"}
	}
	// The rule itself (what each tier gives and gets) is rules.CheckCommissary.
	return rules.CheckCommissary(g.Crews[i].Board, g.Supply, rw.Tier, r.Spend, get)
}

func commissaryActions(t rules.Tier) string {
	if t == rules.Most {
		return "take, decline"
	}
	return "exchange, decline"
}

func (g Game) legalResolve(r *ResolveEntry) error {
	if g.Phase != PhaseLightsOut {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcLightsOut, Problem: "locations are resolved in the Lights Out phase"}
	}
	if r.Location != g.Next {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcLightsOut, Location: r.Location, Problem: fmt.Sprintf("the %s is next; locations resolve one at a time, in numerical order", g.Next), Allowed: g.Next.Slug()}
	}
	res, err := g.Resolution()
	if err != nil {
		return err
	}
	if r.Location == rules.Commissary {
		for _, rw := range res.Rewards {
			if rw.Tier == rules.Most && !rw.Declined && !slices.Contains(g.Chosen, rw.Name) && g.Supply.Resources.Total() > 0 {
				return &rules.RuleError{Err: ErrNoReward, Rule: srcRewards, Crew: rw.Name, Location: r.Location, Problem: fmt.Sprintf("%s has the most strength at the Commissary and has not chosen its resource cube yet", rw.Name), Allowed: "a take or decline entry first"}
			}
		}
	}
	return nil
}

// Apply records an entry that Legal accepted; it is the only way a Game
// changes. It first replaces every slice it may touch, so copies of the
// game made before are never changed.
func (g *Game) Apply(e Entry) {
	*g = g.Clone()
	if kind, name, c, ok := entering(e); ok {
		g.enterPlay(kind, name, c)
	}
	if g.Phase == PhasePatrol && !anyPhaseEntry(e) {
		g.applyPatrol(e)
		g.settleGoals(actor(e))
		return
	}
	switch p := e.Payload.(type) {
	case *DisplayCardEntry:
		g.placeDisplayCard(p)
	case *GoonCardEntry:
		n, _ := g.GoonSuspicion(p)
		g.setGoon(p)
		l := &g.Locations[p.Location]
		l.Suspicion += n
		g.Supply.Suspicion -= n
	case *AssignEntry:
		g.startRound()
		as, err := assignment(p)
		if err != nil {
			return
		}
		g.Assignments = append(g.Assignments, as)
		l := &g.Locations[as.Location]
		pl := Placement{Crew: as.Crew, Tokens: slices.Clone(as.Tokens), FaceDown: as.FaceDown}
		for _, s := range p.FaceDown {
			if t, err := rules.ParseToken(s); err == nil {
				pl.Hidden = append(pl.Hidden, t)
			}
		}
		l.Placements = append(l.Placements, pl)
		if i := g.crewIndex(p.Crew); i >= 0 {
			g.Crews[i].Tokens = slices.DeleteFunc(g.Crews[i].Tokens, func(t rules.Token) bool { return slices.Contains(as.Tokens, t) })
		}
		g.advanceTurn(p.Crew)
	case *PassEntry:
		g.startRound()
		if i := g.crewIndex(p.Crew); i >= 0 {
			g.Crews[i].Passed = true
		}
		g.advanceTurn(p.Crew)
	case *RewardChoiceEntry:
		if isCardReward(p.Action) {
			g.applyCardReward(p)
		} else {
			g.applyRewardChoice(p)
		}
	case *ResolveEntry:
		g.oweLibraryChoice(p.Location)
		g.applyResolve(p.Location)
	case *EffectChoiceEntry:
		g.applyEffectChoice(p)
	case *TomeDrawnEntry:
		g.applyTomeDrawn(p)
	case *TomePlayedEntry:
		g.applyTomePlayed(p)
	case *SetupBonusEntry:
		g.applySetupBonus(p)
	}
	g.settleGoals(actor(e))
}

// startRound moves from setup to round 1's Roll Call phase.
func (g *Game) startRound() {
	if g.Phase != PhaseSetup {
		return
	}
	g.Round, g.Phase, g.Turn = 1, PhaseRollCall, g.FirstPlayer
}

// advanceTurn gives the turn to the next crew clockwise that has not
// passed; when every crew has passed, the Lights Out phase begins (core
// rulebook, "Roll Call Phase").
func (g *Game) advanceTurn(from string) {
	i := g.crewIndex(from)
	n := len(g.Crews)
	for k := 1; k <= n; k++ {
		c := g.Crews[(i+k)%n]
		if !c.Passed {
			g.Turn = c.Name
			return
		}
	}
	g.Turn = ""
	g.Phase = PhaseLightsOut
	g.Next = rules.ExerciseYard
	g.Assignments = nil
	g.Declines, g.Chosen = nil, nil
}

func (g *Game) applyRewardChoice(r *RewardChoiceEntry) {
	if r.Action == RewardDecline {
		g.Declines = append(g.Declines, r.Crew)
		return
	}
	i := g.crewIndex(r.Crew)
	if i < 0 {
		return
	}
	res, err := g.Resolution()
	if err != nil {
		return // Legal resolved it already
	}
	rw, _ := res.RewardOf(r.Crew)
	get := rules.NoResource
	for _, k := range rules.AllResources {
		if r.Gain.Of(k) > 0 {
			get = k
		}
	}
	g.Crews[i].Board, g.Supply, _ = rules.CommissaryReward(g.Crews[i].Board, g.Supply, rw.Tier, r.Spend, get)
	g.Chosen = append(g.Chosen, r.Crew)
}

// applyResolve hands out what the engine decides at the location: the
// suspicion cubes, the fixed gains from the supply (as far as the supply
// goes), the first player marker, and the stragglers, who move to the
// Library (or, from the Library, go home).
func (g *Game) applyResolve(loc rules.Location) {
	res, err := g.Resolution()
	if err != nil {
		return
	}
	l := &g.Locations[loc]
	if to := g.crewIndex(res.Suspicion.To); to >= 0 {
		g.Crews[to].Board.Suspicion += l.Suspicion
		l.Suspicion = 0
	}
	for _, rw := range res.Rewards {
		i := g.crewIndex(rw.Name)
		if i < 0 || rw.Declined {
			continue
		}
		b := &g.Crews[i].Board
		gains := rw.Gains
		if rw.Bandit.Total() > 0 {
			// The Bandit cubes come from the location, not the supply.
			b.Resources = b.Resources.Plus(rw.Bandit)
			for _, k := range rules.AllResources {
				gains.Resources = gains.Resources.With(k, gains.Resources.Of(k)-rw.Bandit.Of(k))
			}
			l.Bandit = rules.Resources{}
		}
		for _, k := range rules.AllResources {
			n := min(gains.Resources.Of(k), g.Supply.Resources.Of(k))
			b.Resources = b.Resources.With(k, b.Resources.Of(k)+n)
			g.Supply.Resources = g.Supply.Resources.With(k, g.Supply.Resources.Of(k)-n)
		}
		p := min(gains.Power, g.Supply.Power)
		b.Power += p
		g.Supply.Power -= p
		b.Reputation += gains.Reputation
		g.Crews[i].TomesToDraw += gains.Tomes
	}
	g.FirstPlayer = res.FirstPlayer
	if loc != rules.Library {
		lib := &g.Locations[rules.Library]
		for _, s := range res.Stragglers {
			lib.Placements = append(lib.Placements, Placement{Crew: s.Name, Tokens: slices.Clone(s.Tokens)})
		}
	}
	l.Placements = nil
	g.Declines, g.Chosen = nil, nil
	if loc == rules.Library {
		// Every token has gone home: the Patrol phase begins, or the
		// game ends after round 6.
		g.beginPatrol()
		return
	}
	g.Next = loc + 1
}

// ReplayError is an entry of a game log that the rules refuse: the game
// file was changed by hand or written by a lockup with other rules.
type ReplayError struct {
	// Seq is the entry's number; Line its line in the game file.
	Seq  int
	Line int
	Kind EntryKind
	Err  error
}

// Error names the entry and says why it is refused.
func (e *ReplayError) Error() string {
	return fmt.Sprintf("entry %d (line %d, %s) is refused: %v", e.Seq, e.Line, e.Kind, e.Err)
}

// Unwrap returns the refusal.
func (e *ReplayError) Unwrap() error { return e.Err }

// BadInput reports that the game file needs fixing.
func (e *ReplayError) BadInput() bool { return true }

// Replay rebuilds a game from its log entries: the first must be the
// setup; every other one is checked with Legal and applied. Card values
// come from the entries only (their printed values), never from a card
// catalog. The first entry refused stops the replay with a *ReplayError
// naming it.
func Replay(entries []Entry) (Game, error) {
	if len(entries) == 0 {
		return Game{}, &ReplayError{Seq: 1, Line: 2, Kind: EntrySetup, Err: errors.New("the game has no setup entry")}
	}
	fail := func(i int, err error) error {
		return &ReplayError{Seq: i + 1, Line: i + 2, Kind: entries[i].Kind(), Err: err}
	}
	setup, ok := entries[0].Payload.(*SetupEntry)
	if !ok {
		return Game{}, fail(0, fmt.Errorf("the first entry must be the setup, not %s", entries[0].Kind()))
	}
	if err := entries[0].check(); err != nil {
		return Game{}, fail(0, err)
	}
	g, err := NewGame(*setup)
	if err != nil {
		return Game{}, fail(0, err)
	}
	for i := 1; i < len(entries); i++ {
		if err := g.Legal(entries[i]); err != nil {
			return Game{}, fail(i, err)
		}
		g.Apply(entries[i])
	}
	return g, nil
}

// NextEntry returns an entry with the round and phase the game expects for
// a payload of that kind, ready for Legal and Log.Append.
func (g Game) NextEntry(p Payload) Entry {
	e := Entry{Payload: p}
	e.Round, e.Phase = g.expected(e)
	return e
}

// placeDisplayCard puts an item card in the space the entry names, or in the
// first empty space (space 1 is next to the item deck).
func (g *Game) placeDisplayCard(p *DisplayCardEntry) {
	space := p.Space
	if space == 0 {
		space = slices.Index(g.Display, "") + 1
	}
	if space > 0 {
		g.Display[space-1] = p.Card
	}
}
