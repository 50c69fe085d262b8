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
// and which go face down.
func buildAssignForm(crew string, tokens []rules.Token, a *turnAnswers) *huh.Group {
	var opts []huh.Option[rules.Location]
	for _, l := range rules.AllLocations {
		if l != rules.Library {
			opts = append(opts, huh.NewOption(l.String(), l))
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

func (p *player) turn(crew string) (companion.Payload, error) {
	c, _ := p.g.Crew(crew)
	f, a := buildTurnForm(crew, c.Tokens)
	if err := p.askGroup(f); err != nil {
		return nil, err
	}
	if a.Pass {
		return &companion.PassEntry{Crew: crew}, nil
	}
	if err := p.askGroup(buildAssignForm(crew, c.Tokens, a)); err != nil {
		return nil, err
	}
	return &companion.AssignEntry{Crew: crew, Location: a.Location, Tokens: dedupe(strings.Fields(a.Tokens)), FaceDown: dedupe(strings.Fields(a.FaceDown))}, nil
}
