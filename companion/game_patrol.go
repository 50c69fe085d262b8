package companion

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/scoring"
)

// ErrGameOver: an entry after the game end.
var ErrGameOver = errors.New("the game is over")

// The rulebook passages of the Patrol phase and the game end.
var (
	srcStorage       = rules.Source{Book: rules.CoreRulebook, Section: "III. Patrol Phase – 1. Check Resource Limits"}
	srcRefillDisplay = rules.Source{Book: rules.CoreRulebook, Section: "III. Patrol Phase – 2. Refill Item Display"}
	srcAdvance       = rules.Source{Book: rules.CoreRulebook, Section: "III. Patrol Phase – 3. Advance Goon Cards"}
	srcAddSuspicion  = rules.Source{Book: rules.CoreRulebook, Section: "III. Patrol Phase – 4. Add Suspicion Cubes"}
	srcGameEnd       = rules.Source{Book: rules.CoreRulebook, Section: "Game End"}
)

// PatrolStep is the step of the Patrol phase the game waits for. It is
// worked out from the state, never stored.
type PatrolStep int

// The Patrol steps, in the rulebook's order (core rulebook, "III. Patrol
// Phase").
const (
	NoPatrolStep PatrolStep = iota
	// StepStorage: a crew over its storage limit must discard (step 1).
	StepStorage
	// StepRefillDisplay: the item display has empty spaces (step 2).
	StepRefillDisplay
	// StepAdvanceGoons: the goons advance next (step 3).
	StepAdvanceGoons
	// StepRefillGoons: goon spaces emptied by the advance are refilled
	// from the goon deck (step 3).
	StepRefillGoons
	// StepAddSuspicion: the suspicion cubes are added next, after a raid if
	// the supply is short (step 4); then the next round begins.
	StepAddSuspicion
)

var patrolStepNames = [...]string{"", "1. check resource limits", "2. refill the item display", "3. advance the goon cards", "3. refill the goon spaces", "4. add suspicion cubes"}

// String returns the step as the rulebook numbers it.
func (s PatrolStep) String() string {
	if s <= NoPatrolStep || int(s) >= len(patrolStepNames) {
		return "no patrol step"
	}
	return patrolStepNames[s]
}

// PatrolState is what the Patrol phase keeps between its entries, and the
// report of the last raid.
type PatrolState struct {
	// GoonsAdvanced is true once step 3's advance is done in this Patrol
	// phase.
	GoonsAdvanced bool
	// LastRaid is the most recent raid of a Patrol phase.
	LastRaid RaidReport
}

// RaidReport says what a raid in a Patrol phase cost. It holds no slices,
// so a copied Game never shares it.
type RaidReport struct {
	// Round is the round whose Patrol phase raided; 0 when no raid has
	// happened yet.
	Round int
	// Lost is the reputation each crew lost, by seat (the floor at 0
	// counted).
	Lost [rules.MaxCrews]int
	// RaidZero is true when ruling "raid-zero" changed a loss.
	RaidZero bool
	// Kept names the crew whose suspicion cubes stayed on its board: the
	// player of a solitary game when the guards had the most ("Solitary
	// Mode – Patrol Phase", Raids); "" when every cube went back.
	Kept string
}

// PatrolStep returns the step the Patrol phase waits for, or NoPatrolStep
// outside it.
func (g Game) PatrolStep() PatrolStep {
	if g.Phase != PhasePatrol {
		return NoPatrolStep
	}
	if !g.Patrol.GoonsAdvanced {
		if len(g.OverLimit()) > 0 {
			return StepStorage
		}
		if g.DisplayToRefill() > 0 {
			return StepRefillDisplay
		}
		return StepAdvanceGoons
	}
	if len(g.EmptyGoonSpaces()) > 0 {
		return StepRefillGoons
	}
	return StepAddSuspicion
}

// DisplayToRefill returns how many item cards the item display lacks
// (rules.DisplayRefill): one per crew, plus one.
func (g Game) DisplayToRefill() int {
	return rules.DisplayRefill(len(g.Crews), countFilled(g.Display))
}

