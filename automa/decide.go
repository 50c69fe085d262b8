package automa

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
)

// Item is an item card as the guards' Cell Block decision reads it: its name
// and the printed values that decide (core rulebook, "Crafting Items",
// p. 14). The zero Item is an empty display space.
type Item struct {
	Name       string
	Reputation int
	Cost       rules.Cost
}

// Empty reports whether the item is an empty display space.
func (it Item) Empty() bool { return it.Name == "" }

// Board is what the guards' decisions read: the guard board, the supply,
// the goon spaces, the item display and the guards' reserved items, as they
// are when the guards decide. The decisions trust it: the tracker checks a
// board before it asks.
type Board struct {
	// Guards is the guard board: resources, suspicion, power, reputation.
	Guards rules.CrewBoard
	Supply rules.Supply
	// Goons are the five goon spaces, Sewers first, with each goon's
	// printed suspicion icons; an empty space has no card.
	Goons rules.GoonSpaces
	// Display is the item display, one entry per space, the space next to
	// the item deck first; an empty space is the zero Item.
	Display []Item
	// Reserved are the guards' reserved items, in the order they reserved
	// them.
	Reserved []Item
	// Marker is the side holding the first player marker as the location is
	// reached.
	Marker Side
}

// Action is what the guards do.
type Action int

// The guards' actions.
const (
	// NoAction: the guards do nothing.
	NoAction Action = iota
	// Collect: they take a fixed reward or an icon's gain as a crew would.
	Collect
	// Take: one resource cube of the automa's choice (the Commissary).
	Take
	// Seize: goons taken for free (the Chow Hall).
	Seize
	// Craft: an item crafted from the display or the reserve (the Cell
	// Block).
	Craft
	// Reserve: an item reserved for free (the Cell Block).
	Reserve
	// Score: one star instead of tome cards (the Library, tome icons).
	Score
	// Exchange: one cube given for one taken (Exchange Resource).
	Exchange
	// GiveSuspicion: one suspicion cube moved to the player.
	GiveSuspicion
	// ReturnSuspicion: one suspicion cube back to the supply.
	ReturnSuspicion
	// Advance: the guards' lantern moves (Breakout's Advance Lantern);
	// GuardsPath chooses each space.
	Advance
)

var actionNames = [...]string{"nothing", "collect", "take", "seize", "craft", "reserve", "score", "exchange", "give-suspicion", "return-suspicion", "advance"}

// String returns the action's stable name, as JSON output writes it
// ("seize").
func (a Action) String() string {
	if a < NoAction || int(a) >= len(actionNames) {
		return "nothing"
	}
	return actionNames[a]
}

// Decision is what the guards do at a location, or with a special effect
// icon, and the path that decided it. It holds what changes: the cubes they
// take from the supply (Gain) and give back (Pay), the cubes they collect at
// the location (Bandit), power, reputation, suspicion; the goons seized; the
// item crafted or reserved. Read it through a variable: Goons and Notes
// return views of it.
type Decision struct {
	// Location is where the guards decide; NoLocation for an icon.
	Location rules.Location
	// Tier is the guards' reward tier there (rules.NoTier when none).
	Tier   rules.Tier
	Action Action
	// Gain are the cubes the guards take from the supply; Pay the cubes
	// they give back to it.
	Gain, Pay rules.Resources
	// Bandit are the Bandit cubes they collect at the location.
	Bandit rules.Resources
	// Power is the power cubes they take from the supply.
	Power int
	// Reputation is the stars they score.
	Reputation int
	// Suspicion is the change to the guards' suspicion cubes (-1 when one
	// leaves their board); ToPlayer the cubes moved to the player.
	Suspicion, ToPlayer int
	// TakesMarker is true when the guards take (or keep) the first player
	// marker.
	TakesMarker bool
	// Lantern is the spaces the guards' lantern advances (Advance): the
	// caller moves it space by space with GuardsPath.
	Lantern int
	// Straggle is true when the guards collect no reward: their guard cards
	// move to the Library (from the Library, they leave the board).
	Straggle bool
	// Item is the index of the item crafted or reserved, in Board.Display,
	// or in Board.Reserved when FromReserve; -1 when none.
	Item        int
	FromReserve bool

	goons  [2]rules.Location
	seized int8
	Why

	// What the words name: the goons seized and the item chosen.
	goonNames [2]string
	item      Item
}

