package cmdutil

import (
	"errors"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// ErrorIn returns an error's message in a language: a rule's refusal
// (*rules.RuleError) inside it is said in that language (rules.RefusalIn), with
// the "refused: " before it; the rest of the message as it is. English is err.Error() unchanged.
func ErrorIn(err error, lang terms.Lang) string {
	msg := err.Error()
	if lang == terms.En {
		return msg
	}
	var re *rules.RuleError
	if !errors.As(err, &re) {
		return msg
	}
	en := re.Error()
	i := strings.Index(msg, en)
	if i < 0 {
		return msg
	}
	prefix := msg[:i]
	if p, ok := strings.CutSuffix(prefix, "refused: "); ok {
		prefix = p + lang.Sprintf("refusal.refused")
	}
	return prefix + rules.RefusalIn(re, lang) + msg[i+len(en):]
}
