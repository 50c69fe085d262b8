package cmd

import (
	"bytes"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// soloCatalog holds made-up card values for the solitary games below,
// guard cards included: test data, not printed card values (those are not
// in the rulebooks). Only the guard cards' counts follow the rules: 7 blue
// and 5 green, none special ("Solitary Mode – Difficulty Levels", p. 19).
var soloCatalog = func() string {
	var b strings.Builder
	b.WriteString("lockup_catalog: 1\nitems:\n")
	for i := 1; i <= 20; i++ {
		kinds := []string{"scrap", "potions", "iron", "gold"}
		fmt.Fprintf(&b, "  - {name: Item %d, reputation: %d, cost: \"%d %s\", valuables: \"%d gems\", effects: none, barrels: 0}\n", i, 1+i%4, 1+i%2, kinds[i%4], i%2)
	}
	b.WriteString("goons:\n")
	types := []string{"dwarves", "ratmen", "cultists", "flayers", "hobgoblins"}
	for i := 1; i <= 30; i++ {
		fmt.Fprintf(&b, "  - {name: Goon %d, type: %s, suspicion: %d, valuables: \"%d shields\", effects: none}\n", i, types[i%5], i%3, (i+1)%2)
	}
	b.WriteString("goals:\n  - {name: Hoarder, type: leader, condition: \"most valuables (at least 1)\"}\n")
	b.WriteString("guards:\n")
	for i, s := range []int{0, 1, 1, 2, 2, 3, 3} {
		fmt.Fprintf(&b, "  - {name: blue %d, colour: blue, strength: %d}\n", i+1, s)
	}
	for i, s := range []int{1, 2, 2, 3, 4} {
		fmt.Fprintf(&b, "  - {name: green %d, colour: green, strength: %d}\n", i+1, s)
	}
	return b.String()
}()

// soloBox is the catalog's guard cards, for the physical decks the test
// shuffles itself at a real table.
var soloBox = []rules.GuardCard{
	{Colour: rules.Blue}, {Colour: rules.Blue, Strength: 1}, {Colour: rules.Blue, Strength: 1}, {Colour: rules.Blue, Strength: 2},
	{Colour: rules.Blue, Strength: 2}, {Colour: rules.Blue, Strength: 3}, {Colour: rules.Blue, Strength: 3},
	{Colour: rules.Green, Strength: 1}, {Colour: rules.Green, Strength: 2}, {Colour: rules.Green, Strength: 2}, {Colour: rules.Green, Strength: 3}, {Colour: rules.Green, Strength: 4},
}

// soloPlayer plays a solitary game through the commands only, as a player
// at the table would: it reads what the game waits for, and at a real
// table (decks: table) reads the guard cards off decks it shuffles itself.
type soloPlayer struct {
	t      *testing.T
	app    bool
	box    automa.Cards
	decks  automa.Decks
	dealt  map[rules.Location][]rules.GuardCard
	round  int
	items  int
	goons  int
	tomes  int
	lines  []string // the commands run, in order
	guards int      // guard turns played
	// read is the game as game last read it, and its file.
	read struct {
		path string
		data []byte
		g    companion.Game
	}
}

func (p *soloPlayer) run(args ...string) string {
	p.t.Helper()
	p.lines = append(p.lines, "lockup "+strings.Join(args, " "))
	return mustRun(p.t, args...)
}

// game returns the current game, as lockup reads it: a copy of its own
// (Game.Clone), so that the caller may change it. The game is read and
// replayed again only when its file changed since the last read (the
// tests ask for it up to three times between two commands).
func (p *soloPlayer) game() companion.Game {
	p.t.Helper()
	dirs := dirsFor(p.t)
	path, err := gamelog.CurrentGame(dirs, "")
	if err != nil {
		p.t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		p.t.Fatal(err)
	}
	if p.read.data == nil || p.read.path != path || !bytes.Equal(data, p.read.data) {
		ios, _, _, _ := cmdutil.TestStreams()
		g, _, err := cmdutil.ReadGame(ios, dirs, "")
		if err != nil {
			p.t.Fatal(err)
		}
		p.read.path, p.read.data, p.read.g = path, data, g
	}
	return p.read.g.Clone()
}

var soloPlan = [...][2]string{{"cell-block", "5"}, {"commissary", "4"}, {"exercise-yard", "enforcer"}, {"chow-hall", "3"}, {"smithy", "2"}, {"sewers", "lookout"}}

func guardArg(c rules.GuardCard) string {
	s := fmt.Sprintf("%s:%d", c.Colour, c.Strength)
	if c.Special {
		s += ":special"
	}
	return s
}

func (p *soloPlayer) turnUp(loc rules.Location) rules.GuardCard {
	c := p.dealt[loc][0]
	p.dealt[loc] = p.dealt[loc][1:]
	return c
}

// step runs the next command; false once the game is over.
func (p *soloPlayer) step() bool {
	g := p.game()
	x := g.Expect()
	if !p.app && g.Phase == companion.PhaseRollCall && g.Round > p.round {
		// The player shuffles both decks and deals the guard cards (the
		// table recorded the deal by itself after the last entry).
		p.round++
		p.decks = p.box.Deal(int64(500+p.round), p.round)
		p.dealt = map[rules.Location][]rules.GuardCard{}
		for loc := rules.ExerciseYard; loc <= rules.CellBlock; loc++ {
			c, _ := p.decks.DrawGuard()
			p.dealt[loc] = append(p.dealt[loc], c)
		}
	}
	if _, ok := x.Auto(); ok {
		p.run("next")
		return true
	}
	switch x.Kind {
	case companion.ExpectGuardTurn:
		p.guards++
		args := []string{"guards", "turn"}
		if len(x.FaceDown) > 0 {
			loc := x.FaceDown[len(x.FaceDown)-1]
			args = append(args, "--reveal", loc.Slug())
			if !p.app {
				args = append(args, "--card", guardArg(p.turnUp(loc)))
			}
		}
		if !p.app {
			d, _ := p.decks.DrawLocation()
			args = append(args, "--drawn", d.Slug())
			if d != rules.OffDuty {
				if c, ok := p.decks.DrawGuard(); ok {
					args = append(args, "--placed", guardArg(c))
				}
			}
		}
		p.run(args...)
	case companion.ExpectGuardCard:
		p.run("guards", "card", x.Location.Slug(), guardArg(p.turnUp(x.Location)))
	case companion.ExpectTurn:
		c, _ := g.Crew(x.Crew)
		for _, pl := range soloPlan {
			if slices.ContainsFunc(c.Tokens, func(tk rules.Token) bool { return tk.String() == pl[1] }) {
				p.run("assign", pl[0], pl[1])
				return true
			}
		}
		p.run("pass")
	case companion.ExpectResolve:
		for _, o := range x.Open {
			switch {
			case o.Must && x.Location == rules.Commissary && o.Tier == rules.Most:
				p.run("take", "gold")
				return true
			case x.Location == rules.ChowHall || x.Location == rules.CellBlock || x.Location == rules.Commissary:
				p.run("decline")
				return true
			}
		}
		p.run("next")
	case companion.ExpectTome:
		if x.KeepTome {
			p.run("tome", "keep", x.Drawn[0], "--from", x.TomeFrom.Slug())
			return true
		}
		p.tomes++
		p.run("tome", "draw", fmt.Sprintf("Tome %d", p.tomes))
	case companion.ExpectDisplayCard:
		p.items++
		p.run("draw", "item", fmt.Sprintf("Item %d", p.items+3))
	case companion.ExpectGoonCard:
		p.goons++
		p.run("draw", "goon", x.GoonSpaces[0].Slug(), fmt.Sprintf("Goon %d", p.goons+5))
	case companion.ExpectDiscard:
		d := x.Discards[0]
		c, _ := g.Crew(d.Crew)
		var parts []string
		left := d.N
		for _, k := range rules.AllResources {
			if n := min(left, c.Board.Resources.Of(k)); n > 0 {
				parts = append(parts, fmt.Sprintf("%s=%d", k, n))
				left -= n
			}
		}
		p.run(append([]string{"discard"}, parts...)...)
	case companion.ExpectGameOver:
		return false
	default:
		p.t.Fatalf("round %d, %s: nothing to do for %s", g.Round, g.Phase, x)
	}
	return true
}

// playSolo starts a solitary game with the decks run one way and plays it
// to its end through the commands.
func playSolo(t *testing.T, decks string) *soloPlayer {
	t.Helper()
	dir := t.TempDir()
	setDirs(t, tempDirs(dir))
	writeCatalog(t, dir, soloCatalog)
	box, err := automa.NewCards(automa.Config{Edition: rules.Edition2019, Difficulty: rules.Moderate}, soloBox)
	if err != nil {
		t.Fatal(err)
	}
	p := &soloPlayer{t: t, app: decks == "app", box: box}
	p.run("new", "--solo", "--difficulty", "moderate", "--decks", decks, "--crew", "Rin:blue", "--name", "solo", "--seed", "9",
		"--goal", "Hoarder", "--display", "Item 1", "--display", "Item 2", "--display", "Item 3",
		"--goon", "sewers=Goon 1", "--goon", "infirmary=Goon 2", "--goon", "smithy=Goon 3", "--goon", "commissary=Goon 4", "--goon", "chow-hall=Goon 5")
	for i := 0; p.step(); i++ {
		if i > 600 {
			t.Fatal("the game does not end")
		}
	}
	return p
}

// TestSoloGameAtTheTable plays a whole moderate solitary game whose decks
// the player runs at the table, through the commands: the guard turns with
// what the cards show, the Lights Out turn-ups, the guards' rewards by their
// own rules. The file replays to the same final scoring, and undo takes
// back a guard turn that redo puts back.
func TestSoloGameAtTheTable(t *testing.T) {
	t.Parallel()
	p := playSolo(t, "table")
	if p.guards < 6 {
		t.Errorf("%d guard turns in six rounds", p.guards)
	}
	// The final scoring, by hand (core rulebook, "Final Scoring", and
	// "Solitary Mode – Game End"; goons, "Recruiting Goons", p. 15), from
	// the boards after round 6: Rin 10 stars, 3 suspicion, 1 scrap, 1 iron,
	// 5 gold, 6 tomes, the first player marker; the guards 15 stars, 5
	// suspicion, 7 power, 1 gold (and 26 other cubes), items 2, 1, 5, 6, 4
	// and 8, goons 2, 5, 7, 1, 8, 10, 11, 13, 17 and 14, the leader goal
	// Hoarder (most valuables: Rin has none).
	//   Final raid: the guards have the most suspicion (5 > 3): they lose 6
	//   (15 - 6 = 9), Rin loses nothing ("Solitary Mode – Patrol Phase,
	//   Raids").
	//   Rin: 10 + resources 1 + 1 + 2×5 = 12 + tomes 6 + first player 2 = 30.
	//   Guards: 9 + leader goal 6 (two players) + goons 33 + gold 2×1 = 50,
	//   their scrap, potions and iron scoring nothing. The goons (soloCatalog:
	//   goon N is dwarves, ratmen, cultists, flayers, hobgoblins by N mod 5):
	//   3 Cultists × 6 items = 18; 2 Dwarves = 3; 2 Flayers × 2 = 4;
	//   1 Hobgoblin × 7 power = 7; 2 Ratmen = 1; 33 in all.
	//   The guards win, 50 to 30.
	checkSoloScore(t, p, 30, 50)
	out := mustRun(t, "status")
	if !strings.Contains(out, "The game is over after round 6") {
		t.Errorf("status after the game:\n%s", out)
	}
	checkSoloUndo(t)
}

// TestSoloGameWithAppDecks plays the same game with the app running the
// decks from the seed; lockup solo audit deals them again and agrees, and
// refuses a file whose seed was changed.
func TestSoloGameWithAppDecks(t *testing.T) {
	t.Parallel()
	p := playSolo(t, "app")
	// The final scoring, by hand, from the boards after round 6: Rin 10
	// stars, 2 suspicion, 1 scrap, 4 iron, 3 gold, 6 tomes, the first player
	// marker; the guards 17 stars, 4 suspicion, 1 gold (and 28 other cubes),
	// 6 items, goons 2, 5, 7, 1, 8 and 10, the leader goal Hoarder.
	//   Final raid: the guards have the most suspicion (4 > 2): 17 - 6 = 11.
	//   Rin: 10 + resources 1 + 4 + 2×3 = 11 + tomes 6 + first player 2 = 29.
	//   Guards: 11 + leader goal 6 + goons 14 + gold 2 = 33. The goons:
	//   2 Cultists × 6 items = 12; 2 Dwarves = 3; 1 Flayer = 2; 1 Ratman = -3.
	//   The guards win, 33 to 29.
	checkSoloScore(t, p, 29, 33)
	out := mustRun(t, "solo", "audit")
	if strings.Count(out, ": ok\n") != 6 || !strings.Contains(out, "Every card drawn is the one the seed 9 deals") {
		t.Errorf("audit:\n%s", out)
	}
	path := currentGamePath(t)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tampered := strings.Replace(string(data), `"seed":9,`, `"seed":10,`, 1)
	if err := os.WriteFile(path, []byte(tampered), 0o600); err != nil {
		t.Fatal(err)
	}
	// A seed changed by hand no longer matches the header's hash.
	code, _, errOut := run(t, "", false, "solo", "audit")
	if code != 2 || !strings.Contains(errOut, "solo.jsonl:1: ") || !strings.Contains(errOut, "line 1 was changed after it was written") {
		t.Errorf("audit of a changed seed: exit %d, %s", code, errOut)
	}
	// Accepted (the hashes worked out again), the audit finds the decks
	// are not the other seed's.
	sealed, err := gamelog.SealLog(path, []byte(tampered))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, sealed, 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = run(t, "", false, "solo", "audit")
	if code != 2 || !strings.Contains(errOut, "not the decks dealt from seed 10") {
		t.Errorf("audit of another seed: exit %d, %s", code, errOut)
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

// checkSoloScore checks the final scoring of the game played: the player's
// and the guards' totals, and the guards as winners.
func checkSoloScore(t *testing.T, p *soloPlayer, player, guards int) {
	t.Helper()
	g := p.game()
	res, unknown := g.FinalScore()
	if len(unknown) > 0 {
		t.Errorf("the final scoring lacks %v", unknown)
	}
	cs := res.Crews()
	if len(cs) != 2 || cs[0].Total() != player || cs[1].Total() != guards || !cs[1].Guards {
		t.Errorf("final scoring: %+v, want Rin %d, guards %d", cs, player, guards)
	}
	if w := res.Winners(); len(w) != 1 || w[0] != "guards" {
		t.Errorf("winners %v, want the guards", w)
	}
}

// checkSoloUndo undoes the game back to round 2's first guard turn and
// redoes it all: the file is the same, byte for byte.
func checkSoloUndo(t *testing.T) {
	t.Helper()
	path := currentGamePath(t)
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	log := mustRun(t, "log")
	var seq int
	for _, line := range strings.Split(log, "\n") {
		if strings.Contains(line, "Round 2, Roll Call: guard turn") {
			fmt.Sscanf(line, "%d.", &seq)
			break
		}
	}
	if seq == 0 {
		t.Fatalf("no guard turn in round 2:\n%s", log)
	}
	mustRun(t, "undo", "--to", fmt.Sprint(seq-1))
	if g := mustRun(t, "status"); !strings.Contains(g, "the guards' turn") {
		t.Errorf("after undo --to %d the guards' turn waits:\n%s", seq-1, g)
	}
	mustRun(t, "redo", "--all")
	after, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if string(after) != string(before) {
		t.Error("undo then redo changed the game file")
	}
}
