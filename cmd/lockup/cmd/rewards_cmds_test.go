package cmd

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// roundCatalog holds made-up card values: they are not in the rulebooks.
const roundCatalog = `lockup_catalog: 1
items:
  - {name: Lockpick, reputation: 3, cost: "1 iron, 1 any", valuables: "1 gem", effects: [gain-gold], barrels: 0}
  - {name: Crown, reputation: 2, cost: "2 scrap", valuables: "2 gems", effects: none, barrels: 0}
  - {name: Rope, reputation: 1, cost: "1 potions", valuables: "1 shield", effects: none, barrels: 0}
  - {name: Key, reputation: 4, cost: "1 gold, 2 iron", valuables: "1 magic", effects: none, barrels: 0}
goons:
  - {name: Grub, type: dwarves, suspicion: 1, valuables: "1 shield", effects: [gain-power]}
  - {name: Snag, type: ratmen, suspicion: 0, valuables: none, effects: [choose-tome]}
  - {name: Mox, type: cultists, suspicion: 0, valuables: none, effects: none}
  - {name: Pip, type: flayers, suspicion: 0, valuables: "1 gem", effects: none}
  - {name: Tusk, type: hobgoblins, suspicion: 2, valuables: none, effects: none}
goals:
  - {name: Tinkerer, type: instant, condition: "first to 1 item", reputation: 3}
  - {name: Hoarder, type: leader, condition: "most valuables (at least 1)"}
`

// TestPlayRoundOne plays a 3-crew round 1 through the commands, every
// location included.
func TestPlayRoundOne(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	writeCatalog(t, dir, roundCatalog)
	mustRun(t, "new", "--crew", "Vera", "--crew", "Isaac", "--crew", "Claire", "--name", "round1",
		"--display", "Lockpick", "--display", "Crown", "--display", "Rope", "--display", "Key",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk",
		"--goal", "Tinkerer", "--goal", "Hoarder")
	for _, a := range [][]string{
		{"Vera", "exercise-yard", "5"}, {"Isaac", "smithy", "4"}, {"Claire", "sewers", "5"},
		{"Vera", "chow-hall", "4"}, {"Isaac", "chow-hall", "3"}, {"Claire", "infirmary", "4"},
		{"Vera", "smithy", "3"}, {"Isaac", "cell-block", "5"}, {"Claire", "commissary", "3"},
		{"Vera", "cell-block", "2"}, {"Isaac", "commissary", "2"},
	} {
		mustRun(t, append([]string{"assign"}, a...)...)
	}
	mustRun(t, "pass", "Claire")
	mustRun(t, "pass", "Vera")
	mustRun(t, "pass", "Isaac")
	for range 4 { // Exercise Yard, Sewers, Infirmary, Smithy
		mustRun(t, "next")
	}
	// Commissary: Claire 3 most, Isaac 2 second.
	if code, _, errOut := run(t, "", false, "take", "Isaac", "gold"); code != 2 || !strings.Contains(errOut, "refused") {
		t.Errorf("take as second: %d %s", code, errOut)
	}
	mustRun(t, "take", "Claire", "gold")
	// The last choice at the Commissary: it resolves by itself.
	mustRun(t, "exchange", "Isaac", "--give", "iron=1", "--get", "scrap")
	// Chow Hall: Vera 4 most, Isaac 3 second.
	if code, _, errOut := run(t, "", false, "recruit", "Vera", "Grub", "Pip", "--pay", "iron=1"); code != 2 || !strings.Contains(errOut, "cost") {
		t.Errorf("two goons for 1: %d %s", code, errOut)
	}
	if code, _, errOut := run(t, "", false, "recruit", "Vera", "Gorm", "--pay", "iron=1"); code != 2 || !strings.Contains(errOut, `"Gorm" is not a goon in a goon space; did you mean "Grub"?`) {
		t.Errorf("goon not on the board: %d %s", code, errOut)
	}
	mustRun(t, "recruit", "Vera", "Grub", "--pay", "iron=1")
	mustRun(t, "decline", "Isaac", "chow-hall") // the Chow Hall resolves by itself
	// Cell Block: Isaac 5 most, Vera 2.
	if code, _, errOut := run(t, "", false, "craft", "Isaac", "Key", "--pay", "iron=1,scrap=1"); code != 2 {
		t.Errorf("Key without its cost: %d %s", code, errOut)
	}
	mustRun(t, "craft", "Isaac", "Lockpick", "--pay", "iron=1", "--pay", "scrap=1")
	mustRun(t, "decline", "Vera", "cell-block") // the Cell Block resolves by itself
	// Library: the stragglers Isaac (3, from the Chow Hall) and Vera (2,
	// from the Cell Block).
	out := mustRun(t, "next")
	if !strings.Contains(out, "Library is resolved") {
		t.Errorf("library: %s", out)
	}
	mustRun(t, "tome", "draw", "Isaac", "Atlas of Hideouts")
	mustRun(t, "tome", "draw", "Isaac", "Big Book of Stealth")
	mustRun(t, "tome", "keep", "Isaac", "Big Book of Stealth")
	mustRun(t, "tome", "draw", "Vera", "Cutthroat Crafting")
	mustRun(t, "tome", "play", "Vera", "Cutthroat Crafting")
	if code, _, _ := run(t, "", false, "tome", "draw", "Vera", "Atlas of Hideouts"); code != 2 {
		t.Errorf("a tome not owed: exit %d", code)
	}

	var st statusJSON
	if err := json.Unmarshal([]byte(mustRun(t, "status", "--output", "json")), &st); err != nil {
		t.Fatal(err)
	}
	want := map[string]statusCrewJSON{
		// Vera: 1 power +1 (Exercise Yard, alone) +1 (Grub's Gain Power);
		// the Chow Hall's 2 suspicion cubes (Tusk's icons); her Smithy iron
		// paid for Grub; Grub's shield gives her the leader goal Hoarder.
		"Vera": {Reputation: 10, Power: 3, Suspicion: 2, Goons: []string{"Grub"}, Goals: []string{"Hoarder"}},
		// Isaac: Smithy 2 iron; exchanged 1 for scrap; both paid for
		// Lockpick: +3 stars and Tinkerer (first to 1 item) +3; Lockpick's
		// gem ties Vera's shield, so Hoarder stays with her; Gain Gold.
		"Isaac": {Reputation: 16, Power: 1, Suspicion: 0, Resources: map[string]int{"gold": 1}, Items: []string{"Lockpick"}, Tomes: []string{"Big Book of Stealth"}, Goals: []string{"Tinkerer"}},
		// Claire: Sewers 3 scrap and Grub's suspicion cube, Infirmary 3
		// potions, Commissary 1 gold.
		"Claire": {Reputation: 10, Power: 1, Suspicion: 1, Resources: map[string]int{"scrap": 3, "potions": 3, "gold": 1}},
	}
	for _, c := range st.Crews {
		w := want[c.Name]
		if c.Reputation != w.Reputation || c.Power != w.Power || c.Suspicion != w.Suspicion {
			t.Errorf("%s: reputation %d power %d suspicion %d, want %d %d %d", c.Name, c.Reputation, c.Power, c.Suspicion, w.Reputation, w.Power, w.Suspicion)
		}
		for k, n := range c.Resources {
			if n != w.Resources[k] {
				t.Errorf("%s: %d %s, want %d", c.Name, n, k, w.Resources[k])
			}
		}
		for _, l := range [][2][]string{{c.Items, w.Items}, {c.Goons, w.Goons}, {c.Tomes, w.Tomes}, {c.Goals, w.Goals}} {
			if len(l[0])+len(l[1]) > 0 && !slices.Equal(l[0], l[1]) {
				t.Errorf("%s: %v, want %v", c.Name, l[0], l[1])
			}
		}
	}
	if !slices.Equal(st.Display, []string{"", "Crown", "Rope", "Key"}) && !slices.Equal(st.Display, []string{"Crown", "Rope", "Key"}) {
		t.Errorf("display %q", st.Display)
	}

	// The state is the replay of the game file only: changing the card
	// catalog (other stars, icons, valuables and goal conditions, a goal
	// gone) changes nothing in the game.
	before := mustRun(t, "status", "--output", "json") + mustRun(t, "export") + mustRun(t, "log")
	writeCatalog(t, dir, `lockup_catalog: 1
items:
  - {name: Lockpick, reputation: 9, cost: "3 gold", valuables: "3 magic", effects: none, barrels: 2}
goons:
  - {name: Grub, type: ratmen, suspicion: 5, valuables: none, effects: none}
  - {name: Tusk, type: dwarves, suspicion: 0, valuables: "2 gems", effects: none}
goals:
  - {name: Tinkerer, type: instant, condition: "first to 5 items", reputation: 1}
`)
	after := mustRun(t, "status", "--output", "json") + mustRun(t, "export") + mustRun(t, "log")
	if before != after {
		t.Errorf("a change of the card catalog changed the game:\nbefore\n%s\nafter\n%s", before, after)
	}
}

