package companion

import (
	"fmt"
	"slices"
)

// Who may act: when exactly one crew can make an entry of some kind, a
// command may leave the crew out (lockup pass, lockup take gold). Game.Actors
// says which crews can; Game.OnlyActor picks the one, or says why it cannot.

// CrewAction is a kind of entry a crew makes, for Game.Actors.
type CrewAction int

// The crew actions.
const (
	NoCrewAction CrewAction = iota
	ActTurn                 // assign or pass on its Roll Call turn
	ActTake                 // take the Commissary's resource cube
	ActExchange             // exchange at the Commissary
	ActDecline              // decline a reward at the location being resolved
	ActRecruit              // recruit at the Chow Hall (the crew choosing first)
	ActCraft                // craft or reserve at the Cell Block (the crew choosing first)
	ActEffect               // choose how a waiting icon resolves
	ActDrawTome             // draw a tome owed
	ActKeepTome             // keep one of two tomes drawn
	ActPlayTome             // play a tome from its hand (Game.TomeHolders)
	ActDiscard              // discard down to the storage limit
)

var crewActionNames = [...]string{"", "take a Roll Call turn", "take the Commissary's cube", "exchange at the Commissary", "decline a reward", "recruit at the Chow Hall", "craft or reserve at the Cell Block", "choose for a special effect icon", "draw a tome", "keep a tome", "play the tome", "discard resources"}

// String says the action in a player's words ("draw a tome").
func (a CrewAction) String() string {
	if a <= NoCrewAction || int(a) >= len(crewActionNames) {
		return "no action"
	}
	return crewActionNames[a]
}

// Actors returns the crews that can make the action now, in the order the
// game would ask them.
func (g Game) Actors(a CrewAction) []string {
	x := g.Expect()
	var out []string
	switch a {
	case ActTurn:
		if x.Kind == ExpectTurn {
			out = append(out, x.Crew)
		}
	case ActEffect:
		if x.Kind == ExpectEffect {
			out = append(out, x.Crew)
		}
	case ActTake, ActExchange, ActDecline:
		if x.Kind != ExpectResolve {
			break
		}
		want := RewardTake
		if a == ActExchange {
			want = RewardExchange
		}
		for _, o := range x.Open {
			if a == ActDecline || slices.Contains(o.Actions, want) {
				out = append(out, o.Crew)
			}
		}
	case ActRecruit, ActCraft:
		// The crews choose in order of strength rank: the first open one
		// chooses now (ruling reward-order).
		if x.Kind == ExpectResolve && len(x.Open) > 0 && len(x.Open[0].Actions) > 0 {
			act := x.Open[0].Actions[0]
			if act == RewardRecruit && a == ActRecruit || act == RewardCraft && a == ActCraft {
				out = append(out, x.Open[0].Crew)
			}
		}
	case ActDrawTome, ActKeepTome:
		for _, c := range g.Crews {
			keep := len(c.TomeChoices) > 0 && len(c.Drawn) >= 2
			if c.TomesToDraw > 0 && keep == (a == ActKeepTome) {
				out = append(out, c.Name)
			}
		}
	case ActDiscard:
		for _, d := range x.Discards {
			out = append(out, d.Crew)
		}
	}
	return out
}

// ActorError is a command that left its crew out when not exactly one
// crew can act: it names those that can, or what the game waits for. It is
// bad input (exit code 2).
type ActorError struct {
	Action CrewAction
	// Crews are the crews that can act (several), none when empty.
	Crews []string
	// Next is what the game waits for (Expectation.String).
	Next string
}

// Error says why the crew must be named.
func (e *ActorError) Error() string {
	if len(e.Crews) == 0 {
		return fmt.Sprintf("no crew can %s now; %s", e.Action, e.Next)
	}
	return fmt.Sprintf("name the crew: %s can %s", joinOr(e.Crews), e.Action)
}

// BadInput reports that the command line must name the crew: exit code 2.
func (e *ActorError) BadInput() bool { return true }

// OnlyActor returns the one crew that can make the action now, or an
// *ActorError.
func (g Game) OnlyActor(a CrewAction) (string, error) {
	crews := g.Actors(a)
	if len(crews) == 1 {
		return crews[0], nil
	}
	return "", &ActorError{Action: a, Crews: crews, Next: g.Expect().String()}
}

// TomeHolder returns the one crew holding the tome card named, which may
// play it without being named: the error names the closest tome in a
// crew's hand when none holds it, or the crews when several do.
func (g Game) TomeHolder(card string) (string, error) {
	holders := g.TomeHolders(card)
	switch len(holders) {
	case 0:
		var held []string
		for _, c := range g.Crews {
			held = append(held, c.Tomes...)
		}
		_, err := MatchName("a tome in a crew's hand", card, held)
		return "", err
	case 1:
		return holders[0], nil
	}
	return "", &ActorError{Action: ActPlayTome, Crews: holders}
}

// TomeHolders returns the crews holding the tome card named (ignoring case
// and spacing).
func (g Game) TomeHolders(card string) []string {
	var out []string
	for _, c := range g.Crews {
		if _, ok := FindName(card, c.Tomes); ok {
			out = append(out, c.Name)
		}
	}
	return out
}
