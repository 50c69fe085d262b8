package catalog

import (
	"fmt"
	"strings"
	"testing"
)

// benchCatalogFile writes a catalog file of n cards, a fifth of each kind,
// every value known, in no particular order of names: a group's catalog
// after many games.
func benchCatalogFile(n int) []byte {
	words := []string{"Iron", "Rusty", "Silent", "Hidden", "Crooked", "Ratty", "Golden", "Old"}
	things := []string{"Shiv", "Robes", "Key", "Lantern", "Blade", "Map", "Chain", "Spoon", "Boots"}
	sections := []struct{ key, values string }{
		{"items", "    reputation: 3\n    cost: {iron: 2, any: 1}\n    valuables: {shields: 1}\n    effects: [gain-power]\n    barrels: 0\n"},
		{"goons", "    type: dwarves\n    suspicion: 1\n    valuables: {}\n    effects: [remove-suspicion]\n"},
		{"goals", "    type: instant\n    condition: \"first to 6 resources\"\n    reputation: 4\n"},
		{"tomes", ""},
		{"legends", ""},
	}
	var b strings.Builder
	b.WriteString("lockup_catalog: 1\n")
	for k, s := range sections {
		b.WriteString(s.key + ":\n")
		for i := k; i < n; i += len(sections) {
			p := i * 7919 % 100003 // distinct for i below 100003, in scrambled order
			fmt.Fprintf(&b, "  - name: %s %s %d\n    expansion: core\n%s", words[p%len(words)], things[p/len(words)%len(things)], p, s.values)
		}
	}
	return []byte(b.String())
}

// BenchmarkCatalogList loads a user's catalog file of 250, 500 and 1,000
// cards, lays it over the shipped catalog and asks each card's source, as
// `lockup cards list` does; the time per card should not grow with n.
//
// Goal (issue 8): cards list of 1,000 cards <= 50 ms, linear.
func BenchmarkCatalogList(b *testing.B) {
	for _, n := range []int{250, 500, 1000} {
		data := benchCatalogFile(n)
		b.Run(fmt.Sprintf("cards=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				user, err := ParseCatalog("catalog.yaml", data)
				if err != nil {
					b.Fatal(err)
				}
				eff, err := EffectiveCatalog(user)
				if err != nil {
					b.Fatal(err)
				}
				shipped := ShippedCatalog()
				for _, c := range eff.Cards() {
					if !user.Has(c.Kind, c.Name) && !shipped.Has(c.Kind, c.Name) {
						b.Fatalf("%s %s comes from nowhere", c.Kind, c.Name)
					}
				}
			}
		})
	}
}
