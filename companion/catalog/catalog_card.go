package catalog

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/scoring"
)

// CardKind is a deck of cards whose printed values the catalog keeps.
type CardKind int

// The card kinds. Card values are not in the rulebooks; the player types
// them once and the catalog keeps them.
const (
	NoCardKind CardKind = iota
	ItemCard            // crafted at the Cell Block (core rulebook, "Item Cards")
	GoonCard            // recruited at the Chow Hall (core rulebook, "Goon Cards")
	GoalCard            // claimed for stars (core rulebook, "Goal Cards")
	TomeCard            // drawn at the Library (core rulebook, "Tome Cards")
	LegendCard          // resolved after the locations (Breakout rulebook, "Resolving the Legend Card")
	GuardCard           // the solitary mode's guard deck (core rulebook, "Solitary Mode – Guard Deck")
	LootCard            // a loot token of the catacombs (Breakout rulebook, "Components", "Advancing in the Catacombs")
	SpaceCard           // a space of the catacombs board, named by its label (Breakout rulebook, "Advancing in the Catacombs")
	// LocationCard is the one location card whose face the rulebooks do
	// not print: the card Breakout shuffles into the solitary mode's
	// location deck (Breakout rulebook, "Solitary Mode – Setup"), named
	// BreakoutLocationCard.
	LocationCard
)

// lastCardKind is the last of the card kinds.
const lastCardKind = LocationCard

// AllCardKinds lists the card kinds in catalog order.
var AllCardKinds = []CardKind{ItemCard, GoonCard, GoalCard, TomeCard, LegendCard, GuardCard, LootCard, SpaceCard, LocationCard}

var cardKindNames = [...]string{"", "item", "goon", "goal", "tome", "legend", "guard", "loot", "space", "location"}

// String returns the kind as a player says it ("item").
func (k CardKind) String() string {
	if k <= NoCardKind || int(k) >= len(cardKindNames) {
		return "no card kind"
	}
	return cardKindNames[k]
}

// ParseCardKind reads a card kind: item, goon, goal, tome, legend, guard,
// loot, space or location (a plural is accepted too).
func ParseCardKind(s string) (CardKind, error) {
	s = strings.TrimSuffix(strings.ToLower(strings.TrimSpace(s)), "s")
	for _, k := range AllCardKinds {
		if cardKindNames[k] == s {
			return k, nil
		}
	}
	return NoCardKind, fmt.Errorf("%q is not a card kind (%s)", s, CardKindForms)
}

// aCard writes "a goon card", "an item card", "a loot token".
func aCard(k CardKind) string {
	switch k {
	case ItemCard:
		return "an item card"
	case LootCard:
		return "a loot token"
	}
	return "a " + k.String() + " card"
}

// BreakoutOnly reports whether cards of the kind come only in the Breakout
// box: the legend cards, the loot tokens, the catacombs board and the
// location card the solitary mode adds (Breakout rulebook, "Components";
// "Solitary Mode – Setup").
func (k CardKind) BreakoutOnly() bool {
	return k == LegendCard || k == LootCard || k == SpaceCard || k == LocationCard
}

// TypedBox returns the box to record for a card of the kind whose values a
// player typed during a game, when the catalog knows no box for it: in a
// core game the core box; in a Breakout game the Breakout box for the kinds
// only it holds (BreakoutOnly), and none for the others, whose decks
// shuffle both boxes' cards together (Breakout rulebook, "Expansion
// Setup"): their box is left for the player to say (lockup cards edit), and
// a card never becomes a core card only because it was typed during a
// Breakout game.
func (k CardKind) TypedBox(breakout bool) Expansion {
	switch {
	case !breakout:
		return CoreGame
	case k.BreakoutOnly():
		return BreakoutExpansion
	}
	return NoExpansion
}

// CardKindForms lists the card kinds, for messages.
const CardKindForms = "item, goon, goal, tome, legend, guard, loot, space, location"

// Expansion says which box a card comes from.
type Expansion int

// The boxes. NoExpansion means not known.
const (
	NoExpansion Expansion = iota
	CoreGame
	BreakoutExpansion
)

var expansionNames = [...]string{"", "core", "breakout"}

