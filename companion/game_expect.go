package companion

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
)

// ExpectKind is what a game waits for next (see Game.Expect).
type ExpectKind int

// The things a game can wait for, in the order Expect looks for them.
const (
	NoExpectation ExpectKind = iota
	// ExpectSetup: the setup lacks item display or goon cards.
	ExpectSetup
	// ExpectEffect: a special effect icon waits for its player's choice
	// (Expectation.Effect); nothing else may be entered first.
	ExpectEffect
	// ExpectTome: a crew is owed a tome card (Expectation.Crew), or has
	// drawn two and keeps one (Expectation.KeepTome).
	ExpectTome
	// ExpectTurn: a Roll Call turn (Expectation.Crew assigns or passes).
	ExpectTurn
	// ExpectResolve: the Lights Out phase is at Expectation.Location; the
	// crews in Expectation.Open may still choose (or decline) their reward
	// before it resolves.
	ExpectResolve
	// ExpectDiscard: Patrol step 1, crews over their storage limit.
	ExpectDiscard
	// ExpectDisplayCard: Patrol step 2, item cards to draw.
	ExpectDisplayCard
	// ExpectAdvanceGoons: Patrol step 3, the goons advance (no choice).
	ExpectAdvanceGoons
	// ExpectGoonCard: Patrol step 3, goon cards to draw for empty spaces.
	ExpectGoonCard
	// ExpectAddSuspicion: Patrol step 4, suspicion cubes (and a raid when
	// the supply is short; no choice).
	ExpectAddSuspicion
	// ExpectGameOver: the game ended after round 6.
	ExpectGameOver
)

var expectKindNames = [...]string{"nothing", "setup", "effect choice", "tome", "Roll Call turn", "location to resolve", "storage discard", "item display card", "goons advance", "goon card", "suspicion cubes", "game over"}

// String names what the game waits for.
func (k ExpectKind) String() string {
	if k < 0 || int(k) >= len(expectKindNames) {
		return "nothing"
	}
	return expectKindNames[k]
}

// OpenReward is a crew at the location being resolved whose reward still
// waits for its choice: what it may do, or decline.
type OpenReward struct {
	Crew string
	Tier rules.Tier
	// Actions are what the crew may enter besides a decline: take at the
	// Commissary's most strength, exchange for the others there, recruit at
	// the Chow Hall, craft or reserve at the Cell Block; none elsewhere
	// (the reward is handed out as it is, unless declined).
	Actions []RewardAction
	// Must is true when the crew has to enter a choice before the location
	// resolves (the Commissary's most strength, when the supply has cubes).
	Must bool
	// Choice describes the reward in words, empty for a fixed reward.
	Choice string
}

// CrewCount is a crew with a number: resources to discard, tomes owed.
type CrewCount struct {
	Crew string
	N    int
}

// Expectation describes what a game waits for next. It is worked out from
// the state only, by Game.Expect.
type Expectation struct {
	Kind ExpectKind
	// Round and Phase are the game's.
	Round int
	Phase Phase
	// Crew is whose Roll Call turn it is, who draws or keeps a tome, or
	// whose effect waits.
	Crew string
	// Location is the location the Lights Out phase resolves next.
	Location rules.Location
	// Open are the crews at Location whose reward still waits for a
	// choice, in ranking order.
	Open []OpenReward
	// Effect is the icon waiting (ExpectEffect).
	Effect PendingEffect
	// KeepTome is true when Crew has drawn two tomes (Drawn) and keeps one;
	// TomeFrom is where that choice comes from. Tomes counts the tomes Crew
	// is owed.
	KeepTome bool
	TomeFrom rules.Location
	Drawn    []string
	Tomes    int
	// Discards are the crews over their storage limit (Patrol step 1), in
	// seating order.
	Discards []CrewCount
	// DisplayCards is the number of item cards the display lacks (step 2).
	DisplayCards int
	// GoonSpaces are the empty goon spaces (step 3's refill).
	GoonSpaces []rules.Location
	// Raid is true when adding suspicion cubes starts with a raid (step 4).
	Raid bool
	// Missing is what the setup still lacks (ExpectSetup).
	Missing []string
	// setupDone is set for the first turn, taken from the setup.
	setupDone bool
}

// Automatic reports whether the game can go on without asking anyone:
// a location with no reward choice left, the goons advancing, suspicion
// cubes being added.
func (x Expectation) Automatic() bool {
	switch x.Kind {
	case ExpectResolve:
		return len(x.Open) == 0
	case ExpectAdvanceGoons, ExpectAddSuspicion:
		return true
	}
	return false
}

