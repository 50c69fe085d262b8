package catalog

import "slices"

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
