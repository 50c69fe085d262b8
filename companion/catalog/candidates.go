package catalog

import (
	"slices"
	"strconv"

	"github.com/lockup-companion/lockup/companion/rules"
)

// The words a player may type next where the card catalog's vocabulary is
// typed (lockup cards --kind and --set, the guard cards of lockup cards
// guards and guards turn): shell completion offers them, keeping those
// that start with the word being typed. The card names of a kind are
// Catalog.Names.

// KindCandidates are the card kinds' names, in catalog order.
func KindCandidates() []string {
	out := make([]string, len(AllCardKinds))
	for i, k := range AllCardKinds {
		out[i] = k.String()
	}
	return out
}

// SetFieldCandidates are the fields a card of the kind carries (or of any
// kind, for NoCardKind), each once and followed by "=", as --set
// FIELD=VALUE begins; nil for an unknown kind.
func SetFieldCandidates(kind CardKind) []string {
	kinds := AllCardKinds
	if kind != NoCardKind {
		kinds = []CardKind{kind}
	}
	var out []string
	for _, k := range kinds {
		for _, field := range fieldsOf(k) {
			if !slices.Contains(out, field+"=") {
				out = append(out, field+"=")
			}
		}
	}
	return out
}

// SetValueCandidates are the values of --set FIELD=VALUE for a field that
// takes one of a few words (FieldWords), each after "FIELD="; nil for a
// field typed freely.
func SetValueCandidates(field string) []string {
	words := FieldWords(field)
	if words == nil {
		return nil
	}
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = field + "=" + w
	}
	return out
}

// GuardCardCandidates are the beginnings of a guard card typed as
// COLOUR:STRENGTH, one for each colour ("blue:", "green:", …), so that
// its strength is typed next.
func GuardCardCandidates() []string {
	var out []string
	for _, c := range rules.ColourNames() {
		out = append(out, c+":")
	}
	return out
}

// GuardStrengthCandidates are the strengths a guard card may show, 0 to
// rules.MaxStrength.
func GuardStrengthCandidates() []string {
	out := make([]string, 0, rules.MaxStrength+1)
	for n := range rules.MaxStrength + 1 {
		out = append(out, strconv.Itoa(n))
	}
	return out
}
