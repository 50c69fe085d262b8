package companion

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
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
	srcChowHall   = rules.Source{Book: rules.CoreRulebook, Section: "Location Rewards – Chow Hall", Page: 11}
	srcCellBlock  = rules.Source{Book: rules.CoreRulebook, Section: "Location Rewards – Cell Block", Page: 11}
	srcLibrary    = rules.Source{Book: rules.CoreRulebook, Section: "Location Rewards – Library", Page: 11}
	srcCrafting   = rules.Source{Book: rules.CoreRulebook, Section: "Crafting Items", Page: 14}
	srcRecruiting = rules.Source{Book: rules.CoreRulebook, Section: "Recruiting Goons", Page: 15}
	srcTomeCards  = rules.Source{Book: rules.CoreRulebook, Section: "Tome Cards"}
	srcIcons      = rules.Source{Book: rules.CoreRulebook, Section: "Special Effect Icons"}
)

// PendingEffect is a special effect icon of a card just recruited or
// crafted that waits for its player's choice: a Give Suspicion (which
// opponent) or an Exchange Resource (which cubes, or none). Icons that need
// no choice resolve at once.
type PendingEffect struct {
	Crew string
	// Card is the card showing the icon.
	Card string
	// Location is where the card was gained.
	Location rules.Location
	Effect   rules.Effect
}

// isCardReward reports whether the reward choice takes cards: the tracker's
// Chow Hall, Cell Block and Library rewards.
func isCardReward(a RewardAction) bool {
	return a == RewardRecruit || a == RewardCraft || a == RewardReserve || a == RewardKeepTome || a == RewardNone
}

// cardValues returns the printed values of a card in play, as the game
// file gives them; an *InputError names the values it lacks.
func (g Game) cardValues(kind CardKind, name string, fields ...string) (Card, error) {
	c, ok := g.CardInPlay(kind, name)
	var missing []string
	for _, f := range fields {
		if !ok || !c.Knows(f) {
			missing = append(missing, f)
		}
	}
	if len(missing) > 0 {
		return c, &InputError{Field: kind.String() + " card " + name, Problem: "the game file does not give its printed " + joinAnd(missing),
			Allowed: "the values in the entry that brought the card into play (docs/game-log.md)"}
	}
	return c, nil
}

// seatedCrew returns the crew's index or a refusal naming the seated crews.
func (g Game) seatedCrew(crew string, rule rules.Source) (int, error) {
	i := g.crewIndex(crew)
	if i < 0 {
		return -1, &rules.RuleError{Err: ErrUnknownCrew, Rule: rule, Crew: crew, Problem: fmt.Sprintf("%q is not seated at the table", crew), Allowed: strings.Join(g.Seating(), ", ")}
	}
	return i, nil
}

// checkCardEffects refuses icons the tracker does not follow: Breakout's.
func checkCardEffects(c Card) error {
	for _, e := range c.Effects.Value {
		if e.Kind.Breakout() {
			return &rules.RuleError{Err: ErrNotTracked, Rule: srcBreakout, Problem: fmt.Sprintf("%s shows the %s icon, which belongs to the Breakout expansion and is not tracked yet", c.Name, e.Kind)}
		}
	}
	return nil
}

// goonSpaceOf returns the location whose goon space holds the card.
func (g Game) goonSpaceOf(card string) rules.Location {
	for _, l := range goonSpaces {
		if g.Locations[l].Goon != "" && strings.EqualFold(g.Locations[l].Goon, card) {
			return l
		}
	}
	return rules.NoLocation
}

func (g Game) onBoard() string {
	var out []string
	for _, l := range goonSpaces {
		if g.Locations[l].Goon != "" {
			out = append(out, g.Locations[l].Goon)
		}
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, ", ")
}

