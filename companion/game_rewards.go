package companion

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The card rewards of the Lights Out phase (Chow Hall, Cell Block, Library),
// the special effect icons of the cards gained there, and tomes. Every rule
// is the rules engine's: rules.ChowHallCost, rules.ReserveCost,
// rules.CheckPayment, rules.Pay and rules.ApplyEffect. This file only reads
// the state for them and writes their results back.

// ErrChoicePending: an entry while a special effect icon waits for its
// player's choice (an effect-choice entry).
var ErrChoicePending = errors.New("an effect waits for a choice")

// The rulebook passages of the card rewards.
var (
	srcCommissary = rules.Source{Book: rules.CoreRulebook, Section: "Location Rewards – Commissary", Page: 11}
	srcChowHall   = rules.Source{Book: rules.CoreRulebook, Section: "Location Rewards – Chow Hall", Page: 11}
	srcCellBlock  = rules.Source{Book: rules.CoreRulebook, Section: "Location Rewards – Cell Block", Page: 11}
	srcLibrary    = rules.Source{Book: rules.CoreRulebook, Section: "Location Rewards – Library", Page: 11}
	srcCrafting   = rules.Source{Book: rules.CoreRulebook, Section: "Crafting Items", Page: 14}
	srcRecruiting = rules.Source{Book: rules.CoreRulebook, Section: "Recruiting Goons", Page: 15}
	srcTomeCards  = rules.Source{Book: rules.CoreRulebook, Section: "Tome Cards"}
	srcIcons      = rules.Source{Book: rules.CoreRulebook, Section: "Special Effect Icons"}
	srcBoIcons    = rules.Source{Book: rules.BreakoutRulebook, Section: "Special Effect Icons"}
	srcBoSoloIcon = rules.Source{Book: rules.BreakoutRulebook, Section: "Solitary Mode – Special Effects"}
)

// PendingEffect is a special effect icon of a card just recruited or
// crafted that waits for its player's choice: a Give Suspicion (which
// opponent), an Exchange Resource (which cubes, or none), and Breakout's
// Advance Lantern (a lantern entry), Reserve Item (which item) and Improve
// Item (pay the cube, or not). Icons that need no choice resolve at once.
type PendingEffect struct {
	Crew string
	// Card is the card showing the icon.
	Card string
	// Location is where the card was gained.
	Location rules.Location
	Effect   rules.Effect
}

// cardValues returns the printed values of a card in play, as the game
// file gives them; an *InputError names the values it lacks.
func (g *Game) cardValues(kind catalog.CardKind, name string, fields ...string) (catalog.Card, error) {
	c, ok := g.CardInPlay(kind, name)
	var missing []string
	for _, f := range fields {
		if !ok || !c.Knows(f) {
			missing = append(missing, f)
		}
	}
	if len(missing) > 0 {
		return c, &input.InputError{Field: kind.String() + " card " + name, Problem: "the game file does not give its printed " + joinAnd(missing),
			Allowed: "the values in the entry that brought the card into play (docs/game-log.md)"}
	}
	return c, nil
}

// checkCardEffects refuses Breakout's icons in a core game: they come
// with the expansion's cards only (Breakout rulebook, "Special Effect
// Icons"). In a Breakout game every icon is followed: Advance Lantern,
// Reserve Item and Improve Item wait for their player (needsChoice), Remove
// Goon acts in the Patrol phase (at rules.GoonLocations) and the wild
// valuable at final scoring only (BoardState).
func (g *Game) checkCardEffects(c catalog.Card) error {
	if g.Box.Breakout {
		return nil
	}
	for _, e := range c.Effects.Value {
		if e.Kind.Breakout() {
			return &rules.RuleError{Err: ErrNotTracked, Rule: srcBreakout, Problem: fmt.Sprintf("%s shows the %s icon, which belongs to the Breakout expansion: this game is played without it", c.Name, e.Kind), Allowed: "a core card, or a game set up with Breakout",
				ProblemKey: "refusal.tracker.breakout-icon", ProblemArgs: []any{c.Name, e.Kind}, AllowedKey: "refusal.tracker.core-card-or-breakout"}
		}
	}
	return nil
}

// goonSpaceOf returns the location whose goon space holds the card.
func (g *Game) goonSpaceOf(card string) rules.Location {
	for _, l := range rules.GoonLocations {
		if g.Locations[l].Goon != "" && strings.EqualFold(g.Locations[l].Goon, card) {
			return l
		}
	}
	return rules.NoLocation
}

