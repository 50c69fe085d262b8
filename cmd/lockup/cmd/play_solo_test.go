package cmd

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// playSoloCatalog holds made-up card values (not in the rulebooks) for the
// solitary games of lockup play: roundCatalog's cards, Shiv, two goons for
// the Patrol phase, and a moderate level's guard cards for the app's decks.
const playSoloCatalog = `lockup_catalog: 1
items:
  - {name: Lockpick, reputation: 3, cost: "1 iron, 1 any", valuables: "1 gem", effects: [gain-gold], barrels: 0}
  - {name: Crown, reputation: 2, cost: "2 scrap", valuables: "2 gems", effects: none, barrels: 0}
  - {name: Rope, reputation: 1, cost: "1 potions", valuables: "1 shield", effects: none, barrels: 0}
  - {name: Key, reputation: 4, cost: "1 gold, 2 iron", valuables: "1 magic", effects: none, barrels: 0}
  - {name: Shiv, reputation: 2, cost: "2 iron", valuables: "1 shield", effects: none, barrels: 0}
goons:
  - {name: Grub, type: dwarves, suspicion: 1, valuables: "1 shield", effects: [gain-power]}
  - {name: Snag, type: ratmen, suspicion: 0, valuables: none, effects: [choose-tome]}
  - {name: Mox, type: cultists, suspicion: 0, valuables: none, effects: none}
  - {name: Pip, type: flayers, suspicion: 0, valuables: "1 gem", effects: none}
  - {name: Tusk, type: hobgoblins, suspicion: 2, valuables: none, effects: none}
  - {name: Wart, type: dwarves, suspicion: 1, valuables: none, effects: none}
  - {name: Bolt, type: ratmen, suspicion: 0, valuables: "1 gem", effects: none}
goals:
  - {name: Hoarder, type: leader, condition: "most valuables (at least 1)"}
guards:
  - {name: blue 1, colour: blue, strength: 0}
  - {name: blue 2, colour: blue, strength: 1}
  - {name: blue 3, colour: blue, strength: 1}
  - {name: blue 4, colour: blue, strength: 2}
  - {name: blue 5, colour: blue, strength: 2}
  - {name: blue 6, colour: blue, strength: 3}
  - {name: blue 7, colour: blue, strength: 3}
  - {name: green 1, colour: green, strength: 1}
  - {name: green 2, colour: green, strength: 2}
  - {name: green 3, colour: green, strength: 2}
  - {name: green 4, colour: green, strength: 3}
  - {name: green 5, colour: green, strength: 4}
`

