package cmd

import (
	"fmt"
	"io"
	"os"

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
			profile = colorprofile.Detect(s.Out, os.Environ())
		}
		out = colourWriter{&colorprofile.Writer{Forward: out, Profile: profile}}
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
