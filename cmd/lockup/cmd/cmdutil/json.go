package cmdutil

import (
	"io"

	jsonv2 "github.com/go-json-experiment/json"
	"github.com/go-json-experiment/json/jsontext"
	jsonv1 "github.com/go-json-experiment/json/v1"
)

// jsonOptions write the bytes encoding/json's Encoder writes with
// SetIndent("", "  "): v1's semantics (jsonv1.DefaultOptionsV1: <, > and &
// escaped as \u003c and so on, nil slices and maps as null, map keys
// sorted, omitempty as v1 reads it), indented by two spaces.
var jsonOptions = jsonv2.JoinOptions(jsonv1.DefaultOptionsV1(), jsontext.WithIndent("  "))

// WriteJSON writes v as indented JSON and a newline, the shape of every
// --output json. It is written by github.com/go-json-experiment/json, the
// library that reads game files, with options that keep encoding/json's
// bytes: a command that reads a game and prints JSON builds the type
// caches of one JSON library, not two.
func WriteJSON(w io.Writer, v any) error {
	b, err := jsonv2.Marshal(v, jsonOptions)
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}
