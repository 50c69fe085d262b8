package cmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// playGame starts a 2-crew game, Vera first, with the catalog of
// roundCatalog: Grub (1 suspicion icon) at the Sewers, Snag at the
// Infirmary, Mox at the Smithy, Pip at the Commissary, Tusk (2) at the Chow
// Hall.
func playGame(t *testing.T) {
	t.Helper()
	dir := gameEnv(t)
	if err := os.MkdirAll(filepath.Join(dir, "config", "lockup"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "config", "lockup", "catalog.yaml"), []byte(roundCatalog), 0o600); err != nil {
		t.Fatal(err)
	}
	mustRun(t, "new", "--crew", "Vera", "--crew", "Isaac", "--name", "play",
		"--display", "Lockpick", "--display", "Crown", "--display", "Rope",
		"--goon", "sewers=Grub", "--goon", "infirmary=Snag", "--goon", "smithy=Mox", "--goon", "commissary=Pip", "--goon", "chow-hall=Tusk")
}

// play runs lockup play in accessible mode with one answer per line.
func play(t *testing.T, answers []string, args ...string) (string, string) {
	t.Helper()
	code, out, errOut := run(t, strings.Join(answers, "\n")+"\n", false, append([]string{"play", "--accessible"}, args...)...)
	if code != 0 {
		t.Fatalf("play: exit %d\n%s%s", code, out, errOut)
	}
	return out, errOut
}

func status(t *testing.T) statusJSON {
	t.Helper()
	var st statusJSON
	if err := json.Unmarshal([]byte(mustRun(t, "status", "--output", "json")), &st); err != nil {
		t.Fatal(err)
	}
	return st
}

// Locations are numbered in the select: 1 Exercise Yard, 2 Sewers,
// 3 Infirmary, 4 Smithy, 5 Commissary, 6 Chow Hall, 7 Cell Block.
var rollCallAnswers = []string{
	"1", "1", "5", "", // Vera: assign, Exercise Yard, the 5, none face down
	"1", "4", "4", "", // Isaac: Smithy, the 4
	"1", "2", "4", "", // Vera: Sewers, the 4
	"1", "5", "5 lookout", "lookout", // Isaac: Commissary, the 5 and the lookout face down
	"1", "6", "3", "", // Vera: Chow Hall, the 3
	"2", // Isaac passes
	"2", // Vera passes
}

var lightsOutAnswers = []string{
	"1",      // Exercise Yard: Vera takes her reward
	"1",      // Sewers: Vera takes hers
	"1",      // Smithy: Isaac takes his (the Infirmary is empty)
	"1", "4", // Commissary: Isaac, the most strength, takes a gold cube
	"1", "Grub, Pip", "scrap=1", // Chow Hall: two goons for 1 cube: refused, the payment asked again
	"",          // Enter alone: the reward is asked again
	"1", "Grub", // Grub: Vera pays with her only kind of cube, scrap, unasked
}

// TestPlayRoundThroughRun plays round 1's Roll Call, then its Lights Out,
// as two runs of lockup play --until phase answered on standard input.
func TestPlayRoundThroughRun(t *testing.T) {
	t.Parallel()
	playRoundThroughRun(t)
}

