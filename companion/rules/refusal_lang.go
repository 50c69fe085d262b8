package rules

import (
	"strings"

	"github.com/lockup-companion/lockup/companion/terms"
)

// RefusalIn says a rule's refusal in a language: the problem and what is
// allowed from the message catalog where the refusal has a key (with the
// reader's terms for its locations and tokens), the frame ("allowed:")
// from the catalog, and the rule's passage cited in the reader's book
// (Source.Equivalent, by the section title as that book prints it),
// else in the book the rule comes from, its title in the reader's
// language. A problem without a key is the English text, marked "(en
// inglés)" or "（英文）", as is one whose key's English no longer matches
// the refusal's own (the catalog is never trusted over the rules).
func RefusalIn(e *RuleError, lang terms.Lang) string {
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
	if e.Rule.Book != NoBook {
		rl := Language(lang)
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
		local[i] = termIn(lang, a)
	}
	return lang.Sprintf(key, local...), true
}

// termIn is a refusal's argument in lang: a term of the game (location,
// token, resource, goon type, guard card and its
// colour, difficulty level, icon, location card) by the glossary's word
// for it; a fixed phrase (Phrase), a reward tier and a seat by the
// catalog's; cubes of resources and a cost counted in the reader's words;
// anything else (names, numbers, what a player types) as it is.
func termIn(lang terms.Lang, a any) any {
	switch v := a.(type) {
	case Resource:
		return wordIn(lang, v.String(), "refusal.no-resource")
	case GoonType:
		return wordIn(lang, v.String(), "refusal.no-goon-type")
	case Colour:
		return wordIn(lang, v.String(), "refusal.no-colour")
	case Difficulty:
		return wordIn(lang, v.String(), "refusal.no-difficulty")
	case EffectKind:
		return wordIn(lang, v.Slug(), "refusal.no-effect")
	case LocationCard:
		return wordIn(lang, v.Slug(), "refusal.no-location-card")
	case Seat:
		if v < 0 {
			return lang.Sprintf("refusal.no-seat")
		}
		return lang.Sprintf("refusal.seat", int(v)+1)
	case Tier:
		return lang.Sprintf("refusal.tier." + v.String())
	case Phrase:
		args := make([]any, len(v.Args))
		for i, a := range v.Args {
			args[i] = termIn(lang, a)
		}
		return lang.Sprintf(v.Key, args...)
	case Location:
		return lang.Word(v.Slug())
	case Token:
		return lang.Word(v.String())
	case GuardCard:
		return GuardCardIn(lang, v)
	case Resources:
		return ResourcesIn(lang, v)
	case Cost:
		return CostIn(lang, v)
	}
	return a
}

// wordIn is the glossary's word for a term in lang, or the catalog's
// message noneKey for a value that is no term ("no colour", "", what
// String and Slug give a value out of range).
func wordIn(lang terms.Lang, id, noneKey string) string {
	if id == "" || strings.HasPrefix(id, "no ") {
		return lang.Sprintf(noneKey)
	}
	return lang.Word(id)
}
