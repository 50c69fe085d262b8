package input

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/scoring"
)

const twoCrews = `crews:
  - name: Vera
    reputation: 40
  - name: Isaac
    reputation: 38
`

// TestBoardStateErrors checks that every kind of bad input named by the
// board-state format is refused with the right place, field and reason.
func TestBoardStateErrors(t *testing.T) {
	tests := []struct {
		name  string
		input string
		// want is every part the message must contain: position, field,
		// reason.
		want []string
	}{
		{"malformed YAML", "crews: [\n", []string{"f.yaml:1:8", "not valid YAML"}},
		{"unknown top key with suggestion", "crew:\n  - name: A\n", []string{"f.yaml:1:1", "crew", `unknown key "crew"; did you mean "crews"?`}},
		{"unknown crew key with suggestion", twoCrews + "    suspicon: 2\n", []string{"f.yaml:6:5", "crews[1].suspicon", `did you mean "suspicion"?`}},
		{"unknown goon type", "crews:\n  - {name: A, reputation: 1, goons: {dwarfs: 2}}\n  - {name: B, reputation: 1}\n", []string{"f.yaml:2:38", "crews[0].goons.dwarfs", `did you mean "dwarves"?`}},
		{"negative count", "crews:\n  - {name: A, reputation: 1, power: -2}\n  - {name: B, reputation: 1}\n", []string{"f.yaml:2:37", "crews[0].power", "-2 is negative", "a whole number of 0 or more"}},
		{"a count that is text", "crews:\n  - {name: A, reputation: lots}\n  - {name: B, reputation: 1}\n", []string{"f.yaml:2:27", "crews[0].reputation", "must be a whole number"}},
		{"a decimal count", "crews:\n  - {name: A, reputation: 1.5}\n  - {name: B, reputation: 1}\n", []string{"crews[0].reputation", "not a decimal number"}},
		{"one crew", "crews:\n  - {name: A, reputation: 1}\n", []string{"f.yaml:2:3", "crews", "2 to 5 crews, not 1"}},
		{"six crews", "crews:\n" + strings.Repeat("  - {name: X, reputation: 1}\n", 6), []string{"crews", "not 6"}},
		{"solo with two crews", "solo: true\nguards: {reputation: 3}\n" + twoCrews, []string{"crews", "exactly 1 crew, not 2"}},
		{"solo without guards", "solo: true\ncrews:\n  - {name: A, reputation: 1}\n", []string{"crews", "needs the guards' board"}},
		{"guards outside solo", twoCrews + "guards: {reputation: 3}\n", []string{"f.yaml:6:9", "guards", "only in solitary mode"}},
		{"guards with a tomes key", "solo: true\ncrews:\n  - {name: A, reputation: 1}\nguards: {reputation: 3, tomes: 1}\n", []string{"guards.tomes", `unknown key "tomes"`}},
		{"empty name", "crews:\n  - {name: '', reputation: 1}\n  - {name: B, reputation: 1}\n", []string{"crews[0].name", "the name is empty"}},
		{"missing name", "crews:\n  - {reputation: 1}\n  - {name: B, reputation: 1}\n", []string{"crews[0]", "has no name"}},
		{"missing reputation", "crews:\n  - {name: A}\n  - {name: B, reputation: 1}\n", []string{"crews[0]", "reputation is missing"}},
		{"duplicate names", "crews:\n  - {name: A, reputation: 1}\n  - {name: A, reputation: 1}\n", []string{"f.yaml:3:5", "crews[1]", `two crews are called "A"`}},
		{"a crew called guards", "crews:\n  - {name: Guards, reputation: 1}\n  - {name: B, reputation: 1}\n", []string{"crews[0]", `may not be called "guards"`}},
		{"first player not listed", "first_player: Ivan\n" + twoCrews, []string{"f.yaml:1:15", "first_player", `"Ivan" is not listed`, "Vera"}},
		{"first player guards outside solo", "first_player: guards\n" + twoCrews, []string{"first_player", `"guards" is not listed`}},
		{"leader goal not listed", "leader_goal: Vere\n" + twoCrews, []string{"leader_goal", `did you mean "Vera"?`}},
		{"end game goal names someone not listed", "end_game_goal:\n  most: {Vera: 1, Bob: 2}\n" + twoCrews, []string{"f.yaml:2:24", "end_game_goal.most.Bob", `"Bob" is not listed`}},
		{"end game goal with both kinds", "end_game_goal:\n  most: {Vera: 1}\n  points: {Vera: 1}\n" + twoCrews, []string{"end_game_goal", "exactly one of `most`, `points`, and `condition` with `counts`"}},
		{"end game goal with most and a condition", "end_game_goal:\n  most: {Vera: 1}\n  condition: most gems\n" + twoCrews, []string{"end_game_goal", "exactly one of"}},
		{"a condition without counts", "end_game_goal:\n  condition: most gems\n" + twoCrews, []string{"end_game_goal", "`condition` and `counts` go together"}},
		{"counts without a condition", "end_game_goal:\n  counts: {Vera: 1}\n" + twoCrews, []string{"end_game_goal", "`condition` and `counts` go together"}},
		{"an instant goal's condition", "end_game_goal:\n  condition: first to 3 gems\n  counts: {Vera: 1}\n" + twoCrews, []string{"f.yaml:2:14", "end_game_goal.condition", "an instant goal's condition"}},
		{"a condition that counts nothing known", "end_game_goal:\n  condition: most hats\n  counts: {Vera: 1}\n" + twoCrews, []string{"end_game_goal.condition", "not something a goal counts"}},
		{"counts naming someone not listed", "end_game_goal:\n  condition: most gems\n  counts: {Bob: 1}\n" + twoCrews, []string{"end_game_goal.counts.Bob", `"Bob" is not listed`}},
		{"too much scrap", "crews:\n  - {name: A, reputation: 1, resources: {scrap: 20}}\n  - {name: B, reputation: 1, resources: {scrap: 6}}\n", []string{"crews[*].resources.scrap", "26 scrap cubes in all (A 20, B 6), but the box holds 25"}},
		{"too much gold", "crews:\n  - {name: A, reputation: 1, resources: {gold: 11}}\n  - {name: B, reputation: 1}\n", []string{"resources.gold", "box holds 10"}},
		{"too many potions", "crews:\n  - {name: A, reputation: 1, resources: {potions: 16}}\n  - {name: B, reputation: 1}\n", []string{"resources.potions", "box holds 15"}},
		{"too much iron", "crews:\n  - {name: A, reputation: 1, resources: {iron: 16}}\n  - {name: B, reputation: 1}\n", []string{"resources.iron", "box holds 15"}},
		{"too much power", "crews:\n  - {name: A, reputation: 1, power: 12}\n  - {name: B, reputation: 1, power: 11}\n", []string{"power", "23 power cubes", "box holds 22"}},
		{"too much suspicion, guards included", "solo: true\ncrews:\n  - {name: A, reputation: 1, suspicion: 7}\nguards: {reputation: 1, suspicion: 6}\n", []string{"suspicion", "13 suspicion cubes in all (A 7, guards 6)", "box holds 12"}},
		{"too many goons", "crews:\n  - {name: A, reputation: 1, goons: {dwarves: 30}}\n  - {name: B, reputation: 1, goons: {bandits: 4}}\n", []string{"goons", "34 goon cards", "box holds 33"}},
		{"too many items", "crews:\n  - {name: A, reputation: 1, items: 35}\n  - {name: B, reputation: 1}\n", []string{"items", "box holds 34"}},
		{"too many tomes", "crews:\n  - {name: A, reputation: 1, tomes: 29}\n  - {name: B, reputation: 1}\n", []string{"tomes", "box holds 28"}},
		{"too many tomes in solo", "solo: true\ncrews:\n  - {name: A, reputation: 1, tomes: 25}\nguards: {reputation: 1}\n", []string{"tomes", "box holds 24"}},
		{"too much loot", "expansions: [breakout]\ncrews:\n  - {name: A, reputation: 1, loot: 20}\n  - {name: B, reputation: 1, loot: 3}\n", []string{"loot", "box holds 22"}},
		{"Breakout key without the expansion", twoCrews + "    barrels: 1\n", []string{"f.yaml:6:14", "crews[1].barrels", "belongs to the Breakout expansion", "expansions: [breakout]"}},
		{"Breakout goon without the expansion", "crews:\n  - {name: A, reputation: 1, goons: {golems: 1}}\n  - {name: B, reputation: 1}\n", []string{"crews[0].goons.golems", "Breakout"}},
		{"wild valuables without the expansion", "crews:\n  - {name: A, reputation: 1, valuables: {wild: 1}}\n  - {name: B, reputation: 1}\n", []string{"crews[0].valuables.wild", "Breakout"}},
		{"lantern without the expansion", "crews:\n  - {name: A, reputation: 1, lantern: tomb}\n  - {name: B, reputation: 1}\n", []string{"crews[0].lantern", "Breakout"}},
		{"unknown expansion", "expansions: [breakin]\n" + twoCrews, []string{"expansions[0]", `unknown expansion "breakin"`}},
		{"bad lantern", "expansions: [breakout]\ncrews:\n  - {name: A, reputation: 1, lantern: cellar}\n  - {name: B, reputation: 1}\n", []string{"crews[0].lantern", `"cellar" is not a place`, "entrance, tomb, escaped"}},
		{"lantern zero", "expansions: [breakout]\ncrews:\n  - {name: A, reputation: 1, lantern: 0}\n  - {name: B, reputation: 1}\n", []string{"crews[0].lantern", "not a place"}},
		{"aliases refused", "crews:\n  - &a {name: A, reputation: 1}\n  - *a\n", []string{"f.yaml:2:5", "anchors"}},
		{"billion laughs", billionLaughs, []string{"anchors"}},
		{"two documents", twoCrews + "---\n" + twoCrews, []string{"more than one YAML document"}},
		{"empty file", "", []string{"the file is empty"}},
		{"a list at the top", "- 1\n", []string{"must be a mapping"}},
		{"solo not a bool", "solo: maybe\n" + twoCrews, []string{"solo", "true or false"}},
		{"duplicate key", twoCrews + "crews: []\n", []string{"f.yaml:6:1", "already defined"}},
		{"huge number", "crews:\n  - {name: A, reputation: 99999999999}\n  - {name: B, reputation: 1}\n", []string{"crews[0].reputation", "far too large"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseBoardState("f.yaml", []byte(tt.input))
			if err == nil {
				t.Fatalf("no error for\n%s", tt.input)
			}
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is %T, not *InputError", err, err)
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
		})
	}
}

