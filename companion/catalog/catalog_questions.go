package catalog

import (
	"slices"

	"github.com/lockup-companion/lockup/companion/rules"
)

// Questions are the fields a form asks about c, in the order they are
// asked. In a game (game) they are the values a tracked game needs and the
// card lacks (PlayMissing; an end game goal's condition too, which final
// scoring counts when it is known); otherwise every value a card of its
// box shows. A goon's type is asked with a Bandit's resource (no question
// of its own for the resource); whether a legend card's or loot token's
// effect is asked at the table comes before its icons, which are then
// only a part of it.
func (c *Card) Questions(game bool) []string {
	fields := c.questionsInOrder(game)
	e, a := slices.Index(fields, FieldEffects), slices.Index(fields, FieldAsked)
	if e >= 0 && a > e {
		fields[e], fields[a] = fields[a], fields[e]
	}
	return fields
}

// questionsInOrder are Questions in the order of the card's fields.
func (c *Card) questionsInOrder(game bool) []string {
	var fields []string
	if game {
		fields = c.PlayMissing()
		if c.Kind == GoalCard && !slices.Contains(fields, FieldCondition) && !c.Knows(FieldCondition) {
			fields = append(fields, FieldCondition)
		}
		if c.Kind == GoalCard && slices.Contains(fields, FieldType) && !c.Knows(FieldReputation) {
			fields = append(fields, FieldReputation)
		}
		return fields
	}
	for _, f := range fieldsOf(c.Kind) {
		switch {
		case f == FieldExpansion:
		case c.Kind == SpaceCard && !c.Applies(f):
			// The space's label says it (no loot on the entrance, a stack
			// on the tomb, no path from the tomb or escaped).
		case f == FieldBarrels && c.Expansion == CoreGame:
			// The barrel icon comes with Breakout ("Dryads").
		case f == FieldResource:
			// Asked with the goon type.
		default:
			fields = append(fields, f)
		}
	}
	return fields
}

// FieldWords are the words a field takes when it takes one of a few (the
// box, a yes-or-no value, a guard card's colour, a Bandit's resource, what
// Breakout's location card shows), as a catalog file or --set writes them;
// nil for a field typed freely.
func FieldWords(field string) []string {
	switch field {
	case FieldExpansion:
		return []string{"core", "breakout"}
	case FieldSpecial, FieldAsked, FieldLoot:
		return []string{"yes", "no"}
	case FieldColour:
		return rules.ColourNames()
	case FieldResource:
		words := make([]string, len(rules.AllResources))
		for i, r := range rules.AllResources {
			words[i] = r.String()
		}
		return words
	case FieldShows:
		return slices.Clone(LocationCardShows)
	}
	return nil
}
