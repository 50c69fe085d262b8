package terms_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"testing"

	"github.com/goccy/go-yaml"

	"github.com/lockup-companion/lockup/companion/terms"
)

var update = flag.Bool("update", false, "rewrite glossary.json from glossary.yaml")

// TestGlossaryJSON: glossary.json, which the binary embeds, is
// glossary.yaml, which people edit (strictly read: an unknown key fails).
// -update rewrites it.
func TestGlossaryJSON(t *testing.T) {
	src, err := os.ReadFile("glossary.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var doc terms.Document
	if err := yaml.UnmarshalWithOptions(src, &doc, yaml.Strict()); err != nil {
		t.Fatalf("glossary.yaml: %v", err)
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	if err := enc.Encode(doc); err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile("glossary.json", b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile("glossary.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, b.Bytes()) {
		t.Error("glossary.json is not glossary.yaml: run go test ./companion/terms -run TestGlossaryJSON -update")
	}
}
