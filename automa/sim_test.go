package automa

import (
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// Whole solitary games are played by package companion/solosim (lockup
// solo rate), with its own fixture cards; its benchmarks time a game.

// BenchmarkDecideCellBlock times one decision on its own: the Cell Block
// with a display of three and a reserved item, from a resolved location.
// TEST FIXTURES ONLY: the items are made up.
func BenchmarkDecideCellBlock(b *testing.B) {
	var site rules.Site
	site.Tokens[0] = []rules.Token{rules.Five}
	site.Guards = []int{2, 3}
	table := soloTable(Guards)
	resolution, err := rules.ResolveSite(table, table.FirstPlayer, rules.CellBlock, site)
	if err != nil {
		b.Fatal(err)
	}
	item := func(name string, rep int, cost rules.Cost) Item { return Item{Name: name, Reputation: rep, Cost: cost} }
	board := Board{Guards: rules.CrewBoard{Resources: res(1, 2, 1, 1)}, Supply: fullSupply,
		Display: []Item{item("item A", 2, rules.Cost{Resources: res(1, 0, 0, 0)}), item("item B", 4, rules.Cost{Any: 1, Resources: res(0, 1, 1, 0)}),
			item("item C", 5, rules.Cost{Any: 2, Resources: res(0, 0, 1, 0)})},
		Reserved: []Item{item("item D", 4, rules.Cost{Resources: res(0, 0, 0, 1)})}}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Decide(&resolution, &board); err != nil {
			b.Fatal(err)
		}
	}
}