// legalCardReward checks a recruit, craft, reserve or keep-tome choice.
func (g Game) legalCardReward(r *RewardChoiceEntry) error {
	if r.Action == RewardKeepTome {
		return g.legalKeepTome(r)
	}
	where := rules.ChowHall
	rule := srcChowHall
	if r.Action == RewardCraft || r.Action == RewardReserve || (r.Action == RewardNone && r.Location == rules.CellBlock) {
		where, rule = rules.CellBlock, srcCellBlock
	}
	if r.Location != where {
		if r.Action == RewardNone {
			return &rules.RuleError{Err: ErrNoReward, Rule: srcRewards, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("choosing nothing is for the card rewards of the Chow Hall and the Cell Block, not the %s; there a crew takes its reward or declines it", r.Location), Allowed: "chow-hall, cell-block"}
		}
		return &rules.RuleError{Err: ErrNoReward, Rule: srcRewards, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("a crew can %s only at the %s", r.Action, where), Allowed: where.Slug()}
	}
	if g.Phase != PhaseLightsOut || g.Next != where {
		return &rules.RuleError{Err: ErrWrongPhase, Rule: srcLightsOut, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("the %s's rewards are chosen when the Lights Out phase resolves it; the game is in %s", where, g.whereNow())}
	}
	i, err := g.seatedCrew(r.Crew, rule)
	if err != nil {
		return err
	}
	if slices.Contains(g.Declines, r.Crew) || slices.Contains(g.Chosen, r.Crew) {
		return &rules.RuleError{Err: ErrNoReward, Rule: rule, Crew: r.Crew, Location: where, Problem: fmt.Sprintf("%s has already taken or declined its reward at the %s", r.Crew, where)}
	}
	res, err := g.Resolution()
	if err != nil {
		return err
	}
	rw, ok := res.RewardOf(r.Crew)
	if !ok {
		return &rules.RuleError{Err: ErrNoReward, Rule: rule, Crew: r.Crew, Location: where, Problem: fmt.Sprintf("%s has no reward at the %s", r.Crew, where)}
	}
	if err := g.legalRankOrder(res, r.Crew, where, rule); err != nil {
		return err
	}
	if r.Action == RewardNone {
		if r.Gain.Total() > 0 || r.Spend.Total() > 0 || len(r.Cards) > 0 {
			return &InputError{Field: "reward choice", Problem: "choosing nothing names no cards and gains and spends no cubes"}
		}
		return nil
	}
	if r.Gain.Total() > 0 {
		return &InputError{Field: "reward choice", Problem: fmt.Sprintf("a %s gains no cubes; it only spends them", r.Action)}
	}
	if dup := firstDuplicate(r.Cards); dup != "" {
		return &InputError{Field: "reward choice", Problem: fmt.Sprintf("the card %s is named twice", dup)}
	}
	board := g.Crews[i].Board
	switch r.Action {
	case RewardRecruit:
		if len(r.Cards) == 0 {
			return &InputError{Field: "reward choice", Problem: "name the goon card(s) recruited"}
		}
		cost, err := rules.ChowHallCost(rw.Tier, len(r.Cards))
		if err != nil {
			return err
		}
		for _, name := range r.Cards {
			if g.goonSpaceOf(name) == rules.NoLocation {
				return &rules.RuleError{Err: ErrNoReward, Rule: srcRecruiting, Crew: r.Crew, Location: where, Problem: fmt.Sprintf("%s is not in a goon space: only the goons face up on the board can be recruited", name), Allowed: g.onBoard()}
			}
			c, err := g.cardValues(GoonCard, name, FieldType, FieldValuables, FieldEffects)
			if err != nil {
				return err
			}
			if err := checkCardEffects(c); err != nil {
				return err
			}
		}
		return rules.CheckPayment(board, cost, r.Spend)
	case RewardCraft:
		if len(r.Cards) != 1 {
			return &InputError{Field: "reward choice", Problem: fmt.Sprintf("a crew crafts one item, not %d", len(r.Cards))}
		}
		name := r.Cards[0]
		if !containsFold(g.Display, name) && !containsFold(g.Crews[i].Reserved, name) {
			return &rules.RuleError{Err: ErrNoReward, Rule: srcCrafting, Crew: r.Crew, Location: where, Problem: fmt.Sprintf("%s is neither in the item display nor reserved by %s", name, r.Crew), Allowed: craftable(g.Display, g.Crews[i].Reserved)}
		}
		c, err := g.cardValues(ItemCard, name, FieldReputation, FieldCost, FieldValuables, FieldEffects)
		if err != nil {
			return err
		}
		if err := checkCardEffects(c); err != nil {
			return err
		}
		return rules.CheckPayment(board, c.Cost.Value, r.Spend)
	case RewardReserve:
		if len(r.Cards) != 1 {
			return &InputError{Field: "reward choice", Problem: fmt.Sprintf("a crew reserves one item, not %d", len(r.Cards))}
		}
		if !containsFold(g.Display, r.Cards[0]) {
			return &rules.RuleError{Err: ErrNoReward, Rule: srcCrafting, Crew: r.Crew, Location: where, Problem: fmt.Sprintf("%s is not in the item display: only items face up there can be reserved", r.Cards[0]), Allowed: craftable(g.Display, nil)}
		}
		return rules.CheckPayment(board, rules.ReserveCost, r.Spend)
	}
	return nil
}