// TestDrawKeepsTypedValues draws a goon the catalog half knows: the values
// typed go into the game file and into the user's catalog; a goon whose
// values are missing is refused, naming them.
func TestDrawKeepsTypedValues(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	path := patrolGame(t, 1)
	mustRun(t, "patrol", "--game", path)
	code, _, errOut := run(t, "", false, "draw", "goon", "sewers", "Nobody:1", "--game", path)
	if code != 2 || !strings.Contains(errOut, "not known: type, valuables and effects") || !strings.Contains(errOut, `lockup cards edit "Nobody" --kind goon`) {
		t.Errorf("an unknown goon: exit %d %q", code, errOut)
	}
	mustRun(t, "draw", "goon", "sewers", "Gil:1:gold", "--game", path)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// The goon card, then the suspicion cubes the table adds by itself.
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	want := `"card":"Gil","location":"sewers","printed":{"effects":"none","resource":"gold","suspicion":"1","type":"bandits","valuables":"none"},"h":"`
	if drawn := lines[len(lines)-2]; !strings.Contains(drawn, want) || !strings.HasPrefix(drawn, fmt.Sprintf(`{"v":%d,`, companion.LogVersion)) {
		t.Errorf("line %s\nwant it to hold %s", drawn, want)
	}
	cat, err := catalog.LoadCatalog(filepath.Join(dir, "config", "lockup", "catalog.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	gil, ok := cat.Lookup(catalog.GoonCard, "Gil")
	if !ok || gil.Suspicion.Value != 1 || gil.BanditResource != rules.Gold || gil.GoonType != rules.Bandits || !gil.Valuables.Known {
		t.Errorf("the catalog keeps Gil as %+v", gil)
	}
	if _, ok := cat.Lookup(catalog.GoonCard, "Nobody"); ok {
		t.Error("a refused entry changed the catalog")
	}
}
