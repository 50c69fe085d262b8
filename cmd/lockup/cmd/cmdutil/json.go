package cmdutil

import (
	"io"

	jsonv1 "github.com/go-json-experiment/json/v1"
)

// WriteJSON writes v as indented JSON and a newline, the shape of every
// --output json: encoding/json's Encoder with SetIndent("", "  "), as the
// v1 API of github.com/go-json-experiment/json gives it. That library reads
// game files, so a command that reads a game and prints JSON builds the
// type caches of one JSON library, not two.
func WriteJSON(w io.Writer, v any) error {
	enc := jsonv1.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
