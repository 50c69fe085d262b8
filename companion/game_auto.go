package companion

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/rules"
)

// What the table does by itself: when nobody has a choice to make, the
// next entry follows from the state alone. Game.Expect works it out
// (Expectation.Auto); the commands and lockup play append it as an ordinary
// entry, so a game file holds every step and its replay never makes one by
// itself.

// AutoReason says why the table makes an entry by itself.
type AutoReason int

// The reasons, each with the passage that leaves no choice.
const (
	NoAutoReason AutoReason = iota
	// AutoNoTokens: a crew with no token left must pass at the start of its
	// Roll Call turn (core rulebook, "Roll Call Phase – Passing").
	AutoNoTokens
	// AutoNobodyThere: nobody has a token at the location, so it gives
	// nothing and its suspicion and Bandit cubes stay there (core rulebook,
	// "II. Lights Out Phase", steps 2 and 3; ruling bandit-cube-unclaimed).
	AutoNobodyThere
	// AutoNothingToChoose: every crew at the location has chosen or
	// declined its reward, or has none: what is left is handed out as it is.
	AutoNothingToChoose
	// AutoGoonsAdvance: Patrol step 3's advance has no choice (core
	// rulebook, "III. Patrol Phase – 3. Advance Goon Cards").
	AutoGoonsAdvance
	// AutoAddSuspicion: Patrol step 4 has no choice, its raid neither (core
	// rulebook, "III. Patrol Phase – 4. Add Suspicion Cubes").
	AutoAddSuspicion
	// AutoOneOpponent: a Give Suspicion icon in a two-crew game has one
	// opponent to give to (core rulebook, "Special Effect Icons").
	AutoOneOpponent
	// AutoOneKind: a crew over its storage limit holds one kind of resource
	// only, so what it discards is no choice (core rulebook, "III. Patrol
	// Phase – 1. Check Resource Limits").
	AutoOneKind
	// AutoGuardDeal: the guard cards are dealt at the start of a solitary
	// Roll Call phase (core rulebook, "Solitary Mode – Roll Call Phase").
	AutoGuardDeal
	// AutoGuardTurn: a guard turn with at most one face-down guard card to
	// turn up, whose cards the app draws.
	AutoGuardTurn
	// AutoGuardCard: a guard card the app turns up, or the card the special
	// guard card brings.
	AutoGuardCard
	// AutoGuardsRules: the guards collect their reward by their own rules
	// (core rulebook, "Solitary Mode – Lights Out Phase").
	AutoGuardsRules
	// AutoLastToken: with Breakout a crew with one token left passes, and
	// the token goes to the legend card (Breakout rulebook, "Roll Call
	// Phase").
	AutoLastToken
	// AutoAppDecks: the app lays a tunnel marker or turns up a legend card
	// from the game's seed.
	AutoAppDecks
	// AutoGuardsLantern: the guards move their lantern by their own rule
	// (Breakout rulebook, "Solitary Mode – Lights Out Phase").
	AutoGuardsLantern
	// AutoLegend: the legend card's icons go to the crew ranked first and
	// nothing is played at the table.
	AutoLegend
	// AutoCollect: at a tunnel location the rewards are collected before
	// the lantern advances (Breakout rulebook, "Resolving Tunnel
	// Locations").
	AutoCollect
)

// Auto is an entry the table makes by itself, and why.
type Auto struct {
	// Payload is the entry to append.
	Payload Payload
	Reason  AutoReason
	// Crew is the crew that passes, gives or discards; Location the
	// location that resolves.
	Crew     string
	Location rules.Location
	// Target is the only opponent (AutoOneOpponent); Kind the only kind of
	// resource held (AutoOneKind).
	Target string
	Kind   rules.Resource
	// Legend is true when the guard turn turns up the legend card's guard
	// card, the only one face down (AutoGuardTurn).
	Legend bool
}

// String says why the entry needs nobody's choice, in a player's words.
func (a Auto) String() string {
	switch a.Reason {
	case AutoNoTokens:
		return a.Crew + " has no tokens left, so it passes (core rulebook, \"Roll Call Phase – Passing\")"
	case AutoNobodyThere:
		return "nobody is at the " + a.Location.String()
	case AutoNothingToChoose:
		return "no crew at the " + a.Location.String() + " has a reward left to choose or decline"
	case AutoGoonsAdvance:
		return "the goons advance without a choice"
	case AutoAddSuspicion:
		return "suspicion cubes are added without a choice"
	case AutoOneOpponent:
		return fmt.Sprintf("%s is %s's only opponent", a.Target, a.Crew)
	case AutoOneKind:
		return fmt.Sprintf("%s holds %s only", a.Crew, a.Kind)
	case AutoGuardDeal:
		return "the Roll Call phase begins with the guard cards dealt"
	case AutoGuardTurn:
		if a.Legend {
			return "the only face-down guard card is on the legend card, and the app draws the location card"
		}
		if a.Location == rules.NoLocation {
			return "no guard card is face down, and the app draws the location card"
		}
		return "the only face-down guard card is at the " + a.Location.String() + ", and the app draws the location card"
	case AutoGuardCard:
		if a.Location == rules.NoLocation {
			return "the guard card on the legend card comes from the guards' deck without a choice"
		}
		return "the guard card at the " + a.Location.String() + " comes from the guards' deck without a choice"
	case AutoGuardsRules:
		return "the guards' own rules decide their reward at the " + a.Location.String()
	case AutoLastToken:
		return a.Crew + " has one token left, which goes face down to the legend card as it passes (Breakout rulebook, \"Roll Call Phase\")"
	case AutoAppDecks:
		return "the app lays the tunnel markers and turns up the legend cards from the game's seed"
	case AutoGuardsLantern:
		return "the guards take the path with a cost when they can pay it, else the other (Breakout rulebook, \"Solitary Mode – Lights Out Phase\")"
	case AutoLegend:
		return "the legend card's icons go to the crew ranked first, and nothing else is played at the table"
	case AutoCollect:
		return "every reward at the " + a.Location.String() + " is chosen: they are collected before the lantern moves from its tunnel (Breakout rulebook, \"Resolving Tunnel Locations\")"
	}
	return ""
}

// autoEffect answers a waiting icon that has one possible answer: a Give
// Suspicion with one opponent.
func (g *Game) autoEffect(p PendingEffect) Auto {
	if p.Effect.Kind != rules.EffectGiveSuspicion || len(g.Crews) != 2 {
		return Auto{}
	}
	other := g.Crews[0].Name
	if other == p.Crew {
		other = g.Crews[1].Name
	}
	return Auto{Payload: &EffectChoiceEntry{Crew: p.Crew, Card: p.Card, Effect: p.Effect.Kind, Target: other}, Reason: AutoOneOpponent, Crew: p.Crew, Target: other}
}

// autoDiscard answers a storage discard that has one possible answer: the
// first crew over its limit holding one kind of resource only.
func (g *Game) autoDiscard(over []CrewCount) Auto {
	for _, d := range over {
		c, ok := g.Crew(d.Crew)
		if !ok {
			continue
		}
		kind, kinds := rules.NoResource, 0
		for _, k := range rules.AllResources {
			if c.Board.Resources.Of(k) > 0 {
				kind, kinds = k, kinds+1
			}
		}
		if kinds == 1 {
			return Auto{Payload: &DiscardEntry{Crew: d.Crew, Resources: rules.Resources{}.With(kind, d.N)}, Reason: AutoOneKind, Crew: d.Crew, Kind: kind}
		}
	}
	return Auto{}
}
