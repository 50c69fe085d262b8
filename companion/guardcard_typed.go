package companion

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
)

// A guard card as a player types it at the table in one answer, "blue 3"
// or "b3" (lockup play's guard questions): the syntax of lockup guards
// turn --card, with the colour shortened to its first letters.

// ParseTypedGuardCard reads a guard card as a player types it at the
// table: what ParseGuardCard reads ("blue:3", "yellow 4 special"), with
// the colour shortened to its first letters and the spaces left out ("b3",
// "y4s"). The colour must be one of the level's deck, blue or the level's
// own, and only the level's colour has a special card, on the challenging
// and expert levels (core rulebook, "Solitary Mode – Difficulty Levels",
// p. 19).
func ParseTypedGuardCard(s string, level rules.Difficulty) (rules.GuardCard, error) {
	words := splitGuardCard(s)
	if len(words) == 0 {
		return rules.GuardCard{}, fmt.Errorf("type what the card shows: %s", GuardCardHint(terms.En, level))
	}
	colour := ""
	for c := rules.Blue; c <= rules.Red; c++ {
		if !strings.HasPrefix(c.String(), words[0]) {
			continue
		}
		if !level.Holds(c) {
			return rules.GuardCard{}, fmt.Errorf("%s: the guard deck of the %s level holds blue and %s cards only", c, level, level.Colour())
		}
		colour = c.String()
	}
	if c, err := rules.ParseColour(words[0]); colour == "" && err == nil {
		// The colour in Spanish or Chinese, as the glossary gives it.
		if !level.Holds(c) {
			return rules.GuardCard{}, fmt.Errorf("%s: the guard deck of the %s level holds blue and %s cards only", c, level, level.Colour())
		}
		colour = c.String()
	}
	if colour == "" {
		colours := []string{rules.Blue.String(), level.Colour().String()}
		msg := fmt.Sprintf("%q is not a colour of this game's guard cards: blue or %s", words[0], level.Colour())
		if near := text.Closest(words[0], colours); near != "" {
			msg += fmt.Sprintf(" (did you mean %s?)", near)
		}
		return rules.GuardCard{}, errors.New(msg)
	}
	words[0] = colour
	if len(words) == 3 {
		if words[2] == "" || !strings.HasPrefix("special", words[2]) {
			return rules.GuardCard{}, fmt.Errorf("%q after the strength: only special (or s) may follow it", words[2])
		}
		switch {
		case !level.Special():
			return rules.GuardCard{}, fmt.Errorf("the %s level has no special guard card", level)
		case colour != level.Colour().String():
			return rules.GuardCard{}, fmt.Errorf("the special card is %s: no blue card is special", level.Colour())
		}
		words[2] = "special"
	}
	return ParseGuardCard(strings.Join(words, ":"))
}

// GuardCardHint says, in lang, how to type a guard card of the level
// (ParseTypedGuardCard; the colours may be typed in the reader's words,
// rules.ParseColour).
func GuardCardHint(lang terms.Lang, level rules.Difficulty) string {
	c := level.Colour()
	if lang == terms.En {
		hint := fmt.Sprintf("colour and strength: blue 3 or b3, %s 2 or %c2", c, c.String()[0])
		if level.Special() {
			hint += fmt.Sprintf("; the special card: %c4s", c.String()[0])
		}
		return hint
	}
	hint := lang.Sprintf("play.guards-hint", lang.Word(rules.Blue.String()), lang.Word(c.String()), fmt.Sprintf("%c2", c.String()[0]))
	if level.Special() {
		hint = lang.Sprintf("play.guards-hint-special", hint, lang.Word(c.String()), fmt.Sprintf("%c4s", c.String()[0]))
	}
	return hint
}

// splitGuardCard splits a typed guard card into its words, lower case: at
// spaces, colons and commas, and where letters meet digits ("y4s": y, 4,
// s).
func splitGuardCard(s string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) > 0 {
			words = append(words, string(cur))
			cur = cur[:0]
		}
	}
	for _, r := range strings.ToLower(strings.TrimSpace(s)) {
		switch {
		case r == ' ' || r == ':' || r == ',':
			flush()
		case len(cur) > 0 && unicode.IsDigit(r) != unicode.IsDigit(cur[len(cur)-1]):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
	}
	flush()
	return words
}
