package cmd

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/gamelog"
)

// e2eCatalog holds made-up card values for the end-to-end game: test data,
// not printed card values (those are not in the rulebooks).
const e2eCatalog = `lockup_catalog: 1
items:
  - {name: Lockpick, reputation: 3, cost: "1 iron, 1 any", valuables: "1 gem", effects: none}
  - {name: Crown, reputation: 2, cost: "2 scrap", valuables: "2 gems", effects: none}
  - {name: Rope, reputation: 1, cost: "1 potions", valuables: "1 shield", effects: none}
  - {name: Key, reputation: 4, cost: "1 gold, 2 iron", valuables: "1 magic", effects: none}
  - {name: Shiv, reputation: 1, cost: "1 scrap", valuables: none, effects: none}
goons:
  - {name: Grub, type: dwarves, suspicion: 1, valuables: none, effects: none}
  - {name: Snag, type: ratmen, suspicion: 0, valuables: none, effects: none}
  - {name: Mox, type: cultists, suspicion: 0, valuables: none, effects: none}
  - {name: Pip, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Tusk, type: hobgoblins, suspicion: 2, valuables: none, effects: none}
  - {name: Bolt, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Gnash, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Wart, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Moss, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Fang, type: flayers, suspicion: 0, valuables: none, effects: none}
  - {name: Rook, type: flayers, suspicion: 0, valuables: none, effects: none}
goals:
  - {name: Tinkerer, type: instant, condition: "first to 1 item", reputation: 3}
  - {name: Hoarder, type: leader, condition: "most valuables (at least 1)"}
`

// e2eGame counts the entries the commands of a game record, as they print
// them: an entry the command made and those the table made by itself.
type e2eGame struct {
	t       *testing.T
	entries int
}

// entryLine matches the line a command prints for each entry it records.
var entryLine = regexp.MustCompile(`(?m)^[0-9]+\. (Setup|Round [1-6], [A-Za-z ]+): `)

// do runs a command that records one entry, and perhaps the entries the
// table then makes by itself; it returns what the command printed.
func (g *e2eGame) do(args ...string) string {
	g.t.Helper()
	out := mustRun(g.t, args...)
	n := len(entryLine.FindAllString(out, -1))
	if n == 0 {
		g.t.Errorf("%v printed no entry:\n%s", args, out)
	}
	g.entries += n
	return out
}

// refused runs a command that the tracker must refuse (exit 2) with a
// message containing want.
func (g *e2eGame) refused(want string, args ...string) {
	g.t.Helper()
	code, _, errOut := run(g.t, "", false, args...)
	if code != 2 || !strings.Contains(errOut, want) {
		g.t.Errorf("%v: exit %d, %q; want exit 2 naming %q", args, code, errOut, want)
	}
}

// quietRound is a round where every crew passes at once: the eight
// locations resolve by themselves with nobody there, and so does the
// Patrol phase, but for the goon card drawn for the Sewers after the Chow
// Hall's goon is discarded and the others advance.
func (g *e2eGame) quietRound(goon string) {
	g.t.Helper()
	g.do("pass")
	g.do("pass")
	out := g.do("pass")
	if !strings.Contains(out, "Automatic: nobody is at the Library.") {
		g.t.Errorf("the last pass did not resolve the empty locations:\n%s", out)
	}
	if goon == "" {
		return // round 6: no Patrol phase
	}
	g.do("draw", "goon", goon)
}

