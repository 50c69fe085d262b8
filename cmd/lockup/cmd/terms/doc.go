// Package terms is lockup terms: the glossary at the table. It prints a
// game term in English, Spanish and Chinese with the rulebook section that
// prints each, or the whole glossary, wrapped to the terminal or as JSON.
// The glossary and its search are companion/terms'; this package only
// prints them.
package terms
