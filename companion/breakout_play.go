package companion

import (
	"fmt"
	"slices"

	"github.com/lockup-companion/lockup/automa"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// play lays a tunnel marker at setup: the set for the player count, one
// marker a location (Breakout rulebook, "Expansion Setup"). With the app's
// decks it must be the marker the seed lays there.
func (t *TunnelEntry) play(g *Game) error {
	if err := g.needBreakout(t.Kind()); err != nil {
		return err
	}
	b := g.Breakout
	if b.Tunnels[t.Location] != rules.NoTunnel {
		return &rules.RuleError{Err: ErrSpaceTaken, Rule: srcBreakout, Location: t.Location, Problem: fmt.Sprintf("the %s already has a %s tunnel; each location takes one marker", t.Location, b.Tunnels[t.Location]),
			ProblemKey: "refusal.tracker.tunnel-taken", ProblemArgs: []any{t.Location, tunnelKindWords(b.Tunnels[t.Location])}}
	}
	kind := rules.SingleTunnel
	if t.Double {
		kind = rules.DoubleTunnel
	}
	single, double := b.tunnelsDue(g.tunnelSet())
	if (kind == rules.SingleTunnel && single == 0) || (kind == rules.DoubleTunnel && double == 0) {
		set := g.tunnelSet()
		return &rules.RuleError{Err: ErrSpaceTaken, Rule: srcBreakout, Location: t.Location, Problem: fmt.Sprintf("every %s tunnel is laid already: this table plays %d single and %d double tunnels, the rest collapsed", kind, set[0], set[1]),
			ProblemKey: "refusal.tracker.tunnels-laid", ProblemArgs: []any{tunnelKindWords(kind), set[0], set[1]}}
	}
	if b.Decks == AppDecks {
		if want := dealTunnels(g.Seed, g.tunnelSet())[t.Location]; want != kind {
			return &rules.RuleError{Err: ErrDecks, Rule: srcBreakout, Location: t.Location, Problem: fmt.Sprintf("the app's tunnel markers put %s at the %s, not a %s tunnel", tunnelWords(want), t.Location, kind), Allowed: fmt.Sprintf("the marker the app lays (%s)", hint(terms.HintNext)),
				ProblemKey: "refusal.tracker.app-tunnel", ProblemArgs: []any{aTunnelWords(want), t.Location, tunnelKindWords(kind)}, AllowedKey: "refusal.tracker.app-marker", AllowedArgs: []any{hint(terms.HintNext)}}
		}
	}
	b.Tunnels[t.Location] = kind
	return nil
}

func tunnelWords(t rules.Tunnel) string {
	if t == rules.NoTunnel {
		return "a collapsed tunnel"
	}
	return "a " + t.String() + " tunnel"
}

// play turns up a legend card: the first at setup, the next in the Patrol
// phase once the active one went to the bottom of the deck (Breakout
// rulebook, "Expansion Setup"; "Patrol Phase").
func (l *LegendCardEntry) play(g *Game) error {
	if err := g.needBreakout(l.Kind()); err != nil {
		return err
	}
	b := g.Breakout
	rule := srcBreakout
	if g.Phase == PhasePatrol {
		rule = srcBoPatrol
	}
	if !g.legendDue() {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: rule, Problem: "no legend card is turned up now: the first at setup, then one in each Patrol phase but the last", Allowed: g.Expect().Answer(),
			ProblemKey: "refusal.tracker.no-legend-now", AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	if containsFold(b.Seen, l.Card) {
		return &rules.RuleError{Err: ErrSpaceTaken, Rule: rule, Problem: fmt.Sprintf("%s was turned up already this game; the legend deck's 18 cards come round once in six rounds", l.Card),
			ProblemKey: "refusal.tracker.legend-seen", ProblemArgs: []any{l.Card}}
	}
	if b.Decks == AppDecks {
		if want, _ := g.nextLegend(); !sameCard(want, l.Card) {
			return &rules.RuleError{Err: ErrDecks, Rule: rule, Problem: fmt.Sprintf("the app's legend deck turns up %s next, not %s", want, l.Card), Allowed: want,
				ProblemKey: "refusal.tracker.app-legend", ProblemArgs: []any{want, l.Card}, AllowedKey: typed, AllowedArgs: []any{want}}
		}
	}
	if l.Printed != nil {
		g.enterPlay(catalog.LegendCard, l.Card, l.Printed)
	}
	b.Legend, b.Seen, b.Turned = l.Card, append(b.Seen, l.Card), g.Phase == PhasePatrol
	return nil
}

// play moves a crew's lantern one space forward: from a tunnel location
// where it may advance, or for an Advance Lantern icon waiting for it
// (Breakout rulebook, "Resolving Tunnel Locations"; "Advancing in the
// Catacombs"). The path's cost is paid; a loot space makes the crew take a
// token next; the TOMB stops the lantern; ESCAPED scores at once.
func (l *LanternEntry) play(g *Game) error {
	if err := g.needBreakout(l.Kind()); err != nil {
		return err
	}
	b := g.Breakout
	to, _ := rules.ParseSpace(l.Space)
	from, i := g.lanternOf(l.Crew)
	if i < 0 {
		_, err := g.seatedCrew(l.Crew, srcBoAdvance)
		return err
	}
	if b.LootDue != "" {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcBoAdvance, Crew: l.Crew, Problem: fmt.Sprintf("%s takes a loot token at %s first", b.LootDue, spaceName(b.LootAt)), Allowed: g.Expect().Answer(),
			ProblemKey: "refusal.tracker.loot-first", ProblemArgs: []any{b.LootDue, spaceWords(b.LootAt)}, AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	if l.Stay {
		return g.lanternStay(l.Crew)
	}
	if err := g.startSteps(l.Crew); err != nil {
		return err
	}
	if from.End() {
		return &rules.RuleError{Err: rules.ErrCatacombs, Rule: srcBoTomb, Crew: l.Crew, Problem: fmt.Sprintf("%s lantern is on %s and can go no farther", possessive(l.Crew), spaceName(from)),
			ProblemKey: "refusal.tracker.lantern-at-end", ProblemArgs: []any{possessiveWords(l.Crew), spaceWords(from)}}
	}
	cr := &g.Crews[i]
	held := cr.Board.Resources
	if b.Map != nil {
		fi, ti := b.Map.Find(from), b.Map.Find(to)
		if ti < 0 {
			return &rules.RuleError{Err: rules.ErrCatacombs, Rule: srcBoAdvance, Crew: l.Crew, Problem: fmt.Sprintf("the catacombs map has no %s", spaceName(to)),
				ProblemKey: "refusal.tracker.no-such-space", ProblemArgs: []any{spaceWords(to)}}
		}
		if err := b.Map.CheckMove(fi, ti, l.Spend, held); err != nil {
			return recite(err, srcBoAdvance)
		}
		if l.Crew == rules.Guards {
			if err := g.checkGuardsPath(fi, ti); err != nil {
				return err
			}
		}
	} else {
		if to.Kind == rules.Entrance {
			return &rules.RuleError{Err: rules.ErrCatacombs, Rule: srcBoAdvance, Crew: l.Crew, Problem: "lanterns only move forward; none goes back to the entrance",
				ProblemKey: "refusal.tracker.lantern-forward"}
		}
		if to == from {
			return &rules.RuleError{Err: rules.ErrCatacombs, Rule: srcBoAdvance, Crew: l.Crew, Problem: fmt.Sprintf("the lantern is on %s already; a step moves it to the next space", spaceName(to)),
				ProblemKey: "refusal.tracker.lantern-there", ProblemArgs: []any{spaceWords(to)}}
		}
		if !held.Covers(l.Spend) {
			return &rules.RuleError{Err: ErrShort, Rule: srcBoAdvance, Crew: l.Crew, Problem: fmt.Sprintf("the path costs %s, and %s has %s", describeCubes(l.Spend), l.Crew, describeCubes(held)),
				ProblemKey: "refusal.tracker.path-cost", ProblemArgs: []any{cubesWords(l.Spend), l.Crew, cubesWords(held)}}
		}
	}
	cr.Board.Resources = held.Minus(l.Spend)
	g.Supply.Resources = g.Supply.Resources.Plus(l.Spend)
	b.Lanterns[i] = to
	s := b.Steps
	s.Left--
	s.Moved++
	if to.End() {
		for r := s; r != nil; r = r.Resume {
			r.Left = 0 // nothing goes farther than the TOMB or ESCAPED
		}
	}
	if s.Location == rules.NoLocation {
		// An Advance Lantern icon moves one space and is done; a
		// tunnel's advance it interrupted goes on.
		g.Pending = g.Pending[1:]
		b.Steps = s.Resume
	}
	if to.Kind == rules.Escaped {
		cr.Board.Reputation += rules.EscapeStars(g.Round)
	}
	if b.hasLoot(to, l.Loot) && b.stackLeft(to) > 0 {
		b.LootDue, b.LootAt = l.Crew, to
		return nil
	}
	return g.drainEffects()
}

// startSteps checks that the crew may move its lantern now, and starts the
// advance when it comes from the tunnel location being resolved.
func (g *Game) startSteps(crew string) error {
	b := g.Breakout
	if len(g.Pending) > 0 {
		p := g.Pending[0]
		if p.Effect.Kind != rules.EffectAdvanceLantern || p.Crew != crew {
			return &rules.RuleError{Err: ErrChoicePending, Rule: srcIcons, Crew: p.Crew, Problem: fmt.Sprintf("%s's %s (%s) waits for a choice first", p.Crew, p.Card, p.Effect.Kind), Allowed: g.Expect().Answer(),
				ProblemKey: "refusal.tracker.icon-first-short", ProblemArgs: []any{p.Crew, p.Card, p.Effect.Kind}, AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
		}
		if b.Steps == nil || b.Steps.Location != rules.NoLocation {
			b.Steps = &LanternSteps{Crew: crew, Left: 1, Card: p.Card, Resume: b.Steps}
		}
		return nil
	}
	if b.Steps != nil && b.Steps.Crew == crew && b.Steps.Left > 0 {
		return nil
	}
	if b.Steps != nil && b.Steps.Crew == crew {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcBoTunnels, Crew: crew, Location: b.Steps.Location, Problem: fmt.Sprintf("the %s tunnel at the %s lets the lantern move %s, all moved", b.Tunnels[b.Steps.Location], b.Steps.Location, plural(b.Steps.Moved, "space", "spaces")),
			ProblemKey: "refusal.tracker.tunnel-moved", ProblemArgs: []any{tunnelKindWords(b.Tunnels[b.Steps.Location]), b.Steps.Location, countWords(b.Steps.Moved, "refusal.tracker.spaces")}}
	}
	mine, guards, err := g.tunnelAdvances()
	if err != nil {
		return err
	}
	adv := mine
	if crew == rules.Guards {
		adv = guards
	}
	if adv == nil || adv.Name != crew || adv.Declined || slices.Contains(g.LightsOut.Advanced, crew) {
		if adv == nil {
			adv = mine
		}
		return g.noAdvance(crew, adv)
	}
	b.Steps = &LanternSteps{Crew: crew, Left: adv.Spaces, Location: g.LightsOut.Next}
	if !slices.Contains(g.LightsOut.Advanced, crew) {
		g.LightsOut.Advanced = append(g.LightsOut.Advanced, crew)
	}
	return nil
}

// tunnelAdvances returns the lantern advances of the tunnel location being
// resolved: the crew's whose seeker may advance, and in a solitary game the
// guards' (nil when nobody may advance there).
func (g *Game) tunnelAdvances() (crew, guards *rules.Advance, err error) {
	if g.Breakout == nil || g.Phase != PhaseLightsOut || g.LightsOut.Legend || g.Breakout.Tunnels[g.LightsOut.Next] == rules.NoTunnel {
		return nil, nil, nil
	}
	var res rules.Resolution
	if _, err := g.settle(&res); err != nil {
		return nil, nil, err
	}
	if err := g.resolveInto(&res); err != nil {
		return nil, nil, err
	}
	if a := res.Lantern(); a != nil {
		c := *a
		crew = &c
	}
	if a := res.GuardsLantern(); a != nil {
		c := *a
		guards = &c
	}
	return crew, guards, nil
}

// noAdvance refuses a lantern move nothing allows now.
func (g *Game) noAdvance(crew string, adv *rules.Advance) error {
	switch {
	case g.Phase != PhaseLightsOut || g.LightsOut.Legend:
		return &rules.RuleError{Err: ErrNoReward, Rule: srcBoAdvance, Crew: crew, Problem: "a lantern moves for a seeker at a tunnel location, or for an Advance Lantern icon; neither is waiting",
			ProblemKey: "refusal.tracker.no-lantern-move"}
	case g.Breakout.Tunnels[g.LightsOut.Next] == rules.NoTunnel:
		return &rules.RuleError{Err: ErrNoReward, Rule: srcBoTunnels, Crew: crew, Location: g.LightsOut.Next, Problem: fmt.Sprintf("the %s has no tunnel marker", g.LightsOut.Next),
			ProblemKey: "refusal.tracker.no-tunnel", ProblemArgs: []any{g.LightsOut.Next}}
	case adv == nil:
		return &rules.RuleError{Err: ErrNoReward, Rule: srcBoTunnels, Crew: crew, Location: g.LightsOut.Next, Problem: fmt.Sprintf("no seeker is at the %s, so no lantern moves from its tunnel", g.LightsOut.Next),
			ProblemKey: "refusal.tracker.no-seeker", ProblemArgs: []any{g.LightsOut.Next}}
	case adv.Declined:
		return &rules.RuleError{Err: ErrNoReward, Rule: srcBoTunnels, Crew: crew, Location: g.LightsOut.Next, Problem: fmt.Sprintf("%s declined its advance at the %s", crew, g.LightsOut.Next),
			ProblemKey: "refusal.tracker.advance-declined", ProblemArgs: []any{crew, g.LightsOut.Next}}
	}
	return &rules.RuleError{Err: ErrNoReward, Rule: srcBoTunnels, Crew: crew, Location: g.LightsOut.Next, Problem: fmt.Sprintf("%s advances from the tunnel at the %s, not %s", adv.Name, g.LightsOut.Next, crew), Allowed: adv.Name,
		ProblemKey: "refusal.tracker.advance-other", ProblemArgs: []any{adv.Name, g.LightsOut.Next, crew}, AllowedKey: typed, AllowedArgs: []any{adv.Name}}
}

// play takes a loot token where a lantern just arrived: the crew keeps it,
// and uses it at once or scores one star instead (Breakout rulebook,
// "Advancing in the Catacombs"). The guards always use it ("Solitary Mode –
// Lights Out Phase").
func (l *LootEntry) play(g *Game) error {
	if err := g.needBreakout(l.Kind()); err != nil {
		return err
	}
	b := g.Breakout
	if b.LootDue == "" {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcBoAdvance, Crew: l.Crew, Problem: "a loot token is taken when a lantern reaches a loot space; none did", Allowed: g.Expect().Answer(),
			ProblemKey: "refusal.tracker.no-loot-due", AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	if l.Crew != b.LootDue {
		return &rules.RuleError{Err: ErrNotYourTurn, Rule: srcBoAdvance, Crew: l.Crew, Problem: fmt.Sprintf("%s lantern reached the loot, not %s", possessive(b.LootDue), possessive(l.Crew)), Allowed: b.LootDue,
			ProblemKey: "refusal.tracker.loot-other", ProblemArgs: []any{possessiveWords(b.LootDue), possessiveWords(l.Crew)}, AllowedKey: typed, AllowedArgs: []any{b.LootDue}}
	}
	if l.Scored && l.Crew == rules.Guards {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcBoSoloLO, Crew: l.Crew, Problem: "the guards always use the loot token they take, never score the star instead",
			ProblemKey: "refusal.tracker.guards-loot"}
	}
	i := g.crewIndex(l.Crew)
	b.takeFromStack(b.LootAt)
	b.Loot[i] = append(b.Loot[i], l.Loot)
	b.LootDue, b.LootAt = "", rules.Space{}
	if l.Scored {
		g.Crews[i].Board.Reputation++
		return g.drainEffects()
	}
	if err := g.applyChanges(l.Changes, srcBoAdvance); err != nil {
		return err
	}
	if l.Printed == nil {
		return g.drainEffects()
	}
	c := catalog.InPlay(catalog.LootCard, l.Loot, *l.Printed)
	// The token's icons come before any icon still waiting: it is used at
	// once.
	rest := g.Pending
	g.Pending = nil
	for _, e := range c.Effects.Value {
		g.Pending = append(g.Pending, PendingEffect{Crew: l.Crew, Card: l.Loot, Location: g.LightsOut.Next, Effect: e})
	}
	g.Pending = append(g.Pending, rest...)
	return g.drainEffects()
}

// LegendEntry records the table resolving the active legend card after the
// Library: the tokens on it are revealed and ranked, the card's icons go to
// the crew ranked first (2 stars for the guards), and what the card did
// besides, played at the table, is entered as changes (Breakout rulebook,
// "Resolving the Legend Card"). Log version 6.
type LegendEntry struct {
	Card    string   `json:"card"`
	Changes []Change `json:"changes,omitempty"`
}

// Kind returns EntryLegend.
func (*LegendEntry) Kind() EntryKind { return EntryLegend }

func (l *LegendEntry) check() error {
	if err := catalog.CheckCardName(l.Card); err != nil {
		return fmt.Errorf("legend: %w", err)
	}
	for _, c := range l.Changes {
		if err := c.check(); err != nil {
			return fmt.Errorf("legend: change: %w", err)
		}
	}
	return nil
}

func (l *LegendEntry) describe() string {
	s := l.Card + " is resolved"
	for i, c := range l.Changes {
		if i == 0 {
			s += ": "
		} else {
			s += "; "
		}
		s += c.describe()
	}
	return s
}

// LegendResolution ranks the tokens on the legend card.
func (g Game) LegendResolution() (rules.Resolution, error) {
	var res rules.Resolution
	err := g.legendInto(&res)
	return res, err
}

func (g *Game) legendInto(res *rules.Resolution) error {
	b := g.Breakout
	t := rules.Table{Seating: g.seated(), FirstPlayer: rules.Seat(g.crewIndex(g.FirstPlayer)), Breakout: true}
	for i := range min(len(g.Crews), len(t.Power)) {
		t.Power[i] = g.Crews[i].Board.Power
	}
	var tokens [rules.MaxSeats][]rules.Token
	var guards []int
	for i, tk := range b.LegendTokens {
		if g.Crews[i].Name == rules.Guards {
			continue
		}
		if tk != rules.NoToken {
			tokens[i] = []rules.Token{tk}
		}
	}
	if g.solo() {
		t.Power[g.crewIndex(rules.Guards)] = 0
		guards = g.legendGuards()
	}
	r, err := rules.ResolveLegend(t, t.FirstPlayer, tokens, guards)
	*res = r
	return err
}

// play resolves the legend card and ends the Lights Out phase.
func (l *LegendEntry) play(g *Game) error {
	if err := g.needBreakout(l.Kind()); err != nil {
		return err
	}
	b := g.Breakout
	if g.Phase != PhaseLightsOut || !g.LightsOut.Legend {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcBoLegend, Problem: "the legend card resolves after the Library", Allowed: g.Expect().Answer(),
			ProblemKey: "refusal.tracker.legend-after-library", AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	if _, waiting := g.guardsWaiting(); waiting {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcBoSoloRC, Crew: rules.Guards, Problem: "the guard card on the legend card is still face down: it is turned up before the legend card resolves", Allowed: g.Expect().Answer(),
			ProblemKey: "refusal.tracker.legend-guard-down", AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	}
	if !sameCard(l.Card, b.Legend) {
		return &rules.RuleError{Err: rules.ErrLegend, Rule: srcBoLegend, Problem: fmt.Sprintf("the active legend card is %s, not %s", b.Legend, l.Card), Allowed: b.Legend,
			ProblemKey: "refusal.tracker.legend-active", ProblemArgs: []any{b.Legend, l.Card}, AllowedKey: typed, AllowedArgs: []any{b.Legend}}
	}
	var res rules.Resolution
	if err := g.legendInto(&res); err != nil {
		return err
	}
	g.traceResolved(rules.NoLocation, &res)
	card, known := g.CardInPlay(catalog.LegendCard, b.Legend)
	var first string
	if rk := res.Ranking(); len(rk) > 0 {
		first = rk[0].Name
	}
	for _, c := range l.Changes {
		// A reward is 2 stars for the guards; a penalty (a loss, or
		// suspicion) the player applies for them (Breakout rulebook,
		// "Solitary Mode – Resolving the Legend Card").
		gains := c.Gain.Total() > 0 || c.Power > 0 || c.Tomes > 0
		if c.Crew == rules.Guards && (gains || c.Reputation > 0 && c.Reputation != automa.GuardsLegendStars) {
			return &rules.RuleError{Err: rules.ErrLegend, Rule: srcBoSoloLO, Crew: rules.Guards, Problem: fmt.Sprintf("the guards take any legend reward as %d reputation stars, nothing else", automa.GuardsLegendStars), Allowed: fmt.Sprintf("guards: +%d stars, or a penalty (a loss, suspicion)", automa.GuardsLegendStars),
				ProblemKey: "refusal.tracker.guards-legend", ProblemArgs: []any{automa.GuardsLegendStars}, AllowedKey: "refusal.tracker.guards-legend-allowed", AllowedArgs: []any{automa.GuardsLegendStars}}
		}
	}
	if err := g.applyChanges(l.Changes, srcBoLegend); err != nil {
		return err
	}
	if known && first != "" {
		if first == rules.Guards {
			if len(card.Effects.Value) > 0 {
				g.Crews[g.crewIndex(rules.Guards)].Board.Reputation += automa.GuardsLegendStars
			}
		} else {
			for _, e := range card.Effects.Value {
				g.Pending = append(g.Pending, PendingEffect{Crew: first, Card: card.Name, Effect: e})
			}
		}
	}
	for i := range b.LegendTokens {
		b.LegendTokens[i] = rules.NoToken
	}
	b.Turned = false
	g.LightsOut = LightsOutState{}
	g.beginPatrol()
	return g.drainEffects()
}

// advanceWaits reports whether a lantern may still advance from the tunnel
// of the location being resolved and has not begun to: its rewards are
// then collected first (Breakout rulebook, "Resolving Tunnel Locations").
func (g *Game) advanceWaits() bool {
	if g.Breakout == nil {
		return false
	}
	var x Expectation
	if !g.expectLantern(&x) {
		return false
	}
	s := g.Breakout.Steps
	return s == nil || s.Crew != x.Crew || s.Moved == 0
}

// declineAdvance takes a reward choice made after the rewards of a tunnel
// location were collected: only the advance is left to decline, and only
// by a crew that collected nothing else there, whose tokens then straggle
// (Breakout rulebook, "Resolving Tunnel Locations", note). A crew that
// collected a reward keeps its lantern where it is instead.
func (g *Game) declineAdvance(r *RewardChoiceEntry) error {
	lo := &g.LightsOut
	var x Expectation
	advancing := g.expectLantern(&x) && x.Crew == r.Crew
	var res rules.Resolution
	if err := g.resolveInto(&res); err != nil {
		return err
	}
	rw, ok := res.RewardOf(r.Crew)
	collected := ok && rw.Collected() && (!rw.Gains.IsZero() || rw.Choice != "" || rw.FirstPlayerMarker)
	switch {
	case r.Action != RewardDecline || !advancing:
		return &rules.RuleError{Err: ErrNoReward, Rule: srcBoTunnels, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("the rewards at the %s are collected: only a lantern advance from its tunnel is left", r.Location), Allowed: g.Expect().Answer(),
			ProblemKey: "refusal.tracker.rewards-collected", ProblemArgs: []any{r.Location}, AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
	case collected:
		return &rules.RuleError{Err: ErrNoReward, Rule: srcBoTunnels, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("%s collected its reward at the %s: it keeps its lantern where it is rather than decline (ruling %s)", r.Crew, r.Location, rules.RulingBOTunnelStay), Allowed: hint(terms.HintLanternStay, r.Crew),
			ProblemKey: "refusal.tracker.stay-not-decline", ProblemArgs: []any{r.Crew, r.Location, rules.RulingBOTunnelStay}, AllowedKey: typed, AllowedArgs: []any{hint(terms.HintLanternStay, r.Crew)}}
	}
	lo.Declines = append(lo.Declines, r.Crew)
	return nil
}

// lanternStay ends a crew's advance from the tunnel being resolved where
// its lantern stands: before any step (ruling bo-tunnel-stay), or after
// one space of a double tunnel; or declines the crew's Advance Lantern
// icon waiting first (declineLanternIcon).
func (g *Game) lanternStay(crew string) error {
	b := g.Breakout
	icon := len(g.Pending) > 0 && g.Pending[0].Crew == crew && g.Pending[0].Effect.Kind == rules.EffectAdvanceLantern
	if icon && g.rulesAt(8) {
		return g.declineLanternIcon(crew)
	}
	if s := b.Steps; s != nil && s.Crew == crew && s.Location != rules.NoLocation && s.Location == g.LightsOut.Next {
		s.Left = 0
		return nil
	}
	if icon {
		// Before version 8 the icon could not be declined.
		return &rules.RuleError{Err: ErrNoReward, Rule: srcBoIcons, Crew: crew, Problem: "an Advance Lantern icon moves the lantern one space; it is not kept where it is", Allowed: hint(terms.HintLanternSpace, crew),
			ProblemKey: "refusal.tracker.icon-moves-lantern", AllowedKey: typed, AllowedArgs: []any{hint(terms.HintLanternSpace, crew)}}
	}
	if crew == rules.Guards {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcBoSoloLO, Crew: crew, Problem: "the guards always move their lantern when they can",
			ProblemKey: "refusal.tracker.guards-move-lantern"}
	}
	if err := g.startSteps(crew); err != nil {
		return err
	}
	b.Steps.Left = 0
	return nil
}

// lanternStays reports whether a "none" reward choice is the crew keeping
// its lantern where it is at the tunnel being resolved (ruling
// bo-tunnel-stay), as game files before version 7 wrote it; never at the
// Chow Hall or the Cell Block, where "none" is the card reward's choice.
// Since version 7 a lantern entry's Stay says it.
func (g *Game) lanternStays(r *RewardChoiceEntry) bool {
	if g.Breakout == nil || r.Location != g.LightsOut.Next || slices.Contains(g.LightsOut.Advanced, r.Crew) || r.Location == rules.ChowHall || r.Location == rules.CellBlock {
		return false
	}
	mine, _, err := g.tunnelAdvances()
	return err == nil && mine != nil && mine.Name == r.Crew && !mine.Declined
}

// lanternsDone refuses to end a tunnel location while a lantern advance
// there is neither made, nor stayed, nor declined: the crew's, or the
// guards', who always move when they can (Breakout rulebook, "Resolving
// Tunnel Locations"; "Solitary Mode – Lights Out Phase").
func (g *Game) lanternsDone() error {
	if g.Breakout == nil {
		return nil
	}
	var x Expectation
	if !g.expectLantern(&x) {
		return nil
	}
	if s := g.Breakout.Steps; s != nil && s.Crew == x.Crew && s.Moved > 0 {
		// The crew stops after one space of a double tunnel.
		return nil
	}
	rule := srcBoTunnels
	what := fmt.Sprintf("%s may move its lantern from the %s tunnel here: a lantern entry: a step, or a stay (ruling %s)", x.Crew, g.Breakout.Tunnels[x.Location], rules.RulingBOTunnelStay)
	key, args := "refusal.tracker.may-move-lantern", []any{x.Crew, tunnelKindWords(g.Breakout.Tunnels[x.Location]), rules.RulingBOTunnelStay}
	if x.Crew == rules.Guards {
		if g.Breakout.Map == nil {
			// Without the map the table alone knows whether the guards
			// can pay a path; their step is entered when they move.
			return nil
		}
		rule = srcBoSoloLO
		what = "the guards move their lantern one space here first"
		key, args = "refusal.tracker.guards-lantern-first", nil
	}
	return &rules.RuleError{Err: ErrNoReward, Rule: rule, Crew: x.Crew, Location: x.Location, Problem: what, Allowed: g.Expect().Answer(),
		ProblemKey: key, ProblemArgs: args, AllowedKey: typed, AllowedArgs: []any{g.Expect().Answer()}}
}
