package newgame

import (
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// FuzzParseCrews reads --crew values: a refusal names the value escaped; a
// crew read has a name without spaces around it.
func FuzzParseCrews(f *testing.F) {
	for _, s := range []string{"Vera:blue", "Vera", ":blue", " Rin : green ", "a:b:c", "\x07:red", "Ve\u200bra:blue"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		crews, err := companion.ParseCrews([]string{s, "Rin:green"})
		if err != nil {
			cmdtest.NoControl(t, s, err)
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
			cmdtest.NoControl(t, s, err)
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
