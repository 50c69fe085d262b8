package cmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/resolve"
	"github.com/lockup-companion/lockup/companion/store"
)

func runResolve(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	ios, in, out, errOut := cmdutil.TestStreams()
	in.WriteString(stdin)
	code := Run(&Factory{IOStreams: ios, Version: "test", Dirs: store.Dirs{Data: t.TempDir(), Config: t.TempDir()}}, append([]string{"resolve"}, args...))
	return code, out.String(), errOut.String()
}

func TestResolveGolden(t *testing.T) {
	t.Parallel()
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
		{"resolve-solo.txt", []string{"../../../examples/resolve-solo.yaml"}},
		{"resolve-solo-explain.txt", []string{"--explain", "../../../examples/resolve-solo.yaml"}},
		{"resolve-solo.json", []string{"-o", "json", "../../../examples/resolve-solo.yaml"}},
		{"resolve-solo-cell-block.txt", []string{"--location", "cell-block", "../../../examples/resolve-solo.yaml"}},
		// The guards' decisions and their reasons in Spanish and Chinese
		// (the catalog's reason.* messages), the passages cited in the
		// reader's book.
		{"resolve-solo-es.txt", []string{"--lang", "es", "../../../examples/resolve-solo.yaml"}},
		{"resolve-solo-zh.txt", []string{"--lang", "zh", "../../../examples/resolve-solo.yaml"}},
		{"resolve-solo-explain-zh.txt", []string{"--lang", "zh", "--explain", "../../../examples/resolve-solo.yaml"}},
		{"resolve-solo-breakout-es.txt", []string{"--lang", "es", "--explain", "../../../examples/resolve-solo-breakout.yaml"}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			code, out, errOut := runResolve(t, "", tt.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			golden(t, "resolve/"+tt.golden, out)
		})
	}
}

