package companion

import (
	"encoding/json"
	"errors"
	"fmt"
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
	Action PatrolAction `json:"-"`
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

// MarshalJSON writes the action by name.
func (p PatrolEntry) MarshalJSON() ([]byte, error) {
	type plain PatrolEntry
	return json.Marshal(struct {
		Step string `json:"step"`
		plain
	}{p.Action.String(), plain(p)})
}

// UnmarshalJSON reads the action by name.
func (p *PatrolEntry) UnmarshalJSON(data []byte) error {
	type plain PatrolEntry
	var w struct {
		Step string `json:"step"`
		plain
	}
	if err := strictUnmarshal(data, &w); err != nil {
		return err
	}
	*p = PatrolEntry(w.plain)
	var err error
	p.Action, err = ParsePatrolAction(w.Step)
	return err
}

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
