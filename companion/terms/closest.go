package terms

import "github.com/lockup-companion/lockup/companion/text"

// Closest is the glossary's word closest to word, among the words of the
// language word looks written in, with the language of that word ("" when
// none is close): what lockup terms suggests for a word it does not know.
func Closest(word string) (string, Lang) {
	best := text.Closest(word, Candidates(word, ""))
	if best == "" {
		return "", En
	}
	lang := LooksLike(best)
	if f := Find(best); len(f) > 0 {
		lang = f[0].Lang
	}
	return best, lang
}

// ByKind groups terms by their kind, the kinds in the order they first
// come.
func ByKind(all []Term) (kinds []string, byKind map[string][]Term) {
	byKind = map[string][]Term{}
	for _, t := range all {
		if _, ok := byKind[t.Kind]; !ok {
			kinds = append(kinds, t.Kind)
		}
		byKind[t.Kind] = append(byKind[t.Kind], t)
	}
	return kinds, byKind
}
