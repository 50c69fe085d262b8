package companion

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/lockup-companion/lockup/companion/rules"
)

// Printed card values in the game file (log version 4). A card entering
// play (an item in the display, a goon in a goon space, a goal at setup)
// carries the values printed on it that the tracker uses, in a "printed"
// object; the game keeps them while the card is in play, so a replay reads
// the game file only and never the card catalog. The commands fill the
// object from the card catalog.

// PlayMissing lists the values of the card that the tracker needs once the
// card is in play and that the card does not know: an item's reputation,
// cost, valuables, effects and barrels; a goon's type, suspicion,
// valuables, effects and a Bandit's resource; a goal's type, and for a
// leader or instant goal its condition (and an instant goal's reputation).
// An end game goal's condition is not needed: the tracker does not score
// it. The expansion is never needed.
func (c Card) PlayMissing() []string {
	var out []string
	for _, f := range c.Missing() {
		if f == FieldCondition && c.Kind == GoalCard && c.GoalType == EndGameGoal {
			// Needed only at final scoring, which names the goal as not
			// counted when its condition is unknown (some conditions have
			// no words in the catalog's vocabulary yet).
			continue
		}
		if f == FieldBarrels {
			// Barrel icons score only for Breakout's Dryads, and the
			// tracker plays the core game.
			continue
		}
		out = append(out, f)
	}
	return out
}

// printedFields are the keys a "printed" object may hold for the kind:
// the card's fields but its expansion.
func printedFields(kind CardKind) []string {
	var out []string
	for _, f := range CardFields(kind) {
		if f != FieldExpansion {
			out = append(out, f)
		}
	}
	return out
}

// encodePrinted writes a card's known values as the game file's "printed"
// object: each field key with its text form, as `lockup cards edit --set`
// takes it (docs/card-catalog.md).
func encodePrinted(c *Card) map[string]string {
	if c == nil {
		return nil
	}
	out := map[string]string{}
	for _, f := range printedFields(c.Kind) {
		if c.Knows(f) {
			out[f] = c.Value(f)
		}
	}
	return out
}

// decodePrinted reads a "printed" object for the named card: only the
// kind's field keys, each value in its text form, and a card whose values
// fit together (Card.Check).
func decodePrinted(kind CardKind, name string, m map[string]string) (*Card, error) {
	if m == nil {
		return nil, nil
	}
	c := Card{Kind: kind, Name: name}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	allowed := printedFields(kind)
	for _, k := range keys {
		if !slices.Contains(allowed, k) {
			return nil, fmt.Errorf("printed values of %s card %s: %q is not a value of a %s card (allowed: %s)", kind, name, k, kind, strings.Join(allowed, ", "))
		}
		if strings.EqualFold(strings.TrimSpace(m[k]), "unknown") || strings.TrimSpace(m[k]) == "" {
			return nil, fmt.Errorf("printed values of %s card %s: %s has no value; leave an unknown value out", kind, name, k)
		}
		if err := c.SetValue(k, m[k]); err != nil {
			return nil, fmt.Errorf("printed values of %s card %s: %w", kind, name, err)
		}
	}
	if err := c.Check(); err != nil {
		return nil, fmt.Errorf("printed values: %w", err)
	}
	return &c, nil
}

// samePrinted reports whether two cards show the same values.
func samePrinted(a, b Card) bool {
	ea, eb := encodePrinted(&a), encodePrinted(&b)
	if len(ea) != len(eb) {
		return false
	}
	for k, v := range ea {
		if eb[k] != v {
			return false
		}
	}
	return true
}

// describePrinted writes a card's values for the log, e.g. "type ratmen,
// suspicion 1".
func describePrinted(c *Card) string {
	if c == nil {
		return ""
	}
	var parts []string
	for _, f := range printedFields(c.Kind) {
		if c.Knows(f) {
			parts = append(parts, f+" "+c.Value(f))
		}
	}
	return strings.Join(parts, "; ")
}