// Goons returns the locations of the goons seized, in the order taken. The
// slice is a view of d.
func (d *Decision) Goons() []rules.Location { return d.goons[:d.seized] }

// Notes returns every step in words, naming the cards it read, with its
// passage and ruling.
func (d *Decision) Notes() []rules.Note { return d.notes(d) }

// String writes what the guards do in one line, then the steps one a line.
func (d *Decision) String() string {
	var b strings.Builder
	b.WriteString(d.Summary())
	for _, n := range d.Notes() {
		b.WriteString("\n  ")
		b.WriteString(n.Text)
	}
	return b.String()
}

// Summary says in a line what the guards do.
func (d *Decision) Summary() string {
	where := "the guards"
	if d.Location != rules.NoLocation {
		where = d.Location.String() + ": the guards"
	}
	switch d.Action {
	case Collect:
		return fmt.Sprintf("%s collect %s", where, d.gainsText())
	case Take:
		return fmt.Sprintf("%s take %s", where, d.gainsText())
	case Seize:
		return fmt.Sprintf("%s seize %s", where, strings.Join(d.goonNames[:d.seized], " and "))
	case Craft:
		return fmt.Sprintf("%s craft %s, paying %s, for %d reputation", where, d.itemName(), d.Pay, d.Reputation)
	case Reserve:
		return fmt.Sprintf("%s reserve %s", where, d.itemName())
	case Score:
		if d.Reputation != 1 {
			return fmt.Sprintf("%s score %d stars", where, d.Reputation)
		}
		return fmt.Sprintf("%s score 1 star", where)
	case Exchange:
		return fmt.Sprintf("%s give %s for %s", where, firstKind(d.Pay).Count(1), firstKind(d.Gain).Count(1))
	case GiveSuspicion:
		return fmt.Sprintf("%s give 1 suspicion cube to the player", where)
	case ReturnSuspicion:
		return fmt.Sprintf("%s return 1 suspicion cube to the supply", where)
	case Advance:
		return fmt.Sprintf("%s advance their lantern %s", where, plural(d.Lantern, "space", "spaces"))
	}
	if d.Straggle {
		return fmt.Sprintf("%s collect no reward", where)
	}
	return fmt.Sprintf("%s do nothing", where)
}

// gainsText lists what the guards gain: cubes, power, reputation.
func (d *Decision) gainsText() string {
	g := rules.Gains{Resources: d.Gain.Plus(d.Bandit), Power: d.Power, Reputation: d.Reputation}
	return g.String()
}

// goonName names the goon seized in the given order (1 or 2).
func (d *Decision) goonName(order int) string {
	if d == nil || order < 1 || order > int(d.seized) {
		return "the goon"
	}
	return d.goonNames[order-1]
}

// itemName names the item crafted or reserved by its card and place.
func (d *Decision) itemName() string {
	if d == nil || d.Item < 0 {
		return "the item"
	}
	where := fmt.Sprintf("display space %d", d.Item+1)
	if d.FromReserve {
		where = fmt.Sprintf("reserved item %d", d.Item+1)
	}
	return fmt.Sprintf("%s (%s)", d.item.Name, where)
}

func firstKind(rs rules.Resources) rules.Resource {
	for _, r := range rules.AllResources {
		if rs.Of(r) > 0 {
			return r
		}
	}
	return rules.NoResource
}

// Decide returns what the guards do at a location once the rules engine has
// resolved it (rules.ResolveSite, or one resolution of
// rules.ResolveLightsOut), from the board as it is when the guards collect
// their reward, after any crew ranked above them (core rulebook, "Solitary
// Mode – Lights Out Phase"). At the Commissary, the Chow Hall, the Cell
// Block and the Library the guards follow their own rules; elsewhere they
// take the reward a crew would. The legend card (Breakout) is refused: its
// effect is printed on the card, and a reward it gives the guards is
// Decision.LegendReward.
func Decide(res *rules.Resolution, b *Board) (Decision, error) {
	var d Decision
	err := decide(&d, res, b)
	return d, err
}