// String returns "core", "breakout", or "unknown".
func (x Expansion) String() string {
	if x <= NoExpansion || int(x) >= len(expansionNames) {
		return "unknown"
	}
	return expansionNames[x]
}

// ParseExpansion reads "core" or "breakout".
func ParseExpansion(s string) (Expansion, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "core":
		return CoreGame, nil
	case "breakout":
		return BreakoutExpansion, nil
	}
	return NoExpansion, fmt.Errorf("%q is not a box (core or breakout)", s)
}

// GoalType is the type of a goal card (core rulebook, "Claiming Goals").
type GoalType int

// The goal types.
const (
	NoGoalType  GoalType = iota
	LeaderGoal           // held by the crew with the most; scored at the end
	InstantGoal          // claimed by the first to reach it; scored at once
	EndGameGoal          // scored at final scoring
)

var goalTypeNames = [...]string{"", "leader", "instant", "end-game"}

// String returns "leader", "instant" or "end-game".
func (g GoalType) String() string {
	if g <= NoGoalType || int(g) >= len(goalTypeNames) {
		return "unknown"
	}
	return goalTypeNames[g]
}

// ParseGoalType reads "leader", "instant" or "end-game".
func ParseGoalType(s string) (GoalType, error) {
	s = strings.ReplaceAll(strings.ToLower(strings.TrimSpace(s)), " ", "-")
	for g := LeaderGoal; g <= EndGameGoal; g++ {
		if goalTypeNames[g] == s {
			return g, nil
		}
	}
	return NoGoalType, fmt.Errorf("%q is not a goal type (leader, instant, end-game)", s)
}

// EffectKind, Effect and their constants live in package rules, which
// applies the icons; the catalog stores them as they are.
type (
	// EffectKind is a special effect icon: rules.EffectKind.
	EffectKind = rules.EffectKind
	// Effect is one icon on a card: rules.Effect.
	Effect = rules.Effect
)

// CardValuables counts the valuable icons on a card (core rulebook, "Item
// Cards" and "Goon Cards"; Breakout rulebook, "Wild Valuable"): the same
// counts final scoring adds up per crew, scoring.Valuables.
type CardValuables = scoring.Valuables

// CardCost is an item's resource cost: rules.Cost.
type CardCost = rules.Cost

// parseCounts reads "2 iron, 1 any" (or "none") against words into
// counts, one per word.
func parseCounts(s string, words [][2]string, counts []int) error {
	s = strings.TrimSpace(strings.ToLower(s))
	if s == "none" || s == "0" {
		return nil
	}
	var seenStore [8]bool
	seen := seenStore[:0]
	for range words {
		seen = append(seen, false)
	}
	for part := range strings.SplitSeq(s, ",") {
		var f [2]string
		n := 0
		for field := range strings.FieldsSeq(part) {
			if n < len(f) {
				f[n] = field
			}
			n++
		}
		if n != 2 {
			return fmt.Errorf("%q: write a number and a word, e.g. \"2 %s\"", strings.TrimSpace(part), words[0][1])
		}
		v, err := strconv.Atoi(f[0])
		if err != nil || v < 0 || v > 99 {
			return fmt.Errorf("%q: %q is not a count from 0 to 99", strings.TrimSpace(part), f[0])
		}
		i := slices.IndexFunc(words, func(w [2]string) bool { return w[0] == f[1] || w[1] == f[1] })
		if i < 0 {
			allowed := make([]string, len(words))
			for i, w := range words {
				allowed[i] = w[1]
			}
			return fmt.Errorf("%q: %q is not one of %s", strings.TrimSpace(part), f[1], strings.Join(allowed, ", "))
		}
		if seen[i] {
			return fmt.Errorf("%q is given twice", words[i][1])
		}
		seen[i] = true
		counts[i] = v
	}
	return nil
}

// ParseCardCost reads a cost as CardCost.String writes it.
func ParseCardCost(s string) (CardCost, error) {
	var c [5]int
	if err := parseCounts(s, rules.CostWords, c[:len(rules.CostWords)]); err != nil {
		return CardCost{}, err
	}
	return CardCost{Resources: rules.Resources{Scrap: c[0], Potions: c[1], Iron: c[2], Gold: c[3]}, Any: c[4]}, nil
}

