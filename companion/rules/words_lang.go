package rules

import (
	"strings"

	"github.com/lockup-companion/lockup/companion/terms"
)

// The words that put a list together in a language, with one home for every
// part of lockup (issue 24): the catalog's "list.*" messages.

// ListIn joins parts with the language's list separator: "a, b, c" in
// English and Spanish, "a、b、c" in Chinese.
func ListIn(l terms.Lang, parts []string) string {
	return strings.Join(parts, l.Sprintf("list.sep"))
}

// AndIn joins parts as "a, b and c" in a language; one part as it is, none
// as "".
func AndIn(l terms.Lang, parts []string) string {
	return lastIn(l, "list.and", parts)
}

// OrIn joins parts as "a, b or c" in a language; one part as it is, none
// as "".
func OrIn(l terms.Lang, parts []string) string {
	return lastIn(l, "list.or", parts)
}

// lastIn joins parts with the separator and, before the last, key's word.
func lastIn(l terms.Lang, key string, parts []string) string {
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return l.Sprintf(key, ListIn(l, parts[:len(parts)-1]), parts[len(parts)-1])
}

// NameIn names a side as a player says it: a crew by its name, the
// guards of a solitary game by the glossary's word in Spanish and Chinese
// ("guards" in English).
func NameIn(l terms.Lang, name string) string {
	if l != terms.En && name == Guards {
		return l.Word("guards")
	}
	return name
}

// ResourceIn names a resource in a language: the glossary's term
// ("hierro"), the English word (Resource.String) in English.
func ResourceIn(l terms.Lang, r Resource) string { return englishOr(l, r.String()) }

// DifficultyIn names a solitary difficulty level in a language: the
// glossary's term ("Exigente"), the flag's word in English ("challenging").
func DifficultyIn(l terms.Lang, d Difficulty) string { return englishOr(l, d.String()) }

// ColourIn names a guard card colour in a language.
func ColourIn(l terms.Lang, c Colour) string { return englishOr(l, c.String()) }

// englishOr is the glossary's term for an English word in a language other
// than English, the word itself in English.
func englishOr(l terms.Lang, en string) string {
	if l == terms.En {
		return en
	}
	return l.Word(en)
}

// LocationIn names a location in a language: the glossary's term, the
// English name (Location.String) in English or where the glossary has none.
func LocationIn(l terms.Lang, loc Location) string {
	if l == terms.En {
		return loc.String()
	}
	if w := l.Word(loc.Slug()); w != loc.Slug() {
		return w
	}
	return loc.String()
}

// TunnelIn names a tunnel marker in a language: "single" in English, the
// glossary's whole term otherwise ("túnel simple").
func TunnelIn(l terms.Lang, t Tunnel) string {
	if l == terms.En {
		return t.String()
	}
	return l.Word(t.String())
}

// GuardCardIn says a guard card's values in a language as GuardCard.String
// does in English: "blue 3", "strength 3", "yellow 3, special", "a
// face-down guard card"; the colour is the glossary's.
func GuardCardIn(l terms.Lang, c GuardCard) string {
	if l == terms.En {
		return c.String()
	}
	if !c.Known() {
		return l.Sprintf("refusal.card.face-down")
	}
	s := l.Sprintf("refusal.card.strength", c.Strength)
	if c.Colour != NoColour {
		s = l.Sprintf("refusal.card", l.Word(c.Colour.String()), c.Strength)
	}
	if c.Special {
		s = l.Sprintf("refusal.card.special", s)
	}
	return s
}

// SpaceIn says a catacombs space for a player in a language: "space 7",
// "the TOMB" (the board prints the named spaces in capitals), "nowhere" in
// English; the glossary's name of a named space in Spanish and Chinese.
func SpaceIn(l terms.Lang, s Space) string {
	switch s.Kind {
	case Numbered:
		if l == terms.En {
			return "space " + s.Label()
		}
		return l.Sprintf("space.numbered", s.Label())
	case NoSpace:
		return l.Sprintf("space.nowhere")
	}
	named := strings.ToUpper(s.Label())
	if l == terms.En {
		return "the " + named
	}
	if id := strings.ToLower(s.Label()); l.Word(id) != id {
		named = l.Word(id)
	}
	return l.Sprintf("space.named", named)
}

// SpacesIn counts spaces a lantern may move in a language: "1 space", "2
// spaces".
func SpacesIn(l terms.Lang, n int) string {
	return l.Sprintf(countKey("note.lo.spaces", n), n)
}

// TokensIn names crew tokens in a language: the glossary's terms for
// lookout, enforcer and seeker ("lookout" in English); numbers stay
// numbers.
func TokensIn(l terms.Lang, ts []Token) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.String()
		if l != terms.En {
			out[i] = l.Word(out[i])
		}
	}
	return out
}

// EffectIn names a special effect icon in a language: the rulebook's
// English name in English ("Advance Lantern"), the glossary's term
// elsewhere, the English where the glossary has none.
func EffectIn(l terms.Lang, k EffectKind) string {
	if l == terms.En || k.Slug() == "" {
		return k.String()
	}
	if w := l.Word(k.Slug()); w != k.Slug() {
		return w
	}
	return k.String()
}