// Decide is the function Decide writing into d, for a caller that decides
// location after location (a simulated game): nothing as large as a
// Decision is copied. d is overwritten whole, but for SkipSteps.
func (d *Decision) Decide(res *rules.Resolution, b *Board) error {
	quiet := d.quiet
	*d = Decision{}
	d.quiet = quiet
	return decide(d, res, b)
}

// SkipSteps stops recording the path of the decisions written into d from
// now on, by Decision.Decide and Decision.Effect (skip false records it
// again): Steps, Notes and Rulings then come back empty, every result being
// the same. It is for a caller that reads only what the guards do, decision
// after decision (a simulated game), as rules.Resolution.SkipNotes is.
func (d *Decision) SkipSteps(skip bool) { d.quiet = skip }

// decide is Decide writing into d, which starts zero: Decide is small
// enough to be inlined, so that the decision is not copied once more on its
// way to the caller.
func decide(d *Decision, res *rules.Resolution, b *Board) error {
	if res.Legend {
		return &rules.RuleError{Err: ErrConfig, Rule: srcBoSoloLightsOut, Crew: rules.Guards, Problem: "the legend card's effect is printed on the card, not decided by the guards' rules", Allowed: "2 stars for each reward it gives the guards; the player makes a penalty's choice for them",
			ProblemKey: "refusal.legend-effect-printed", AllowedKey: "refusal.legend-effect-allowed"}
	}
	loc := res.Location
	d.Location, d.Item = loc, -1
	ranking := res.Ranking()
	guards, player := -1, -1
	for i := range ranking {
		if ranking[i].IsGuards() {
			guards = i
		} else {
			player = i
		}
	}
	if guards < 0 {
		d.add(StepNothingHere, int(loc), 0, 0)
		return nil
	}
	if player >= 0 && ranking[guards].Strength == ranking[player].Strength {
		first := Player
		if guards == 0 {
			first = Guards
		}
		d.add(StepTie, ranking[guards].Strength, int(first), 0)
	}
	rw := rewardOf(res, ranking[guards].Seat)
	if rw == nil {
		d.Straggle = true
		d.add(StepNoReward, int(loc), 0, 0)
		return nil
	}
	d.Tier = rw.Tier
	switch loc {
	case rules.Commissary:
		d.Bandit = rw.Bandit
		commissary(d, b)
	case rules.ChowHall:
		d.Bandit = rw.Bandit
		chowHall(d, b)
	case rules.CellBlock:
		cellBlock(d, b)
	case rules.Library:
		// The star the rules engine's table gives them there, 1 instead
		// of tomes with the most or second most strength ("Solitary Mode
		// – Lights Out Phase, Library"); with less, no reward (above):
		// their guard cards leave the board with the stragglers.
		d.Action, d.Reputation = Score, rw.Gains.Reputation
		d.add(StepLibraryStar, int(rw.Tier), 0, 0)
	default:
		standard(d, b, rw)
	}
	return nil
}

// rewardOf returns the guards' reward in the resolution, the guards at
// seat, nil when they have none: a view, where Resolution.RewardOf copies
// it.
func rewardOf(res *rules.Resolution, seat rules.Seat) *rules.Reward {
	rewards := res.Rewards()
	for i := range rewards {
		if rewards[i].Seat == seat {
			return &rewards[i]
		}
	}
	return nil
}

