package catalog

import (
	"strings"
	"testing"
	"unicode"
)

// FuzzCardSetValue reads `cards edit --set key=value` (and new's --set
// CARD:FIELD=VALUE) values into a card of every kind: a refusal names the
// value escaped; a value read prints back (Value) as text that reads the
// same.
func FuzzCardSetValue(f *testing.F) {
	for _, s := range []string{"reputation=3", "cost=2 iron, 1 any", "valuables=1 shield, 1 gem", "effects=gain-power", "type=dwarves", "suspicion=1", "condition=first to 6 resources", "colour=green", "paths=1-2", "special=yes", "expansion=core", "barrels=unknown", "cost=none", "strength=\x1b[2J", "nope=1", "reputation=99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		field, text, _ := strings.Cut(s, "=")
		field = strings.TrimSpace(field)
		for k := NoCardKind + 1; k <= lastCardKind; k++ {
			c := Card{Kind: k, Name: "Test"}
			if err := c.SetValue(field, text); err != nil {
				if strings.ContainsFunc(err.Error(), unicode.IsControl) {
					t.Fatalf("%s %q: control characters in the message %q", k, s, err.Error())
				}
				continue
			}
			printed := c.Value(field)
			again := Card{Kind: k, Name: "Test"}
			if err := again.SetValue(field, printed); err != nil {
				t.Fatalf("%s %q printed as %q, which does not read again: %v", k, s, printed, err)
			}
			if again.Value(field) != printed {
				t.Fatalf("%s %q printed as %q, then %q", k, s, printed, again.Value(field))
			}
		}
	})
}
