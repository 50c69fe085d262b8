package cmdutil

import (
	"errors"
	"reflect"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/huh/v2"
)

// formLoop stands in for Bubble Tea's event loop around a form: messages
// are taken in turn, each through the forms' filter (formFilter), and what
// a command sends comes after every message already waiting, as keys typed
// ahead are already waiting when huh's command that moves the focus sends
// its message. A command that sends nothing within a moment (the cursor's
// blink) is left out.
type formLoop struct {
	form   *huh.Form
	filter func(tea.Model, tea.Msg) tea.Msg
	queue  []tea.Msg
	// quit says the program ended (the form answered, as huh's Run
	// quits then): what is still queued is lost.
	quit bool
}

// newFormLoop starts f, answering it quits (as huh's Run does); carry is
// shared by the forms of one terminal (IOStreams' typedAhead).
func newFormLoop(f *huh.Form, carry *[]tea.Msg) *formLoop {
	l := &formLoop{form: f}
	f.SubmitCmd = tea.Quit
	l.filter = formFilter(func() *huh.Form { return l.form }, carry)
	l.exec(f.Init())
	l.drain()
	return l
}

// typed puts msgs in the queue at once, then takes every message until none
// is left.
func (l *formLoop) typed(msgs ...tea.Msg) {
	l.queue = append(l.queue, msgs...)
	l.drain()
}

func (l *formLoop) drain() {
	for len(l.queue) > 0 && !l.quit {
		msg := l.filter(nil, l.queue[0])
		l.queue = l.queue[1:]
		if msg == nil {
			continue
		}
		if _, ok := msg.(tea.QuitMsg); ok {
			l.quit = true
			return
		}
		if b, ok := msg.(tea.BatchMsg); ok {
			l.exec(b...)
			continue
		}
		m, cmd := l.form.Update(msg)
		l.form = m.(*huh.Form)
		l.exec(cmd)
	}
}

// exec runs commands and queues what they send; batches and sequences are
// run command by command.
func (l *formLoop) exec(cmds ...tea.Cmd) {
	for _, cmd := range cmds {
		if cmd == nil {
			continue
		}
		sent := make(chan tea.Msg, 1)
		go func() { sent <- cmd() }()
		var msg tea.Msg
		select {
		case msg = <-sent:
		case <-time.After(100 * time.Millisecond):
			continue
		}
		if v := reflect.ValueOf(msg); v.Kind() == reflect.Slice && v.Type().Elem() == reflect.TypeFor[tea.Cmd]() {
			for i := range v.Len() {
				l.exec(v.Index(i).Interface().(tea.Cmd))
			}
			continue
		}
		if msg != nil {
			l.queue = append(l.queue, msg)
		}
	}
}

// keys are the key presses of text, one a character.
func keys(text string) []tea.Msg {
	var out []tea.Msg
	for _, r := range text {
		out = append(out, tea.KeyPressMsg{Code: r, Text: string(r)})
	}
	return out
}

var (
	enter    = tea.KeyPressMsg{Code: tea.KeyEnter}
	shiftTab = tea.KeyPressMsg{Code: tea.KeyTab, Mod: tea.ModShift}
)