// ParseCardValuables reads valuables as CardValuables.String writes them.
func ParseCardValuables(s string) (CardValuables, error) {
	var c [4]int
	if err := parseCounts(s, scoring.ValuableWords, c[:len(scoring.ValuableWords)]); err != nil {
		return CardValuables{}, err
	}
	return CardValuables{Shields: c[0], Gems: c[1], Magic: c[2], Wild: c[3]}, nil
}

// Countable, ConditionRule and Condition live in package rules, which
// decides goal claims; the catalog stores them as they are.
type (
	// Countable is what a goal counts: rules.Countable.
	Countable = rules.Countable
	// ConditionRule is the shape of a goal's condition: rules.ConditionRule.
	ConditionRule = rules.ConditionRule
	// Condition is a goal card's requirement: rules.GoalCondition.
	Condition = rules.GoalCondition
)

// Printed is a value printed on a card, which the catalog may not know yet.
type Printed[T any] struct {
	Value T
	Known bool
}

// Know returns a known printed value.
func Know[T any](v T) Printed[T] { return Printed[T]{Value: v, Known: true} }

// Card is one card's printed values. Which fields apply depends on Kind;
// a field not Known (or a typed field at its No... value) is one the player
// has not typed yet. Names are unique within a kind, ignoring case.
type Card struct {
	Kind      CardKind
	Name      string
	Expansion Expansion
	// Reputation is an item's stars when crafted, or an instant goal's
	// stars when claimed.
	Reputation Printed[int]
	// Cost is an item's resource cost.
	Cost Printed[CardCost]
	// Valuables are the valuable icons of an item or goon.
	Valuables Printed[CardValuables]
	// Effects are the special effect icons of an item or goon, those a
	// loot token gives when used, or those the crew ranked first on a
	// legend card gains.
	Effects Printed[[]Effect]
	// Barrels counts an item's barrel icons (Breakout rulebook, "Dryads").
	Barrels Printed[int]
	// GoonType is a goon's type.
	GoonType rules.GoonType
	// Suspicion counts a goon's suspicion icons.
	Suspicion Printed[int]
	// BanditResource is the resource a Bandit adds to its location each
	// Patrol Phase (core rulebook, "Bandits").
	BanditResource rules.Resource
	// GoalType and Condition describe a goal.
	GoalType  GoalType
	Condition Printed[Condition]
	// Colour is a guard card's colour (core rulebook, "Solitary Mode –
	// Difficulty Levels", p. 19).
	Colour rules.Colour
	// Strength is the strength a guard card shows.
	Strength Printed[int]
	// Special says whether a yellow or red guard card is the special one of
	// its colour, which brings another guard card where it is turned up in
	// the Lights Out phase ("Difficulty Levels", p. 19).
	Special Printed[bool]
	// Asked says whether a legend card's or loot token's effect, or the
	// part of it not shown as icons (Effects), is played at the table and
	// entered by hand when it comes up.
	Asked Printed[bool]
	// Loot says whether a space of the catacombs shows the loot icon, where
	// a stack of loot tokens lies (Breakout rulebook, "Expansion Setup").
	Loot Printed[bool]
	// Paths are the arrows leaving a space of the catacombs, in the order
	// typed (Breakout rulebook, "Advancing in the Catacombs").
	Paths Printed[[]SpacePath]
	// Shows is what the Breakout location card shows (LocationCard): a
	// location a guard card can be sent to, or Off Duty.
	Shows rules.LocationCard
	// text holds a game file's "printed" object until the entry carrying
	// it binds it to its kind and name (BindPrinted).
	text []printedValue
	// decoded is the card as DecodePrinted read it, nil for a card not read
	// so: while the card still shows its values, it is in its printed form
	// (InPlay).
	decoded *Card
}

// The card field keys, as written in catalog files and --set flags.
const (
	FieldExpansion  = "expansion"
	FieldReputation = "reputation"
	FieldCost       = "cost"
	FieldValuables  = "valuables"
	FieldEffects    = "effects"
	FieldBarrels    = "barrels"
	FieldType       = "type"
	FieldSuspicion  = "suspicion"
	FieldResource   = "resource"
	FieldCondition  = "condition"
	FieldColour     = "colour"
	FieldStrength   = "strength"
	FieldSpecial    = "special"
	FieldAsked      = "asked"
	FieldLoot       = "loot"
	FieldPaths      = "paths"
	FieldShows      = "shows"
)

