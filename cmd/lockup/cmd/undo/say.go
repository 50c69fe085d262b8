package undo

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/terms"
)

// undoWords are the English of what undo and redo say, by the key of
// their Spanish and Chinese in the catalog ("entry.undo." + key). English
// is formatted from here, which builds no catalog; a test holds the
// catalog's English to it.
var undoWords = map[string]string{
	"took-back":       "Took back %s",
	"took-back-n":     "Took back %d entries:",
	"redo-puts-back":  "lockup redo puts it back.",
	"redo-one-or-all": "lockup redo puts them back one at a time, lockup redo --all all at once.",
	"made-by-table":   "The entries after the first were made by the table itself; lockup redo puts them all back.",
	"put-back":        "Put back %s",
	"put-back-n":      "Put back %d entries:",
	"more-one":        "1 more entry to put back: lockup redo.",
	"more":            "%d more entries to put back: lockup redo for the next, lockup redo --all for all.",
}

// say formats what undo or redo says, in lang.
func say(lang terms.Lang, key string, args ...any) string {
	if lang == terms.En {
		return fmt.Sprintf(undoWords[key], args...)
	}
	return lang.Sprintf("entry.undo."+key, args...)
}
