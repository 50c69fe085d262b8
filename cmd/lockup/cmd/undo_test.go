package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/gamelog"
)

// gameFile returns the current game's file.
func gameFile(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dataDir(t), "current"))
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(data))
}

// TestUndoRedo plays startGame's setup (entries 1 to 10) and three Roll
// Call entries (11 to 13), runs the commands of each case, and checks what
// the last one prints, its exit code, and how many entries the game holds
// then. A refused command must leave the game file and the redo file as
// they were.
func TestUndoRedo(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		// before are the commands run first, each of which must succeed.
		before [][]string
		args   []string
		code   int
		// out are lines the standard output must hold, in order; errOut a
		// part of the standard error.
		out     []string
		errOut  string
		entries int
	}{
		{name: "undo the last entry", args: []string{"undo"},
			out: []string{"Took back 13. Round 1, Roll Call: Claire assigns the 3 to the Sewers.", "lockup redo puts it back.", "Next: Claire's turn ("}, entries: 12},
		{name: "undo again and again", before: [][]string{{"undo"}, {"undo"}}, args: []string{"undo"},
			out: []string{"Took back 11. Round 1, Roll Call: Vera assigns the 5 to the Exercise Yard.", "Next: round 1, Roll Call; Vera's turn ("}, entries: 10},
		{name: "undo to the setup's last card", args: []string{"undo", "--to", "10"},
			out: []string{"Took back 3 entries:", "  11. Round 1, Roll Call: Vera assigns the 5 to the Exercise Yard.", "  12. Round 1, Roll Call: Isaac assigns the 4 to the Exercise Yard.",
				"  13. Round 1, Roll Call: Claire assigns the 3 to the Sewers.", "lockup redo puts them back one at a time, lockup redo --all all at once.", "Next: round 1, Roll Call; Vera's turn ("}, entries: 10},
		{name: "undo to the setup entry", args: []string{"undo", "--to", "1"},
			out: []string{"Took back 12 entries:", "  2. Setup: Lockpick enters the item display", "  13. Round 1", "Setup still needs"}, entries: 1},
		{name: "undo to 0 is refused", args: []string{"undo", "--to", "0"}, code: 2, errOut: "--to 0: use 1 to 12, the entry to go back to as lockup log numbers them (every entry after it is taken back; entry 1, the setup, is kept)", entries: 13},
		{name: "undo to the last entry is refused", args: []string{"undo", "--to", "13"}, code: 2, errOut: "use 1 to 12", entries: 13},
		{name: "undo to beyond the end is refused", args: []string{"undo", "--to", "99"}, code: 2, errOut: "--to 99: use 1 to 12", entries: 13},
		{name: "undo to a negative entry is refused", args: []string{"undo", "--to", "-3"}, code: 2, errOut: "--to -3: use 1 to 12", entries: 13},
		{name: "the setup entry stays", before: [][]string{{"undo", "--to", "1"}}, args: []string{"undo"}, code: 2,
			errOut: "entry 1 is the setup of the game, which undo keeps: nothing after it to take back; to set the game up differently, start a new game with lockup new", entries: 1},
		{name: "redo puts back the last entry undone", before: [][]string{{"undo"}}, args: []string{"redo"},
			out: []string{"Put back 13. Round 1, Roll Call: Claire assigns the 3 to the Sewers.", "Next: Vera's turn ("}, entries: 13},
		{name: "redo after several undos puts back the first", before: [][]string{{"undo"}, {"undo"}}, args: []string{"redo"},
			out: []string{"Put back 12. Round 1, Roll Call: Isaac assigns the 4 to the Exercise Yard.", "1 more entry to put back: lockup redo.", "Next: Claire's turn ("}, entries: 12},
		{name: "redo one of undo --to", before: [][]string{{"undo", "--to", "10"}}, args: []string{"redo"},
			out: []string{"Put back 11.", "2 more entries to put back: lockup redo for the next, lockup redo --all for all.", "Next: Isaac's turn ("}, entries: 11},
		{name: "redo --all", before: [][]string{{"undo", "--to", "10"}, {"redo"}}, args: []string{"redo", "--all"},
			out: []string{"Put back 2 entries:", "  12. Round 1, Roll Call: Isaac", "  13. Round 1, Roll Call: Claire", "Next: Vera's turn ("}, entries: 13},
		{name: "redo when nothing was undone", args: []string{"redo"}, code: 2,
			errOut: "there is nothing to redo: no entry was taken back with lockup undo since the last one was added", entries: 13},
		{name: "redo when everything was put back", before: [][]string{{"undo"}, {"redo"}}, args: []string{"redo", "--all"}, code: 2,
			errOut: "there is nothing to redo", entries: 13},
		{name: "redo after a new entry", before: [][]string{{"undo"}, {"undo"}, {"pass", "Isaac"}}, args: []string{"redo"}, code: 2,
			errOut: "redo puts back only what undo took back, until a new entry is added", entries: 12},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			gameEnv(t)
			startGame(t)
			cmds(t, words("assign Vera exercise-yard 5"), words("assign Isaac exercise-yard 4"), words("assign Claire sewers 3"))
			cmds(t, tc.before...)
			path := gameFile(t)
			game, _ := os.ReadFile(path)
			redo, _ := os.ReadFile(gamelog.RedoPath(path))
			code, out, errOut := run(t, "", false, tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d\n%s%s", code, tc.code, out, errOut)
			}
			rest := out
			for _, want := range tc.out {
				i := strings.Index(rest, want)
				if i < 0 {
					t.Errorf("the output lacks %q (in order):\n%s", want, out)
					break
				}
				rest = rest[i+len(want):]
			}
			if !strings.Contains(errOut, tc.errOut) || (tc.errOut == "") != (errOut == "") {
				t.Errorf("stderr %q, want %q", errOut, tc.errOut)
			}
			l, _, err := gamelog.Files{}.OpenLog(path)
			if err != nil {
				t.Fatal(err)
			}
			if l.Len() != tc.entries {
				t.Errorf("%d entries, want %d", l.Len(), tc.entries)
			}
			if code != 0 {
				gameAfter, _ := os.ReadFile(path)
				redoAfter, _ := os.ReadFile(gamelog.RedoPath(path))
				if string(gameAfter) != string(game) || string(redoAfter) != string(redo) {
					t.Errorf("a refused %v changed the game or its redo file", tc.args)
				}
			}
		})
	}
}