// standard takes a reward as a crew would (core rulebook, "Location
// Rewards", p. 11): the cubes from the supply as far as it goes, the Bandit
// cubes at the location, and at the Exercise Yard the first player marker.
func standard(d *Decision, b *Board, rw *rules.Reward) {
	d.Action = Collect
	d.Bandit = rw.Bandit
	fixed := rw.Gains.Resources.Minus(rw.Bandit)
	d.add(StepStandard, int(d.Location), 0, 0)
	supply := &b.Supply.Resources
	d.Gain = rules.Resources{Scrap: min(fixed.Scrap, supply.Scrap), Potions: min(fixed.Potions, supply.Potions),
		Iron: min(fixed.Iron, supply.Iron), Gold: min(fixed.Gold, supply.Gold)}
	if d.Gain != fixed { // the supply is short of some kind: say which
		for _, r := range rules.AllResources {
			if want, have := fixed.Of(r), supply.Of(r); want > have {
				d.add(StepSupplyShort, int(r), want, have)
			}
		}
	}
	d.Power = rw.Gains.Power
	if d.Power > b.Supply.Power {
		d.add(StepSupplyShort, int(rules.NoResource), d.Power, b.Supply.Power)
		d.Power = b.Supply.Power
	}
	d.Reputation = rw.Gains.Reputation
	if rw.FirstPlayerMarker {
		d.TakesMarker = true
		from := NoSide
		if b.Marker == Player {
			from = Player
		}
		d.add(StepMarker, int(from), 0, 0)
	}
}

// commissary is the cube the guards take with the most strength at the
// Commissary ("Solitary Mode – Lights Out Phase, Commissary"): the kind they
// hold fewest of, the rarest on a tie (gold > iron > potions > scrap); only
// kinds the supply still has, and nothing from an empty supply (ruling
// solo-commissary-supply).
func commissary(d *Decision, b *Board) {
	held, supply := b.Guards.Resources, b.Supply.Resources
	if supply.Total() == 0 {
		d.add(StepSupplyEmpty, 0, 0, 0)
		return
	}
	all := rules.Resources{Scrap: 1, Potions: 1, Iron: 1, Gold: 1}
	r := fewest(d, held, all)
	if supply.Of(r) == 0 {
		lacking := 0
		for _, k := range rules.AllResources {
			if supply.Of(k) == 0 {
				lacking |= 1 << k
			}
		}
		d.add(StepNotInSupply, lacking, 0, 0)
		r = fewest(d, held, supply)
	}
	d.Action = Take
	d.Gain = d.Gain.With(r, 1)
	d.add(StepGainCube, int(r), 0, 0)
}

// fewest returns the kind held fewest of among the kinds allowed has any of,
// the rarest on a tie, and records the steps.
func fewest(d *Decision, held, allowed rules.Resources) rules.Resource {
	least, mask := -1, 0
	best := rules.NoResource
	for _, r := range rules.AllResources { // least rare first
		if allowed.Of(r) == 0 {
			continue
		}
		switch n := held.Of(r); {
		case least < 0 || n < least:
			least, mask, best = n, 1<<r, r
		case n == least:
			mask |= 1 << r
			best = r // rarer
		}
	}
	d.add(StepFewest, mask, least, 0)
	if mask&(mask-1) != 0 {
		d.add(StepRarest, int(best), 0, 0)
	}
	return best
}

// chowHall is the goons the guards seize with the most strength at the Chow
// Hall ("Solitary Mode – Lights Out Phase, Chow Hall"): for free, the two
// with the most printed suspicion icons, the one at the lowest-numbered
// location on a tie; what is there when fewer than two are left (ruling
// solo-chow-hall-short). Their valuables and special effects are the
// caller's to add (Effect for each icon).
func chowHall(d *Decision, b *Board) {
	on := 0
	for i := range b.Goons { // by index: ranging over the array would copy it
		if !b.Goons[i].Empty() {
			on++
		}
	}
	var taken uint8 // one bit per goon space
	for pick := 1; pick <= 2; pick++ {
		best, tied := -1, 0
		for i := range b.Goons {
			g := &b.Goons[i]
			if g.Empty() || taken&(1<<i) != 0 {
				continue
			}
			switch {
			case best < 0 || g.Suspicion > b.Goons[best].Suspicion:
				best, tied = i, 1<<rules.GoonLocations[i]
			case g.Suspicion == b.Goons[best].Suspicion:
				tied |= 1 << rules.GoonLocations[i]
			}
		}
		if best < 0 {
			break
		}
		taken |= 1 << best
		loc := rules.GoonLocations[best]
		d.goons[d.seized], d.goonNames[d.seized] = loc, b.Goons[best].Card
		d.seized++
		d.add(StepGoon, int(loc), b.Goons[best].Suspicion, pick)
		if tied&(tied-1) != 0 {
			d.add(StepGoonTie, int(loc), b.Goons[best].Suspicion, tied)
		}
	}
	if on < 2 {
		d.add(StepGoonsShort, on, 0, 0)
	}
	if d.seized > 0 {
		d.Action = Seize
		d.add(StepSeized, int(d.seized), 0, 0)
	}
}

