package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// EffectKind is a special effect icon (core rulebook, "Special Effect
// Icons"; Breakout rulebook, "Special Effect Icons").
type EffectKind int

// The effect icons. Breakout's wild valuable is counted with the valuables
// (CardValuables.Wild), not here.
const (
	NoEffect               EffectKind = iota
	EffectGainResource                // gain one cube of the shown resource
	EffectRemoveSuspicion             // return one suspicion cube
	EffectGiveSuspicion               // move one suspicion cube to an opponent
	EffectGainPower                   // gain one power cube
	EffectDrawTome                    // draw one tome
	EffectIncreaseStorage             // storage limit +1
	EffectExchangeResource            // exchange one cube for another
	EffectChooseTome                  // draw two tomes, keep one
	EffectAdvanceLantern              // Breakout: advance the lantern one space
	EffectImproveItem                 // Breakout: spend one more cube of a resource for more stars when crafted
	EffectReserveItem                 // Breakout: reserve an item at no cost
	EffectRemoveGoon                  // Breakout: this goon is discarded instead of advancing
)

var effectSlugs = [...]string{"", "gain-resource", "remove-suspicion", "give-suspicion", "gain-power", "draw-tome", "increase-storage", "exchange-resource", "choose-tome", "advance-lantern", "improve-item", "reserve-item", "remove-goon"}
var effectNames = [...]string{"", "Gain Resource", "Remove Suspicion", "Give Suspicion", "Gain Power", "Draw Tome", "Increase Storage Limit", "Exchange Resource", "Choose Tome", "Advance Lantern", "Improve Item", "Reserve Item", "Remove Goon"}

// String returns the icon's name as the rulebook writes it ("Gain Power").
func (k EffectKind) String() string {
	if k <= NoEffect || int(k) >= len(effectNames) {
		return "no effect"
	}
	return effectNames[k]
}

// Slug returns the icon as written in files ("gain-power").
func (k EffectKind) Slug() string {
	if k <= NoEffect || int(k) >= len(effectSlugs) {
		return ""
	}
	return effectSlugs[k]
}

// MarshalText writes the icon as its slug, as game files hold it.
func (k EffectKind) MarshalText() ([]byte, error) {
	if k.Slug() == "" {
		return nil, fmt.Errorf("effect %d is not a special effect", int(k))
	}
	return []byte(k.Slug()), nil
}

// UnmarshalText reads an icon from its slug.
func (k *EffectKind) UnmarshalText(b []byte) error {
	v, err := ParseEffectKind(string(b))
	*k = v
	return err
}

// Breakout reports whether the icon comes with the Breakout expansion.
func (k EffectKind) Breakout() bool { return k >= EffectAdvanceLantern }

// ParseEffectKind reads an icon's slug ("gain-power"), or the icon's
// Spanish or Chinese name ("Ganar Poder", "增加力量").
func ParseEffectKind(s string) (EffectKind, error) {
	for k := EffectGainResource; int(k) < len(effectSlugs); k++ {
		if effectSlugs[k] == s {
			return k, nil
		}
	}
	if id, ok := foreign("icon", s); ok {
		return ParseEffectKind(id)
	}
	return NoEffect, fmt.Errorf("%q is not a special effect (%s)%s", s, strings.Join(effectSlugs[1:], ", "), closestForeign("icon", s))
}

// Effect is one special effect icon on a card. Two icons are two Effects.
type Effect struct {
	Kind EffectKind
	// Resource is the resource shown: the cube gained (Gain Resource) or
	// the extra cube spent (Improve Item).
	Resource Resource
	// Stars is the extra reputation an Improve Item icon shows.
	Stars int
}

// String writes the effect as in files: "gain-iron", "remove-suspicion",
// "improve-gold+2".
func (e Effect) String() string {
	switch e.Kind {
	case EffectGainResource:
		return "gain-" + e.Resource.String()
	case EffectImproveItem:
		return fmt.Sprintf("improve-%s+%d", e.Resource, e.Stars)
	}
	return e.Kind.Slug()
}

// EffectForms lists every effect form ParseEffect accepts, for messages.
const EffectForms = "gain-scrap, gain-potions, gain-iron, gain-gold, remove-suspicion, give-suspicion, gain-power, draw-tome, increase-storage, exchange-resource, choose-tome, advance-lantern, improve-RESOURCE+STARS (e.g. improve-gold+2), reserve-item, remove-goon"

