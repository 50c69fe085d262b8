package companion

import (
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The pieces of the tracker's refusals that are words of their own (a
// phase, a list, what an icon waits for): each is a rules.Phrase whose
// English is the text the refusal prints, so that a reader in Spanish or
// Chinese gets the piece in the catalog's words
// (companion/terms/messages_refusal_tracker.go).

// phrase is the piece of the catalog's key with its arguments, its English
// the catalog's.
func phrase(key string, args ...any) rules.Phrase {
	return rules.Phrase{Key: key, En: terms.En.Sprintf(key, args...), Args: args}
}

// noneWords is "none", an empty list.
func noneWords() rules.Phrase { return phrase("refusal.tracker.none") }

// listWords joins items with commas ("a, b, c"); "none" when empty.
func listWords(items []any) any {
	switch len(items) {
	case 0:
		return noneWords()
	case 1:
		return items[0]
	}
	return phrase("refusal.tracker.comma", items[0], listWords(items[1:]))
}

// orWords joins items as joinOr does ("a, b or c"); "none" when empty.
func orWords(items []any) any {
	switch len(items) {
	case 0:
		return noneWords()
	case 1:
		return items[0]
	case 2:
		return phrase("refusal.tracker.or", items[0], items[1])
	}
	return phrase("refusal.tracker.comma", items[0], orWords(items[1:]))
}

// andWords joins items as joinAnd does ("a, b and c"); "nothing" when
// empty.
func andWords(items []any) any {
	switch len(items) {
	case 0:
		return phrase("refusal.tracker.nothing")
	case 1:
		return items[0]
	case 2:
		return phrase("refusal.tracker.and", items[0], items[1])
	}
	return phrase("refusal.tracker.comma", items[0], andWords(items[1:]))
}

// nameItems turns names (crews, cards: said as typed) into list items.
func nameItems(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// tokenItems turns tokens into list items, each said by the reader's term.
func tokenItems(ts []rules.Token) []any {
	out := make([]any, len(ts))
	for i, t := range ts {
		out[i] = t
	}
	return out
}

// setupMissingWords is Game.SetupMissing in words, joined as joinAnd.
func (g *Game) setupMissingWords() any {
	needs := g.SetupNeeds()
	items := make([]any, len(needs))
	for i, n := range needs {
		items[i] = setupNeedWords(n)
	}
	return andWords(items)
}

// setupNeedWords is SetupNeed.String in words.
func setupNeedWords(n SetupNeed) rules.Phrase {
	switch n.Kind {
	case NeedItemCards:
		if n.N == 1 {
			return phrase("refusal.tracker.need.items.one", n.Of)
		}
		return phrase("refusal.tracker.need.items.many", n.N, n.Of)
	case NeedGoonCard:
		return phrase("refusal.tracker.need.goon", n.Location)
	case NeedSingleTunnels:
		return countWords(n.N, "refusal.tracker.need.single")
	case NeedDoubleTunnels:
		return countWords(n.N, "refusal.tracker.need.double")
	case NeedFirstLegend:
		return phrase("refusal.tracker.need.legend")
	}
	return phrase("refusal.tracker.nothing")
}

// cubesWords is describeCubes in words ("2 scrap, 1 potion and 3 gold").
func cubesWords(r rules.Resources) any {
	var items []any
	for _, kind := range rules.AllResources {
		n := r.Of(kind)
		if n == 0 {
			continue
		}
		var w any = kind
		if kind == rules.Potions && n == 1 {
			w = phrase("refusal.tracker.potion")
		}
		items = append(items, phrase("refusal.tracker.cubes-of", n, w))
	}
	return andWords(items)
}

// commissaryChoiceWords is the Commissary's reward for a tier as the rules
// engine describes it (rules.Reward.Choice), in words.
func commissaryChoiceWords(t rules.Tier, choice string) any {
	k := phrase("refusal.tracker.commissary.exchange-2")
	switch t {
	case rules.Most:
		k = phrase("refusal.tracker.commissary.gain")
	case rules.Second:
		k = phrase("refusal.tracker.commissary.exchange-1")
	}
	if k.String() != choice {
		return choice // the engine words it otherwise: as it is
	}
	return k
}

// phaseWords is a phase's name (Phase.String).
func phaseWords(p Phase) rules.Phrase {
	if p <= NoPhase || p > PhaseGameEnd {
		return phrase("refusal.tracker.phase.none")
	}
	return phrase("refusal.tracker.phase." + p.Slug())
}

// whenWords is a round and phase as Game.when says it ("round 3, Patrol";
// "setup").
func whenWords(round int, p Phase) rules.Phrase {
	if p == PhaseSetup {
		return phrase("refusal.tracker.when-setup")
	}
	return phrase("refusal.tracker.when", round, phaseWords(p))
}

// whereNowWords is Game.whereNow in words.
func (g *Game) whereNowWords() rules.Phrase {
	switch g.Phase {
	case PhaseLightsOut:
		return phrase("refusal.tracker.where-lights-out", g.Round, g.lightsOutPlaceWords())
	case PhasePatrol:
		return phrase("refusal.tracker.where-patrol", g.Round, patrolStepWords(g.PatrolStep()))
	}
	return whenWords(g.Round, g.Phase)
}

// lightsOutPlaceWords is Game.lightsOutPlace in words.
func (g *Game) lightsOutPlaceWords() rules.Phrase {
	switch lo := &g.LightsOut; {
	case lo.Next != rules.NoLocation:
		return phrase("refusal.tracker.at-location", lo.Next)
	case lo.Legend:
		return phrase("refusal.tracker.after-library-legend")
	}
	return phrase("refusal.tracker.after-library")
}

// possessiveWords is possessive in words ("Ann's", "the guards'").
func possessiveWords(name string) rules.Phrase {
	if name == rules.Guards {
		return phrase("refusal.tracker.guards-possessive")
	}
	return phrase("refusal.tracker.possessive", name)
}

// spaceWords is spaceName in words ("space 4", "the TOMB").
func spaceWords(s rules.Space) rules.Phrase {
	switch s.Kind {
	case rules.Numbered:
		return phrase("refusal.tracker.space-numbered", s.Label())
	case rules.NoSpace:
		return phrase("refusal.tracker.nowhere")
	}
	return phrase("refusal.tracker.space-named", rules.Phrase{Key: "refusal.space." + s.Kind.String(), En: strings.ToUpper(s.Label())})
}

// tunnelKindWords is a tunnel marker's kind ("single", "double").
func tunnelKindWords(t rules.Tunnel) rules.Phrase {
	return phrase("refusal.tracker.tunnel-kind." + strings.ReplaceAll(t.String(), " ", "-"))
}

// aTunnelWords is tunnelWords in words ("a double tunnel").
func aTunnelWords(t rules.Tunnel) rules.Phrase {
	return phrase("refusal.tracker.a-tunnel." + strings.ReplaceAll(t.String(), " ", "-"))
}

// countWords is plural in words: n things, by the key's ".one" or
// ".many" message ("1 space", "2 spaces").
func countWords(n int, key string) rules.Phrase {
	if n == 1 {
		return phrase(key + ".one")
	}
	return phrase(key+".many", n)
}

// patrolStepWords is PatrolStep.phrase in words ("2 (refill the item
// display)").
func patrolStepWords(s PatrolStep) rules.Phrase {
	if s <= NoPatrolStep || int(s) >= len(patrolStepNames) {
		return phrase("refusal.tracker.patrol-step.none")
	}
	return phrase("refusal.tracker.patrol-step." + patrolStepSlugs[s])
}

// patrolStepSlugs name the Patrol steps in the catalog's keys.
var patrolStepSlugs = [...]string{"", "limits", "refill-display", "advance-goons", "refill-goons", "add-suspicion"}

// phasesWords is phases.String in words ("the setup or the Patrol phase").
func phasesWords(s phases) any {
	var items []any
	if s.has(PhaseSetup) {
		items = append(items, phrase("refusal.tracker.the-setup"))
	}
	for p := PhaseRollCall; p <= PhasePatrol; p++ {
		if s.has(p) {
			items = append(items, phrase("refusal.tracker.the-phase", phaseWords(p)))
		}
	}
	return orWords(items)
}

// entryWhatWords is what entries of a kind are (kindSpec.what, "token
// assignments").
func entryWhatWords(k EntryKind) rules.Phrase {
	return phrase("refusal.tracker.what." + k.String())
}

// pendingWords is describePending in words.
func pendingWords(p PendingEffect) rules.Phrase {
	switch p.Effect.Kind {
	case rules.EffectGiveSuspicion:
		return phrase("refusal.tracker.pending.give-suspicion")
	case rules.EffectExchangeResource:
		return phrase("refusal.tracker.pending.exchange")
	case rules.EffectImproveItem:
		return phrase("refusal.tracker.pending.improve", p.Effect.Resource, p.Effect.Stars)
	case rules.EffectReserveItem:
		return phrase("refusal.tracker.pending.reserve")
	case rules.EffectAdvanceLantern:
		return phrase("refusal.tracker.pending.lantern")
	}
	return phrase("refusal.tracker.pending.none")
}

// craftableWords is craftable in words: the display's items, then the
// crew's reserved ones, marked so.
func craftableWords(display, reserved []string) any {
	var items []any
	for _, c := range display {
		if c != "" {
			items = append(items, c)
		}
	}
	for _, c := range reserved {
		items = append(items, phrase("refusal.tracker.reserved-item", c))
	}
	return listWords(items)
}

// noneOr is a list a refusal prints as it was joined ("a, b"), with its
// "none" in words.
func noneOr(list string) any {
	if list == "none" || list == "" {
		return noneWords()
	}
	return list
}

// typed is a refusal's text a player types or reads as it is (names,
// commands): the catalog's "%s".
const typed = "refusal.typed"