// TestUndoWrapsToTheTerminal: what undo took back is wrapped to the
// terminal's width, with a hanging indent.
func TestUndoWrapsToTheTerminal(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	startGame(t)
	_, out, _ := runColumns(t, 40, "", true, "undo", "--to", "1")
	for line := range strings.SplitSeq(strings.TrimSuffix(out, "\n"), "\n") {
		if len([]rune(line)) > 40 {
			t.Errorf("line wider than 40: %q", line)
		}
	}
	if !strings.Contains(out, "  2. Setup: Lockpick enters the item\n      display") {
		t.Errorf("no hanging indent:\n%s", out)
	}
}

// TestUndoRedoWithoutAGame: no game tracked, exit 2, pointing at lockup
// new.
func TestUndoRedoWithoutAGame(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	for _, args := range [][]string{{"undo"}, {"undo", "--to", "3"}, {"redo"}, {"redo", "--all"}} {
		code, _, errOut := run(t, "", false, args...)
		if code != 2 || !strings.Contains(errOut, "lockup new") {
			t.Errorf("%v: exit %d %q", args, code, errOut)
		}
	}
}

// TestUndoInAGameThatDoesNotReplay: undo still says what it took back, and
// says on standard error that the game still does not replay.
func TestUndoInAGameThatDoesNotReplay(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	path := filepath.Join(t.TempDir(), "old.jsonl")
	data := `{"lockup_log":3,"seed":7,"created":"2025-03-01T19:30:00Z"}
{"v":3,"seq":1,"kind":"setup","round":0,"phase":"setup","crews":[{"name":"Vera"},{"name":"Isaac"}],"edition":"2019"}
{"v":3,"seq":2,"kind":"display-card","round":0,"phase":"setup","card":"Lockpick"}
{"v":3,"seq":3,"kind":"display-card","round":0,"phase":"setup","card":"Shiv"}
`
	if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run(t, "", false, "undo", "--game", path)
	if code != 0 || !strings.Contains(out, "Took back 3. Setup: Shiv enters the item display") ||
		!strings.Contains(errOut, "the game as it now stands does not replay: entry 2 (line 3, display-card) is refused") {
		t.Errorf("exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = run(t, "", false, "undo", "--game", path)
	if code != 0 || !strings.Contains(out, "Took back 2.") || !strings.Contains(out, "Setup still needs") || errOut != "" {
		t.Errorf("exit %d\n%s%s", code, out, errOut)
	}
}