// cellBlock is what the guards do at the Cell Block ("Solitary Mode – Lights
// Out Phase, Cell Block"): craft the item of highest reputation they can pay
// for, from the display or their reserve, the one nearest the item deck on a
// tie (a display item before a reserved one, ruling solo-cell-block-tie),
// paying "any" with their least rare cubes; if they can pay for none,
// reserve the display item of highest reputation for free; with nothing to
// reserve either, nothing: they straggle (Decision.Straggle; ruling
// solo-cell-block-nothing).
func cellBlock(d *Decision, b *Board) {
	// The items the guards can pay for, one bit each: the display's from
	// bit 0, the reserve's from bit 32 (a display has a few spaces, a
	// reserve a few items).
	held := rules.CrewBoard{Resources: b.Guards.Resources}
	var payable uint64
	for i := range b.Display {
		if it := &b.Display[i]; i < 32 && !it.Empty() && rules.CanPay(held, it.Cost) {
			payable |= 1 << i
		}
	}
	for i := range b.Reserved {
		if it := &b.Reserved[i]; i < 32 && !it.Empty() && rules.CanPay(held, it.Cost) {
			payable |= 1 << (32 + i)
		}
	}
	if payable == 0 {
		d.add(StepCanPay, 0, 0, 0)
		reserve(d, b)
		return
	}
	// The best: display items first, so that a reserved item wins only with
	// strictly more reputation; then the ties.
	best, fromReserve, bestRep := -1, false, 0
	inDisplay, inReserve, tiedDisplay, tiedReserve := 0, 0, 0, 0
	for rest := payable; rest != 0; rest &= rest - 1 {
		k := bits.TrailingZeros64(rest)
		reserved, i := k >= 32, k%32
		var it *Item
		if reserved {
			it = &b.Reserved[i]
			inReserve++
		} else {
			it = &b.Display[i]
			inDisplay++
		}
		switch {
		case best < 0 || it.Reputation > bestRep:
			best, fromReserve, bestRep = i, reserved, it.Reputation
			tiedDisplay, tiedReserve = 0, 0
			fallthrough
		case it.Reputation == bestRep:
			if reserved {
				tiedReserve++
			} else {
				tiedDisplay++
			}
		}
	}
	d.add(StepCanPay, inDisplay+inReserve, inDisplay, inReserve)
	d.add(StepBestCraft, boolInt(fromReserve), best, bestRep)
	switch {
	case tiedDisplay > 0 && tiedReserve > 0:
		if tiedDisplay > 1 {
			d.add(StepTieDisplay, tiedDisplay, 0, 0)
		}
		d.add(StepTieReserve, tiedDisplay+tiedReserve, 0, 0)
	case tiedDisplay > 1:
		d.add(StepTieDisplay, tiedDisplay, 0, 0)
	case tiedReserve > 1:
		d.add(StepTieReserved, tiedReserve, 0, 0)
	}
	var it *Item
	if fromReserve {
		it = &b.Reserved[best]
	} else {
		it = &b.Display[best]
	}
	cost := it.Cost
	d.Action, d.Item, d.FromReserve, d.Reputation, d.item = Craft, best, fromReserve, bestRep, *it
	d.Pay = cost.Resources
	left := b.Guards.Resources.Minus(cost.Resources)
	anyLeft := cost.Any
	for _, r := range rules.AllResources { // least rare first
		n := min(left.Of(r), anyLeft)
		d.Pay = d.Pay.With(r, d.Pay.Of(r)+n)
		anyLeft -= n
	}
	if cost.Any > 0 {
		d.add(StepPayAny, cost.Any, 0, 0)
	}
	d.add(StepPaid, 0, 0, 0)
	d.add(StepCrafted, bestRep, 0, 0)
}