func (g Game) whereNow() string {
	if g.Phase == PhaseLightsOut {
		return fmt.Sprintf("round %d, Lights Out, at the %s", g.Round, g.Next)
	}
	return g.when()
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
	return slices.IndexFunc(list, func(x string) bool { return x != "" && strings.EqualFold(x, s) }) >= 0
}

// removeFold returns list without its first element equal to s, ignoring
// case, and that element's spelling; list is not changed.
func removeFold(list []string, s string) ([]string, string) {
	i := slices.IndexFunc(list, func(x string) bool { return x != "" && strings.EqualFold(x, s) })
	if i < 0 {
		return slices.Clone(list), s
	}
	return slices.Delete(slices.Clone(list), i, i+1), list[i]
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

// applyCardReward records a recruit, craft, reserve or keep-tome choice
// that legalCardReward accepted.
func (g *Game) applyCardReward(r *RewardChoiceEntry) {
	if r.Action == RewardKeepTome {
		g.applyKeepTome(r)
		return
	}
	if r.Action == RewardNone {
		// The crew collected its reward and chose nothing: it does not
		// straggle (ruling choose-nothing).
		g.Chosen = append(slices.Clone(g.Chosen), r.Crew)
		return
	}
	i := g.crewIndex(r.Crew)
	if i < 0 {
		return
	}
	res, err := g.Resolution()
	if err != nil {
		return
	}
	rw, _ := res.RewardOf(r.Crew)
	cr := &g.Crews[i]
	var gained []Card
	switch r.Action {
	case RewardRecruit:
		cost, _ := rules.ChowHallCost(rw.Tier, len(r.Cards))
		cr.Board, g.Supply, _ = rules.Pay(cr.Board, g.Supply, cost, r.Spend)
		goons := slices.Clone(cr.Goons)
		for _, name := range r.Cards {
			l := g.goonSpaceOf(name)
			if l == rules.NoLocation {
				continue
			}
			// The goon leaves its space, which stays empty until the Patrol
			// phase; its location's cubes stay (ruling "suspicion-stays").
			goons = append(goons, g.Locations[l].Goon)
			c, _ := g.CardInPlay(GoonCard, g.Locations[l].Goon)
			gained = append(gained, c)
			g.Locations[l].Goon = ""
		}
		cr.Goons = goons
	case RewardCraft:
		c, _ := g.CardInPlay(ItemCard, r.Cards[0])
		cr.Board, g.Supply, _ = rules.Pay(cr.Board, g.Supply, c.Cost.Value, r.Spend)
		var name string
		if containsFold(g.Display, r.Cards[0]) {
			j := slices.IndexFunc(g.Display, func(x string) bool { return x != "" && strings.EqualFold(x, r.Cards[0]) })
			name = g.Display[j]
			g.Display = slices.Clone(g.Display)
			g.Display[j] = ""
		} else {
			cr.Reserved, name = removeFold(cr.Reserved, r.Cards[0])
		}
		cr.Items = append(slices.Clone(cr.Items), name)
		cr.Board.Reputation += c.Reputation.Value
		gained = append(gained, c)
	case RewardReserve:
		cr.Board, g.Supply, _ = rules.Pay(cr.Board, g.Supply, rules.ReserveCost, r.Spend)
		j := slices.IndexFunc(g.Display, func(x string) bool { return x != "" && strings.EqualFold(x, r.Cards[0]) })
		if j >= 0 {
			cr.Reserved = append(slices.Clone(cr.Reserved), g.Display[j])
			g.Display = slices.Clone(g.Display)
			g.Display[j] = ""
		}
	}
	g.Chosen = append(slices.Clone(g.Chosen), r.Crew)
	pending := slices.Clone(g.Pending)
	for _, c := range gained {
		for _, e := range c.Effects.Value {
			pending = append(pending, PendingEffect{Crew: r.Crew, Card: c.Name, Location: r.Location, Effect: e})
		}
	}
	g.Pending = pending
	g.drainEffects()
}

// needsChoice reports whether an icon waits for its player: a Give
// Suspicion when the crew has a cube to give, an Exchange Resource when it
// has a cube to exchange.
func needsChoice(b rules.CrewBoard, s rules.Supply, e rules.Effect) bool {
	switch e.Kind {
	case rules.EffectGiveSuspicion:
		return b.Suspicion > 0
	case rules.EffectExchangeResource:
		return b.Resources.Total() > 0 && s.Resources.Total() > 0
	}
	return false
}

// drainEffects resolves the waiting icons, in the order printed, until one
// needs its player's choice.
func (g *Game) drainEffects() {
	for len(g.Pending) > 0 {
		p := g.Pending[0]
		i := g.crewIndex(p.Crew)
		if i >= 0 && needsChoice(g.Crews[i].Board, g.Supply, p.Effect) {
			return
		}
		g.resolveEffect(p, rules.EffectChoice{})
		g.Pending = slices.Clone(g.Pending[1:])
	}
}

// resolveEffect applies one icon through rules.ApplyEffect and writes the
// boards, the supply and the tomes owed back.
func (g *Game) resolveEffect(p PendingEffect, choice rules.EffectChoice) {
	out, err := rules.ApplyEffect(g.seats(), g.Supply, p.Crew, p.Effect, choice)
	if err != nil {
		return // Legal checked it
	}
	for i, s := range out.Seats {
		g.Crews[i].Board = s.Board
	}
	g.Supply = out.Supply
	if i := g.crewIndex(p.Crew); i >= 0 && out.KeepTomes > 0 {
		g.Crews[i].TomesToDraw += out.KeepTomes
		if out.DrawTomes > out.KeepTomes {
			g.Crews[i].TomeChoices = append(slices.Clone(g.Crews[i].TomeChoices), p.Location)
		}
	}
}

// effectChoice converts an effect-choice entry for rules.ApplyEffect.
func effectChoice(c *EffectChoiceEntry) (rules.EffectChoice, error) {
	if c.Declined {
		if c.Target != "" || c.Gain.Total() > 0 || c.Spend.Total() > 0 {
			return rules.EffectChoice{}, &InputError{Field: "effect choice", Problem: "a declined effect names no target and no cubes"}
		}
		return rules.EffectChoice{}, nil
	}
	ch := rules.EffectChoice{Target: c.Target}
	if c.Effect == rules.EffectExchangeResource {
		if c.Gain.Total() != 1 || c.Spend.Total() != 1 {
			return ch, &InputError{Field: "effect choice", Problem: fmt.Sprintf("an exchange gives one cube and gets one; this one gives %d and gets %d", c.Spend.Total(), c.Gain.Total()), Allowed: "spend 1 and gain 1, or declined"}
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
		return ch, &InputError{Field: "effect choice", Problem: fmt.Sprintf("%s gains and spends no cubes of the player's choice", c.Effect)}
	}
	return ch, nil
}

// legalEffectChoice checks the choice for the icon waiting first.
func (g Game) legalEffectChoice(c *EffectChoiceEntry) error {
	if len(g.Pending) == 0 {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcIcons, Crew: c.Crew, Problem: "no special effect icon waits for a choice"}
	}
	p := g.Pending[0]
	if p.Crew != c.Crew || !strings.EqualFold(p.Card, c.Card) || p.Effect.Kind != c.Effect {
		return &rules.RuleError{Err: ErrChoicePending, Rule: srcIcons, Crew: c.Crew, Problem: fmt.Sprintf("the icon waiting is %s's %s of %s", p.Crew, p.Effect.Kind, p.Card), Allowed: describePending(p)}
	}
	if c.Declined && p.Effect.Kind != rules.EffectExchangeResource {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcIcons, Crew: c.Crew, Problem: fmt.Sprintf("%s is not optional: only an Exchange Resource may be declined", p.Effect.Kind), Allowed: describePending(p)}
	}
	ch, err := effectChoice(c)
	if err != nil {
		return err
	}
	if !c.Declined && ch == (rules.EffectChoice{}) {
		return &InputError{Field: "effect choice", Problem: "the choice is empty", Allowed: describePending(p)}
	}
	_, err = rules.ApplyEffect(g.seats(), g.Supply, p.Crew, p.Effect, ch)
	return err
}

