package play

import (
	"errors"
	"strings"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// turnAnswers are a Roll Call turn.
type turnAnswers struct {
	Pass     bool
	Location rules.Location
	Tokens   string
	FaceDown string
}

// buildTurnForm asks whether the crew assigns or passes, in a language.
func buildTurnForm(lang terms.Lang, crew string, tokens []rules.Token) (*huh.Group, *turnAnswers) {
	a := &turnAnswers{}
	return cmdutil.NewGroup(
		cmdutil.NewSelect[bool]().Title(lang.Sprintf("play.turn-question", crew, rules.ListIn(lang, rules.TokensIn(lang, tokens)))).
			Options(huh.NewOption(lang.Sprintf("play.turn-assign"), false), huh.NewOption(lang.Sprintf("play.turn-pass"), true)).Value(&a.Pass),
	), a
}

// buildAssignForm asks where the tokens go (of those the crew still holds)
// and which go face down, in a language. labels, when not nil, name each
// location with what lies there (rollCallBoard, in the same order). The tokens may be typed in
// any of the three languages (rules.ParseToken).
func buildAssignForm(lang terms.Lang, crew string, tokens []rules.Token, a *turnAnswers, labels []string) *huh.Group {
	var opts []huh.Option[rules.Location]
	for i, l := range companion.RollCallLocations() {
		label := rules.LocationIn(lang, l)
		if labels != nil {
			label = labels[i]
		}
		opts = append(opts, huh.NewOption(label, l))
	}
	a.Location = rules.ExerciseYard
	return cmdutil.NewGroup(
		cmdutil.NewSelect[rules.Location]().Title(lang.Sprintf("play.assign-location", crew)).Options(opts...).Value(&a.Location),
		huh.NewInput().Title(lang.Sprintf("play.assign-tokens", rules.ListIn(lang, rules.TokensIn(lang, tokens)))).Value(&a.Tokens).
			Validate(func(s string) error {
				if len(strings.Fields(s)) == 0 {
					return errors.New(lang.Sprintf("play.assign-no-token"))
				}
				return nil
			}),
		huh.NewInput().Title(lang.Sprintf("play.assign-face-down")).Value(&a.FaceDown),
	)
}

// turn asks a crew's Roll Call turn: on the board it is decided on (the
// guard cards and the tokens at each location, rollCallBoard), whether it
// assigns or passes, then where and which tokens (each location named with
// what lies there, so that the page fits 80x24 without the board above).
func (p *player) turn(crew string) (companion.Payload, error) {
	c, _ := p.g.Crew(crew)
	p.header.details = strings.Join(rollCallBoard(p.lang, p.g), "\n")
	f, a := buildTurnForm(p.lang, crew, c.Tokens)
	if err := p.askGroup(f); err != nil {
		return nil, err
	}
	if a.Pass {
		return &companion.PassEntry{Crew: crew}, nil
	}
	var labels []string
	if !p.io.Accessible {
		// In accessible mode the board was written above the question.
		p.header.details, labels = "", rollCallBoard(p.lang, p.g)
	}
	if err := p.askGroup(buildAssignForm(p.lang, crew, c.Tokens, a, labels)); err != nil {
		return nil, err
	}
	tokens := tokenIDs(strings.Fields(a.Tokens))
	if err := p.g.TokenTwice(crew, a.Location, tokens); err != nil {
		// A token typed twice is refused, as lockup assign refuses it,
		// and the turn is asked again: play keeps neither for the player.
		cmdutil.PrintErrLine(p.io, cmdutil.ErrorIn(err, p.lang))
		return nil, nil
	}
	return &companion.AssignEntry{Crew: crew, Location: a.Location, Tokens: tokens, FaceDown: companion.Dedupe(tokenIDs(strings.Fields(a.FaceDown)))}, nil
}

// tokenIDs writes tokens typed in Spanish or Chinese with their English
// names, as game files keep them; a name that is no token is kept as typed,
// for the entry to refuse it.
func tokenIDs(typed []string) []string {
	for i, s := range typed {
		if t, err := rules.ParseToken(s); err == nil {
			typed[i] = t.String()
		}
	}
	return typed
}
