package catalog

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Printed card values in the game file (log version 4). A card entering
// play (an item in the display, a goon in a goon space, a goal at setup)
// carries the values printed on it that the tracker uses, in a "printed"
// object; the tracker keeps them while the card is in play, so a replay
// reads the game file only and never the card catalog. The commands fill
// the object from the card catalog.

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

// EncodePrinted writes a card's known values as the game file's "printed"
// object: each field key with its text form, as `lockup cards edit --set`
// takes it (docs/card-catalog.md).
func EncodePrinted(c *Card) map[string]string {
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

// DecodePrinted reads a "printed" object for the named card: only the
// kind's field keys, each value in its text form, and a card whose values
// fit together (Card.Check).
func DecodePrinted(kind CardKind, name string, m map[string]string) (*Card, error) {
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

// SamePrinted reports whether two cards show the same values.
func SamePrinted(a, b Card) bool {
	ea, eb := EncodePrinted(&a), EncodePrinted(&b)
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

// DescribePrinted writes a card's values for the log, e.g. "type ratmen,
// suspicion 1".
func DescribePrinted(c *Card) string {
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

// MarshalJSON writes the card's known values as a game file's "printed"
// object: each field key with its text form, as `lockup cards edit --set`
// takes it (docs/card-catalog.md). The card's kind and name are the
// entry's.
func (c Card) MarshalJSON() ([]byte, error) { return json.Marshal(EncodePrinted(&c)) }

// UnmarshalJSON reads a "printed" object's text; the entry holding it binds
// it to the card's kind and name (BindPrinted) once the whole entry is read.
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

// BindPrinted reads the text of a game file's "printed" object, kept by
// UnmarshalJSON, as the values of the named card of the kind (DecodePrinted):
// the entry holding the object calls it once the whole entry is read, as
// only the entry knows the card's kind and name. A nil card has nothing to
// bind.
func (c *Card) BindPrinted(kind CardKind, name string) error {
	if c == nil {
		return nil
	}
	n, err := DecodePrinted(kind, name, c.text)
	if err != nil {
		return err
	}
	*c = *n
	return nil
}
