package cmdtest

import (
	"fmt"
	"strings"
)

// RateCatalog is a whole core box of made-up cards (TEST FIXTURES ONLY:
// the rulebooks print no card value), with Breakout's cards when breakout:
// every item, goon and goal card the rulebooks count, every guard card.
func RateCatalog(breakout bool) string {
	sections := map[string]*strings.Builder{}
	order := []string{"items", "goons", "goals", "guards", "legends", "locations"}
	for _, k := range order {
		sections[k] = &strings.Builder{}
	}
	kinds := []string{"scrap", "potions", "iron", "gold"}
	effects := []string{"none", "gain-iron", "draw-tome", "give-suspicion", "gain-power", "remove-suspicion", "exchange-resource", "increase-storage"}
	item := func(name, box string, i int) {
		fmt.Fprintf(sections["items"], "  - {name: %s, expansion: %s, reputation: %d, cost: \"%d %s, %d any\", valuables: \"%d gems\", effects: %s, barrels: 0}\n",
			name, box, 1+i%5, 1+i%2, kinds[i%4], i%3, i%2, effects[i%len(effects)])
	}
	goon := func(name, box, typ string, i int) {
		fmt.Fprintf(sections["goons"], "  - {name: %s, expansion: %s, type: %s, suspicion: %d, valuables: \"%d shields\", effects: %s}\n",
			name, box, typ, i%3, (i+1)%2, effects[(i*3)%len(effects)])
	}
	for i := 1; i <= 34; i++ {
		item(fmt.Sprintf("Item %d", i), "core", i)
	}
	types := []string{"dwarves", "ratmen", "cultists", "flayers", "hobgoblins", "demons"}
	for i := 1; i <= 33; i++ {
		goon(fmt.Sprintf("Goon %d", i), "core", types[i%len(types)], i)
	}
	whats := []string{"items", "valuables", "goons", "gems", "shields", "resources"}
	goals := sections["goals"]
	for i, w := range whats {
		fmt.Fprintf(goals, "  - {name: Leader %d, expansion: core, type: leader, condition: \"most %s\"}\n", i+1, w)
		fmt.Fprintf(goals, "  - {name: Instant %d, expansion: core, type: instant, condition: \"first to %d resources\", reputation: 3}\n", i+1, 5+i)
		fmt.Fprintf(goals, "  - {name: End %d, expansion: core, type: end-game, condition: \"most %s\"}\n", i+1, whats[(i+2)%len(whats)])
	}
	colours := []struct {
		name     string
		strength []int
		special  int
	}{{"blue", []int{0, 1, 1, 2, 2, 3, 3}, -1}, {"green", []int{1, 2, 2, 3, 4}, -1}, {"yellow", []int{1, 2, 3, 3, 4}, 3}, {"red", []int{2, 3, 4, 4, 5}, 3}}
	for i, c := range colours {
		special := func(b bool) string {
			if c.special < 0 {
				return ""
			}
			return fmt.Sprintf(", special: %v", b)
		}
		for j, st := range c.strength {
			fmt.Fprintf(sections["guards"], "  - {name: %s %d, colour: %s, strength: %d%s}\n", c.name, j+1, c.name, st, special(j == c.special))
		}
		if breakout {
			fmt.Fprintf(sections["guards"], "  - {name: %s %d, expansion: breakout, colour: %s, strength: %d%s}\n", c.name, len(c.strength)+1, c.name, 4+i, special(false))
		}
	}
	if breakout {
		for i := 1; i <= 8; i++ {
			item(fmt.Sprintf("Relic %d", i), "breakout", i)
		}
		for i := 1; i <= 11; i++ {
			goon(fmt.Sprintf("Dryad %d", i), "breakout", "dryads", i)
		}
		for i := 1; i <= 6; i++ {
			fmt.Fprintf(goals, "  - {name: Deep %d, expansion: breakout, type: end-game, condition: \"most items\"}\n", i)
		}
		// Tog the Ogre Brute is shipped (the rulebook names it): typed here.
		fmt.Fprintf(sections["legends"], "  - {name: Tog the Ogre Brute, expansion: breakout, asked: true}\n")
		for i := 1; i <= 17; i++ {
			fmt.Fprintf(sections["legends"], "  - {name: Legend %d, expansion: breakout, asked: false, effects: gain-power}\n", i)
		}
		sections["locations"].WriteString("  - {name: Breakout location card, expansion: breakout, shows: smithy}\n")
	}
	var b strings.Builder
	b.WriteString("lockup_catalog: 1\n")
	for _, k := range order {
		if sections[k].Len() > 0 {
			b.WriteString(k + ":\n" + sections[k].String())
		}
	}
	return b.String()
}