func (g *Game) onBoard() string {
	var out []string
	for _, l := range rules.GoonLocations {
		if g.Locations[l].Goon != "" {
			out = append(out, g.Locations[l].Goon)
		}
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

// recite returns a shared check's refusal citing the caller's passage.
func recite(err error, rule rules.Source) error {
	var re *rules.RuleError
	if errors.As(err, &re) {
		c := *re
		c.Rule = rule
		return &c
	}
	return err
}

// recruit takes the goons named from their goon spaces, paying the Chow
// Hall's price for the crew's tier (core rulebook, "Location Rewards – Chow
// Hall", p. 11; "Recruiting Goons", p. 15).
func (g *Game) recruit(r *RewardChoiceEntry, rw rules.Reward, cr *CrewState) error {
	if len(r.Cards) == 0 {
		return &input.InputError{Field: "reward choice", Problem: "name the goon card or cards recruited"}
	}
	cost, err := rules.ChowHallCost(rw.Tier, len(r.Cards))
	if err != nil {
		return err
	}
	gained := make([]catalog.Card, 0, len(r.Cards))
	for _, name := range r.Cards {
		l := g.goonSpaceOf(name)
		if l == rules.NoLocation {
			return &rules.RuleError{Err: ErrNoReward, Rule: srcRecruiting, Crew: r.Crew, Location: rules.ChowHall, Problem: fmt.Sprintf("%s is not in a goon space: only the goons face up on the board can be recruited", name), Allowed: g.onBoard(),
				ProblemKey: "refusal.tracker.not-in-goon-space", ProblemArgs: []any{name}, AllowedKey: typed, AllowedArgs: []any{noneOr(g.onBoard())}}
		}
		c, err := g.cardValues(catalog.GoonCard, name, catalog.FieldType, catalog.FieldValuables, catalog.FieldEffects)
		if err != nil {
			return err
		}
		if err := g.checkCardEffects(c); err != nil {
			return err
		}
		// The goon leaves its space, which stays empty until the Patrol
		// phase; its location's cubes stay (ruling "suspicion-stays"). A
		// Shapeshifter is discarded instead and draws three goons.
		name := g.Locations[l].Goon
		g.Locations[l].Goon = ""
		if g.isShapeshifter(c) {
			g.shapeshift(r.Crew, r.Location, name)
			continue
		}
		cr.Goons = append(cr.Goons, name)
		gained = append(gained, c)
	}
	if cr.Board, g.Supply, err = rules.Pay(cr.Board, g.Supply, cost, r.Spend); err != nil {
		return recite(err, srcChowHall)
	}
	return g.gainEffects(r.Crew, r.Location, gained...)
}

// craft takes an item from the display or the crew's reserve, paying its
// printed cost; the crew scores its reputation (core rulebook, "Crafting
// Items", p. 14).
func (g *Game) craft(r *RewardChoiceEntry, cr *CrewState) error {
	if len(r.Cards) != 1 {
		return &input.InputError{Field: "reward choice", Problem: fmt.Sprintf("a crew crafts one item, not %d", len(r.Cards))}
	}
	name := r.Cards[0]
	var from *[]string
	inDisplay := containsFold(g.Display, name)
	switch {
	case inDisplay:
		from = &g.Display
	case containsFold(cr.Reserved, name):
		from = &cr.Reserved
	default:
		return &rules.RuleError{Err: ErrNoReward, Rule: srcCrafting, Crew: r.Crew, Location: rules.CellBlock, Problem: fmt.Sprintf("%s is neither in the item display nor reserved by %s", name, r.Crew), Allowed: craftable(g.Display, cr.Reserved),
			ProblemKey: "refusal.tracker.not-craftable", ProblemArgs: []any{name, r.Crew}, AllowedKey: typed, AllowedArgs: []any{craftableWords(g.Display, cr.Reserved)}}
	}
	c, err := g.cardValues(catalog.ItemCard, name, catalog.FieldReputation, catalog.FieldCost, catalog.FieldValuables, catalog.FieldEffects)
	if err != nil {
		return err
	}
	if err := g.checkCardEffects(c); err != nil {
		return err
	}
	if cr.Board, g.Supply, err = rules.Pay(cr.Board, g.Supply, c.Cost.Value, r.Spend); err != nil {
		return err
	}
	cr.Items = append(cr.Items, takeFold(from, name, inDisplay))
	cr.Board.Reputation += c.Reputation.Value
	return g.gainEffects(r.Crew, r.Location, c)
}

// reserve takes an item from the display into the crew's reserve for one
// cube of any kind (core rulebook, "Crafting Items – Reserving Items", p. 14).
func (g *Game) reserve(r *RewardChoiceEntry, cr *CrewState) error {
	if len(r.Cards) != 1 {
		return &input.InputError{Field: "reward choice", Problem: fmt.Sprintf("a crew reserves one item, not %d", len(r.Cards))}
	}
	if !containsFold(g.Display, r.Cards[0]) {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcCrafting, Crew: r.Crew, Location: rules.CellBlock, Problem: fmt.Sprintf("%s is not in the item display: only items face up there can be reserved", r.Cards[0]), Allowed: craftable(g.Display, nil),
			ProblemKey: "refusal.tracker.not-in-display", ProblemArgs: []any{r.Cards[0]}, AllowedKey: typed, AllowedArgs: []any{craftableWords(g.Display, nil)}}
	}
	var err error
	if cr.Board, g.Supply, err = rules.Pay(cr.Board, g.Supply, rules.ReserveCost, r.Spend); err != nil {
		return err
	}
	cr.Reserved = append(cr.Reserved, takeFold(&g.Display, r.Cards[0], true))
	return nil
}

func firstDuplicate(names []string) string {
	for i, a := range names {
		for _, b := range names[:i] {
			if strings.EqualFold(a, b) {
				return a
			}
		}
	}
	return ""
}

func containsFold(list []string, s string) bool {
	return indexFold(list, s) >= 0
}

func indexFold(list []string, s string) int {
	return slices.IndexFunc(list, func(x string) bool { return x != "" && strings.EqualFold(x, s) })
}

// takeFold takes the card named (ignoring case) out of a list and returns
// its spelling there. From the item display (space true) it leaves an empty
// space; from any other list it is removed.
func takeFold(list *[]string, s string, space bool) string {
	i := indexFold(*list, s)
	if i < 0 {
		return s
	}
	name := (*list)[i]
	if space {
		(*list)[i] = ""
	} else {
		*list = slices.Delete(*list, i, i+1)
	}
	return name
}

func craftable(display, reserved []string) string {
	var out []string
	for _, c := range display {
		if c != "" {
			out = append(out, c)
		}
	}
	for _, c := range reserved {
		out = append(out, c+" (reserved)")
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

// gainEffects queues the special effect icons of the cards a crew gained
// and resolves them, in the order printed, until one needs a choice.
func (g *Game) gainEffects(crew string, loc rules.Location, cards ...catalog.Card) error {
	for _, c := range cards {
		for _, e := range c.Effects.Value {
			g.Pending = append(g.Pending, PendingEffect{Crew: crew, Card: c.Name, Location: loc, Effect: e})
		}
	}
	return g.drainEffects()
}

// needsChoice reports whether an icon waits for an entry: a Give
// Suspicion when the crew has a cube to give, an Exchange Resource when it
// has a cube to exchange, an Improve Item when it holds the cube shown, a
// Reserve Item while the display shows an item, and an Advance Lantern
// (answered by a lantern entry, Game.Expect). The guards' icons resolve by
// their own rules without a choice ("Solitary Mode – Special Effects"),
// but for their lantern step, which the table tells when the catacombs map
// is not typed, and the item they reserve, which the table names (the
// tracker checks it is the one their rule takes when it knows the stars).
func (g *Game) needsChoice(p PendingEffect) bool {
	guards := p.Crew == rules.Guards
	switch p.Effect.Kind {
	case rules.EffectAdvanceLantern:
		if !guards || g.Breakout == nil || g.Breakout.Map == nil {
			return true
		}
		return g.autoGuardsLantern().Payload != nil
	case rules.EffectReserveItem:
		return slices.ContainsFunc(g.Display, func(s string) bool { return s != "" })
	}
	if guards {
		return false
	}
	b := &g.Crews[g.crewIndex(p.Crew)].Board
	switch p.Effect.Kind {
	case rules.EffectGiveSuspicion:
		return b.Suspicion > 0
	case rules.EffectExchangeResource:
		return b.Resources.Total() > 0 && g.Supply.Resources.Total() > 0
	case rules.EffectImproveItem:
		return b.Resources.Of(p.Effect.Resource) > 0
	}
	return false
}

// drainEffects resolves the waiting icons, in the order printed, until one
// needs a choice.
func (g *Game) drainEffects() error {
	for len(g.Pending) > 0 {
		p := g.Pending[0]
		if g.needsChoice(p) {
			return nil
		}
		out, err := rules.ApplyEffect(g.seats(), g.Supply, p.Crew, p.Effect, rules.EffectChoice{})
		if err != nil {
			return err
		}
		g.resolved(p, out)
	}
	return nil
}

// resolved writes one icon's outcome back: the boards, the supply and the
// tomes owed; the icon leaves the queue.
func (g *Game) resolved(p PendingEffect, out rules.EffectOutcome) {
	for i, s := range out.Seats {
		g.Crews[i].Board = s.Board
	}
	g.Supply = out.Supply
	if i := g.crewIndex(p.Crew); i >= 0 && out.KeepTomes > 0 {
		g.Crews[i].TomesToDraw += out.KeepTomes
		if out.DrawTomes > out.KeepTomes {
			g.Crews[i].TomeChoices = append(g.Crews[i].TomeChoices, p.Location)
		}
	}
	g.Pending = g.Pending[1:]
}

func describePending(p PendingEffect) string {
	switch p.Effect.Kind {
	case rules.EffectGiveSuspicion:
		return "an opponent to give one suspicion cube to"
	case rules.EffectExchangeResource:
		return "one cube to give and one to get, or declined"
	case rules.EffectImproveItem:
		return fmt.Sprintf("spend 1 %s for %d more stars, or declined", p.Effect.Resource, p.Effect.Stars)
	case rules.EffectReserveItem:
		return "the item reserved from the display (target)"
	case rules.EffectAdvanceLantern:
		return "a lantern entry"
	}
	return "no choice"
}

// EffectChoiceEntry records how a special effect icon on a card resolved,
// when the player had a choice (core rulebook, "Special Effect Icons";
// Breakout rulebook, "Special Effect Icons").
type EffectChoiceEntry struct {
	Crew string `json:"crew"`
	// Card is the card showing the icon.
	Card string `json:"card"`
	// Target is the crew given suspicion, or the card chosen (an item
	// reserved, a tome kept).
	Target string `json:"target,omitempty"`
	// Declined is set when the player chose not to use an optional effect.
	Declined bool             `json:"declined,omitempty"`
	Effect   rules.EffectKind `json:"effect"`
	Gain     rules.Resources  `json:"gain,omitzero"`
	Spend    rules.Resources  `json:"spend,omitzero"`
}

// Kind returns EntryEffectChoice.
func (*EffectChoiceEntry) Kind() EntryKind { return EntryEffectChoice }

func (c *EffectChoiceEntry) actingCrew() string { return c.Crew }

func (c *EffectChoiceEntry) check() error {
	if err := checkCrewName(c.Crew); err != nil {
		return fmt.Errorf("effect choice: %w", err)
	}
	if err := catalog.CheckCardName(c.Card); err != nil {
		return fmt.Errorf("effect choice: %w", err)
	}
	if c.Effect == rules.NoEffect {
		return errors.New("effect choice: no effect")
	}
	if c.Target != "" {
		if err := catalog.CheckCardName(c.Target); err != nil {
			return fmt.Errorf("effect choice: target: %w", err)
		}
	}
	if err := checkCubes(c.Gain, c.Spend); err != nil {
		return fmt.Errorf("effect choice: %w", err)
	}
	return nil
}

func (c *EffectChoiceEntry) describe() string {
	if c.Declined {
		return fmt.Sprintf("%s does not use %s of %s", c.Crew, c.Effect, c.Card)
	}
	s := fmt.Sprintf("%s uses %s of %s", c.Crew, c.Effect, c.Card)
	if c.Target != "" {
		s += ", choosing " + c.Target
	}
	return s + gainSpend(c.Gain, c.Spend)
}

// choice converts the entry for rules.ApplyEffect.
func (c *EffectChoiceEntry) choice() (rules.EffectChoice, error) {
	if c.Declined {
		if c.Target != "" || c.Gain.Total() > 0 || c.Spend.Total() > 0 {
			return rules.EffectChoice{}, &input.InputError{Field: "effect choice", Problem: "a declined effect names no target and no cubes"}
		}
		return rules.EffectChoice{}, nil
	}
	ch := rules.EffectChoice{Target: c.Target}
	if c.Effect == rules.EffectExchangeResource {
		if c.Gain.Total() != 1 || c.Spend.Total() != 1 {
			return ch, &input.InputError{Field: "effect choice", Problem: fmt.Sprintf("an exchange gives one cube and gets one; this one gives %d and gets %d", c.Spend.Total(), c.Gain.Total()), Allowed: "spend 1 and gain 1, or declined"}
		}
		for _, k := range rules.AllResources {
			if c.Spend.Of(k) > 0 {
				ch.Give = k
			}
			if c.Gain.Of(k) > 0 {
				ch.Get = k
			}
		}
	} else if c.Gain.Total() > 0 || c.Spend.Total() > 0 {
		return ch, &input.InputError{Field: "effect choice", Problem: fmt.Sprintf("%s gains and spends no cubes of the player's choice", c.Effect)}
	}
	return ch, nil
}

// play resolves the icon waiting first with the player's choice, then the
// icons after it that need none.
func (c *EffectChoiceEntry) play(g *Game) error {
	if len(g.Pending) == 0 {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcIcons, Crew: c.Crew, Problem: "no special effect icon waits for a choice",
			ProblemKey: "refusal.tracker.no-icon-waits"}
	}
	p := g.Pending[0]
	if p.Crew != c.Crew || !strings.EqualFold(p.Card, c.Card) || p.Effect.Kind != c.Effect {
		return &rules.RuleError{Err: ErrChoicePending, Rule: srcIcons, Crew: c.Crew, Problem: fmt.Sprintf("the icon waiting is %s's %s of %s", p.Crew, p.Effect.Kind, p.Card), Allowed: describePending(p),
			ProblemKey: "refusal.tracker.icon-waiting", ProblemArgs: []any{p.Crew, p.Effect.Kind, p.Card}, AllowedKey: typed, AllowedArgs: []any{pendingWords(p)}}
	}
	switch p.Effect.Kind {
	case rules.EffectAdvanceLantern:
		return &rules.RuleError{Err: ErrChoicePending, Rule: srcBoIcons, Crew: c.Crew, Problem: "an Advance Lantern icon is answered by a lantern entry (or its decline), not an effect choice", Allowed: describePending(p),
			ProblemKey: "refusal.tracker.lantern-not-choice", AllowedKey: typed, AllowedArgs: []any{pendingWords(p)}}
	case rules.EffectImproveItem:
		return g.improve(c, p)
	case rules.EffectReserveItem:
		return g.reserveFree(c, p)
	}
	if c.Declined && p.Effect.Kind != rules.EffectExchangeResource {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcIcons, Crew: c.Crew, Problem: fmt.Sprintf("%s is not optional: only an Exchange Resource or an Improve Item may be declined", p.Effect.Kind), Allowed: describePending(p),
			ProblemKey: "refusal.tracker.not-optional", ProblemArgs: []any{p.Effect.Kind}, AllowedKey: typed, AllowedArgs: []any{pendingWords(p)}}
	}
	ch, err := c.choice()
	if err != nil {
		return err
	}
	if !c.Declined && ch == (rules.EffectChoice{}) {
		return &input.InputError{Field: "effect choice", Problem: "the choice is empty", Allowed: describePending(p)}
	}
	out, err := rules.ApplyEffect(g.seats(), g.Supply, p.Crew, p.Effect, ch)
	if err != nil {
		return err
	}
	g.resolved(p, out)
	return g.drainEffects()
}

// improve resolves an Improve Item icon of the item just crafted: the crew
// pays one more cube of the kind shown and scores the stars shown, or
// declines (Breakout rulebook, "Special Effect Icons – Improve Item").
func (g *Game) improve(c *EffectChoiceEntry, p PendingEffect) error {
	if c.Target != "" || c.Gain.Total() > 0 {
		return &input.InputError{Field: "effect choice", Problem: "an Improve Item names no target and gains no cube", Allowed: describePending(p)}
	}
	if !c.Declined {
		cost, err := rules.ImproveCost(p.Effect)
		if err != nil {
			return err
		}
		if c.Spend != cost.Resources {
			return &rules.RuleError{Err: ErrShort, Rule: srcBoIcons, Crew: c.Crew, Problem: fmt.Sprintf("%s improves %s with 1 %s, not %s", c.Crew, p.Card, p.Effect.Resource, describeCubes(c.Spend)), Allowed: describePending(p),
				ProblemKey: "refusal.tracker.improve-cost", ProblemArgs: []any{c.Crew, p.Card, p.Effect.Resource, cubesWords(c.Spend)}, AllowedKey: typed, AllowedArgs: []any{pendingWords(p)}}
		}
		cr := &g.Crews[g.crewIndex(c.Crew)]
		if cr.Board, g.Supply, err = rules.Pay(cr.Board, g.Supply, cost, c.Spend); err != nil {
			return recite(err, srcBoIcons)
		}
		cr.Board.Reputation += p.Effect.Stars
	} else if c.Spend.Total() > 0 {
		return &input.InputError{Field: "effect choice", Problem: "a declined effect names no target and no cubes"}
	}
	g.Pending = g.Pending[1:]
	return g.drainEffects()
}

// reserveFree resolves a Reserve Item icon: the crew takes an item of its
// choice from the display into its reserve at no cost (Breakout rulebook,
// "Special Effect Icons – Reserve Item"). The guards take the one with the
// most stars ("Solitary Mode – Special Effects"), checked when the game
// file gives the stars of the display's items.
func (g *Game) reserveFree(c *EffectChoiceEntry, p PendingEffect) error {
	if c.Declined || c.Gain.Total() > 0 || c.Spend.Total() > 0 {
		return &input.InputError{Field: "effect choice", Problem: "a Reserve Item names the item reserved and costs nothing", Allowed: describePending(p)}
	}
	if !containsFold(g.Display, c.Target) {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcBoIcons, Crew: c.Crew, Problem: fmt.Sprintf("%q is not in the item display: only items face up there can be reserved", c.Target), Allowed: craftable(g.Display, nil),
			ProblemKey: "refusal.tracker.target-not-in-display", ProblemArgs: []any{c.Target}, AllowedKey: typed, AllowedArgs: []any{craftableWords(g.Display, nil)}}
	}
	if c.Crew == rules.Guards {
		if best, ok := g.mostStarsInDisplay(); ok && !slices.ContainsFunc(best, func(s string) bool { return strings.EqualFold(s, c.Target) }) {
			return &rules.RuleError{Err: ErrNoReward, Rule: srcBoSoloIcon, Crew: c.Crew, Problem: fmt.Sprintf("the guards reserve the item with the most stars, not %s", c.Target), Allowed: strings.Join(best, ", "),
				ProblemKey: "refusal.tracker.guards-reserve-most-stars", ProblemArgs: []any{c.Target}, AllowedKey: typed, AllowedArgs: []any{strings.Join(best, ", ")}}
		}
	}
	i := g.crewIndex(c.Crew)
	g.Crews[i].Reserved = append(g.Crews[i].Reserved, takeFold(&g.Display, c.Target, true))
	g.Pending = g.Pending[1:]
	return g.drainEffects()
}