// TestEndToEndGame plays a whole 3-crew game of six rounds through the
// commands and checks the final scoring against values worked out by hand
// from the core rulebook. Crews are seated Vera, Isaac, Claire; Vera is
// first player. Standard setup: 10 reputation stars and 1 power cube each,
// so each enforcer has strength 1 (core rulebook, "Game Setup").
//
// The commands leave out the crew where one crew only can act, and the
// table makes by itself the entries nobody chooses (a location nobody is
// at, or where every reward is chosen, resolves; the goons advance; the
// suspicion cubes are added): the game file is the corpus's
// e2e-six-rounds.jsonl, byte for byte, which earlier lockups wrote with
// every crew named and every step entered by hand.
func TestEndToEndGame(t *testing.T) {
	t.Parallel()
	playEndToEndGame(t)
	got, err := os.ReadFile(currentGamePath(t))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(corpusDir, "e2e-six-rounds.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	// The header's creation time is the corpus's fixed one, and every
	// line's hash covers it (docs/game-log.md, "Hashes").
	got = withoutHashes(got[bytes.IndexByte(got, '\n'):])
	want = withoutHashes(want[bytes.IndexByte(want, '\n'):])
	if !bytes.Equal(got, want) {
		t.Errorf("the game file differs from the corpus's e2e-six-rounds.jsonl:\n%s", firstDiff(got, want))
	}
}

// withoutHashes returns a game file's lines without their hashes.
func withoutHashes(data []byte) []byte {
	return hashMember.ReplaceAll(data, []byte("}\n"))
}

var hashMember = regexp.MustCompile(`,"h":"[0-9a-f]{12}"}\n`)

// currentGamePath returns the file of the current game.
func currentGamePath(t *testing.T) string {
	t.Helper()
	path, err := gamelog.CurrentGame(dirsFor(t), "")
	if err != nil {
		t.Fatal(err)
	}
	return path
}

// firstDiff shows the first line where two game files differ.
func firstDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			return fmt.Sprintf("line %d:\n got %s\nwant %s", i+1, g[i], w[i])
		}
	}
	return fmt.Sprintf("%d lines, want %d", len(g), len(w))
}

// e2eFinalScore is the final scoring of the game of TestEndToEndGame,
// worked out by hand.
//
// Final raid (core rulebook, "Raids", p. 12): suspicion Vera 2, Isaac
// 1, Claire 0: Vera loses 8 (10 -> 2), Isaac 4 (10 -> 6).
// Final scoring (core rulebook, "Final Scoring"):
//
//	Vera:   2 + 2 tomes + 2 first player marker                       = 6
//	Isaac:  6 + 1 (one Dwarf) + 2 scrap + 1 potion + 2 iron           = 12
//	Claire: 16 + 8 (Hoarder, leader goal) + 2 gold x 2                = 28
//
// Vera's tomes: one kept of two in round 1, where her tokens straggled
// from the Chow Hall and the Cell Block (she could pay for nothing there,
// so took nothing), and one kept of two in round 2, where she declined at
// the Cell Block. No raid came during the game: the goons show 3
// suspicion icons in all, never enough to empty the supply.
var e2eFinalScore = map[string]int{"Vera": 6, "Isaac": 12, "Claire": 28}

