package companion

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
)

// Phase is the part of the game an entry happened in: setup, then each
// round's three phases (core rulebook, "Round Overview"), then the game end
// (core rulebook, "Game End").
type Phase int

// The phases, in the order of a game.
const (
	NoPhase Phase = iota
	PhaseSetup
	PhaseRollCall
	PhaseLightsOut
	PhasePatrol
	PhaseGameEnd
)

var phaseSlugs = [...]string{"", "setup", "roll-call", "lights-out", "patrol", "game-end"}
var phaseNames = [...]string{"", "Setup", "Roll Call", "Lights Out", "Patrol", "Game End"}

// String returns the phase's name as the rulebook writes it ("Roll Call").
func (p Phase) String() string {
	if p <= NoPhase || int(p) >= len(phaseNames) {
		return "no phase"
	}
	return phaseNames[p]
}

// Slug returns the phase as written in game files ("roll-call").
func (p Phase) Slug() string {
	if p <= NoPhase || int(p) >= len(phaseSlugs) {
		return ""
	}
	return phaseSlugs[p]
}

// ParsePhase reads a phase as game files write it ("roll-call"); false
// when s names none.
func ParsePhase(s string) (Phase, bool) {
	for p := PhaseSetup; p <= PhaseGameEnd; p++ {
		if phaseSlugs[p] == s {
			return p, true
		}
	}
	return NoPhase, false
}

// phases is a set of phases, one bit each.
type phases uint8

func phasesOf(ps ...Phase) phases {
	var s phases
	for _, p := range ps {
		s |= 1 << p
	}
	return s
}

func (s phases) has(p Phase) bool { return s&(1<<p) != 0 }

func (s phases) String() string {
	var names []string
	for p := PhaseRollCall; p <= PhasePatrol; p++ {
		if s.has(p) {
			names = append(names, "the "+p.String()+" phase")
		}
	}
	if s.has(PhaseSetup) {
		names = append([]string{"the setup"}, names...)
	}
	return joinOr(names)
}

// EntryKind is the kind of a game log entry. Each kind has one payload type,
// registered once in kinds.
type EntryKind int

// The entry kinds. The log version is bumped whenever one is added.
const (
	NoEntryKind       EntryKind = iota
	EntrySetup                  // the table at the start: crews, seating, box, goals
	EntryAssign                 // a crew assigns tokens to a location (Roll Call)
	EntryPass                   // a crew passes (Roll Call)
	EntryRewardChoice           // a crew takes, declines or chooses a location reward (Lights Out)
	EntryEffectChoice           // a crew chooses how a special effect icon resolves
	EntryDisplayCard            // an item card enters the item display
	EntryGoonCard               // a goon card enters a goon space
	EntryTomeDrawn              // a crew draws a tome card
	EntryTomePlayed             // a crew plays a tome card
	EntryGoalClaimed            // a crew claims a goal card
	EntryDiscard                // a crew discards resources or cards
	EntryLegendCard             // a legend card becomes the active legend (Breakout)
	EntryTunnel                 // a tunnel marker is revealed at a location (Breakout)
	EntryLantern                // a crew's lantern moves in the catacombs (Breakout)
	EntryLoot                   // a crew takes a loot token (Breakout)
	EntryResolve                // the engine resolves a location (Lights Out); log version 2
	EntryPatrol                 // a Patrol phase step without choices (advance goons, add suspicion); log version 3
	EntrySetupBonus             // a starting bonus of the advanced setup (crew board side B, trait card); log version 4
	EntryGuardDeal              // solitary mode: the guard cards dealt face down at locations 1 to 7; log version 5
	EntryGuardTurn              // solitary mode: a guard turn of the Roll Call phase; log version 5
	EntryGuardCard              // solitary mode: a guard card turned up or brought in the Lights Out phase; log version 5
	EntryGuards                 // solitary mode: the guards' own choice at the Commissary, Chow Hall or Cell Block; log version 5
	EntryLegend                 // the active legend card resolves after the Library (Breakout); log version 6
	EntryShapeshift             // a Shapeshifter recruited draws three goons and one is kept (Breakout); log version 7
)

