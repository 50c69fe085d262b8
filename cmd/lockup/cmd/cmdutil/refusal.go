package cmdutil

import (
	"errors"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// ErrorIn returns an error's message in a language: a rule's refusal
// (*rules.RuleError) inside it is said in that language (RefusalIn), with
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
	return prefix + RefusalIn(re, lang) + msg[i+len(en):]
}

// RefusalIn says a rule's refusal in a language: the problem and what is
// allowed from the message catalog where the refusal has a key (with the
// reader's terms for its locations and tokens), the frame ("allowed:")
// from the catalog, and the rule's passage cited in the reader's book
// (rules.Source.Equivalent, by the section title as that book prints it),
// else in the book the rule comes from, its title in the reader's
// language. A problem without a key is the English text, marked "(en
// inglés)" or "（英文）", as is one whose key's English no longer matches
// the refusal's own (the catalog is never trusted over the rules).
func RefusalIn(e *rules.RuleError, lang terms.Lang) string {
	if lang == terms.En {
		return e.Error()
	}
	problem, translated := keyedText(lang, e.ProblemKey, e.ProblemArgs, e.Problem)
	if !translated {
		problem = lang.Sprintf("refusal.in-english", problem)
	}
	msg := problem
	if e.Allowed != "" {
		allowed, ok := keyedText(lang, e.AllowedKey, e.AllowedArgs, e.Allowed)
		if !ok && translated {
			allowed = lang.Sprintf("refusal.in-english", allowed)
		}
		msg = lang.Sprintf("refusal.allowed", msg, allowed)
	}
	if e.Rule.Book != rules.NoBook {
		rl := rules.Language(lang)
		src := e.Rule
		if eq, ok := src.Equivalent(rl); ok {
			src = eq
		}
		msg = lang.Sprintf("refusal.cited", msg, src.In(rl))
	}
	return msg
}

// keyedText is a refusal's text in lang from its catalog key, and true;
// or the English, and false, when there is no key or the catalog's
// English with these arguments is not the refusal's English.
func keyedText(lang terms.Lang, key string, args []any, english string) (string, bool) {
	if key == "" || terms.En.Sprintf(key, args...) != english {
		return english, false
	}
	local := make([]any, len(args))
	for i, a := range args {
		switch v := a.(type) {
		case rules.Location:
			local[i] = lang.Word(v.Slug())
		case rules.Token:
			local[i] = lang.Word(v.String())
		default:
			local[i] = termIn(lang, a)
		}
	}
	return lang.Sprintf(key, local...), true
}