// playEndToEndGame plays and checks the game of TestEndToEndGame; the
// corpus generator (corpus_gen_test.go) keeps the game file it leaves.
func playEndToEndGame(t *testing.T) {
	newEndToEndGame(t)
	// Setup suspicion: Grub's 1 cube at the Sewers, Tusk's 2 at the Chow Hall.
	g := &e2eGame{t: t, entries: strings.Count(mustRun(t, "log"), "\n")}

	// Round 1, Roll Call: the crew whose turn it is, left out.
	for _, c := range [][]string{
		{"assign", "exercise-yard", "5"}, {"assign", "Isaac", "sewers", "4"}, {"assign", "Smithy", "3"},
		{"assign", "Vera", "chow-hall", "4"}, {"assign", "Chow Hall", "3"}, {"assign", "claire", "commissary", "2"},
		{"assign", "cell-block", "3"}, {"pass"}, {"assign", "cell block", "5"},
		{"pass", "Vera"}, {"pass"},
	} {
		g.do(c...)
	}
	// Round 1, Lights Out.
	g.do("next") // Exercise Yard: Vera alone, most: +1 power (2), first player marker.
	// Sewers: Isaac most: 3 scrap, and the Sewers' 1 suspicion cube. The
	// Infirmary, where nobody is, resolves by itself.
	if out := g.do("next"); !strings.Contains(out, "Isaac takes the 1 suspicion cube at the Sewers.") || !strings.Contains(out, "Automatic: nobody is at the Infirmary.") {
		t.Errorf("next at the Sewers:\n%s", out)
	}
	g.do("next") // Smithy: Claire most: 2 iron.
	// Commissary: Claire most: 1 gold, the only reward there, so the
	// Commissary resolves by itself.
	g.do("take", "gold")
	// Chow Hall: Vera 4 (most), Isaac 3 (second); Tusk's 2 suspicion cubes
	// go to Vera (most, no lookout).
	g.refused("--none names no card", "recruit", "Vera", "Grub", "--none")
	// Vera holds no resource cube: she takes nothing, so she collects no
	// reward (core rulebook, "Lights Out Phase", step 4).
	g.do("recruit", "Vera", "--none")
	// Isaac, second: any 1 for one goon; Isaac 2 scrap left. The Chow Hall
	// resolves by itself: Vera's 4 straggles to the Library.
	if out := g.do("recruit", "grub", "--pay", "scrap=1"); !strings.Contains(out, "Vera's 4 straggle") {
		t.Errorf("the last recruit at the Chow Hall:\n%s", out)
	}
	// Cell Block: Claire 5 (most), Vera 3. Claire crafts Lockpick (1 iron,
	// 1 any) with 2 iron: +3 stars (13) and Tinkerer, first to 1 item, +3
	// (16); Lockpick's gem gives her Hoarder (most valuables, at least 1).
	g.refused("Claire ranks above Vera", "craft", "Vera", "--none")
	g.do("craft", "lockpick", "--pay", "iron=2")
	// Vera, with no cube to pay or reserve with, takes nothing: the Cell
	// Block resolves, and her 3 straggles too.
	if out := g.do("craft", "--none"); !strings.Contains(out, "Vera's 3 straggle") {
		t.Errorf("craft --none at the Cell Block:\n%s", out)
	}
	// Library: Vera alone, with her 4 and 3, has the most strength: she
	// draws two tomes and keeps one; the other goes to the bottom of the
	// tome deck (core rulebook, "Location Rewards", Library).
	if out := g.do("next"); !strings.Contains(out, "Vera (most strength): +1 tome owed (draws 2, keeps 1).") {
		t.Errorf("next at the Library:\n%s", out)
	}
	g.do("tome", "draw", "Atlas of Hideouts")
	g.do("tome", "draw", "Cutthroat Crafting")
	g.do("tome", "keep", "cutthroat crafting")
	// Round 1, Patrol: nobody is over 5 cubes; refill the display; Tusk
	// leaves the Chow Hall, Pip, Mox and Snag advance to spaces 6, 5, 4;
	// the Sewers and the Infirmary are refilled with goons showing no icon.
	g.do("draw", "item", "shiv")
	g.do("draw", "goon", "infirmary", "Bolt")
	g.do("draw", "goon", "Gnash") // the Sewers, the one space left; no goon shows a suspicion icon: no cube is added

	// Round 2: Isaac and Claire at the Commissary, Vera at the Cell Block.
	for _, c := range [][]string{
		{"assign", "cell-block", "5"}, {"assign", "commissary", "2"}, {"assign", "commissary", "3"},
		{"pass"}, {"pass"}, {"pass"},
	} {
		g.do(c...)
	}
	g.do("take", "gold")                                      // most: Claire 2 gold
	g.do("exchange", "--give", "scrap=1", "--get", "potions") // second: Isaac 1 scrap, 1 potion
	// Cell Block: Vera declines, so her token straggles to the Library,
	// where she alone has the most strength: two tomes drawn, one kept.
	g.do("decline")
	g.do("next") // Library
	g.do("tome", "draw", "Atlas of Hideouts")
	g.do("tome", "draw", "Big Book of Stealth")
	g.do("tome", "keep", "big book of stealth")
	g.do("draw", "goon", "sewers", "Wart")

	// Round 3: Isaac at the Sewers (3 scrap) and the Smithy (2 iron): 4
	// scrap, 1 potion, 2 iron is 7 cubes, 2 over his limit of 5.
	for _, c := range [][]string{
		{"pass"}, {"assign", "sewers", "5"}, {"pass"},
		{"assign", "smithy", "4"}, {"pass"},
	} {
		g.do(c...)
	}
	g.do("next")               // Sewers
	g.do("next")               // Smithy
	g.do("discard", "scrap=2") // Isaac: 2 scrap, 1 potion, 2 iron left
	g.do("draw", "goon", "Moss")

	g.quietRound("Fang") // round 4
	g.quietRound("Rook") // round 5
	g.quietRound("")     // round 6: the game ends

	final := finalTotals(t)
	for crew, n := range e2eFinalScore {
		if final[crew] != n {
			t.Errorf("%s scores %d, want %d (by hand)", crew, final[crew], n)
		}
	}

	log := mustRun(t, "log")
	if n := strings.Count(log, "\n"); n != g.entries {
		t.Errorf("lockup log lists %d entries, want %d", n, g.entries)
	}
	// The last entry a player made is the last pass of round 6: undo takes
	// it back with every entry the table then made by itself (the eight
	// locations nobody is at, the end of the game), and redo puts them all
	// back.
	undone := mustRun(t, "undo")
	if !strings.Contains(undone, "Took back 9 entries:") || !strings.Contains(undone, "Round 6, Roll Call: Claire passes.") ||
		!strings.Contains(undone, "Next: Claire's turn") {
		t.Errorf("lockup undo at the game end:\n%s", undone)
	}
	redone := mustRun(t, "redo")
	if !strings.Contains(redone, "Put back 9 entries:") {
		t.Errorf("lockup redo:\n%s", redone)
	}
	if again := finalTotals(t); !mapsEqual(again, final) {
		t.Errorf("after undo and redo: %v, want %v", again, final)
	}
	if log := mustRun(t, "log"); strings.Count(log, "\n") != g.entries {
		t.Errorf("after undo and redo, lockup log lists %d entries, want %d", strings.Count(log, "\n"), g.entries)
	}
}