func describePending(p PendingEffect) string {
	switch p.Effect.Kind {
	case rules.EffectGiveSuspicion:
		return "an opponent to give one suspicion cube to"
	case rules.EffectExchangeResource:
		return "one cube to give and one to get, or declined"
	}
	return "no choice"
}

func (g *Game) applyEffectChoice(c *EffectChoiceEntry) {
	if len(g.Pending) == 0 {
		return
	}
	ch, _ := effectChoice(c)
	g.resolveEffect(g.Pending[0], ch)
	g.Pending = slices.Clone(g.Pending[1:])
	g.drainEffects()
}

// legalPendingFirst refuses every entry but an effect choice or a tome
// played while an icon waits for its player's choice.
func (g Game) legalPendingFirst(e Entry) error {
	if len(g.Pending) == 0 {
		return nil
	}
	switch e.Payload.(type) {
	case *EffectChoiceEntry, *TomePlayedEntry:
		return nil
	}
	p := g.Pending[0]
	return &rules.RuleError{Err: ErrChoicePending, Rule: srcIcons, Crew: p.Crew, Problem: fmt.Sprintf("%s's %s (%s) waits for a choice first", p.Crew, p.Card, p.Effect.Kind), Allowed: "an effect-choice entry: " + describePending(p)}
}