const billionLaughs = `a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
crews: *i
`

func TestInputTooLarge(t *testing.T) {
	big := bytes.Repeat([]byte("# padding\n"), MaxInputSize/10+1)
	if _, err := ReadInput(bytes.NewReader(big), "big.yaml"); err == nil || !strings.Contains(err.Error(), "larger than 1 MiB") {
		t.Errorf("ReadInput of %d bytes: %v", len(big), err)
	}
	if _, err := ParseBoardState("big.yaml", big); err == nil || !strings.Contains(err.Error(), "larger than 1 MiB") {
		t.Errorf("ParseBoardState of %d bytes: %v", len(big), err)
	}
	// An endless reader is refused after reading just past the limit.
	if _, err := ReadInput(endless{}, "endless"); err == nil {
		t.Error("ReadInput of an endless stream succeeded")
	}
}

type endless struct{}

func (endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = '#'
	}
	return len(p), nil
}

func TestBoardStateDefaults(t *testing.T) {
	bs, err := ParseBoardState("f.yaml", []byte("expansions: [breakout]\n"+twoCrews))
	if err != nil {
		t.Fatal(err)
	}
	want := scoring.Game{Breakout: true, Crews: []scoring.Crew{
		{Name: "Vera", Reputation: 40, Lantern: scoring.Lantern{Place: scoring.AtEntrance}},
		{Name: "Isaac", Reputation: 38, Lantern: scoring.Lantern{Place: scoring.AtEntrance}},
	}}
	if !reflect.DeepEqual(bs.Game, want) {
		t.Errorf("got %+v\nwant %+v", bs.Game, want)
	}
}