// soloGame starts a solitary game for Rin at the moderate level, its decks
// run as decks says (table or app), seed 7: Grub (1 suspicion icon) at the
// Sewers, Snag at the Infirmary, Mox at the Smithy, Pip at the Commissary,
// Tusk (2) at the Chow Hall; Rope, Crown and Key in the display.
func soloGame(t *testing.T, decks string) string {
	t.Helper()
	dir := gameEnv(t)
	writeCatalog(t, dir, playSoloCatalog)
	mustRun(t, "new", "--solo", "--difficulty", "moderate", "--decks", decks, "--seed", "7",
		"--crew", "Rin:blue", "--name", "solo", "--goal", "Hoarder",
		"--display", "Rope", "--display", "Crown", "--display", "Key",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")
	return dir
}

// playAnswers runs lockup play --answers with a file of answers, one a line,
// and returns its exit code, output and prompts.
func playAnswers(t *testing.T, dir string, answers []string, args ...string) (int, string, string) {
	t.Helper()
	path := filepath.Join(dir, "answers.txt")
	if err := os.WriteFile(path, []byte(strings.Join(answers, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	return run(t, "", false, append([]string{"play", "--answers", path}, args...)...)
}

// soloTableRound answers a whole solitary round at a real table. A guard
// turn is the face-down guard card turned up (its number in the list of
// those face down), what it shows, the location card that came up (its
// number in the list of those left: the six locations, then Off Duty), and
// unless Off Duty what the guard card it sends shows.
var soloTableRound = []string{
	// Roll Call.
	"4", "b2", "6", "g3", // the guards: the Smithy's card (blue 2); Chow Hall sends green 3
	"1", "4", "5", "", // Rin: the 5 to the Smithy
	"2", "green 4", "6", // the guards: the Sewers' card (green 4); Off Duty: nothing more asked
	"1", "5", "4", "", // Rin: the 4 to the Commissary
	"5", "blue:1", "5", "b0", // the guards: the Cell Block's card (blue 1); Commissary sends blue 0
	"2", // Rin passes: the Lights Out phase begins

	// Lights Out: each face-down guard card is turned up as its location
	// comes; the guards' rewards are their own rules', printed with why.
	"b3",     // the Exercise Yard
	"b1",     // the Infirmary (the Sewers' card is face up)
	"1",      // the Smithy: Rin, 5 against blue 2, takes 2 iron
	"g2",     // the Commissary: green 2 beside blue 0
	"1", "4", // Rin, 4 against 2, takes a gold cube
	"b3", // the Chow Hall: blue 3 beside green 3; the guards seize

	// Patrol: the Crown the guards crafted is replaced; the goons advance,
	// the Sewers and the Infirmary are empty.
	"Lockpick", "Wart", "Bolt",
}

// TestPlaySoloTableRound plays a whole solitary round at a real table
// through lockup play --answers: the guard turns and the guard cards turned
// up in the Lights Out phase are asked and recorded with what the cards
// show; the guards' rewards are decided by their own rules and printed with
// the reasons; play shows the deal of the guard cards, goes on through the
// Patrol phase, says which cards came up in the refills and stops before
// round 2's deal.
func TestPlaySoloTableRound(t *testing.T) {
	t.Parallel()
	dir := soloGame(t, "table")
	code, out, prompts := playAnswers(t, dir, soloTableRound, "--until", "round")
	if code != 0 {
		t.Fatalf("play: exit %d\n%s%s", code, out, prompts)
	}
	for _, want := range []string{
		"Round 1, Roll Call: the guard cards are dealt.",
		"- Deal the top guard card face down at each of the Exercise Yard, Sewers, Infirmary, Smithy, Commissary, Chow Hall and Cell Block, in that order",
		"Round 1, Roll Call: the guards' turn.",
		"Round 1, Lights Out, the Exercise Yard: the guard card here is turned up.",
		"The top guard card goes face up to the Chow Hall: what does it show?",
	} {
		if !strings.Contains(prompts, want) {
			t.Errorf("the prompts lack %q", want)
		}
	}
	if strings.Contains(prompts, "Off Duty: no guard card moves") {
		t.Errorf("the guard card sent was asked after Off Duty:\n%s", prompts)
	}
	for _, want := range []string{
		"guard turn: the guard card at the Smithy is turned up (blue 2); the location card is Chow Hall: green 3 goes face up to the Chow Hall.",
		"the location card is Off Duty: no guard card moves.",
		"Chow Hall: the guards seize Tusk and Grub, because:",
		"    - first goon: Tusk at the Chow Hall, 2 suspicion icons, the most left",
		// The refills say which cards came up; play stops before the
		// next round's deal, its last line saying how to go on.
		"  The item display now: 1. Rope, 2. Lockpick (new), 3. Key.",
		"  The goon spaces now: Sewers: Wart (new), Infirmary: Bolt (new), Smithy: Snag,",
		"Next: round 2, Roll Call: deal a guard card face down at each of locations 1 to 7.\nTo go on: lockup play\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q", want)
		}
	}
	st := status(t)
	if st.Round != 2 || st.Phase != "roll-call" {
		t.Errorf("after play: round %d, %s; want round 2's Roll Call", st.Round, st.Phase)
	}
	for _, c := range st.Crews {
		switch c.Name {
		case "Rin": // 2 iron at the Smithy, 1 gold at the Commissary
			if c.Resources["iron"] != 2 || c.Resources["gold"] != 1 {
				t.Errorf("Rin holds %v, want 2 iron and 1 gold", c.Resources)
			}
		case rules.Guards: // they seized Tusk and Grub, and crafted Crown
			if !slices.Equal(c.Goons, []string{"Tusk", "Grub"}) || !slices.Equal(c.Items, []string{"Crown"}) {
				t.Errorf("the guards hold goons %v and items %v, want Tusk, Grub and Crown", c.Goons, c.Items)
			}
		}
	}
	golden(t, "play/solo-table-round.golden", "$ lockup play --answers FILE --until round\n"+out+"--- prompts\n"+prompts)
}

// TestPlaySoloAppRound plays a solitary round whose decks the app runs: on a
// guard turn play asks only which face-down guard card is turned up, and
// prints what the app drew; the Lights Out phase turns the cards up by
// itself. lockup solo audit then finds every card the one the seed deals.
func TestPlaySoloAppRound(t *testing.T) {
	t.Parallel()
	dir := soloGame(t, "app")
	answers := []string{
		"4",               // the guards turn up the Smithy's card
		"1", "4", "5", "", // Rin: the 5 to the Smithy
		"1",               // the guards: the Exercise Yard's
		"1", "5", "4", "", // Rin: the 4 to the Commissary
		"1",               // the guards: the Sewers'
		"1", "7", "3", "", // Rin: the 3 to the Cell Block
		"2",      // the guards: the Commissary's
		"2",      // Rin passes
		"1",      // the Smithy: Rin takes 2 iron
		"1", "4", // the Commissary: Rin takes a gold cube
		"1", // the Cell Block: Rin crafts Key, the only item she can pay for, paying its cost (1 gold, 2 iron), the only way she can
		"Lockpick", "Shiv", "Wart", "Bolt",
	}
	code, out, prompts := playAnswers(t, dir, answers, "--until", "round")
	if code != 0 {
		t.Fatalf("play: exit %d\n%s%s", code, out, prompts)
	}
	if strings.Contains(prompts, "show?") || strings.Contains(prompts, "Which location card") {
		t.Errorf("play asked what the app's cards show:\n%s", prompts)
	}
	if n := strings.Count(prompts, "Which face-down guard card do you turn up?"); n != 4 {
		t.Errorf("the face-down card to turn up was asked %d times, want 4", n)
	}
	if st := status(t); st.Round != 2 || st.Phase != "roll-call" {
		t.Errorf("after play: round %d, %s; want round 2's Roll Call", st.Round, st.Phase)
	}
	audit := mustRun(t, "solo", "audit")
	if !strings.Contains(audit, "Every card drawn is the one the seed 7 deals") {
		t.Errorf("lockup solo audit:\n%s", audit)
	}
	golden(t, "play/solo-app-round.golden", "$ lockup play --answers FILE --until round\n"+out+"--- prompts\n"+prompts)
}

// TestPlaySoloRefusedGuardCard: a guard card the deck cannot hold (a sixth
// green card in a round, a colour of another level) is refused, the turn
// asked again, and the game file keeps nothing of it.
func TestPlaySoloRefusedGuardCard(t *testing.T) {
	t.Parallel()
	dir := soloGame(t, "table")
	code, out, prompts := playAnswers(t, dir, []string{
		"1", "g1", "1", "g2", // Exercise Yard: green 1; Exercise Yard sends green 2
		"1", "1", "5", "",
		"1", "g2", "1", "g3", // Sewers: green 2; Sewers sends green 3
		"1", "2", "5", "", // the 5 again: refused, asked again
		"1", "2", "4", "",
		"1", "yellow 3", "g4", "1", "g4", // Infirmary: yellow refused in the form; green 4; Infirmary sends a sixth green: refused
		"1", "g4", "1", "b3", // asked again: blue 3 sent
	})
	if code != 0 {
		t.Fatalf("play: exit %d\n%s%s", code, out, prompts)
	}
	for _, want := range []string{
		"yellow: the guard deck of the moderate level holds blue and green cards only",
		"refused: 6 green guard cards this round",
	} {
		if !strings.Contains(prompts, want) {
			t.Errorf("the prompts lack %q:\n%s", want, prompts)
		}
	}
	log := mustRun(t, "log")
	if strings.Count(log, "guard turn:") != 3 || !strings.Contains(log, "blue 3 goes face up to the Infirmary") {
		t.Errorf("the log after the refusals:\n%s", log)
	}
}

// TestPlaySoloSpecialCard: at the challenging level, the special guard card
// turned up in the Lights Out phase brings the top guard card face down by
// itself; play then asks what that brought card shows, saying which card it
// is.
func TestPlaySoloSpecialCard(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	writeCatalog(t, dir, playSoloCatalog)
	mustRun(t, "new", "--solo", "--difficulty", "challenging", "--crew", "Rin:blue", "--name", "special",
		"--display", "Rope", "--display", "Crown", "--display", "Key",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")
	code, out, prompts := playAnswers(t, dir, []string{
		"4", "b2", "6", "y3", // the guards: the Smithy's card; Chow Hall sends yellow 3
		"2",   // Rin passes: Lights Out
		"y4s", // the Exercise Yard: the special card
		"b1",  // the card it brought
	}, "--until", "round")
	if code != 0 {
		t.Fatalf("play: exit %d\n%s%s", code, out, prompts)
	}
	if !strings.Contains(out, "the special guard card brings the top guard card face down to the Exercise Yard.") ||
		!strings.Contains(out, "the guard card at the Exercise Yard is turned up: blue 1.") {
		t.Errorf("the output:\n%s", out)
	}
	if !strings.Contains(prompts, "Turn up the guard card the special card brought to the Exercise Yard: what does it show?") {
		t.Errorf("the brought card was not asked for as such:\n%s", prompts)
	}
}

// TestGuardsReasonsWrap: on a terminal, a reason of the guards' decision
// that wraps keeps its indent under the decision.
func TestGuardsReasonsWrap(t *testing.T) {
	t.Parallel()
	dir := soloGame(t, "table")
	// The first round of soloTableRound, up to the Chow Hall's guard card.
	if code, out, prompts := playAnswers(t, dir, soloTableRound[:26], "--until", "round"); code != 0 {
		t.Fatalf("play: exit %d\n%s%s", code, out, prompts)
	}
	code, out, errOut := runColumns(t, 80, "", true, "guards", "card", "chow-hall", "blue:3")
	if code != 0 {
		t.Fatalf("guards card: exit %d\n%s%s", code, out, errOut)
	}
	want := "    - the guards seize 2 goons without paying, and gain their valuables and\n      special effects\n"
	if !strings.Contains(out, want) {
		t.Errorf("the reason does not wrap under its indent; want\n%s\nin\n%s", want, out)
	}
}

// TestPlaySoloReasonsInLanguage: under --lang es|zh the guards' decisions
// play prints, and the steps that decided them, are in the reader's
// language (issue 24); the answers are the same.
func TestPlaySoloReasonsInLanguage(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ lang, decision, step string }{
		{"es", "Comedor: los guardias se llevan Tusk y Grub, porque:", "    - primer bandido: Tusk, en el Comedor, con 2 símbolos de sospecha"},
		{"zh", "食堂：警卫夺取 Tusk 和 Grub，原因：", "    - 第一个暴徒：Tusk，在食堂，2 个可疑图标"},
	} {
		dir := soloGame(t, "table")
		code, out, prompts := playAnswers(t, dir, soloTableRound, "--until", "round", "--lang", c.lang)
		if code != 0 {
			t.Fatalf("play --lang %s: exit %d\n%s%s", c.lang, code, out, prompts)
		}
		for _, want := range []string{c.decision, c.step} {
			if !strings.Contains(out, want) {
				t.Errorf("play --lang %s: the output lacks %q:\n%s", c.lang, want, out)
			}
		}
		if strings.Contains(out, ", because:") {
			t.Errorf("play --lang %s: a guards' decision in English:\n%s", c.lang, out)
		}
	}
}
