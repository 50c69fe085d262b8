package companion

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/rules"
)

// Breakout's solitary mode in the tracker: the guards' lantern and their
// guard card on the legend (Breakout rulebook, "Solitary Mode").

// legendGuards returns the strengths of the guard cards on the legend card.
func (g *Game) legendGuards() []int {
	if g.Solo == nil {
		return nil
	}
	return g.Solo.LegendGuards
}

// guardsPath returns the path the guards take from a space of the map:
// the one with a cost when they can pay it, else one without (Breakout
// rulebook, "Solitary Mode – Lights Out Phase"; ruling bo-solo-fork for
// forks the book leaves open: the first typed of those).
func (g *Game) guardsPath(from int) (rules.Path, bool) {
	m := g.Breakout.Map
	held := g.Crews[g.crewIndex(rules.Guards)].Board.Resources
	var free, paid *rules.Path
	for _, p := range m.PathsFrom(from, nil) {
		switch {
		case p.Cost.Total() > 0 && p.CanPay(held) && paid == nil:
			paid = &p
		case p.Cost.Total() == 0 && free == nil:
			free = &p
		}
	}
	switch {
	case paid != nil:
		return *paid, true
	case free != nil:
		return *free, true
	}
	return rules.Path{}, false
}

// checkGuardsPath refuses a guards' lantern step that is not the path
// their rule takes.
func (g *Game) checkGuardsPath(from, to int) error {
	want, ok := g.guardsPath(from)
	m := g.Breakout.Map
	if !ok {
		return &rules.RuleError{Err: rules.ErrCatacombs, Rule: srcBoSoloLO, Crew: rules.Guards, Problem: fmt.Sprintf("the guards can take no path from %s: every one costs more than they have", spaceName(m.Spaces[from]))}
	}
	if want.To != to {
		return &rules.RuleError{Err: rules.ErrCatacombs, Rule: srcBoSoloLO, Crew: rules.Guards, Problem: fmt.Sprintf("the guards take the path to %s: the one with a cost when they can pay it, else one without", spaceName(m.Spaces[want.To])), Allowed: m.Spaces[want.To].Label()}
	}
	return nil
}