// TestExamplesRoundTrip parses every shipped example, writes it back with
// FormatBoardState and checks the result reads back to the same board.
func TestExamplesRoundTrip(t *testing.T) {
	files, err := filepath.Glob("../../examples/*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range files {
		if strings.HasPrefix(filepath.Base(f), "resolve") {
			continue // resolve files have their own format
		}
		n++
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		bs, err := ParseBoardState(f, data)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		again, err := ParseBoardState("formatted", FormatBoardState(bs))
		if err != nil {
			t.Errorf("%s: formatted board does not parse: %v\n%s", f, err, FormatBoardState(bs))
			continue
		}
		if !reflect.DeepEqual(bs, again) {
			t.Errorf("%s: round trip changed the board\n got %+v\nwant %+v", f, again, bs)
		}
	}
	if n < 4 {
		t.Errorf("found %d board-state examples, want at least 4", n)
	}
}

// TestBoardStateGoalCondition reads an end game goal given by its printed
// condition and each crew's count (docs/board-state.md): the condition and
// counts reach scoring as written, and the board writes back the same.
func TestBoardStateGoalCondition(t *testing.T) {
	for _, tc := range []struct {
		condition string
		kind      scoring.GoalKind
	}{
		{"most gems (at least 2)", scoring.MostGoal},
		{"most valuables", scoring.MostGoal},
		{"2 per gem", scoring.PointsGoal},
		{"3 per 2 shields", scoring.PointsGoal},
	} {
		data := "expansions: [breakout]\nend_game_goal:\n  condition: " + tc.condition + "\n  counts: {Vera: 3, Isaac: 1}\n" +
			"crews:\n  - {name: Vera, reputation: 40, valuables: {gems: 3, wild: 1}}\n  - {name: Isaac, reputation: 38}\n"
		bs, err := ParseBoardState("f.yaml", []byte(data))
		if err != nil {
			t.Fatalf("%s: %v", tc.condition, err)
		}
		goal := bs.Game.EndGameGoal
		if goal.Kind != tc.kind || goal.Condition.String() != tc.condition || goal.Counts[0] != 3 || goal.Counts[1] != 1 {
			t.Errorf("%s: read %+v", tc.condition, goal)
		}
		out := FormatBoardState(bs)
		if !bytes.Contains(out, []byte("  condition: "+YAMLString(tc.condition)+"\n  counts: {Vera: 3, Isaac: 1}\n")) {
			t.Errorf("%s: written as\n%s", tc.condition, out)
		}
		again, err := ParseBoardState("formatted", out)
		if err != nil || !reflect.DeepEqual(bs, again) {
			t.Errorf("%s: round trip: %v\n got %+v\nwant %+v", tc.condition, err, again, bs)
		}
	}
}