// ParseEffect reads one effect as String writes it.
func ParseEffect(s string) (Effect, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if rest, ok := strings.CutPrefix(s, "gain-"); ok && rest != "power" && rest != "resource" {
		r, err := ParseResource(rest)
		if err != nil {
			return Effect{}, fmt.Errorf("%q: %w", s, err)
		}
		return Effect{Kind: EffectGainResource, Resource: r}, nil
	}
	if rest, ok := strings.CutPrefix(s, "improve-"); ok {
		res, stars, found := strings.Cut(rest, "+")
		r, err := ParseResource(res)
		n, nerr := strconv.Atoi(stars)
		if !found || err != nil || nerr != nil || n < 1 || n > 99 {
			return Effect{}, fmt.Errorf("%q is not an Improve Item icon: write improve-RESOURCE+STARS, e.g. improve-gold+2", s)
		}
		return Effect{Kind: EffectImproveItem, Resource: r, Stars: n}, nil
	}
	k, err := ParseEffectKind(s)
	if err != nil || k == EffectGainResource || k == EffectImproveItem {
		return Effect{}, fmt.Errorf("%q is not a special effect (%s)", s, EffectForms)
	}
	return Effect{Kind: k}, nil
}

// EffectChoice is what the player chooses when an icon resolves.
type EffectChoice struct {
	// Target is the opponent who receives a Give Suspicion cube.
	Target string
	// Give and Get are the cubes of an Exchange Resource: both NoResource
	// to decline it.
	Give, Get Resource
}

// EffectOutcome is the table after one icon resolved.
type EffectOutcome struct {
	// Seats are the boards after the effect, in the order given.
	Seats []SeatBoard
	// Supply is the supply after the effect.
	Supply Supply
	// DrawTomes is the tome cards the crew draws; KeepTomes how many of them
	// it keeps (the rest go to the bottom of the tome deck).
	DrawTomes, KeepTomes int
	// Choice describes what the player (or the automa, for the guards) now
	// does off the crew board: Breakout's lantern, reserve and improve.
	Choice string
	// Nothing is true when the icon changed nothing.
	Nothing bool
	// Rulings names the rulings applied.
	Rulings []string
}

