package play

import (
	"errors"
	"fmt"
	"strings"

	"charm.land/huh/v2"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/newgame"
	"github.com/lockup-companion/lockup/companion"
)

// setup asks for what the setup of a game started without them still
// lacks (the item display's cards and the goon cards), then for the values
// the card catalog lacks, and records them; with Breakout, once those are
// in, the tunnel markers and the first legend card (breakoutSetup); start becomes what the game
// waits for next, so play goes on into round 1. It returns false when the
// player stopped (Ctrl-C, or the input ended): nothing of the setup is
// recorded then.
func (p *player) setup(start *companion.Expectation) (bool, error) {
	stop := func() (bool, error) {
		p.goOn(p.lang.Sprintf("play.stopped-setup"))
		return false, nil
	}
	n := newgame.NewSetupNames(nil, p.g.DisplayToRefill(), p.g.EmptyGoonSpaces())
	if x := p.g.Expect(); len(n.Display) == 0 && len(n.Spaces) == 0 && p.g.Breakout != nil {
		return p.breakoutSetup(x, start)
	}
	if note := p.g.GoalsNoteIn(p.lang); note != "" {
		cmdutil.PrintLine(p.io, note, "", "")
	}
	cmdutil.PrintLine(p.io, p.g.SetupCardsLackingIn(p.lang), "", "")
	in := p.io.FormInput() // on a terminal, a session of the terminal itself, for Bubble Tea
	var list []*companion.SetupCard
	var preview error
	asked := false
	err := cmdutil.RunForms(p.io, in, p.io.ErrOut, newgame.BuildSetupNamesForm(p.lang, p.cards, n), func() (*huh.Form, error) {
		if asked {
			return nil, nil
		}
		asked = true
		var err error
		if list, err = n.Cards(p.g); err != nil {
			preview = err
			return nil, nil
		}
		if problems := newgame.SetupPreview(p.cards, list); len(problems) > 0 {
			preview = errors.New(strings.Join(problems, "\n"))
			return nil, nil
		}
		return newgame.BuildSetupValuesForm(p.lang, list), nil
	})
	if errors.Is(err, huh.ErrUserAborted) || p.io.InputEnded() {
		stop()
		return false, p.io.InputProblem() // nil when the input just ended
	}
	if err != nil {
		return false, err
	}
	if preview != nil {
		fmt.Fprintln(p.io.ErrOut, preview) // a line per problem
		return true, nil                   // asked again
	}
	for _, c := range list {
		pl, err := newgame.CardEntry(p.cards, c)
		if err != nil {
			cmdutil.PrintErrLine(p.io, err.Error())
			continue
		}
		refused, err := p.append(pl)
		if err != nil {
			return false, err
		}
		if refused != nil {
			cmdutil.PrintErrLine(p.io, refused.Error())
		}
	}
	*start = p.g.Expect()
	return true, nil
}
