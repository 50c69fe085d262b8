package cmdutil

import (
	"errors"
	"fmt"
	"io"

	tea "charm.land/bubbletea/v2"
	"charm.land/huh/v2"
)

// RunForms asks first, then each form next builds from the answers so far,
// until next returns nil. On a terminal the forms run in one Bubble Tea
// program: Bubble Tea programs run one after another on the same terminal
// lose keys typed in the first second of the next one (the reader of the
// program before still takes one), which a player typing ahead would see
// as a letter or an Enter gone. In accessible mode each form asks in turn.
// A form left with Ctrl-C returns huh.ErrUserAborted.
func RunForms(ios *IOStreams, in io.Reader, out io.Writer, first *huh.Form, next func() (*huh.Form, error)) error {
	if ios.Accessible {
		for f := first; f != nil; {
			if err := RunForm(ios.SetUpForm(f, in, out).WithShowHelp(false)); err != nil {
				return err
			}
			var err error
			if f, err = next(); err != nil {
				return err
			}
		}
		return nil
	}
	c := &formChain{form: first, next: next}
	_, err := tea.NewProgram(c, tea.WithInput(in), tea.WithOutput(RawWriter(out)), tea.WithFilter(formFilter(func() *huh.Form { return c.form }, &ios.typedAhead))).Run()
	switch {
	case c.aborted || errors.Is(err, tea.ErrInterrupted):
		return huh.ErrUserAborted
	case err != nil:
		return fmt.Errorf("form: %w", err)
	}
	return c.err
}

// formChain is the Bubble Tea model of RunForms: the form being asked,
// and how to build the next one.
type formChain struct {
	form    *huh.Form
	next    func() (*huh.Form, error)
	err     error
	aborted bool
	// size is the terminal's, given to each form as it starts: a form
	// sizes its questions to it (and would show its first screen unwrapped
	// until it learned it).
	size *tea.WindowSizeMsg
}

// formDone says the form being asked was answered.
type formDone struct{}

func (c *formChain) Init() tea.Cmd { return c.start() }

// start readies the form being asked: answered, it says so to the chain;
// left with Ctrl-C, it ends the program.
func (c *formChain) start() tea.Cmd {
	c.form.WithShowHelp(true)
	c.form.SubmitCmd = func() tea.Msg { return formDone{} }
	c.form.CancelCmd = func() tea.Msg {
		c.aborted = true
		return tea.QuitMsg{}
	}
	cmd := c.form.Init()
	if c.size != nil {
		c.form.Update(*c.size)
	}
	return cmd
}

func (c *formChain) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if size, ok := msg.(tea.WindowSizeMsg); ok {
		c.size = &size
	}
	if _, ok := msg.(formDone); ok {
		f, err := c.next()
		if err != nil || f == nil {
			c.err = err
			return c, tea.Quit
		}
		c.form = f
		return c, c.start()
	}
	m, cmd := c.form.Update(msg)
	if f, ok := m.(*huh.Form); ok {
		c.form = f
	}
	return c, cmd
}

func (c *formChain) View() tea.View { return tea.NewView(c.form.View()) }

// keepFocusOnBack is the Bubble Tea filter of every interactive form. Going
// back (shift+tab) from a page's first field, huh takes the focus from the
// field, then refuses the page before while this page's answers are
// wrong: no field kept the focus, so no key reached the form again and it
// looked frozen until Ctrl-C. The filter sees the field left at the next
// message and, when the form stayed on it with an error, gives it the
// focus back, its error shown, so the player mends the answer there. form
// returns the form being asked.
func keepFocusOnBack(form func() *huh.Form) func(tea.Model, tea.Msg) tea.Msg {
	var left huh.Field // the field a PrevField message left, until the next message
	return func(_ tea.Model, msg tea.Msg) tea.Msg {
		f := form()
		if left != nil {
			if f.GetFocusedField() == left && len(f.Errors()) > 0 {
				left.Focus() // its command only starts the cursor blinking
			}
			left = nil
		}
		if msg == huh.PrevField() {
			left = f.GetFocusedField()
		}
		return msg
	}
}
