package rules

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/terms"
)

// parsers reads a word of each glossary kind the rules vocabulary reads,
// as a printable value.
var parsers = map[string]func(string) (string, error){
	"location": func(s string) (string, error) {
		l, err := ParseLocation(s)
		return l.Slug(), err
	},
	"resource": func(s string) (string, error) {
		r, err := ParseResource(s)
		return r.String(), err
	},
	"token": func(s string) (string, error) {
		t, err := ParseToken(s)
		return t.String(), err
	},
	"goon-type": func(s string) (string, error) {
		g, err := ParseGoonType(s)
		return g.String(), err
	},
	"icon": func(s string) (string, error) {
		k, err := ParseEffectKind(s)
		return k.Slug(), err
	},
	"difficulty": func(s string) (string, error) {
		d, err := ParseDifficulty(s)
		return d.String(), err
	},
	"colour": func(s string) (string, error) {
		c, err := ParseColour(s)
		return c.String(), err
	},
	"location-card": func(s string) (string, error) {
		c, err := ParseLocationCard(s)
		return c.Slug(), err
	},
	"tunnel": func(s string) (string, error) {
		t, err := ParseTunnel(s)
		return t.String(), err
	},
	"space": func(s string) (string, error) {
		sp, err := ParseSpace(s)
		return sp.Label(), err
	},
}

// TestEveryGlossaryWordParses: every Spanish and Chinese word (term and
// other printed words) of a kind the rules vocabulary reads parses to the
// value its English id does (issue 24, "Typed in any of the three"), with
// letter case changed, as typed with a decomposed accent, and with spaces
// for hyphens. The glossary's ids are the vocabulary's own words.
func TestEveryGlossaryWordParses(t *testing.T) {
	for _, term := range terms.All() {
		parse, ok := parsers[term.Kind]
		if !ok || term.ID == "collapsed" { // a collapsed tunnel leaves the board at setup
			continue
		}
		want, err := parse(term.ID)
		if err != nil {
			t.Errorf("%s %q: the glossary's id is not the vocabulary's word: %v", term.Kind, term.ID, err)
			continue
		}
		for _, l := range []terms.Lang{terms.Es, terms.Zh} {
			for _, w := range term.In(l).Words() {
				for _, typed := range []string{w, strings.ToUpper(w), strings.ToLower(w), decompose(w)} {
					if got, err := parse(typed); err != nil || got != want {
						t.Errorf("%s: %q (%s) reads as %q, %v; want %q", term.Kind, typed, l, got, err, want)
					}
				}
			}
		}
	}
}

// decompose writes the Spanish accented letters as a letter and a combining
// accent (NFD), as some keyboards send them.
func decompose(s string) string {
	return strings.NewReplacer("á", "a\u0301", "é", "e\u0301", "í", "i\u0301", "ó", "o\u0301", "ú", "u\u0301", "ñ", "n\u0303").Replace(s)
}

func TestForeignWords(t *testing.T) {
	for _, c := range []struct {
		got  func() (string, error)
		want string
	}{
		{func() (string, error) { l, ok := LookupLocation("el comedor"); return l.Slug(), boolErr(ok) }, ""}, // Spanish articles are not read
		{func() (string, error) { l, ok := LookupLocation("bloque de celdas"); return l.Slug(), boolErr(ok) }, "cell-block"},
		{func() (string, error) { l, ok := LookupLocation("Patio-de-Ejercicios"); return l.Slug(), boolErr(ok) }, "exercise-yard"},
		{func() (string, error) { l, ok := LookupLocation("运动场"); return l.Slug(), boolErr(ok) }, "exercise-yard"},
		{func() (string, error) { e, err := ParseEffect("Ganar Poder"); return e.String(), err }, "gain-power"},
		{func() (string, error) { c, err := ParseCountable("gemas"); return c.String(), err }, "gems"},
		{func() (string, error) { c, err := ParseCountable("矮人"); return c.String(), err }, "dwarves"},
		{func() (string, error) { c, err := ParseCountable("objeto"); return c.String(), err }, "items"},
		{func() (string, error) { c, err := ParseLocationCard("Biblioteca"); return c.Slug(), err }, ""}, // no location card shows the Library
		{func() (string, error) { c, err := ParseLocationCard("Off Duty"); return c.Slug(), err }, ""},   // files write off-duty
	} {
		got, err := c.got()
		if c.want == "" {
			if err == nil {
				t.Errorf("read as %q, want refused", got)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("read as %q, %v; want %q", got, err, c.want)
		}
	}
}

func boolErr(ok bool) error {
	if ok {
		return nil
	}
	return fmt.Errorf("not found")
}

// TestForeignSuggestions: an unknown word near a Spanish or Chinese word
// names it, in the language the word looks written in; an English typo's
// message is left as it was.
func TestForeignSuggestions(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{second(ParseLocation("comdor")), `; closest: "Comedor" (es)`},
		{second(ParseLocation("enfermeria")), `; closest: "Enfermería" (es)`},
		{second(ParseResource("药济")), `; closest: "药剂" (zh)`},
		{second(ParseGoonType("enanoss")), `; closest: "Enanos" (es)`},
		{second(ParseDifficulty("exijente")), `; closest: "Exigente" (es)`},
		{second(ParseColour("purple")), `"purple" is not a guard card colour (blue, green, yellow, red)`},
		{second(ParseResource("scarp")), `"scarp" is not a resource (scrap, potions, iron or gold)`},
	} {
		if c.err == nil || !strings.HasSuffix(c.err.Error(), c.want) {
			t.Errorf("error %v, want one ending %s", c.err, c.want)
		}
	}
}

func second[T any](_ T, err error) error { return err }

// TestLanguagesAgree: lockup's languages (terms.Lang, which the command
// line chooses) and the rules reference's (Language) list en, es, zh in the
// same order, so that one converts to the other.
func TestLanguagesAgree(t *testing.T) {
	if len(terms.Langs) != len(Languages) {
		t.Fatalf("%d languages in terms, %d in rules", len(terms.Langs), len(Languages))
	}
	for _, l := range terms.Langs {
		if got := Language(l).String(); got != l.String() {
			t.Errorf("terms %s is rules %s", l, got)
		}
	}
}