// kindSpec is everything the tracker knows of an entry kind besides its
// payload type's own methods: its name in game files, the log version that
// added it, the phases it may be entered in and the passage that says so,
// and how to make an empty payload for decoding.
type kindSpec struct {
	name string
	// what names the entries in a player's words ("starting bonuses").
	what  string
	since int
	// phases are the phases the entry may come in; anyPhase kinds come in
	// every phase after the setup (tomes owed after the Library are drawn in
	// the Patrol phase or after the game end), and whilePending kinds even
	// while a special effect icon waits for its choice.
	phases       phases
	anyPhase     bool
	whilePending bool
	rule         rules.Source
	new          func() Payload
}

// kinds is the registry of entry kinds: adding a kind is one payload type
// and one row here.
var kinds = [...]kindSpec{
	EntrySetup:        {name: "setup", what: "the setup", since: 1, phases: phasesOf(PhaseSetup), rule: srcGameSetup, new: func() Payload { return new(SetupEntry) }},
	EntryAssign:       {name: "assign", what: "token assignments", since: 1, phases: phasesOf(PhaseSetup, PhaseRollCall), rule: srcRollCall, new: func() Payload { return new(AssignEntry) }},
	EntryPass:         {name: "pass", what: "passes", since: 1, phases: phasesOf(PhaseSetup, PhaseRollCall), rule: srcPassing, new: func() Payload { return new(PassEntry) }},
	EntryRewardChoice: {name: "reward-choice", what: "reward choices", since: 1, anyPhase: true, rule: srcRewards, new: func() Payload { return new(RewardChoiceEntry) }},
	EntryEffectChoice: {name: "effect-choice", what: "effect choices", since: 1, anyPhase: true, whilePending: true, rule: srcIcons, new: func() Payload { return new(EffectChoiceEntry) }},
	EntryDisplayCard:  {name: "display-card", what: "item display cards", since: 1, phases: phasesOf(PhaseSetup, PhasePatrol), rule: srcRefillDisplay, new: func() Payload { return new(DisplayCardEntry) }},
	EntryGoonCard:     {name: "goon-card", what: "goon cards", since: 1, phases: phasesOf(PhaseSetup, PhasePatrol), rule: srcAdvance, new: func() Payload { return new(GoonCardEntry) }},
	EntryTomeDrawn:    {name: "tome-drawn", what: "tomes drawn", since: 1, anyPhase: true, rule: srcTomeCards, new: func() Payload { return new(TomeDrawnEntry) }},
	EntryTomePlayed:   {name: "tome-played", what: "tomes played", since: 1, anyPhase: true, whilePending: true, rule: srcTomeCards, new: func() Payload { return new(TomePlayedEntry) }},
	EntryGoalClaimed:  {name: "goal-claimed", what: "goal claims", since: 1, anyPhase: true, rule: srcGoals, new: func() Payload { return new(GoalClaimedEntry) }},
	EntryDiscard:      {name: "discard", what: "storage discards", since: 1, phases: phasesOf(PhasePatrol), rule: srcStorage, new: func() Payload { return new(DiscardEntry) }},
	EntryLegendCard:   {name: "legend-card", what: "legend cards", since: 1, phases: phasesOf(PhaseSetup, PhasePatrol), rule: srcBreakout, new: func() Payload { return new(LegendCardEntry) }},
	EntryTunnel:       {name: "tunnel", what: "tunnel markers", since: 1, phases: phasesOf(PhaseSetup), rule: srcBreakout, new: func() Payload { return new(TunnelEntry) }},
	EntryLantern:      {name: "lantern", what: "lantern moves", since: 1, phases: phasesOf(PhaseLightsOut), whilePending: true, rule: srcBoAdvance, new: func() Payload { return new(LanternEntry) }},
	EntryLoot:         {name: "loot", what: "loot tokens", since: 1, phases: phasesOf(PhaseLightsOut), whilePending: true, rule: srcBoAdvance, new: func() Payload { return new(LootEntry) }},
	EntryResolve:      {name: "resolve", what: "locations resolved", since: 2, phases: phasesOf(PhaseLightsOut), rule: srcLightsOut, new: func() Payload { return new(ResolveEntry) }},
	EntryPatrol:       {name: "patrol", what: "Patrol steps", since: 3, phases: phasesOf(PhasePatrol), rule: srcPatrol, new: func() Payload { return new(PatrolEntry) }},
	EntrySetupBonus:   {name: "setup-bonus", what: "starting bonuses", since: 4, phases: phasesOf(PhaseSetup), rule: srcAdvanced, new: func() Payload { return new(SetupBonusEntry) }},
	EntryGuardDeal:    {name: "guard-deal", what: "guard card deals", since: 5, phases: phasesOf(PhaseSetup, PhaseRollCall), rule: srcSoloRollCall, new: func() Payload { return new(GuardDealEntry) }},
	EntryGuardTurn:    {name: "guard-turn", what: "guard turns", since: 5, phases: phasesOf(PhaseRollCall), rule: srcSoloRollCall, new: func() Payload { return new(GuardTurnEntry) }},
	EntryGuardCard:    {name: "guard-card", what: "guard cards turned up", since: 5, phases: phasesOf(PhaseLightsOut), rule: srcSoloLightsOut, new: func() Payload { return new(GuardCardEntry) }},
	EntryLegend:       {name: "legend", what: "legend cards resolved", since: 6, phases: phasesOf(PhaseLightsOut), rule: srcBoLegend, new: func() Payload { return new(LegendEntry) }},
	EntryShapeshift:   {name: "shapeshift", what: "Shapeshifters' draws", since: 7, anyPhase: true, whilePending: true, rule: srcBoShapeshifters, new: func() Payload { return new(ShapeshiftEntry) }},
	EntryGuards:       {name: "guards", what: "the guards' choices", since: 5, phases: phasesOf(PhaseLightsOut), rule: srcSoloLightsOut, new: func() Payload { return new(GuardsEntry) }},
}

