package cmdutil

import (
	"errors"
	"testing"

	tea "charm.land/bubbletea/v2"
	"charm.land/huh/v2"
)

// TestFormChainBackFromAWrongAnswer: going back (shift+tab) from a page
// whose answer is wrong is refused by huh, which had already taken the
// focus from the field; keepFocusOnBack gives it back, so the keys typed next
// mend the answer instead of reaching no field (the form looked frozen
// until Ctrl-C).
func TestFormChainBackFromAWrongAnswer(t *testing.T) {
	first, second := "", "bad"
	form := huh.NewForm(
		huh.NewGroup(huh.NewInput().Title("first").Value(&first)),
		huh.NewGroup(huh.NewInput().Title("second").Value(&second).Validate(func(s string) error {
			if s == "bad" {
				return errors.New("not that")
			}
			return nil
		})),
	)
	filter := keepFocusOnBack(func() *huh.Form { return form })
	send := func(msg tea.Msg) { form.Update(filter(nil, msg)) }
	form.Init()
	form.NextGroup() // on the second page
	field := form.GetFocusedField()
	send(huh.PrevField()) // what shift+tab sends
	form.PrevGroup()      // refused: the page has an error
	if got := form.GetFocusedField(); got != field {
		t.Fatalf("the form left the page with a wrong answer")
	}
	send(tea.KeyPressMsg{Code: 'x', Text: "x"})
	if got := field.GetValue(); got != "badx" {
		t.Errorf("after going back was refused, typing x gave %q, want %q: the field had lost the focus", got, "badx")
	}
}