// mostStarsInDisplay returns the display's items with the most stars; ok
// is false when the game file lacks the stars of one of them.
func (g *Game) mostStarsInDisplay() (best []string, ok bool) {
	most := -1
	for _, name := range g.Display {
		if name == "" {
			continue
		}
		c, known := g.CardInPlay(catalog.ItemCard, name)
		if !known || !c.Reputation.Known {
			return nil, false
		}
		switch n := c.Reputation.Value; {
		case n > most:
			most, best = n, []string{name}
		case n == most:
			best = append(best, name)
		}
	}
	return best, true
}

// TomeDrawnEntry records a crew drawing a tome card.
type TomeDrawnEntry struct {
	Crew string `json:"crew"`
	Card string `json:"card"`
}

// Kind returns EntryTomeDrawn.
func (*TomeDrawnEntry) Kind() EntryKind { return EntryTomeDrawn }

func (t *TomeDrawnEntry) actingCrew() string { return t.Crew }

func (t *TomeDrawnEntry) check() error { return checkCrewCard("tome drawn", t.Crew, t.Card) }

func (t *TomeDrawnEntry) describe() string {
	return fmt.Sprintf("%s draws the tome %s", t.Crew, t.Card)
}

// play checks that the crew is owed a tome (the draws for a choice of two
// come first) and gives it, or sets it beside the other drawn for a choice.
func (t *TomeDrawnEntry) play(g *Game) error {
	i, err := g.seatedCrew(t.Crew, srcTomeCards)
	if err != nil {
		return err
	}
	c := &g.Crews[i]
	if len(c.TomeChoices) > 0 && len(c.Drawn) >= 2 {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcLibrary, Crew: t.Crew, Problem: fmt.Sprintf("%s has drawn %s and must keep one of them first", t.Crew, joinAnd(c.Drawn)), Allowed: "a keep-tome choice",
			ProblemKey: "refusal.tracker.keep-tome-first", ProblemArgs: []any{t.Crew, andWords(nameItems(c.Drawn))}, AllowedKey: "refusal.tracker.keep-tome-choice"}
	}
	if c.TomesToDraw == 0 {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcTomeCards, Crew: t.Crew, Problem: fmt.Sprintf("%s is owed no tome card", t.Crew), Allowed: "tomes owed by the Library or a Draw Tome or Choose Tome icon",
			ProblemKey: "refusal.tracker.no-tome-owed", ProblemArgs: []any{t.Crew}, AllowedKey: "refusal.tracker.tomes-owed"}
	}
	if err := g.legalCardLimit(catalog.TomeCard); err != nil {
		return err
	}
	if !g.Box.TomeInDeck(t.Card) {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcSolitary, Crew: t.Crew, Problem: fmt.Sprintf("%s is taken out of the tome deck in a solitary game (step 2)", t.Card), Allowed: "another tome card",
			ProblemKey: "refusal.tracker.tome-out-solo", ProblemArgs: []any{t.Card}, AllowedKey: "refusal.tracker.another-tome"}
	}
	if len(c.TomeChoices) > 0 {
		c.Drawn = append(c.Drawn, t.Card)
		return nil
	}
	c.Tomes = append(c.Tomes, t.Card)
	c.TomesToDraw--
	return nil
}

