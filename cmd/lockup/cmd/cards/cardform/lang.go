package cardform

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The card forms' words in the reader's language (issue 24): play and new
// ask them for a card the catalog lacks. English is formatted from
// cardWords, which builds no message catalog; Spanish and Chinese come from
// the catalog's "entry.card.*" messages (a test holds their English to
// cardWords), the game's terms from the glossary. Card names stay as
// typed; what a player types is read as in English (and the glossary's
// Spanish and Chinese terms, issue 24's "typed in any of the three").
var cardWords = map[string]string{
	"head":             "%s %s%s%s",
	"desc":             `Type what the %s shows. An empty answer or "unknown" leaves a value unknown.`,
	"desc-game":        "Type what the %s shows: your card catalog keeps it, so no game asks again.",
	"shows-card":       "card",
	"shows-token":      "token",
	"shows-board":      "board",
	"title":            "%s: %s",
	"unknown":          "unknown",
	"bandits-showing":  "bandits, showing %s",
	"bandits-unknown":  "bandits, resource unknown",
	"leader":           "leader",
	"instant":          "instant",
	"end-game":         "end game",
	"no":               "no",
	"yes-special":      "yes, the special card",
	"special-desc":     "One yellow and one red card are special; blue and green cards never are.",
	"never-special":    "a %s guard card is never special",
	"asked-desc":       "Yes when the icons do not say it all: the table plays it, and you enter what happened.",
	"asked-no":         "no: the icons are the whole effect",
	"asked-yes":        "yes: played at the table (all of it, or what the icons leave out)",
	"loot-desc":        "A stack of loot tokens lies on each loot icon.",
	"loot-yes":         "yes, the loot icon",
	"type-what":        "type what the card shows (%s)",
	"may-unknown":      `%s; empty or "unknown" if you cannot tell`,
	"goal-stars":       "%s; empty for a leader or end game goal",
	"condition-end":    "%s; may stay empty (then final scoring does not count the goal)",
	"condition-any":    "%s; an end game goal's may stay empty (then final scoring does not count it)",
	"effects-table":    "%s; may stay empty when the effect is played at the table",
	"l.goal-stars":     "reputation stars when claimed (instant goals only)",
	"l.item-stars":     "reputation stars when crafted",
	"l.legend-effects": "special effect icons the crew ranked first gains",
	"l.loot-effects":   "special effect icons the token gives",
	"l.effects":        "special effect icons",
	"l.asked":          "is the effect, or a part of it, played at the table?",
	"l.loot":           "does the space show the loot icon?",
	"l.paths":          "paths: the spaces its arrows lead to, and their costs",
	"l.barrels":        "barrel icons",
	"l.suspicion":      "suspicion icons",
	"l.type-goon":      "goon type",
	"l.type-goal":      "goal type",
	"l.resource":       "resource shown (Bandits)",
	"l.colour":         "colour",
	"l.strength":       "strength",
	"l.special":        "is it the special card?",
	"l.shows":          "what does the card show?",
	"l.cost":           "cost",
	"l.valuables":      "valuables",
	"l.condition":      "condition",
	"a.reputation":     "stars, 0 to 99",
	"a.cost":           `e.g. "2 iron, 1 any" or "none"`,
	"a.valuables-core": `e.g. "1 shield, 1 gem", "2 magic" or "none"`,
	"a.valuables":      `e.g. "1 shield, 1 gem", "1 wild" or "none"`,
	"a.effects-core":   `icons separated by commas, or "none": gain-scrap (-potions, -iron, -gold), gain-power, remove-suspicion, give-suspicion, draw-tome, choose-tome, increase-storage, exchange-resource`,
	"a.effects":        `icons separated by commas, e.g. "gain-iron, remove-suspicion", "improve-gold+2", or "none"`,
	"a.barrels":        "barrel icons, 0 to 99",
	"a.suspicion":      "suspicion icons, 0 to 99",
	"a.condition":      `"most X (at least N)", "first to N X" or "S per X", e.g. "most dwarves (at least 2)"`,
	"a.strength":       "the strength the card shows, 0 to %d",
	"a.effects-on":     `icons separated by commas, e.g. "gain-gold, advance-lantern", "draw-tome", or "none"`,
	"a.paths":          `e.g. "4; 5: 1 iron; tomb: 2 scrap, 1 gold": a semicolon between paths, a cost after a colon`,
	"kind.item":        "Item",
	"kind.goon":        "Goon",
	"kind.goal":        "Goal",
	"kind.tome":        "Tome",
	"kind.legend":      "Legend",
	"kind.guard":       "Guard",
	"kind.loot":        "Loot",
	"kind.space":       "Space",
	"kind.location":    "Location",
}

// say formats a card form's words in lang.
func say(lang terms.Lang, key string, args ...any) string {
	if lang == terms.En {
		return fmt.Sprintf(cardWords[key], args...)
	}
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
		key = "l.type-" + kind.String()
		if _, ok := cardWords[key]; !ok {
			return kind.String() + " type"
		}
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
