package cmd

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// e2eAnswers answer, one a line, every question lockup play asks in the
// game of TestEndToEndGame, in order. A select takes the number of its
// option, an input the text typed ("" is Enter). Locations are numbered in
// the Roll Call select: 1 Exercise Yard, 2 Sewers, 3 Infirmary, 4 Smithy,
// 5 Commissary, 6 Chow Hall, 7 Cell Block.
//
// What play does not ask, it records by itself, as the single commands do:
// a location nobody is at, or where every reward is chosen, resolves; the
// goons advance; the suspicion cubes are added.
var e2eAnswers = []string{
	// Round 1, Roll Call: each turn is "1" (assign), the location, the
	// tokens, the face-down tokens (none); "2" passes.
	"1", "1", "5", "", // Vera: the 5 to the Exercise Yard
	"1", "2", "4", "", // Isaac: the 4 to the Sewers
	"1", "4", "3", "", // Claire: the 3 to the Smithy
	"1", "6", "4", "", // Vera: the 4 to the Chow Hall
	"1", "6", "3", "", // Isaac: the 3 to the Chow Hall
	"1", "5", "2", "", // Claire: the 2 to the Commissary
	"1", "7", "3", "", // Vera: the 3 to the Cell Block
	"2",               // Isaac passes
	"1", "7", "5", "", // Claire: the 5 to the Cell Block
	"2", // Vera passes
	"2", // Claire passes

	// Round 1, Lights Out: a crew with a fixed reward takes it (1) or
	// declines it (2).
	"1",      // Exercise Yard: Vera takes 1 power and the first player marker
	"1",      // Sewers: Isaac takes 3 scrap (the Infirmary, empty, resolves by itself)
	"1",      // Smithy: Claire takes 2 iron
	"1", "4", // Commissary: Claire takes (1), a gold cube (4)
	"1",         // Chow Hall: Vera, most strength, takes nothing (she has no cube to pay: recruit is not offered); her 4 straggles
	"1", "Grub", // Isaac, second: recruits Grub, paying 1 scrap, the only way he can
	"1", "1", "iron=2", // Cell Block: Claire crafts (1) Lockpick (1) with 2 iron
	"1",                                       // Vera takes nothing (she can pay for nothing: only that and decline are offered); her 3 straggles
	"1",                                       // Library: Vera takes her reward, a tome
	"Atlas of Hideouts", "Cutthroat Crafting", // the two tomes Vera draws
	"2", // she keeps Cutthroat Crafting

	// Round 1, Patrol: nobody is over the storage limit; Lockpick's space
	// is refilled; the goons advance; the two empty goon spaces are asked
	// in board order.
	"Shiv",  // the item display
	"Gnash", // the Sewers
	"Bolt",  // the Infirmary

	// Round 2.
	"1", "7", "5", "", // Vera: the 5 to the Cell Block
	"1", "5", "2", "", // Isaac: the 2 to the Commissary
	"1", "5", "3", "", // Claire: the 3 to the Commissary
	"2", "2", "2", // everyone passes; the first four locations are empty
	"1", "4", // Commissary: Claire takes a gold cube
	"1", "scrap=1", "2", // Isaac exchanges (1) 1 scrap for a potion (2)
	"2",                                        // Cell Block: Vera declines (she can pay for nothing: take nothing or decline); her 5 straggles to the Library
	"1",                                        // Library: Vera takes her reward, a tome
	"Atlas of Hideouts", "Big Book of Stealth", // the two tomes Vera draws
	"2",    // she keeps Big Book of Stealth
	"Wart", // the Sewers (the display is full)

	// Round 3: Isaac alone goes out, to the Sewers and the Smithy.
	"2",               // Vera passes
	"1", "2", "5", "", // Isaac: the 5 to the Sewers
	"2",               // Claire passes
	"1", "4", "4", "", // Isaac: the 4 to the Smithy
	"2",      // Isaac passes
	"1", "1", // Isaac takes his rewards at the Sewers and the Smithy
	"scrap=2", // Isaac, 2 cubes over his storage limit, discards 2 scrap
	"Moss",    // the Sewers

	// Rounds 4 to 6: every crew passes; every location resolves by
	// itself; a goon card for the Sewers in rounds 4 and 5.
	"2", "2", "2", "Fang",
	"2", "2", "2", "Rook",
	"2", "2", "2",
}

