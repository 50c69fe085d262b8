package cmdutil

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sync"

	tea "charm.land/bubbletea/v2"
	"charm.land/huh/v2"
	"github.com/charmbracelet/colorprofile"

	"github.com/lockup-companion/lockup/companion/rules"
)

// ErrFormInput is returned when a form's answers end in the middle of a
// question.
var ErrFormInput = fmt.Errorf("%w: the answers ended before the form was complete (a Question was left unanswered); nothing was recorded from the unanswered question", ErrBadInput)

// RunForm runs a form. huh's accessible prompts can panic when the input
// ends right after an answer they refused (they hand back the refused
// answer, then index a list with it); lockup never shows a player a stack
// trace, so such a panic becomes ErrFormInput.
func RunForm(f *huh.Form) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = ErrFormInput
		}
	}()
	return f.Run()
}

// SetUpForm sets a form's mode and streams: accessible prompts or the
// interactive form, the answers from in, the prompts to out.
//
// huh v2 writes the titles of accessible prompts with the theme's colours
// whatever the output is, where huh v1 wrote them plain unless standard
// output was a colour terminal. The accessible prompts therefore go through
// a writer that fits the colours to the output: none off a terminal or with
// NO_COLOR, and the terminal's own profile otherwise. An interactive form
// writes to out itself: Bubble Tea needs the terminal, and fits the colours
// to it.
func (s *IOStreams) SetUpForm(f *huh.Form, in io.Reader, out io.Writer) *huh.Form {
	if s.Accessible {
		profile := colorprofile.NoTTY
		if s.ColorEnabled() {
			profile = colorprofile.Detect(RawWriter(s.Out), os.Environ())
		}
		out = colourWriter{&colorprofile.Writer{Forward: out, Profile: profile}}
	} else {
		out = RawWriter(out)
		f.WithProgramOptions(tea.WithFilter(formFilter(func() *huh.Form { return f }, &s.typedAhead)))
	}
	return f.WithAccessible(s.Accessible).WithInput(in).WithOutput(out).WithTheme(formTheme)
}

// formTheme is huh's own theme (ThemeCharm), its styles made once for a
// dark and once for a light terminal: huh asks a field's theme for its
// styles at every redraw, and ThemeCharm builds them anew at each call.
var formTheme = func() huh.ThemeFunc {
	styles := [2]func() *huh.Styles{
		sync.OnceValue(func() *huh.Styles { return huh.ThemeCharm(false) }),
		sync.OnceValue(func() *huh.Styles { return huh.ThemeCharm(true) }),
	}
	return func(isDark bool) *huh.Styles {
		if isDark {
			return styles[1]()
		}
		return styles[0]()
	}
}()

// NewSelect is huh.NewSelect with the forms' theme (formTheme) given at
// once: a select without a theme builds huh.ThemeCharm anew for every
// option each time it measures its options (Options, and NewGroup drawing
// it), which took a sixth of the command tests' CPU time. SetUpForm gives
// the same theme to the whole form, so the form looks the same.
func NewSelect[T comparable]() *huh.Select[T] {
	s := huh.NewSelect[T]()
	s.WithTheme(formTheme)
	return s
}