// finalTotals reads the Total row of the final scoring lockup status
// prints once the game has ended.
func finalTotals(t *testing.T) map[string]int {
	t.Helper()
	out := mustRun(t, "status")
	cells := func(line string) []string {
		var c []string
		for _, f := range strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|") {
			c = append(c, strings.TrimSpace(f))
		}
		return c
	}
	var head []string
	totals := map[string]int{}
	for _, line := range strings.Split(out, "\n") {
		c := cells(line)
		switch {
		case len(c) > 1 && c[0] == "Category":
			head = c
		case len(c) == len(head) && c[0] == "Total":
			for i := 1; i < len(c); i++ {
				n, err := strconv.Atoi(c[i])
				if err != nil {
					t.Fatalf("total %q: %v", c[i], err)
				}
				totals[head[i]] = n
			}
		}
	}
	if len(totals) == 0 {
		t.Fatalf("no final scoring in lockup status:\n%s", out)
	}
	return totals
}

func mapsEqual(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// newEndToEndGame starts the game of TestEndToEndGame, Vera first, with the
// cards of e2eCatalog, in a games folder of the test's own.
func newEndToEndGame(t *testing.T) {
	t.Helper()
	writeCatalog(t, gameEnv(t), e2eCatalog)
	mustRun(t, "new", "--crew", "Vera", "--crew", "Isaac", "--crew", "Claire", "--first", "Vera", "--name", "e2e", "--seed", "7",
		"--display", "Lockpick", "--display", "Crown", "--display", "Rope", "--display", "Key",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk",
		"--goal", "Tinkerer", "--goal", "Hoarder")
}