// playRoundThroughRun plays and checks the game of TestPlayRoundThroughRun;
// the corpus generator (corpus_gen_test.go) keeps the game file it leaves.
func playRoundThroughRun(t *testing.T) {
	playGame(t)
	out1, prompts1 := play(t, rollCallAnswers, "--until", "phase")
	st := status(t)
	if st.Phase != "lights-out" || st.Round != 1 {
		t.Fatalf("after the Roll Call: round %d, %s\n%s", st.Round, st.Phase, out1)
	}
	out2, prompts2 := play(t, lightsOutAnswers, "--until", "phase")
	if !strings.Contains(prompts2, "refused") || !strings.Contains(prompts2, "cost") {
		t.Errorf("two goons for 1 cube was not refused:\n%s", prompts2)
	}
	st = status(t)
	if st.Phase != "patrol" || st.Round != 1 {
		t.Errorf("after the Lights Out: round %d, %s", st.Round, st.Phase)
	}
	want := map[string]statusCrewJSON{
		// Vera: 1 power, +1 at the Exercise Yard, +1 for Grub's Gain
		// Power; the Sewers' 2 scrap (two crews) less the 1 paid for Grub;
		// Grub's suspicion cube at the Sewers and Tusk's 2 at the Chow Hall.
		"Vera": {Reputation: 10, Power: 3, Suspicion: 3, Resources: map[string]int{"scrap": 1}, Goons: []string{"Grub"}},
		// Isaac: the Smithy's 2 iron, the Commissary's gold; his lookout
		// kept the Commissary's cubes (none) away.
		"Isaac": {Reputation: 10, Power: 1, Suspicion: 0, Resources: map[string]int{"iron": 2, "gold": 1}},
	}
	for _, c := range st.Crews {
		w := want[c.Name]
		if c.Reputation != w.Reputation || c.Power != w.Power || c.Suspicion != w.Suspicion || !c.FirstPlayer == (c.Name == "Vera") {
			t.Errorf("%s: reputation %d power %d suspicion %d first %v, want %d %d %d", c.Name, c.Reputation, c.Power, c.Suspicion, c.FirstPlayer, w.Reputation, w.Power, w.Suspicion)
		}
		for k, n := range c.Resources {
			if n != w.Resources[k] {
				t.Errorf("%s: %d %s, want %d", c.Name, n, k, w.Resources[k])
			}
		}
		if !slices.Equal(c.Goons, nonNil(w.Goons)) {
			t.Errorf("%s: goons %v, want %v", c.Name, c.Goons, w.Goons)
		}
	}
	golden(t, "play/round.golden", "$ lockup play (Roll Call)\n"+out1+"--- prompts\n"+prompts1+"$ lockup play (Lights Out)\n"+out2+"--- prompts\n"+prompts2)
}

// TestPlayRefusedAnswer: an assignment the rules refuse is asked again and
// leaves the game file as it was.
func TestPlayRefusedAnswer(t *testing.T) {
	t.Parallel()
	playGame(t)
	out, prompts := play(t, []string{
		"1", "1", "5", "", // Vera: Exercise Yard, the 5
		"1", "4", "4", "", // Isaac: Smithy, the 4
		"1", "2", "5", "", // Vera: Sewers, the 5 again: refused
	})
	if !strings.Contains(prompts, "refused") {
		t.Errorf("no refusal:\n%s", prompts)
	}
	if !strings.Contains(out, "Stopped") || !strings.Contains(out, "Vera's turn") {
		t.Errorf("play did not stop at Vera's turn when the input ended:\n%s", out)
	}
	if n := strings.Count(prompts, "Vera's turn (tokens left"); n != 3 {
		t.Errorf("Vera was asked %d times, want 3 (the refused turn asked again)", n)
	}
	logOut := mustRun(t, "log")
	if strings.Contains(logOut, "to the Sewers") || strings.Count(logOut, "assigns") != 2 {
		t.Errorf("the refused turn changed the log:\n%s", logOut)
	}
	for _, c := range status(t).Crews {
		if c.TokensLeft != 5 {
			t.Errorf("%s holds %d tokens, want 5", c.Name, c.TokensLeft)
		}
	}
}

