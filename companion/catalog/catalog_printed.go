package catalog

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
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
// leader or instant goal its condition (and an instant goal's reputation);
// a legend card's or loot token's asked value, and its icons unless its
// effect is asked at the table; a space's loot icon and paths, where they
// apply. An end game goal's condition is not needed: the tracker does not
// score it. The expansion is never needed.
func (c Card) PlayMissing() []string {
	var out []string
	for _, f := range fieldsOf(c.Kind) {
		if f == FieldExpansion || !c.needs(f) {
			continue // not missing (Missing)
		}
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

// EncodePrinted writes a card's known values as the game file's "printed"
// object: each field key with its text form, as `lockup cards edit --set`
// takes it (docs/card-catalog.md).
func EncodePrinted(c *Card) map[string]string {
	if c == nil {
		return nil
	}
	out := map[string]string{}
	for _, f := range printedFieldsOf(c.Kind) {
		if c.Knows(f) {
			out[f] = c.Value(f)
		}
	}
	return out
}

// printedValue is one key of a "printed" object and its text.
type printedValue struct{ key, text string }

// DecodePrinted reads a "printed" object for the named card: only the
// kind's field keys, each value in its text form, and a card whose values
// fit together (Card.Check).
func DecodePrinted(kind CardKind, name string, m map[string]string) (*Card, error) {
	if m == nil {
		return nil, nil
	}
	c, err := decodePrinted(kind, name, sortedValues(m))
	if err != nil {
		return nil, err
	}
	return &c, nil
}

// sortedValues returns the keys and values of a "printed" object, sorted
// by key.
func sortedValues(m map[string]string) []printedValue {
	values := make([]printedValue, 0, len(m))
	for k, v := range m {
		values = append(values, printedValue{k, v})
	}
	slices.SortFunc(values, func(a, b printedValue) int { return strings.Compare(a.key, b.key) })
	return values
}

// decodePrinted is DecodePrinted of the values of a "printed" object,
// sorted by key, each key once. The card it returns remembers them
// (decoded) for InPlay.
func decodePrinted(kind CardKind, name string, values []printedValue) (Card, error) {
	c := Card{Kind: kind, Name: name}
	allowed := printedFieldsOf(kind)
	for _, v := range values {
		if !slices.Contains(allowed, v.key) {
			return Card{}, fmt.Errorf("printed values of %s card %s: %q is not a value of a %s card (allowed: %s)", kind, name, v.key, kind, strings.Join(allowed, ", "))
		}
		if t := strings.TrimSpace(v.text); t == "" || strings.EqualFold(t, "unknown") {
			return Card{}, fmt.Errorf("printed values of %s card %s: %s has no value; leave an unknown value out", kind, name, v.key)
		}
		if err := c.SetValue(v.key, v.text); err != nil {
			return Card{}, fmt.Errorf("printed values of %s card %s: %w", kind, name, err)
		}
	}
	if err := c.Check(); err != nil {
		return Card{}, fmt.Errorf("printed values: %w", err)
	}
	decoded := c
	c.decoded = &decoded
	return c, nil
}

// InPlay returns the values a card brings into play as the named card of
// the kind, as the game file writes them: its printed values read again
// (DecodePrinted of EncodePrinted), or the card as it is when they cannot
// be. A card DecodePrinted read as that card, and showing the values it
// read, is returned as it is, without reading it again: it is its own
// reading (FuzzInPlay checks both ways agree).
func InPlay(kind CardKind, name string, c Card) Card {
	if d := c.decoded; d != nil && d.Kind == kind && d.Name == name && c.sameValues(d) {
		return c
	}
	return inPlayAgain(kind, name, c)
}

// inPlayAgain is InPlay reading the values again, always.
func inPlayAgain(kind CardKind, name string, c Card) Card {
	n, err := DecodePrinted(kind, name, EncodePrinted(&c))
	if err != nil || n == nil {
		return c
	}
	return *n
}

// sameValues reports whether the card holds exactly the values of d, field
// by field (d's decoded aside), as reflect.DeepEqual would compare them:
// TestSameValuesSeesEveryField fails when a field of Card is left out.
func (c *Card) sameValues(d *Card) bool {
	return c.Kind == d.Kind && c.Name == d.Name && c.Expansion == d.Expansion &&
		c.Reputation == d.Reputation && c.Cost == d.Cost && c.Valuables == d.Valuables &&
		c.Effects.Known == d.Effects.Known && (c.Effects.Value == nil) == (d.Effects.Value == nil) && slices.Equal(c.Effects.Value, d.Effects.Value) &&
		c.Barrels == d.Barrels && c.GoonType == d.GoonType && c.Suspicion == d.Suspicion &&
		c.BanditResource == d.BanditResource && c.GoalType == d.GoalType && c.Condition == d.Condition &&
		c.Colour == d.Colour && c.Strength == d.Strength && c.Special == d.Special &&
		c.Asked == d.Asked && c.Loot == d.Loot && c.Shows == d.Shows &&
		c.Paths.Known == d.Paths.Known && (c.Paths.Value == nil) == (d.Paths.Value == nil) && slices.Equal(c.Paths.Value, d.Paths.Value) &&
		(c.text == nil) == (d.text == nil) && slices.Equal(c.text, d.text)
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

// DescribePrinted writes a card's values for the log, e.g. "type ratmen;
// suspicion 1" (a value holding a semicolon quoted: paths "4; 5: 1 iron").
func DescribePrinted(c *Card) string {
	if c == nil {
		return ""
	}
	var parts []string
	for _, f := range printedFieldsOf(c.Kind) {
		if c.Knows(f) {
			parts = append(parts, fieldText(f, c.Value(f)))
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
	values, ok := plainPrinted(b)
	if !ok {
		var m map[string]string
		if err := json.Unmarshal(b, &m); err != nil {
			return err
		}
		values = sortedValues(m) // not nil, even for null
	}
	*c = Card{text: values}
	return nil
}

// plainPrinted reads a "printed" object as lockup writes it (json.Marshal
// of a map): no white space, keys and values of printable ASCII without
// escapes, each key once. It returns its values sorted by key, as
// json.Unmarshal and sortedValues would; false for any other text, which
// json.Unmarshal reads (FuzzPlainPrinted checks both agree).
func plainPrinted(b []byte) ([]printedValue, bool) {
	n := len(b)
	if n < 2 || b[0] != '{' || b[n-1] != '}' {
		return nil, false
	}
	values := make([]printedValue, 0, bytes.Count(b, []byte{':'}))
	if n == 2 {
		return values, true
	}
	text := string(b) // one string for every value
	for i := 1; ; {
		key, end, ok := plainQuoted(text, i)
		if !ok || end >= n || text[end] != ':' {
			return nil, false
		}
		value, end, ok := plainQuoted(text, end+1)
		if !ok || end >= n {
			return nil, false
		}
		values = append(values, printedValue{key, value})
		if text[end] == '}' {
			if end != n-1 {
				return nil, false
			}
			break
		}
		if text[end] != ',' {
			return nil, false
		}
		i = end + 1
	}
	if !slices.IsSortedFunc(values, func(a, b printedValue) int { return strings.Compare(a.key, b.key) }) {
		slices.SortFunc(values, func(a, b printedValue) int { return strings.Compare(a.key, b.key) })
	}
	for i := 1; i < len(values); i++ {
		if values[i].key == values[i-1].key {
			return nil, false // json.Unmarshal keeps the last
		}
	}
	return values, true
}

// plainQuoted reads the JSON string starting at s[i]: printable ASCII
// without escapes. It returns its text and where it ends.
func plainQuoted(s string, i int) (string, int, bool) {
	if i >= len(s) || s[i] != '"' {
		return "", 0, false
	}
	for j := i + 1; j < len(s); j++ {
		switch c := s[j]; {
		case c == '"':
			return s[i+1 : j], j + 1, true
		case c == '\\' || c < 0x20 || c > 0x7e:
			return "", 0, false
		}
	}
	return "", 0, false
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
	n, err := decodePrinted(kind, name, c.text)
	if err != nil {
		return err
	}
	*c = n
	return nil
}
