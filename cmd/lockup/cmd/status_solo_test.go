package cmd

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
)

// soloCatalog is the card catalog of the solitary games below: roundCatalog's
// cards, then twenty plain items and thirty plain goons for the Patrol
// phases' refills, and the guard cards of the blue, green and yellow
// colours. TEST DATA ONLY: every value is made up (the rulebooks print no
// card's values); only the numbers of guard cards follow the rules (7 blue,
// 5 of each other colour, one special yellow card; core rulebook, "Solitary
// Mode – Difficulty Levels", p. 19).
var soloCatalog = func() string {
	var items, goons, b strings.Builder
	costs := []string{"1 scrap", "1 potions", "1 iron", "1 gold"}
	for i := 1; i <= 20; i++ {
		fmt.Fprintf(&items, "  - {name: Item %d, reputation: %d, cost: %q, valuables: none, effects: none, barrels: 0}\n", i, 1+i%4, costs[i%4])
	}
	types := []string{"dwarves", "ratmen", "cultists", "flayers", "hobgoblins"}
	for i := 1; i <= 30; i++ {
		fmt.Fprintf(&goons, "  - {name: Goon %d, type: %s, suspicion: %d, valuables: none, effects: none}\n", i, types[i%5], i%3)
	}
	cat := strings.Replace(roundCatalog, "goons:\n", items.String()+"goons:\n", 1)
	b.WriteString(strings.Replace(cat, "goals:\n", goons.String()+"goals:\n", 1))
	b.WriteString("guards:\n")
	for i, n := range []int{0, 1, 1, 2, 2, 3, 3} {
		fmt.Fprintf(&b, "  - {name: blue %d, colour: blue, strength: %d}\n", i+1, n)
	}
	for i, n := range []int{1, 2, 2, 3, 4} {
		fmt.Fprintf(&b, "  - {name: green %d, colour: green, strength: %d}\n", i+1, n)
	}
	for i, n := range []int{1, 2, 3, 3, 4} {
		fmt.Fprintf(&b, "  - {name: yellow %d, colour: yellow, strength: %d, special: %v}\n", i+1, n, i == 3)
	}
	return b.String()
}()