// TestEndToEndGameThroughPlay plays the game of TestEndToEndGame from the
// same lockup new, with one run of lockup play --until game-end answered
// from a file (e2eAnswers). The game file play writes holds the entries of
// the corpus's e2e-six-rounds.jsonl, which the single commands record, and
// the final scoring is the one worked out by hand.
//
// testdata/play/e2e.golden is what play printed, the questions (on
// standard error) and the entries recorded (on standard output) as they
// come: the whole game as play shows it.
func TestEndToEndGameThroughPlay(t *testing.T) {
	t.Parallel()
	// The answers file, kept beside the transcript for a reader (it has no
	// room for comments: they are above, in e2eAnswers).
	golden(t, "play/e2e-answers.txt", strings.Join(e2eAnswers, "\n")+"\n")
	if t.Failed() {
		t.FailNow()
	}
	answers, err := filepath.Abs(filepath.Join("testdata", "play", "e2e-answers.txt"))
	if err != nil {
		t.Fatal(err)
	}
	newEndToEndGame(t)
	code, transcript := playTranscript(t, "--answers", answers, "--until", "game-end")
	if code != 0 {
		t.Fatalf("play: exit %d\n%s", code, transcript)
	}
	if !strings.Contains(transcript, "The game is over after round 6.") {
		t.Errorf("play did not reach the game end:\n%s", transcript)
	}

	got, err := os.ReadFile(currentGamePath(t))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(corpusDir, "e2e-six-rounds.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	gotHead, gotEntries := gameFileEntries(t, got)
	wantHead, wantEntries := gameFileEntries(t, want)
	if gotHead != wantHead {
		t.Errorf("header %s, want %s", gotHead, wantHead)
	}
	for i := range max(len(gotEntries), len(wantEntries)) {
		if i >= len(gotEntries) || i >= len(wantEntries) {
			t.Errorf("play recorded %d entries, the commands %d", len(gotEntries), len(wantEntries))
			break
		}
		if gotEntries[i] != wantEntries[i] {
			t.Errorf("entry %d:\n got %s\nwant %s", i+1, gotEntries[i], wantEntries[i])
			break
		}
	}

	// The final scoring: lockup status's is the one worked out by hand,
	// and play ends with lockup score's of the board lockup export writes.
	final := finalTotals(t)
	if !mapsEqual(final, e2eFinalScore) {
		t.Errorf("final scoring %v, want %v (by hand)", final, e2eFinalScore)
	}
	board := filepath.Join(t.TempDir(), "board.yaml")
	if err := os.WriteFile(board, []byte(mustRun(t, "export")), 0o600); err != nil {
		t.Fatal(err)
	}
	score := mustRun(t, "score", board)
	if !strings.HasPrefix(score, "+---") || !strings.HasSuffix(transcript, "\nFinal scoring (the final raid, then the end-of-game stars):\n"+score) {
		t.Errorf("play's final scoring is not lockup score's:\n%s\n--- lockup score\n%s", transcript, score)
	}

	golden(t, "play/e2e.golden", "$ lockup play --answers testdata/play/e2e-answers.txt --until game-end\n"+transcript)
}

// TestEndToEndGameThroughPlayNeedsEveryAnswer: without the last of
// e2eAnswers, play stops at Claire's last turn, having recorded the rest,
// so play asked for every answer of the file, and nothing after it.
func TestEndToEndGameThroughPlayNeedsEveryAnswer(t *testing.T) {
	t.Parallel()
	newEndToEndGame(t)
	answers := filepath.Join(t.TempDir(), "e2e-answers.txt")
	if err := os.WriteFile(answers, []byte(strings.Join(e2eAnswers[:len(e2eAnswers)-1], "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	code, transcript := playTranscript(t, "--answers", answers, "--until", "game-end")
	if code != 0 {
		t.Fatalf("play: exit %d\n%s", code, transcript)
	}
	st := status(t)
	if st.Round != 6 || st.Phase != "roll-call" || !strings.Contains(transcript, "Stopped; the 102 entries recorded") {
		t.Errorf("play without the last answer stopped at round %d, %s:\n%s", st.Round, st.Phase, transcript[max(0, len(transcript)-400):])
	}
}

// playTranscript runs lockup play with standard output and standard error
// on one stream, as a terminal shows them: its exit code and what it
// printed.
func playTranscript(t *testing.T, args ...string) (int, string) {
	t.Helper()
	ios, _, out, _ := cmdutil.TestStreams()
	ios.ErrOut = out
	code := Run(&cmdutil.Factory{IOStreams: ios, Version: "v0.0.0-test", Dirs: dirsFor(t)}, append([]string{"play"}, args...))
	return code, out.String()
}

// gameFileEntries reads a game file: its header without the time it was
// created (the game's own), and each entry as canonical JSON. The goon
// cards drawn in one refill of the goon spaces are sorted: the rulebook
// gives the refill no order (core rulebook, Patrol Phase, "Advance Goon
// Cards"), play asks for the empty spaces in board order, and the commands
// take them as they are typed. Their sequence numbers are left out with
// them.
func gameFileEntries(t *testing.T, data []byte) (header string, entries []string) {
	t.Helper()
	lines := bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))
	canonical := func(line []byte, drop string) (string, map[string]any) {
		var m map[string]any
		if err := json.Unmarshal(line, &m); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		delete(m, drop)
		delete(m, "h") // each hash covers the creation time, in line 1
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		return string(b), m
	}
	header, _ = canonical(lines[0], "created")
	for i := 0; i < len(lines[1:]); {
		e, m := canonical(lines[1+i], "")
		if m["kind"] != "goon-card" || m["phase"] != "patrol" {
			entries = append(entries, e)
			i++
			continue
		}
		var refill []string
		for ; i < len(lines[1:]); i++ {
			e, m := canonical(lines[1+i], "seq")
			if m["kind"] != "goon-card" {
				break
			}
			refill = append(refill, e)
		}
		slices.Sort(refill)
		entries = append(entries, refill...)
	}
	return header, entries
}
