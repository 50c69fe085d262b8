package prisonarchitect

import (
	"fmt"
	"strings"

	"github.com/lockup-companion/lockup/companion/terms"
)

// formatKeys are the catalog's keys of the notes' formats (companion/terms,
// "note.pa.*"): each key's English is the format, word for word
// (TestNoteFormatsInCatalog).
var formatKeys = map[string]string{
	"%s and the Governor tie on %d: the warden wins only with more, so the Governor wins":                     "note.pa.solo-tie",
	"%s tie on %d and share the victory":                                                                      "note.pa.shared-ties",
	"$%d scores %d VP; the odd $1 is lost":                                                                    "note.pa.odd-dollar",
	"%s %s: %s, so its %s status is taken from your cubes":                                                    "note.pa.trusted-cubes",
	"%s Bunk Cell is a Cell: other tiles' and cards' effects on cells reach it":                               "note.pa.bunk-cell",
	"%s %s: you marked it %s, but it has %s; scored as not %[3]s":                                             "note.pa.marked-not",
	"%s %s: it has %s, so it is %s though no cube says so; scored as %[4]s":                                   "note.pa.unmarked",
	"%s %s: the rulebook extract gives no VP for it; counted 0 (type printed: {vp: N} if the tile shows one)": "note.pa.tile-no-vp",
	"Kitchen at %s counts %s on its neighbours, tokens and other Kitchens included":                           "note.pa.kitchen-food",
	"Garden at %s is overlooked by %s on its neighbours' edges facing it":                                     "note.pa.garden-windows",
	"Mailroom at %s: its neighbours carry %s, conditional ones included":                                      "note.pa.mailroom-finance",
	"Basketball Court at %s is overlooked by %s and gives Comfort to its row and column":                      "note.pa.basketball-court",
	"Shop at %s reaches its row as well as its column":                                                        "note.pa.shop-row",
	"a missed %s objective with no red value costs nothing":                                                   "note.pa.missed-objective",
	"Tasers takes 1 VP off each escapee: %s, %d VP back":                                                      "note.pa.tasers",
	"%s on %s: in no cell, so no Inmates VP":                                                                  "note.pa.card-prisoners",
	"no `tags.finance` typed: Offshore Tax Haven counts the Finance track's space, %d":                        "note.pa.offshore-tax-haven",
	"no `tags.rehabilitation` typed: Resettlement Scheme counts the Rehabilitation track's space, %d":         "note.pa.resettlement-scheme",
	"Chief of Security counts Surveillance, Guard Tower and staffed Locker Rooms: %d":                         "note.pa.chief-of-security",
	"Cooks counts each prisoner once: %s next to two or more Food tiles":                                      "note.pa.cooks",
	"CCTV counts %s in cells, not the escaped or released ones":                                               "note.pa.cctv",
	"Gardeners counts %s on edges bordering Outdoor tiles":                                                    "note.pa.gardeners",
	"%s: the rulebook extract gives no VP for it; counted 0":                                                  "note.pa.governor-tile-no-vp",
	"%s condition once": "note.pa.governor-tiles",
	"Snipers: the rulebook extract is cut after \"Immediately gain 3\"; type {card: snipers, specialists: N} to count its specialists": "note.pa.snipers",
	"%s, fully used": "note.pa.governor-specialists",
	"%s":             "note.pa.governor-objectives",
}

// phraseKeys are the catalog's keys of the phrases a note shows as a
// string (argStr).
var phraseKeys = map[string]string{
	"the tile's text is cut in the rulebook extract":             "note.pa.phrase.tile-cut",
	"Permanent Punishment's text is cut in the rulebook extract": "note.pa.phrase.permanent-punishment-cut",
}

