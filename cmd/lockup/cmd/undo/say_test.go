package undo

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/terms"
)

// TestSayCatalog: the catalog's English of what undo and redo say is
// theirs, and Spanish and Chinese have their own.
func TestSayCatalog(t *testing.T) {
	for key, english := range undoWords {
		if got := terms.En.Sprintf("entry.undo."+key, 7); got != terms.En.Sprintf(english, 7) {
			t.Errorf("%s: catalog %q, English %q", key, got, english)
		}
		for _, lang := range []terms.Lang{terms.Es, terms.Zh} {
			if got := say(lang, key, 7); got == say(terms.En, key, 7) {
				t.Errorf("%s in %s: %q", key, lang, got)
			}
		}
	}
}