// keepTome checks and records the tome kept of two drawn; the other goes to
// the bottom of the tome deck (core rulebook, "Location Rewards – Library",
// p. 11; "Special Effect Icons", Choose Tome).
func (g *Game) keepTome(r *RewardChoiceEntry) error {
	i, err := g.seatedCrew(r.Crew, srcLibrary)
	if err != nil {
		return err
	}
	c := &g.Crews[i]
	if len(c.TomeChoices) == 0 {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcLibrary, Crew: r.Crew, Problem: fmt.Sprintf("%s has no choice of tomes to make", r.Crew),
			ProblemKey: "refusal.tracker.no-tome-choice", ProblemArgs: []any{r.Crew}}
	}
	if len(c.Drawn) < 2 {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcLibrary, Crew: r.Crew, Problem: fmt.Sprintf("%s has drawn %d of the 2 tome cards to choose from", r.Crew, len(c.Drawn)), Allowed: "tome-drawn entries first",
			ProblemKey: "refusal.tracker.tome-choice-drawn", ProblemArgs: []any{r.Crew, len(c.Drawn)}, AllowedKey: "refusal.tracker.tome-drawn-first"}
	}
	if r.Location != c.TomeChoices[0] {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcLibrary, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("%s's choice of tomes comes from the %s", r.Crew, c.TomeChoices[0]), Allowed: c.TomeChoices[0].Slug(),
			ProblemKey: "refusal.tracker.tome-choice-from", ProblemArgs: []any{r.Crew, c.TomeChoices[0]}, AllowedKey: typed, AllowedArgs: []any{c.TomeChoices[0].Slug()}}
	}
	if r.Gain.Total() > 0 || r.Spend.Total() > 0 || len(r.Cards) != 1 {
		return &input.InputError{Field: "reward choice", Problem: "a kept tome names one card and gains and spends nothing"}
	}
	if !containsFold(c.Drawn, r.Cards[0]) {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcLibrary, Crew: r.Crew, Problem: fmt.Sprintf("%s did not draw %s", r.Crew, r.Cards[0]), Allowed: strings.Join(c.Drawn, ", "),
			ProblemKey: "refusal.tracker.tome-not-drawn", ProblemArgs: []any{r.Crew, r.Cards[0]}, AllowedKey: typed, AllowedArgs: []any{strings.Join(c.Drawn, ", ")}}
	}
	c.Tomes = append(c.Tomes, c.Drawn[indexFold(c.Drawn, r.Cards[0])])
	c.Drawn = nil // the other goes to the bottom of the tome deck
	c.TomeChoices = c.TomeChoices[1:]
	c.TomesToDraw--
	return nil
}

