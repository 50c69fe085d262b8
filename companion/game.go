package companion

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
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
// entries of its log so far, then the scratch state of the phase under way.
// It is a value: Play returns a changed copy and never touches the game it
// is called on (Clone copies everything an entry can change).
type Game struct {
	// Seed is the game's random seed, from the game file's header: every
	// draw the app makes for this game comes from it.
	Seed int64
	// Box is what is played: the edition, solitary mode, Breakout.
	Box rules.Box
	// Solo is what a solitary game keeps besides the crews (solo.go); nil
	// in a game of crews. The guards are then the last of Crews.
	Solo *SoloState
	// Breakout is what a game with the Breakout expansion keeps besides
	// the core game (breakout.go); nil in a core game.
	Breakout *BreakoutState
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
	// GoonDiscard is the goon discard pile, first discarded first: the
	// goons that left the Chow Hall in the Patrol phase (core rulebook,
	// "III. Patrol Phase", step 3).
	GoonDiscard []string
	// Cards are the printed values of the cards that entered play (items
	// in the display, goons in the goon spaces, goals), as the game file
	// gives them; they stay while the card is with a crew. The tracker
	// reads card values only from here, never from the card catalog.
	Cards []catalog.Card
	// cardsSpelled indexes Cards by name, as the entry that brought each
	// card into play spells it (the last card so spelled), so the lookups
	// made after every entry (cardIndex) need not read them all. enterPlay
	// keeps it; cardIndex reads Cards for a name it does not hold.
	cardsSpelled map[string]int

	// Pending are the special effect icons waiting for their player's
	// choice, first first (game_rewards.go). Nothing else is entered while
	// one waits.
	Pending []PendingEffect
	// RollCall is the Roll Call phase under way.
	RollCall RollCallState
	// LightsOut is the Lights Out phase under way.
	LightsOut LightsOutState
	// Patrol is where the Patrol phase stands, and the last raid.
	Patrol PatrolState

	// playing is the log version of the entry under play (Entry.version),
	// 0 between entries, when the game follows LogVersion's rules
	// (rulesAt).
	playing int

	// trace, set by PlayReport only, keeps what the engine worked out while
	// an entry plays, for its Report; nil otherwise (every replay).
	trace *Report

	// seating is the crews' names in seating order as NewGame seated them,
	// handed to the rules engine (which only reads it) instead of a new
	// slice each time: shared by the game's copies and never changed
	// (seated).
	seating []string
}

// RollCallState is what the Roll Call phase keeps between its entries.
type RollCallState struct {
	// Turn is the crew whose turn it is.
	Turn string
	// Assignments are this round's Roll Call assignments, in order.
	Assignments []rules.Assignment
}

