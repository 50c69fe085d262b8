package play

// How play talks to the player: the forms it asks (askGroup, ask, run),
// the answers it takes by itself (only), and its last lines when it stops
// (stopped, goOn, kept). The loop that plays a game is in play.go.

import (
	"errors"
	"fmt"

	"charm.land/huh/v2"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// stopped says that play stopped, what it kept and what the game waits
// for: on a terminal wrapped at words, as the entry commands print.
func (p *player) stopped() {
	p.goOn(p.lang.Sprintf("play.stopped", p.kept()))
}

// goOn ends play where it stops: what it kept (done, if anything), what
// the game waits for next, and on a line of its own how to go on, lockup
// play (issue 22, item 1), rather than the single entry commands.
func (p *player) goOn(done string) {
	x := p.g.Expect()
	next := x.NextIn(p.lang) // "Next: ...", in the reader's language
	if done != "" {
		next = done + " " + next
	}
	cmdutil.PrintLine(p.io, next, "", "  ")
	fmt.Fprintln(p.io.Out, p.lang.Sprintf("play.go-on"))
}

// kept says what a stopped play keeps: the entries it recorded, in the
// game file.
func (p *player) kept() string {
	switch p.recorded {
	case 0:
		return p.lang.Sprintf("play.kept-none")
	case 1:
		return p.lang.Sprintf("play.kept-one")
	}
	return p.lang.Sprintf("play.kept", p.recorded)
}

// askGroup asks the questions of a group under the header: as the group's
// title and description on a terminal, so that the form shows them
// whatever it draws over; written before it in accessible mode, where huh
// shows no group's title.
func (p *player) askGroup(g *huh.Group) error {
	if p.io.Accessible {
		return p.ask(huh.NewForm(g))
	}
	g = g.Title(p.header.head)
	if p.header.details != "" {
		g = g.Description(p.details())
	}
	p.shown = p.header
	return p.run(huh.NewForm(g))
}

// ask writes the header, if it changed, and runs a form under it.
func (p *player) ask(f *huh.Form) error {
	p.showHeader()
	return p.run(f)
}

// run runs a form: on the terminal itself, so that the keys work
// (IOStreams.FormInput), or on the accessible input.
func (p *player) run(f *huh.Form) error {
	err := cmdutil.RunForm(p.io.SetUpForm(f, p.io.FormInput(), p.io.ErrOut).WithShowHelp(!p.io.Accessible))
	if errors.Is(err, huh.ErrUserAborted) {
		return errPlayCancelled
	}
	if p.io.InputEnded() {
		return errStopPlay
	}
	return err
}

// only says which answer play took by itself, and why: the question has
// only that one, so it is not asked.
func (p *player) only(what string) {
	if p.io.Accessible {
		p.showHeader()
	}
	cmdutil.PrintErrLine(p.io, p.lang.Sprintf("play.only", what))
}
