package terms_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
)

// rulebooks finds the project's rulebooks folder (shared/rules) in a parent
// of the repository, "" when it is not there.
func rulebooks(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for {
		if p := filepath.Join(dir, "shared", "rules"); fileExists(filepath.Join(p, terms.BookFiles[terms.CoreES])) {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// TestGlossaryShape: every term has an id (unique), a kind and a word in
// each language; the English always cites its book; every Spanish and
// Chinese word either cites a section of its book or is marked as ours, never
// both.
func TestGlossaryShape(t *testing.T) {
	seen := map[string]bool{}
	all := terms.All()
	if len(all) < 100 {
		t.Errorf("the glossary holds %d terms; expected the whole game's (over 100)", len(all))
	}
	for _, term := range all {
		if term.ID == "" || term.Kind == "" {
			t.Errorf("%+v: a term needs an id and a kind", term)
		}
		if seen[term.ID] {
			t.Errorf("id %q is used twice", term.ID)
		}
		seen[term.ID] = true
		if term.En.Ours || term.En.Section == "" || term.En.Term == "" {
			t.Errorf("%s: the English term must cite its book's section", term.ID)
		}
		for _, l := range []terms.Lang{terms.Es, terms.Zh} {
			w := term.In(l)
			switch {
			case w.Term == "":
				t.Errorf("%s: no %s term", term.ID, l)
			case w.Ours && (w.Section != "" || w.Page != 0 || w.Slip):
				t.Errorf("%s (%s): a term of ours cites no section and is no slip", term.ID, l)
			case !w.Ours && w.Section == "":
				t.Errorf("%s (%s): %q has no section of its book and is not marked as ours", term.ID, l, w.Term)
			case w.Slip && w.Note == "":
				t.Errorf("%s (%s): a slip needs a note saying what it is", term.ID, l)
			}
		}
	}
}

// TestGlossaryCitesTheBooks: every section title cited occurs in its book
// as printed, and every word said to be printed occurs in that book (letter
// case aside), so that a reader can find it.
func TestGlossaryCitesTheBooks(t *testing.T) {
	dir := rulebooks(t)
	if dir == "" {
		t.Skip("the rulebooks (shared/rules) are not beside the repository")
	}
	books := map[string]string{}
	for book, file := range terms.BookFiles {
		data, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			t.Fatal(err)
		}
		books[book] = string(data)
	}
	for _, term := range terms.All() {
		for _, l := range terms.Langs {
			w := term.In(l)
			if w.Ours {
				continue
			}
			book, ok := books[w.Book]
			if !ok {
				t.Errorf("%s (%s): unknown book %q", term.ID, l, w.Book)
				continue
			}
			if !strings.Contains(book, w.Section) {
				t.Errorf("%s (%s): section %q is not printed in %s", term.ID, l, w.Section, terms.BookFiles[w.Book])
			}
			folded := text.Key(book)
			for _, word := range w.Words() {
				if !strings.Contains(folded, text.Key(word)) {
					t.Errorf("%s (%s): %q is not printed in %s", term.ID, l, word, terms.BookFiles[w.Book])
				}
			}
		}
	}
}

// TestGlossaryKeepsTheSlips: the books' slips the glossary must keep as data
// (issue 24): Spanish "Fácil" for the moderate level and "comprar" for
// crafting; Chinese 力量 for both strength and power, two words for Patrol.
func TestGlossaryKeepsTheSlips(t *testing.T) {
	byID := map[string]terms.Term{}
	for _, term := range terms.All() {
		byID[term.ID] = term
	}
	for _, c := range []struct {
		id   string
		lang terms.Lang
		word string
	}{
		{"moderate", terms.Es, "Fácil"},
		{"craft", terms.Es, "comprar"},
		{"strength", terms.Zh, "力量"},
		{"power", terms.Zh, "力量"},
		{"patrol", terms.Zh, "巡检阶段"},
		{"patrol", terms.Zh, "巡逻阶段"},
	} {
		w := byID[c.id].In(c.lang)
		if !w.Slip || w.Note == "" {
			t.Errorf("%s (%s): not kept as a slip with a note", c.id, c.lang)
		}
		found := false
		for _, x := range w.Words() {
			found = found || x == c.word
		}
		if !found {
			t.Errorf("%s (%s): %q is not among %q", c.id, c.lang, c.word, w.Words())
		}
	}
	if n := len(terms.Find("力量")); n != 2 {
		t.Errorf("力量 names %d terms, want 2 (strength and power)", n)
	}
}

func TestLookup(t *testing.T) {
	for _, c := range []struct {
		kind, word, want string
	}{
		{"location", "Comedor", "chow-hall"},
		{"location", "食堂", "chow-hall"},
		{"location", "chow hall", "chow-hall"},
		{"location", "patio-de-ejercicios", "exercise-yard"},
		{"location", "ENFERMERÍA", "infirmary"},
		{"location", "Enfermeri\u0301a", "infirmary"}, // NFD, as some keyboards type it
		{"location", "Comisaría", "commissary"},
		{"location", "Enfermeria", ""}, // accents as typed
		{"resource", "pociones", "potions"},
		{"resource", "poción", "potions"},
		{"resource", "药剂", "potions"},
		{"resource", "黄金", "gold"},
		{"goon-type", "hombres-rata", "ratmen"},
		{"goon-type", "Ladrones", "bandits"},
		{"goon-type", "鼠人", "ratmen"},
		{"token", "matón", "enforcer"},
		{"token", "瞭望员", "lookout"},
		{"difficulty", "fácil", "moderate"},
		{"difficulty", "Bloqueo Local", "moderate"},
		{"difficulty", "专家", "expert"},
		{"colour", "rojas", "red"},
		{"icon", "Ganar Poder", "gain-power"},
		{"icon", "加深嫌疑", "give-suspicion"},
		{"location-card", "fuera de servicio", "off-duty"},
		{"resource", "Comedor", ""}, // a location, not a resource
	} {
		got, ok := terms.Lookup(c.kind, c.word)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("Lookup(%q, %q) = %q, %v; want %q", c.kind, c.word, got, ok, c.want)
		}
	}
}

func TestLooksLike(t *testing.T) {
	for _, c := range []struct {
		word string
		want terms.Lang
	}{{"comedor", terms.En}, {"enfermería", terms.Es}, {"食", terms.Zh}, {"chow", terms.En}} {
		if got := terms.LooksLike(c.word); got != c.want {
			t.Errorf("LooksLike(%q) = %s, want %s", c.word, got, c.want)
		}
	}
	if got := text.Closest("食糖", terms.Candidates("食糖", "location")); got != "食堂" {
		t.Errorf("closest to 食糖 = %q, want 食堂", got)
	}
	if got := text.Closest("enfermeria", terms.Candidates("enfermeria", "location")); got != "Enfermería" {
		t.Errorf("closest to enfermeria = %q, want Enfermería", got)
	}
}

func ExampleLookup() {
	for _, w := range []string{"Bloque de Celdas", "牢房", "cell block"} {
		id, _ := terms.Lookup("location", w)
		fmt.Println(w, "->", id)
	}
	// Output:
	// Bloque de Celdas -> cell-block
	// 牢房 -> cell-block
	// cell block -> cell-block
}
