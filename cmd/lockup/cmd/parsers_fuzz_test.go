package cmd

import (
	"fmt"
	"slices"
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
		got, err := parseCubes("pay", []string{s})
		if err != nil {
			if ExitCode(err) != exitBadInput {
				t.Fatalf("%q: %v exits %d, want %d", s, err, ExitCode(err), exitBadInput)
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
		again, err := parseCubes("pay", []string{strings.Join(parts, ",")})
		if err != nil && len(parts) > 0 {
			t.Fatalf("%q read as %v, which does not read again: %v", s, parts, err)
		}
		if len(parts) > 0 && again != got {
			t.Fatalf("%q read as %v, then %v", s, got, again)
		}
	})
}

// FuzzParseCrews reads --crew values: a refusal names the value escaped; a
// crew read has a name without spaces around it.
func FuzzParseCrews(f *testing.F) {
	for _, s := range []string{"Vera:blue", "Vera", ":blue", " Rin : green ", "a:b:c", "\x07:red", "Ve\u200bra:blue"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		crews, err := parseCrews([]string{s, "Rin:green"})
		if err != nil {
			noControl(t, s, err)
			return
		}
		if len(crews) != 2 || crews[0].Name == "" || crews[0].Name != strings.TrimSpace(crews[0].Name) {
			t.Fatalf("%q read as %+v", s, crews)
		}
	})
}

// FuzzParseGoonFlag reads new's --goon values (and draw goon's
// arguments): a refusal names the value escaped; a goon read stands on a
// goon space.
func FuzzParseGoonFlag(f *testing.F) {
	for _, s := range []string{"sewers=Grub", "sewers=Grub:1", "chow hall=Grub:2:iron", "sewers=Grub:-1", "nowhere=Grub", "sewers", "=:", "sewers=a:b:c:d", "sewers=\x1b]0;x\x07"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e, typed, err := parseGoonFlag(s)
		if err != nil {
			noControl(t, s, err)
			return
		}
		if !slices.Contains(rules.GoonLocations[:], e.Location) {
			t.Fatalf("%q: the goon stands at %s, not a goon space", s, e.Location)
		}
		if typed.Suspicion.Known && typed.Suspicion.Value < 0 {
			t.Fatalf("%q: negative suspicion %d", s, typed.Suspicion.Value)
		}
	})
}
