package scoring

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// noteExamples returns a note of every kind, each wild valuable's reason
// in the singular and the plural, for a crew and for the guards, with the
// crews they name.
func noteExamples() ([]note, []CrewScore) {
	crews := []CrewScore{
		{Name: "Mara", Wild: Valuables{Shields: 1}},
		{Name: "Tomas", Wild: Valuables{Gems: 2, Magic: 1}},
		{Name: rules.Guards, Guards: true, Wild: Valuables{Magic: 2}},
		{Name: "Oda", Wild: Valuables{Wild: 1}},
		{Name: "Ines", Wild: Valuables{Wild: 3}},
	}
	ns := []note{
		{kind: NoteRaidZero},
		{kind: NoteGoalZero},
		{kind: NoteRaidFloor, seat: 1, a: 3},
		{kind: NoteGolemSplit, seat: 0, a: 2},
		{kind: NoteGolemSplit, seat: 1, b: 1},
		{kind: NoteGolemSplit, seat: 1, a: 1, b: 2},
		{kind: NoteGolemsIdle, seat: 0, a: 2},
		{kind: NoteScoreFloor, seat: 1, a: -7, b: -4},
		{kind: NoteLanternEscaped, seat: 0},
		{kind: NoteGuardsGoldOnly},
		{kind: NoteSoloTieItems, seat: 0},
		{kind: NoteSoloTie},
		{kind: NoteTieBrokenByItems, seat: 1, seats: Seats(0b011), a: 58, b: 4},
		{kind: NoteSharedVictory, seats: Seats(0b111), a: 40, b: 3},
	}
	for _, why := range []wildWhy{wildBest, wildSame, wildEvery, wildNoKind, wildGiven} {
		for seat := range crews {
			kind := NoteWild
			if crews[seat].Guards {
				kind = NoteGuardsWild
			}
			ns = append(ns, note{kind: kind, seat: uint8(seat), a: int32(why), b: int32(rules.CountGems)})
		}
	}
	return ns, crews
}

// TestNoteCatalogEnglish: the catalog's English of every note kind is the
// scoring's own English, word for word, so the two cannot drift apart; and
// every kind has an example.
func TestNoteCatalogEnglish(t *testing.T) {
	ns, crews := noteExamples()
	seen := map[NoteKind]bool{}
	for _, n := range ns {
		seen[n.kind] = true
		want := n.text(crews)
		if want == "" {
			t.Errorf("%v: no English", n.kind)
		}
		if got := n.textIn(terms.En, crews); got != want {
			t.Errorf("%v: the catalog's English\n%q\nthe scoring's\n%q", n.kind, got, want)
		}
	}
	for k := NoteKind(1); int(k) < len(noteKinds); k++ {
		if !seen[k] {
			t.Errorf("%v: no example", k)
		}
	}
}

// englishWords are words of the notes' English that no Spanish or Chinese
// note keeps.
var englishWords = regexp.MustCompile(`\b(the|and|of|count|counts|with|but|would|crew|goons|guards|tie|items|scores?|wild)\b`)

// TestNotesTranslated: in Spanish and Chinese every note is worded with
// none of its English left but the crews' names; Chinese keeps no Latin
// letters but the names.
func TestNotesTranslated(t *testing.T) {
	ns, crews := noteExamples()
	latin := regexp.MustCompile(`[A-Za-z]+`)
	for _, l := range []terms.Lang{terms.Es, terms.Zh} {
		for _, n := range ns {
			got := n.textIn(l, crews)
			if got == "" || got == n.text(crews) {
				t.Errorf("%v in %v: %q", n.kind, l, got)
				continue
			}
			if w := englishWords.FindString(got); w != "" {
				t.Errorf("%v in %v keeps the English %q: %q", n.kind, l, w, got)
			}
			if l == terms.Zh {
				for _, w := range latin.FindAllString(got, -1) {
					if !strings.Contains("Mara Tomas Oda Ines", w) {
						t.Errorf("%v in zh keeps %q: %q", n.kind, w, got)
					}
				}
			}
		}
	}
}

// ExampleResult_NotesIn shows a note of final scoring in Spanish.
func ExampleResult_NotesIn() {
	res := Score(Game{Crews: []Crew{
		{Name: "Mara", Reputation: 20, Items: 4},
		{Name: "Tomas", Reputation: 20, Items: 2},
	}})
	for _, n := range res.NotesIn(terms.Es) {
		fmt.Println(n.Text)
	}
	// Output:
	// Mara, Tomas empatan a 20 de reputación; Mara gana por tener más objetos (4).
}
