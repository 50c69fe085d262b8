package cmd

import (
	"fmt"

	"github.com/charmbracelet/huh"
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