// ApplyEffect resolves one special effect icon of a card the seat named actor
// just crafted, recruited or seized (core rulebook, "Special Effect Icons";
// Breakout rulebook, "Special Effect Icons"). When actor is Guards the
// guards' versions apply ("Solitary Mode – Special Effects"): a tome becomes
// 1 star, the storage limit does nothing, the exchange is made for them, and
// (Breakout) they never improve items.
//
// Cubes come from the supply: none left, nothing gained (ruling
// "effect-empty-supply"). Remove and give suspicion with no cube do nothing
// (ruling "effect-no-suspicion"). The inputs are never changed.
func ApplyEffect(seats []SeatBoard, supply Supply, actor string, e Effect, choice EffectChoice) (EffectOutcome, error) {
	out := EffectOutcome{Seats: slices.Clone(seats), Supply: supply}
	fail := func(err error) (EffectOutcome, error) {
		return EffectOutcome{Seats: slices.Clone(seats), Supply: supply}, err
	}
	if err := checkSeats(seats); err != nil {
		return fail(err)
	}
	if err := checkSupply(supply); err != nil {
		return fail(err)
	}
	me := slices.IndexFunc(seats, func(s SeatBoard) bool { return s.Name == actor })
	if me < 0 {
		return fail(&RuleError{Err: ErrNotSeated, Rule: srcIcons, Crew: actor, Problem: fmt.Sprintf("%q is not seated", actor), Allowed: seatList(seats),
			ProblemKey: "refusal.not-seated-short", ProblemArgs: []any{actor}, AllowedKey: "refusal.typed", AllowedArgs: []any{listArg(seatList(seats), "nobody", "refusal.nobody")}})
	}
	guards := actor == Guards
	b := &out.Seats[me].Board
	src := srcIcons
	if e.Kind.Breakout() {
		src = srcBoIcons
	}
	if e.Kind != EffectGiveSuspicion && choice.Target != "" || e.Kind != EffectExchangeResource && (choice.Give != NoResource || choice.Get != NoResource) {
		return fail(&RuleError{Err: ErrEffect, Rule: src, Crew: actor, Problem: fmt.Sprintf("%s takes no target and no exchange", e.Kind), Allowed: "no choice",
			ProblemKey: "refusal.effect-no-choice", ProblemArgs: []any{e.Kind}, AllowedKey: "refusal.no-choice"})
	}
	if (e.Kind == EffectGainResource || e.Kind == EffectImproveItem) != (e.Resource != NoResource) || e.Resource < NoResource || e.Resource > Gold {
		return fail(&RuleError{Err: ErrEffect, Rule: src, Crew: actor, Problem: fmt.Sprintf("%s with resource %q", e.Kind, e.Resource), Allowed: "a resource only on Gain Resource and Improve Item",
			ProblemKey: "refusal.effect-resource", ProblemArgs: []any{e.Kind, e.Resource}, AllowedKey: "refusal.resource-only-on"})
	}
	switch e.Kind {
	case EffectGainResource:
		if out.Supply.Resources.Of(e.Resource) == 0 {
			out.Nothing = true
			out.Rulings = append(out.Rulings, RulingEffectEmptySupply)
			break
		}
		out.Supply.Resources = out.Supply.Resources.With(e.Resource, out.Supply.Resources.Of(e.Resource)-1)
		b.Resources = b.Resources.With(e.Resource, b.Resources.Of(e.Resource)+1)
	case EffectRemoveSuspicion:
		if b.Suspicion == 0 {
			out.Nothing = true
			out.Rulings = append(out.Rulings, RulingEffectNoSuspicion)
			break
		}
		b.Suspicion--
		out.Supply.Suspicion++
	case EffectGiveSuspicion:
		if b.Suspicion == 0 {
			if choice.Target != "" {
				return fail(&RuleError{Err: ErrEffect, Rule: src, Crew: actor, Problem: fmt.Sprintf("%s has no suspicion cube to give", seatName(actor)), Allowed: "no target",
					ProblemKey: "refusal.no-suspicion-to-give", ProblemArgs: []any{seatArg(actor)}, AllowedKey: "refusal.no-target"})
			}
			out.Nothing = true
			out.Rulings = append(out.Rulings, RulingEffectNoSuspicion)
			break
		}
		target := choice.Target
		if guards && target == "" {
			target = seats[1-me].Name // the guards' only opponent
		}
		t := slices.IndexFunc(seats, func(s SeatBoard) bool { return s.Name == target })
		if target == "" || t < 0 || t == me {
			return fail(&RuleError{Err: ErrEffect, Rule: src, Crew: actor, Problem: fmt.Sprintf("give suspicion needs an opponent; %q is not one", target), Allowed: seatList(slices.Delete(slices.Clone(seats), me, me+1)),
				ProblemKey: "refusal.give-needs-opponent", ProblemArgs: []any{target}, AllowedKey: "refusal.typed", AllowedArgs: []any{listArg(seatList(slices.Delete(slices.Clone(seats), me, me+1)), "nobody", "refusal.nobody")}})
		}
		b.Suspicion--
		out.Seats[t].Board.Suspicion++
	case EffectGainPower:
		if out.Supply.Power == 0 {
			out.Nothing = true
			out.Rulings = append(out.Rulings, RulingEffectEmptySupply)
			break
		}
		out.Supply.Power--
		b.Power++
	case EffectDrawTome, EffectChooseTome:
		switch {
		case guards:
			b.Reputation++
			if e.Kind == EffectChooseTome {
				out.Rulings = append(out.Rulings, RulingSoloChooseTome)
			}
		case e.Kind == EffectDrawTome:
			out.DrawTomes, out.KeepTomes = 1, 1
		default:
			out.DrawTomes, out.KeepTomes = 2, 1
		}
	case EffectIncreaseStorage:
		if guards {
			out.Nothing = true
			break
		}
		b.StorageLimit++
	case EffectExchangeResource:
		give, get := choice.Give, choice.Get
		if guards {
			var ok bool
			if give, get, ok = GuardsExchange(b.Resources, out.Supply.Resources); !ok {
				out.Nothing = true
				out.Rulings = append(out.Rulings, RulingSoloExchangeSupply)
				break
			}
			if want := fewestOf(b.Resources, AllResources, give); want != get {
				out.Rulings = append(out.Rulings, RulingSoloExchangeSupply)
			}
		}
		if give == NoResource && get == NoResource {
			out.Nothing = true // the crew declines: the exchange is a "may"
			break
		}
		if err := checkExchange(actor, b.Resources, out.Supply.Resources, give, get); err != nil {
			return fail(err)
		}
		b.Resources = b.Resources.With(give, b.Resources.Of(give)-1)
		b.Resources = b.Resources.With(get, b.Resources.Of(get)+1)
		out.Supply.Resources = out.Supply.Resources.With(give, out.Supply.Resources.Of(give)+1)
		out.Supply.Resources = out.Supply.Resources.With(get, out.Supply.Resources.Of(get)-1)
	case EffectAdvanceLantern:
		out.Choice = "may advance the lantern one space in the catacombs, paying the chosen path's cost if any and taking loot where the space shows it"
		if guards {
			out.Choice = "the guards advance their lantern one space, taking the path with a cost if they can pay it"
		}
	case EffectReserveItem:
		out.Choice = "reserves an item of their choice from the display, face down, at no cost"
		if guards {
			out.Choice = "the guards reserve the item with the highest reputation value (the one closer to the item deck on a tie), at no cost"
		}
	case EffectImproveItem:
		if e.Stars < 1 {
			return fail(&RuleError{Err: ErrEffect, Rule: src, Crew: actor, Problem: fmt.Sprintf("an Improve Item icon showing %d stars", e.Stars), Allowed: "1 or more",
				ProblemKey: "refusal.improve-stars", ProblemArgs: []any{e.Stars}, AllowedKey: "refusal.one-or-more"})
		}
		if guards {
			out.Nothing = true
			break
		}
		out.Choice = fmt.Sprintf("may pay 1 more %s now to score %d more reputation (see Improve)", e.Resource, e.Stars)
	case EffectRemoveGoon:
		out.Nothing = true // it acts in the Patrol phase (AdvanceGoons)
	default:
		return fail(&RuleError{Err: ErrEffect, Rule: srcIcons, Crew: actor, Problem: fmt.Sprintf("effect %d is not a special effect icon", int(e.Kind)), Allowed: "a core or Breakout icon",
			ProblemKey: "refusal.not-an-icon", ProblemArgs: []any{int(e.Kind)}, AllowedKey: "refusal.core-or-breakout-icon"})
	}
	return out, nil
}