// oweLibraryChoice notes, before the Library resolves, that its most
// strength draws two tomes and keeps one (core rulebook, "Location Rewards
// – Library", p. 11); the engine counts the tome kept.
func (g *Game) oweLibraryChoice(loc rules.Location) {
	if loc != rules.Library {
		return
	}
	res, err := g.Resolution()
	if err != nil {
		return
	}
	for _, rw := range res.Rewards {
		if rw.Tier == rules.Most && !rw.Declined {
			if i := g.crewIndex(rw.Name); i >= 0 {
				g.Crews[i].TomeChoices = append(slices.Clone(g.Crews[i].TomeChoices), rules.Library)
			}
		}
	}
}

// legalTomeDrawn checks a tome drawn: the crew must be owed one. The draws
// for a choice of two come first (not yet in the Ruling registry).
func (g Game) legalTomeDrawn(t *TomeDrawnEntry) error {
	i, err := g.seatedCrew(t.Crew, srcTomeCards)
	if err != nil {
		return err
	}
	c := g.Crews[i]
	if len(c.TomeChoices) > 0 && len(c.Drawn) >= 2 {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcLibrary, Crew: t.Crew, Problem: fmt.Sprintf("%s has drawn %s and must keep one of them first", t.Crew, joinAnd(c.Drawn)), Allowed: "a keep-tome choice"}
	}
	if c.TomesToDraw == 0 {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcTomeCards, Crew: t.Crew, Problem: fmt.Sprintf("%s is owed no tome card", t.Crew), Allowed: "tomes owed by the Library or a Draw Tome or Choose Tome icon"}
	}
	return nil
}

func (g *Game) applyTomeDrawn(t *TomeDrawnEntry) {
	i := g.crewIndex(t.Crew)
	if i < 0 {
		return
	}
	c := &g.Crews[i]
	if len(c.TomeChoices) > 0 {
		c.Drawn = append(slices.Clone(c.Drawn), t.Card)
		return
	}
	c.Tomes = append(slices.Clone(c.Tomes), t.Card)
	c.TomesToDraw--
}

// legalKeepTome checks the tome kept of two drawn; the other goes to the
// bottom of the tome deck.
func (g Game) legalKeepTome(r *RewardChoiceEntry) error {
	i, err := g.seatedCrew(r.Crew, srcLibrary)
	if err != nil {
		return err
	}
	c := g.Crews[i]
	if len(c.TomeChoices) == 0 {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcLibrary, Crew: r.Crew, Problem: fmt.Sprintf("%s has no choice of tomes to make", r.Crew)}
	}
	if len(c.Drawn) < 2 {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcLibrary, Crew: r.Crew, Problem: fmt.Sprintf("%s has drawn %d of the 2 tome cards to choose from", r.Crew, len(c.Drawn)), Allowed: "tome-drawn entries first"}
	}
	if r.Location != c.TomeChoices[0] {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcLibrary, Crew: r.Crew, Location: r.Location, Problem: fmt.Sprintf("%s's choice of tomes comes from the %s", r.Crew, c.TomeChoices[0]), Allowed: c.TomeChoices[0].Slug()}
	}
	if r.Gain.Total() > 0 || r.Spend.Total() > 0 || len(r.Cards) != 1 {
		return &InputError{Field: "reward choice", Problem: "a kept tome names one card and gains and spends nothing"}
	}
	if !containsFold(c.Drawn, r.Cards[0]) {
		return &rules.RuleError{Err: ErrNoReward, Rule: srcLibrary, Crew: r.Crew, Problem: fmt.Sprintf("%s did not draw %s", r.Crew, r.Cards[0]), Allowed: strings.Join(c.Drawn, ", ")}
	}
	return nil
}

