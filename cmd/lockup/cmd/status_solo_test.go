package cmd

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	statuscmd "github.com/lockup-companion/lockup/cmd/lockup/cmd/status"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/terms"
)

// statusSoloCatalog is soloCatalog (made-up values, test data only) with
// the five yellow guard cards of the challenging level, one of them special
// ("Solitary Mode – Difficulty Levels", p. 19); their strengths are made up.
var statusSoloCatalog = func() string {
	var b strings.Builder
	b.WriteString(soloCatalog) // its guard cards come last
	for i, n := range []int{1, 2, 3, 3, 4} {
		fmt.Fprintf(&b, "  - {name: yellow %d, colour: yellow, strength: %d, special: %v}\n", i+1, n, i == 3)
	}
	return b.String()
}()

// soloNew starts a solitary game for Rin with statusSoloCatalog's cards.
func soloNew(t *testing.T, args ...string) {
	t.Helper()
	dir := gameEnv(t)
	writeCatalog(t, dir, statusSoloCatalog)
	mustRun(t, append([]string{"new", "--solo", "--crew", "Rin:blue", "--name", "solo", "--seed", "7", "--goal", "Hoarder",
		"--display", "Item 1", "--display", "Item 2", "--display", "Item 3",
		"--goon", "sewers=Goon 1", "--goon", "infirmary=Goon 2", "--goon", "smithy=Goon 3", "--goon", "commissary=Goon 4", "--goon", "chow-hall=Goon 5"}, args...)...)
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
		words("guards turn --reveal smithy"), // location card Smithy: a guard card goes there
		words("assign Rin commissary 5"),
		words("guards turn --reveal sewers"), // location card Off Duty
		words("assign Rin smithy 4"),
		words("guards turn --reveal infirmary"), // location card Infirmary
		words("assign Rin exercise-yard enforcer 3"),
		words("guards turn --reveal commissary"), // location card Exercise Yard
		words("assign Rin chow-hall lookout 2"))
}

// TestStatusSoloGolden shows a solitary game in the Roll Call phase (table
// decks) and in the Lights Out phase (app decks), on an 80-column terminal,
// piped and as JSON.
func TestStatusSoloGolden(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		golden string
		play   func(*testing.T)
	}{
		{"solo-roll-call", soloRollCall},
		{"solo-lights-out", soloLightsOut},
	} {
		t.Run(tc.golden, func(t *testing.T) {
			tc.play(t)
			for _, tty := range []bool{true, false} {
				args := []string{"status"}
				if tty {
					args = append(args, "--full")
				}
				code, out, errOut := runColumns(t, 80, "", tty, args...)
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

// statusTexts renders a game's status as each test below reads it: on
// terminals of several widths, piped, and as JSON.
func statusTexts(t *testing.T, g companion.Game) []string {
	t.Helper()
	var out []string
	for _, width := range []int{80, 64, 50, 40, 30} {
		var b strings.Builder
		statuscmd.Render(&b, terms.En, g, true, width)
		out = append(out, b.String())
	}
	var b strings.Builder
	statuscmd.Render(&b, terms.En, g, false, 80)
	ios, _, stdout, _ := cmdutil.TestStreams()
	if err := statuscmd.WriteJSON(ios, g); err != nil {
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
	t.Parallel()
	soloNew(t, "--difficulty", "challenging", "--decks", "app")
	player := &soloPlayer{t: t, app: true}
	hidden, steps := 0, 0
	for g := player.game(); ; g = player.game() {
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
		// status must not change. (With nothing to wipe, the game and
		// its status are those above: not drawn again.)
		wiped := player.game()
		cards := wiped.Solo.Round.Cards() // a view of the round
		wipedHere := 0
		for i := range cards {
			if !cards[i].FaceUp && cards[i].Known() {
				cards[i].GuardCard = rules.GuardCard{}
				wipedHere++
			}
		}
		hidden += wipedHere
		if wipedHere > 0 {
			for i, want := range statusTexts(t, wiped) {
				if texts[i] != want {
					t.Fatalf("round %d, %s: the status shows a face-down guard card's values:\n%s\nwith them wiped out:\n%s", g.Round, g.Phase, texts[i], want)
				}
			}
		}
		steps++
		if !player.step() {
			break
		}
		if steps > 3000 {
			t.Fatal("the game does not end")
		}
	}
	if hidden == 0 {
		t.Fatal("no face-down guard card whose values the app knew: the test shows nothing")
	}

	out := mustRun(t, "status") // test streams: not a terminal, 80 columns
	golden(t, "status/solo-game-end.plain.golden", out)
	for _, want := range []string{"Round 6 of 6, Game End", "Guard board", "Final scoring", "| guards |", "The guards score only their gold"} {
		if !strings.Contains(out, want) {
			t.Errorf("the game's end does not show %q:\n%s", want, out)
		}
	}
	// In Spanish and Chinese too: the raid, the guard board and the final
	// scoring in the reader's language.
	for _, lang := range []string{"es", "zh"} {
		golden(t, "status/lang/solo-game-end."+lang+".plain.golden", mustRun(t, "status", "--lang", lang))
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
	g := player.game()
	guards, _ := g.Crew(rules.Guards)
	if got, want := st.FinalScore.Crews[1].Breakdown.Resources, 2*guards.Board.Resources.Gold; got != want {
		t.Errorf("the guards' resources score %d, want 2 per gold: %d (%v)", got, want, guards.Board.Resources)
	}
}
