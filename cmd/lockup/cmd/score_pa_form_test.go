package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/input"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"

	"github.com/lockup-companion/lockup/companion/store"
)

// paSoloAnswers answer the Prison Architect form, one per line, for the
// solo game of examples/prison-architect-solo.yaml. Each square is asked
// only what its tile takes: the Library its Staff meeple, a token and the
// Windows on its free edges; the Basic Dormitory Grey prisoners only.
var paSoloAnswers = []string{
	"y", "Gil", // solo, the warden
	"38", "5", "1", "5", "2", // cash, tracks
	"", "", "", "3", "", "", // specialists: 3 librarians
	"A1 B1 C1 A2 B2 A3",
	"library", "luxury holding", "garden", "basic dormitory", "common room", "infirmary",
	"y", "", "", // A1 Library: staff, token, Windows (N, W)
	"", "E", "", "", "1", "comfortable, hygienic", "librarian", // B1 Luxury Holding
	"", "", // C1 Garden: token, Windows
	"", "", "4", "comfortable hygienic", "librarian librarian", // A2 Basic Dormitory: grey only
	"", "S", // B2 Common Room
	"", "", // A3 Infirmary
	"tax relief, tasers", "2", // cards, objectives played
	"3", "7", "", "y", // a hard objective met
	"2", "4", "", "n", // an easy one missed
	"3", "", "6", "", "", "", // escaped grey 3, red 6; none released
	"2", "kitchen, yard, library, bunk-cell", "coaches, deployment", "2", // the Governor
	"2", "4", "3", "6", // his objectives
}

// TestPAScoreFormSolo answers the whole form in accessible mode: the board
// is saved to a file that reads back as the example it was typed from, and
// scored to the example's totals (65 against the Governor's 68).
func TestPAScoreFormSolo(t *testing.T) {
	t.Parallel()
	setDirs(t, store.Dirs{Data: filepath.Join(t.TempDir(), "lockup")})
	save := filepath.Join(t.TempDir(), "pa.yaml")
	code, out, errOut := runOwn(t, strings.Join(paSoloAnswers, "\n")+"\n", false, "pa", "score", "--accessible", "--save", save, "--output", "json")
	if code != 0 {
		t.Fatalf("exit code %d\n%s", code, errOut)
	}
	for _, want := range []string{`"total": 65`, `"total": 68`, `"winners": [` + "\n" + `    "governor"`} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	got, err := input.ParsePrisonArchitect(save, data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	exData, _ := os.ReadFile("../../../examples/prison-architect-solo.yaml")
	want, err := input.ParsePrisonArchitect("example", exData)
	if err != nil {
		t.Fatal(err)
	}
	if gs, ws := pa.Score(got), pa.Score(want); gs.Wardens[0].Breakdown != ws.Wardens[0].Breakdown || gs.Governor.Total() != ws.Governor.Total() {
		t.Errorf("typed %+v, example %+v", gs.Wardens[0].Breakdown, ws.Wardens[0].Breakdown)
	}
	if len(got.Wardens[0].Prison) != 6 || got.Wardens[0].Prison[1].Windows != pa.EdgeSet(0).With(pa.East) || !got.Wardens[0].Prison[0].Staff {
		t.Errorf("the prison was not saved as typed:\n%s", data)
	}
	if !strings.Contains(errOut, "Saved the board to "+save) {
		t.Errorf("lockup does not say where the board is:\n%s", errOut)
	}
}

// TestPAScoreFormRefusesAsTyped: answers the rules refuse are refused as
// they are typed, with the package's words, and asked again: a prison in
// pieces ("Build"), a track space past 10 ("Tags"), a Window on an edge facing an indoor tile ("Windows"),
// three prisoners in a Bunk Cell that holds two ("Intake"), a specialist
// you do not have ("Specialists"), a threat value outside its colour's
// range ("Meet the Inmates").
func TestPAScoreFormRefusesAsTyped(t *testing.T) {
	t.Parallel()
	answers := []string{
		"n", "Ana, Ben",
		"10", "11", "", "", "", "", "1", "", "", "", "", "", // cash, tracks (space 11 refused), one guard
		"A1 C1", "A1 B1", // in pieces, then joined
		"bunk cell", "kitchen",
		"", "E", "N", "3", "2", "", "", "dog", "guard", // A1 Bunk Cell: token, Windows, grey, orange, needs, specialists
		"", "", // B1 Kitchen: token, Windows
		"", "0", // no cards, no objectives
		"9", "3", "", "", "", "", "", // escaped grey 9 refused, then 3
	}
	save := filepath.Join(t.TempDir(), "pa.yaml")
	code, _, errOut := runOwn(t, strings.Join(answers, "\n")+"\n", false, "pa", "score", "--accessible", "--save", save)
	if code != 2 {
		t.Errorf("exit code %d, want 2 (the answers end at Ben)", code)
	}
	for _, want := range []string{
		"space 11 is not on the track", "rulebook: Tags",
		"C1 shares no side with A1", "rulebook: Build",
		"the Window on the E edge of A1 faces Kitchen at B1, an indoor tile",
		"3 prisoners in Bunk Cell, which holds 2 here",
		"1 dog assigned to cells, but you have 0",
		"a grey prisoner's threat value is 2 to 3, not 9",
		`input ended at "Ben: cash left ($)"`,
	} {
		if !strings.Contains(errOut, want) {
			t.Errorf("standard error lacks %q:\n%s", want, errOut)
		}
	}
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"{at: A1, tile: bunk-cell, windows: [N], prisoners: {grey: 2}, specialists: [guard]}", "escaped: {grey: [3]}", "name: Ben"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the saved board lacks %q:\n%s", want, data)
		}
	}
}

// TestPAScoreFormInputEnds: answers that end early are kept in the saved
// file, which names the question they ended at; with no warden named,
// nothing is saved.
func TestPAScoreFormInputEnds(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		answers  int // how many of paSoloAnswers
		question string
		saved    []string
	}{
		{1, "Wardens' names, separated by commas (1 to 4; solo: your name)", nil},
		{14, "Gil: the tile at A1", []string{"name: Gil", "cash: 38", "- {at: A1}", "- {at: A3}"}},
		{24, "Gil, B1 Luxury Holding: Windows, on edges N, E", []string{"{at: A1, tile: library, staff: true}", "{at: B1, tile: luxury-holding}"}},
	} {
		save := filepath.Join(t.TempDir(), "pa.yaml")
		code, out, errOut := runOwn(t, strings.Join(paSoloAnswers[:tc.answers], "\n")+"\n", false, "pa", "score", "--accessible", "--save", save)
		if code != 2 || strings.Contains(out, "Winner") {
			t.Errorf("%d answers: exit code %d\n%s", tc.answers, code, out)
		}
		if want := `input ended at "` + tc.question + `"`; !strings.Contains(errOut, want) {
			t.Errorf("%d answers: standard error lacks %s:\n%s", tc.answers, want, errOut)
		}
		data, err := os.ReadFile(save)
		if tc.saved == nil {
			if err == nil || !strings.Contains(errOut, "nothing was saved") {
				t.Errorf("a board was saved with no warden named (%v)", err)
			}
			continue
		}
		if err != nil || !strings.Contains(errOut, "lockup pa score "+save) {
			t.Fatalf("%d answers: not saved, or not said where (%v):\n%s", tc.answers, err, errOut)
		}
		for _, want := range tc.saved {
			if !strings.Contains(string(data), want) {
				t.Errorf("%d answers: the saved board lacks %q:\n%s", tc.answers, want, data)
			}
		}
	}
}
