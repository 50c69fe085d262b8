package companion_test

import (
	"fmt"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The guards' decision at the Commissary and the steps that decided it, in
// the three languages: English is automa's own words, Spanish and Chinese
// the catalog's, with the glossary's terms.
func ExampleGuardNotes() {
	b := automa.Board{
		Guards: rules.CrewBoard{Resources: rules.Resources{Scrap: 2, Gold: 1}},
		Supply: rules.Supply{Resources: rules.Resources{Scrap: 20, Potions: 12, Iron: 10, Gold: 8}},
	}
	// The guards' guard card alone at the Commissary: the rules engine
	// gives them the most strength's reward, and automa decides it.
	var site rules.Site
	site.Guards = []int{1}
	table := rules.Table{Seating: []string{"Rin", rules.Guards}, FirstPlayer: 1, Power: [rules.MaxSeats]int{1}}
	res, err := rules.ResolveSite(table, table.FirstPlayer, rules.Commissary, site)
	if err != nil {
		panic(err)
	}
	d, err := automa.Decide(&res, &b)
	if err != nil {
		panic(err)
	}
	for _, l := range terms.Langs {
		fmt.Println(companion.GuardSummary(l, &d))
		for _, n := range companion.GuardNotes(l, &d) {
			fmt.Println("  " + n.Text)
		}
	}
	// Output:
	// Commissary: the guards take 1 iron
	//   the guards hold fewest potions and iron (0 each)
	//   iron is the rarest of those
	//   the guards gain 1 iron
	// Economato: los guardias toman 1 hierro
	//   lo que menos tienen los guardias es pociones y hierro (0 de cada)
	//   de ellos, el más escaso es: hierro
	//   los guardias ganan 1 hierro
	// 小卖部：警卫拿取 1 铁块
	//   警卫持有最少的是药剂和铁块（各 0）
	//   其中最稀有的是铁块
	//   警卫获得 1 铁块
}
