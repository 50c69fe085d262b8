package prisonarchitect

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/terms"
)

// noteFormats returns every format the package's notes are written with:
// the string literal a call to note or newNote gives.
func noteFormats(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			id, ok := call.Fun.(*ast.Ident)
			if !ok {
				return true
			}
			at := map[string]int{"note": 1, "newNote": 2}[id.Name]
			if at == 0 || len(call.Args) <= at {
				return true
			}
			if lit, ok := call.Args[at].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, s)
			}
			return true
		})
	}
	return out
}

// TestNoteFormatsInCatalog: every format a note is written with has its
// key in the catalog, whose English is the format itself, word for word,
// so the two cannot drift apart.
func TestNoteFormatsInCatalog(t *testing.T) {
	english := map[string]string{}
	for _, m := range terms.Messages {
		english[m.Key] = m.En
	}
	formats := noteFormats(t)
	if len(formats) < len(formatKeys) {
		t.Errorf("found %d formats in the source, the catalog has %d", len(formats), len(formatKeys))
	}
	for _, f := range formats {
		key, ok := formatKeys[f]
		if !ok {
			t.Errorf("no catalog key for the note %q", f)
			continue
		}
		if english[key] != f {
			t.Errorf("%s: the catalog's English %q, the note's %q", key, english[key], f)
		}
	}
	for phrase, key := range phraseKeys {
		if english[key] != phrase {
			t.Errorf("%s: the catalog's English %q, the phrase %q", key, english[key], phrase)
		}
	}
}

// noteGames scores games whose notes name every kind of value.
func noteGames(t *testing.T) []Note {
	t.Helper()
	var notes []Note
	add := func(g Game) {
		if pr := Check(&g); pr != nil {
			t.Fatal(pr)
		}
		res := Score(&g)
		notes = append(notes, res.Notes...)
	}
	add(Game{Wardens: []Warden{ana(), ben()}})
	add(Game{Wardens: []Warden{
		{Name: "Cleo", Cash: 10, Prison: []Square{sq("A1", BunkCell, 2), sq("B1", Showers)}, Objectives: []Objective{{Deck: StarterDeck, VP: 2, Done: true}}},
		{Name: "Dev", Cash: 9, Prison: []Square{sq("A1", BasicSolitary, 0, 0, 1), sq("A2", Surveillance)}},
		{Name: "Eve", Finance: Track{4, 2}, Prison: []Square{{At: p("A1"), Tile: LuxuryDormitory, Prisoners: Prisoners{3, 0, 0}, Windows: EdgeSet(0).With(West)}}, Escaped: [numColours][]int{Grey: {3}}},
		{Name: "Finn", Cash: 4, Prison: []Square{sq("A1", GuardTower), sq("B1", BasicHolding, 2, 1, 1)}, Bureaucracy: []Card{{ID: Groundskeeping}}, Objectives: []Objective{{Deck: HardDeck, VP: 6, Penalty: 3}}},
	}})
	gil := ben()
	gil.Name, gil.Cash = "Gil", 44
	add(Game{Solo: true, Wardens: []Warden{gil}, Governor: &Governor{
		Difficulty:  Medium,
		Tiles:       []TileID{Kitchen, Yard, Library, BunkCell},
		Bureaucracy: []Card{{ID: Coaches}, {ID: Deployment}},
		Objectives:  []Objective{{Deck: EasyDeck, VP: 4}, {Deck: HardDeck, VP: 6}},
	}})
	add(Game{Wardens: []Warden{{Name: "Ida", Prison: []Square{{At: p("A1"), Tile: BunkCell, Prisoners: Prisoners{2, 0, 0}, Cubes: needSet(Comfortable, Hygienic), CubesGiven: true}}}}})
	add(Game{Wardens: []Warden{{Name: "Jo", Prison: []Square{{At: p("A1"), Tile: SecureBunkCell, Prisoners: Prisoners{2, 0, 0}, Cubes: needSet(Secure, Hygienic), CubesGiven: true}}}}})
	una := Warden{Name: "Una", Cash: 3,
		Prison: []Square{
			sq("B2", Garden),
			{At: p("A2"), Tile: LuxurySolitary, Prisoners: Prisoners{0, 0, 1}, Windows: EdgeSet(0).With(East)},
			sq("B1", Kitchen), sq("C1", Canteen),
			sq("B3", Mailroom), sq("C3", Shop),
			sq("A3", BasketballCourt),
		},
		Bureaucracy: []Card{{ID: Tasers}, {ID: CCTV}, {ID: PrisonLabour, Prisoners: Prisoners{1, 0, 0}}, {ID: Gardeners}, {ID: Cooks}},
		Objectives:  []Objective{{Deck: EasyDeck, VP: 4}},
	}
	una.Escaped[Grey] = []int{3}
	add(Game{Solo: true, Wardens: []Warden{una}, Governor: &Governor{Difficulty: Easy, Tiles: []TileID{Kitchen, Kennels}, Objectives: []Objective{{Deck: EasyDeck, VP: 4}}}})
	// The notes these games do not give, as their code writes them.
	var cell CellNeeds
	cell.Tally[Security], cell.Tally[Contraband] = 3, 1
	for _, n := range []struct {
		key  string
		args []noteArg
	}{
		{"note.pa.snipers", nil},
		{"note.pa.mailroom-finance", []noteArg{argAt(p("B3")), argPlural(2, nounFinanceTag)}},
		{"note.pa.basketball-court", []noteArg{argAt(p("A3")), argPlural(1, nounWindow)}},
		{"note.pa.resettlement-scheme", []noteArg{argN(3)}},
		{"note.pa.offshore-tax-haven", []noteArg{argN(4)}},
		{"note.pa.cctv", []noteArg{argPlural(2, nounRedPrisoner)}},
		{"note.pa.governor-tile-no-vp", []noteArg{argTileID(Kennels)}},
		{"note.pa.cooks", []noteArg{argPlural(1, nounPrisonerIs)}},
		{"note.pa.cooks", []noteArg{argPlural(3, nounPrisonerIs)}},
		{"note.pa.unmarked", []noteArg{argAt(p("A1")), argTileID(BunkCell), argWhyOf(&cell, Secure), argNeedOf(Secure)}},
		{"note.pa.chief-of-security", []noteArg{argN(2)}},
		{"note.pa.card-prisoners", []noteArg{argPrisonersOf(Prisoners{2, 0, 1}), argCardID(PrisonLabour)}},
	} {
		for f, key := range formatKeys {
			if key == n.key {
				notes = append(notes, newNote("", "Ana", f, n.args...))
			}
		}
	}
	return notes
}