func (g *Game) applyKeepTome(r *RewardChoiceEntry) {
	i := g.crewIndex(r.Crew)
	if i < 0 {
		return
	}
	c := &g.Crews[i]
	_, kept := removeFold(c.Drawn, r.Cards[0])
	c.Tomes = append(slices.Clone(c.Tomes), kept)
	c.Drawn = nil // the other goes to the bottom of the tome deck
	c.TomeChoices = slices.Clone(c.TomeChoices[1:])
	c.TomesToDraw--
}

// legalTomePlayed checks a tome played: the crew holds it. What the tome
// does is the players' to carry out; the tracker records it only.
func (g Game) legalTomePlayed(t *TomePlayedEntry) error {
	i, err := g.seatedCrew(t.Crew, srcTomeCards)
	if err != nil {
		return err
	}
	if !containsFold(g.Crews[i].Tomes, t.Card) {
		held := strings.Join(g.Crews[i].Tomes, ", ")
		if held == "" {
			held = "none"
		}
		return &rules.RuleError{Err: ErrNoReward, Rule: srcTomeCards, Crew: t.Crew, Problem: fmt.Sprintf("%s holds no tome card %s", t.Crew, t.Card), Allowed: held}
	}
	return nil
}

func (g *Game) applyTomePlayed(t *TomePlayedEntry) {
	if i := g.crewIndex(t.Crew); i >= 0 {
		g.Crews[i].Tomes, _ = removeFold(g.Crews[i].Tomes, t.Card)
	}
}

// legalAnyPhase checks the entries that may come in any phase after the
// setup (tomes, effect choices, kept tomes) and refuses goal claims, which
// the tracker makes itself; ok is false for the other entries.
// anyPhaseEntry reports whether an entry may come in any phase: tomes drawn
// and played, effect choices, keeping a tome. Legal checks them with
// legalAnyPhase and Apply applies them the same way in every phase.
func anyPhaseEntry(e Entry) bool {
	switch p := e.Payload.(type) {
	case *TomeDrawnEntry, *TomePlayedEntry, *EffectChoiceEntry, *GoalClaimedEntry:
		return true
	case *RewardChoiceEntry:
		return p.Action == RewardKeepTome
	}
	return false
}

func (g Game) legalAnyPhase(e Entry) (bool, error) {
	if err := g.legalPendingFirst(e); err != nil {
		return true, err
	}
	switch p := e.Payload.(type) {
	case *TomeDrawnEntry:
		return true, g.legalTomeDrawn(p)
	case *TomePlayedEntry:
		return true, g.legalTomePlayed(p)
	case *EffectChoiceEntry:
		return true, g.legalEffectChoice(p)
	case *RewardChoiceEntry:
		if p.Action == RewardKeepTome {
			return true, g.legalKeepTome(p)
		}
	case *GoalClaimedEntry:
		return true, &rules.RuleError{Err: ErrNoReward, Rule: srcGoals, Crew: p.Crew, Problem: "goals are claimed by the tracker itself, after every entry, as soon as a crew meets one (see lockup status)"}
	}
	return false, nil
}

// actor returns the crew an entry is about, or "".
func actor(e Entry) string {
	switch p := e.Payload.(type) {
	case *AssignEntry:
		return p.Crew
	case *PassEntry:
		return p.Crew
	case *RewardChoiceEntry:
		return p.Crew
	case *EffectChoiceEntry:
		return p.Crew
	case *TomeDrawnEntry:
		return p.Crew
	case *TomePlayedEntry:
		return p.Crew
	case *SetupBonusEntry:
		return p.Crew
	}
	return ""
}
