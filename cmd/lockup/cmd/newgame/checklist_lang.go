package newgame

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// The words of lockup new's setup checklist in the reader's language
// (issue 24): the passages cited in the reader's book, the glossary's
// terms. Card names, level titles, commands and what the game file still
// lacks (companion.Game.SetupMissing) stay English.

// citeIn cites a section of the core rulebook in lang: `core rulebook,
// "Game Setup"` in English; in Spanish and Chinese the same passage in the
// reader's book where it has one (rules.Source.Equivalent), its title as
// that book prints it, else the English book's.
func citeIn(lang terms.Lang, section string) string {
	if lang == terms.En {
		return fmt.Sprintf("core rulebook, %q", section)
	}
	src := rules.Source{Book: rules.CoreRulebook, Section: section}
	rl := rules.Language(lang)
	if eq, ok := src.Equivalent(rl); ok {
		src = eq
	}
	return src.In(rl)
}

// levelWord names a difficulty level in lang: the glossary's term
// ("Exigente"), the flag's word in English ("challenging").
func levelWord(lang terms.Lang, d rules.Difficulty) string {
	if lang == terms.En {
		return d.String()
	}
	return lang.Word(d.String())
}

// colourWord names a guard card colour in lang.
func colourWord(lang terms.Lang, c rules.Colour) string {
	if lang == terms.En {
		return c.String()
	}
	return lang.Word(c.String())
}

// goalWord names a goal type as a setup step counts it: "leader" in
// English (the step adds "goal"), the glossary's "objetivo de líder".
func goalWord(lang terms.Lang, t catalog.GoalType) string {
	if lang == terms.En {
		return goalTypeName(t)
	}
	return lang.Word(t.String() + "-goal")
}

// sectionIn names a section of the core rulebook in lang without the book,
// as a form's description cites it in English: "\"Game Setup\"".
func sectionIn(lang terms.Lang, section string) string {
	if lang == terms.En {
		return fmt.Sprintf("%q", section)
	}
	return citeIn(lang, section)
}
