package companion

import (
	"strings"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The guards' reasons in the reader's language (issue 24). The solitary
// guards keep each decision as steps, a kind and three numbers
// (automa.Step); automa words them in English. In Spanish and Chinese the
// words come from the message catalog (companion/terms, keys "reason.*"),
// the game's terms from the glossary. English keeps automa's own words,
// which the catalog's English equals (TestReasonsCatalogEnglish).

// GuardNotes returns every step of a decision in lang, with its passage and
// ruling, as automa.Decision.Notes does in English.
func GuardNotes(lang terms.Lang, d *automa.Decision) []rules.Note {
	if lang == terms.En {
		return d.Notes()
	}
	return reasonNotes(lang, d.Steps(), d)
}

// EffectWord names a special effect icon in lang as a card shows it: its
// slug in English ("gain-iron", as files write it), the glossary's name of
// the icon otherwise, with the resource it gains or improves.
func EffectWord(lang terms.Lang, e rules.Effect) string {
	w := reasonWords{lang}
	switch {
	case lang == terms.En:
		return e.String()
	case e.Kind == rules.EffectGainResource:
		return w.t("w.icon-resource", rules.EffectIn(w.lang, e.Kind), w.resource(e.Resource))
	case e.Kind == rules.EffectImproveItem:
		return w.t("w.icon-improve", rules.EffectIn(w.lang, e.Kind), w.resource(e.Resource), e.Stars)
	}
	return rules.EffectIn(w.lang, e.Kind)
}

// GuardSummary says in a line what the guards do, in lang, as
// automa.Decision.Summary does in English.
func GuardSummary(lang terms.Lang, d *automa.Decision) string {
	if lang == terms.En {
		return d.Summary()
	}
	return reasonWords{lang}.summary(d)
}

// guardLinesIn says what the guards decided in a report and why, in lang,
// as Report.Lines does in English: the decision, then a step a line.
func (r Report) guardLinesIn(lang terms.Lang) []string {
	out := []string{lang.Sprintf("reason.because-lines", GuardSummary(lang, &r.guards))}
	for _, n := range GuardNotes(lang, &r.guards) {
		out = append(out, "  - "+n.Text)
	}
	return out
}

func reasonNotes(lang terms.Lang, steps []automa.Step, d *automa.Decision) []rules.Note {
	w := reasonWords{lang}
	out := make([]rules.Note, len(steps))
	for i, s := range steps {
		out[i] = rules.Note{Text: w.step(s, d), Rule: s.Kind.Rule(), Ruling: s.Kind.Ruling()}
	}
	return out
}

// reasonWords puts the guards' steps into words in a language through the
// catalog. With English it gives automa's words, for the test that holds
// the catalog's English to them.
type reasonWords struct{ lang terms.Lang }

// t formats the reason message of a key.
func (w reasonWords) t(key string, args ...any) string {
	return w.lang.Sprintf("reason."+key, args...)
}

// count says a count of things: the key's ".one" message for 1 ("1
// token"), its plain message with the number otherwise ("2 tokens").
func (w reasonWords) count(noun string, n int) string {
	if n == 1 {
		return w.t("n." + noun + ".one")
	}
	return w.t("n."+noun, n)
}

// loc names a location as a place in a sentence: English "Chow Hall" (the
// messages say "the %s"), Spanish with its article ("el Comedor"),
// Chinese the glossary's term.
func (w reasonWords) loc(l rules.Location) string {
	if w.lang == terms.En || l == rules.NoLocation {
		return l.String()
	}
	term := w.lang.Word(l.Slug())
	if w.lang == terms.Es {
		switch l {
		case rules.Sewers, rules.Infirmary, rules.Smithy, rules.Library:
			return "la " + term
		}
		return "el " + term
	}
	return term
}

// cardPlace says where a guard card lies: at a location, or on the legend
// card.
func (w reasonWords) cardPlace(l rules.Location) string {
	if l == rules.NoLocation {
		return w.t("w.on-legend")
	}
	return w.t("w.at", w.loc(l))
}

// locCard names a location card: a location's, or Off Duty.
func (w reasonWords) locCard(c rules.LocationCard) string {
	switch {
	case w.lang == terms.En:
		return c.String()
	case c == rules.OffDuty:
		return w.lang.Word("off-duty")
	case c.Location() != rules.NoLocation:
		return w.lang.Word(c.Location().Slug())
	}
	return w.t("w.no-location-card")
}

// side names the player or the guards.
func (w reasonWords) side(n int) string {
	switch automa.Side(n) {
	case automa.Player:
		return w.t("w.player")
	case automa.Guards:
		return w.t("w.guards")
	}
	return w.t("w.nobody")
}

// resource names a kind of resource cube ("potions").
func (w reasonWords) resource(r rules.Resource) string {
	if w.lang == terms.En || r < rules.Scrap || r > rules.Gold {
		return r.String()
	}
	return w.lang.Word(r.String())
}

// cubes says n cubes of a resource: "1 potion", "2 iron".
func (w reasonWords) cubes(r rules.Resource, n int) string {
	switch {
	case w.lang == terms.En || r < rules.Scrap || r > rules.Gold:
		return r.Count(n)
	case n == 1 && (r == rules.Scrap || r == rules.Potions):
		return w.lang.Sprintf("resolve." + r.String() + "-one")
	}
	return w.lang.Sprintf("resolve."+r.String(), n)
}

// cube names the cubes of a kind for a count of n, a resource or power
// (NoResource): "potion" for one potion cube.
func (w reasonWords) cube(r, n int) string {
	switch {
	case r == int(rules.NoResource) && n == 1:
		return w.t("w.power.one")
	case r == int(rules.NoResource):
		return w.t("w.power")
	case r == int(rules.Potions) && n == 1:
		return w.t("w.potion")
	case r == int(rules.Scrap) && n == 1:
		return w.t("w.scrap-one")
	}
	return w.resource(rules.Resource(r))
}

// resources lists cubes: "1 scrap, 2 potions", or "none".
func (w reasonWords) resources(rs rules.Resources) string {
	if w.lang == terms.En {
		return rs.String()
	}
	var parts []string
	for _, r := range rules.AllResources {
		if n := rs.Of(r); n != 0 {
			parts = append(parts, w.cubes(r, n))
		}
	}
	if len(parts) == 0 {
		return w.t("w.none")
	}
	return rules.ListIn(w.lang, parts)
}

// gains lists what a reward gives, as rules.Gains.String does.
func (w reasonWords) gains(g rules.Gains) string {
	if w.lang == terms.En {
		return g.String()
	}
	return rules.GainsIn(w.lang, g)
}

// list joins names: "a, b and c".
func (w reasonWords) list(names []string) string {
	return rules.AndIn(w.lang, names)
}

// names joins the names of cards: "Grog and Mirelle".
func (w reasonWords) names(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return w.t("w.names-and", rules.ListIn(w.lang, names[:len(names)-1]), names[len(names)-1])
}

// kinds lists a set of resources, one bit per rules.Resource.
func (w reasonWords) kinds(mask int) string {
	var names []string
	for _, r := range rules.AllResources {
		if mask&(1<<r) != 0 {
			names = append(names, w.resource(r))
		}
	}
	if len(names) == 0 {
		return w.lang.Sprintf("list.nothing")
	}
	return w.list(names)
}

// locations lists a set of locations, one bit per rules.Location.
func (w reasonWords) locations(mask int) string {
	var names []string
	for _, l := range rules.AllLocations {
		if mask&(1<<l) != 0 {
			names = append(names, w.t("w.the-location", w.loc(l)))
		}
	}
	return w.list(names)
}

// tier names a reward tier's strength ("most").
func (w reasonWords) tier(r rules.Tier) string {
	if w.lang == terms.En || r <= rules.NoTier || r > rules.Each {
		return r.String()
	}
	return w.t("tier." + r.String())
}

// space names a space of the catacombs from a step's code.
func (w reasonWords) space(code int) string {
	switch s := automa.StepSpace(code); s.Kind {
	case rules.Tomb:
		return w.t("w.tomb")
	case rules.Escaped:
		return w.t("w.escaped")
	case rules.Entrance:
		return w.t("w.entrance")
	default:
		return w.t("w.space", s.Number)
	}
}

// countable names what a goal counts, as a wild valuable counts ("gems").
func (w reasonWords) countable(c rules.Countable) string {
	if w.lang == terms.En {
		return c.String()
	}
	switch c {
	case rules.CountGoons, rules.CountItems, rules.CountTomes, rules.CountResources:
		return w.t("countable." + c.String())
	}
	if word := w.lang.Word(c.String()); word != c.String() {
		return word
	}
	return c.String() // lantern progress, loot, barrels: no term of ours yet
}

// goonName names the goon seized in the given order (1 or 2).
func (w reasonWords) goonName(d *automa.Decision, order int) string {
	if d == nil || order < 1 || order > len(d.GoonNames()) {
		return w.t("w.the-goon")
	}
	return d.GoonNames()[order-1]
}

// itemName names the item crafted or reserved by its card (as printed) and
// its place.
func (w reasonWords) itemName(d *automa.Decision) string {
	if d == nil || d.Item < 0 {
		return w.t("w.the-item")
	}
	if d.FromReserve {
		return w.t("w.item-reserved", d.ItemCard().Name, d.Item+1)
	}
	return w.t("w.item-display", d.ItemCard().Name, d.Item+1)
}

// decisionGains are what the guards gain in a decision: cubes, power,
// reputation.
func decisionGains(d *automa.Decision) rules.Gains {
	return rules.Gains{Resources: d.Gain.Plus(d.Bandit), Power: d.Power, Reputation: d.Reputation}
}

// singleKind reports whether a set of kinds holds one kind.
func singleKind(mask int) bool { return mask&(mask-1) == 0 }

// step writes a step in words, as automa's Step.Text does in English.
func (w reasonWords) step(s automa.Step, d *automa.Decision) string {
	a, b, c := int(s.A), int(s.B), int(s.C)
	loc := rules.Location(a)
	card, brought := s.Card()
	t := w.t
	switch s.Kind {
	case automa.StepReshuffled:
		if a <= 1 {
			return t("reshuffled.setup")
		}
		return t("reshuffled", a)
	case automa.StepDeal:
		return t("deal", w.loc(loc))
	case automa.StepFirstTurn:
		return t("first-turn", w.side(a), w.side(a))
	case automa.StepTurnUp:
		return t("turn-up", w.cardPlace(loc), rules.GuardCardIn(w.lang, card))
	case automa.StepSpecialEarly:
		return t("special-early", w.cardPlace(loc))
	case automa.StepNoFaceDown:
		return t("no-face-down")
	case automa.StepLocationCard:
		lc := rules.LocationCard(a)
		return t("location-card", w.locCard(lc), w.loc(lc.Location()), rules.GuardCardIn(w.lang, card))
	case automa.StepOffDuty:
		return t("off-duty")
	case automa.StepGuardDeckOut:
		return t("guard-deck-out", w.locCard(rules.LocationCard(a)))
	case automa.StepAtlas:
		return t("atlas", w.cardPlace(loc), rules.GuardCardIn(w.lang, card))
	case automa.StepPlayerTurn:
		return t("player-turn", w.count("token", a))
	case automa.StepLastToken:
		return t("last-token")
	case automa.StepPlayerPassed:
		return t("player-passed", w.count("token", a))
	case automa.StepTurnUpDark:
		if brought {
			return t("turn-up-dark.brought", w.loc(loc), rules.GuardCardIn(w.lang, card))
		}
		return t("turn-up-dark", w.loc(loc), rules.GuardCardIn(w.lang, card))
	case automa.StepSpecialBrings:
		return t("special-brings", w.loc(loc))
	case automa.StepSpecialNone:
		return t("special-none", w.loc(loc))
	case automa.StepGuardCard:
		if brought {
			return t("guard-card.brought", rules.GuardCardIn(w.lang, card))
		}
		return t("guard-card", rules.GuardCardIn(w.lang, card))
	case automa.StepGuardStrength:
		return t("guard-strength", w.loc(loc), b)
	case automa.StepGuardsTotal:
		return t("guards-total", w.loc(loc), c, b)
	case automa.StepTie:
		return t("tie", a, w.side(b))
	case automa.StepNoReward:
		if loc == rules.Library {
			return t("no-reward.library")
		}
		return t("no-reward", w.loc(loc))
	case automa.StepNothingHere:
		return t("nothing-here", w.loc(loc))
	case automa.StepStandard:
		what := w.lang.Sprintf("list.nothing")
		if d != nil {
			what = w.gains(decisionGains(d))
		}
		return t("standard", w.loc(loc), what)
	case automa.StepMarker:
		if automa.Side(a) == automa.NoSide {
			return t("marker.keep")
		}
		return t("marker", w.side(a))
	case automa.StepSupplyShort:
		return t("supply-short", b, w.cube(a, b), c, c)
	case automa.StepFewest:
		if singleKind(a) {
			return t("fewest.one", w.kinds(a), b)
		}
		return t("fewest", w.kinds(a), b)
	case automa.StepRarest:
		return t("rarest", w.resource(rules.Resource(a)))
	case automa.StepNotInSupply:
		return t("not-in-supply", w.kinds(a))
	case automa.StepSupplyEmpty:
		return t("supply-empty")
	case automa.StepGainCube:
		return t("gain-cube", w.cubes(rules.Resource(a), 1))
	case automa.StepGoon:
		order := t("w.first")
		if c == 2 {
			order = t("w.second")
		}
		return t("goon", order, w.goonName(d, c), w.loc(loc), w.count("suspicion-icon", b))
	case automa.StepGoonTie:
		return t("goon-tie", w.locations(c), w.count("icon", b), w.loc(loc))
	case automa.StepGoonsShort:
		return t("goons-short", w.count("goon", a))
	case automa.StepSeized:
		return t("seized", w.count("goon", a))
	case automa.StepCanPay:
		if a == 0 {
			return t("can-pay.none")
		}
		return t("can-pay", a, b, c)
	case automa.StepBestCraft:
		return t("best-craft", w.itemName(d), c)
	case automa.StepTieDisplay:
		return t("tie-display", a)
	case automa.StepTieReserve:
		return t("tie-reserve", a)
	case automa.StepTieReserved:
		return t("tie-reserved", a)
	case automa.StepPayAny:
		return t("pay-any", w.count("cube", a))
	case automa.StepPaid:
		if d == nil {
			return t("paid.cost")
		}
		return t("paid", w.resources(d.Pay))
	case automa.StepCrafted:
		return t("crafted", a)
	case automa.StepCannotCraft:
		return t("cannot-craft")
	case automa.StepBestReserve:
		return t("best-reserve", w.itemName(d), c)
	case automa.StepCellNothing:
		return t("cell-nothing")
	case automa.StepLibraryStar:
		return t("library-star", w.tier(rules.Tier(a)))
	case automa.StepTomeStar, automa.StepChooseTomeStar:
		return t("tome-star", rules.EffectIn(w.lang, rules.EffectKind(a)))
	case automa.StepStorageNothing:
		return t("storage-nothing")
	case automa.StepExchangeGive:
		if singleKind(a) {
			return t("exchange-give.one", w.kinds(a), b)
		}
		return t("exchange-give", w.kinds(a), b, w.cubes(rules.Resource(c), 1))
	case automa.StepExchangeGet:
		if singleKind(a) {
			return t("exchange-get.one", w.kinds(a), b)
		}
		return t("exchange-get", w.kinds(a), b, w.cubes(rules.Resource(c), 1))
	case automa.StepExchangeNone:
		return t("exchange-none")
	case automa.StepGiveSuspicion:
		return t("give-suspicion")
	case automa.StepNoSuspicion:
		return t("no-suspicion", rules.EffectIn(w.lang, rules.EffectKind(a)))
	case automa.StepRemoveSuspicion:
		return t("remove-suspicion")
	case automa.StepEffectGain:
		return t("effect-gain", w.cube(a, 1))
	case automa.StepEffectEmpty:
		return t("effect-empty", w.cube(a, 0))
	case automa.StepEffectLater:
		return t("effect-later", rules.EffectIn(w.lang, rules.EffectKind(a)))
	case automa.StepEffectNotPlayed:
		return t("effect-not-played", rules.EffectIn(w.lang, rules.EffectKind(a)))
	case automa.StepImproveIgnored:
		return t("improve-ignored")
	case automa.StepGuardsNeverStore:
		return t("never-store")
	case automa.StepRaidPlayer:
		return t("raid-player", a, b)
	case automa.StepRaidGuards:
		return t("raid-guards", b, a)
	case automa.StepRaidTie:
		return t("raid-tie", a)
	}
	return w.breakoutStep(s)
}

// breakoutStep writes a step of Breakout's solitary mode in words.
func (w reasonWords) breakoutStep(s automa.Step) string {
	a, b, c := int(s.A), int(s.B), int(s.C)
	t := w.t
	switch s.Kind {
	case automa.StepDealLegend:
		return t("deal-legend")
	case automa.StepLegendStaysDown:
		return t("legend-stays-down")
	case automa.StepBreakoutCard:
		return t("breakout-card", w.locCard(rules.LocationCard(a)))
	case automa.StepTurnUpLegend:
		card, _ := s.Card()
		return t("turn-up-legend", rules.GuardCardIn(w.lang, card))
	case automa.StepSpecialLegend:
		return t("special-legend")
	case automa.StepLegendStrength:
		return t("legend-strength", b)
	case automa.StepLegendToken:
		if a > 1 {
			return t("legend-token.none", a)
		}
		return t("legend-token")
	case automa.StepLegendReward:
		return t("legend-reward", a)
	case automa.StepPathsFrom:
		if b == 1 {
			return t("paths-from.one", w.space(a))
		}
		return t("paths-from", w.space(a), b)
	case automa.StepPathCost:
		if c == 1 {
			return t("path-cost.can", w.space(a), w.resources(automa.StepCost(b)))
		}
		return t("path-cost.cannot", w.space(a), w.resources(automa.StepCost(b)))
	case automa.StepPathBest:
		return t("path-best", b, w.space(a))
	case automa.StepPathPaid:
		return t("path-paid", w.space(a), w.resources(automa.StepCost(b)))
	case automa.StepPathFree:
		return t("path-free", w.space(a))
	case automa.StepPathOnly:
		if b == 0 {
			return t("path-only.free", w.space(a))
		}
		return t("path-only", w.space(a), w.resources(automa.StepCost(b)))
	case automa.StepPathNone:
		return t("path-none", w.space(a))
	case automa.StepLanternEnd:
		return t("lantern-end", w.space(a))
	case automa.StepLootTop:
		return t("loot-top", a)
	case automa.StepLootEmpty:
		return t("loot-empty")
	case automa.StepShapeshifter:
		return t("shapeshifter", w.count("goons-drawn", a))
	case automa.StepShapeshiftKeep:
		if c > 1 {
			return t("shapeshift-keep.tie", a, w.count("suspicion-icon", b), w.count("other", c-1))
		}
		return t("shapeshift-keep", a, w.count("suspicion-icon", b))
	case automa.StepShapeshiftAgain:
		return t("shapeshift-again")
	case automa.StepShapeshiftNone:
		return t("shapeshift-none")
	case automa.StepWild:
		return t("wild", w.count("wild-counts", b), w.countable(rules.Countable(a)))
	case automa.StepWildNone:
		return t("wild-none", w.countable(rules.Countable(a)), w.count("wild-valuable", b))
	case automa.StepAdvanceIcon:
		return t("advance-icon")
	case automa.StepReserveIcon:
		return t("reserve-icon")
	case automa.StepReserveNothing:
		return t("reserve-nothing")
	}
	return ""
}

// summary says in a line what the guards do, as automa's Decision.Summary
// does in English.
func (w reasonWords) summary(d *automa.Decision) string {
	t := w.t
	where := t("summary.where")
	if d.Location != rules.NoLocation {
		where = t("summary.where-at", w.locTerm(d.Location))
	}
	switch d.Action {
	case automa.Collect:
		return t("summary.collect", where, w.gains(decisionGains(d)))
	case automa.Take:
		return t("summary.take", where, w.gains(decisionGains(d)))
	case automa.Seize:
		return t("summary.seize", where, w.names(d.GoonNames()))
	case automa.Craft:
		return t("summary.craft", where, w.itemName(d), w.resources(d.Pay), d.Reputation)
	case automa.Reserve:
		return t("summary.reserve", where, w.itemName(d))
	case automa.Score:
		if d.Reputation != 1 {
			return t("summary.score", where, d.Reputation)
		}
		return t("summary.score.one", where)
	case automa.Exchange:
		return t("summary.exchange", where, w.cubes(firstKind(d.Pay), 1), w.cubes(firstKind(d.Gain), 1))
	case automa.GiveSuspicion:
		return t("summary.give-suspicion", where)
	case automa.ReturnSuspicion:
		return t("summary.return-suspicion", where)
	case automa.Advance:
		return t("summary.advance", where, w.count("space", d.Lantern))
	}
	if d.Straggle {
		return t("summary.no-reward", where)
	}
	return t("summary.nothing", where)
}

// locTerm names a location as a label: the glossary's term, without an
// article.
func (w reasonWords) locTerm(l rules.Location) string {
	if w.lang == terms.En {
		return l.String()
	}
	return w.lang.Word(l.Slug())
}

// firstKind returns the first kind of cube among some, NoResource when
// none.
func firstKind(rs rules.Resources) rules.Resource {
	for _, r := range rules.AllResources {
		if rs.Of(r) > 0 {
			return r
		}
	}
	return rules.NoResource
}