// TomePlayedEntry records a crew playing a tome card (core rulebook, "Tome
// Cards").
type TomePlayedEntry struct {
	Crew string `json:"crew"`
	Card string `json:"card"`
	// Target is what the tome was played on (a crew, a location, a card), in
	// the words of the player, when it matters. In a solitary game Atlas of
	// Hideouts names the face-down guard card it turns up: a location, or
	// "legend" for the one on the legend card (log version 8).
	Target string `json:"target,omitempty"`
	// TextAllows says the tome's own text lets it be played now, where
	// tomes are otherwise barred: after its crew passed in the Roll Call
	// phase (ruling passed-tomes), or while the legend card resolves
	// (Breakout rulebook, "Resolving the Legend Card"). Log version 8.
	TextAllows bool `json:"text_allows,omitempty"`
	// Revealed is what that guard card shows, when the table turns it up
	// (log version 8; left out when the app dealt it).
	Revealed rules.GuardCard `json:"revealed,omitzero"`
}

// Kind returns EntryTomePlayed.
func (*TomePlayedEntry) Kind() EntryKind { return EntryTomePlayed }

func (t *TomePlayedEntry) actingCrew() string { return t.Crew }

func (t *TomePlayedEntry) check() error {
	if t.Target != "" {
		if err := catalog.CheckCardName(t.Target); err != nil {
			return fmt.Errorf("tome played: target: %w", err)
		}
	}
	return checkCrewCard("tome played", t.Crew, t.Card)
}

