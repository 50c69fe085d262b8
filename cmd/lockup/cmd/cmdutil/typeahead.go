package cmdutil

import (
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/huh/v2"
)

// formFilter is the Bubble Tea filter of every interactive form: it keeps
// keys typed ahead in order (typeAhead), then keeps the focus on a field
// left with an error (keepFocusOnBack). form returns the form being asked;
// carry holds the keys one form answered held back for the next
// (IOStreams' typedAhead).
func formFilter(form func() *huh.Form, carry *[]tea.Msg) func(tea.Model, tea.Msg) tea.Msg {
	ahead := &typeAhead{form: form, carry: carry}
	back := keepFocusOnBack(form)
	return func(m tea.Model, msg tea.Msg) tea.Msg {
		if msg = ahead.filter(msg); msg == nil {
			return nil
		}
		return back(m, msg)
	}
}

// typeAhead holds back the keys typed while the form moves to another
// field, and gives them to the field it moved to, or to the first field of
// the next form when the form was answered. huh moves the focus by a
// command: Enter on an answer sends a message that moves it, and that
// message comes after the keys already typed. A player typing ahead (or
// keys sent at once) saw "Vera⏎Isaac⏎" answer "VeraI" and "saac", and in
// lockup play, which asks each question as a form of its own, a turn typed
// at once went to the question already answered ("Vera passes"). From a
// key that moves the focus (movesFocus) until it has moved (or the answer
// was refused, or the form was left), the keys wait in a queue, in order;
// they go on to the form one at a time when it has moved, or after
// typeAheadGiveUp if it never does. A form answered takes keys for
// typeAheadGrace more, then leaves its queue to the next form asked on the
// same terminal (IOStreams' typedAhead), which takes them first.
type typeAhead struct {
	form func() *huh.Form
	// moving says a key that moves the focus went to the form, from the
	// field from of the form fromForm, and the focus has not moved yet.
	moving   bool
	from     huh.Field
	fromForm *huh.Form
	// waited counts the ticks since the move started.
	waited int
	// queue holds the keys typed during a move, in order; ticking says a
	// tick is on its way. Whenever queue holds keys, a tick or enough
	// releases are on their way to let them go.
	queue   []tea.Msg
	ticking bool
	// carry holds the keys held when the form was answered, for the next
	// form's typeAhead; begun says this one has taken those left for it.
	carry *[]tea.Msg
	begun bool
	// ending says the form was answered and its program is about to end
	// (typeAheadGrace).
	ending bool
}

// releaseKey lets the first key of the queue go to the form; typeAheadTick
// checks whether the move is over.
type (
	releaseKey    struct{}
	typeAheadTick struct{}
)

// How often a move is checked, and for how long at most the keys wait:
// huh's move takes a message or two, well under a tick.
const (
	typeAheadTickEvery = 20 * time.Millisecond
	typeAheadGiveUp    = 15 // ticks
	// typeAheadGrace is how long a form answered keeps taking keys before
	// its program ends: far longer than Bubble Tea takes to turn the
	// bytes it has read into keys, too short for a player to notice.
	typeAheadGrace = 30 * time.Millisecond
)

func (h *typeAhead) filter(msg tea.Msg) tea.Msg {
	if !h.begun {
		h.begun = true
		if len(*h.carry) > 0 {
			// The keys held when the form before was answered go first,
			// in order, before any typed since.
			h.queue, *h.carry = *h.carry, nil
			switch msg.(type) {
			case tea.KeyPressMsg, tea.PasteMsg:
				h.queue = append(h.queue, msg)
			default:
				h.queue = append([]tea.Msg{msg}, h.queue...)
			}
			return h.releases()
		}
	}
	if h.moving && h.moved() {
		h.moving = false
	}
	switch msg.(type) {
	case tea.KeyPressMsg, tea.PasteMsg:
		if h.moving {
			h.queue = append(h.queue, msg)
			return h.tick()
		}
		if len(h.queue) > 0 {
			h.queue = append(h.queue, msg)
			return tea.BatchMsg{release}
		}
		h.start(msg)
		return msg
	case releaseKey:
		if h.moving || len(h.queue) == 0 {
			return h.tick()
		}
		k := h.queue[0]
		h.queue = h.queue[1:]
		h.start(k)
		return k
	case typeAheadTick:
		h.ticking = false
		if h.moving {
			if h.waited++; h.waited < typeAheadGiveUp {
				return h.tick()
			}
			h.moving = false
		}
		return h.releases()
	case tea.QuitMsg:
		if h.form().State != huh.StateCompleted {
			break
		}
		if !h.ending {
			// Answered: the program ends a moment later, so that keys
			// typed with the last answer, which its input may still hold,
			// reach the queue too.
			h.ending, h.moving, h.waited = true, true, 0
			return tea.BatchMsg{tea.Tick(typeAheadGrace, func(time.Time) tea.Msg { return tea.QuitMsg{} })}
		}
		// What the queue holds is the next form's.
		*h.carry, h.queue = append(*h.carry, h.queue...), nil
	}
	return msg
}

// releases lets every key of the queue go, one release each; nil when the
// queue is empty.
func (h *typeAhead) releases() tea.Msg {
	if len(h.queue) == 0 {
		return nil
	}
	r := make(tea.BatchMsg, len(h.queue))
	for i := range r {
		r[i] = release
	}
	return r
}

// start notes a move when key moves the focus (a paste never does).
func (h *typeAhead) start(key tea.Msg) {
	k, ok := key.(tea.KeyPressMsg)
	if !ok {
		return
	}
	f := h.form()
	if field := f.GetFocusedField(); field != nil && movesFocus(field, k.String()) {
		h.moving, h.waited = true, 0
		h.fromForm, h.from = f, field
	}
}

// movesFocus reports whether huh moves the focus from field when key is
// pressed on it (huh.NewDefaultKeyMap, which lockup's forms keep): Enter
// and Tab go on, Shift+Tab back, and on a yes-or-no question y and n
// answer it and go on.
func movesFocus(field huh.Field, key string) bool {
	switch key {
	case "enter", "tab", "shift+tab":
		return true
	case "y", "Y", "n", "N":
		_, yesNo := field.(*huh.Confirm)
		return yesNo
	}
	return false
}

// moved reports whether the move is over: another form or field has the
// focus, the answer of the field left was refused (an error elsewhere on
// the page, left by going back, is no refusal of this one), or the form
// was left with Ctrl-C. A form answered waits for the next form of
// RunForms (or its program ends): keys given to it in between would be
// dropped.
func (h *typeAhead) moved() bool {
	if h.ending {
		return false
	}
	f := h.form()
	return f != h.fromForm || f.GetFocusedField() != h.from || h.from.Error() != nil || f.State == huh.StateAborted
}

// tick sends a tick unless one is on its way; nil tells the program there
// is nothing to do now.
func (h *typeAhead) tick() tea.Msg {
	if h.ticking || len(h.queue) == 0 && !h.moving {
		return nil
	}
	h.ticking = true
	return tea.BatchMsg{tea.Tick(typeAheadTickEvery, func(time.Time) tea.Msg { return typeAheadTick{} })}
}

// release is the command that lets a key of the queue go.
func release() tea.Msg { return releaseKey{} }
