package terms

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode"

	"github.com/goccy/go-yaml"
)

//go:embed glossary.yaml
var glossaryYAML []byte

// Books the glossary cites.
const (
	CoreEN     = "core-en"     // Lockup: A Roll Player Tale, core rulebook, English (2019)
	CoreES     = "core-es"     // the core rulebook in Spanish (2019)
	CoreZH     = "core-zh"     // the Chinese translation of the 2018 first edition
	BreakoutEN = "breakout-en" // Lockup: Breakout, English (2022)
)

// BookFiles names each book's text in the project's rulebooks folder.
var BookFiles = map[string]string{
	CoreEN:     "lockup-core-rulebook-en.md",
	CoreES:     "lockup-core-rulebook-es.md",
	CoreZH:     "lockup-core-rulebook-zh-2018.md",
	BreakoutEN: "lockup-breakout-rulebook-en.md",
}

// bookTitles says each book as a reader asks for it.
var bookTitles = map[string]string{
	CoreEN:     "core rulebook (en)",
	CoreES:     "reglamento (es)",
	CoreZH:     "规则书 (zh, 2018)",
	BreakoutEN: "Breakout rulebook (en)",
}

// BookTitle returns how lockup names a book: "reglamento (es)".
func BookTitle(book string) string { return bookTitles[book] }

// Word is a term in one language and where its book prints it.
type Word struct {
	// Term is the word as the book prints it, or ours.
	Term string `yaml:"term" json:"term"`
	// Book is the book that prints it (empty when Ours).
	Book string `yaml:"book" json:"book,omitempty"`
	// Section is the section's title as the book prints it.
	Section string `yaml:"section" json:"section,omitempty"`
	// Page is the page the book gives for the section, 0 where it gives none.
	Page int `yaml:"page" json:"page,omitempty"`
	// Ours marks a term the book does not print: lockup's own translation.
	Ours bool `yaml:"ours" json:"ours,omitempty"`
	// Also lists other words the same book prints for the term.
	Also []string `yaml:"also" json:"also,omitempty"`
	// Slip marks a printed term that says something else than the English.
	Slip bool `yaml:"slip" json:"slip,omitempty"`
	// Note explains a slip or a second word.
	Note string `yaml:"note" json:"note,omitempty"`
}

// Source says where the word comes from: `reglamento (es), "Redadas", p. 12`,
// or "no printed term (ours)".
func (w Word) Source() string {
	if w.Ours {
		return "no printed term (ours)"
	}
	return w.Cite()
}

// Words returns the term and its other printed words.
func (w Word) Words() []string { return append([]string{w.Term}, w.Also...) }

// Term is one game term in the three languages.
type Term struct {
	// ID is the term's English id, the word files and flags use
	// ("chow-hall", "potions").
	ID string `yaml:"id" json:"id"`
	// Kind groups the term: location, resource, token, goon-type, icon,
	// difficulty, colour, valuable, space, tunnel, ...
	Kind string `yaml:"kind" json:"kind"`
	En   Word   `yaml:"en" json:"en"`
	Es   Word   `yaml:"es" json:"es"`
	Zh   Word   `yaml:"zh" json:"zh"`
}

// In returns the term in a language.
func (t Term) In(l Lang) Word {
	switch l {
	case Es:
		return t.Es
	case Zh:
		return t.Zh
	}
	return t.En
}

type glossary struct {
	terms []Term
	// sections maps an English section (sectionKey) to the Spanish and
	// Chinese books' titles.
	sections map[string]SectionRow
	// index maps a folded word of any language to the terms it names.
	index map[string][]match
	// byID maps an id to its term.
	byID map[string]int
}

type match struct {
	term int
	lang Lang
}

var load = sync.OnceValues(func() (*glossary, error) {
	var doc struct {
		Terms    []Term       `yaml:"terms"`
		Sections []SectionRow `yaml:"sections"`
	}
	if err := yaml.UnmarshalWithOptions(glossaryYAML, &doc, yaml.Strict()); err != nil {
		return nil, fmt.Errorf("glossary.yaml: %w", err)
	}
	g := &glossary{terms: doc.Terms, index: map[string][]match{}, byID: map[string]int{}, sections: map[string]SectionRow{}}
	for _, row := range doc.Sections {
		if row.Es != nil {
			row.Es.Book = CoreES
		}
		if row.Zh != nil {
			row.Zh.Book = CoreZH
		}
		g.sections[sectionKey(row.En)] = row
	}
	for i := range g.terms {
		t := &g.terms[i]
		g.byID[t.ID] = i
		if t.En.Book == "" {
			t.En.Book = CoreEN
		}
		if !t.Es.Ours {
			t.Es.Book = CoreES
		}
		if !t.Zh.Ours {
			t.Zh.Book = CoreZH
		}
		for _, l := range Langs {
			for _, w := range t.In(l).Words() {
				k := Fold(w)
				if !slices.Contains(g.index[k], match{i, l}) {
					g.index[k] = append(g.index[k], match{i, l})
				}
			}
		}
		if k := Fold(t.ID); !slices.ContainsFunc(g.index[k], func(m match) bool { return m.term == i }) {
			g.index[k] = append(g.index[k], match{i, En})
		}
	}
	return g, nil
})

