package companion

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/catalog"
)

// FuzzSameCard: sameCard (and cardName.same, which CardInPlay uses) agree
// with comparing catalog.NameKey, for plain names and every other kind.
func FuzzSameCard(f *testing.F) {
	for _, p := range [][2]string{
		{"Lockpick", "lockpick"}, {"Lockpick", "Lockpick"}, {"Lockpick", "Lockpicks"},
		{"Iron Key", "iron  key"}, {"Iron Key", " Iron Key"}, {"Iron Key", "Iron\tKey"},
		{"Thief's Kit", "thief’s kit"}, {"Thief‘s Kit", "THIEF'S KIT"},
		{"Élan", "élan"}, {"ÉLAN", "élan"}, {"Kelvin", "\u212aelvin"}, {"ſ", "s"},
		{"", ""}, {"", " "}, {"a", ""}, {"A B", "a b"}, {"a\u00a0b", "a b"},
		{"\tKey", "key"}, {"\vKey", "Key"}, {"\x01Key", "Key"}, {"Key", "Lock"}, {"[Key]", "{Key}"}, {"İron", "iron"},
	} {
		f.Add(p[0], p[1])
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		want := catalog.NameKey(a) == catalog.NameKey(b)
		if got := sameCard(a, b); got != want {
			t.Errorf("sameCard(%q, %q) = %v; their keys say %v", a, b, got, want)
		}
		if got := (cardName{b, plainName(b)}).same(a); got != want {
			t.Errorf("cardName %q same %q = %v; their keys say %v", b, a, got, want)
		}
	})
}

// TestKeyStart: a name starting with a byte keyStart maps starts its
// catalog.NameKey with what keyStart gives, whatever follows.
func TestKeyStart(t *testing.T) {
	for b := range 256 {
		k := keyStart[b]
		if k == 0 {
			continue
		}
		for _, rest := range []string{"", "x", " Key", "’s", "\u212a"} {
			name := string([]byte{byte(b)}) + rest
			if key := catalog.NameKey(name); key == "" || key[0] != k {
				t.Errorf("%q: key %q, keyStart says it starts with %q", name, key, k)
			}
		}
	}
}