// LightsOutState is what the Lights Out phase keeps while it resolves a
// location. Steps 1 and 2 (strengths and suspicion) are carried out with
// the first entry at the location (Settled); the crews then collect their
// rewards (step 3), and the resolve entry ends the location (steps 3 and 4).
type LightsOutState struct {
	// Next is the location being resolved.
	Next rules.Location
	// Settled is true once steps 1 and 2 are done there; the fields below
	// hold what they settled.
	Settled bool
	// Power is each crew's power cubes (by seat) when the location's
	// strengths were settled in step 1: an enforcer made stronger by a
	// reward collected there is stronger only at the locations still to
	// come (core rulebook, "II. Lights Out Phase", step 1).
	Power []int
	// FirstPlayer held the first player marker in step 1: it breaks ties.
	FirstPlayer string
	// Suspicion and Bandit are the cubes the location held in step 1. The
	// suspicion went to its taker in step 2; the Bandit cubes go with the
	// reward of the crew ranked first (BanditTaken once they have).
	Suspicion   int
	Bandit      rules.Resources
	BanditTaken bool
	// Declines are the crews that declined their reward at Next.
	Declines []string
	// Chosen are the crews that made their reward choice at Next.
	Chosen []string
	// Advanced are the crews whose lantern advance from Next's tunnel is
	// over: moved, stopped or stayed (Breakout); it is a reward of its own,
	// apart from the location's (Chosen).
	Advanced []string
	// Nothing are the crews (or the guards) that took nothing of the choice
	// their reward at Next offers (since version 8): having collected no
	// reward, they straggle (rules.Site.Nothing). A crew that chose nothing
	// is in Chosen too.
	Nothing []string
	// Stays are the crews whose lantern stayed where it was at Next's tunnel
	// (since version 8): the advance is no reward (rules.Site.Stays).
	Stays []string
	// Collected is true once Next's rewards are handed out while a lantern
	// advance there waits: the rewards come first, the advance next, then
	// the tokens leave (Breakout rulebook, "Resolving Tunnel Locations").
	Collected bool
	// Legend is true once the Library is resolved in a Breakout game: the
	// active legend card resolves next (Breakout rulebook, "Resolving the
	// Legend Card").
	Legend bool
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
func NewGame(setup SetupEntry) (Game, error) { return newGame(setup, LogVersion) }

// newGame sets a game up from a setup entry written in log version v: a
// setup the edition cannot play is refused since version 8 (checkEdition),
// and an older one replays as it was played.
func newGame(setup SetupEntry, v int) (Game, error) {
	if err := setup.check(); err != nil {
		return Game{}, &input.InputError{Field: "setup", Problem: strings.TrimPrefix(err.Error(), "setup: ")}
	}
	if v >= 8 {
		if err := setup.checkEdition(); err != nil {
			return Game{}, err
		}
	}
	g := Game{
		Box:         rules.Box{Edition: setup.Edition, Breakout: setup.Breakout},
		Advanced:    setup.Advanced,
		Phase:       PhaseSetup,
		FirstPlayer: setup.Crews[0].Name,
		Goals:       slices.Clone(setup.Goals),
		Display:     make([]string, rules.DisplaySize(max(2, len(setup.Crews)))),
		Supply:      rules.Box{Edition: setup.Edition, Solo: setup.Solo}.FullSupply(),
	}
	for _, name := range setup.Goals {
		c := setup.GoalCards[name]
		if c == nil {
			// The card may be keyed in another case.
			for k, v := range setup.GoalCards {
				if sameCard(k, name) {
					c = v
				}
			}
		}
		if err := g.legalPrinted(catalog.GoalCard, name, c); err != nil {
			return Game{}, err
		}
		g.enterPlay(catalog.GoalCard, name, c)
	}
	power := 1
	if setup.Advanced {
		power = 0
	}
	seating := make([]string, len(setup.Crews), len(setup.Crews)+1)
	for i, c := range setup.Crews {
		seating[i] = c.Name
	}
	if setup.Solo {
		seating = append(seating, rules.Guards)
	}
	tokens := rules.CrewTokens(rules.Table{Seating: seating, Breakout: setup.Breakout})
	g.seating = seating
	for _, c := range setup.Crews {
		g.Crews = append(g.Crews, CrewState{
			Name: c.Name, Colour: c.Colour, Trait: c.Trait,
			Board:  rules.CrewBoard{Reputation: rules.StartingReputation(setup.Advanced), Power: power, StorageLimit: rules.StandardStorageLimit},
			Tokens: slices.Clone(tokens),
		})
		g.Supply.Power -= power
	}
	if setup.Solo {
		if err := g.newSolo(setup); err != nil {
			return Game{}, err
		}
	}
	if setup.Breakout {
		if err := g.newBreakout(setup); err != nil {
			return Game{}, err
		}
	}
	return g, nil
}

// Clone returns a deep copy: nothing an entry can change is shared. (Card
// values in Cards are never changed once in play, and the seating kept for
// the rules engine never at all, so they may be shared.)
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
		cr.TomeChoices = slices.Clone(cr.TomeChoices)
		cr.Drawn = slices.Clone(cr.Drawn)
		c.Crews[i] = cr
	}
	c.Goals = slices.Clone(g.Goals)
	c.Display = slices.Clone(g.Display)
	c.GoonDiscard = slices.Clone(g.GoonDiscard)
	c.Cards = slices.Clone(g.Cards)
	c.cardsSpelled = maps.Clone(g.cardsSpelled)
	for i, l := range c.Locations {
		l.Placements = slices.Clone(l.Placements)
		for j, p := range l.Placements {
			p.Tokens = slices.Clone(p.Tokens)
			p.Hidden = slices.Clone(p.Hidden)
			l.Placements[j] = p
		}
		c.Locations[i] = l
	}
	c.Pending = slices.Clone(g.Pending)
	c.RollCall.Assignments = slices.Clone(g.RollCall.Assignments)
	for i, a := range c.RollCall.Assignments {
		a.Tokens = slices.Clone(a.Tokens)
		c.RollCall.Assignments[i] = a
	}
	c.LightsOut.Power = slices.Clone(g.LightsOut.Power)
	c.LightsOut.Declines = slices.Clone(g.LightsOut.Declines)
	c.LightsOut.Chosen = slices.Clone(g.LightsOut.Chosen)
	c.LightsOut.Advanced = slices.Clone(g.LightsOut.Advanced)
	c.LightsOut.Nothing = slices.Clone(g.LightsOut.Nothing)
	c.LightsOut.Stays = slices.Clone(g.LightsOut.Stays)
	if g.Solo != nil {
		s := *g.Solo
		s.Library = slices.Clone(s.Library)
		c.Solo = &s
	}
	c.Breakout = g.Breakout.clone()
	return c
}

