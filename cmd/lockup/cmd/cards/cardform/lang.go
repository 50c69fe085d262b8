package cardform

import (
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The card forms' words in the reader's language (issue 24): play and new
// ask them for a card the catalog lacks. They are the message catalog's
// "entry.card.*" messages (English formatted with fmt), the game's terms
// from the glossary. Card names stay as typed; what a player types is read
// as in English (and the glossary's Spanish and Chinese terms, issue 24's
// "typed in any of the three").

// say formats a card form's words in lang.
func say(lang terms.Lang, key string, args ...any) string {
	return lang.Sprintf("entry.card."+key, args...)
}

// word is the glossary's term of id in lang, english in English or where
// the glossary has none.
func word(lang terms.Lang, id, english string) string {
	if lang == terms.En {
		return english
	}
	if w := lang.Word(id); w != id {
		return w
	}
	return english
}

// labelKeys are the keys of cardLabel's words by field.
var labelKeys = map[string]string{
	catalog.FieldAsked: "l.asked", catalog.FieldLoot: "l.loot", catalog.FieldPaths: "l.paths",
	catalog.FieldBarrels: "l.barrels", catalog.FieldSuspicion: "l.suspicion", catalog.FieldResource: "l.resource",
	catalog.FieldColour: "l.colour", catalog.FieldStrength: "l.strength", catalog.FieldSpecial: "l.special",
	catalog.FieldShows: "l.shows", catalog.FieldCost: "l.cost", catalog.FieldValuables: "l.valuables",
	catalog.FieldCondition: "l.condition",
}

// cardLabelIn names a card's field in a form's title, in lang.
func cardLabelIn(lang terms.Lang, kind catalog.CardKind, field string) string {
	key := labelKeys[field]
	switch field {
	case catalog.FieldReputation:
		key = "l.item-stars"
		if kind == catalog.GoalCard {
			key = "l.goal-stars"
		}
	case catalog.FieldEffects:
		key = "l.effects"
		switch kind {
		case catalog.LegendCard:
			key = "l.legend-effects"
		case catalog.LootCard:
			key = "l.loot-effects"
		}
	case catalog.FieldType:
		if kind != catalog.GoonCard && kind != catalog.GoalCard {
			return kind.String() + " type"
		}
		key = "l.type-" + kind.String()
	}
	if key == "" {
		return field
	}
	return say(lang, key)
}

// AllowedIn is Allowed in a language.
func AllowedIn(lang terms.Lang, box catalog.Expansion, field string) string {
	key := allowedKey(box, field)
	switch {
	case key == "":
		return ""
	case field == catalog.FieldStrength:
		return say(lang, key, rules.MaxStrength)
	}
	return say(lang, key)
}

// AllowedOnIn says what a field of a legend card, loot token or space
// takes, for its form, in lang.
func AllowedOnIn(lang terms.Lang, kind catalog.CardKind, field string) string {
	switch field {
	case catalog.FieldEffects:
		return say(lang, "a.effects-on")
	case catalog.FieldPaths:
		return say(lang, "a.paths")
	}
	return AllowedIn(lang, catalog.BreakoutExpansion, field)
}

// allowedKey is the key of Allowed's words for a field.
func allowedKey(box catalog.Expansion, field string) string {
	switch field {
	case catalog.FieldReputation:
		return "a.reputation"
	case catalog.FieldCost:
		return "a.cost"
	case catalog.FieldValuables:
		if box == catalog.CoreGame {
			return "a.valuables-core"
		}
		return "a.valuables"
	case catalog.FieldEffects:
		if box == catalog.CoreGame {
			return "a.effects-core"
		}
		return "a.effects"
	case catalog.FieldBarrels:
		return "a.barrels"
	case catalog.FieldSuspicion:
		return "a.suspicion"
	case catalog.FieldCondition:
		return "a.condition"
	case catalog.FieldStrength:
		return "a.strength"
	}
	return ""
}
