package companion

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/rules"
)

// SetupNeedKind is a kind of thing a setup still lacks before round 1 can
// start (Game.SetupNeeds).
type SetupNeedKind int

// The things a setup can lack.
const (
	NoSetupNeed SetupNeedKind = iota
	// NeedItemCards: SetupNeed.N more item cards in the item display,
	// which holds SetupNeed.Of (core rulebook, "Game Setup", step 5).
	NeedItemCards
	// NeedGoonCard: a goon card at SetupNeed.Location (step 7).
	NeedGoonCard
	// NeedSingleTunnels and NeedDoubleTunnels: SetupNeed.N tunnel markers
	// of that kind still to lay (Breakout rulebook, "Expansion Setup").
	NeedSingleTunnels
	NeedDoubleTunnels
	// NeedFirstLegend: the first legend card (Breakout rulebook,
	// "Expansion Setup").
	NeedFirstLegend
)

var setupNeedKindNames = [...]string{"nothing", "item cards", "goon card", "single tunnel markers", "double tunnel markers", "first legend card"}

// String names the kind of need.
func (k SetupNeedKind) String() string {
	if k < 0 || int(k) >= len(setupNeedKindNames) {
		return "nothing"
	}
	return setupNeedKindNames[k]
}

// SetupNeed is one thing a setup still lacks: its kind, how many (N, of
// Of for the item display) and where (Location, for a goon card).
type SetupNeed struct {
	Kind     SetupNeedKind
	N, Of    int
	Location rules.Location
}

// String says the need in a player's words: "2 single tunnel marker(s)".
func (n SetupNeed) String() string {
	switch n.Kind {
	case NeedItemCards:
		return fmt.Sprintf("%s in the item display (it holds %d)", plural(n.N, "more item card", "more item cards"), n.Of)
	case NeedGoonCard:
		return "a goon card at the " + n.Location.String()
	case NeedSingleTunnels:
		return plural(n.N, "single tunnel marker", "single tunnel markers")
	case NeedDoubleTunnels:
		return plural(n.N, "double tunnel marker", "double tunnel markers")
	case NeedFirstLegend:
		return "the first legend card"
	}
	return "nothing"
}

// needs reports whether the setup lacks something of kind k.
func needs(ns []SetupNeed, k SetupNeedKind) bool {
	for _, n := range ns {
		if n.Kind == k {
			return true
		}
	}
	return false
}

// Needs reports whether the setup the game waits for (ExpectSetup) lacks
// something of kind k.
func (x Expectation) Needs(k SetupNeedKind) bool { return needs(x.Missing, k) }

// NeedOf returns what the setup the game waits for lacks of kind k, and
// whether it lacks any.
func (x Expectation) NeedOf(k SetupNeedKind) (SetupNeed, bool) {
	for _, n := range x.Missing {
		if n.Kind == k {
			return n, true
		}
	}
	return SetupNeed{}, false
}
