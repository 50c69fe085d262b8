package companion

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"unicode"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// FuzzParseCubes reads --pay, --give and --spend values (and discard's
// words): a refusal is bad input (a *WordsError, exit code 2) and names the
// value escaped, with no control character; what is read prints back as
// RESOURCE=N values that read the same.
func FuzzParseCubes(f *testing.F) {
	for _, s := range []string{"scrap=2", "scrap=2,iron", "Gold=1, potions=3", "iron=0", "iron=100", "gems=1", "=", ",", "scrap=2=3", "s=1", "\x1b[2J"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseCubes(terms.FlagPay, []string{s})
		if err != nil {
			var we *WordsError
			if !errors.As(err, &we) || !we.BadInput() {
				t.Fatalf("%q: %v is not bad input", s, err)
			}
			if strings.ContainsFunc(err.Error(), unicode.IsControl) {
				t.Fatalf("%q: control characters in the message %q", s, err.Error())
			}
			return
		}
		var parts []string
		for _, r := range rules.AllResources {
			if n := got.Of(r); n > 0 {
				parts = append(parts, fmt.Sprintf("%s=%d", r, n))
			}
		}
		again, err := ParseCubes(terms.FlagPay, []string{strings.Join(parts, ",")})
		if err != nil && len(parts) > 0 {
			t.Fatalf("%q read as %v, which does not read again: %v", s, parts, err)
		}
		if len(parts) > 0 && again != got {
			t.Fatalf("%q read as %v, then %v", s, got, again)
		}
	})
}
