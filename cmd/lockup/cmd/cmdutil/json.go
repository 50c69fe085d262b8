package cmdutil

import (
	"encoding/json"
	"io"

	"github.com/lockup-companion/lockup/companion"
)

// SourceJSON and RulingJSON are a rulebook passage and one of the project's
// rulings in --output json (lockup rules, lockup resolve): companion's
// views, named here for lockup rules until it names them itself.
type (
	SourceJSON = companion.SourceView
	RulingJSON = companion.RulingView
)

// ToSourceJSON is s in --output json (companion.NewSourceView).
var ToSourceJSON = companion.NewSourceView

// WriteJSON writes v as indented JSON, the shape of every --output json.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