// TestTypeAhead: keys typed while the form moves its focus reach the field
// they were typed for, in order: after Enter, after y on a yes-or-no
// question, and when another field of the page shows an error (left by
// going back from it empty).
func TestTypeAhead(t *testing.T) {
	t.Parallel()
	required := func(s string) error {
		if s == "" {
			return errors.New("required")
		}
		return nil
	}
	for _, tc := range []struct {
		name   string
		steps  [][]tea.Msg // each typed at once, the form settling between
		x, y   string
		yes    bool
		twoPgs bool
	}{
		{name: "one page", steps: [][]tea.Msg{append(append(keys("ab"), enter), keys("cd")...)}, x: "ab", y: "cd"},
		{name: "error left on the next field", steps: [][]tea.Msg{
			append(keys("x"), enter), {shiftTab}, append(append([]tea.Msg{enter}, keys("yy")...), enter),
		}, x: "x", y: "yy"},
		{name: "yes, then the next page", twoPgs: true, steps: [][]tea.Msg{
			append(append(append(keys("ab"), enter), keys("y")...), keys("cd")...),
		}, x: "ab", y: "cd", yes: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var x, y string
			var yes bool
			groups := []*huh.Group{huh.NewGroup(huh.NewInput().Title("X").Value(&x), huh.NewInput().Title("Y").Value(&y).Validate(required))}
			if tc.twoPgs {
				groups = []*huh.Group{
					huh.NewGroup(huh.NewInput().Title("X").Value(&x), huh.NewConfirm().Title("Sure?").Value(&yes)),
					huh.NewGroup(huh.NewInput().Title("Y").Value(&y)),
				}
			}
			var carry []tea.Msg
			l := newFormLoop(huh.NewForm(groups...), &carry)
			for _, s := range tc.steps {
				l.typed(s...)
			}
			if x != tc.x || y != tc.y || yes != tc.yes {
				t.Errorf("X %q, Y %q, yes %v; want %q, %q, %v", x, y, yes, tc.x, tc.y, tc.yes)
			}
		})
	}
}

// TestTypeAheadNextForm: keys typed ahead past the end of a form (lockup
// play asks each question as a form of its own) reach the next form, in
// order, before keys typed once it has started; none reaches the form
// answered.
func TestTypeAheadNextForm(t *testing.T) {
	t.Parallel()
	var carry []tea.Msg
	var pick, x, y string
	first := huh.NewForm(huh.NewGroup(huh.NewSelect[string]().Options(huh.NewOptions("assign", "pass")...).Value(&pick)))
	l := newFormLoop(first, &carry)
	l.typed(append([]tea.Msg{enter, tea.KeyPressMsg{Code: tea.KeyDown}, enter}, keys("ab")...)...)
	if pick != "assign" || !l.quit {
		t.Fatalf("the first form: %q (ended %v); want assign", pick, l.quit)
	}
	next := newFormLoop(huh.NewForm(huh.NewGroup(
		huh.NewSelect[string]().Options(huh.NewOptions("yard", "sewers")...).Value(&x),
		huh.NewInput().Value(&y))), &carry)
	next.typed(keys("c")...)
	if x != "sewers" || y != "abc" || len(carry) != 0 {
		t.Errorf("the next form: %q, %q, %d keys left; want sewers, abc, none", x, y, len(carry))
	}
}

// TestTypeAheadAborted: a form left with Ctrl-C carries no key to the next
// form; a Ctrl-C typed ahead past the last answer leaves the next form.
func TestTypeAheadAborted(t *testing.T) {
	t.Parallel()
	ctrlC := tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}
	var carry []tea.Msg
	var x string
	f := huh.NewForm(huh.NewGroup(huh.NewInput().Value(&x), huh.NewInput()))
	l := newFormLoop(f, &carry)
	f.CancelCmd = tea.Quit
	l.typed(append(append(keys("a"), enter, ctrlC), keys("bc")...)...)
	if f.State != huh.StateAborted || len(carry) != 0 {
		t.Fatalf("Ctrl-C typed ahead: state %v, %d keys carried; want aborted, none", f.State, len(carry))
	}
	var pick string
	first := huh.NewForm(huh.NewGroup(huh.NewSelect[string]().Options(huh.NewOptions("assign", "pass")...).Value(&pick)))
	l = newFormLoop(first, &carry)
	l.typed(enter, ctrlC)
	next := huh.NewForm(huh.NewGroup(huh.NewInput()))
	next.CancelCmd = tea.Quit
	newFormLoop(next, &carry)
	if pick != "assign" || next.State != huh.StateAborted || len(carry) != 0 {
		t.Errorf("answered, then Ctrl-C typed ahead: %q, the next form %v, %d keys left; want assign, aborted, none", pick, next.State, len(carry))
	}
}
