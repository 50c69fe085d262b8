package companion

import (
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// What a game waits for in the reader's language (issue 24): lockup status
// and lockup play print it. English goes by Situation and String, which
// need no catalog (building it costs start-up time); Spanish and Chinese
// come from the catalog's "status.next.*" messages, the game's terms from
// the glossary. situationIn words the English too, through the catalog: a
// test holds it to Situation for every kind of expectation, so the two
// cannot drift apart. What other packages word in English (a reward's
// choice, a card's name) stays as it is.

// SituationIn says what the game waits for in a language, without the
// commands: Situation in English.
func (x Expectation) SituationIn(lang terms.Lang) string {
	if lang == terms.En {
		return x.Situation()
	}
	return x.situationIn(lang)
}

// StringIn says what the game waits for in a language, then the commands
// that answer it (as typed): String in English ("Next: ...: lockup draw
// item CARD.").
func (x Expectation) StringIn(lang terms.Lang) string {
	if lang == terms.En {
		return x.String()
	}
	return x.stringIn(lang)
}

// NextIn says what the game waits for as lockup play's last lines say it,
// without the commands: "Next: Patrol, step 2: draw 2 item cards for the
// item display." ("The game is over after round 6." at the end), in a
// language. English needs no catalog.
func (x Expectation) NextIn(lang terms.Lang) string {
	if lang == terms.En {
		if x.Kind == ExpectGameOver {
			return x.Situation() + "."
		}
		return "Next: " + x.Situation() + "."
	}
	return x.nextIn(lang)
}

// nextIn is NextIn through the catalog.
func (x Expectation) nextIn(lang terms.Lang) string {
	if x.Kind == ExpectGameOver {
		return lang.Sprintf("status.next.end", x.situationIn(lang))
	}
	return lang.Sprintf("status.next.next", x.situationIn(lang))
}

// stringIn is String through the catalog.
func (x Expectation) stringIn(lang terms.Lang) string {
	if x.Kind == NoExpectation {
		return ""
	}
	s := x.situationIn(lang)
	if cmds := x.Commands(); len(cmds) > 0 {
		s = lang.Sprintf("status.next.commands", s, joinIn(lang, orCommandsIn, "status.next.none", cmds))
	}
	if x.Kind == ExpectGameOver || x.Kind == ExpectSetup {
		return lang.Sprintf("status.next.end", s)
	}
	return lang.Sprintf("status.next.next", s)
}

// situationIn is Situation through the catalog.
func (x Expectation) situationIn(lang terms.Lang) string {
	loc := func(l rules.Location) string { return rules.LocationIn(lang, l) }
	switch x.Kind {
	case ExpectSetup:
		s := lang.Sprintf("status.next.setup", x.Missing[0].in(lang))
		switch n := len(x.Missing) - 1; {
		case n == 1:
			s = lang.Sprintf("status.next.setup-more-one", s)
		case n > 1:
			s = lang.Sprintf("status.next.setup-more", s, n)
		}
		return s
	case ExpectTurn:
		tokens := lang.Sprintf("status.next.none")
		if len(x.Tokens) > 0 {
			tokens = rules.ListIn(lang, rules.TokensIn(lang, x.Tokens))
		}
		s := lang.Sprintf("status.next.turn", x.Crew, tokens)
		if x.setupDone {
			s = lang.Sprintf("status.next.first-turn", s)
		}
		return s
	case ExpectEffect:
		return lang.Sprintf("status.next.effect", x.Crew, x.Effect.Card, rules.EffectIn(lang, x.Effect.Effect.Kind))
	case ExpectTome:
		if x.KeepTome {
			return lang.Sprintf("status.next.keep-tome", x.Crew, joinIn(lang, rules.AndIn, "list.nothing", x.Drawn))
		}
		if x.TomeFrom != rules.NoLocation {
			return lang.Sprintf("status.next.choose-tome", x.Crew, x.Tomes)
		}
		if x.Tomes == 1 {
			return lang.Sprintf("status.next.tome-one", x.Crew)
		}
		return lang.Sprintf("status.next.tomes", x.Crew, x.Tomes)
	case ExpectResolve:
		return x.resolveSituationIn(lang)
	case ExpectDiscard:
		owe := make([]string, len(x.Discards))
		for i, d := range x.Discards {
			if d.N == 1 {
				owe[i] = lang.Sprintf("status.next.discards-one", d.Crew)
			} else {
				owe[i] = lang.Sprintf("status.next.discards", d.Crew, d.N)
			}
		}
		return lang.Sprintf("status.next.patrol-1", joinIn(lang, rules.AndIn, "list.nothing", owe))
	case ExpectDisplayCard:
		if x.DisplayCards == 1 {
			return lang.Sprintf("status.next.patrol-2-one")
		}
		return lang.Sprintf("status.next.patrol-2", x.DisplayCards)
	case ExpectAdvanceGoons:
		return lang.Sprintf("status.next.patrol-3-advance")
	case ExpectGoonCard:
		names := make([]string, len(x.GoonSpaces))
		for i, l := range x.GoonSpaces {
			names[i] = loc(l)
		}
		return lang.Sprintf("status.next.patrol-3-goon", joinIn(lang, rules.AndIn, "list.nothing", names))
	case ExpectAddSuspicion:
		if x.Raid {
			return lang.Sprintf("status.next.patrol-4-raid")
		}
		return lang.Sprintf("status.next.patrol-4")
	case ExpectGameOver:
		return lang.Sprintf("status.next.game-over", rules.LastRound)
	case ExpectGuardDeal:
		if x.AppDecks {
			return lang.Sprintf("status.next.deal-app", x.Round)
		}
		return lang.Sprintf("status.next.deal", x.Round)
	case ExpectGuardTurn:
		names := make([]string, 0, len(x.FaceDown)+1)
		for _, l := range x.FaceDown {
			names = append(names, loc(l))
		}
		if x.LegendDown {
			names = append(names, lang.Sprintf("status.next.legend-cards"))
		}
		if len(names) == 0 {
			return lang.Sprintf("status.next.guard-turn-none")
		}
		return lang.Sprintf("status.next.guard-turn", joinIn(lang, rules.OrIn, "status.next.none", names))
	case ExpectGuardCard:
		if x.Brought {
			return lang.Sprintf("status.next.brought", loc(x.Location))
		}
		if x.LegendGuard {
			return lang.Sprintf("status.next.legend-guard", x.Legend)
		}
		return lang.Sprintf("status.next.guard-card", loc(x.Location))
	case ExpectGuards:
		return lang.Sprintf("status.next.guards", loc(x.Location))
	case ExpectLoot:
		if x.Crew == rules.Guards {
			return lang.Sprintf("status.next.loot-guards", rules.SpaceIn(lang, x.Space))
		}
		return lang.Sprintf("status.next.loot", x.Crew, rules.SpaceIn(lang, x.Space), x.Crew)
	case ExpectLantern:
		advance := rules.EffectIn(lang, rules.EffectAdvanceLantern)
		key, args := "", []any{x.Effect.Card, advance, rules.SpaceIn(lang, x.Space)}
		switch {
		case x.Location == rules.NoLocation && x.Steps == 0:
			key = "status.next.lantern-stuck"
		case x.Location == rules.NoLocation:
			key = "status.next.lantern-one"
		default:
			steps := rules.SpacesIn(lang, x.Steps)
			if x.Crew == rules.Guards {
				return lang.Sprintf("status.next.tunnel-guards", loc(x.Location), steps, rules.SpaceIn(lang, x.Space))
			}
			return lang.Sprintf("status.next.tunnel", loc(x.Location), x.Crew, steps, rules.SpaceIn(lang, x.Space))
		}
		if x.Crew == rules.Guards {
			return lang.Sprintf(key+"-guards", args...)
		}
		return lang.Sprintf(key, append([]any{x.Crew}, args...)...)
	case ExpectLegend:
		return lang.Sprintf("status.next.legend", x.Legend)
	case ExpectLegendCard:
		return lang.Sprintf("status.next.legend-card")
	case ExpectShapeshift:
		if x.Crew == rules.Guards {
			return lang.Sprintf("status.next.shapeshift-guards", loc(x.Location), ShapeshiftDraw)
		}
		return lang.Sprintf("status.next.shapeshift", x.Crew, loc(x.Location), ShapeshiftDraw, x.Crew)
	}
	return ""
}

// resolveSituationIn is resolveSituation through the catalog.
func (x Expectation) resolveSituationIn(lang terms.Lang) string {
	s := lang.Sprintf("status.next.resolves", rules.LocationIn(lang, x.Location))
	if x.Location == rules.ExerciseYard && x.Phase == PhaseLightsOut && len(x.Open) > 0 {
		s = lang.Sprintf("status.next.lights-out", s)
	}
	if len(x.Open) == 0 {
		return s
	}
	var parts []string
	for _, o := range x.Open {
		who := o.Crew
		if t := TierWordsIn(lang, o.Tier); t != "" {
			who = lang.Sprintf("status.next.tier", who, t)
		}
		var what []string
		if !o.Gains.IsZero() {
			what = append(what, lang.Sprintf("status.next.gains", GainsIn(lang, o.Gains)))
		}
		if o.FirstPlayerMarker {
			what = append(what, lang.Sprintf("status.next.takes-marker"))
		}
		if local := rules.ChoiceIn(lang, o.Choice); local != o.Choice {
			what = append(what, local)
		} else if o.Choice != "" {
			// A choice the catalog lacks (a card's): the rules' English,
			// marked so in Spanish and Chinese.
			what = append(what, lang.Sprintf("status.next.choice", o.Choice))
		}
		if len(what) == 0 {
			what = append(what, lang.Sprintf("status.next.collects-nothing"))
		}
		sep := lang.Sprintf("status.next.what-sep")
		if x.cardReward() && len(x.Open) > 1 {
			parts = append(parts, lang.Sprintf("status.next.chooses-first", who, strings.Join(what, sep)))
			break
		}
		parts = append(parts, lang.Sprintf("status.next.open", who, strings.Join(what, sep)))
	}
	for _, p := range parts {
		s = lang.Sprintf("status.next.parts", s, p)
	}
	return s
}

// SetupMissingIn is SetupMissing in a language: what round 1 still waits
// for, each need worded by the catalog.
func (g Game) SetupMissingIn(lang terms.Lang) []string {
	if lang == terms.En {
		return g.SetupMissing()
	}
	var out []string
	for _, n := range g.SetupNeeds() {
		out = append(out, n.in(lang))
	}
	return out
}

// in says a setup need through the catalog (String in English).
func (n SetupNeed) in(lang terms.Lang) string {
	switch n.Kind {
	case NeedItemCards:
		if n.N == 1 {
			return lang.Sprintf("status.need.items-one", n.Of)
		}
		return lang.Sprintf("status.need.items", n.N, n.Of)
	case NeedGoonCard:
		return lang.Sprintf("status.need.goon", rules.LocationIn(lang, n.Location))
	case NeedSingleTunnels:
		if n.N == 1 {
			return lang.Sprintf("status.need.single-one")
		}
		return lang.Sprintf("status.need.single", n.N)
	case NeedDoubleTunnels:
		if n.N == 1 {
			return lang.Sprintf("status.need.double-one")
		}
		return lang.Sprintf("status.need.double", n.N)
	case NeedFirstLegend:
		return lang.Sprintf("status.need.legend")
	}
	return lang.Sprintf("list.nothing")
}

// joinIn joins parts as joinAnd and joinOr do ("a, b and c") by join
// (rules.AndIn or rules.OrIn); none is the key of what is said for no part.
func joinIn(lang terms.Lang, join func(terms.Lang, []string) string, none string, parts []string) string {
	if len(parts) == 0 {
		return lang.Sprintf(none)
	}
	return join(lang, parts)
}

// orCommandsIn joins commands as "a, b or c": Chinese sets the commands
// apart from its "or" with spaces.
func orCommandsIn(lang terms.Lang, cmds []string) string {
	if len(cmds) < 2 {
		return strings.Join(cmds, "")
	}
	return lang.Sprintf("status.next.or-commands", rules.ListIn(lang, cmds[:len(cmds)-1]), cmds[len(cmds)-1])
}

// TierWordsIn names a reward tier in a language (TierWords in English).
func TierWordsIn(lang terms.Lang, t rules.Tier) string {
	key := ""
	switch t {
	case rules.Most:
		key = "status.tier.most"
	case rules.Second:
		key = "status.tier.second"
	case rules.Third:
		key = "status.tier.third"
	case rules.Least:
		key = "status.tier.least"
	case rules.Others:
		key = "status.tier.others"
	default:
		return ""
	}
	if lang == terms.En {
		return TierWords(t)
	}
	return lang.Sprintf(key)
}

// GainsIn lists gains in a language (rules.Gains.String in English):
// rules.GainsIn.
func GainsIn(lang terms.Lang, g rules.Gains) string {
	if lang == terms.En {
		return g.String()
	}
	return rules.GainsIn(lang, g)
}

// wordIn is the glossary's term of id in a language, english in English
// or where the glossary has none.
func wordIn(lang terms.Lang, id, english string) string {
	if lang == terms.En {
		return english
	}
	if w := lang.Word(id); w != id || id == "" {
		return w
	}
	return english
}