// TestTokenTypedTwice: a token typed twice ("3 3") is refused alike by
// lockup play, which asks the turn again, and by lockup assign, with the
// rules engine's refusal naming the token and the tokens left (core
// rulebook, "Crew Tokens": a crew has one token of each kind); neither
// keeps one of the two for the player, and the game file is unchanged.
func TestTokenTypedTwice(t *testing.T) {
	t.Parallel()
	playGame(t)
	const refusal = `refused: Vera's 3 token is used twice; each token is assigned once per round (allowed: lookout, enforcer, 2, 3, 4, 5) [Lockup core rulebook (2019), "Crew Tokens"]`
	_, prompts := play(t, []string{"1", "2", "3 3", ""}) // Vera: Sewers, the 3 twice
	if !strings.Contains(prompts, refusal) {
		t.Errorf("play did not refuse the 3 typed twice:\n%s", prompts)
	}
	if n := strings.Count(prompts, "Vera's turn (tokens left"); n != 2 {
		t.Errorf("Vera was asked %d times, want 2 (the refused turn asked again)", n)
	}
	code, out, errOut := run(t, "", false, "assign", "sewers", "3", "3")
	if code != 2 || !strings.Contains(errOut, refusal) {
		t.Errorf("assign: exit %d\n%s%s", code, out, errOut)
	}
	if logOut := mustRun(t, "log"); strings.Contains(logOut, "assigns") {
		t.Errorf("a token typed twice changed the log:\n%s", logOut)
	}
}

// TestPlaySaysWhyItDidNotAsk: an entry the table makes by itself is not
// asked; play prints it with why, as the entry commands do. Vera puts all
// her tokens at the Exercise Yard: her next turn passes by itself, and the
// locations nobody is at resolve by themselves.
func TestPlaySaysWhyItDidNotAsk(t *testing.T) {
	t.Parallel()
	playGame(t)
	out, prompts := play(t, []string{
		"1", "1", "lookout enforcer 2 3 4 5", "", // Vera: every token to the Exercise Yard
		"2", // Isaac passes
		"1", // Lights Out: Vera takes her reward at the Exercise Yard
	}, "--until", "round")
	for _, want := range []string{
		"Vera passes.\n  Automatic: Vera has no tokens left, so it passes",
		"the Sewers is resolved.\n  Automatic: nobody is at the Sewers.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("play did not print %q:\n%s", want, out)
		}
	}
	if n := strings.Count(prompts, "Vera's turn (tokens left"); n != 1 {
		t.Errorf("Vera was asked %d turns, want 1: the second passes by itself\n%s", n, prompts)
	}
}

// TestPlayStopsAtAQuestion: play stops at the end of its phase only where
// a player has something to answer: the goons' advance, which begins the
// Patrol phase by itself, is recorded before play stops after the Lights
// Out, as the entry commands record it.
func TestPlayStopsAtAQuestion(t *testing.T) {
	t.Parallel()
	playGame(t)
	play(t, rollCallAnswers)
	out, _ := play(t, lightsOutAnswers)
	if !strings.Contains(out, "Automatic: the goons advance without a choice.") {
		t.Errorf("the goons did not advance:\n%s", out)
	}
	if st := status(t); !strings.Contains(st.Next, "draw a goon card for the Sewers") {
		t.Errorf("play stopped where the game waits for %q", st.Next)
	}
}

// TestPlayStoppedFitsTheTerminal: what play says when it stops is wrapped
// at words to the terminal's width, as the entry commands' lines are.
func TestPlayStoppedFitsTheTerminal(t *testing.T) {
	t.Parallel()
	playGame(t)
	code, out, _ := run(t, "1\n1\n", true, "play", "--accessible")
	if code != 0 || !strings.Contains(out, "Stopped;") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	for _, line := range strings.Split(out, "\n") {
		if n := utf8.RuneCountInString(line); n > cmdutil.DefaultWidth {
			t.Errorf("%d columns: %q", n, line)
		}
	}
}

func TestPlayNeedsAnswers(t *testing.T) {
	t.Parallel()
	playGame(t)
	code, _, errOut := run(t, "", false, "play")
	if code != 2 || !strings.Contains(errOut, "--accessible") {
		t.Errorf("play without a terminal: %d %q", code, errOut)
	}
	code, _, errOut = run(t, "", false, "play", "--until", "dawn")
	if code != 2 || !strings.Contains(errOut, "game-end") {
		t.Errorf("--until dawn: %d %q", code, errOut)
	}
}