func (t *TomePlayedEntry) describe() string {
	s := fmt.Sprintf("%s plays the tome %s", t.Crew, t.Card)
	if t.Target != "" {
		on := t.Target
		if strings.EqualFold(t.Card, atlasOfHideouts) {
			// In a solitary game Atlas of Hideouts names a face-down guard
			// card: the legend card's, or a location's.
			if strings.EqualFold(strings.TrimSpace(t.Target), "legend") {
				on = "the guard card on the legend card"
			} else if loc, err := MatchLocation(t.Target); err == nil {
				on = "the guard card at the " + loc.String()
			}
		}
		s += " on " + on
	}
	if t.Revealed.Known() {
		s += ", which is turned up: " + t.Revealed.String()
	}
	if t.TextAllows {
		s += " (its text allows it now)"
	}
	return s
}

// play checks that the crew holds the tome and may play it now (tomeBarred)
// and takes it from its hand. What the tome does is the players' to carry
// out; the tracker records it only.
func (t *TomePlayedEntry) play(g *Game) error {
	i, err := g.seatedCrew(t.Crew, srcTomeCards)
	if err != nil {
		return err
	}
	c := &g.Crews[i]
	if g.rulesAt(8) && !t.TextAllows {
		// Before version 8 a tome was accepted at any moment.
		if err := g.tomeBarred(c); err != nil {
			return err
		}
	}
	j := indexFold(c.Tomes, t.Card)
	if j < 0 {
		held := strings.Join(c.Tomes, ", ")
		if held == "" {
			held = "none"
		}
		return &rules.RuleError{Err: ErrNoReward, Rule: srcTomeCards, Crew: t.Crew, Problem: fmt.Sprintf("%s holds no tome card %s", t.Crew, t.Card), Allowed: held,
			ProblemKey: "refusal.tracker.tome-not-held", ProblemArgs: []any{t.Crew, t.Card}, AllowedKey: typed, AllowedArgs: []any{noneOr(held)}}
	}
	if err := g.playAtlas(t); err != nil {
		return err
	}
	c.Tomes = slices.Delete(c.Tomes, j, j+1)
	return nil
}

