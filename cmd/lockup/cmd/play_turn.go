package cmd

import (
	"errors"
	"fmt"
	"strings"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// turnAnswers are a Roll Call turn.
type turnAnswers struct {
	Pass     bool
	Location rules.Location
	Tokens   string
	FaceDown string
}

// buildTurnForm asks whether the crew assigns or passes.
func buildTurnForm(crew string, tokens []rules.Token) (*huh.Group, *turnAnswers) {
	a := &turnAnswers{}
	return huh.NewGroup(
		huh.NewSelect[bool]().Title(fmt.Sprintf("%s's turn (tokens left: %s)", crew, strings.Join(tokenNames(tokens), ", "))).
			Options(huh.NewOption("assign tokens to a location", false), huh.NewOption("pass", true)).Value(&a.Pass),
	), a
}

// buildAssignForm asks where the tokens go (of those the crew still holds)
// and which go face down. labels, when not nil, name each location with
// what lies there (boardOptions).
func buildAssignForm(crew string, tokens []rules.Token, a *turnAnswers, labels map[rules.Location]string) *huh.Group {
	var opts []huh.Option[rules.Location]
	for _, l := range rules.AllLocations {
		if l != rules.Library {
			label := l.String()
			if labels != nil {
				label = labels[l]
			}
			opts = append(opts, huh.NewOption(label, l))
		}
	}
	a.Location = rules.ExerciseYard
	return huh.NewGroup(
		huh.NewSelect[rules.Location]().Title(crew+" assigns to which location?").Options(opts...).Value(&a.Location),
		huh.NewInput().Title("Which tokens? (separated by spaces: "+strings.Join(tokenNames(tokens), ", ")+")").Value(&a.Tokens).
			Validate(func(s string) error {
				if len(strings.Fields(s)) == 0 {
					return errors.New("name at least one token")
				}
				return nil
			}),
		huh.NewInput().Title("Which of them go face down? (Enter: none)").Value(&a.FaceDown),
	)
}

// turn asks a crew's Roll Call turn: on the board it is decided on (the
// guard cards and the tokens at each location, rollCallBoard), whether it
// assigns or passes, then where and which tokens (each location named with
// what lies there, so that the page fits 80x24 without the board above).
func (p *player) turn(crew string) (companion.Payload, error) {
	c, _ := p.g.Crew(crew)
	p.header.details = strings.Join(rollCallBoard(p.g), "\n")
	f, a := buildTurnForm(crew, c.Tokens)
	if err := p.askGroup(f); err != nil {
		return nil, err
	}
	if a.Pass {
		return &companion.PassEntry{Crew: crew}, nil
	}
	var labels map[rules.Location]string
	if !p.io.Accessible {
		// In accessible mode the board was written above the question.
		p.header.details, labels = "", boardOptions(p.g)
	}
	if err := p.askGroup(buildAssignForm(crew, c.Tokens, a, labels)); err != nil {
		return nil, err
	}
	return &companion.AssignEntry{Crew: crew, Location: a.Location, Tokens: dedupe(strings.Fields(a.Tokens)), FaceDown: dedupe(strings.Fields(a.FaceDown))}, nil
}