// TestNoteCatalogEnglish: worded from the catalog, every note of the
// example games says in English what Text says.
func TestNoteCatalogEnglish(t *testing.T) {
	seen := map[string]bool{}
	for _, n := range noteGames(t) {
		seen[n.format] = true
		if n.TextIn(terms.En) != n.Text() {
			t.Errorf("TextIn(En) is not Text: %q", n.TextIn(terms.En))
		}
		if got, want := n.textIn(terms.En), n.Text(); got != want {
			t.Errorf("the catalog's English\n%q\nthe note's\n%q", got, want)
		}
	}
	for f := range formatKeys {
		if !seen[f] {
			t.Errorf("no example of %q", f)
		}
	}
}

// TestNotesTranslated: in Spanish and Chinese the notes of the example
// games keep no English but the tiles' and cards' names.
func TestNotesTranslated(t *testing.T) {
	var names []string
	for _, s := range Tiles() {
		names = append(names, s.ID.String())
	}
	for _, s := range Cards() {
		names = append(names, s.ID.String())
	}
	english := regexp.MustCompile(`\b(the|and|of|its|is|on|by|counts?|scores?|with|not|to|at|tie|VP|prisoners?|objectives?)\b`)
	for _, n := range noteGames(t) {
		for _, l := range []terms.Lang{terms.Es, terms.Zh} {
			got := n.TextIn(l)
			if got == n.Text() {
				t.Errorf("in %v as in English: %q", l, got)
			}
			rest := got
			for _, name := range names {
				rest = strings.ReplaceAll(rest, name, "")
			}
			if w := english.FindString(rest); w != "" {
				t.Errorf("in %v keeps the English %q: %q", l, w, got)
			}
		}
	}
}

// A note of Prison Architect's scoring in the three languages.
func ExampleNote_TextIn() {
	n := newNote(RulingOddDollar, "Ana", "$%d scores %d VP; the odd $1 is lost", argN(17), argN(8))
	fmt.Println(n.TextIn(terms.En))
	fmt.Println(n.TextIn(terms.Es))
	fmt.Println(n.TextIn(terms.Zh))
	// Output:
	// $17 scores 8 VP; the odd $1 is lost
	// $17 dan 8 PV; el $1 sobrante se pierde
	// $17 得 8 胜利点；多出的 $1 不计
}