// tomeBarred refuses a tome played when no tome may be: by a crew that
// has passed, for the rest of that Roll Call phase (core rulebook, "Roll
// Call Phase – Passing"; ruling passed-tomes), and by anyone while the
// legend card resolves: from the end of the Library until its icons are
// answered (Breakout rulebook, "Resolving the Legend Card").
func (g *Game) tomeBarred(c *CrewState) error {
	play, textAllows := terms.Hint{Kind: terms.HintTomePlay, Verb: true}.String(), terms.FlagTextAllows.String()
	byText := fmt.Sprintf("text_allows (%s %s) when the card's own text lets it be played now", play, textAllows)
	if g.Phase == PhaseRollCall && c.Passed {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcPassing, Crew: c.Name,
			Problem:    fmt.Sprintf("%s has passed and plays no tome card for the rest of this Roll Call phase (ruling %s)", c.Name, rules.RulingPassedTomes),
			Allowed:    "the tome from the Lights Out phase on, or " + byText,
			ProblemKey: "refusal.tracker.tome-after-pass", ProblemArgs: []any{c.Name, rules.RulingPassedTomes}, AllowedKey: "refusal.tracker.tome-from-lights-out", AllowedArgs: []any{play, textAllows}}
	}
	if g.legendResolving() {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcBoLegend, Crew: c.Name,
			Problem:    fmt.Sprintf("the legend card %s is resolving: no tome card is played until it is done", g.Breakout.Legend),
			Allowed:    "the tome once the legend card is resolved, or " + byText,
			ProblemKey: "refusal.tracker.tome-legend-resolving", ProblemArgs: []any{g.Breakout.Legend}, AllowedKey: "refusal.tracker.tome-after-legend", AllowedArgs: []any{play, textAllows}}
	}
	return nil
}