// cardFields are the keys of CardFields by kind; printedFields are the
// same but the expansion: the keys a "printed" object may hold. Both are
// shared: never change them.
var cardFields, printedFields = func() (all, printed [lastCardKind + 1][]string) {
	all[ItemCard] = []string{FieldExpansion, FieldReputation, FieldCost, FieldValuables, FieldEffects, FieldBarrels}
	all[GoonCard] = []string{FieldExpansion, FieldType, FieldSuspicion, FieldValuables, FieldEffects, FieldResource}
	all[GoalCard] = []string{FieldExpansion, FieldType, FieldCondition, FieldReputation}
	all[TomeCard] = []string{FieldExpansion}
	all[LegendCard] = []string{FieldExpansion, FieldEffects, FieldAsked}
	all[GuardCard] = []string{FieldExpansion, FieldColour, FieldStrength, FieldSpecial}
	all[LootCard] = []string{FieldExpansion, FieldEffects, FieldAsked}
	all[SpaceCard] = []string{FieldExpansion, FieldLoot, FieldPaths}
	all[LocationCard] = []string{FieldExpansion, FieldShows}
	for k, fields := range all {
		for _, f := range fields {
			if f != FieldExpansion {
				printed[k] = append(printed[k], f)
			}
		}
	}
	return all, printed
}()

// fieldsOf returns the keys of the values a card of the kind carries
// besides its name (CardFields), shared: never change them.
func fieldsOf(k CardKind) []string {
	if k <= NoCardKind || k > lastCardKind {
		return nil
	}
	return cardFields[k]
}

// printedFieldsOf returns the keys a "printed" object may hold for the
// kind: the card's fields but its expansion. Shared: never change them.
func printedFieldsOf(k CardKind) []string {
	if k <= NoCardKind || k > lastCardKind {
		return nil
	}
	return printedFields[k]
}

// CardFields returns the keys of the values a card of the kind carries
// besides its name, in the order forms ask for them.
func CardFields(k CardKind) []string { return slices.Clone(fieldsOf(k)) }

// Applies reports whether the field is asked of this card: a goal's
// reputation only for instant goals, a goon's resource only for Bandits,
// whether a guard card is special only for yellow and red ones; a space's
// loot icon but on the ENTRANCE and the TOMB (SpaceLootApplies), its paths
// but from the TOMB and ESCAPED (SpacePathsApply).
func (c Card) Applies(field string) bool {
	if !slices.Contains(fieldsOf(c.Kind), field) {
		return false
	}
	switch {
	case c.Kind == GoalCard && field == FieldReputation:
		return c.GoalType == InstantGoal
	case c.Kind == GoonCard && field == FieldResource:
		return c.GoonType == rules.Bandits
	case c.Kind == GuardCard && field == FieldSpecial:
		return c.Colour.MayBeSpecial()
	case c.Kind == SpaceCard && field == FieldLoot:
		return SpaceLootApplies(spaceOf(c.Name))
	case c.Kind == SpaceCard && field == FieldPaths:
		return SpacePathsApply(spaceOf(c.Name))
	}
	return true
}

// needs reports whether the card lacks a value the player still has to
// type for the field: one that applies and is not known, but a legend
// card's or loot token's icons once its effect is known to be asked at the
// table (the icons are then only a part of it, if any).
func (c Card) needs(field string) bool {
	if !c.Applies(field) || c.Knows(field) {
		return false
	}
	return field != FieldEffects || (c.Kind != LegendCard && c.Kind != LootCard) || !c.Asked.Known || !c.Asked.Value
}

// ForgetMoot forgets the answers a form may have left that do not apply to
// the card once its other values are known (Applies): the resource of a
// goon that is not a Bandit, the reputation of a goal that is not instant,
// the special mark of a guard card that is not yellow or red.
func (c *Card) ForgetMoot() {
	if c.Kind == GoonCard && !c.Applies(FieldResource) {
		c.BanditResource = rules.NoResource
	}
	if c.Kind == GoalCard && !c.Applies(FieldReputation) {
		c.Reputation = Printed[int]{}
	}
	if c.Kind == GuardCard && !c.Applies(FieldSpecial) {
		c.Special = Printed[bool]{}
	}
}