// AutoEntry returns the entry an automatic expectation appends, or nil.
func (x Expectation) AutoEntry() Payload {
	if !x.Automatic() {
		return nil
	}
	switch x.Kind {
	case ExpectResolve:
		return &ResolveEntry{Location: x.Location}
	case ExpectAdvanceGoons:
		return &PatrolEntry{Action: PatrolAdvanceGoons}
	case ExpectAddSuspicion:
		return &PatrolEntry{Action: PatrolAddSuspicion, Raid: x.Raid}
	}
	return nil
}

// Expect says what the game waits for next. A waiting effect icon comes
// first (every other entry is refused until it is chosen), then tomes owed,
// then the phase: the Roll Call turn, the location to resolve, the Patrol
// step, or the game end.
func (g Game) Expect() Expectation {
	x := Expectation{Round: g.Round, Phase: g.Phase}
	if len(g.Pending) > 0 {
		x.Kind, x.Effect, x.Crew = ExpectEffect, g.Pending[0], g.Pending[0].Crew
		return x
	}
	for _, c := range g.Crews {
		if c.TomesToDraw == 0 {
			continue
		}
		x.Kind, x.Crew, x.Tomes = ExpectTome, c.Name, c.TomesToDraw
		if len(c.TomeChoices) > 0 {
			x.TomeFrom = c.TomeChoices[0]
			x.Drawn = slices.Clone(c.Drawn)
			x.KeepTome = len(c.Drawn) >= 2
		}
		return x
	}
	if g.Phase == PhaseSetup {
		if m := g.SetupMissing(); len(m) > 0 {
			x.Kind, x.Missing = ExpectSetup, m
			return x
		}
		x.Kind, x.Crew, x.Round, x.Phase, x.setupDone = ExpectTurn, g.FirstPlayer, 1, PhaseRollCall, true
		return x
	}
	switch g.Phase {
	case PhaseRollCall:
		x.Kind, x.Crew = ExpectTurn, g.RollCall.Turn
	case PhaseLightsOut:
		x.Kind, x.Location, x.Open = ExpectResolve, g.LightsOut.Next, g.openRewards()
	case PhasePatrol:
		switch g.PatrolStep() {
		case StepStorage:
			x.Kind = ExpectDiscard
			over := g.OverLimit()
			for _, c := range g.Crews {
				if n := over[c.Name]; n > 0 {
					x.Discards = append(x.Discards, CrewCount{Crew: c.Name, N: n})
				}
			}
		case StepRefillDisplay:
			x.Kind, x.DisplayCards = ExpectDisplayCard, g.DisplayToRefill()
		case StepAdvanceGoons:
			x.Kind = ExpectAdvanceGoons
		case StepRefillGoons:
			x.Kind, x.GoonSpaces = ExpectGoonCard, g.EmptyGoonSpaces()
		case StepAddSuspicion:
			x.Kind = ExpectAddSuspicion
			out, err := g.addSuspicion()
			x.Raid = err == nil && out.raid
		}
	case PhaseGameEnd:
		x.Kind = ExpectGameOver
	}
	return x
}

// openRewards lists the crews at the location being resolved that have
// neither chosen nor declined their reward.
func (g Game) openRewards() []OpenReward {
	var res rules.Resolution
	if err := g.resolveInto(&res); err != nil {
		return nil
	}
	var out []OpenReward
	lo := g.LightsOut
	for _, rw := range res.Rewards() {
		if rw.Declined || slices.Contains(lo.Chosen, rw.Name) || slices.Contains(lo.Declines, rw.Name) || g.crewIndex(rw.Name) < 0 {
			continue
		}
		o := OpenReward{Crew: rw.Name, Tier: rw.Tier, Choice: rw.Choice}
		switch lo.Next {
		case rules.Commissary:
			if rw.Tier == rules.Most {
				o.Actions = []RewardAction{RewardTake}
				o.Must = g.Supply.Resources.Total() > 0
			} else {
				o.Actions = []RewardAction{RewardExchange}
			}
		case rules.ChowHall:
			o.Actions = []RewardAction{RewardRecruit}
		case rules.CellBlock:
			o.Actions = []RewardAction{RewardCraft, RewardReserve}
		}
		out = append(out, o)
	}
	return out
}

