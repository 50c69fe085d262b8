package automa

import "github.com/lockup-companion/lockup/companion/rules"

// This file holds the guards' decisions of Breakout's solitary mode (Breakout
// rulebook, "Solitary Mode"): their lantern's path, their loot, a legend
// card's reward, a Shapeshifter they seize, their wild valuables. Where the
// guards advance is the rules engine's (rules.Resolution.GuardsLantern: one
// space at a tunnel where they have the most strength).

// GuardsLegendStars is what a reward from the legend card gives the guards
// instead of the reward printed on it (Breakout rulebook, "Solitary Mode –
// Lights Out Phase, Resolving the Legend Card").
const GuardsLegendStars = 2

// LegendReward writes into d what the guards gain for one reward the
// legend card gives them: GuardsLegendStars stars instead (Breakout
// rulebook, "Solitary Mode – Lights Out Phase, Resolving the Legend Card").
// A penalty with a choice is the player's to choose for them; a penalty
// without one is carried out as printed. d is overwritten whole, but for
// SkipSteps, so that a caller keeping one Decision (a simulated game)
// copies nothing as large.
func (d *Decision) LegendReward() {
	quiet := d.quiet
	*d = Decision{Action: Score, Reputation: GuardsLegendStars, Item: -1}
	d.quiet = quiet
	d.add(StepLegendReward, GuardsLegendStars, 0, 0)
}

// GuardsPath returns the path the guards' lantern takes one space onward
// from the space from (an index of c.Spaces), as an index of c.Paths, and
// the path that decided it; pick is -1 when the lantern does not move. held
// is what the guard board holds: the guards pay the path's cost from it.
//
// A path with a cost they can pay comes first, then a free path (Breakout
// rulebook, "Solitary Mode – Lights Out Phase, Resolving Tunnel
// Locations"); when several will do, the one to the space worth most at
// final scoring (its printed number, the TOMB 15, ESCAPED the most; a
// numbered space before the TOMB when they are worth the same); when none
// will do, the lantern stays (ruling bo-solo-fork). From the TOMB or ESCAPED
// the lantern goes no farther. The board is trusted: c.Check has accepted
// it.
func GuardsPath(c *rules.Catacombs, from int, held rules.Resources) (pick int, why Why) {
	pick = -1
	if from < 0 || from >= len(c.Spaces) {
		return pick, why
	}
	here := c.Spaces[from]
	if here.End() {
		why.add(StepLanternEnd, spaceCode(here), 0, 0)
		return pick, why
	}
	paths := 0
	for i := range c.Paths {
		if c.Paths[i].From == from {
			paths++
		}
	}
	why.add(StepPathsFrom, spaceCode(here), paths, 0)
	// The paths that will do: those with a cost they can pay (rank 2) if
	// any, else the free ones (rank 1).
	best, bestRank, candidates := -1, 0, 0
	for i := range c.Paths {
		p := &c.Paths[i]
		if p.From != from {
			continue
		}
		rank := 1
		if p.Cost.Total() > 0 {
			can := p.CanPay(held)
			if int(why.n) < maxSteps-2 {
				why.add(StepPathCost, spaceCode(c.Spaces[p.To]), packCost(p.Cost), boolInt(can))
			}
			if !can {
				continue
			}
			rank = 2
		}
		switch {
		case rank > bestRank:
			best, bestRank, candidates = i, rank, 1
		case rank == bestRank:
			candidates++
			if worth(c.Spaces[p.To]) > worth(c.Spaces[c.Paths[best].To]) {
				best = i
			}
		}
	}
	if best < 0 {
		why.add(StepPathNone, spaceCode(here), 0, 0)
		return pick, why
	}
	p := &c.Paths[best]
	to, cost := spaceCode(c.Spaces[p.To]), packCost(p.Cost)
	switch {
	case paths == 1:
		why.add(StepPathOnly, to, cost, 0)
		return best, why
	case candidates > 1:
		why.add(StepPathBest, to, candidates, 0)
	}
	if bestRank == 2 {
		why.add(StepPathPaid, to, cost, 0)
	} else {
		why.add(StepPathFree, to, 0, 0)
	}
	return best, why
}

// worth orders spaces by what a lantern there scores at final scoring: a
// numbered space its number, the TOMB 15 (just below a space numbered 15),
// ESCAPED more than any (ruling bo-solo-fork).
func worth(s rules.Space) int {
	switch s.Kind {
	case rules.Numbered:
		return 2*s.Number + 1
	case rules.Tomb:
		return 2 * rules.TombStars
	case rules.Escaped:
		return 1 << 14
	}
	return 0
}

// GuardsShapeshift returns which of the goons drawn for a Shapeshifter the
// guards seized they keep, as an index of drawn (the goons drawn from the
// top of the goon deck, in the order drawn: three, or fewer when the deck
// runs short): the one with the most suspicion icons, the first drawn on a
// tie; -1 when none was drawn (ruling bo-solo-shapeshifter). The
// Shapeshifter is discarded and the others too. When the goon kept is a
// Shapeshifter (its Type), the caller discards it and asks again with three
// more (Breakout rulebook, "Goon Cards – Shapeshifters").
func GuardsShapeshift(drawn []rules.GoonSpace) (keep int, why Why) {
	if len(drawn) == 0 {
		why.add(StepShapeshiftNone, 0, 0, 0)
		return -1, why
	}
	why.add(StepShapeshifter, len(drawn), 0, 0)
	keep, tied := 0, 1
	for i := 1; i < len(drawn); i++ {
		switch {
		case drawn[i].Suspicion > drawn[keep].Suspicion:
			keep, tied = i, 1
		case drawn[i].Suspicion == drawn[keep].Suspicion:
			tied++
		}
	}
	why.add(StepShapeshiftKeep, keep+1, drawn[keep].Suspicion, tied)
	if drawn[keep].Type == rules.Shapeshifters {
		why.add(StepShapeshiftAgain, 0, 0, 0)
	}
	return keep, why
}

// GuardsWild returns how many of the guards' wild valuables (the wild
// valuable icon and the Sacred Robes, Breakout rulebook, "Special Effect
// Icons" and "Notes") count toward what an end game goal counts at final
// scoring: every one when it counts shields, gems or magic (as that kind) or
// every valuable, none otherwise (ruling bo-solo-wild). Add it to the count
// rules.Holdings gives, which leaves wild valuables out. Where every
// valuable counts (Demons), scoring.Valuables.Total already counts them.
// scoring.Score applies the same rule at final scoring, given the goal's
// condition (scoring.EndGameGoal.Condition), and says so in a note;
// TestFinalScoreAppliesGuardsWild keeps the two the same.
func GuardsWild(c rules.Countable, wild int) (n int, why Why) {
	if wild <= 0 {
		return 0, why
	}
	if c.CountsValuables() {
		why.add(StepWild, int(c), wild, 0)
		return wild, why
	}
	why.add(StepWildNone, int(c), wild, 0)
	return 0, why
}
