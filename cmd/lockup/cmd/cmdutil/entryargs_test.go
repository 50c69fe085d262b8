package cmdutil

import (
	"fmt"
	"strings"
	"testing"
	"unicode"

	"github.com/lockup-companion/lockup/companion/rules"
)

// noControl fails when an error message holds a control character, which
// would reach the terminal raw.
func noControl(t *testing.T, in string, err error) {
	t.Helper()
	if strings.ContainsFunc(err.Error(), unicode.IsControl) {
		t.Fatalf("%q: control characters in the message %q", in, err.Error())
	}
}

// FuzzParseCubes reads --pay, --give and --spend values (and discard's
// words): a refusal is bad input (exit 2) and names the value escaped; what
// is read prints back as RESOURCE=N values that read the same.
func FuzzParseCubes(f *testing.F) {
	for _, s := range []string{"scrap=2", "scrap=2,iron", "Gold=1, potions=3", "iron=0", "iron=100", "gems=1", "=", ",", "scrap=2=3", "s=1", "\x1b[2J"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := ParseCubes("pay", []string{s})
		if err != nil {
			if ExitCode(err) != ExitBadInput {
				t.Fatalf("%q: %v exits %d, want %d", s, err, ExitCode(err), ExitBadInput)
			}
			noControl(t, s, err)
			return
		}
		var parts []string
		for _, r := range rules.AllResources {
			if n := got.Of(r); n > 0 {
				parts = append(parts, fmt.Sprintf("%s=%d", r, n))
			}
		}
		again, err := ParseCubes("pay", []string{strings.Join(parts, ",")})
		if err != nil && len(parts) > 0 {
			t.Fatalf("%q read as %v, which does not read again: %v", s, parts, err)
		}
		if len(parts) > 0 && again != got {
			t.Fatalf("%q read as %v, then %v", s, got, again)
		}
	})
}
