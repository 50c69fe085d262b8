package cmd

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
)

var corpusFlag = flag.Bool("corpus", false, "rewrite companion/testdata/corpus/ from the games the commands play today")

// corpusDir is the corpus of game files, seen from this package.
var corpusDir = filepath.Join("..", "..", "..", "companion", "testdata", "corpus")

// corpusCreated replaces the creation time in the header of every corpus
// file, so that regenerating the corpus changes nothing when the commands
// record the same entries.
var corpusCreated = time.Date(2025, 3, 1, 19, 30, 0, 0, time.UTC)

// corpusCatalog holds made-up card values for the corpus games: test data,
// not printed card values (those are not in the rulebooks). Each card shows
// the special effect icon the games need.
const corpusCatalog = `lockup_catalog: 1
items:
  - {name: Lockpick, reputation: 3, cost: "1 iron, 1 any", valuables: "1 gem", effects: [gain-gold], barrels: 0}
  - {name: Crown, reputation: 2, cost: "1 any", valuables: "2 gems", effects: [increase-storage], barrels: 0}
  - {name: Rope, reputation: 1, cost: "1 potions", valuables: "1 shield", effects: [draw-tome], barrels: 0}
  - {name: Key, reputation: 4, cost: "1 gold, 1 iron", valuables: "1 magic", effects: none, barrels: 0}
  - {name: Shiv, reputation: 1, cost: "1 scrap", valuables: none, effects: none, barrels: 0}
  - {name: Sack, reputation: 1, cost: "1 any", valuables: none, effects: none, barrels: 0}
goons:
  - {name: Grub, type: dwarves, suspicion: 1, valuables: "1 shield", effects: [gain-power]}
  - {name: Snag, type: ratmen, suspicion: 0, valuables: none, effects: [remove-suspicion]}
  - {name: Mox, type: cultists, suspicion: 0, valuables: none, effects: [give-suspicion]}
  - {name: Pip, type: flayers, suspicion: 0, valuables: "1 gem", effects: [exchange-resource]}
  - {name: Dax, type: ratmen, suspicion: 0, valuables: none, effects: [exchange-resource]}
  - {name: Wisp, type: cultists, suspicion: 0, valuables: none, effects: [draw-tome]}
  - {name: Nix, type: dwarves, suspicion: 0, valuables: none, effects: [gain-scrap]}
  - {name: Tusk, type: hobgoblins, suspicion: 2, valuables: none, effects: [choose-tome]}
  - {name: Gil, type: bandits, suspicion: 1, valuables: none, effects: none, resource: gold}
  - {name: Fen, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Moss, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Brute, type: hobgoblins, suspicion: 3, valuables: none, effects: none}
  - {name: Thug, type: hobgoblins, suspicion: 3, valuables: none, effects: none}
  - {name: Lout, type: hobgoblins, suspicion: 3, valuables: none, effects: none}
  - {name: Oaf, type: hobgoblins, suspicion: 3, valuables: none, effects: none}
goals:
  - {name: Tinkerer, type: instant, condition: "first to 1 item", reputation: 3}
  - {name: Hoarder, type: leader, condition: "most valuables (at least 1)"}
`

// corpusGame is one game of the corpus: how the commands play it.
type corpusGame struct {
	name string
	// play runs the commands of the game; the game it leaves as the
	// current game is the corpus file.
	play func(t *testing.T)
	// seed, when not 0, replaces the header's seed (for games whose
	// test starts them without --seed).
	seed int64
	// version, when 1 to 3 or 6, rewrites the file as that older version
	// (see downgradeLog): today's lockup writes only the newest.
	version int
	// refused is true when the replay of the file must be refused (the
	// file is named *-refused.jsonl).
	refused bool
}

// corpusNew starts a corpus game with the corpus catalog: three crews,
// Vera first, unless crews are given.
func corpusNew(t *testing.T, args ...string) {
	t.Helper()
	dir := gameEnv(t)
	writeCatalog(t, dir, corpusCatalog)
	mustRun(t, append([]string{"new", "--name", "corpus", "--seed", "1"}, args...)...)
}

// threeCrews are the crews of most corpus games, Vera first.
var threeCrews = []string{"--crew", "Vera:blue", "--crew", "Isaac:purple", "--crew", "Claire:green", "--first", "Vera"}

