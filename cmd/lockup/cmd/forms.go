package cmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"

	"charm.land/huh/v2"
	"github.com/charmbracelet/colorprofile"
)

// errFormInput is returned when a form's answers end in the middle of a
// question.
var errFormInput = fmt.Errorf("%w: the answers ended before the form was complete (a question was left unanswered); nothing was recorded from the unanswered question", ErrBadInput)

// runForm runs a form. huh's accessible prompts can panic when the input
// ends right after an answer they refused (they hand back the refused
// answer, then index a list with it); lockup never shows a player a stack
// trace, so such a panic becomes errFormInput.
func runForm(f *huh.Form) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errFormInput
		}
	}()
	return f.Run()
}

// setUpForm sets a form's mode and streams: accessible prompts or the
// interactive form, the answers from in, the prompts to out.
//
// huh v2 writes the titles of accessible prompts with the theme's colours
// whatever the output is, where huh v1 wrote them plain unless standard
// output was a colour terminal. The accessible prompts therefore go through
// a writer that fits the colours to the output: none off a terminal or with
// NO_COLOR, and the terminal's own profile otherwise. An interactive form
// writes to out itself: Bubble Tea needs the terminal, and fits the colours
// to it.
func (s *IOStreams) setUpForm(f *huh.Form, in io.Reader, out io.Writer) *huh.Form {
	if s.Accessible {
		profile := colorprofile.NoTTY
		if s.ColorEnabled() {
			profile = colorprofile.Detect(rawWriter(s.Out), os.Environ())
		}
		out = colourWriter{&colorprofile.Writer{Forward: out, Profile: profile}}
	} else {
		out = rawWriter(out)
	}
	return f.WithAccessible(s.Accessible).WithInput(in).WithOutput(out)
}

// colourWriter reports a write of p as len(p) bytes when all went well, as
// io.Writer requires: colorprofile's writer reports the bytes it passed on,
// fewer than it was given when it dropped colours.
type colourWriter struct{ w *colorprofile.Writer }

func (c colourWriter) Write(p []byte) (int, error) {
	if _, err := c.w.Write(p); err != nil {
		return 0, err
	}
	return len(p), nil
}

// question is one field of a form with the words it asks, so that a form
// whose answers end early can name the question they ended at.
type question struct {
	title string
	field huh.Field
}

// page is a group of questions shown together. A page is kept small enough
// that all of it, title and help included, fits a terminal of 80x24: a
// group taller than the terminal scrolls its focused field's title off the
// screen (huh draws one line more than the height it gives a group), and
// the player sees an answer without its question.
type page struct {
	title     string
	questions []question
	// hide, when set, skips the page while it reports true.
	hide func() bool
}

// maxPageQuestions is the most questions of one line of title and one of
// answer that a page holds: 5 take 14 lines, with the page's title, the
// help and huh's blank lines 18, which leaves room for a title or an error
// that wraps on a terminal of 80x24.
const maxPageQuestions = 5

// splitPage cuts a page of too many questions into pages of at most
// maxPageQuestions, as even as can be, each titled with its part ("1 of
// 2").
func splitPage(p page) []page {
	n := (len(p.questions) + maxPageQuestions - 1) / maxPageQuestions
	if n <= 1 {
		return []page{p}
	}
	out := make([]page, 0, n)
	qs := p.questions
	for i := range n {
		size := len(qs) / (n - i)
		out = append(out, page{title: fmt.Sprintf("%s (%d of %d)", p.title, i+1, n), questions: qs[:size], hide: p.hide})
		qs = qs[size:]
	}
	return out
}

// inputEndedError is returned when the accessible answers end before a
// question: huh would take the end as an empty answer (the question's
// default), and lockup never records an answer the player did not give.
type inputEndedError struct {
	question string
	// kept says what became of the answers given so far.
	kept string
}

func (e *inputEndedError) Error() string {
	return fmt.Sprintf("input ended at %q, before it was answered; %s", e.question, e.kept)
}

// BadInput marks the error as the player's input: exit code 2.
func (e *inputEndedError) BadInput() bool { return true }

// askPages asks the questions of pages: on a terminal as one form, a page
// at a time; in accessible mode one question at a time, so that an input
// that ends early is stopped at the question it ended at
// (*inputEndedError), and a page hidden by the answers before it is
// skipped (huh's accessible mode asks every group, hidden or not).
func (s *IOStreams) askPages(pages []page) error {
	if !s.Accessible {
		groups := make([]*huh.Group, 0, len(pages))
		for _, p := range pages {
			fields := make([]huh.Field, len(p.questions))
			for i, q := range p.questions {
				fields[i] = q.field
			}
			g := huh.NewGroup(fields...).Title(p.title)
			if p.hide != nil {
				g = g.WithHideFunc(p.hide)
			}
			groups = append(groups, g)
		}
		return runForm(s.setUpForm(huh.NewForm(groups...), s.FormInput(), s.ErrOut))
	}
	for _, p := range pages {
		if p.hide != nil && p.hide() {
			continue
		}
		for _, q := range p.questions {
			err := runForm(s.setUpForm(huh.NewForm(huh.NewGroup(q.field)), s.FormInput(), s.ErrOut))
			if err := s.InputProblem(); err != nil {
				return err
			}
			if s.InputEnded() || errors.Is(err, errFormInput) {
				return &inputEndedError{question: q.title}
			}
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// watchInterrupt runs stop, then ends lockup with exit code 130, if the
// player presses Ctrl-C while an accessible prompt waits: the terminal is
// not in raw mode then, Ctrl-C is a signal, and without this lockup would
// end without saying what it kept. (An interactive form reads Ctrl-C as a
// key and returns huh.ErrUserAborted.) The function returned ends the
// watch.
func (s *IOStreams) watchInterrupt(stop func()) (end func()) {
	if !s.Accessible {
		return func() {}
	}
	sig := make(chan os.Signal, 1)
	done := make(chan struct{})
	signal.Notify(sig, os.Interrupt)
	go func() {
		select {
		case <-sig:
			fmt.Fprintln(s.ErrOut)
			stop()
			os.Exit(exitCancelled)
		case <-done:
		}
	}()
	return func() {
		signal.Stop(sig)
		close(done)
	}
}
