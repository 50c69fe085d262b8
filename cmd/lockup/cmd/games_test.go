package cmd

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/store"
)

// startTwoCrews runs lockup new for a two-crew game called name, with its
// whole setup: it becomes the current game.
func startTwoCrews(t *testing.T, name string, crews ...string) {
	t.Helper()
	if len(crews) == 0 {
		crews = []string{"Stan:red", "Vera:blue"}
	}
	args := []string{"new", "--name", name, "--seed", "7",
		"--display", "Lockpick", "--display", "Shiv", "--display", "Rope",
		"--goon", "sewers=Grub:1", "--goon", "infirmary=Snag:0", "--goon", "smithy=Mox:0", "--goon", "commissary=Pip:0", "--goon", "chow-hall=Tusk:2"}
	for _, c := range crews {
		args = append(args, "--crew", c)
	}
	mustRun(t, args...)
}

// currentPath returns what DataDir()/current names.
func currentPath(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dataDir(t), "current"))
	if err != nil {
		t.Fatal(err)
	}
	return strings.TrimSpace(string(data))
}

// gamePath returns the file of the game called name in the games folder.
func gamePath(t *testing.T, name string) string {
	return filepath.Join(dataDir(t), "games", name+".jsonl")
}

// snapshot lists every file under dir with its size and modification time.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		files[path] = fmt.Sprint(info.ModTime(), info.Mode(), info.Size())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestGameFlagNeverSwitches: --game names a game for one command; the next
// command without it goes to the current game, which only new and use
// change.
func TestGameFlagNeverSwitches(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	startGame(t) // friday: Vera, Isaac, Claire
	startTwoCrews(t, "sunday")
	for _, args := range [][]string{
		{"status", "--game", "friday"},
		{"log", "--game", "friday"},
		{"export", "--game", gamePath(t, "friday")},
		{"pass", "Vera", "--game", "friday"},
	} {
		mustRun(t, args...)
		if got := currentPath(t); got != gamePath(t, "sunday") {
			t.Fatalf("after lockup %s the current game is %s", strings.Join(args, " "), got)
		}
	}
	// The pass went to friday; the next plain entry goes to sunday.
	if out := mustRun(t, "pass", "Stan"); !strings.Contains(out, "Stan passes") {
		t.Errorf("pass in the current game: %q", out)
	}
	if out := mustRun(t, "status", "--game", "friday"); !strings.Contains(out, "Next: Isaac's turn") {
		t.Errorf("friday after pass --game friday: %q", out)
	}
	mustRun(t, "use", "friday")
	if got := currentPath(t); got != gamePath(t, "friday") {
		t.Errorf("after lockup use friday the current game is %s", got)
	}
}