// Knows reports whether the card's value for the field is known.
func (c Card) Knows(field string) bool {
	switch field {
	case FieldExpansion:
		return c.Expansion != NoExpansion
	case FieldReputation:
		return c.Reputation.Known
	case FieldCost:
		return c.Cost.Known
	case FieldValuables:
		return c.Valuables.Known
	case FieldEffects:
		return c.Effects.Known
	case FieldBarrels:
		return c.Barrels.Known
	case FieldType:
		if c.Kind == GoalCard {
			return c.GoalType != NoGoalType
		}
		return c.GoonType != rules.NoGoonType
	case FieldSuspicion:
		return c.Suspicion.Known
	case FieldResource:
		return c.BanditResource != rules.NoResource
	case FieldCondition:
		return c.Condition.Known
	case FieldColour:
		return c.Colour != rules.NoColour
	case FieldStrength:
		return c.Strength.Known
	case FieldSpecial:
		return c.Special.Known
	case FieldAsked:
		return c.Asked.Known
	case FieldLoot:
		return c.Loot.Known
	case FieldPaths:
		return c.Paths.Known
	case FieldShows:
		return c.Shows != rules.NoLocationCard
	}
	return false
}

// Missing lists the fields the player still has to type for this card
// (the expansion is never required; a legend card's or loot token's icons
// are not once its effect is known to be asked at the table).
func (c Card) Missing() []string {
	var out []string
	for _, f := range fieldsOf(c.Kind) {
		if f != FieldExpansion && c.needs(f) {
			out = append(out, f)
		}
	}
	return out
}

// StillUnknown is Missing without a core game card's barrel icons: the
// barrel icon comes with Breakout (Breakout rulebook, "Dryads"), so a card
// of the core box shows none and nobody is asked for them.
func (c Card) StillUnknown() []string {
	m := c.Missing()
	if c.Expansion == CoreGame {
		m = slices.DeleteFunc(m, func(f string) bool { return f == FieldBarrels })
	}
	return m
}

// Complete reports whether every value the card carries is known.
func (c Card) Complete() bool { return len(c.Missing()) == 0 }

// Value returns the field's value as text, as --set takes it, or
// "unknown".
func (c Card) Value(field string) string {
	if !c.Knows(field) {
		return "unknown"
	}
	switch field {
	case FieldExpansion:
		return c.Expansion.String()
	case FieldReputation:
		return strconv.Itoa(c.Reputation.Value)
	case FieldCost:
		return c.Cost.Value.String()
	case FieldValuables:
		return c.Valuables.Value.String()
	case FieldEffects:
		if len(c.Effects.Value) == 0 {
			return "none"
		}
		parts := make([]string, len(c.Effects.Value))
		for i, e := range c.Effects.Value {
			parts[i] = e.String()
		}
		return strings.Join(parts, ", ")
	case FieldBarrels:
		return strconv.Itoa(c.Barrels.Value)
	case FieldType:
		if c.Kind == GoalCard {
			return c.GoalType.String()
		}
		return c.GoonType.String()
	case FieldSuspicion:
		return strconv.Itoa(c.Suspicion.Value)
	case FieldResource:
		return c.BanditResource.String()
	case FieldCondition:
		return c.Condition.Value.String()
	case FieldColour:
		return c.Colour.String()
	case FieldStrength:
		return strconv.Itoa(c.Strength.Value)
	case FieldSpecial:
		return yesNo(c.Special.Value)
	case FieldAsked:
		return yesNo(c.Asked.Value)
	case FieldLoot:
		return yesNo(c.Loot.Value)
	case FieldPaths:
		return PathsString(c.Paths.Value)
	case FieldShows:
		return c.Shows.Slug()
	}
	return "unknown"
}

// yesNo writes a printed yes-or-no value as --set takes it.
func yesNo(v bool) string {
	if v {
		return "yes"
	}
	return "no"
}