// FuzzBoardState runs parse, check and score over arbitrary input: it must
// never panic, every refusal must be an *InputError, and every accepted board
// must score to breakdowns that add up and survive a round trip.
func FuzzBoardState(f *testing.F) {
	files, _ := filepath.Glob("../../examples/*.yaml")
	for _, file := range files {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(twoCrews))
	f.Add([]byte(billionLaughs))
	f.Add([]byte("crews: [{name: \"\\u00e9\\t\", reputation: 0}, {name: 7, reputation: 1}]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		bs, err := ParseBoardState("fuzz.yaml", data)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is %T, not *InputError", err, err)
			}
			return
		}
		res := scoring.Score(bs.Game)
		crews := res.Crews()
		if len(crews) != len(bs.Game.Crews) {
			t.Fatalf("%d results for %d crews", len(crews), len(bs.Game.Crews))
		}
		for _, c := range crews {
			if c.Total() < 0 {
				t.Fatalf("%s total %d is below 0", c.Name, c.Total())
			}
		}
		if len(res.Winners()) == 0 {
			t.Fatal("no winner")
		}
		again, err := ParseBoardState("formatted", FormatBoardState(bs))
		if err != nil {
			t.Fatalf("formatted board does not parse: %v\n%s", err, FormatBoardState(bs))
		}
		if !reflect.DeepEqual(bs, again) {
			t.Fatalf("round trip changed the board\n got %+v\nwant %+v", again, bs)
		}
	})
}

// TestPlainYAMLMatchesPattern checks plainYAML against the pattern it
// stands for.
func TestPlainYAMLMatchesPattern(t *testing.T) {
	pattern := regexp.MustCompile(`^[A-Za-z][A-Za-z0-9 '!?.,&()/-]*$`)
	cases := []string{"", "a", "A", "z9", "9a", " a", "Vera", "Stanislav the Great", "O'Brien", "Dr. Who?", "A, B & C (d)/e-f!", "a:b", "a#", "a\n", "Zoë", "é", "a\tb", "a_b", "a\"", "a\xff", "[a]", "a{"}
	for c := 0; c < 256; c++ {
		cases = append(cases, "a"+string(rune(c)), string([]byte{byte(c)}), "b"+string([]byte{byte(c)}))
	}
	for _, s := range cases {
		if got, want := plainYAML(s), pattern.MatchString(s); got != want {
			t.Errorf("plainYAML(%q) = %t, want %t", s, got, want)
		}
	}
}