// TestReadingWritesNothing: the commands that show a game, a refused use
// and shell completion change no file, even when the game's last line is
// torn.
func TestReadingWritesNothing(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	startGame(t)
	startTwoCrews(t, "sunday")
	f, err := os.OpenFile(gamePath(t, "friday"), os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteString(`{"v":4,"seq":11,"kind":"pass`); err != nil {
		t.Fatal(err)
	}
	f.Close()
	before := snapshot(t, dir)
	for _, args := range [][]string{
		{"games"},
		{"games", "--output", "json"},
		{"export", "--game", "friday"},
		{"status", "--game", "friday"},
		{"status"},
		{"log"},
		{"use", "nosuch"},
		{"use", filepath.Join(dir, "config", "lockup", "catalog.yaml")},
		{"__complete", "assign", "--game", "friday", ""},
		{"__complete", "assign", "Vera", "smithy", ""},
		{"__complete", "use", ""},
		{"__complete", "draw", "item", ""},
	} {
		run(t, "", false, args...)
	}
	after := snapshot(t, dir)
	for path, was := range before {
		if after[path] != was {
			t.Errorf("%s changed", path)
		}
	}
	for path := range after {
		if _, ok := before[path]; !ok {
			t.Errorf("%s was made", path)
		}
	}
	_, _, errOut := run(t, "", false, "export", "--game", "friday")
	if !strings.Contains(errOut, "line 12 of the game file was cut off") || !strings.Contains(errOut, "set aside when the next entry is recorded") {
		t.Errorf("export of a torn game: %q", errOut)
	}
}

// TestStatusOnAReadOnlyDataFolder: status --game PATH works where the data
// folder cannot be written (here it cannot even be made).
func TestStatusOnAReadOnlyDataFolder(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	startGame(t)
	blocker := filepath.Join(dir, "not-a-folder")
	if err := os.WriteFile(blocker, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	path := gamePath(t, "friday")
	setDirs(t, store.Dirs{Data: filepath.Join(blocker, "data", "lockup"), Config: filepath.Join(dir, "config", "lockup")})
	for _, args := range [][]string{{"status", "--game", path}, {"export", "--game", path}, {"log", "--game", path}} {
		if code, _, errOut := run(t, "", false, args...); code != 0 {
			t.Errorf("lockup %s: exit %d %q", strings.Join(args, " "), code, errOut)
		}
	}
}

// TestGameNamesAndPaths: how --game and use read a name or a path.
func TestGameNamesAndPaths(t *testing.T) {
	dir := gameEnv(t)
	startGame(t)
	startTwoCrews(t, "sunday")
	work := t.TempDir()
	t.Chdir(work)
	// A file in the current folder called like a game is that file.
	copyFile(t, gamePath(t, "sunday"), filepath.Join(work, "friday"))
	copyFile(t, gamePath(t, "friday"), filepath.Join(work, "local.jsonl"))
	for _, tc := range []struct {
		name, arg string
		code      int
		want      string
	}{
		{"a name", "sunday", 0, "Stan"},
		{"a name with .jsonl", "sunday.jsonl", 0, "Stan"},
		{"a file here wins over a game of that name", "friday", 0, "Stan"},
		{"a file here with .jsonl", "local.jsonl", 0, "Isaac"},
		{"a relative path", "./local.jsonl", 0, "Isaac"},
		{"an absolute path", gamePath(t, "friday"), 0, "Isaac"},
		{"a typo", "sundy", 2, `no game called "sundy"; did you mean "sunday"? (the games in ` + filepath.Join(dir, "data", "lockup", "games") + `: friday, sunday)`},
		{"far from any name", "zzzzzzzzzzzz", 2, `no game called "zzzzzzzzzzzz" (the games in`},
		{"not a name at all", "my game", 2, `no game called "my game"`},
		{"a path that is not there", "./nowhere.jsonl", 2, "the game file ./nowhere.jsonl does not exist"},
		{"a folder", work + "/", 2, "not a regular file: it is a folder"},
	} {
		code, out, errOut := run(t, "", false, "export", "--game", tc.arg)
		if code != tc.code || !strings.Contains(out+errOut, tc.want) {
			t.Errorf("%s: --game %q: exit %d\n%s%s\nwant exit %d and %q", tc.name, tc.arg, code, out, errOut, tc.code, tc.want)
		}
	}
	setDirs(t, store.Dirs{Data: filepath.Join(dir, "empty", "lockup"), Config: filepath.Join(dir, "config", "lockup")})
	code, _, errOut := run(t, "", false, "status", "--game", "friday2")
	if code != 2 || !strings.Contains(errOut, "holds no games yet") {
		t.Errorf("no games: exit %d %q", code, errOut)
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

func TestGamesCommand(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	if out := mustRun(t, "games"); out != "No games in "+filepath.Join(dir, "data", "lockup", "games")+" yet: start one with lockup new.\n" {
		t.Errorf("no games: %q", out)
	}
	if out := mustRun(t, "games", "--output", "json"); out != "[]\n" {
		t.Errorf("no games, json: %q", out)
	}
	startGame(t)
	mustRun(t, "assign", "Vera", "exercise-yard", "5")
	startTwoCrews(t, "a-long-game-name-from-a-long-evening", "Bartholomew:red", "Maximiliane:blue", "Konstantinos:green", "Wilhelmina:yellow")
	startTwoCrews(t, "sunday")
	if err := os.WriteFile(gamePath(t, "broken"), []byte("{\"lockup_log\":4,\"seed\":1,\"created\":\"2026-01-01T00:00:00Z\"}\n{\"v\":4,\"seq\":1,\"kind\":\"pass\",\"round\":1,\"phase\":\"roll-call\",\"crew\":\"Vera\"}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(gamePath(t, "notes"), []byte("shopping list\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(filepath.Dir(gamePath(t, "x")), "friday.jsonl.torn-20260101T000000Z"), []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	mustRun(t, "use", "friday")
	out := mustRun(t, "games")
	golden(t, "games/games.golden", out)
	for _, line := range strings.Split(out, "\n") {
		if n := utf8.RuneCountInString(line); n > 80 {
			t.Errorf("%d columns: %q", n, line)
		}
	}
	var games []gamelog.Summary
	if err := json.Unmarshal([]byte(mustRun(t, "games", "--output", "json")), &games); err != nil {
		t.Fatal(err)
	}
	if len(games) != 5 || games[2].Name != "friday" || !games[2].Current || games[2].Round != 1 || games[2].Phase != "roll-call" ||
		games[1].Error == "" || games[1].Crews == nil || games[2].Path != gamePath(t, "friday") {
		t.Errorf("json: %+v", games)
	}

	// A current game outside the games folder is listed by its path.
	outside := filepath.Join(t.TempDir(), "elsewhere.jsonl")
	copyFile(t, gamePath(t, "sunday"), outside)
	mustRun(t, "use", outside)
	out = mustRun(t, "games")
	if !strings.Contains(out, "\n* elsewhere                             -      Setup       Stan, Vera\n") || strings.Contains(out, "* friday") ||
		!strings.Contains(strings.Join(strings.Fields(out), " "), "The current game, elsewhere, is "+outside+", outside the games folder.") {
		t.Errorf("current game elsewhere:\n%s", out)
	}
	if code, _, errOut := run(t, "", false, "games", "--output", "yaml"); code != 2 || !strings.Contains(errOut, "use text or json") {
		t.Errorf("--output yaml: %d %q", code, errOut)
	}
}

func TestUseCommand(t *testing.T) {
	t.Parallel()
	dir := gameEnv(t)
	startGame(t)
	mustRun(t, "assign", "Vera", "exercise-yard", "5")
	startTwoCrews(t, "sunday")
	out := mustRun(t, "use", "friday")
	want := "friday is now the current game (" + gamePath(t, "friday") + "): round 1 of 6, Roll Call.\nNext: Isaac's turn (tokens left: lookout, enforcer, 2, 3, 4, 5): lockup assign Isaac LOCATION TOKEN... or lockup pass Isaac.\n"
	if out != want {
		t.Errorf("use friday:\n%s\nwant\n%s", out, want)
	}
	notGame := filepath.Join(dir, "config", "lockup", "catalog.yaml")
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"an unknown name", []string{"use", "fryday"}, `did you mean "friday"?`},
		{"a missing file", []string{"use", "./nowhere.jsonl"}, "does not exist"},
		{"not a game file", []string{"use", notGame}, "not a lockup game file"},
		{"no argument", []string{"use"}, "give one game's name or path"},
		{"two arguments", []string{"use", "friday", "sunday"}, "give one game's name or path"},
	} {
		code, _, errOut := run(t, "", false, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%s: exit %d %q, want 2 and %q", tc.name, code, errOut, tc.want)
		}
		if got := currentPath(t); got != gamePath(t, "friday") {
			t.Errorf("%s: the current game became %s", tc.name, got)
		}
	}
	// A game file that does not replay can be made current, to undo.
	broken := filepath.Join(t.TempDir(), "broken.jsonl")
	if err := os.WriteFile(broken, []byte("{\"lockup_log\":4,\"seed\":1,\"created\":\"2026-01-01T00:00:00Z\"}\n{\"v\":4,\"seq\":1,\"kind\":\"pass\",\"round\":1,\"phase\":\"roll-call\",\"crew\":\"Vera\"}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run(t, "", false, "use", broken)
	if code != 0 || !strings.Contains(out, "broken is now the current game") || !strings.Contains(errOut, "does not replay") || currentPath(t) != broken {
		t.Errorf("use a game that does not replay: %d %q %q", code, out, errOut)
	}
}