// fieldAllowed says what each field accepts, for messages and forms.
func fieldAllowed(kind CardKind, field string) string {
	switch field {
	case FieldExpansion:
		return "core or breakout"
	case FieldReputation:
		return "a number of stars from 0 to 99"
	case FieldCost:
		return `counts of scrap, potions, iron, gold and any, e.g. "2 iron, 1 any", or "none"`
	case FieldValuables:
		return `counts of shields, gems, magic and wild, e.g. "1 shield, 1 gem", or "none"`
	case FieldEffects:
		return "icons separated by commas, or none: " + rules.EffectForms
	case FieldBarrels, FieldSuspicion:
		return "a number of icons from 0 to 99"
	case FieldType:
		if kind == GoalCard {
			return "leader, instant or end-game"
		}
		return "bandits, cultists, demons, dwarves, flayers, hobgoblins, ratmen, dryads, fungoids, golems or shapeshifters"
	case FieldResource:
		return "scrap, potions, iron or gold"
	case FieldCondition:
		return rules.ConditionForms
	case FieldColour:
		return "blue, green, yellow or red"
	case FieldStrength:
		return fmt.Sprintf("the strength the card shows, 0 to %d", rules.MaxStrength)
	case FieldSpecial:
		return "yes or no (only a yellow or red guard card can be special)"
	case FieldAsked:
		return "yes (the effect, or a part of it not shown as icons, is played at the table) or no (the icons are the whole effect)"
	case FieldLoot:
		return "yes or no (whether the space shows the loot icon)"
	case FieldPaths:
		return PathForms
	case FieldShows:
		return LocationCardForms
	}
	return ""
}

// SetValue sets a field from its text form (as Value writes it); "" or
// "unknown" forgets the value. The card is not checked as a whole: call
// Check after the last change.
func (c *Card) SetValue(field, text string) error {
	text = strings.TrimSpace(text)
	if !slices.Contains(fieldsOf(c.Kind), field) {
		return fmt.Errorf("%s has no %q (it has %s)", aCard(c.Kind), field, strings.Join(fieldsOf(c.Kind), ", "))
	}
	unknown := text == "" || strings.EqualFold(text, "unknown")
	number := func(p *Printed[int]) error {
		if unknown {
			*p = Printed[int]{}
			return nil
		}
		n, err := strconv.Atoi(text)
		if err != nil || n < 0 || n > 99 {
			return fmt.Errorf("%s: %q is not a number from 0 to 99", field, text)
		}
		*p = Know(n)
		return nil
	}
	var err error
	switch field {
	case FieldExpansion:
		c.Expansion = NoExpansion
		if !unknown {
			c.Expansion, err = ParseExpansion(text)
		}
	case FieldReputation:
		return number(&c.Reputation)
	case FieldBarrels:
		return number(&c.Barrels)
	case FieldSuspicion:
		return number(&c.Suspicion)
	case FieldCost:
		c.Cost = Printed[CardCost]{}
		if !unknown {
			var v CardCost
			if v, err = ParseCardCost(text); err == nil {
				c.Cost = Know(v)
			}
		}
	case FieldValuables:
		c.Valuables = Printed[CardValuables]{}
		if !unknown {
			var v CardValuables
			if v, err = ParseCardValuables(text); err == nil {
				c.Valuables = Know(v)
			}
		}
	case FieldEffects:
		c.Effects = Printed[[]Effect]{}
		if !unknown {
			var list []Effect
			if list, err = ParseEffects(text); err == nil {
				c.Effects = Know(list)
			}
		}
	case FieldType:
		if c.Kind == GoalCard {
			c.GoalType = NoGoalType
			if !unknown {
				c.GoalType, err = ParseGoalType(text)
			}
		} else {
			c.GoonType = rules.NoGoonType
			if !unknown {
				c.GoonType, err = rules.ParseGoonType(strings.ToLower(text))
			}
		}
	case FieldResource:
		c.BanditResource = rules.NoResource
		if !unknown {
			c.BanditResource, err = rules.ParseResource(strings.ToLower(text))
		}
	case FieldCondition:
		c.Condition = Printed[Condition]{}
		if !unknown {
			var v Condition
			if v, err = rules.ParseCondition(text); err == nil {
				c.Condition = Know(v)
			}
		}
	case FieldColour:
		c.Colour = rules.NoColour
		if !unknown {
			c.Colour, err = rules.ParseColour(text)
		}
	case FieldStrength:
		c.Strength = Printed[int]{}
		if !unknown {
			n, perr := strconv.Atoi(text)
			if perr != nil || n < 0 || n > rules.MaxStrength {
				return fmt.Errorf("%s: %q is not a whole number from 0 to %d", field, text, rules.MaxStrength)
			}
			c.Strength = Know(n)
		}
	case FieldSpecial, FieldAsked, FieldLoot:
		p := &c.Special
		switch field {
		case FieldAsked:
			p = &c.Asked
		case FieldLoot:
			p = &c.Loot
		}
		*p = Printed[bool]{}
		if !unknown {
			var v bool
			if v, err = ParseYesNo(text); err == nil {
				*p = Know(v)
			}
		}
	case FieldPaths:
		c.Paths = Printed[[]SpacePath]{}
		if !unknown {
			var list []SpacePath
			if list, err = ParsePaths(text); err == nil {
				c.Paths = Know(list)
			}
		}
	case FieldShows:
		c.Shows = rules.NoLocationCard
		if !unknown {
			c.Shows, err = ParseBreakoutLocation(text)
		}
	}
	if err != nil {
		return fmt.Errorf("%s: %w", field, err)
	}
	return nil
}

