package companion

import (
	"errors"
	"fmt"

	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
)

// PatrolAction is the step a patrol entry carries out.
type PatrolAction int

// The patrol actions (core rulebook, "III. Patrol Phase").
const (
	NoPatrolAction PatrolAction = iota
	// PatrolAdvanceGoons: step 3, the goon at the Chow Hall goes to the
	// discard pile and the other goons advance clockwise as far as they can.
	PatrolAdvanceGoons
	// PatrolAddSuspicion: step 4, suspicion cubes (and Bandit cubes) are
	// added, after a raid when the supply is short; then the next round
	// begins.
	PatrolAddSuspicion
)

var patrolActionNames = [...]string{"", "advance-goons", "add-suspicion"}

// String returns the action as written in game files ("advance-goons").
func (a PatrolAction) String() string {
	if a <= NoPatrolAction || int(a) >= len(patrolActionNames) {
		return "no patrol action"
	}
	return patrolActionNames[a]
}

// MarshalText writes the action by name.
func (a PatrolAction) MarshalText() ([]byte, error) {
	if a <= NoPatrolAction || int(a) >= len(patrolActionNames) {
		return nil, fmt.Errorf("patrol action %d is not a step", int(a))
	}
	return []byte(a.String()), nil
}

// UnmarshalText reads an action by name.
func (a *PatrolAction) UnmarshalText(b []byte) error {
	v, err := ParsePatrolAction(string(b))
	*a = v
	return err
}

// ParsePatrolAction reads "advance-goons" or "add-suspicion".
func ParsePatrolAction(s string) (PatrolAction, error) {
	for a := PatrolAdvanceGoons; int(a) < len(patrolActionNames); a++ {
		if patrolActionNames[a] == s {
			return a, nil
		}
	}
	return NoPatrolAction, fmt.Errorf("%q is not a patrol step (advance-goons, add-suspicion)", s)
}

// PatrolEntry records the table carrying out a step of the Patrol phase
// that needs no choice: advancing the goon cards, then adding the suspicion
// cubes (core rulebook, "III. Patrol Phase", steps 3 and 4). Log version 3.
type PatrolEntry struct {
	Action PatrolAction `json:"step"`
	// DeckEmpty says the refill before this step stopped because the deck
	// ran out (the item deck before advance-goons, the goon deck before
	// add-suspicion): the spaces left stay empty (ruling "empty-deck").
	DeckEmpty bool `json:"deck_empty,omitempty"`
	// Raid says the supply held fewer suspicion cubes than the goons
	// needed, so a raid came first (add-suspicion only). It must be what
	// the rules say: the tracker checks it.
	Raid bool `json:"raid,omitempty"`
}

// Kind returns EntryPatrol.
func (*PatrolEntry) Kind() EntryKind { return EntryPatrol }

func (p *PatrolEntry) check() error {
	if p.Action == NoPatrolAction {
		return errors.New("patrol: no step")
	}
	if p.Raid && p.Action != PatrolAddSuspicion {
		return errors.New("patrol: a raid happens only when suspicion cubes are added")
	}
	return nil
}

func (p *PatrolEntry) describe() string {
	var s string
	switch p.Action {
	case PatrolAdvanceGoons:
		s = "the goon at the Chow Hall is discarded and the other goons advance"
		if p.DeckEmpty {
			s = "the item deck has run out; " + s
		}
	case PatrolAddSuspicion:
		s = "suspicion cubes are added at the goons' locations, and the next round begins"
		if p.Raid {
			s = "the supply is short of suspicion cubes: a raid; then " + s
		}
		if p.DeckEmpty {
			s = "the goon deck has run out; " + s
		}
	}
	return s
}