func cmds(t *testing.T, list ...[]string) {
	t.Helper()
	for _, c := range list {
		mustRun(t, c...)
	}
}

func words(s string) []string { return strings.Fields(s) }

// nexts resolves n locations.
func nexts(t *testing.T, n int) {
	t.Helper()
	for range n {
		mustRun(t, "next")
	}
}

var corpusGames = []corpusGame{
	{name: "e2e-six-rounds", play: playEndToEndGame},
	{name: "e2e-breakout", play: playBreakoutEndToEndGame},
	{name: "play-round", play: playRoundThroughRun, seed: 2},
	// A whole solitary Breakout game, final scores worked out by hand
	// (e2e_solo_test.go).
	{name: "e2e-solo", play: playEndToEndBreakoutSolo},

	// Chow Hall recruits whose numbers depend on what lies at the Chow
	// Hall. Setup: Grub (Gain Power, 1 suspicion icon) at the Sewers, Snag
	// (Remove Suspicion) at the Infirmary, Mox (Give Suspicion) at the
	// Smithy, Pip at the Commissary, Tusk (2 icons) at the Chow Hall, so the
	// Chow Hall holds 2 suspicion cubes while its rewards are chosen.
	{name: "chow-hall-suspicion-effects", play: func(t *testing.T) {
		corpusNew(t, append(threeCrews, "--display", "Lockpick", "--display", "Crown", "--display", "Rope", "--display", "Key",
			"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")...)
		cmds(t, words("assign Vera chow-hall enforcer 5"), words("assign Isaac chow-hall 4"), words("assign Claire chow-hall 3"),
			words("assign Vera smithy 4"), words("assign Isaac sewers 5"), words("assign Claire infirmary 5"),
			words("pass Vera"), words("pass Isaac"), words("pass Claire")) // nobody at the Exercise Yard: it resolves by itself
		nexts(t, 3) // Isaac takes the Sewers' cube, Claire 3 potions, Vera 2 iron; nobody at the Commissary
		// Vera, whose enforcer is at the Chow Hall, recruits Grub: Gain
		// Power. Isaac recruits Mox and gives his cube to Claire; Claire
		// recruits Snag and removes it. Then the Chow Hall's 2 cubes go to
		// Vera.
		cmds(t, words("recruit Vera Grub --pay iron=1"), words("recruit Isaac Mox --pay scrap=1"), words("effect Isaac --target Claire"),
			words("recruit Claire Snag --pay potions=2"))
		// The last choice: the Chow Hall resolves by itself, then the Cell
		// Block and the Library, where nobody is, and the goons advance.
	}},
	// The same Chow Hall, but the crew recruiting Remove Suspicion and Give
	// Suspicion holds no cube of its own before the Chow Hall: it takes the
	// Chow Hall's 2 cubes in step 2, before it recruits, so Snag removes one
	// and Mox gives the other to Claire (core rulebook, "II. Lights Out
	// Phase", steps 2 and 3). Isaac recruits Grub (Gain Power) without his
	// enforcer there.
	{name: "chow-hall-suspicion-no-cubes", play: func(t *testing.T) {
		corpusNew(t, append(threeCrews, "--display", "Lockpick", "--display", "Crown", "--display", "Rope", "--display", "Key",
			"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")...)
		cmds(t, words("assign Vera chow-hall 5"), words("assign Isaac chow-hall 4"), words("pass Claire"),
			words("assign Vera smithy 4"), words("assign Isaac commissary 5"), words("assign Vera infirmary 3"),
			words("pass Isaac"), words("pass Vera")) // nobody at the Exercise Yard and the Sewers
		nexts(t, 2)                        // Infirmary, Smithy
		cmds(t, words("take Isaac scrap")) // the Commissary's one reward: it resolves
		cmds(t, words("recruit Vera Snag Mox --pay iron=2,potions=2"), words("effect Vera --target Claire"), words("recruit Isaac Grub --pay scrap=1"))
	}},
	// Every other core icon: Vera recruits Pip and Dax (two Exchange
	// Resource icons: one taken, one declined), Isaac Tusk (Choose Tome:
	// two drawn, one kept), Claire Nix (Gain Resource: scrap); at the Cell
	// Block Isaac crafts Rope (Draw Tome) and Vera Crown (Increase Storage
	// Limit). Isaac's Rope and Tusk owe him three tomes: two to choose
	// from, then one.
	{name: "effects-exchange-tomes-crafts", play: func(t *testing.T) {
		corpusNew(t, append(threeCrews, "--display", "Lockpick", "--display", "Crown", "--display", "Rope", "--display", "Key",
			"--goon", "sewers=Pip", "--goon", "infirmary=Wisp", "--goon", "smithy=Nix", "--goon", "commissary=Dax", "--goon", "chow-hall=Tusk")...)
		cmds(t, words("assign Vera chow-hall 5"), words("assign Isaac chow-hall 4"), words("assign Claire chow-hall 3"),
			words("assign Vera sewers 4"), words("assign Isaac cell-block 5"), words("assign Claire infirmary 2"),
			words("assign Vera smithy 3"), words("assign Isaac infirmary 3"), words("assign Claire commissary 4"),
			words("assign Vera exercise-yard enforcer"), words("pass Isaac"), words("pass Claire"),
			words("assign Vera cell-block 2"), words("pass Vera"))
		nexts(t, 4)
		cmds(t, words("take Claire potions")) // the Commissary's one reward: it resolves
		cmds(t, words("recruit Vera Pip Dax --pay scrap=3,iron=1"), words("effect Vera --give iron --get gold"), words("effect Vera --decline"),
			words("recruit Isaac Tusk --pay potions=1"), words("recruit Claire Nix --pay potions=2"))
		nexts(t, 1)
		cmds(t, words("craft Isaac Rope --pay potions=1"), words("craft Vera Crown --pay gold=1"))
		nexts(t, 2)
		cmds(t, []string{"tome", "draw", "Isaac", "Atlas of Hideouts"}, []string{"tome", "draw", "Isaac", "Big Book of Stealth"},
			[]string{"tome", "keep", "Isaac", "Big Book of Stealth", "--from", "chow-hall"}, []string{"tome", "draw", "Isaac", "Cutthroat Crafting"})
	}},
	// Crafting Lockpick (Gain Resource: gold) and Crown (Increase Storage
	// Limit) in a game with goals: Tinkerer (instant) and Hoarder (leader).
	{name: "effects-craft-goals", play: func(t *testing.T) {
		corpusNew(t, "--crew", "Vera:blue", "--crew", "Isaac:purple", "--display", "Lockpick", "--display", "Crown", "--display", "Shiv",
			"--goon", "sewers=Fen", "--goon", "infirmary=Moss", "--goon", "smithy=Nix", "--goon", "commissary=Pip", "--goon", "chow-hall=Wisp",
			"--goal", "Tinkerer", "--goal", "Hoarder")
		cmds(t, words("assign Vera smithy 5"), words("assign Isaac sewers 5"), words("assign Vera cell-block 4"), words("assign Isaac cell-block 3"),
			words("pass Vera"), words("pass Isaac"))
		nexts(t, 2) // Sewers, Smithy; the locations nobody is at resolve by themselves
		cmds(t, words("craft Vera Lockpick --pay iron=2"), words("craft Isaac Crown --pay scrap=1"))
	}},
	// A raid in the Patrol phase: four goons with 3 suspicion icons each
	// empty the supply at setup; after the goons advance and a goon enters
	// the Sewers, the 12 cubes they need are short (core rulebook, "Raids").
	{name: "patrol-raid", play: func(t *testing.T) {
		corpusNew(t, "--crew", "Vera:blue", "--crew", "Isaac:purple", "--display", "Lockpick", "--display", "Crown", "--display", "Shiv",
			"--goon", "sewers=Brute", "--goon", "infirmary=Thug", "--goon", "smithy=Lout", "--goon", "commissary=Oaf", "--goon", "chow-hall=Fen")
		cmds(t, words("assign Vera sewers 5"), words("assign Isaac infirmary 5"), words("assign Vera smithy 4"), words("pass Isaac"), words("pass Vera"))
		nexts(t, 3)                             // Sewers, Infirmary, Smithy; then the goons advance by themselves
		cmds(t, words("draw goon sewers Moss")) // the suspicion cubes are added by themselves, after a raid
	}},
	// The advanced setup with starting bonuses (core rulebook, "Advanced
	// Setup", p. 16): cubes, power, suspicion, reputation, storage and a
	// goon, then the first turns of the Roll Call.
	{name: "advanced-setup-bonus", play: func(t *testing.T) {
		corpusNew(t, "--advanced", "--crew", "Vera:blue", "--crew", "Isaac:purple", "--crew", "Claire:green", "--first", "Vera",
			"--display", "Lockpick", "--display", "Crown", "--display", "Rope", "--display", "Key",
			"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")
		cmds(t, []string{"bonus", "Vera", "--from", "crew board", "--power", "2", "--suspicion", "1", "--gold", "1", "--storage", "1"},
			[]string{"bonus", "Isaac", "--from", "Greedy Goblins", "--reputation", "2", "--scrap", "2", "--storage", "-1"},
			[]string{"bonus", "Claire", "--from", "Nimble Gnolls", "--goon", "Nix", "--iron", "1"},
			words("assign Vera smithy enforcer"), words("assign Isaac sewers 5"), words("assign Claire chow-hall 4"))
	}},
	// A Bandit: Gil (gold, 1 icon) enters the Sewers in round 1's Patrol
	// phase, which leaves a gold cube there; Vera collects it in round 2.
	{name: "bandit-collected", play: func(t *testing.T) {
		corpusNew(t, "--crew", "Vera:blue", "--crew", "Isaac:purple", "--display", "Lockpick", "--display", "Crown", "--display", "Shiv",
			"--goon", "sewers=Fen", "--goon", "infirmary=Moss", "--goon", "smithy=Nix", "--goon", "commissary=Pip", "--goon", "chow-hall=Wisp")
		cmds(t, words("pass Vera"), words("pass Isaac"), words("draw goon sewers Gil"),
			words("assign Vera sewers 5"), words("pass Isaac"), words("pass Vera"))
		nexts(t, 1) // Sewers
	}},
	// The Library: Vera and Isaac decline their Cell Block rewards and
	// straggle to the Library; Vera, the most strength there, keeps one of
	// two tomes, Isaac, second, draws one.
	{name: "library-keep-tome", play: func(t *testing.T) {
		corpusNew(t, "--crew", "Vera:blue", "--crew", "Isaac:purple", "--display", "Lockpick", "--display", "Crown", "--display", "Shiv",
			"--goon", "sewers=Fen", "--goon", "infirmary=Moss", "--goon", "smithy=Nix", "--goon", "commissary=Pip", "--goon", "chow-hall=Wisp")
		cmds(t, words("assign Vera cell-block 5"), words("assign Isaac cell-block 2"), words("pass Vera"), words("pass Isaac"))
		cmds(t, words("decline Vera cell-block"), words("decline Isaac cell-block"))
		nexts(t, 1) // Library
		cmds(t, []string{"tome", "draw", "Vera", "Atlas of Hideouts"}, []string{"tome", "draw", "Vera", "Big Book of Stealth"},
			[]string{"tome", "keep", "Vera", "Atlas of Hideouts"}, []string{"tome", "draw", "Isaac", "Cutthroat Crafting"})
	}},

	// Five crews, one with a long name: in round 1 Vera takes the Sewers'
	// suspicion cube and Bartholomew the first player marker; Gil (a Bandit
	// showing gold) enters the Sewers in the Patrol phase and leaves a gold
	// cube there, which nobody collects in round 2; at the Chow Hall Vera
	// recruits Mox, whose Give Suspicion waits for her choice.
	{name: "five-crews-bandit-effect", play: func(t *testing.T) {
		bart := "Bartholomew the Bold"
		corpusNew(t, "--crew", "Vera:blue", "--crew", "Isaac:purple", "--crew", "Claire:green", "--crew", "Stan:red", "--crew", bart+":yellow", "--first", "Vera",
			"--display", "Lockpick", "--display", "Crown", "--display", "Rope", "--display", "Key", "--display", "Shiv", "--display", "Sack",
			"--goon", "sewers=Grub", "--goon", "infirmary=Moss", "--goon", "smithy=Nix", "--goon", "commissary=Mox", "--goon", "chow-hall=Wisp")
		cmds(t, words("assign Vera sewers 5"), words("assign Isaac smithy 5"), words("assign Claire commissary 5"), words("assign Stan infirmary 5"),
			[]string{"assign", bart, "exercise-yard", "5"},
			words("pass Vera"), words("pass Isaac"), words("pass Claire"), words("pass Stan"), []string{"pass", bart})
		nexts(t, 4)
		// The Commissary then resolves by itself, the Chow Hall, the Cell
		// Block and the Library hold nobody, and the goons advance: the
		// table does those steps itself.
		cmds(t, words("take Claire gold"), words("draw goon sewers Gil"),
			[]string{"assign", bart, "cell-block", "5"}, words("assign Vera chow-hall 5 enforcer"), words("assign Isaac exercise-yard 5"),
			words("assign Claire chow-hall 4 --face-down 1"), words("assign Stan commissary 5 lookout"),
			[]string{"pass", bart}, words("pass Vera"), words("pass Isaac"), words("pass Claire"), words("pass Stan"))
		// The Exercise Yard; the Sewers, the Infirmary and the Smithy hold
		// nobody, and the Commissary resolves once Stan has chosen.
		nexts(t, 1)
		cmds(t, words("take Stan iron"), words("recruit Vera Mox --pay scrap=1"))
	}},

	// Older versions: today's tracker needs the whole setup (display and
	// goons) before the Roll Call, and a version 1 to 3 file's replay stops
	// at the first card entering play, so the files that replay hold the
	// setup entry only.
	// A version 6 file, written before lines carried hashes: it still
	// reads and replays, and lockup verify says it carries no hashes.
	{name: "v6-play-round", play: playRoundThroughRun, seed: 2, version: 6},
	{name: "v1-setup", version: 1, play: func(t *testing.T) {
		corpusNew(t, "--crew", "Vera", "--crew", "Isaac", "--edition", "2018")
	}},
	{name: "v2-setup", version: 2, play: func(t *testing.T) {
		corpusNew(t, threeCrews...)
	}},
	{name: "v3-setup", version: 3, play: func(t *testing.T) {
		corpusNew(t, "--crew", "Vera:blue", "--crew", "Isaac:purple", "--crew", "Claire:green", "--crew", "Stan:red", "--advanced", "--first", "Isaac")
	}},
	{name: "v1-display-refused", version: 1, refused: true, play: func(t *testing.T) {
		corpusNew(t, "--crew", "Vera", "--crew", "Isaac", "--display", "Lockpick")
	}},
	{name: "v2-goon-refused", version: 2, refused: true, play: func(t *testing.T) {
		corpusNew(t, "--crew", "Vera:blue", "--crew", "Isaac", "--goon", "sewers=Grub")
	}},
	{name: "v3-bandit-refused", version: 3, refused: true, play: func(t *testing.T) {
		corpusNew(t, "--crew", "Vera:blue", "--crew", "Isaac", "--goon", "sewers=Gil")
	}},
}

