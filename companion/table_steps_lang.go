package companion

import (
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// TableStepsIn says TableSteps in a language (issue 24): English is
// TableSteps's own wording; Spanish and Chinese take the catalog's
// messages (companion/terms, "play.table-*") with the glossary's names of
// the locations, and cite the passage in the reader's book where it has
// one (the Chinese book has no solitary mode: the English book is cited).
func (g Game) TableStepsIn(lang terms.Lang, a Auto) TableSteps {
	if lang == terms.En {
		return g.TableSteps(a)
	}
	return g.tableStepsIn(lang, a)
}

// tableStepsIn builds the steps from the catalog in any language; its
// English equals TableSteps's (TestTableStepsCatalogEnglish).
func (g Game) tableStepsIn(lang terms.Lang, a Auto) TableSteps {
	if a.Reason != AutoGuardDeal || g.Solo == nil {
		return TableSteps{}
	}
	after := g.Phase != PhaseSetup
	legend := ""
	if g.guardsDealt() == 8 {
		legend = lang.Sprintf("play.table-legend")
	}
	places := joinAndIn(lang, locationWordsIn(lang, rules.AllLocations[:7]))
	if g.Solo.Decks == AppDecks {
		s := lang.Sprintf("play.table-app-deal", places, legend)
		if after {
			s = lang.Sprintf("play.table-app-reshuffle", s)
		}
		return TableSteps{Steps: []string{s}}
	}
	var steps []string
	if after {
		steps = append(steps, lang.Sprintf("play.table-gather-locations"), lang.Sprintf("play.table-gather-guards"))
	}
	steps = append(steps, lang.Sprintf("play.table-deal", places, legend))
	return TableSteps{Steps: steps, ByHand: true}
}

// locationWordsIn names locations in a language: the glossary's terms, the
// English names in English.
func locationWordsIn(lang terms.Lang, ls []rules.Location) []string {
	out := locationNames(ls)
	if lang == terms.En {
		return out
	}
	for i, l := range ls {
		out[i] = lang.Word(l.Slug())
	}
	return out
}

// joinAndIn joins words in a language as joinAnd does in English: "a, b
// and c", "a, b y c", "a、b和c".
func joinAndIn(lang terms.Lang, parts []string) string {
	if len(parts) == 0 {
		return joinAnd(parts)
	}
	return rules.AndIn(lang, parts)
}