// play carries out step 3's advance (the Chow Hall's goon to the discard
// pile, the others clockwise as far as they go) or step 4 (suspicion cubes,
// after a raid when the supply is short; then the next round).
func (p *PatrolEntry) play(g *Game) error {
	step := g.PatrolStep()
	switch p.Action {
	case PatrolAdvanceGoons:
		switch {
		case step == StepRefillDisplay && !p.DeckEmpty:
			return g.stepError(ErrWrongPhase, srcRefillDisplay, step, phrase("refusal.tracker.step.display-lacks", countWords(g.DisplayToRefill(), "refusal.tracker.cards")))
		case step == StepAdvanceGoons && p.DeckEmpty:
			return &input.InputError{Field: "patrol", Problem: "the item display is full: no deck ran out", Allowed: "advance-goons without deck_empty"}
		case step != StepRefillDisplay && step != StepAdvanceGoons:
			return g.stepError(ErrWrongPhase, srcAdvance, step, phrase("refusal.tracker.step.advance-once"))
		}
		adv, err := rules.AdvanceGoons(g.goonSpaces())
		if err != nil {
			return err
		}
		// The Chow Hall's goon, then the Fungoids and Remove Goon cards
		// that leave instead of advancing (Breakout rulebook, "Fungoids",
		// "Remove Goon").
		g.GoonDiscard = append(g.GoonDiscard, adv.Discarded...)
		for i, loc := range rules.GoonLocations {
			s := adv.Spaces[i]
			l := &g.Locations[loc]
			l.Goon, l.GoonIcons, l.GoonType, l.GoonBandit = s.Card, s.Suspicion, s.Type, s.Bandit
		}
		g.Patrol.GoonsAdvanced = true
		return nil
	case PatrolAddSuspicion:
		if err := g.legendTurnedUp(); err != nil {
			return err
		}
		switch {
		case step == StepRefillGoons && !p.DeckEmpty:
			return g.stepError(ErrWrongPhase, srcAdvance, step, countWords(len(g.EmptyGoonSpaces()), "refusal.tracker.step.spaces-empty"))
		case step == StepAddSuspicion && p.DeckEmpty:
			return &input.InputError{Field: "patrol", Problem: "every goon space holds a goon: no deck ran out", Allowed: "add-suspicion without deck_empty"}
		case step != StepRefillGoons && step != StepAddSuspicion:
			return g.stepError(ErrWrongPhase, srcAddSuspicion, step, phrase("refusal.tracker.step.suspicion-last"))
		}
		out, err := g.addSuspicion()
		if err != nil {
			return err
		}
		if out.raid != p.Raid {
			need := rules.SuspicionNeeded(g.goonSpaces())
			if out.raid {
				return &rules.RuleError{Err: ErrShort, Rule: srcAddSuspicion, Problem: fmt.Sprintf("the goons need %s and the supply has %d: a raid comes first", plural(need, "suspicion cube", "suspicion cubes"), g.Supply.Suspicion), Allowed: "add-suspicion with raid",
					ProblemKey: "refusal.tracker.raid-first", ProblemArgs: []any{countWords(need, "refusal.tracker.suspicion-cubes"), g.Supply.Suspicion}, AllowedKey: typed, AllowedArgs: []any{"add-suspicion with raid"}}
			}
			return &rules.RuleError{Err: ErrShort, Rule: srcAddSuspicion, Problem: fmt.Sprintf("the goons need %s and the supply has %d: there is no raid", plural(need, "suspicion cube", "suspicion cubes"), g.Supply.Suspicion), Allowed: "add-suspicion without raid",
				ProblemKey: "refusal.tracker.no-raid", ProblemArgs: []any{countWords(need, "refusal.tracker.suspicion-cubes"), g.Supply.Suspicion}, AllowedKey: typed, AllowedArgs: []any{"add-suspicion without raid"}}
		}
		for i, s := range out.seats {
			g.Crews[i].Board = s.Board
		}
		for _, loc := range rules.AllLocations {
			c := out.sites[loc]
			l := &g.Locations[loc]
			l.Suspicion, l.Bandit = c.Suspicion, c.Bandit
		}
		g.Supply = out.supply
		if out.raid {
			g.Patrol.LastRaid = out.report
		}
		return g.nextRound()
	}
	return &input.InputError{Field: "patrol", Problem: "no step"}
}

// DiscardEntry records a crew discarding resources (to its storage limit,
// core rulebook, Patrol Phase, "Check Resource Limits") or cards.
type DiscardEntry struct {
	Crew      string          `json:"crew"`
	Cards     []string        `json:"cards,omitempty"`
	Resources rules.Resources `json:"resources,omitzero"`
}

// Kind returns EntryDiscard.
func (*DiscardEntry) Kind() EntryKind { return EntryDiscard }

func (d *DiscardEntry) actingCrew() string { return d.Crew }

func (d *DiscardEntry) check() error {
	if err := checkCrewName(d.Crew); err != nil {
		return fmt.Errorf("discard: %w", err)
	}
	if err := checkCubes(d.Resources); err != nil {
		return fmt.Errorf("discard: %w", err)
	}
	if d.Resources.Total() == 0 && len(d.Cards) == 0 {
		return errors.New("discard: nothing is discarded")
	}
	return checkCardNames("discard", d.Cards)
}

func (d *DiscardEntry) describe() string {
	var what []string
	if d.Resources.Total() > 0 {
		what = append(what, describeCubes(d.Resources))
	}
	what = append(what, d.Cards...)
	return fmt.Sprintf("%s discards %s", d.Crew, joinAnd(what))
}

// play discards a crew's resources down to its storage limit in step 1 of
// the Patrol phase (rules.CheckDiscard, rules.Discard). The guards of a
// solitary game have no storage limit and never discard ("Solitary Mode –
// Patrol Phase, Storage Limits"; since version 8).
func (d *DiscardEntry) play(g *Game) error {
	if err := g.atStep(StepStorage, srcStorage, "", "refusal.tracker.step.limits-late"); err != nil {
		return err
	}
	if len(d.Cards) > 0 {
		return &input.InputError{Field: "discard", Problem: "the storage limit check discards resource cubes, not cards", Allowed: "resources only"}
	}
	i, err := g.seatedCrew(d.Crew, srcStorage)
	if err != nil {
		return err
	}
	if g.solo() && g.Crews[i].Name == rules.Guards && g.rulesAt(8) {
		// Before version 8 the guards were checked against a storage
		// limit of 0, so a discard of every cube they held was accepted.
		return &rules.RuleError{Err: ErrNoReward, Rule: srcSoloStorage, Crew: rules.Guards,
			Problem:    "the guards have no storage limit: they never discard in the Patrol phase, only the player does",
			Allowed:    g.Expect().Answer(),
			ProblemKey: "refusal.tracker.guards-no-storage", AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	b, supply, err := rules.Discard(g.Crews[i].Board, g.Supply, d.Resources)
	if err != nil {
		var re *rules.RuleError
		if errors.As(err, &re) && re.Crew == "" {
			c := *re
			c.Crew = d.Crew
			return &c
		}
		return err
	}
	g.Crews[i].Board, g.Supply = b, supply
	return nil
}