func TestPlayAnswersFile(t *testing.T) {
	t.Parallel()
	playGame(t)
	path := filepath.Join(t.TempDir(), "answers.txt")
	if err := os.WriteFile(path, []byte(strings.Join(rollCallAnswers, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	mustRun(t, "play", "--answers", path)
	if st := status(t); st.Phase != "lights-out" {
		t.Errorf("after the answers file: %s", st.Phase)
	}
}

// TestPlayAsksOnlyWhatTheCatalogLacks plays on into the Patrol phase: a goon
// card the catalog does not know enters the Sewers; play asks only its
// missing printed values (neither its box nor a Bandit's resource of a goon
// that is not a Bandit), records the card with them and keeps them in the
// catalog, so the next game needs no typing.
func TestPlayAsksOnlyWhatTheCatalogLacks(t *testing.T) {
	t.Parallel()
	playGame(t)
	play(t, rollCallAnswers)
	play(t, lightsOutAnswers)
	out, errOut := play(t, []string{
		"Zed:0", // the goon drawn for the Sewers, with its suspicion icons typed
		"7",     // type: dwarves (1-4 bandits showing scrap, potions, iron, gold, 5 cultists, 6 demons, 7 dwarves)
		"none",  // valuables
		"none",  // effects
	})
	if !strings.Contains(errOut, "does not know its type, valuables, effects") {
		t.Errorf("play did not say what it asks for:\n%s", errOut)
	}
	if !strings.Contains(out, "Zed enters the goon space at the Sewers") {
		t.Errorf("Zed not recorded:\n%s", out)
	}
	st := status(t)
	i := slices.IndexFunc(st.Locations, func(l statusLocationJSON) bool { return l.Location == "sewers" })
	if i < 0 || st.Locations[i].Goon != "Zed" {
		t.Errorf("Sewers: %+v", st.Locations)
	}
	catalog := mustRun(t, "cards", "show", "Zed")
	if !strings.Contains(catalog, "dwarves") {
		t.Errorf("Zed's type was not kept in the catalog:\n%s", catalog)
	}
}

// TestPlayInputEndsAfterARefusedAnswer: huh's accessible select hands back
// a refused answer when the input ends right after it, and then panics; play
// must stop cleanly instead, recording nothing of the unanswered card.
func TestPlayInputEndsAfterARefusedAnswer(t *testing.T) {
	t.Parallel()
	playGame(t)
	play(t, rollCallAnswers)
	play(t, lightsOutAnswers)
	code, _, errOut := run(t, "Zed:0\ndwarves\n", false, "play", "--accessible")
	if code != 0 && code != 2 {
		t.Errorf("exit %d: %s", code, errOut)
	}
	if strings.Contains(errOut, "panic") || strings.Contains(errOut, "goroutine") {
		t.Errorf("stack trace:\n%s", errOut)
	}
	// The goons' advance is automatic and recorded; Zed, whose values
	// were never answered, is not.
	if after := mustRun(t, "log"); strings.Contains(after, "Zed") {
		t.Errorf("Zed was recorded:\n%s", after)
	}
}

// TestPlayRollCallLangs plays round 1's Roll Call of TestPlayRoundThroughRun
// with --lang es and zh (issue 24): the header and the questions are in
// that language (goldens play/rollcall-es.golden, play/rollcall-zh.golden),
// tokens may be typed in it, and the game file is the English run's.
func TestPlayRollCallLangs(t *testing.T) {
	t.Parallel()
	playGame(t)
	play(t, rollCallAnswers, "--until", "phase")
	want := mustRun(t, "log")
	for _, tc := range []struct {
		lang        string
		lookout, fd string
	}{
		{"es", "observador", "observador"},
		{"zh", "瞭望员", "瞭望员"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			playGame(t)
			answers := slices.Clone(rollCallAnswers)
			answers[14], answers[15] = "5 "+tc.lookout, tc.fd
			out, prompts := play(t, answers, "--until", "phase", "--lang", tc.lang)
			golden(t, "play/rollcall-"+tc.lang+".golden", "$ lockup play --lang "+tc.lang+" (Roll Call)\n"+out+"--- prompts\n"+prompts)
			if got := mustRun(t, "log"); got != want {
				t.Errorf("the game file differs from the English run's:\n%s\nwant:\n%s", got, want)
			}
		})
	}
}