// OverLimit returns, during step 1 of the Patrol phase, the crews over
// their storage limit with how many resources each must discard (rules.
// StorageExcess).
func (g Game) OverLimit() map[string]int {
	out := map[string]int{}
	if g.Phase != PhasePatrol || g.Patrol.GoonsAdvanced {
		return out
	}
	for _, c := range g.Crews {
		if c.Name == rules.Guards && g.solo() {
			// The guards have no storage limit (srcSoloStorage).
			continue
		}
		if n := rules.StorageExcess(c.Board); n > 0 {
			out[c.Name] = n
		}
	}
	return out
}

// EmptyGoonSpaces returns the goon spaces without a goon card, from the
// Sewers onwards.
func (g Game) EmptyGoonSpaces() []rules.Location {
	var out []rules.Location
	for _, l := range rules.GoonLocations {
		if g.Locations[l].Goon == "" {
			out = append(out, l)
		}
	}
	return out
}

// goonSpaces returns the five goon spaces for the rules engine.
func (g *Game) goonSpaces() rules.GoonSpaces {
	var gs rules.GoonSpaces
	for i, loc := range rules.GoonLocations {
		l := g.Locations[loc]
		if l.Goon == "" {
			continue
		}
		gs[i] = rules.GoonSpace{Card: l.Goon, Type: l.GoonType, Suspicion: l.GoonIcons, Bandit: l.GoonBandit, RemoveGoon: g.removeGoon(l.Goon)}
	}
	return gs
}

// removeGoon reports whether the goon card shows Breakout's Remove Goon
// icon, as its printed values in the game file give it (Breakout rulebook,
// "Special Effect Icons – Remove Goon").
func (g *Game) removeGoon(name string) bool {
	if !g.Box.Breakout {
		return false
	}
	i := g.cardIndex(catalog.GoonCard, name)
	if i < 0 {
		return false
	}
	return slices.ContainsFunc(g.Cards[i].Effects.Value, func(e rules.Effect) bool { return e.Kind == rules.EffectRemoveGoon })
}

// sites returns the cubes at the locations for the rules engine.
func (g *Game) sites() map[rules.Location]rules.LocationCubes {
	out := map[rules.Location]rules.LocationCubes{}
	for _, loc := range rules.AllLocations {
		l := g.Locations[loc]
		c := rules.LocationCubes{Suspicion: l.Suspicion, Bandit: l.Bandit}
		if c != (rules.LocationCubes{}) {
			out[loc] = c
		}
	}
	return out
}

func (g *Game) seats() []rules.SeatBoard {
	out := make([]rules.SeatBoard, len(g.Crews))
	for i, c := range g.Crews {
		out[i] = rules.SeatBoard{Name: c.Name, Board: c.Board}
	}
	return out
}

// beginPatrol ends the Lights Out phase: the Patrol phase begins, except
// after round 6, which skips it and ends the game (core rulebook, "III.
// Patrol Phase", note; "Game End").
func (g *Game) beginPatrol() {
	g.Patrol.GoonsAdvanced = false
	if g.Round >= rules.LastRound {
		g.Phase = PhaseGameEnd
		return
	}
	g.Phase = PhasePatrol
}

// atStep refuses an entry for a Patrol step the phase is not at: the
// catalog's phrase early says why it comes too early, late why it comes
// too late ("" for none). The phrase is worded only for a refusal: a
// replay passes here at every such entry.
func (g *Game) atStep(want PatrolStep, rule rules.Source, early, late string) error {
	step := g.PatrolStep()
	if step == want {
		return nil
	}
	key := late
	if step < want {
		key = early
	}
	var what rules.Phrase
	if key != "" {
		what = phrase(key)
	}
	return g.stepError(ErrWrongPhase, rule, step, what)
}