// soloNew starts a solitary game for Rin with roundCatalog's cards.
func soloNew(t *testing.T, args ...string) {
	t.Helper()
	dir := gameEnv(t)
	writeCatalog(t, dir, soloCatalog)
	mustRun(t, append([]string{"new", "--solo", "--crew", "Rin:blue", "--name", "solo", "--seed", "7", "--goal", "Hoarder",
		"--display", "Rope", "--display", "Crown", "--display", "Key",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk"}, args...)...)
}

// soloRollCall is a solitary game at a real table (decks: table) in the
// middle of round 1's Roll Call phase: two guard turns, one Off Duty, and
// two of Rin's turns.
func soloRollCall(t *testing.T) {
	soloNew(t, "--difficulty", "moderate")
	cmds(t, words("next"),
		words("guards turn --reveal smithy --card blue:2 --drawn chow-hall --placed green:3"),
		words("assign Rin commissary 4"),
		words("guards turn --reveal chow-hall --card green:1 --drawn off-duty"),
		words("assign Rin chow-hall 5"))
}

// soloLightsOut is a solitary game whose decks the app runs, on the
// challenging level, at the start of round 1's Lights Out phase. The seed
// deals the special guard card face down at the Exercise Yard, where a
// guard turn sent another card face up; as the Lights Out phase begins the
// app turns the special card up, and the card it brings there. The cards at
// the Chow Hall and the Cell Block are still face down.
func soloLightsOut(t *testing.T) {
	soloNew(t, "--difficulty", "challenging", "--decks", "app")
	cmds(t, words("next"),
		words("guards turn --reveal smithy"), // the Smithy card: a card there
		words("assign Rin commissary 5"),
		words("guards turn --reveal sewers"), // Off Duty
		words("assign Rin smithy 4"),
		words("guards turn --reveal infirmary"), // the Infirmary card: a card there
		words("assign Rin exercise-yard enforcer 3"),
		words("guards turn --reveal commissary"), // the Exercise Yard card: a card there
		words("assign Rin chow-hall lookout 2"))
}

// soloGame reads the current game.
func soloGame(t *testing.T) companion.Game {
	t.Helper()
	ios, _, _, _ := TestStreams()
	g, _, err := readGame(ios, "")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestStatusSoloGolden shows a solitary game in the Roll Call phase (table
// decks) and in the Lights Out phase (app decks), on an 80-column terminal,
// piped and as JSON.
func TestStatusSoloGolden(t *testing.T) {
	for _, tc := range []struct {
		golden string
		play   func(*testing.T)
	}{
		{"solo-roll-call", soloRollCall},
		{"solo-lights-out", soloLightsOut},
	} {
		t.Run(tc.golden, func(t *testing.T) {
			tc.play(t)
			t.Setenv("COLUMNS", "80")
			for _, tty := range []bool{true, false} {
				code, out, errOut := run(t, "", tty, "status")
				if code != 0 {
					t.Fatalf("exit %d: %s", code, errOut)
				}
				name := "status/" + tc.golden + ".plain.golden"
				if tty {
					name = "status/" + tc.golden + ".tty.golden"
				}
				golden(t, name, out)
				if wide := tooWide(out, 80); len(wide) > 0 {
					t.Errorf("%s: lines wider than 80:\n%s", name, strings.Join(wide, "\n"))
				}
			}
			golden(t, "status/"+tc.golden+".json.golden", mustRun(t, "status", "--output", "json"))
		})
	}
}

// soloStep makes the next entry of a solitary game whose decks the app
// runs, by a fixed policy: what needs no choice with lockup next; the
// guards' turns turn up the last face-down card; Rin assigns its tokens to
// the Cell Block, Commissary, Exercise Yard, Chow Hall, Smithy and Sewers in
// turn, takes gold when it must, chooses nothing else and draws the first
// catalog cards left. It reports false once the game is over.
func soloStep(t *testing.T, g companion.Game) bool {
	t.Helper()
	x := g.Expect()
	if _, ok := x.Auto(); ok {
		mustRun(t, "next")
		return true
	}
	switch x.Kind {
	case companion.ExpectGuardTurn:
		args := []string{"guards", "turn"}
		if len(x.FaceDown) > 0 {
			args = append(args, "--reveal", x.FaceDown[len(x.FaceDown)-1].Slug())
		}
		mustRun(t, args...)
	case companion.ExpectTurn:
		for _, p := range []string{"cell-block 5", "commissary 4", "exercise-yard enforcer", "chow-hall 3", "smithy 2", "sewers lookout"} {
			loc, token, _ := strings.Cut(p, " ")
			for _, tk := range x.Tokens {
				if tk.String() == token {
					mustRun(t, "assign", x.Crew, loc, token)
					return true
				}
			}
		}
		mustRun(t, "pass", x.Crew)
	case companion.ExpectResolve:
		for _, o := range x.Open {
			if o.Must {
				mustRun(t, "take", o.Crew, "gold")
				return true
			}
		}
		mustRun(t, "next")
	case companion.ExpectDisplayCard:
		mustRun(t, "draw", "item", soloUnused(&g, catalog.ItemCard, "Item"))
	case companion.ExpectGoonCard:
		mustRun(t, "draw", "goon", x.GoonSpaces[0].Slug(), soloUnused(&g, catalog.GoonCard, "Goon"))
	case companion.ExpectDiscard:
		d := x.Discards[0]
		c, _ := g.Crew(d.Crew)
		args := []string{"discard", d.Crew}
		left := d.N
		for _, k := range rules.AllResources {
			if n := min(left, c.Board.Resources.Of(k)); n > 0 {
				args = append(args, fmt.Sprintf("%s=%d", k, n))
				left -= n
			}
		}
		mustRun(t, args...)
	case companion.ExpectGameOver:
		return false
	default:
		t.Fatalf("round %d, %s: no policy for %s (%s)", g.Round, g.Phase, x.Kind, x)
	}
	return true
}

// soloUnused returns the first of soloCatalog's cards named prefix N that
// has not entered play.
func soloUnused(g *companion.Game, kind catalog.CardKind, prefix string) string {
	for i := 1; ; i++ {
		name := fmt.Sprintf("%s %d", prefix, i)
		if _, ok := g.CardInPlay(kind, name); !ok {
			return name
		}
	}
}

// statusTexts renders a game's status as each test below reads it: on
// terminals of several widths, piped, and as JSON.
func statusTexts(t *testing.T, g companion.Game) []string {
	t.Helper()
	var out []string
	for _, width := range []int{80, 64, 50, 40, 30} {
		var b strings.Builder
		writeStatus(&b, g, true, false, width)
		out = append(out, b.String())
	}
	var b strings.Builder
	writeStatus(&b, g, false, false, 80)
	ios, _, stdout, _ := TestStreams()
	if err := writeStatusJSON(&statusOptions{IO: ios, Output: "json"}, g); err != nil {
		t.Fatal(err)
	}
	return append(out, b.String(), stdout.String())
}

// TestStatusSoloWholeGame plays a whole solitary game whose decks the app
// runs (it knows the values of every face-down guard card), showing its
// status after every entry: the status is the same when the face-down
// cards' values are wiped out, so none of them shows, in the text or the
// JSON; it fits every terminal width; and the game's end shows the final
// scoring with the guards' column, their gold only scored.
func TestStatusSoloWholeGame(t *testing.T) {
	soloNew(t, "--difficulty", "challenging", "--decks", "app")
	hidden, steps := 0, 0
	for g := soloGame(t); ; g = soloGame(t) {
		texts := statusTexts(t, g)
		for i, width := range []int{80, 64, 50, 40, 30, 80} {
			if wide := tooWide(texts[i], width); len(wide) > 0 {
				t.Fatalf("round %d, %s, width %d: lines too wide:\n%s", g.Round, g.Phase, width, strings.Join(wide, "\n"))
			}
		}
		if !strings.Contains(texts[0], "Location ") || (g.Phase != companion.PhasePatrol && g.Phase != companion.PhaseGameEnd) != strings.Contains(texts[0], "Guard cards ") {
			t.Fatalf("round %d, %s: no location table at 80 columns, or guard cards where none lie:\n%s", g.Round, g.Phase, texts[0])
		}
		var st statusJSON
		if err := json.Unmarshal([]byte(texts[len(texts)-1]), &st); err != nil {
			t.Fatal(err)
		}
		for _, spot := range st.Solo.GuardCards {
			for _, c := range spot.Cards {
				if !c.FaceUp && (c.Colour != "" || c.Strength != nil || c.Special || spot.Strength != nil) {
					t.Fatalf("round %d, %s: a face-down card with values in the JSON: %+v", g.Round, g.Phase, spot)
				}
			}
		}
		// What the round knows of a face-down card, wiped out: the
		// status must not change.
		wiped := soloGame(t)
		cards := wiped.Solo.Round.Cards() // a view of the round
		for i := range cards {
			if !cards[i].FaceUp && cards[i].Known() {
				cards[i].GuardCard = automa.GuardCard{}
				hidden++
			}
		}
		for i, want := range statusTexts(t, wiped) {
			if texts[i] != want {
				t.Fatalf("round %d, %s: the status shows a face-down guard card's values:\n%s\nwith them wiped out:\n%s", g.Round, g.Phase, texts[i], want)
			}
		}
		steps++
		if !soloStep(t, g) {
			break
		}
		if steps > 3000 {
			t.Fatal("the game does not end")
		}
	}
	if hidden == 0 {
		t.Fatal("no face-down guard card whose values the app knew: the test shows nothing")
	}

	t.Setenv("COLUMNS", "80")
	out := mustRun(t, "status")
	golden(t, "status/solo-game-end.plain.golden", out)
	for _, want := range []string{"Round 6 of 6, Game End", "Guard board", "Final scoring", "| guards |", "The guards score only their gold"} {
		if !strings.Contains(out, want) {
			t.Errorf("the game's end does not show %q:\n%s", want, out)
		}
	}
	var st statusJSON
	if err := json.Unmarshal([]byte(mustRun(t, "status", "--output", "json")), &st); err != nil {
		t.Fatal(err)
	}
	if len(st.Crews) != 1 || st.Crews[0].Name != "Rin" || st.Solo == nil || len(st.Solo.GuardCards) != 0 {
		t.Errorf("crews %+v, solo %+v: want Rin alone, the guards in solo, no guard card", st.Crews, st.Solo)
	}
	if st.FinalScore == nil || len(st.FinalScore.Crews) != 2 || st.FinalScore.Crews[1].Name != "guards" {
		t.Fatalf("final score: %+v", st.FinalScore)
	}
	g := soloGame(t)
	guards, _ := g.Crew(rules.Guards)
	if got, want := st.FinalScore.Crews[1].Breakdown.Resources, 2*guards.Board.Resources.Gold; got != want {
		t.Errorf("the guards' resources score %d, want 2 per gold: %d (%v)", got, want, guards.Board.Resources)
	}
}