// TestGenerateCorpus rewrites companion/testdata/corpus/ from the games
// above, played through the commands as they behave today:
//
//	go test ./cmd/lockup/cmd -run TestGenerateCorpus -corpus
//	go test ./cmd/lockup/cmd -run TestCorpus -update
func TestGenerateCorpus(t *testing.T) {
	t.Parallel()
	if !*corpusFlag {
		t.Skip("rewrites companion/testdata/corpus/ only with -corpus")
	}
	// Only the games above are written again: a file of the corpus that
	// none of them writes (v7-*.jsonl) is kept as an older lockup wrote it,
	// so the rules it was played under stay tested.
	for _, g := range corpusGames {
		if err := os.Remove(filepath.Join(corpusDir, g.name+".jsonl")); err != nil && !os.IsNotExist(err) {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(corpusDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, g := range corpusGames {
		t.Run(g.name, func(t *testing.T) {
			if strings.HasSuffix(g.name, "-refused") != g.refused {
				t.Fatalf("%s: only a file whose replay is refused is named *-refused", g.name)
			}
			g.play(t)
			cur, err := os.ReadFile(filepath.Join(dataDir(t), "current"))
			if err != nil {
				t.Fatal(err)
			}
			data, err := os.ReadFile(strings.TrimSpace(string(cur)))
			if err != nil {
				t.Fatal(err)
			}
			data = normaliseHeader(t, data, g.seed)
			if g.version != 0 {
				data = downgradeLog(t, data, g.version)
			}
			h, entries, _, err := gamelog.ReadLog(g.name+".jsonl", data)
			if err != nil {
				t.Fatalf("the corpus file does not read: %v", err)
			}
			if _, err := companion.Replay(h, entries); (err != nil) != g.refused {
				t.Fatalf("replay: %v (refusal expected: %v)", err, g.refused)
			}
			if err := os.WriteFile(filepath.Join(corpusDir, g.name+".jsonl"), data, 0o644); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// normaliseHeader sets the header's creation time to corpusCreated, and
// its seed to seed when not 0, keeping a valid header line.
func normaliseHeader(t *testing.T, data []byte, seed int64) []byte {
	t.Helper()
	first, rest, ok := bytes.Cut(data, []byte("\n"))
	if !ok {
		t.Fatalf("no header line")
	}
	var h companion.LogHeader
	if err := json.Unmarshal(first, &h); err != nil {
		t.Fatal(err)
	}
	h.Created = corpusCreated
	if seed != 0 {
		h.Seed = seed
	}
	line, err := json.Marshal(h)
	if err != nil {
		t.Fatal(err)
	}
	// The header's hash covers the seed and time: every hash after it is
	// worked out again.
	sealed, err := gamelog.SealLog("corpus.jsonl", append(append(line, '\n'), rest...))
	if err != nil {
		t.Fatal(err)
	}
	return sealed
}

// downgradeLog rewrites a game file as version v (1 to 3, or 6) would
// have written it, since today's lockup writes only the newest: the lines
// lose their hashes (version 7); for versions 1 to 3 the cards' printed
// values are dropped, a goon card's suspicion icons (version 2 and 3) and
// a Bandit's resource (version 3) are written beside it as those versions
// did, and version 1 loses the crews' colours. The entries are re-encoded
// by today's encoder, then their version is set to v.
func downgradeLog(t *testing.T, data []byte, v int) []byte {
	t.Helper()
	h, entries, _, err := gamelog.ReadLog("game.jsonl", data)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "old.jsonl")
	l, err := gamelog.Files{}.CreateLog(path, h.Seed, h.Created)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if v >= 4 {
			if err := l.Append(e); err != nil {
				t.Fatal(err)
			}
			continue
		}
		switch p := e.Payload.(type) {
		case *companion.SetupEntry:
			if len(p.GoalCards) > 0 {
				t.Fatalf("version %d: the goals' printed values cannot be written", v)
			}
			if v == 1 {
				for i := range p.Crews {
					p.Crews[i].Colour = ""
				}
			}
		case *companion.DisplayCardEntry:
			p.Printed = nil
		case *companion.GoonCardEntry:
			c := p.Printed
			p.Printed = nil
			if v >= 2 && c != nil && c.Suspicion.Known {
				n := c.Suspicion.Value
				p.Suspicion = &n
			}
			if v >= 3 && c != nil {
				p.Bandit = c.BanditResource
			}
		case *companion.SetupBonusEntry:
			t.Fatalf("version %d has no setup bonus", v)
		}
		if err := l.Append(e); err != nil {
			t.Fatal(err)
		}
	}
	out, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	head := fmt.Sprintf(`{"lockup_log":%d,`, companion.LogVersion)
	if !bytes.HasPrefix(out, []byte(head)) {
		t.Fatalf("header %q", out)
	}
	out = bytes.Replace(out, []byte(head), fmt.Appendf(nil, `{"lockup_log":%d,`, v), 1)
	// Lines carry hashes since version 7.
	out = regexp.MustCompile(`,"h":"[0-9a-f]{12}"}\n`).ReplaceAll(out, []byte("}\n"))
	return bytes.ReplaceAll(out, fmt.Appendf(nil, "\n{\"v\":%d,", companion.LogVersion), fmt.Appendf(nil, "\n{\"v\":%d,", v))
}
