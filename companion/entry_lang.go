package companion

import (
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The game log's entries in the reader's language (issue 24): lockup log,
// lockup play and the one-entry commands print them. English goes by
// DescribeEntry, which needs no catalog; Spanish and Chinese come from the
// catalog's "entry.*" messages, the game's terms from the glossary. The
// catalog words the English too: a test holds it to DescribeEntry for an
// example of every kind of entry, so the two cannot drift apart. Card,
// crew and goal names, and what a player typed, stay as they are.

// DescribeEntryIn says an entry in a language, as DescribeEntry does in
// English.
func DescribeEntryIn(lang terms.Lang, e Entry) string {
	if lang == terms.En {
		return DescribeEntry(e)
	}
	return describeEntryIn(lang, e)
}

// describeEntryIn is DescribeEntry through the catalog.
func describeEntryIn(lang terms.Lang, e Entry) string {
	w := entryWords{reasonWords{lang}}
	if e.Payload == nil {
		return w.e("empty", e.Seq)
	}
	when := w.phase(e.Phase)
	if e.Phase != PhaseSetup {
		when = w.e("when", e.Round, w.phase(e.Phase))
	}
	return w.e("line", e.Seq, when, w.describe(e.Payload, e.version()))
}

// PhaseIn names a phase in a language, as Phase.String does in English.
func PhaseIn(lang terms.Lang, p Phase) string {
	if lang == terms.En {
		return p.String()
	}
	return entryWords{reasonWords{lang}}.phase(p)
}

// entryWords puts entries into words in a language through the catalog;
// with English it gives DescribeEntry's words, for the test that holds the
// catalog's English to them.
type entryWords struct{ reasonWords }

// e formats the entry message of a key.
func (w entryWords) e(key string, args ...any) string {
	return w.lang.Sprintf("entry."+key, args...)
}

// g formats the message of key, or of key+"-guards" when the crew is the
// guards (the English verb and the Spanish one agree with a plural).
func (w entryWords) g(crew, key string, args ...any) string {
	if crew == rules.Guards {
		key += "-guards"
	}
	return w.e(key, args...)
}

func (w entryWords) phase(p Phase) string {
	if p <= NoPhase || p > PhaseGameEnd {
		return w.e("phase.none")
	}
	return w.e("phase." + p.Slug())
}

// toLoc names a location as where something goes: Spanish with "a" and
// its article ("al Comedor", "a la Forja"), which its message leaves out;
// loc's words otherwise.
func (w entryWords) toLoc(l rules.Location) string {
	loc := w.loc(l)
	if w.lang == terms.Es {
		if rest, ok := strings.CutPrefix(loc, "el "); ok {
			return "al " + rest
		}
		return "a " + loc
	}
	return loc
}

// who names a crew as a subject: its name, or the guards.
func (w entryWords) who(crew string) string {
	if crew != rules.Guards {
		return crew
	}
	if w.lang == terms.En {
		return subject(crew)
	}
	return w.lang.Word("guards")
}

// and joins parts as joinAnd does ("a, b and c"; "nothing").
func (w entryWords) and(parts []string) string {
	switch len(parts) {
	case 0:
		return w.e("nothing")
	case 1:
		return parts[0]
	}
	return w.e("and", strings.Join(parts[:len(parts)-1], w.e("sep")), parts[len(parts)-1])
}

// cubes says resource cubes as describeCubes does ("2 scrap, 1 potion and
// 3 gold").
func (w entryWords) cubes(r rules.Resources) string {
	var parts []string
	for _, k := range rules.AllResources {
		if n := r.Of(k); n != 0 {
			parts = append(parts, w.reasonWords.cubes(k, n))
		}
	}
	return w.and(parts)
}

// count says n things: the key's "-one" message for 1, the plain one with
// the number otherwise.
func (w entryWords) count(key string, n int) string {
	if n == 1 {
		return w.e(key + "-one")
	}
	return w.e(key, n)
}

// token names a crew token as typed in an entry ("enforcer", "3").
func (w entryWords) token(t string) string {
	return wordIn(w.lang, t, t)
}

// gainSpend is gainSpend's ", gaining ... and spending ...".
func (w entryWords) gainSpend(gain, spend rules.Resources) string {
	var parts []string
	if gain.Total() > 0 {
		parts = append(parts, w.e("gaining", w.cubes(gain)))
	}
	if spend.Total() > 0 {
		parts = append(parts, w.e("spending", w.cubes(spend)))
	}
	if len(parts) == 0 {
		return ""
	}
	return w.e("gain-spend", strings.Join(parts, w.e("gain-spend-and")))
}

// describe says a payload, as its describe (describeAt) does in English.
func (w entryWords) describe(p Payload, v int) string {
	switch e := p.(type) {
	case *SetupEntry:
		return w.setup(e)
	case *AssignEntry:
		parts := make([]string, len(e.Tokens))
		for i, t := range e.Tokens {
			parts[i] = w.e("token", w.token(t))
			if slices.Contains(e.FaceDown, t) {
				parts[i] = w.e("face-down", parts[i])
			}
		}
		return w.e("assign", e.Crew, w.and(parts), w.toLoc(e.Location))
	case *PassEntry:
		if e.LegendToken != "" {
			return w.e("pass-legend", e.Crew, w.token(e.LegendToken))
		}
		return w.e("pass", e.Crew)
	case *RewardChoiceEntry:
		return w.reward(e, v)
	case *EffectChoiceEntry:
		if e.Declined {
			return w.e("effect-declined", e.Crew, rules.EffectIn(w.lang, e.Effect), e.Card)
		}
		s := w.e("effect", e.Crew, rules.EffectIn(w.lang, e.Effect), e.Card)
		if e.Target != "" {
			s = w.e("effect-target", s, e.Target)
		}
		return s + w.gainSpend(e.Gain, e.Spend)
	case *DisplayCardEntry:
		if e.Space > 0 {
			return w.e("display-space", e.Card, e.Space)
		}
		return w.e("display", e.Card)
	case *GoonCardEntry:
		s := w.e("goon", e.Card, w.loc(e.Location))
		if e.Suspicion != nil {
			s = w.e("goon-typed", s, w.count("suspicion-icons", *e.Suspicion))
		}
		if e.Bandit != rules.NoResource {
			s = w.e("goon-bandit", s, w.resource(e.Bandit))
		}
		if c := e.Printed; c != nil && c.Suspicion.Known {
			s = w.e("goon-printed", s, w.count("suspicion-icons", c.Suspicion.Value))
		}
		if c := e.Printed; c != nil && c.BanditResource != rules.NoResource {
			s = w.e("goon-bandit", s, w.resource(c.BanditResource))
		}
		return s
	case *TomeDrawnEntry:
		return w.e("tome-drawn", e.Crew, e.Card)
	case *TomePlayedEntry:
		return w.tomePlayed(e)
	case *GoalClaimedEntry:
		if e.From != "" {
			return w.e("goal-from", e.Crew, e.Card, e.From)
		}
		return w.e("goal", e.Crew, e.Card)
	case *DiscardEntry:
		var what []string
		if e.Resources.Total() > 0 {
			what = append(what, w.cubes(e.Resources))
		}
		what = append(what, e.Cards...)
		return w.e("discard", e.Crew, w.and(what))
	case *LegendCardEntry:
		return w.e("legend-card", e.Card)
	case *TunnelEntry:
		if e.Double {
			return w.e("tunnel-double", w.loc(e.Location))
		}
		return w.e("tunnel-single", w.loc(e.Location))
	case *LanternEntry:
		if e.Stay {
			return w.g(e.Crew, "lantern-stay", w.who(e.Crew))
		}
		s := w.g(e.Crew, "lantern", w.who(e.Crew), e.Space)
		if e.Spend.Total() > 0 {
			s = w.e("lantern-spend", s, w.cubes(e.Spend))
		}
		return s
	case *LootEntry:
		if e.Scored {
			return w.g(e.Crew, "loot-scored", w.who(e.Crew), e.Loot)
		}
		return w.g(e.Crew, "loot", w.who(e.Crew), e.Loot)
	case *ResolveEntry:
		if e.Collect {
			return w.e("resolve-collect", w.loc(e.Location))
		}
		return w.e("resolve", w.loc(e.Location))
	case *PatrolEntry:
		return w.patrol(e)
	case *SetupBonusEntry:
		return w.setupBonus(e)
	case *GuardDealEntry:
		if len(e.Cards) == 8 {
			return w.e("guard-deal-legend")
		}
		return w.e("guard-deal")
	case *GuardTurnEntry:
		return w.guardTurn(e)
	case *GuardCardEntry:
		switch {
		case e.Legend:
			return w.e("guard-card-legend", rules.GuardCardIn(w.lang, e.Card))
		case e.Brought:
			return w.e("guard-card-brought", w.loc(e.Location))
		}
		return w.e("guard-card", w.loc(e.Location), rules.GuardCardIn(w.lang, e.Card))
	case *GuardsEntry:
		return w.guards(e)
	case *LegendEntry:
		s := w.e("legend", e.Card)
		for i, c := range e.Changes {
			if i == 0 {
				s = w.e("legend-first", s, w.change(c))
			} else {
				s = w.e("legend-next", s, w.change(c))
			}
		}
		return s
	case *ShapeshiftEntry:
		if e.Crew == rules.Guards {
			if len(e.Drawn) == 0 {
				return w.e("shapeshift-empty-guards")
			}
			return w.e("shapeshift-guards", w.and(e.Drawn), e.Keep)
		}
		if len(e.Drawn) == 0 {
			return w.e("shapeshift-empty", e.Crew)
		}
		return w.e("shapeshift", e.Crew, w.and(e.Drawn), e.Keep)
	}
	return p.describe()
}

func (w entryWords) setup(s *SetupEntry) string {
	names := make([]string, len(s.Crews))
	for i, c := range s.Crews {
		names[i] = c.Name
		if c.Colour != "" {
			names[i] = w.e("paren", names[i], wordIn(w.lang, c.Colour, c.Colour))
		}
		if c.Trait != "" {
			names[i] = w.e("paren", names[i], c.Trait)
		}
	}
	game := w.e("setup.core", s.Edition.String())
	if s.Breakout {
		game = w.e("setup.breakout", s.Edition.String())
	}
	var b strings.Builder
	if s.Solo {
		b.WriteString(w.e("setup.solo", game, names[0]))
		if s.Difficulty != rules.NoDifficulty {
			b.WriteString(w.e("setup.level", wordIn(w.lang, s.Difficulty.String(), s.Difficulty.String()), s.Difficulty.Title()))
		}
		if s.Decks == AppDecks {
			b.WriteString(w.e("setup.app-decks"))
		} else {
			b.WriteString(w.e("setup.table-decks"))
		}
	} else {
		b.WriteString(w.e("setup.game", game, len(names), w.and(names), s.Crews[0].Name))
	}
	if s.Advanced {
		b.WriteString(w.e("setup.advanced"))
	}
	if len(s.Goals) > 0 {
		b.WriteString(w.e("setup.goals", w.and(s.Goals)))
	}
	return b.String()
}

func (w entryWords) reward(r *RewardChoiceEntry, v int) string {
	at := w.loc(r.Location)
	var s string
	switch r.Action {
	case RewardTake:
		s = w.e("reward.take", r.Crew, at)
	case RewardDecline:
		return w.e("reward.decline", r.Crew, at)
	case RewardExchange:
		return w.e("reward.exchange", r.Crew, w.cubes(r.Spend), w.cubes(r.Gain), at)
	case RewardRecruit:
		s = w.e("reward.recruit", r.Crew, w.and(r.Cards), at)
	case RewardCraft:
		s = w.e("reward.craft", r.Crew, w.and(r.Cards), at)
	case RewardReserve:
		s = w.e("reward.reserve", r.Crew, w.and(r.Cards), at)
	case RewardKeepTome:
		s = w.e("reward.keep-tome", r.Crew, w.and(r.Cards), at)
	case RewardAdvanceLantern:
		s = w.e("reward.lantern", r.Crew, at)
	case RewardNone:
		if v < 8 {
			return w.e("reward.none-v7", r.Crew, at)
		}
		return w.e("reward.none", r.Crew, at)
	}
	return s + w.gainSpend(r.Gain, r.Spend)
}

func (w entryWords) tomePlayed(t *TomePlayedEntry) string {
	s := w.e("tome-played", t.Crew, t.Card)
	if t.Target != "" {
		on := t.Target
		if strings.EqualFold(t.Card, atlasOfHideouts) {
			if strings.EqualFold(strings.TrimSpace(t.Target), "legend") {
				on = w.e("guard-on-legend")
			} else if loc, err := MatchLocation(t.Target); err == nil {
				on = w.e("guard-at", w.loc(loc))
			}
		}
		s = w.e("tome-on", s, on)
	}
	if t.Revealed.Known() {
		s = w.e("tome-revealed", s, rules.GuardCardIn(w.lang, t.Revealed))
	}
	if t.TextAllows {
		s = w.e("tome-text-allows", s)
	}
	return s
}

func (w entryWords) patrol(p *PatrolEntry) string {
	var s string
	switch p.Action {
	case PatrolAdvanceGoons:
		s = w.e("patrol.advance")
		if p.DeckEmpty {
			s = w.e("patrol.item-deck-empty", s)
		}
	case PatrolAddSuspicion:
		s = w.e("patrol.suspicion")
		if p.Raid {
			s = w.e("patrol.raid", s)
		}
		if p.DeckEmpty {
			s = w.e("patrol.goon-deck-empty", s)
		}
	}
	return s
}

func (w entryWords) setupBonus(s *SetupBonusEntry) string {
	var parts []string
	if s.Power > 0 {
		parts = append(parts, w.count("power-cubes", s.Power))
	}
	if s.Gain.Total() > 0 {
		parts = append(parts, w.cubes(s.Gain))
	}
	if s.Suspicion > 0 {
		parts = append(parts, w.count("suspicion-cubes", s.Suspicion))
	}
	if s.Reputation > 0 {
		parts = append(parts, w.e("reputation", s.Reputation))
	}
	if s.Goon != "" {
		parts = append(parts, w.e("the-goon", s.Goon))
	}
	if s.Storage != 0 {
		parts = append(parts, w.e("storage-change", s.Storage))
	}
	return w.e("setup-bonus", s.Crew, s.From, w.and(parts))
}

func (w entryWords) guardTurn(t *GuardTurnEntry) string {
	var s string
	if t.Reveal != rules.NoLocation || t.Legend {
		if t.Legend {
			s = w.e("turn.up-legend")
		} else {
			s = w.e("turn.up", w.loc(t.Reveal))
		}
		if t.Revealed.Known() {
			s = w.e("paren", s, rules.GuardCardIn(w.lang, t.Revealed))
		}
		s = w.e("turn.then", s)
	}
	s += w.e("turn.drawn", w.locCard(t.Drawn))
	switch {
	case t.Placed.Known():
		s = w.e("turn.placed", s, rules.GuardCardIn(w.lang, t.Placed), w.locCard(t.Drawn))
	case t.Drawn == rules.OffDuty:
		s = w.e("turn.off-duty", s)
	default:
		s = w.e("turn.empty", s)
	}
	return w.e("turn", s)
}

func (w entryWords) guards(e *GuardsEntry) string {
	at := w.loc(e.Location)
	switch e.Action {
	case automa.Take.String():
		return w.e("guards.take", w.cubes(e.Gain), at)
	case automa.Seize.String():
		return w.e("guards.seize", w.and(e.Cards), at)
	case automa.Craft.String():
		return w.e("guards.craft", w.and(e.Cards), at) + w.gainSpend(rules.Resources{}, e.Pay)
	case automa.Reserve.String():
		return w.e("guards.reserve", w.and(e.Cards), at)
	}
	return w.e("guards.nothing", at)
}

// change says a crew's change of a legend card, as Change.describe does.
func (w entryWords) change(c Change) string {
	var parts []string
	if c.Gain.Total() > 0 {
		parts = append(parts, w.g(c.Crew, "change.gains", w.cubes(c.Gain)))
	}
	if c.Lose.Total() > 0 {
		parts = append(parts, w.g(c.Crew, "change.returns", w.cubes(c.Lose)))
	}
	signed := func(n int, what string) {
		switch {
		case n > 0:
			parts = append(parts, w.g(c.Crew, "change.gains", w.e("change."+what, n)))
		case n < 0:
			parts = append(parts, w.g(c.Crew, "change.loses", w.e("change."+what, -n)))
		}
	}
	signed(c.Power, "power")
	signed(c.Suspicion, "suspicion")
	signed(c.Reputation, "stars")
	if c.Tomes > 0 {
		parts = append(parts, w.g(c.Crew, "change.draws", w.count("tomes", c.Tomes)))
	}
	if len(parts) == 0 {
		return w.e("change.nothing", w.who(c.Crew))
	}
	return w.e("change", w.who(c.Crew), w.and(parts))
}

// StringIn says why the entry needs nobody's choice in a language, as
// String does in English (which needs no catalog). The Breakout rulebook
// has no Spanish or Chinese edition: its passages are cited in English.
func (a Auto) StringIn(lang terms.Lang) string {
	if lang == terms.En {
		return a.String()
	}
	return a.stringIn(lang)
}

// stringIn is String through the catalog.
func (a Auto) stringIn(lang terms.Lang) string {
	w := entryWords{reasonWords{lang}}
	switch a.Reason {
	case AutoNoTokens:
		return w.e("auto.no-tokens", a.Crew)
	case AutoNobodyThere:
		return w.e("auto.nobody-there", w.loc(a.Location))
	case AutoNothingToChoose:
		return w.e("auto.nothing-to-choose", w.loc(a.Location))
	case AutoGoonsAdvance:
		return w.e("auto.goons-advance")
	case AutoAddSuspicion:
		return w.e("auto.add-suspicion")
	case AutoOneOpponent:
		return w.e("auto.one-opponent", a.Target, a.Crew)
	case AutoOneKind:
		return w.e("auto.one-kind", a.Crew, w.resource(a.Kind))
	case AutoGuardDeal:
		return w.e("auto.guard-deal")
	case AutoGuardTurn:
		if a.Legend {
			return w.e("auto.guard-turn-legend")
		}
		if a.Location == rules.NoLocation {
			return w.e("auto.guard-turn-none")
		}
		return w.e("auto.guard-turn", w.loc(a.Location))
	case AutoGuardCard:
		if a.Location == rules.NoLocation {
			return w.e("auto.guard-card-legend")
		}
		return w.e("auto.guard-card", w.loc(a.Location))
	case AutoGuardsRules:
		return w.e("auto.guards-rules", w.loc(a.Location))
	case AutoLastToken:
		return w.e("auto.last-token", a.Crew)
	case AutoAppDecks:
		return w.e("auto.app-decks")
	case AutoGuardsLantern:
		return w.e("auto.guards-lantern")
	case AutoLegend:
		return w.e("auto.legend")
	case AutoCollect:
		return w.e("auto.collect", w.loc(a.Location))
	}
	return ""
}

// AutomaticIn says, after an entry the table made by itself, why nobody
// had a choice: "Automatic: ... ." as lockup log and lockup play end it.
func AutomaticIn(lang terms.Lang, a Auto) string {
	if lang == terms.En {
		return "Automatic: " + a.String() + "."
	}
	return lang.Sprintf("entry.automatic", a.stringIn(lang))
}

// NoEntriesIn is what lockup log prints for a game without entries.
func NoEntriesIn(lang terms.Lang) string {
	if lang == terms.En {
		return "(no entries)"
	}
	return lang.Sprintf("entry.none")
}