func mustLoad() *glossary {
	g, err := load()
	if err != nil {
		panic(err) // the embedded glossary is checked by the package's tests
	}
	return g
}

// All returns every term, in the glossary's order.
func All() []Term { return slices.Clone(mustLoad().terms) }

// Found is a term a word names, and the language the word is in.
type Found struct {
	Term Term
	Lang Lang
}

// Find returns the terms a word names in any of the three languages, by
// term, other printed word or id, after Fold. A word may name more than one
// term (Chinese 力量 is both strength and power); a term the word names in
// two languages (Hobgoblins) is found once, in the first.
func Find(word string) []Found {
	g := mustLoad()
	var out []Found
	for _, m := range g.index[Fold(word)] {
		if !slices.ContainsFunc(out, func(f Found) bool { return f.Term.ID == g.terms[m.term].ID }) {
			out = append(out, Found{g.terms[m.term], m.lang})
		}
	}
	return out
}

// Lookup returns the English id of the term of the kind a word names in any
// of the three languages ("comedor", "食堂" and "Chow Hall" all give
// "chow-hall" for kind "location"). Hyphens and underscores count as
// spaces. The rules vocabulary calls it when a word is not its own.
func Lookup(kind, word string) (string, bool) {
	return lookup(kind, word, true)
}

// LookupForeign is Lookup for the Spanish and Chinese words alone: the
// rules vocabulary reads its English words by its own rules (a game file's
// slug is stricter than the words a player types).
func LookupForeign(kind, word string) (string, bool) {
	return lookup(kind, word, false)
}

func lookup(kind, word string, english bool) (string, bool) {
	g := mustLoad()
	for _, w := range []string{word, strings.NewReplacer("-", " ", "_", " ").Replace(word)} {
		for _, m := range g.index[Fold(w)] {
			if g.terms[m.term].Kind == kind && (english || m.lang != En) {
				return g.terms[m.term].ID, true
			}
		}
	}
	return "", false
}

// Words returns every word of a language that names a term of the kind
// (every kind when kind is ""): the candidates for a suggestion.
func Words(l Lang, kind string) []string {
	var out []string
	for _, t := range mustLoad().terms {
		if kind == "" || t.Kind == kind {
			out = append(out, t.In(l).Words()...)
		}
	}
	return out
}

// LooksLike returns the language a typed word looks written in: Chinese when
// it holds a Han character, Spanish when it holds a letter only Spanish of
// the three uses (á, é, í, ó, ú, ñ, ü, ¿, ¡), else English (which may still
// be Spanish typed without accents: Candidates offers both).
func LooksLike(word string) Lang {
	for _, r := range word {
		if unicode.Is(unicode.Han, r) {
			return Zh
		}
		if strings.ContainsRune("áéíóúñüÁÉÍÓÚÑÜ¿¡", r) {
			return Es
		}
	}
	return En
}

// Candidates returns the words a suggestion for an unknown word is chosen
// from, in the language the word looks like (LooksLike): the Chinese words
// for a word in Han characters, the Spanish for one with Spanish letters,
// else the English and the Spanish (a Spanish word typed without accents
// looks English). kind "" means every kind.
func Candidates(word, kind string) []string {
	switch LooksLike(word) {
	case Zh:
		return Words(Zh, kind)
	case Es:
		return Words(Es, kind)
	}
	return append(Words(En, kind), Words(Es, kind)...)
}

// SectionRow is a section of the English core rulebook as lockup cites it
// (rules.Source's section: "Lights Out Phase – 2. Gain Suspicion") and the
// same section as the Spanish and Chinese books print it (nil where the
// book has none).
type SectionRow struct {
	En string `yaml:"en" json:"en"`
	Es *Word  `yaml:"es" json:"es,omitempty"`
	Zh *Word  `yaml:"zh" json:"zh,omitempty"`
}

// Sections returns the sections table.
func Sections() []SectionRow {
	var out []SectionRow
	for _, r := range mustLoad().sections {
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b SectionRow) int { return strings.Compare(a.En, b.En) })
	return out
}

// Section returns a section of the English core rulebook (as rules.Source
// names it, leading "I. ", "II. " or "III. " aside) as the book of the
// language prints it, with its page; false for English, and where the book
// has no such section or the table lacks it (cite the English then).
func Section(l Lang, english string) (Word, bool) {
	row, ok := mustLoad().sections[sectionKey(english)]
	switch {
	case !ok || l == En:
		return Word{}, false
	case l == Es && row.Es != nil:
		return *row.Es, true
	case l == Zh && row.Zh != nil:
		return *row.Zh, true
	}
	return Word{}, false
}

// sectionKey writes an English section for the table: without a leading
// part number ("II. "), folded.
func sectionKey(s string) string {
	for _, p := range []string{"III. ", "II. ", "I. "} {
		if rest, ok := strings.CutPrefix(s, p); ok {
			s = rest
			break
		}
	}
	return Fold(s)
}

// Cite says where a book prints a section: `reglamento (es), "Redadas",
// p. 12`.
func (w Word) Cite() string {
	s := fmt.Sprintf("%s, %q", BookTitle(w.Book), w.Section)
	if w.Page > 0 {
		s += fmt.Sprintf(", p. %d", w.Page)
	}
	return s
}
