package input

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/terms"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

// TestPrisonArchitectExamples reads the shipped examples and scores them:
// the totals are the ones worked out by hand in
// scoring/prisonarchitect/whole_test.go (ana, ben; Gil = ben with $38
// against the Governor at medium with Coaches and Deployment: 68).
func TestPrisonArchitectExamples(t *testing.T) {
	for _, tc := range []struct {
		file   string
		totals []int
		gov    int
	}{
		{"../../examples/prison-architect.yaml", []int{43, 56}, 0},
		{"../../examples/prison-architect-solo.yaml", []int{65}, 68},
	} {
		data, err := os.ReadFile(tc.file)
		if err != nil {
			t.Fatal(err)
		}
		if GameOf(tc.file, data) != PrisonArchitectGame {
			t.Errorf("%s: GameOf %q", tc.file, GameOf(tc.file, data))
		}
		g, err := ParsePrisonArchitect(tc.file, data)
		if err != nil {
			t.Fatal(err)
		}
		res := pa.Score(g)
		for i, want := range tc.totals {
			if got := res.Wardens[i].Total(); got != want {
				t.Errorf("%s %s: %d, want %d", tc.file, res.Wardens[i].Name, got, want)
			}
		}
		if tc.gov > 0 && res.Governor.Total() != tc.gov {
			t.Errorf("%s governor %d, want %d", tc.file, res.Governor.Total(), tc.gov)
		}
		// The cubes typed in the examples are those the rules give.
		for _, n := range res.Notes {
			if strings.Contains(n.Text(), "marked it") || strings.Contains(n.Text(), "no cube says so") {
				t.Errorf("%s: %s", tc.file, n)
			}
		}
	}
}

const paHead = "game: prison-architect\nwardens:\n  - name: Ana\n    prison:\n"

// TestPrisonArchitectRefusals is the list of refusals, each with
// its place in the file.
func TestPrisonArchitectRefusals(t *testing.T) {
	for _, tc := range []struct {
		name, input string
		want        []string
	}{
		{"two tiles on a square", paHead + "      - {at: A1, tile: chapel}\n      - {at: A1, tile: yard}\n", []string{"f.yaml:6:14", "wardens[0].prison[1].at", "A1 already holds Chapel", "Build"}},
		{"outside the frame", paHead + "      - {at: G1, tile: chapel}\n", []string{"f.yaml:5:14", "wardens[0].prison[0].at", `"G1" is not a square`}},
		{"touching no other", paHead + "      - {at: A1, tile: chapel}\n      - {at: C3, tile: yard}\n", []string{"f.yaml:6:14", "Yard at C3 touches no other tile"}},
		{"more than 10 cells", paHead + cells(11), []string{"wardens[0].prison", "11 cells", "at most 10"}},
		{"card twice in one hand", paHead + "      - {at: A1, tile: chapel}\n    bureaucracy: [cctv, cctv]\n", []string{"f.yaml:6:25", "bureaucracy[1]", "CCTV is listed twice"}},
		{"card in two hands", "game: prison-architect\nwardens:\n  - {name: A, bureaucracy: [cctv]}\n  - {name: B, bureaucracy: [cooks, cctv]}\n", []string{"f.yaml:4:36", "wardens[1].bureaucracy[1]", "already in A's Bureaucracy area"}},
		{"more prisoners than the box", "game: prison-architect\nwardens:\n  - name: A\n    escaped: {red: [" + strings.TrimSuffix(strings.Repeat("6, ", 41), ", ") + "]}\n", []string{"wardens", "41 red prisoners", "box holds 40"}},
		{"red in a dormitory", paHead + "      - {at: A1, tile: basic-dormitory, prisoners: {red: 1}}\n", []string{"prisoners.red", "Basic Dormitory takes no red prisoner", "grey prisoners"}},
		{"mixed bunk cell", paHead + "      - {at: A1, tile: bunk-cell, prisoners: {grey: 1, orange: 1}}\n", []string{"prisoners", "one colour only"}},
		{"over capacity", paHead + "      - {at: A1, tile: basic-solitary, prisoners: {grey: 2}}\n", []string{"prisoners", "2 prisoners in Basic Solitary, which holds 1"}},
		{"threat out of range", "game: prison-architect\nwardens:\n  - name: A\n    escaped: {orange: [4, 6]}\n", []string{"f.yaml:4:27", "wardens[0].escaped.orange", "threat value is 3 to 5, not 6"}},
		{"window facing indoor", paHead + "      - {at: A1, tile: common-room, windows: [E]}\n      - {at: B1, tile: chapel}\n", []string{"windows", "faces Chapel at B1, an indoor tile"}},
		{"token not passive", paHead + "      - {at: A1, tile: chapel, token: finance}\n", []string{"token", "a token shows a passive tag, not finance"}},
		{"unknown token", paHead + "      - {at: A1, tile: chapel, token: fod}\n", []string{"token", `unknown tag "fod"; did you mean "food"?`}},
		{"staff without a slot", paHead + "      - {at: A1, tile: chapel, staff: true}\n", []string{"staff", "Chapel has no Staff slot", "locker-room"}},
		{"needs on a non-cell", paHead + "      - {at: A1, tile: chapel, needs: [secure]}\n", []string{"needs", "not a cell"}},
		{"track past 10", "game: prison-architect\nwardens:\n  - {name: A, tracks: {finance: {space: 11}}}\n", []string{"tracks.finance.space", "space 11 is not on the track"}},
		{"three starters", "game: prison-architect\nwardens:\n  - name: A\n    objectives: [{deck: starter, vp: 1}, {deck: starter, vp: 1}, {deck: starter, vp: 1}]\n", []string{"objectives[2].deck", "third starter objective"}},
		{"solo with two wardens", "game: prison-architect\nsolo: true\ngovernor: {difficulty: easy}\nwardens: [{name: A}, {name: B}]\n", []string{"wardens", "a solo game has one warden, not 2"}},
		{"solo without governor", "game: prison-architect\nsolo: true\nwardens: [{name: A}]\n", []string{"needs the Governor"}},
		{"unknown tile", paHead + "      - {at: A1, tile: luxury-dorm}\n", []string{"tile", `unknown tile "luxury-dorm"; did you mean`}},
		{"unknown card", paHead + "      - {at: A1, tile: chapel}\n    bureaucracy: [acountants]\n", []string{"bureaucracy[0]", `did you mean "accountants"?`}},
		{"no game key", "wardens: [{name: A}]\n", []string{"game", "game: prison-architect"}},
		{"five wardens", "game: prison-architect\nwardens: [{name: A}, {name: B}, {name: C}, {name: D}, {name: E}]\n", []string{"5 wardens"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParsePrisonArchitect("f.yaml", []byte(tc.input))
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("got %v, want an InputError", err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%v\nlacks %q", err, w)
				}
			}
		})
	}
}

