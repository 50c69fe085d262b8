package companion

import (
	"fmt"

	"github.com/lockup-companion/lockup/automa"

	"github.com/lockup-companion/lockup/companion/rules"
)

// Breakout's solitary mode in the tracker: the guards' lantern and their
// guard card on the legend (Breakout rulebook, "Solitary Mode").

// legendGuards returns the strength of the guard card on the legend card
// once it is turned up (Breakout rulebook, "Solitary Mode – Roll Call
// Phase"): the guards' list rules.ResolveLegend takes.
func (g *Game) legendGuards() []int {
	if g.Solo == nil {
		return nil
	}
	return g.Solo.Round.AppendLegend(nil)
}

// guardsPath returns the path the guards take from a space of the map, as
// the automa decides it (Breakout rulebook, "Solitary Mode – Lights Out
// Phase"; ruling bo-solo-fork); ok is false when they can take none.
func (g *Game) guardsPath(from int) (rules.Path, bool) {
	m := g.Breakout.Map
	held := g.Crews[g.crewIndex(rules.Guards)].Board.Resources
	pick, _ := automa.GuardsPath(m, from, held)
	if pick < 0 {
		return rules.Path{}, false
	}
	return m.Paths[pick], true
}

// checkGuardsPath refuses a guards' lantern step that is not the path
// their rule takes.
func (g *Game) checkGuardsPath(from, to int) error {
	want, ok := g.guardsPath(from)
	m := g.Breakout.Map
	if !ok {
		return &rules.RuleError{Err: rules.ErrCatacombs, Rule: srcBoSoloLO, Crew: rules.Guards, Problem: fmt.Sprintf("the guards can take no path from %s: every one costs more than they have", spaceName(m.Spaces[from])),
			ProblemKey: "refusal.tracker.guards-no-path", ProblemArgs: []any{spaceWords(m.Spaces[from])}}
	}
	if want.To != to {
		return &rules.RuleError{Err: rules.ErrCatacombs, Rule: srcBoSoloLO, Crew: rules.Guards, Problem: fmt.Sprintf("the guards take the path to %s: the one with a cost when they can pay it, else one without", spaceName(m.Spaces[want.To])), Allowed: m.Spaces[want.To].Label(),
			ProblemKey: "refusal.tracker.guards-path", ProblemArgs: []any{spaceWords(m.Spaces[want.To])}, AllowedKey: typed, AllowedArgs: []any{m.Spaces[want.To].Label()}}
	}
	return nil
}