// breakout reports whether the icon comes with the Breakout expansion.

// checkExchange checks a one-for-one exchange with the supply.
func checkExchange(actor string, held, supply Resources, give, get Resource) error {
	if give < Scrap || give > Gold || get < Scrap || get > Gold {
		return &RuleError{Err: ErrEffect, Rule: srcIcons, Crew: actor, Problem: "an exchange names one cube to give and one to get", Allowed: "scrap, potions, iron, gold",
			ProblemKey: "refusal.exchange-one-for-one", AllowedKey: "refusal.typed", AllowedArgs: []any{"scrap, potions, iron, gold"}}
	}
	if held.Of(give) == 0 {
		return &RuleError{Err: ErrEffect, Rule: srcIcons, Crew: actor, Problem: fmt.Sprintf("%s has no %s to give", seatName(actor), give), Allowed: heldList(held),
			ProblemKey: "refusal.nothing-to-give", ProblemArgs: []any{seatArg(actor), give}, AllowedKey: "refusal.typed", AllowedArgs: []any{listArg(heldList(held), "none", "list.none")}}
	}
	if supply.Of(get) == 0 {
		return &RuleError{Err: ErrEffect, Rule: srcIcons, Crew: actor, Problem: fmt.Sprintf("the supply has no %s left", get), Allowed: heldList(supply),
			ProblemKey: "refusal.supply-empty", ProblemArgs: []any{get}, AllowedKey: "refusal.typed", AllowedArgs: []any{listArg(heldList(supply), "none", "list.none")}}
	}
	return nil
}

// GuardsExchange returns the exchange the guards make with an Exchange
// Resource icon ("Solitary Mode – Special Effects", "Exchange Resource"):
// they give one cube of the kind they hold most of, the least rare on a tie,
// for one of the kind they hold fewest of, the rarest on a tie (rarity: gold
// > iron > potions > scrap). They only take a kind the supply has and never
// the kind they give (ruling "solo-exchange-supply"); ok is false when they
// cannot exchange.
func GuardsExchange(held, supply Resources) (give, get Resource, ok bool) {
	if held.Total() == 0 {
		return NoResource, NoResource, false
	}
	most := -1
	for _, r := range AllResources { // least rare first: the first maximum wins
		if held.Of(r) > most {
			most, give = held.Of(r), r
		}
	}
	var inSupply []Resource
	for _, r := range AllResources {
		if supply.Of(r) > 0 {
			inSupply = append(inSupply, r)
		}
	}
	get = fewestOf(held, inSupply, give)
	return give, get, get != NoResource
}

// fewestOf returns, among kinds except not, the kind held fewest of, the
// rarest on a tie.
func fewestOf(held Resources, kinds []Resource, not Resource) Resource {
	best, fewest := NoResource, 0
	for _, r := range kinds {
		if r == not {
			continue
		}
		if best == NoResource || held.Of(r) <= fewest { // later kinds are rarer
			best, fewest = r, held.Of(r)
		}
	}
	return best
}

func seatList(seats []SeatBoard) string {
	out := ""
	for i, s := range seats {
		if i > 0 {
			out += ", "
		}
		out += s.Name
	}
	if out == "" {
		return "nobody"
	}
	return out
}

func heldList(rs Resources) string {
	out := ""
	for _, r := range AllResources {
		if rs.Of(r) > 0 {
			if out != "" {
				out += ", "
			}
			out += r.String()
		}
	}
	if out == "" {
		return "none"
	}
	return out
}
