package input

import (
	"strings"
	"testing"
)

// FuzzCheckText: CheckText's quick acceptance of plain ASCII (plainText)
// never accepts text that its full check refuses.
func FuzzCheckText(f *testing.F) {
	for _, s := range []string{"", " ", "Grub", "Grub ", " Grub", "Thief's Kit", "Thief’s Kit", "a\tb", "a\x7fb", "a  b", strings.Repeat("x", MaxNameLen), strings.Repeat("x", MaxNameLen+1), strings.Repeat("é", MaxNameLen), "~!"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !plainText(s) {
			return
		}
		if err := checkText(s); err != nil {
			t.Fatalf("%q: plainText accepts it, the full check refuses it: %v", s, err)
		}
	})
}
