package cmdutil

import (
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// termIn is a refusal's argument in lang: a term of the game (location,
// token, resource, goon type, guard card and its
// colour, difficulty level, icon, location card) by the glossary's word
// for it; a fixed phrase (rules.Phrase), a reward tier and a seat by the
// catalog's; cubes of resources and a cost counted in the reader's words;
// anything else (names, numbers, what a player types) as it is.
func termIn(lang terms.Lang, a any) any {
	switch v := a.(type) {
	case rules.Resource:
		return wordIn(lang, v.String(), "refusal.no-resource")
	case rules.GoonType:
		return wordIn(lang, v.String(), "refusal.no-goon-type")
	case rules.Colour:
		return wordIn(lang, v.String(), "refusal.no-colour")
	case rules.Difficulty:
		return wordIn(lang, v.String(), "refusal.no-difficulty")
	case rules.EffectKind:
		return wordIn(lang, v.Slug(), "refusal.no-effect")
	case rules.LocationCard:
		return wordIn(lang, v.Slug(), "refusal.no-location-card")
	case rules.Seat:
		if v < 0 {
			return lang.Sprintf("refusal.no-seat")
		}
		return lang.Sprintf("refusal.seat", int(v)+1)
	case rules.Tier:
		return lang.Sprintf("refusal.tier." + v.String())
	case rules.Phrase:
		args := make([]any, len(v.Args))
		for i, a := range v.Args {
			args[i] = termIn(lang, a)
		}
		return lang.Sprintf(v.Key, args...)
	case rules.Location:
		return lang.Word(v.Slug())
	case rules.Token:
		return lang.Word(v.String())
	case rules.GuardCard:
		return rules.GuardCardIn(lang, v)
	case rules.Resources:
		return rules.ResourcesIn(lang, v)
	case rules.Cost:
		return rules.CostIn(lang, v)
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
