package terms_test

import (
	"fmt"
	"testing"

	"github.com/lockup-companion/lockup/companion/terms"
)

// word is a name printed by its String method, as the rules' types are.
type word int

func (w word) String() string { return fmt.Sprintf("word %d", int(w)) }

// TestEnglishSprintfIsTheCatalogs: English messages are formatted by fmt
// without building the catalog, and print byte for byte what the
// catalog's English printer prints, for every message and the kinds of
// argument the commands pass. A number the printer groups (1,500) or a
// float is left to the printer.
func TestEnglishSprintfIsTheCatalogs(t *testing.T) {
	values := map[string][]any{
		"s": {"Vera", "", "Bloque de celdas", word(3), fmt.Errorf("an error")},
		"q": {"Vera", "a \"quoted\" word", word(4)},
		"v": {"Vera", 7, word(5), true},
		"d": {0, 7, -3, 999, -999, word(12), int64(42), uint8(200)},
	}
	for _, m := range terms.Messages {
		vs, err := verbs(m.En)
		if err != nil {
			t.Fatalf("%s: %v", m.Key, err)
		}
		for i := range 5 {
			args := make([]any, len(vs))
			for n, verb := range vs {
				choices := values[verb]
				if choices == nil {
					t.Fatalf("%s: no sample arguments for %%%s", m.Key, verb)
				}
				args[n-1] = choices[(i+n)%len(choices)]
			}
			got, ok := terms.EnglishSprintf(m.Key, args...)
			if !ok {
				t.Errorf("%s%v: left to the catalog", m.Key, args)
				continue
			}
			if want := terms.CatalogSprintf(terms.En, m.Key, args...); got != want {
				t.Errorf("%s%v: fmt prints %q, the catalog %q", m.Key, args, got, want)
			}
			// An argument too many, as a refusal's Problem passes to a
			// text that names none.
			args = append(args, 1)
			got, _ = terms.EnglishSprintf(m.Key, args...)
			if want := terms.CatalogSprintf(terms.En, m.Key, args...); got != want {
				t.Errorf("%s%v: fmt prints %q, the catalog %q", m.Key, args, got, want)
			}
		}
	}
	for _, c := range []struct {
		key  string
		args []any
	}{
		{"resolve.cubes-stay", []any{1500}},
		{"resolve.cubes-stay", []any{-1000}},
		{"resolve.cubes-stay", []any{2.5}},
		{"score.winner", []any{nil}},
		{"score.winner", []any{[]int{1500}}},
		{"no.such-key %d", []any{1}},
		{"no.such-key", []any{1}},
	} {
		if s, ok := terms.EnglishSprintf(c.key, c.args...); ok {
			t.Errorf("%s%v: fmt prints %q; want it left to the catalog", c.key, c.args, s)
		}
		if got, want := terms.En.Sprintf(c.key, c.args...), terms.CatalogSprintf(terms.En, c.key, c.args...); got != want {
			t.Errorf("%s%v: Sprintf prints %q, the catalog %q", c.key, c.args, got, want)
		}
	}
	// Why: the printer groups digits, fmt does not.
	if got := terms.En.Sprintf("resolve.cubes-stay", 1500); got != "1,500 cubes stay here" {
		t.Errorf("1500 cubes: %q", got)
	}
}