func TestResolveJSONShape(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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
	t.Parallel()
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
		{"guard board outside solo", head + "guard_board: {power: 1}\n", `:3:14: guard_board: only a solitary game has a guard board, and only there does lockup decide for the guards (allowed: seat [your crew, guards] to play solo, or remove the key)`},
		{"goon icon misspelt", "seating: [Rin, guards]\nfirst_player: Rin\nlocations:\n  sewers:\n    goon: {name: Grub, suspicion: 1, effects: [gain-gild]}\n", `:5:48: locations.sewers.goon.effects[0]: "gain-gild" is not a special effect icon; did you mean "gain-gold"?`},
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
	t.Parallel()
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

// TestResolveGuardsDecisions runs the guards' decisions of small solitary
// files through the command, one path each (core rulebook, "Solitary Mode –
// Lights Out Phase" and "Special Effects"); the shipped example's golden
// files hold the Commissary's rarest tie, the Chow Hall's tie by the
// lowest-numbered location and the Cell Block's tie between a display item
// and a reserved one. The card names and values are made up.
func TestResolveGuardsDecisions(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	const head = "seating: [Rin, guards]\nfirst_player: guards\n"
	tests := []struct {
		name string
		file string
		want []string
	}{
		{"the Library's star for guards who straggled", head + "guard_board: {reputation: 10}\nlocations:\n  commissary:\n    guards: [1]\n    tokens: {Rin: [5]}\n", []string{
			"  board before:  no resources; 0 power; 0 suspicion; 10 reputation\n",
			"  - Library: the guards score 1 star: the guards have the most strength at the Library: 1 star instead of tomes\n",
			"  board after:   no resources; 0 power; 0 suspicion; 11 reputation\n",
		}},
		{"a reserve when the guards can pay for nothing", head + "display:\n  - {name: Lamp, reputation: 2, cost: {iron: 1}}\n  - {name: Crown, reputation: 5, cost: {gold: 3}}\nlocations:\n  cell-block:\n    guards: [2]\n", []string{
			"  - Cell Block: the guards reserve Crown (display space 2): the guards can pay for no item: they reserve one for free instead\n",
			"  board after:   no resources; 0 power; 0 suspicion; 0 reputation; reserved: Crown\n",
		}},
		// Nothing to craft (the display is empty, nothing reserved) nor to
		// reserve: the guards collect no reward and their card of 2
		// straggles (core rulebook, "Lights Out Phase", step 4); alone at
		// the Library it has the most strength: 1 star instead of tomes
		// ("Solitary Mode – Lights Out Phase, Library"). The Library agrees
		// with the tracker's (ruling solo-cell-block-nothing).
		{"nothing at the Cell Block with an empty display", head + "guard_board: {resources: {scrap: 3}}\ndisplay: [empty, empty]\nlocations:\n  cell-block:\n    guards: [2]\n", []string{
			"  stragglers:    guards (to the Library)\n",
			"8. Library\n  ranking:       guards 2\n  guards:        most: gains 1 reputation\n",
			"  - Cell Block: the guards collect no reward: the guards can pay for no item: they reserve one for free instead; the guards can craft nothing and the display is empty: they collect no reward, and their guard cards straggle to the Library\n",
			"  - Library: the guards score 1 star: the guards have the most strength at the Library: 1 star instead of tomes\n",
			"  board after:   3 scrap; 0 power; 0 suspicion; 1 reputation\n",
			"solo-cell-block-nothing: ",
		}},
		{"a reserved item of more reputation, and its exchange icon", head + "guard_board:\n  resources: {scrap: 2, gold: 1}\n  reserved: [{name: Lockpick, reputation: 5, cost: {scrap: 1}, effects: [exchange-resource]}]\ndisplay: [{name: Rope, reputation: 3, cost: {scrap: 1}}]\nlocations:\n  cell-block:\n    guards: [2]\n", []string{
			"  - Cell Block: the guards craft Lockpick (reserved item 1), paying 1 scrap, for 5 reputation\n",
			"      Lockpick, exchange-resource icon: the guards give 1 scrap for 1 iron: the guards hold most scrap and gold (1 each): they give 1 scrap, the least rare; they hold fewest potions and iron (0 each) of the kinds the supply has: they take 1 iron, the rarest\n",
			"  board after:   1 iron, 1 gold; 0 power; 0 suspicion; 5 reputation\n",
		}},
		{"the marker taken at the Exercise Yard, one goon left and its icons", "seating: [Rin, guards]\nfirst_player: Rin\nguard_board: {suspicion: 1}\nlocations:\n  exercise-yard:\n    guards: [5]\n    tokens: {Rin: [2]}\n  chow-hall:\n    guards: [4]\n  smithy:\n    goon: {name: Brute, suspicion: 1, effects: [give-suspicion, draw-tome, increase-storage]}\n", []string{
			"  - Exercise Yard: the guards collect 1 power: the guards take the first player marker from the player\n",
			"  - Chow Hall: the guards seize Brute: only 1 goon on the goon spaces: the guards seize what is there\n",
			"      Brute, give-suspicion icon: the guards give 1 suspicion cube to the player\n",
			"      Brute, draw-tome icon: the guards score 1 star\n",
			"      Brute, increase-storage icon: the guards do nothing: Increase Storage Limit does nothing for the guards: they have no limit\n",
			"  board after:   no resources; 1 power; 0 suspicion; 1 reputation\n",
		}},
		{"a tie the guards win with the first player marker", head + "guard_board: {resources: {scrap: 1, potions: 1, iron: 1}}\nlocations:\n  commissary:\n    guards: [3]\n    tokens: {Rin: [3]}\n", []string{
			"  - Commissary: the guards take 1 gold: the player and the guards tie on 3: the guards hold the first player marker and rank first; the guards hold fewest gold (0)\n",
			"solo-seating: ",
		}},
		{"a solitary file without the guard side", head + "locations:\n  commissary:\n    guards: [2]\n", nil},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, "solo"+string(rune('a'+i))+".yaml")
			if err := os.WriteFile(path, []byte(tt.file), 0o644); err != nil {
				t.Fatal(err)
			}
			code, out, errOut := runResolve(t, "", path)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			if tt.want == nil && strings.Contains(out, "The guards' decisions") {
				t.Errorf("decisions without a guard side:\n%s", out)
			}
			// Lines are wrapped at 80 columns: compare the words.
			words := strings.Join(strings.Fields(out), " ")
			for _, w := range tt.want {
				if !strings.Contains(words, strings.Join(strings.Fields(w), " ")) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
		})
	}
}

