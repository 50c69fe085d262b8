package cmdutil

import (
	"encoding/json"
	"io"

	"github.com/lockup-companion/lockup/companion/rules"
)

// SourceJSON is a rulebook passage in --output json (lockup rules, lockup
// resolve).
type SourceJSON struct {
	Book     string `json:"book"`
	Section  string `json:"section"`
	Page     int    `json:"page,omitempty"`
	Citation string `json:"citation"`
}

// RulingJSON is one of the project's rulings in --output json.
type RulingJSON struct {
	ID       string     `json:"id"`
	Title    string     `json:"title"`
	Source   SourceJSON `json:"source"`
	Passage  string     `json:"passage"`
	Decision string     `json:"decision"`
}

// ToSourceJSON is s in --output json.
func ToSourceJSON(s rules.Source) SourceJSON {
	return SourceJSON{Book: s.Book.String(), Section: s.Section, Page: s.Page, Citation: s.String()}
}

// WriteJSON writes v as indented JSON, the shape of every --output json.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