// reserve is the Cell Block when the guards can craft nothing.
func reserve(d *Decision, b *Board) {
	d.add(StepCannotCraft, 0, 0, 0)
	if !reserveBest(d, b) {
		// Nothing crafted or reserved is no reward collected: the guard
		// cards straggle to the Library (core rulebook, "Lights Out
		// Phase", step 4; ruling solo-cell-block-nothing).
		d.Straggle = true
		d.add(StepCellNothing, 0, 0, 0)
	}
}

// reserveBest reserves for free the display item of highest reputation, the
// one nearest the item deck on a tie; false when the display is empty.
func reserveBest(d *Decision, b *Board) bool {
	best, tied := -1, 0
	for i, it := range b.Display {
		switch {
		case it.Empty():
		case best < 0 || it.Reputation > b.Display[best].Reputation:
			best, tied = i, 1
		case it.Reputation == b.Display[best].Reputation:
			tied++
		}
	}
	if best < 0 {
		return false
	}
	d.Action, d.Item, d.item = Reserve, best, b.Display[best]
	d.add(StepBestReserve, 0, best, b.Display[best].Reputation)
	if tied > 1 {
		d.add(StepTieDisplay, tied, 0, 0)
	}
	return true
}

// TakeNothing lists the guards among the seats that take nothing of their
// reward (rules.Site.Nothing) at the location of each decision in which
// they collect none although the rules engine hands them a reward there:
// at the Cell Block, with nothing to craft or reserve. Resolved
// again, the round moves their guard cards to the Library with the other
// stragglers, where they may score a star (core rulebook, "Lights Out
// Phase", step 4, and "Solitary Mode – Lights Out Phase, Library"; ruling
// solo-cell-block-nothing). It reports whether the round changed: false
// once every such decision is listed, so that a caller resolving and
// deciding again until nothing changes stops.
func TakeNothing(r *rules.Round, decisions []Decision) bool {
	seat := r.Table.SeatOf(rules.Guards)
	if seat == rules.NoSeat {
		return false
	}
	changed := false
	for i := range decisions {
		d := &decisions[i]
		// A decision without a tier is one where the engine gave the guards
		// no reward: they straggle there already.
		if !d.Straggle || d.Tier == rules.NoTier || d.Location <= rules.NoLocation || d.Location >= rules.Library {
			continue
		}
		site := &r.Sites[d.Location]
		if !slices.Contains(site.Nothing, seat) {
			site.Nothing = append(site.Nothing, seat)
			changed = true
		}
	}
	return changed
}

// Effect returns what one special effect icon does for the guards, on a card
// they seized or crafted (core rulebook, "Special Effect Icons"; "Solitary
// Mode – Special Effects"): a tome becomes 1 star (choose tome too, ruling
// solo-choose-tome), Increase Storage Limit does nothing, Exchange Resource
// gives the kind they hold most of (least rare on a tie) for the kind they
// hold fewest of (rarest on a tie; ruling solo-exchange-supply), Give
// Suspicion goes to the player. Cubes come from the supply: none left,
// nothing gained (ruling effect-empty-supply). Breakout's icons: Advance
// Lantern moves their lantern one space (Action Advance: the caller picks
// the path with GuardsPath), Reserve Item reserves as at the Cell Block
// (ruling bo-solo-reserve-item), Improve Item is never used (Breakout
// rulebook, "Solitary Mode – Special Effects"), Remove Goon acts in the
// Patrol phase.
func Effect(e rules.Effect, b *Board) (Decision, error) {
	var d Decision
	if !effect(&d, e, b) {
		return Decision{}, &rules.RuleError{Err: ErrConfig, Rule: srcBoSoloIcons, Crew: rules.Guards, Problem: fmt.Sprintf("the automa does not play %s for the guards yet", e.Kind), Allowed: "the core game's icons",
			ProblemKey: "refusal.automa-icon", ProblemArgs: []any{e.Kind}, AllowedKey: "refusal.core-icons"}
	}
	return d, nil
}