// TestResolveGuardsJSON reads the example's guards' decisions back from the
// JSON output.
func TestResolveGuardsJSON(t *testing.T) {
	t.Parallel()
	code, out, errOut := runResolve(t, "", "-o", "json", "../../../examples/resolve-solo.yaml")
	if code != 0 {
		t.Fatal(errOut)
	}
	var doc struct {
		Guards struct {
			Board struct {
				Resources map[string]int `json:"resources"`
				Power     int            `json:"power"`
			} `json:"board"`
			Decisions []struct {
				Location string         `json:"location"`
				Action   string         `json:"action"`
				Gain     map[string]int `json:"gain"`
				Stars    int            `json:"stars"`
				Goons    []struct {
					Location string `json:"location"`
					Name     string `json:"name"`
				} `json:"goons"`
				Item *struct {
					Name  string         `json:"name"`
					From  string         `json:"from"`
					Place int            `json:"place"`
					Paid  map[string]int `json:"paid"`
				} `json:"item"`
				UnreadIcons []string `json:"unread_icons"`
				Steps       []struct {
					Kind   string `json:"kind"`
					Rule   string `json:"rule"`
					Ruling string `json:"ruling"`
				} `json:"steps"`
			} `json:"decisions"`
			After struct {
				Power   int         `json:"power"`
				Display []*struct{} `json:"display"`
			} `json:"after"`
		} `json:"guards"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	g := doc.Guards
	var where []string
	for _, d := range g.Decisions {
		where = append(where, d.Location+":"+d.Action)
	}
	if got := strings.Join(where, " "); got != "exercise-yard:collect sewers:collect commissary:take chow-hall:seize cell-block:craft" {
		t.Errorf("decisions %s", got)
	}
	if c := g.Decisions[2]; c.Gain["iron"] != 1 || c.Steps[1].Kind != "rarest" || !strings.Contains(c.Steps[1].Rule, "Commissary") {
		t.Errorf("commissary %+v", c)
	}
	if c := g.Decisions[3]; len(c.Goons) != 2 || c.Goons[0].Location != "sewers" || c.Goons[1].Name != "Hammerhand" || len(c.UnreadIcons) != 1 {
		t.Errorf("chow hall %+v", c)
	}
	if c := g.Decisions[4]; c.Item == nil || c.Item.Name != "Iron Shiv" || c.Item.From != "display" || c.Item.Place != 2 || c.Item.Paid["iron"] != 2 || c.Item.Paid["scrap"] != 1 || c.Stars != 3 || c.Steps[2].Ruling != "solo-cell-block-tie" {
		t.Errorf("cell block %+v", c)
	}
	if g.Board.Power != 1 || g.After.Power != 3 || len(g.After.Display) != 3 || g.After.Display[1] != nil {
		t.Errorf("boards %+v %+v", g.Board, g.After)
	}
}

// TestResolveGuardsDocSample checks that the sample output in
// docs/resolve-file.md is what the command prints for the shipped example.
func TestResolveGuardsDocSample(t *testing.T) {
	t.Parallel()
	doc, err := os.ReadFile("../../../docs/resolve-file.md")
	if err != nil {
		t.Fatal(err)
	}
	_, sample, ok := strings.Cut(string(doc), "```text\n$ lockup resolve examples/resolve-solo.yaml\n")
	sample, _, _ = strings.Cut(sample, "```")
	if !ok || sample == "" {
		t.Fatal("docs/resolve-file.md has no sample output of examples/resolve-solo.yaml")
	}
	code, out, errOut := runResolve(t, "", "../../../examples/resolve-solo.yaml")
	if code != 0 {
		t.Fatal(errOut)
	}
	for part := range strings.SplitSeq(sample, "...\n") {
		if !strings.Contains(out, part) {
			t.Errorf("the command does not print this part of the sample:\n%s", part)
		}
	}
}

// TestResolveGuardsLocation prints the guards' side at a location where
// they collect nothing, as the chain of decisions left it.
func TestResolveGuardsLocation(t *testing.T) {
	t.Parallel()
	code, out, errOut := runResolve(t, "", "--location", "infirmary", "../../../examples/resolve-solo.yaml")
	if code != 0 {
		t.Fatal(errOut)
	}
	for _, want := range []string{
		"  board before:  3 scrap, 1 gold; 2 power; 0 suspicion; 12 reputation; reserved:\n",
		"  - the guards collect no reward\n",
		"  board after:   3 scrap, 1 gold; 2 power; 0 suspicion; 12 reputation; reserved:\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestNewCmdResolve(t *testing.T) {
	t.Parallel()
	ios, _, _, _ := cmdutil.TestStreams()
	var got *resolve.Options
	c := resolve.NewCmdResolve(&cmdutil.Factory{IOStreams: ios}, func(o *resolve.Options) error { got = o; return nil })
	c.SetArgs([]string{"board.yaml", "--explain", "-o", "json", "--location", "infirmary"})
	if err := c.Execute(); err != nil {
		t.Fatal(err)
	}
	if got.File != "board.yaml" || !got.Explain || got.Output != "json" || got.Location != "infirmary" || got.IO != ios {
		t.Errorf("options = %+v", got)
	}
}