func (g *Game) stepError(err error, rule rules.Source, step PatrolStep, what rules.Phrase) error {
	return &rules.RuleError{Err: err, Rule: rule, Problem: fmt.Sprintf("%s; the Patrol phase is at step %s", what, step.phrase()), Allowed: g.Expect().Answer(),
		ProblemKey: "refusal.tracker.patrol-step", ProblemArgs: []any{what, patrolStepWords(step)}, AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
}

// phrase says the step inside a sentence: "2 (refill the item display)".
func (s PatrolStep) phrase() string {
	n, what, ok := strings.Cut(s.String(), ". ")
	if !ok {
		return s.String()
	}
	return n + " (" + what + ")"
}

// suspicionOutcome is step 4 worked out by the rules engine.
type suspicionOutcome struct {
	raid   bool
	seats  []rules.SeatBoard
	sites  map[rules.Location]rules.LocationCubes
	supply rules.Supply
	report RaidReport
}

// addSuspicion works out step 4 with rules.AddSuspicion, and on a raid
// rules.Raid then rules.AddSuspicionAfterRaid.
func (g *Game) addSuspicion() (suspicionOutcome, error) {
	spaces := g.goonSpaces()
	out := suspicionOutcome{seats: g.seats(), sites: g.sites(), supply: g.Supply}
	added, raid, err := rules.AddSuspicion(spaces, out.sites, out.supply)
	if err != nil {
		return out, err
	}
	if raid {
		r, err := rules.Raid(out.seats, out.sites, out.supply)
		if err != nil {
			return out, err
		}
		out.raid = true
		out.report = RaidReport{Round: g.Round, RaidZero: slices.Contains(r.Rulings, rules.RulingRaidZero)}
		for i, s := range r.Seats {
			out.report.Lost[i] = out.seats[i].Board.Reputation - s.Board.Reputation
			if s.Board.Suspicion > 0 {
				out.report.Kept = s.Name
			}
		}
		out.seats = r.Seats
		if added, err = rules.AddSuspicionAfterRaid(spaces, r.Sites, r.Supply); err != nil {
			return out, err
		}
	}
	out.sites, out.supply = added.Sites, added.Supply
	return out, nil
}

// nextRound begins the next round's Roll Call phase: every crew's tokens
// are back in its holding cell, and the first player marker stays where the
// Lights Out phase left it (core rulebook, "Round Overview").
func (g *Game) nextRound() error {
	g.Round++
	g.Phase = PhaseRollCall
	g.Patrol.GoonsAdvanced = false
	tokens := rules.CrewTokens(rules.Table{Seating: g.seated(), Breakout: g.Breakout != nil})
	for i := range g.Crews {
		if g.Crews[i].Name == rules.Guards && g.solo() {
			continue // the guards have no crew tokens
		}
		g.Crews[i].Tokens = slices.Clone(tokens)
		g.Crews[i].Passed = false
	}
	g.RollCall = RollCallState{Turn: g.FirstPlayer}
	g.LightsOut = LightsOutState{}
	if g.solo() {
		// The guard cards are dealt before anyone's turn.
		g.RollCall.Turn = ""
		return g.nextSoloRound()
	}
	return nil
}

// NextPatrolEntry returns the patrol entry for the step the game waits for
// (advance-goons or add-suspicion, with the raid the rules call for), and
// false when the game waits for another kind of entry. deckEmpty says the
// refill before it stopped because the deck ran out.
func (g Game) NextPatrolEntry(deckEmpty bool) (*PatrolEntry, bool) {
	switch step := g.PatrolStep(); {
	case step == StepAdvanceGoons || (step == StepRefillDisplay && deckEmpty):
		return &PatrolEntry{Action: PatrolAdvanceGoons, DeckEmpty: deckEmpty}, true
	case step == StepAddSuspicion || (step == StepRefillGoons && deckEmpty):
		out, err := g.addSuspicion()
		return &PatrolEntry{Action: PatrolAddSuspicion, DeckEmpty: deckEmpty, Raid: err == nil && out.raid}, true
	}
	return nil, false
}

// FinalScore carries out the final raid and final scoring (package scoring)
// on the board as it stands, as BoardState gives it: meant for a game that
// has ended. The second result names the values the game file lacks (see
// BoardState), never guessed: the score leaves them out.
func (g Game) FinalScore() (scoring.Result, []string) {
	bs, unknown := g.BoardState()
	return scoring.Score(bs.Game), unknown
}