// String says what the game waits for in a player's words, with the command
// that answers it: every tracker command prints it after its entry.
func (x Expectation) String() string {
	switch x.Kind {
	case ExpectSetup:
		return "Setup still needs " + x.Missing[0] + "."
	case ExpectTurn:
		if x.setupDone {
			return fmt.Sprintf("Next: round 1, Roll Call; %s's turn.", x.Crew)
		}
		return fmt.Sprintf("Next: %s's turn.", x.Crew)
	case ExpectEffect:
		return fmt.Sprintf("Next: %s's %s waits for a choice: %s (%s).", x.Crew, x.Effect.Card, x.Effect.Effect.Kind, x.Answer())
	case ExpectTome:
		if x.KeepTome {
			return fmt.Sprintf("Next: %s keeps one of %s (%s).", x.Crew, joinAnd(x.Drawn), x.Answer())
		}
		return fmt.Sprintf("Next: %s draws %d tome card(s) (%s).", x.Crew, x.Tomes, x.Answer())
	case ExpectResolve:
		return fmt.Sprintf("Roll Call is over. Next: Lights Out at the %s.", x.Location)
	case ExpectDiscard:
		owe := make([]string, len(x.Discards))
		for i, d := range x.Discards {
			owe[i] = fmt.Sprintf("%s discards %d (lockup discard %s RESOURCE=N)", d.Crew, d.N, d.Crew)
		}
		return "Next: Patrol, step 1, resource limits: " + strings.Join(owe, "; ") + "."
	case ExpectDisplayCard:
		return fmt.Sprintf("Next: Patrol, step 2: draw %d item card(s) for the item display (lockup draw item CARD), or lockup patrol --deck-empty if the item deck has run out.", x.DisplayCards)
	case ExpectAdvanceGoons:
		return "Next: Patrol, step 3: the goons advance (lockup patrol)."
	case ExpectGoonCard:
		return fmt.Sprintf("Next: Patrol, step 3: draw a goon card for %s (lockup draw goon LOCATION CARD[:SUSPICION]), or lockup patrol --deck-empty if the goon deck has run out.", strings.Join(slugs(x.GoonSpaces), ", "))
	case ExpectAddSuspicion:
		if x.Raid {
			return "Next: Patrol, step 4: add suspicion cubes (lockup patrol); the supply is short, so a raid comes first."
		}
		return "Next: Patrol, step 4: add suspicion cubes (lockup patrol)."
	case ExpectGameOver:
		return "The game is over after round 6: final scoring (lockup status)."
	}
	return ""
}

// Answer returns the commands that answer what the game waits for: the
// allowed entries a refusal names.
func (x Expectation) Answer() string {
	switch x.Kind {
	case ExpectSetup:
		return "lockup draw item CARD, or lockup draw goon LOCATION CARD"
	case ExpectTurn:
		return fmt.Sprintf("lockup assign %s LOCATION TOKEN..., or lockup pass %s", x.Crew, x.Crew)
	case ExpectEffect:
		switch x.Effect.Effect.Kind {
		case rules.EffectGiveSuspicion:
			return fmt.Sprintf("lockup effect %s --target CREW", x.Crew)
		case rules.EffectExchangeResource:
			return fmt.Sprintf("lockup effect %s --give RESOURCE --get RESOURCE, or --decline", x.Crew)
		}
		return "lockup effect " + x.Crew
	case ExpectTome:
		if x.KeepTome {
			return fmt.Sprintf("lockup tome keep %s CARD --from %s", x.Crew, x.TomeFrom.Slug())
		}
		return fmt.Sprintf("lockup tome draw %s CARD", x.Crew)
	case ExpectResolve:
		var out []string
		for _, o := range x.Open {
			if o.Must {
				return fmt.Sprintf("lockup take %s RESOURCE, or lockup decline %s %s", o.Crew, o.Crew, x.Location.Slug())
			}
			for _, a := range o.Actions {
				out = append(out, fmt.Sprintf("lockup %s %s ...", a, o.Crew))
			}
			out = append(out, fmt.Sprintf("lockup decline %s %s", o.Crew, x.Location.Slug()))
		}
		return strings.Join(append(out, "lockup next"), ", ")
	case ExpectDiscard:
		owe := make([]string, len(x.Discards))
		for i, d := range x.Discards {
			owe[i] = fmt.Sprintf("lockup discard %s RESOURCE=N (%d)", d.Crew, d.N)
		}
		return strings.Join(owe, "; ")
	case ExpectDisplayCard:
		return "lockup draw item CARD, or lockup patrol --deck-empty"
	case ExpectAdvanceGoons, ExpectAddSuspicion:
		return "lockup patrol"
	case ExpectGoonCard:
		return fmt.Sprintf("lockup draw goon LOCATION CARD for %s, or lockup patrol --deck-empty", strings.Join(slugs(x.GoonSpaces), ", "))
	case ExpectGameOver:
		return "lockup status for the final scoring, or lockup undo"
	}
	return ""
}

func slugs(ls []rules.Location) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = l.Slug()
	}
	return out
}