func (k EntryKind) spec() (kindSpec, bool) {
	if k <= NoEntryKind || int(k) >= len(kinds) {
		return kindSpec{}, false
	}
	return kinds[k], true
}

// NewPayload returns an empty payload of the kind, for a reader to decode
// into (its pointer type, as the registry kinds makes it); nil for no kind.
func (k EntryKind) NewPayload() Payload {
	if s, ok := k.spec(); ok {
		return s.new()
	}
	return nil
}

// String returns the kind as written in game files ("reward-choice").
func (k EntryKind) String() string {
	if s, ok := k.spec(); ok {
		return s.name
	}
	return "no entry kind"
}

// ParseEntryKind reads an entry kind as game files write it
// ("reward-choice"); false when s names none.
func ParseEntryKind(s string) (EntryKind, bool) {
	for k := EntrySetup; int(k) < len(kinds); k++ {
		if kinds[k].name == s {
			return k, true
		}
	}
	return NoEntryKind, false
}

// Payload is what an entry records. The payload types of this package are
// the only ones (see kinds); use pointers to them. Each checks itself
// (check), says itself in words (describe), and plays itself on a game
// (play): play reads the game, refuses what the rules forbid, and changes
// the game, which is always a private copy that a refusal throws away.
type Payload interface {
	// Kind returns the kind of entry the payload belongs to.
	Kind() EntryKind
	check() error
	describe() string
	play(g *Game) error
}

// actor is a payload made by one crew: the crew whose goals are checked
// first after it.
type actor interface{ actingCrew() string }

// versioned is a payload whose keys changed between log versions: it
// refuses what the entry's version did not have.
type versioned interface{ checkVersion(v int) error }

// binder is a payload carrying printed card values, which are read as text
// and bound to their card's kind and name once the whole entry is read.
type binder interface{ bind() error }

// BindPayload binds the printed card values a payload just decoded carries
// (read as text) to their cards' kinds and names, refusing values a card of
// that kind does not print; nil for a payload without printed values. A
// game file reader calls it once the whole entry is read.
func BindPayload(p Payload) error {
	if b, ok := p.(binder); ok {
		return b.bind()
	}
	return nil
}

// Entry is one line of the game log: something that happened at the table.
type Entry struct {
	// Seq numbers the entries from 1, in file order.
	Seq int
	// Round is 0 for setup, then 1 to 6.
	Round int
	// Phase is the phase of the round the entry happened in.
	Phase Phase
	// Payload is what happened; its type says which kind of entry this is.
	Payload Payload
	// Version is the log version the entry was written in (its "v"); 0 for
	// an entry made now, which follows LogVersion's rules. Where a later
	// version changed a rule, an older entry replays by the rules it was
	// written under (Game.rulesAt).
	Version int
}

