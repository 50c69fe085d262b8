package cmdutil

import (
	"encoding/json"
	"io"
)

// WriteJSON writes v as indented JSON, the shape of every --output json.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