// NewGroup is huh.NewGroup with the forms' theme given to its fields
// first, as NewSelect does: the group draws them once to measure itself.
func NewGroup(fields ...huh.Field) *huh.Group {
	for _, f := range fields {
		f.WithTheme(formTheme)
	}
	return huh.NewGroup(fields...)
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

// Question is one field of a form with the words it asks, so that a form
// whose answers end early can name the question they ended at.
type Question struct {
	// Title is the question's words, Field the field asking it.
	Title string
	Field huh.Field
}

// Page is a group of questions shown together. A page is kept small enough
// that all of it, title and help included, fits a terminal of 80x24: a
// group taller than the terminal scrolls its focused field's title off the
// screen (huh draws one line more than the height it gives a group), and
// the player sees an answer without its question.
type Page struct {
	// Title heads the page; Questions are asked on it.
	Title     string
	Questions []Question
	// Hide, when set, skips the page while it reports true.
	Hide func() bool
}

// MaxPageQuestions is the most questions of one line of title and one of
// answer that a page holds: 5 take 14 lines, with the page's title, the
// help and huh's blank lines 18, which leaves room for a title or an error
// that wraps on a terminal of 80x24.
const MaxPageQuestions = 5

// SplitPage cuts a page of too many questions into pages of at most
// MaxPageQuestions, as even as can be, each titled with its part ("1 of
// 2").
func SplitPage(p Page) []Page {
	n := (len(p.Questions) + MaxPageQuestions - 1) / MaxPageQuestions
	if n <= 1 {
		return []Page{p}
	}
	out := make([]Page, 0, n)
	qs := p.Questions
	for i := range n {
		size := len(qs) / (n - i)
		out = append(out, Page{Title: fmt.Sprintf("%s (%d of %d)", p.Title, i+1, n), Questions: qs[:size], Hide: p.Hide})
		qs = qs[size:]
	}
	return out
}

// InputEndedError is returned when the accessible answers end before a
// question: huh would take the end as an empty answer (the question's
// default), and lockup never records an answer the player did not give.
type InputEndedError struct {
	// Question is the question the answers ended at.
	Question string
	// Kept says what became of the answers given so far.
	Kept string
}

func (e *InputEndedError) Error() string {
	return fmt.Sprintf("input ended at %q, before it was answered; %s", e.Question, e.Kept)
}

// BadInput marks the error as the player's input: exit code 2.
func (e *InputEndedError) BadInput() bool { return true }

// AskPages asks the questions of pages: on a terminal as one form, a page
// at a time; in accessible mode one question at a time, so that an input
// that ends early is stopped at the question it ended at
// (*InputEndedError), and a page hidden by the answers before it is
// skipped (huh's accessible mode asks every group, hidden or not).
func (s *IOStreams) AskPages(pages []Page) error {
	if !s.Accessible {
		groups := make([]*huh.Group, 0, len(pages))
		for _, p := range pages {
			fields := make([]huh.Field, len(p.Questions))
			for i, q := range p.Questions {
				fields[i] = q.Field
			}
			g := NewGroup(fields...).Title(p.Title)
			if p.Hide != nil {
				g = g.WithHideFunc(p.Hide)
			}
			groups = append(groups, g)
		}
		return RunForm(s.SetUpForm(huh.NewForm(groups...), s.FormInput(), s.ErrOut))
	}
	for _, p := range pages {
		if p.Hide != nil && p.Hide() {
			continue
		}
		for _, q := range p.Questions {
			err := RunForm(s.SetUpForm(huh.NewForm(NewGroup(q.Field)), s.FormInput(), s.ErrOut))
			if err := s.InputProblem(); err != nil {
				return err
			}
			if s.InputEnded() || errors.Is(err, ErrFormInput) {
				return &InputEndedError{Question: q.Title}
			}
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// WatchInterrupt runs stop, then ends lockup with exit code 130, if the
// player presses Ctrl-C while an accessible prompt waits: the terminal is
// not in raw mode then, Ctrl-C is a signal, and without this lockup would
// end without saying what it kept. (An interactive form reads Ctrl-C as a
// key and returns huh.ErrUserAborted.) The function returned ends the
// watch.
func (s *IOStreams) WatchInterrupt(stop func()) (end func()) {
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
			os.Exit(ExitCancelled)
		case <-done:
		}
	}()
	return func() {
		signal.Stop(sig)
		close(done)
	}
}

// ResourceOptions offers the four resources, in the rules' order, for a form's
// select.
func ResourceOptions() []huh.Option[rules.Resource] {
	out := make([]huh.Option[rules.Resource], len(rules.AllResources))
	for i, k := range rules.AllResources {
		out[i] = huh.NewOption(k.String(), k)
	}
	return out
}