// CardInPlay returns the printed values of a card that entered play in
// this game, as the game file gives them; false when no entry brought the
// card into play. Names match ignoring case.
func (g Game) CardInPlay(kind CardKind, name string) (Card, bool) {
	key := nameKey(name)
	for i := len(g.Cards) - 1; i >= 0; i-- {
		if c := g.Cards[i]; c.Kind == kind && nameKey(c.Name) == key {
			return c, true
		}
	}
	return Card{}, false
}

// legalPrinted checks the printed values a card brings into play: every
// value the tracker needs (Card.PlayMissing), and the same values as a card
// of that name already in play.
func (g Game) legalPrinted(kind CardKind, name string, c *Card) error {
	if c == nil {
		want := Card{Kind: kind, Name: name}
		return &InputError{Field: kind.String() + " card " + name,
			Problem: "the entry does not carry the card's printed values (" + joinAnd(want.PlayMissing()) + "); game files before version 4 read them from the card catalog, and a replay reads the game file only",
			Allowed: "a printed object with them (docs/game-log.md); enter the card again with a lockup that writes version 4, or finish the game with the lockup that started it"}
	}
	if missing := c.PlayMissing(); len(missing) > 0 {
		sets := make([]string, len(missing))
		for i, m := range missing {
			sets[i] = "--set " + m + "=VALUE"
		}
		return &InputError{Field: kind.String() + " card " + name,
			Problem: "the game file carries the values printed on the card, and these are not known: " + joinAnd(missing),
			Allowed: fmt.Sprintf("type them once in your card catalog: lockup cards edit %q --kind %s %s", name, kind, strings.Join(sets, " "))}
	}
	if have, ok := g.CardInPlay(kind, name); ok && !samePrinted(have, *c) {
		return &InputError{Field: kind.String() + " card " + name,
			Problem: fmt.Sprintf("the game already has %s in play showing %s; this entry says %s", have.Name, describePrinted(&have), describePrinted(c)),
			Allowed: "the values printed on the card, as entered before"}
	}
	return nil
}

// enterPlay keeps a card's printed values in the game, named as the entry
// names it and as the game file writes them, so a game played and its
// replay from the file hold the same values; it returns the values kept.
// The Card values are never changed afterwards, so copies of the game may
// share them.
func (g *Game) enterPlay(kind CardKind, name string, c *Card) Card {
	if have, ok := g.CardInPlay(kind, name); ok {
		return have
	}
	if n, err := decodePrinted(kind, name, encodePrinted(c)); err == nil && n != nil {
		c = n
	}
	g.Cards = append(g.Cards, *c)
	return *c
}

// MarshalJSON writes the card's known values as a game file's "printed"
// object: each field key with its text form, as `lockup cards edit --set`
// takes it (docs/card-catalog.md). The card's kind and name are the
// entry's.
func (c Card) MarshalJSON() ([]byte, error) { return json.Marshal(encodePrinted(&c)) }

// UnmarshalJSON reads a "printed" object's text; the entry holding it binds
// it to the card's kind and name (bindPrinted) once the whole entry is read.
func (c *Card) UnmarshalJSON(b []byte) error {
	var m map[string]string
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	if m == nil {
		m = map[string]string{}
	}
	*c = Card{text: m}
	return nil
}

// bindPrinted reads the text of a "printed" object as the values of the
// named card of the kind (decodePrinted). A nil card has nothing to bind.
func (c *Card) bindPrinted(kind CardKind, name string) error {
	if c == nil {
		return nil
	}
	n, err := decodePrinted(kind, name, c.text)
	if err != nil {
		return err
	}
	*c = *n
	return nil
}

// goonOf returns a goon's printed values as the goon space shows them.
func goonOf(c *Card) rules.GoonSpace {
	if c == nil {
		return rules.GoonSpace{}
	}
	return rules.GoonSpace{Card: c.Name, Suspicion: c.Suspicion.Value, Type: c.GoonType, Bandit: c.BanditResource}
}