// ParseYesNo reads yes or no (true or false, y or n), as a guard card's
// special value is written.
func ParseYesNo(text string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(text)) {
	case "yes", "y", "true":
		return true, nil
	case "no", "n", "false":
		return false, nil
	}
	return false, fmt.Errorf("%q is not yes or no", text)
}

// ParseEffects reads icons separated by commas, or "none".
func ParseEffects(text string) ([]Effect, error) {
	list := []Effect{}
	if t := strings.TrimSpace(strings.ToLower(text)); t == "none" || t == "" {
		return list, nil
	}
	for _, part := range strings.Split(text, ",") {
		e, err := rules.ParseEffect(part)
		if err != nil {
			return nil, err
		}
		list = append(list, e)
	}
	return list, nil
}

// ErrBadCard marks a card whose values do not fit together.
var ErrBadCard = errors.New("card refused")

// Check validates the card: a name, only the fields its kind carries, and
// values that fit the rules (an Improve Item icon only on items, a Remove
// Goon icon only on goons, a Bandit's resource only on Bandits, a goal
// condition that fits the goal's type, the special guard card only yellow
// or red, loot tokens and spaces from the Breakout box, a space named by
// its label with its loot icon and paths as the board allows: see
// checkSpace).
func (c Card) Check() error {
	if d := c.decoded; d != nil && c.sameValues(d) {
		return nil // DecodePrinted checked these very values
	}
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s %q: %s", ErrBadCard, c.Kind, c.Name, fmt.Sprintf(format, args...))
	}
	if c.Kind <= NoCardKind || c.Kind > lastCardKind {
		return fmt.Errorf("%w: %q has no card kind", ErrBadCard, c.Name)
	}
	if err := CheckCardName(c.Name); err != nil {
		return fmt.Errorf("%w: %s: %w", ErrBadCard, c.Kind, err)
	}
	allowed := fieldsOf(c.Kind)
	for _, f := range []string{FieldReputation, FieldCost, FieldValuables, FieldEffects, FieldBarrels, FieldType, FieldSuspicion, FieldResource, FieldCondition, FieldColour, FieldStrength, FieldSpecial, FieldAsked, FieldLoot, FieldPaths, FieldShows} {
		if c.Knows(f) && !slices.Contains(allowed, f) {
			return bad("%s has no %s", aCard(c.Kind), f)
		}
	}
	if c.Kind != GoonCard && c.GoonType != rules.NoGoonType {
		return bad("%s has no goon type", aCard(c.Kind))
	}
	if c.Kind != GoalCard && c.GoalType != NoGoalType {
		return bad("%s has no goal type", aCard(c.Kind))
	}
	for _, p := range []struct {
		name string
		v    Printed[int]
	}{{FieldReputation, c.Reputation}, {FieldBarrels, c.Barrels}, {FieldSuspicion, c.Suspicion}} {
		if p.v.Known && (p.v.Value < 0 || p.v.Value > 99) {
			return bad("%s %d is not from 0 to 99", p.name, p.v.Value)
		}
	}
	if c.Cost.Known {
		v := c.Cost.Value
		for _, n := range []int{v.Resources.Scrap, v.Resources.Potions, v.Resources.Iron, v.Resources.Gold, v.Any} {
			if n < 0 || n > 99 {
				return bad("a cost of %d is not from 0 to 99", n)
			}
		}
	}
	if c.Valuables.Known {
		v := c.Valuables.Value
		for _, n := range []int{v.Shields, v.Gems, v.Magic, v.Wild} {
			if n < 0 || n > 99 {
				return bad("%d valuables is not from 0 to 99", n)
			}
		}
	}
	for _, e := range c.Effects.Value {
		switch {
		case e.Kind <= rules.NoEffect || e.Kind.Slug() == "":
			return bad("an effect has no icon")
		case (e.Kind == rules.EffectGainResource || e.Kind == rules.EffectImproveItem) && e.Resource == rules.NoResource:
			return bad("%s needs a resource", e.Kind)
		case e.Kind == rules.EffectImproveItem && (e.Stars < 1 || e.Stars > 99):
			return bad("%s needs 1 to 99 stars", e.Kind)
		case e.Kind == rules.EffectImproveItem && c.Kind != ItemCard:
			return bad("the Improve Item icon is only on items (Breakout rulebook, \"Improve Item\")")
		case e.Kind == rules.EffectRemoveGoon && c.Kind != GoonCard:
			return bad("the Remove Goon icon is only on goons (Breakout rulebook, \"Remove Goon\")")
		}
	}
	if c.Kind == GuardCard {
		switch {
		case c.Colour < rules.NoColour || c.Colour > rules.Red:
			return bad("colour %d is not a guard card's colour", int(c.Colour))
		case c.Strength.Known && (c.Strength.Value < 0 || c.Strength.Value > rules.MaxStrength):
			return bad("strength %d is not from 0 to %d", c.Strength.Value, rules.MaxStrength)
		case c.Special.Known && c.Special.Value && c.Colour != rules.NoColour && !c.Colour.MayBeSpecial():
			return bad("a %s guard card is never special: the special card is one yellow and one red card (core rulebook, \"Solitary Mode – Difficulty Levels\", p. 19)", c.Colour)
		}
	}
	switch c.Kind {
	case SpaceCard:
		if err := c.checkSpace(); err != nil {
			return bad("%s", err)
		}
	case LootCard:
		if c.Expansion == CoreGame {
			return bad("the loot tokens come in the Breakout box, not the core game's (%s)", srcBox)
		}
	case LocationCard:
		if err := c.checkLocation(); err != nil {
			return bad("%s", err)
		}
	}
	if c.BanditResource != rules.NoResource && (c.Kind != GoonCard || c.GoonType != rules.Bandits) {
		return bad("only a Bandit shows a resource (core rulebook, \"Bandits\")")
	}
	if c.Kind == GoalCard {
		if c.Reputation.Known && c.GoalType != InstantGoal {
			return bad("only an instant goal shows its stars; leader and end game goals score as the rulebook says")
		}
		if c.Condition.Known {
			if err := c.checkCondition(); err != nil {
				return bad("%s", err)
			}
		}
	}
	return nil
}