// Seating returns the crews' names in seating order.
func (g Game) Seating() []string {
	out := make([]string, len(g.Crews))
	for i := range g.Crews {
		out[i] = g.Crews[i].Name
	}
	return out
}

// seated returns the crews' names in seating order (Seating) for the rules
// engine, which only reads them: the slice NewGame made while the crews
// bear those names, as they always do in a game it set up, else a new
// one.
func (g *Game) seated() []string {
	if len(g.seating) != len(g.Crews) {
		return g.Seating()
	}
	for i := range g.Crews {
		if g.Crews[i].Name != g.seating[i] {
			return g.Seating()
		}
	}
	return g.seating
}

// Table returns the table the rules engine reads: seating, first player,
// and each crew's power cubes.
func (g *Game) Table() rules.Table {
	t := rules.Table{Seating: g.seated(), FirstPlayer: rules.Seat(g.crewIndex(g.FirstPlayer)), Breakout: g.Breakout != nil}
	for i := range min(len(g.Crews), rules.MaxSeats) {
		if g.Crews[i].Name != rules.Guards {
			t.Power[i] = g.Crews[i].Board.Power
		}
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

func (g *Game) crewIndex(name string) int {
	for i := range g.Crews {
		if g.Crews[i].Name == name {
			return i
		}
	}
	return -1
}

// seatedCrew returns the crew's index or a refusal, citing the passage of
// the caller, naming the seated crews.
func (g *Game) seatedCrew(crew string, rule rules.Source) (int, error) {
	i := g.crewIndex(crew)
	if i < 0 {
		return -1, &rules.RuleError{Err: ErrUnknownCrew, Rule: rule, Crew: crew, Problem: fmt.Sprintf("%q is not seated at the table", crew), Allowed: strings.Join(g.Seating(), ", "),
			ProblemKey: "refusal.tracker.not-seated", ProblemArgs: []any{crew}, AllowedKey: typed, AllowedArgs: []any{strings.Join(g.Seating(), ", ")}}
	}
	return i, nil
}

// DisplaySize returns the number of cards the item display holds: one per
// crew, plus one (core rulebook, "Game Setup", step 5).
func (g Game) DisplaySize() int { return rules.DisplaySize(len(g.Crews)) }

// SetupMissing lists what the setup still lacks before round 1 can start,
// in a player's words (SetupNeeds).
func (g Game) SetupMissing() []string {
	needs := g.SetupNeeds()
	if len(needs) == 0 {
		return nil
	}
	out := make([]string, len(needs))
	for i, n := range needs {
		out[i] = n.String()
	}
	return out
}

// SetupNeeds lists what the setup still lacks before round 1 can start:
// item display cards and goon cards, and with Breakout tunnel markers and
// the first legend card.
func (g Game) SetupNeeds() []SetupNeed {
	var out []SetupNeed
	if n := countFilled(g.Display); n < g.DisplaySize() {
		out = append(out, SetupNeed{Kind: NeedItemCards, N: g.DisplaySize() - n, Of: g.DisplaySize()})
	}
	for _, l := range rules.GoonLocations {
		if g.Locations[l].Goon == "" {
			out = append(out, SetupNeed{Kind: NeedGoonCard, Location: l})
		}
	}
	return append(out, g.breakoutMissing()...)
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

// Resolution returns how the engine resolves the location the Lights Out
// phase has reached: the strengths and the cubes as step 1 settled them,
// with the declines entered so far.
func (g Game) Resolution() (rules.Resolution, error) {
	var res rules.Resolution
	err := g.resolveInto(&res)
	return res, err
}

// resolveInto is Resolution written into res (the zero Resolution with an
// error), without a copy of the game or of the resolution (1.7 KB) on its
// way back.
func (g *Game) resolveInto(res *rules.Resolution) error {
	if g.Phase != PhaseLightsOut {
		*res = rules.Resolution{}
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcLightsOut, Problem: fmt.Sprintf("locations are resolved in the Lights Out phase; the game is in %s", g.when()),
			ProblemKey: "refusal.tracker.resolve-phase", ProblemArgs: []any{whenWords(g.Round, g.Phase)}}
	}
	lo := &g.LightsOut
	t := rules.Table{Seating: g.seated(), Breakout: g.Breakout != nil, SeekerTieAtReach: !g.rulesAt(8)}
	s := rules.Site{Suspicion: lo.Suspicion, Bandit: lo.Bandit}
	if g.Breakout != nil {
		s.Tunnel = g.Breakout.Tunnels[lo.Next]
	}
	first := lo.FirstPlayer
	if lo.Settled {
		copy(t.Power[:], lo.Power)
	} else {
		// What step 1 will read: nothing changes it before the first entry
		// at the location.
		l := &g.Locations[lo.Next]
		first, s.Suspicion, s.Bandit = g.FirstPlayer, l.Suspicion, l.Bandit
		for i := range min(len(g.Crews), len(t.Power)) {
			t.Power[i] = g.Crews[i].Board.Power
		}
	}
	t.FirstPlayer = rules.Seat(g.crewIndex(first))
	if g.solo() {
		// The guards' strength is their guard cards' ("Solitary Mode –
		// Lights Out Phase"); their power cubes count for nothing there.
		t.Power[g.crewIndex(rules.Guards)] = 0
	}
	for _, d := range lo.Declines {
		i, err := g.seatedCrew(d, srcLightsOut)
		if err != nil {
			*res = rules.Resolution{}
			return err
		}
		s.Declines = append(s.Declines, rules.Seat(i))
	}
	for _, lists := range [...]struct {
		names []string
		seats *[]rules.Seat
	}{{lo.Nothing, &s.Nothing}, {lo.Stays, &s.Stays}} {
		for _, d := range lists.names {
			// A decline after it (the advance left at a tunnel) gives up
			// everything there anyway.
			if i := g.crewIndex(d); i >= 0 && !slices.Contains(lo.Declines, d) {
				*lists.seats = append(*lists.seats, rules.Seat(i))
			}
		}
	}
	for _, p := range g.Locations[lo.Next].Placements {
		i, err := g.seatedCrew(p.Crew, srcLightsOut)
		if err != nil {
			*res = rules.Resolution{}
			return err
		}
		s.Tokens[i] = append(s.Tokens[i], p.Tokens...)
		s.FaceDown[i] += p.FaceDown
	}
	if g.solo() {
		s.Guards = g.guardStrengths(nil, lo.Next)
	}
	// In place: a Resolution is 1.7 KB, and this runs at every entry of the
	// Lights Out phase.
	return res.ResolveSite(&t, t.FirstPlayer, lo.Next, &s)
}

func (g *Game) when() string {
	if g.Phase == PhaseSetup {
		return "setup"
	}
	return fmt.Sprintf("round %d, %s", g.Round, g.Phase)
}

// expected returns the round and phase of the next entry of the kind.
func (g *Game) expected(k EntryKind) (int, Phase) {
	if g.Phase == PhaseSetup && (k == EntryAssign || k == EntryPass) {
		return 1, PhaseRollCall
	}
	return g.Round, g.Phase
}

// Play checks an entry against the game and returns the game after it.
// The game Play is called on never changes: the entry plays on a private
// copy, which a refusal throws away. A refusal is a *rules.RuleError
// naming the rule, or an *InputError for an entry that is malformed; both
// are written for players.
func (g Game) Play(e Entry) (Game, error) {
	n := g.Clone()
	if err := n.play(e); err != nil {
		return g, err
	}
	return n, nil
}

// play checks what every entry shares (the envelope, the phase, a waiting
// effect), then lets the payload play itself, then hands out the goals.
func (g *Game) play(e Entry) error {
	if err := e.Check(); err != nil {
		return &input.InputError{Field: e.Kind().String(), Problem: err.Error()}
	}
	spec, _ := e.Kind().spec()
	if e.Kind() == EntrySetup {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcGameSetup, Problem: "the game is already set up; start a new game for another table",
			ProblemKey: "refusal.tracker.already-set-up"}
	}
	if round, phase := g.expected(e.Kind()); e.Round != round || e.Phase != phase {
		want := fmt.Sprintf("round %d, %s", round, phase)
		if phase == PhaseSetup {
			want = "setup"
		}
		got := fmt.Sprintf("round %d, %s", e.Round, e.Phase)
		if e.Phase == PhaseSetup {
			got = "setup"
		}
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcOverview, Problem: fmt.Sprintf("the entry is for %s, but the game is in %s", got, g.when()), Allowed: want,
			ProblemKey: "refusal.tracker.entry-for", ProblemArgs: []any{whenWords(e.Round, e.Phase), whenWords(g.Round, g.Phase)}, AllowedKey: typed, AllowedArgs: []any{whenWords(round, phase)}}
	}
	if b := g.Breakout; b != nil && len(b.Shapeshifts) > 0 && e.Kind() != EntryShapeshift {
		s := b.Shapeshifts[0]
		return &rules.RuleError{Err: ErrChoicePending, Rule: srcBoShapeshifters, Crew: s.Crew, Problem: fmt.Sprintf("%s's Shapeshifter %s is discarded and draws %d goons first", s.Crew, s.Card, ShapeshiftDraw), Allowed: g.Expect().Answer(),
			ProblemKey: "refusal.tracker.shapeshift-first", ProblemArgs: []any{s.Crew, s.Card, ShapeshiftDraw}, AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	if len(g.Pending) > 0 && !spec.whilePending {
		p := g.Pending[0]
		return &rules.RuleError{Err: ErrChoicePending, Rule: srcIcons, Crew: p.Crew, Problem: fmt.Sprintf("%s's %s (%s) waits for a choice first: %s", p.Crew, p.Card, p.Effect.Kind, describePending(p)), Allowed: g.Expect().Answer(),
			ProblemKey: "refusal.tracker.icon-first", ProblemArgs: []any{p.Crew, p.Card, p.Effect.Kind, pendingWords(p)}, AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	switch {
	case spec.anyPhase:
		// Tomes and effect choices come whenever they are owed, even in the
		// setup (a starting bonus's goon) and after the game end.
	case answersIcon(g, e.Payload):
		// So does the answer to an icon waiting (an Advance Lantern the
		// legend card gave as the phase turned to Patrol, or ended the
		// game; its loot token).
	case g.Phase == PhaseGameEnd:
		return &rules.RuleError{Err: ErrGameOver, Rule: srcGameEnd, Problem: fmt.Sprintf("the game ended after round %d; nothing more can be entered", rules.LastRound), Allowed: fmt.Sprintf("%s for the final scoring, or %s", hint(terms.HintStatus), hint(terms.HintUndo)),
			ProblemKey: "refusal.tracker.game-over", ProblemArgs: []any{rules.LastRound}, AllowedKey: "refusal.tracker.game-over-allowed", AllowedArgs: []any{hint(terms.HintStatus), hint(terms.HintUndo)}}
	case spec.phases == 0:
		return &rules.RuleError{Err: ErrNotTracked, Rule: spec.rule, Problem: fmt.Sprintf("%s entries belong to the Breakout expansion, which is not tracked yet", e.Kind()),
			ProblemKey: "refusal.tracker.not-tracked", ProblemArgs: []any{e.Kind().String()}}
	case !spec.phases.has(g.Phase):
		return &rules.RuleError{Err: ErrWrongPhase, Rule: spec.rule, Problem: fmt.Sprintf("%s are entered during %s; the game is in %s", spec.what, spec.phases, g.whereNow()), Allowed: g.Expect().Answer(),
			ProblemKey: "refusal.tracker.wrong-phase", ProblemArgs: []any{entryWhatWords(e.Kind()), phasesWords(spec.phases), g.whereNowWords()}, AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	// The goals settle by the entry's rules too.
	g.playing = e.version()
	defer func() { g.playing = 0 }()
	if err := e.Payload.play(g); err != nil {
		return err
	}
	acting := ""
	if a, ok := e.Payload.(actor); ok {
		acting = a.actingCrew()
	}
	g.settleGoals(acting)
	return nil
}

// rulesAt reports whether the entry under play follows the rules of log
// version v or later: an entry written before a rule changed replays as it
// was played (Entry.Version). Between entries the game follows LogVersion.
func (g *Game) rulesAt(v int) bool {
	return g.playing == 0 || g.playing >= v
}

// lightsOutPlace says where the Lights Out phase stands: at the location
// being resolved, or, once the Library is resolved, after it (with
// Breakout, before the legend card resolves).
func (g *Game) lightsOutPlace() string {
	switch lo := &g.LightsOut; {
	case lo.Next != rules.NoLocation:
		return "at the " + lo.Next.String()
	case lo.Legend:
		return "after the Library, before the legend card resolves"
	}
	return "after the Library"
}

func (g *Game) whereNow() string {
	switch g.Phase {
	case PhaseLightsOut:
		return fmt.Sprintf("round %d, Lights Out, %s", g.Round, g.lightsOutPlace())
	case PhasePatrol:
		return fmt.Sprintf("round %d, Patrol, step %s", g.Round, g.PatrolStep().phrase())
	}
	return g.when()
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

// Replay rebuilds a game from its header and log entries: the first must be
// the setup; every other one is played in turn. Card values come from the
// entries only (their printed values), never from a card catalog. The first
// entry refused stops the replay with a *ReplayError naming it.
func Replay(h LogHeader, entries []Entry) (Game, error) {
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
	if err := entries[0].Check(); err != nil {
		return Game{}, fail(0, err)
	}
	g, err := newGame(*setup, entries[0].version())
	if err != nil {
		return Game{}, fail(0, err)
	}
	g.Seed = h.Seed
	for i := 1; i < len(entries); i++ {
		// A refusal ends the replay, so the entry may play on g itself.
		if err := g.play(entries[i]); err != nil {
			return Game{}, fail(i, err)
		}
	}
	return g, nil
}

// NextEntry returns an entry with the round and phase the game expects for
// a payload of that kind, ready for Play and Log.Append.
func (g Game) NextEntry(p Payload) Entry {
	e := Entry{Payload: p}
	e.Round, e.Phase = g.expected(p.Kind())
	return e
}