// version returns the log version whose rules the entry follows.
func (e Entry) version() int {
	if e.Version == 0 {
		return LogVersion
	}
	return e.Version
}

// Kind returns the kind of the entry, from its payload.
func (e Entry) Kind() EntryKind {
	if e.Payload == nil {
		return NoEntryKind
	}
	return e.Payload.Kind()
}

// Check validates the envelope and the payload, as Append does before it
// writes an entry and a reader after it decodes one.
func (e Entry) Check() error {
	if e.Payload == nil {
		return fmt.Errorf("the entry has no payload")
	}
	if e.Phase <= NoPhase || e.Phase > PhaseGameEnd {
		return fmt.Errorf("the entry has no phase")
	}
	if e.Phase == PhaseSetup && e.Round != 0 {
		return fmt.Errorf("a setup entry belongs to round 0, not round %d", e.Round)
	}
	if e.Phase != PhaseSetup && (e.Round < 1 || e.Round > rules.LastRound) {
		return fmt.Errorf("round %d is not a round of the game", e.Round)
	}
	return e.Payload.check()
}

// CheckVersion refuses an entry read from a line of log version v that
// uses what a later version added: the kind itself (kinds' since), and the
// keys its payload type names (versioned). lockup never wrote such a line.
func (e Entry) CheckVersion(v int) error {
	if s, ok := e.Kind().spec(); ok && v < s.since {
		return fmt.Errorf("the %s entry was added in version %d", s.name, s.since)
	}
	if p, ok := e.Payload.(versioned); ok {
		return p.checkVersion(v)
	}
	return nil
}

// DescribeEntry says an entry in words, with its number, round and phase,
// as `lockup log` prints it.
func DescribeEntry(e Entry) string {
	if e.Payload == nil {
		return fmt.Sprintf("%d. (empty entry)", e.Seq)
	}
	when := e.Phase.String()
	if e.Phase != PhaseSetup {
		when = fmt.Sprintf("Round %d, %s", e.Round, e.Phase)
	}
	what := e.Payload.describe()
	if d, ok := e.Payload.(interface{ describeAt(v int) string }); ok {
		what = d.describeAt(e.version())
	}
	return fmt.Sprintf("%d. %s: %s.", e.Seq, when, what)
}

func checkCubes(rs ...rules.Resources) error {
	for _, r := range rs {
		for _, kind := range rules.AllResources {
			if n := r.Of(kind); n < 0 || n > 99 {
				return fmt.Errorf("%d %s is not a number of cubes (0 to 99)", n, kind)
			}
		}
	}
	return nil
}

// describeCubes says "2 scrap, 1 potion and 3 gold".
func describeCubes(r rules.Resources) string {
	var parts []string
	for _, kind := range rules.AllResources {
		n := r.Of(kind)
		if n == 0 {
			continue
		}
		name := kind.String()
		if kind == rules.Potions && n == 1 {
			name = "potion"
		}
		parts = append(parts, fmt.Sprintf("%d %s", n, name))
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return joinAnd(parts)
}

func gainSpend(gain, spend rules.Resources) string {
	var parts []string
	if gain.Total() > 0 {
		parts = append(parts, "gaining "+describeCubes(gain))
	}
	if spend.Total() > 0 {
		parts = append(parts, "spending "+describeCubes(spend))
	}
	if len(parts) == 0 {
		return ""
	}
	return ", " + strings.Join(parts, " and ")
}

func joinAnd(parts []string) string { return joinWith(parts, "and", "nothing") }

func joinOr(parts []string) string { return joinWith(parts, "or", "none") }

func joinWith(parts []string, word, none string) string {
	switch len(parts) {
	case 0:
		return none
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " " + word + " " + parts[len(parts)-1]
}

// checkCrewName accepts a crew's name: 1 to 60 characters of printable text,
// without leading or trailing spaces.
func checkCrewName(name string) error {
	if err := input.CheckText(name); err != nil {
		return fmt.Errorf("crew name: %w", err)
	}
	return nil
}

func checkCardNames(what string, names []string) error {
	for _, n := range names {
		if err := catalog.CheckCardName(n); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
	}
	return nil
}

func checkCrewCard(what, crew, card string) error {
	if err := checkCrewName(crew); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if err := catalog.CheckCardName(card); err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return nil
}