// nounKeys are the catalog's keys of the nouns the notes count, each
// with the number: "%d Window" for one, "%d Windows" for more.
var nounKeys = [numNouns]string{
	nounFoodTag:            "note.pa.noun.food-tag",
	nounWindow:             "note.pa.noun.window",
	nounFinanceTag:         "note.pa.noun.finance-tag",
	nounEscapee:            "note.pa.noun.escapee",
	nounPrisonerIs:         "note.pa.noun.prisoner-is",
	nounRedPrisoner:        "note.pa.noun.red-prisoner",
	nounTileScores:         "note.pa.noun.tile-scores",
	nounGovernorSpecialist: "note.pa.noun.governor-specialist",
	nounGovernorObjective:  "note.pa.noun.governor-objective",
}

// TextIn says what the note explains in a language: English is Text's own
// words, which build no message catalog; Spanish and Chinese come from the
// catalog (companion/terms, "note.pa.*"), in our words (Prison Architect
// has no Spanish or Chinese book), tiles and cards keeping their English
// names.
func (n Note) TextIn(l terms.Lang) string {
	if l == terms.En {
		return n.Text()
	}
	return n.textIn(l)
}

// WhoIn names the note's warden in a language: the name as typed, the
// Governor in the language's words; "" for the whole game.
func (n Note) WhoIn(l terms.Lang) string {
	if n.Who == "Governor" && l != terms.En {
		return l.Sprintf("note.pa.governor")
	}
	return n.Who
}

// textIn words the note from the catalog, in any language (English
// included, for the test that holds the catalog to Text).
func (n Note) textIn(l terms.Lang) string {
	key, ok := formatKeys[n.format]
	if !ok {
		return n.Text()
	}
	args := make([]any, 0, maxNoteArgs)
	for _, a := range n.args {
		if a.kind != argNone {
			args = append(args, a.valueIn(l))
		}
	}
	return l.Sprintf(key, args...)
}

// valueIn returns the value as the note shows it in a language.
func (a noteArg) valueIn(l terms.Lang) any {
	switch a.kind {
	case argString:
		if key, ok := phraseKeys[a.s]; ok {
			return l.Sprintf(key)
		}
		return a.s
	case argInt:
		return a.n
	case argPos, argTile, argCard:
		return fmt.Sprint(a.value())
	case argDeck:
		return l.Sprintf("note.pa.deck." + Deck(a.n).String())
	case argNeed:
		return l.Sprintf("note.pa.need." + Need(a.n).String())
	case argNeeds:
		var parts []string
		for _, n := range Needs {
			if NeedSet(a.n).Has(n) {
				parts = append(parts, l.Sprintf("note.pa.need."+n.String()))
			}
		}
		if len(parts) == 0 {
			return l.Sprintf("note.pa.none")
		}
		return strings.Join(parts, l.Sprintf("list.sep"))
	case argQuantity:
		if a.noun < numNouns {
			key := nounKeys[a.noun]
			if a.n == 1 {
				key += "-one"
			}
			return l.Sprintf(key, a.n)
		}
	case argPrisoners:
		p := Prisoners{a.n & prisonerMask, a.n >> 20 & prisonerMask, a.n >> 40 & prisonerMask}
		var parts []string
		for _, c := range Colours {
			if p[c] > 0 {
				key := "note.pa.colour." + c.String()
				if p[c] == 1 {
					key += "-one"
				}
				parts = append(parts, l.Sprintf(key, p[c]))
			}
		}
		switch p.Total() {
		case 0:
			return l.Sprintf("note.pa.no-prisoners")
		case 1:
			return l.Sprintf("note.pa.prisoner", strings.Join(parts, l.Sprintf("list.sep")))
		}
		return l.Sprintf("note.pa.prisoners", strings.Join(parts, l.Sprintf("list.sep")))
	case argWhy:
		n := Need(uint8(a.n))
		x, y := int16(uint16(a.n>>8)), int16(uint16(a.n>>24))
		switch n {
		case Secure, Comfortable:
			return l.Sprintf("note.pa.why."+n.String(), x, y)
		}
		return l.Sprintf("note.pa.why.hygienic", x)
	}
	return fmt.Sprint(a.value())
}
