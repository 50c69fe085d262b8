package rules

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
)

// A player may type a game word in English, Spanish or Chinese (issue 24):
// each Parse function of the vocabulary reads its English words first, then
// asks the glossary (companion/terms) for the English id of a Spanish or
// Chinese word of its kind, compared as names are (text.Key: case and
// spacing aside, accents as typed, NFC), and reads that id. Files and flags
// are written back in English.

// foreign returns the English id a word of the kind names in the glossary,
// when that id is not the word itself (which the caller has read already).
func foreign(kind, s string) (string, bool) {
	id, ok := terms.LookupForeign(kind, s)
	return id, ok && id != s
}

// closestForeign says the Spanish or Chinese word of the kind nearest to an
// unknown word (text.Closest among the words of the language it looks
// written in): `; closest: "Comedor" (es)`, when it is a likely typo of it
// (at most one letter in three differs). It says nothing when the nearest
// word is English, which the callers' messages list already.
func closestForeign(kind, s string) string {
	best := text.Closest(s, terms.Candidates(s, kind))
	if best == "" || text.EditDistance(text.Key(s), text.Key(best)) > max(1, len([]rune(s))/3) {
		return ""
	}
	for _, f := range terms.Find(best) {
		if f.Term.Kind == kind && f.Lang != terms.En {
			return fmt.Sprintf("; closest: %s (%s)", text.Quote(best), f.Lang)
		}
	}
	return ""
}
