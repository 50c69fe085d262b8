package rules

import (
	"errors"
	"strings"

	"github.com/lockup-companion/lockup/companion/terms"
)

// What lockup rules says about a lookup, in the reader's language.

// UnknownTopicIn says in the reader's language that a topic is unknown,
// naming the closest; any other error is returned as it is.
func UnknownTopicIn(err error, tl terms.Lang) error {
	var unknown *UnknownTopicError
	if tl == terms.En || !errors.As(err, &unknown) {
		return err
	}
	msg := tl.Sprintf("rules.no-topic", strings.TrimSpace(unknown.Query))
	switch {
	case strings.TrimSpace(unknown.Query) == "":
		msg = tl.Sprintf("rules.no-topic-given", terms.Hint{Kind: terms.HintRules})
	case len(unknown.Closest) > 0:
		msg = tl.Sprintf("rules.no-topic-closest", strings.TrimSpace(unknown.Query), strings.Join(unknown.Closest, ", "))
	}
	return &translatedError{msg: msg, err: err}
}

// translatedError is an error printed in the reader's language, wrapping
// the English one (for errors.Is and the exit code).
type translatedError struct {
	msg string
	err error
}

func (e *translatedError) Error() string { return e.msg }

func (e *translatedError) Unwrap() error { return e.err }

// EntriesMention says how many entries mention the words of a query: "1
// entry mentions "x"", "3 entries mention "x"".
func EntriesMention(tl terms.Lang, n int, query string) string {
	if n == 1 {
		return tl.Sprintf("rules.entry-mentions", query)
	}
	return tl.Sprintf("rules.entries-mention", n, query)
}
