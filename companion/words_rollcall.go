package companion

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// AssignWords are the words of a Roll Call turn (lockup assign): the
// location and tokens, the crew first when it is not its turn.
type AssignWords struct {
	// Args are the words typed: [CREW] LOCATION TOKEN...
	Args []string
	// FaceDownN is --face-down: how many of the tokens, counted from the
	// last, go face down; FaceDown are the tokens --face-down-token names.
	FaceDownN int
	FaceDown  []string
}

// Entry makes the turn: when the first word names no crew it is the
// location, and the crew is the one whose turn it is (core rulebook,
// "Roll Call Phase").
func (w AssignWords) Entry(g *Game) (Payload, error) {
	if len(w.Args) == 0 {
		return nil, wordsErr("give the location and at least one token, e.g. %s", terms.Hint{Kind: terms.HintAssign, Example: true})
	}
	crew, rest := g.leadingCrew(w.Args)
	if crew == "" {
		if _, ok := rules.LookupLocation(rest[0]); !ok { // rest is all the words
			return nil, g.crewOrError(rest[0], "a location", rules.Slugs(RollCallLocations()))
		}
		var err error
		if crew, err = g.OnlyActor(ActTurn); err != nil {
			return nil, err
		}
	}
	if len(rest) < 2 {
		return nil, wordsErr("give the location and at least one token, e.g. %s", terms.Hint{Kind: terms.HintAssign, Crew: crew, Example: true})
	}
	loc, err := MatchLocation(rest[0])
	if err != nil {
		return nil, err
	}
	tokens, err := MatchTokens(rest[1:])
	if err != nil {
		return nil, err
	}
	if err := g.TokenTwice(crew, loc, tokens); err != nil {
		return nil, err
	}
	if w.FaceDownN > len(tokens) {
		return nil, wordsErr("%s %d: give 0 to %d, the number of tokens named", terms.FlagFaceDown, w.FaceDownN, len(tokens))
	}
	faceDown, err := MatchTokens(w.FaceDown)
	if err != nil {
		return nil, err
	}
	faceDown = Dedupe(append(faceDown, tokens[len(tokens)-w.FaceDownN:]...))
	return &AssignEntry{Crew: crew, Location: loc, Tokens: tokens, FaceDown: faceDown}, nil
}

// TokenTwice refuses, as the rules engine does, an assignment of a crew's
// tokens to a location that names one of them twice ("3 3"): a crew has one
// token of each kind (core rulebook, "Crew Tokens"), and a token assigned
// stays where it went for the round ("Roll Call Phase – Assigning Crew
// Tokens"), so the table keeps neither of the two for the player, nor
// guesses what else was meant. The refusal is the engine's
// (rules.ErrTokenTwice): it names the token and the tokens the crew still
// holds; its message begins with "refused: ", and it is bad input (exit
// code 2). nil when no token is named twice, or when a word is no token
// (the entry refuses that). lockup assign (AssignWords) and lockup play ask
// it before they make the entry, whose own check would refuse the
// duplicate in a game file's words instead.
func (g *Game) TokenTwice(crew string, loc rules.Location, tokens []string) error {
	as := rules.Assignment{Crew: crew, Location: loc}
	twice := false
	for _, s := range tokens {
		t, err := rules.ParseToken(s)
		if err != nil {
			return nil
		}
		twice = twice || slices.Contains(as.Tokens, t)
		as.Tokens = append(as.Tokens, t)
	}
	if !twice {
		return nil
	}
	rc, err := g.rollCallSoFar()
	if err != nil {
		return err
	}
	if err := rc.Legal(as); err != nil {
		return &Refusal{Err: fmt.Errorf("refused: %w", err)}
	}
	return nil
}

// PassWords are the words of a crew passing (lockup pass).
type PassWords struct {
	// Crew is the crew typed; "" for the crew whose turn it is.
	Crew string
	// Legend is the token laid face down on the legend card (Breakout).
	Legend string
}

// Entry makes the pass of the crew typed, or of the crew whose turn it is
// (core rulebook, "Roll Call Phase – Passing").
func (w PassWords) Entry(g *Game) (Payload, error) {
	crew, err := g.crewOr(w.Crew, ActTurn)
	if err != nil {
		return nil, err
	}
	return &PassEntry{Crew: crew, LegendToken: strings.TrimSpace(w.Legend)}, nil
}