// Effect is the function Effect writing into d, for a caller that plays
// icon after icon (a simulated game): nothing as large as a Decision is
// copied. d is overwritten whole, but for SkipSteps, and left zero when the
// icon is refused.
func (d *Decision) Effect(e rules.Effect, b *Board) error {
	if !effect(d, e, b) {
		quiet := d.quiet
		*d = Decision{}
		d.quiet = quiet
		_, err := Effect(e, b) // the refusal, worded in one place
		return err
	}
	return nil
}

// effect is Effect writing into d, overwritten whole but for SkipSteps; it
// reports false for an icon the automa does not play.
func effect(d *Decision, e rules.Effect, b *Board) bool {
	quiet := d.quiet
	*d = Decision{Item: -1}
	d.quiet = quiet
	switch e.Kind {
	case rules.EffectGainResource:
		if b.Supply.Resources.Of(e.Resource) == 0 {
			d.add(StepEffectEmpty, int(e.Resource), 0, 0)
			break
		}
		d.Action, d.Gain = Collect, d.Gain.With(e.Resource, 1)
		d.add(StepEffectGain, int(e.Resource), 0, 0)
	case rules.EffectGainPower:
		if b.Supply.Power == 0 {
			d.add(StepEffectEmpty, int(rules.NoResource), 0, 0)
			break
		}
		d.Action, d.Power = Collect, 1
		d.add(StepEffectGain, int(rules.NoResource), 0, 0)
	case rules.EffectRemoveSuspicion:
		if b.Guards.Suspicion == 0 {
			d.add(StepNoSuspicion, int(e.Kind), 0, 0)
			break
		}
		d.Action, d.Suspicion = ReturnSuspicion, -1
		d.add(StepRemoveSuspicion, 0, 0, 0)
	case rules.EffectGiveSuspicion:
		if b.Guards.Suspicion == 0 {
			d.add(StepNoSuspicion, int(e.Kind), 0, 0)
			break
		}
		d.Action, d.Suspicion, d.ToPlayer = GiveSuspicion, -1, 1
		d.add(StepGiveSuspicion, 0, 0, 0)
	case rules.EffectDrawTome:
		d.Action, d.Reputation = Score, 1
		d.add(StepTomeStar, int(e.Kind), 0, 0)
	case rules.EffectChooseTome:
		d.Action, d.Reputation = Score, 1
		d.add(StepChooseTomeStar, int(e.Kind), 0, 0)
	case rules.EffectIncreaseStorage:
		d.add(StepStorageNothing, 0, 0, 0)
	case rules.EffectExchangeResource:
		exchange(d, b)
	case rules.EffectImproveItem:
		d.add(StepImproveIgnored, 0, 0, 0)
	case rules.EffectAdvanceLantern:
		d.Action, d.Lantern = Advance, 1
		d.add(StepAdvanceIcon, 0, 0, 0)
	case rules.EffectReserveItem:
		d.add(StepReserveIcon, 0, 0, 0)
		if !reserveBest(d, b) {
			d.add(StepReserveNothing, 0, 0, 0)
		}
	case rules.EffectRemoveGoon:
		d.add(StepEffectLater, int(e.Kind), 0, 0)
	default:
		return false
	}
	return true
}

// exchange is the guards' Exchange Resource ("Solitary Mode – Special
// Effects, Exchange Resource"), as rules.GuardsExchange decides it, with the
// path.
func exchange(d *Decision, b *Board) {
	held, supply := b.Guards.Resources, b.Supply.Resources
	give, get, ok := rules.GuardsExchange(held, supply)
	if !ok {
		d.add(StepExchangeNone, 0, 0, 0)
		return
	}
	most, mostMask := held.Of(give), 0
	for _, r := range rules.AllResources {
		if held.Of(r) == most {
			mostMask |= 1 << r
		}
	}
	d.add(StepExchangeGive, mostMask, most, int(give))
	least, leastMask := held.Of(get), 0
	for _, r := range rules.AllResources {
		if r != give && supply.Of(r) > 0 && held.Of(r) == least {
			leastMask |= 1 << r
		}
	}
	d.add(StepExchangeGet, leastMask, least, int(get))
	d.Action = Exchange
	d.Pay, d.Gain = d.Pay.With(give, 1), d.Gain.With(get, 1)
}