// legendResolving reports whether the legend card is resolving: after the
// Library, before its legend entry, and while the icons it gave wait.
func (g *Game) legendResolving() bool {
	b := g.Breakout
	if b == nil || b.Legend == "" {
		return false
	}
	if g.Phase == PhaseLightsOut && g.LightsOut.Legend {
		return true
	}
	return len(g.Pending) > 0 && g.Pending[0].Location == rules.NoLocation && sameCard(g.Pending[0].Card, b.Legend)
}

// GoalClaimedEntry records a crew claiming a goal card, from beside the
// board or, for a leader goal, from another crew (core rulebook, "Claiming
// Goals"). The tracker claims goals itself, so such an entry is refused.
type GoalClaimedEntry struct {
	Crew string `json:"crew"`
	Card string `json:"card"`
	From string `json:"from,omitempty"`
}

// Kind returns EntryGoalClaimed.
func (*GoalClaimedEntry) Kind() EntryKind { return EntryGoalClaimed }

func (g *GoalClaimedEntry) check() error {
	if g.From != "" {
		if err := checkCrewName(g.From); err != nil {
			return fmt.Errorf("goal claimed: from: %w", err)
		}
		if strings.EqualFold(g.From, g.Crew) {
			return errors.New("goal claimed: a crew cannot take a goal from itself")
		}
	}
	return checkCrewCard("goal claimed", g.Crew, g.Card)
}

func (g *GoalClaimedEntry) describe() string {
	s := fmt.Sprintf("%s claims the goal %s", g.Crew, g.Card)
	if g.From != "" {
		s += " from " + g.From
	}
	return s
}

func (g *GoalClaimedEntry) play(*Game) error {
	return &rules.RuleError{Err: ErrNoReward, Rule: srcGoals, Crew: g.Crew, Problem: fmt.Sprintf("goals are claimed by the tracker itself, after every entry, as soon as a crew meets one (see %s)", hint(terms.HintStatus)),
		ProblemKey: "refusal.tracker.goals-claimed-by-tracker", ProblemArgs: []any{hint(terms.HintStatus)}}
}