// cells writes n Bunk Cells in rows of 6.
func cells(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString("      - {at: " + string(rune('A'+i%6)) + string(rune('1'+i/6)) + ", tile: bunk-cell}\n")
	}
	return b.String()
}

// FuzzParsePrisonArchitect: any input is read or refused with an
// InputError, never a panic, and a file read is one Score accepts.
func FuzzParsePrisonArchitect(f *testing.F) {
	for _, file := range []string{"../../examples/prison-architect.yaml", "../../examples/prison-architect-solo.yaml"} {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(paHead + "      - {at: A1, tile: bunk-cell, prisoners: {grey: 2}}\n"))
	f.Add([]byte("game: prison-architect\nwardens: [{name: A, escaped: {red: [5]}}]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := ParsePrisonArchitect("fuzz.yaml", data)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("not an InputError: %v", err)
			}
			return
		}
		res := pa.Score(g)
		if len(res.Winners) == 0 {
			t.Fatalf("no winner for %q", data)
		}
		for i := range g.Wardens {
			_ = pa.Diagram(&g.Wardens[i])
		}
	})
}

// TestBoardStateRefusesOtherGame: ParseBoardState reads Lockup boards; a
// Prison Architect file given to it is refused as such, pointing at its
// `game:` line and naming the command that scores it (lockup pa score),
// not as an unknown key.
func TestBoardStateRefusesOtherGame(t *testing.T) {
	for _, tc := range []struct {
		name, input string
		want        []string
	}{
		{"prison-architect", "# a comment\ngame: prison-architect\nwardens: []\n", []string{"b.yaml:2:7", "Prison Architect board", terms.Hint{Kind: terms.HintPAScore}.String()}},
		{"another", "game: chess\ncrews: []\n", []string{"b.yaml:1:7", `game: "chess" is not a game lockup scores`, "no `game:` key"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseBoardState("b.yaml", []byte(tc.input))
			if err == nil {
				t.Fatal("accepted")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("%q lacks %q", err, w)
				}
			}
			if strings.Contains(err.Error(), "unknown key") {
				t.Errorf("still an unknown key: %v", err)
			}
		})
	}
}
