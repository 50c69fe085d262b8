package companion

import "github.com/lockup-companion/lockup/automa"

// GuardsStrength returns the guards' strength at a location as the table
// sees it: the strengths of the guard cards lying there and, at the
// Library, those of the cards that straggled there (core rulebook,
// "Solitary Mode – Lights Out Phase": the guards' strength is that of their
// cards at the location). known is false while a card there is face down
// (its strength is 0 then) or no card is there.
func GuardsStrength(cards []automa.Card, straggled []int) (strength int, known bool) {
	known = len(cards) > 0 || len(straggled) > 0
	for _, c := range cards {
		known = known && c.FaceUp
		strength += c.Visible().Strength
	}
	for _, n := range straggled {
		strength += n
	}
	if !known {
		return 0, false
	}
	return strength, true
}
