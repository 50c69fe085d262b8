package cmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runResolve(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	ios, in, out, errOut := TestStreams()
	in.WriteString(stdin)
	code := Run(&Factory{IOStreams: ios, Version: "test"}, append([]string{"resolve"}, args...))
	return code, out.String(), errOut.String()
}

func TestResolveGolden(t *testing.T) {
	tests := []struct {
		golden string
		args   []string
	}{
		{"resolve-four-crews.txt", []string{"../../../examples/resolve-four-crews.yaml"}},
		{"resolve-four-crews-explain.txt", []string{"--explain", "../../../examples/resolve-four-crews.yaml"}},
		{"resolve-four-crews.json", []string{"--output", "json", "../../../examples/resolve-four-crews.yaml"}},
		{"resolve-solo-breakout.txt", []string{"--explain", "../../../examples/resolve-solo-breakout.yaml"}},
		{"resolve-solo-breakout.json", []string{"-o", "json", "../../../examples/resolve-solo-breakout.yaml"}},
		{"resolve-infirmary.txt", []string{"--location", "infirmary", "../../../examples/resolve-four-crews.yaml"}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			code, out, errOut := runResolve(t, "", tt.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			golden(t, tt.golden, out)
		})
	}
}

func TestResolveJSONShape(t *testing.T) {
	code, out, errOut := runResolve(t, "", "-o", "json", "../../../examples/resolve-four-crews.yaml")
	if code != 0 {
		t.Fatal(errOut)
	}
	var doc struct {
		Locations []struct {
			Location string `json:"location"`
			Ranking  []struct {
				Name     string `json:"name"`
				Strength int    `json:"strength"`
			} `json:"ranking"`
			Suspicion struct {
				To    *string `json:"to"`
				Cubes int     `json:"cubes"`
			} `json:"suspicion"`
			Rewards []struct {
				Name  string         `json:"name"`
				Tier  string         `json:"tier"`
				Gains map[string]int `json:"gains"`
			} `json:"rewards"`
			Stragglers  []string `json:"stragglers"`
			FirstPlayer string   `json:"first_player"`
		} `json:"locations"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	var slugs []string
	for _, l := range doc.Locations {
		slugs = append(slugs, l.Location)
	}
	if got := strings.Join(slugs, " "); got != "exercise-yard sewers infirmary smithy commissary chow-hall cell-block library" {
		t.Errorf("locations %s", got)
	}
	inf := doc.Locations[2]
	if inf.Ranking[0].Name != "Vera" || inf.Ranking[0].Strength != 7 || inf.Suspicion.To == nil || *inf.Suspicion.To != "Vera" || inf.Rewards[0].Gains["potions"] != 4 {
		t.Errorf("infirmary %+v", inf)
	}
	if doc.Locations[0].FirstPlayer != "Isaac" {
		t.Errorf("first player after the yard %s", doc.Locations[0].FirstPlayer)
	}
}

func TestResolveStdin(t *testing.T) {
	data, err := os.ReadFile("../../../examples/resolve-four-crews.yaml")
	if err != nil {
		t.Fatal(err)
	}
	code, out, _ := runResolve(t, string(data), "--location", "library", "-")
	if code != 0 || !strings.HasPrefix(out, "8. Library") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

func TestResolveBadInput(t *testing.T) {
	dir := t.TempDir()
	const head = "seating: [Stan, Vera, Isaac, Claire]\nfirst_player: Stan\n"
	const five = "seating: [A, B, C, D, E]\nfirst_player: A\n"
	tests := []struct {
		name string
		file string
		want string
	}{
		{"token the crew lacks", head + "locations:\n  sewers:\n    tokens:\n      Vera: [6]\n", `:6:14: locations.sewers.tokens.Vera[0]: "6" is not a crew token`},
		{"token used twice", head + "locations:\n  sewers:\n    tokens:\n      Vera: [5]\n  smithy:\n    tokens:\n      Vera: [4, 5]\n", `:9:17: locations.smithy.tokens.Vera[1]: Vera's 5 token is used twice`},
		{"library placement", head + "locations:\n  library:\n    tokens:\n      Vera: [5]\n", `:6:11: locations.library.tokens: crew tokens are never assigned to the Library`},
		{"2 with five crews", five + "locations:\n  sewers:\n    tokens:\n      A: [2]\n", `:6:11: locations.sewers.tokens.A[0]: with five crews every crew returns its 2 token to the box`},
		{"seeker without breakout", head + "locations:\n  sewers:\n    tokens:\n      Vera: [seeker]\n", `locations.sewers.tokens.Vera[0]: the seeker comes with the Breakout expansion`},
		{"unseated name", head + "locations:\n  sewers:\n    tokens:\n      Vira: [5]\n", `:6:13: locations.sewers.tokens.Vira: "Vira" is not seated; did you mean "Vera"?`},
		{"unknown location", head + "locations:\n  kitchen:\n    tokens:\n      Vera: [5]\n", `:4:3: locations.kitchen: unknown key "kitchen"`},
		{"too many face down", head + "locations:\n  sewers:\n    tokens:\n      Vera: [5, 4]\n    facedown: {Vera: 2}\n  smithy:\n    tokens:\n      Vera: [3]\n    facedown: {Vera: 1}\n", `:11:22: locations.smithy.facedown.Vera: Vera would have 3 tokens face down this round`},
		{"first player unseated", "seating: [A, B]\nfirst_player: Z\n", `:2:15: first_player: "Z" is not seated`},
		{"library decline by a crew not there", head + "locations:\n  library:\n    declines: [Vera]\n", `Vera has no tokens at the Library`},
		{"guards outside solo", head + "locations:\n  sewers:\n    guards: [2]\n", `:5:13: locations.sewers.guards: guard cards are only used in a solitary game`},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, "bad"+string(rune('a'+i))+".yaml")
			if err := os.WriteFile(path, []byte(tt.file), 0o644); err != nil {
				t.Fatal(err)
			}
			code, out, errOut := runResolve(t, "", path)
			if code != 2 {
				t.Errorf("exit %d, want 2", code)
			}
			if out != "" {
				t.Errorf("printed %q", out)
			}
			if !strings.Contains(errOut, tt.want) {
				t.Errorf("error %q\nwant it to contain %q", errOut, tt.want)
			}
		})
	}
}

func TestResolveUsage(t *testing.T) {
	if code, _, _ := runResolve(t, ""); code != 2 {
		t.Errorf("no file: exit %d", code)
	}
	if code, _, _ := runResolve(t, "", "-o", "xml", "../../../examples/resolve-four-crews.yaml"); code != 2 {
		t.Errorf("bad output: exit %d", code)
	}
	code, _, errOut := runResolve(t, "", "--location", "legend", "../../../examples/resolve-four-crews.yaml")
	if code != 2 || !strings.Contains(errOut, "not a location of this game") {
		t.Errorf("legend without breakout: exit %d %s", code, errOut)
	}
	if code, _, _ := runResolve(t, "", "no-such-file.yaml"); code != 2 {
		t.Errorf("missing file: exit %d", code)
	}
}