func (c Card) checkCondition() error {
	cond := c.Condition.Value
	if err := cond.Legal(); err != nil {
		return err
	}
	if cond.N > 99 || cond.Stars > 99 {
		return errors.New("a goal card prints numbers from 0 to 99")
	}
	switch {
	case cond.Rule == rules.RuleMost && c.GoalType == InstantGoal:
		return errors.New(`an instant goal goes to the first crew to reach it: write "first to N X" (core rulebook, "Instant Goal Cards")`)
	case cond.Rule == rules.RuleFirstTo && c.GoalType != NoGoalType && c.GoalType != InstantGoal:
		return fmt.Errorf(`"first to" is the condition of an instant goal, not a %s goal (core rulebook, "Claiming Goals")`, c.GoalType)
	case cond.Rule == rules.RulePerUnit && c.GoalType != NoGoalType && c.GoalType != EndGameGoal:
		return fmt.Errorf("per-unit scoring is an end game goal's condition, not a %s goal's (core rulebook, \"End Game Goal Cards\")", c.GoalType)
	}
	return nil
}

// CheckCardName accepts a card's name: 1 to 60 characters of printable
// text, without leading or trailing spaces.
func CheckCardName(name string) error {
	if err := input.CheckText(name); err != nil {
		return fmt.Errorf("card name: %w", err)
	}
	return nil
}
