package input

// A form's questions as data: which questions a board (a crew's, a
// prison's squares, a card) takes given the answers before, their titles,
// their syntax and the rules they are checked by. The command builds each
// question's field from this once (one builder for every form), runs the
// pages and prints; nothing here touches a terminal.

// FormKind is how a question is answered.
type FormKind int

const (
	// Typed is a line of text, read by the question's Check.
	Typed FormKind = iota
	// YesNo is yes or no.
	YesNo
	// Choice is one of the question's Options.
	Choice
)

// FormQuestion is one question.
type FormQuestion struct {
	Title string
	Kind  FormKind
	// Placeholder is shown in an empty Typed answer.
	Placeholder string
	// Text is where a Typed or Choice answer goes, Flag a YesNo one.
	Text *string
	Flag *bool
	// Options are a Choice's answers, Inline shows them on one line.
	Options []FormOption
	Inline  bool
	// Check, when set, refuses an answer with the player's words.
	Check func(string) error
}

// FormOption is one answer of a Choice: its label and the value kept.
type FormOption struct{ Label, Value string }

// FormPage is a group of questions asked together; the command splits
// a page too tall for a terminal into parts, and leaves out a page with no
// question.
type FormPage struct {
	Title     string
	Questions []FormQuestion
	// Hide, when set, skips the page while it reports true.
	Hide func() bool
}

// typedQ is a Typed question whose answer is read by check.
func typedQ(title, placeholder string, value *string, check func(string) error) FormQuestion {
	return FormQuestion{Title: title, Placeholder: placeholder, Text: value, Check: check}
}

// countQ is a whole number, empty for 0.
func countQ(title string, value *string) FormQuestion {
	return typedQ(title, "0", value, countSyntax)
}

// yesNoQ is a YesNo question.
func yesNoQ(title string, value *bool) FormQuestion {
	return FormQuestion{Title: title, Kind: YesNo, Flag: value}
}

// choiceQ is a Choice question, its options on one line when inline.
func choiceQ(title string, value *string, inline bool, options ...FormOption) FormQuestion {
	return FormQuestion{Title: title, Kind: Choice, Text: value, Options: options, Inline: inline}
}

// options are answers whose label is their value.
func options(values ...string) []FormOption {
	out := make([]FormOption, len(values))
	for i, v := range values {
		out[i] = FormOption{v, v}
	}
	return out
}
