package terms_test

import (
	"fmt"
	"testing"

	"github.com/lockup-companion/lockup/companion/terms"
)

// word is a name printed by its String method, as the rules' types are.
type word int

func (w word) String() string { return fmt.Sprintf("word %d", int(w)) }

// TestSprintfIsTheCatalogs: messages are formatted by fmt without building
// the catalog, and print byte for byte what the catalog's printer of the
// language prints, for every message in every language and the kinds of
// argument the commands pass, and with an argument too many. A number the
// printer groups (1,500) or a float is left to the printer.
func TestSprintfIsTheCatalogs(t *testing.T) {
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
		for _, l := range terms.Langs {
			for i := range 5 {
				args := make([]any, len(vs))
				for n, verb := range vs {
					choices := values[verb]
					if choices == nil {
						t.Fatalf("%s: no sample arguments for %%%s", m.Key, verb)
					}
					args[n-1] = choices[(i+n)%len(choices)]
				}
				got, ok := terms.FmtSprintf(l, m.Key, args...)
				if !ok {
					t.Errorf("%s (%s) %v: left to the catalog", m.Key, l, args)
					continue
				}
				if want := terms.CatalogSprintf(l, m.Key, args...); got != want {
					t.Errorf("%s (%s) %v: fmt prints %q, the catalog %q", m.Key, l, args, got, want)
				}
				// An argument too many, as a refusal's Problem passes to
				// a text that names none.
				args = append(args, 1)
				got, _ = terms.FmtSprintf(l, m.Key, args...)
				if want := terms.CatalogSprintf(l, m.Key, args...); got != want {
					t.Errorf("%s (%s) %v: fmt prints %q, the catalog %q", m.Key, l, args, got, want)
				}
			}
		}
	}
	for _, l := range terms.Langs {
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
			if s, ok := terms.FmtSprintf(l, c.key, c.args...); ok {
				t.Errorf("%s (%s) %v: fmt prints %q; want it left to the catalog", c.key, l, c.args, s)
			}
			if got, want := l.Sprintf(c.key, c.args...), terms.CatalogSprintf(l, c.key, c.args...); got != want {
				t.Errorf("%s (%s) %v: Sprintf prints %q, the catalog %q", c.key, l, c.args, got, want)
			}
		}
	}
	// Why: the printer groups digits, fmt does not.
	if got := terms.En.Sprintf("resolve.cubes-stay", 1500); got != "1,500 cubes stay here" {
		t.Errorf("1500 cubes: %q", got)
	}
	if got := terms.Es.Sprintf("resolve.cubes-stay", 12345); got != "12.345 cubos se quedan aquí" {
		t.Errorf("12345 cubos: %q", got)
	}
}
