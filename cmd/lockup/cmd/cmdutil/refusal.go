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
		local[i] = termIn(lang, a)
	}
	return lang.Sprintf(key, local...), true
}

// termIn is a refusal's argument in lang: a term of the game (location,
// token, resource, goon type, guard card and its colour, difficulty level,
// icon, location card) by the glossary's word for it, a
// fixed phrase (rules.Phrase) and a reward tier and a seat by the catalog's, cubes of
// resources counted in the reader's words; anything else (names, numbers,
// what a player types) as it is.
func termIn(lang terms.Lang, a any) any {
	switch v := a.(type) {
	case rules.Location:
		return lang.Word(v.Slug())
	case rules.Token:
		return lang.Word(v.String())
	case rules.Resource:
		return lang.Word(v.String())
	case rules.GoonType:
		return lang.Word(v.String())
	case rules.Colour:
		return lang.Word(v.String())
	case rules.Difficulty:
		return lang.Word(v.String())
	case rules.EffectKind:
		if v.Slug() == "" {
			return v.String()
		}
		return lang.Word(v.Slug())
	case rules.LocationCard:
		if v.Slug() == "" {
			return v.String()
		}
		return lang.Word(v.Slug())
	case rules.Seat:
		if v < 0 {
			return lang.Sprintf("refusal.no-seat")
		}
		return lang.Sprintf("refusal.seat", int(v)+1)
	case rules.Tier:
		return lang.Sprintf("refusal.tier." + v.String())
	case rules.Phrase:
		return lang.Sprintf(v.Key)
	case rules.GuardCard:
		return guardCardIn(lang, v)
	case rules.Resources:
		return resourcesIn(lang, v)
	case rules.Cost:
		return costIn(lang, v)
	}
	return a
}

// guardCardIn says a guard card as GuardCard.String does, in lang.
func guardCardIn(lang terms.Lang, c rules.GuardCard) string {
	var s string
	switch {
	case !c.Known():
		return lang.Sprintf("refusal.card.face-down")
	case c.Colour == rules.NoColour:
		s = lang.Sprintf("refusal.card.strength", c.Strength)
	default:
		s = lang.Sprintf("refusal.card", lang.Word(c.Colour.String()), c.Strength)
	}
	if c.Special {
		s = lang.Sprintf("refusal.card.special", s)
	}
	return s
}

// costIn says a cost as Cost.String does ("2 iron, 1 any", "none"), in
// lang.
func costIn(lang terms.Lang, c rules.Cost) string {
	parts := resourceParts(lang, c.Resources)
	if c.Any != 0 {
		parts = append(parts, lang.Sprintf("refusal.cubes-any", c.Any))
	}
	return joinParts(lang, parts)
}

// resourcesIn says cubes of resources as Resources.String does ("1 scrap,
// 2 potions", "none"), in lang.
func resourcesIn(lang terms.Lang, rs rules.Resources) string {
	return joinParts(lang, resourceParts(lang, rs))
}

// resourceParts says each resource's count, leaving out zeros.
func resourceParts(lang terms.Lang, rs rules.Resources) []string {
	var parts []string
	for _, r := range rules.AllResources {
		if n := rs.Of(r); n != 0 {
			parts = append(parts, lang.Sprintf("refusal.cubes-of", n, lang.Word(r.String())))
		}
	}
	return parts
}

// joinParts joins counts as a list, "none" when there is none.
func joinParts(lang terms.Lang, parts []string) string {
	if len(parts) == 0 {
		return lang.Sprintf("refusal.none")
	}
	return strings.Join(parts, lang.Sprintf("refusal.list-sep"))
}
