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
