package cmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/internal/cmdtest"
	"github.com/lockup-companion/lockup/companion/store"
)

// gameCatalog holds made-up card values for the game tests: card values
// are not in the rulebooks. The goons' suspicion icons are typed on the
// command line; Gil's are not in it at all.
const gameCatalog = `lockup_catalog: 1
items:
  - {name: Lockpick, reputation: 3, cost: "1 iron, 1 any", valuables: "1 gem", effects: none, barrels: 0}
  - {name: Shiv, reputation: 2, cost: "2 iron", valuables: "1 shield", effects: none, barrels: 0}
  - {name: Rope, reputation: 1, cost: "1 potions", valuables: none, effects: none, barrels: 0}
  - {name: Key, reputation: 4, cost: "1 gold, 2 iron", valuables: "1 magic", effects: none, barrels: 0}
goons:
  - {name: Grub, type: dwarves, valuables: "1 shield", effects: none}
  - {name: Snag, type: ratmen, valuables: none, effects: none}
  - {name: Mox, type: cultists, valuables: none, effects: none}
  - {name: Pip, type: flayers, valuables: "1 gem", effects: none}
  - {name: Tusk, type: hobgoblins, valuables: none, effects: none}
  - {name: Gil, valuables: none, effects: none}
goals:
  - {name: Explorer, type: leader, condition: "most items (at least 2)"}
`

// gameEnv points the XDG folders at a fresh temporary folder, with
// gameCatalog as the user's card catalog.
func gameEnv(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	setDirs(t, tempDirs(dir))
	writeCatalog(t, dir, gameCatalog)
	return dir
}

// tempDirs are lockup's folders in dir, as gameEnv makes them:
// dir/data/lockup and dir/config/lockup.
var tempDirs = cmdtest.TempDirs

// gameProcessEnv is gameEnv for a test that starts lockup processes too:
// it returns the environment those processes run in (processEnv), whose
// XDG_DATA_HOME and XDG_CONFIG_HOME are the test's folders, so that it can
// run in parallel. (A lockup process forked while another test's command
// holds a game's lock shares the lock's file until it execs: store's
// unlock lets go of the lock itself rather than only closing the file.)
func gameProcessEnv(t *testing.T) (dir string, env []string) {
	t.Helper()
	dir = gameEnv(t)
	env = append(os.Environ(), "XDG_DATA_HOME="+filepath.Join(dir, "data"), "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
	return dir, env
}

// setDirs makes the commands the test runs (run, mustRun...) keep their
// files in d, instead of the environment's folders, until it ends.
var setDirs = cmdtest.SetDirs

// dirsFor returns the folders the test (or the test it is a subtest of)
// chose with setDirs; the zero Dirs, the environment's, when none did.
func dirsFor(t testing.TB) store.Dirs {
	d, _ := cmdtest.DirsOf(t)
	return d
}

// dataDir returns lockup's data folder in the test's folders.
func dataDir(t testing.TB) string {
	t.Helper()
	dir, err := dirsFor(t).DataDir()
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// writeCatalog writes the user's card catalog in the folder gameEnv made.
var writeCatalog = cmdtest.WriteCatalog

// startGame runs lockup new for three crews with the whole setup.
func startGame(t *testing.T) string {
	t.Helper()
	code, out, errOut := run(t, "", false, "new", "--crew", "Vera:blue", "--crew", "Isaac:purple", "--crew", "Claire:green",
		"--first", "Vera", "--name", "friday", "--seed", "42",
		"--display", "Lockpick", "--display", "Shiv", "--display", "Rope", "--display", "Key",
		"--goon", "sewers=Grub:1", "--goon", "infirmary=Snag:0", "--goon", "smithy=Mox:0", "--goon", "commissary=Pip:0", "--goon", "chow-hall=Tusk:2",
		"--goal", "Explorer")
	if code != 0 {
		t.Fatalf("new: %d %s %s", code, out, errOut)
	}
	return out
}

func mustRun(t *testing.T, args ...string) string {
	t.Helper()
	code, out, errOut := run(t, "", false, args...)
	if code != 0 {
		t.Fatalf("%v: exit %d\n%s%s", args, code, out, errOut)
	}
	return out
}

func TestNewPrintsChecklist(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	out := startGame(t)
	out = out[strings.Index(out, "\n")+1:] // the path depends on the temporary folder
	golden(t, "game/new.golden", out)
}

func TestNewRefuses(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"one crew", []string{"new", "--crew", "Vera:blue"}, "2 to 5 crews"},
		{"bad first", []string{"new", "--crew", "Vera", "--crew", "Isaac", "--first", "Stan"}, "not one of the crews"},
		{"bad edition", []string{"new", "--crew", "Vera", "--crew", "Isaac", "--edition", "2020"}, "2019 or 2018"},
		{"goon without icons", []string{"new", "--crew", "Vera", "--crew", "Isaac", "--goon", "sewers=Grub"}, `--set "Grub:suspicion=VALUE"`},
		{"goon unknown", []string{"new", "--crew", "Vera", "--crew", "Isaac", "--goon", "sewers=Nobody:1"}, `--set "Nobody:type=VALUE"`},
		{"goal unknown", []string{"new", "--crew", "Vera", "--crew", "Isaac", "--goal", "Mystery"}, `--set "Mystery:condition=VALUE"`},
		{"goon at the library", []string{"new", "--crew", "Vera", "--crew", "Isaac", "--goon", "library=Grub:1"}, `"library" is not a location allowed here (allowed: sewers, infirmary, smithy, commissary, chow-hall)`},
		{"too many display cards", []string{"new", "--crew", "Vera", "--crew", "Isaac", "--display", "Lockpick", "--display", "Shiv", "--display", "Rope", "--display", "Key"}, "the item display of 2 crews holds 3"},
	} {
		code, _, errOut := run(t, "", false, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%s: exit %d %q", tc.name, code, errOut)
		}
	}
	dir, _ := os.ReadDir(filepath.Join(dataDir(t), "games"))
	if len(dir) != 0 {
		t.Errorf("a refused new game left %d file(s)", len(dir))
	}
}

func TestRollCallCommands(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	startGame(t)
	mustRun(t, "assign", "Vera", "exercise-yard", "5")
	code, _, errOut := run(t, "", false, "assign", "Vera", "smithy", "3")
	if code != 2 || !strings.Contains(errOut, "it is Isaac's turn") || !strings.Contains(errOut, "Roll Call Phase") {
		t.Errorf("out of turn: %d %q", code, errOut)
	}
	mustRun(t, "assign", "Isaac", "exercise-yard", "4")
	code, _, errOut = run(t, "", false, "assign", "Claire", "library", "3")
	if code != 2 || !strings.Contains(errOut, "never assigned to the Library") {
		t.Errorf("library: %d %q", code, errOut)
	}
	mustRun(t, "assign", "Claire", "sewers", "3")
	mustRun(t, "assign", "Vera", "sewers", "2")
	mustRun(t, "assign", "Isaac", "commissary", "lookout", "5", "--face-down", "1")
	mustRun(t, "assign", "Claire", "commissary", "4")
	mustRun(t, "pass", "Vera")
	log := mustRun(t, "log")
	if strings.Count(log, "\n") != 17 {
		t.Errorf("log has %d lines:\n%s", strings.Count(log, "\n"), log)
	}
	golden(t, "game/status-rollcall.plain.golden", mustRun(t, "status"))
	_, tty, _ := run(t, "", true, "status", "--full")
	golden(t, "game/status-rollcall.tty.golden", tty)
	if strings.Contains(tty, "5 lookout") || !strings.Contains(tty, "Isaac: lookout + 1 face down") {
		t.Errorf("face-down token shown:\n%s", tty)
	}
	golden(t, "game/log.golden", log)

	var st statusJSON
	if err := json.Unmarshal([]byte(mustRun(t, "status", "--output", "json")), &st); err != nil {
		t.Fatal(err)
	}
	if st.Round != 1 || st.Phase != "roll-call" || len(st.Crews) != 3 || st.Crews[1].TokensLeft != 3 || !st.Crews[0].Passed {
		t.Errorf("json: %+v", st)
	}

	mustRun(t, "pass", "Isaac")
	out := mustRun(t, "pass", "Claire")
	if !strings.Contains(out, "Next: Lights Out; the Exercise Yard resolves; Vera (most strength) gains 1 power, takes the first player marker") {
		t.Errorf("after the last pass: %q", out)
	}
	export := mustRun(t, "export")
	golden(t, "game/export.golden", export)
}

func TestGameCommandsWithoutAGame(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	for _, c := range []string{"status", "log", "undo", "export", "pass"} {
		args := []string{c}
		if c == "pass" {
			args = append(args, "Vera")
		}
		code, _, errOut := run(t, "", false, args...)
		if code != 2 || !strings.Contains(errOut, "lockup new") {
			t.Errorf("%s: %d %q", c, code, errOut)
		}
	}
	code, _, errOut := run(t, "", false, "status", "--game", "/nonexistent/game.jsonl")
	if code != 2 || !strings.Contains(errOut, "does not exist") {
		t.Errorf("--game missing: %d %q", code, errOut)
	}
}

// TestOlderGameFile opens a version 3 game file, whose cards carry no
// printed values: the log reads, the replay is refused naming the card.
func TestOlderGameFile(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	path := filepath.Join(t.TempDir(), "old.jsonl")
	data := `{"lockup_log":3,"seed":7,"created":"2025-03-01T19:30:00Z"}
{"v":3,"seq":1,"kind":"setup","round":0,"phase":"setup","crews":[{"name":"Vera"},{"name":"Isaac"}],"edition":"2019"}
{"v":3,"seq":2,"kind":"display-card","round":0,"phase":"setup","card":"Lockpick"}
`
	if err := os.WriteFile(path, []byte(data), 0o600); err != nil {
		t.Fatal(err)
	}
	if out := mustRun(t, "log", "--game", path); !strings.Contains(out, "Lockpick enters the item display") {
		t.Errorf("log: %q", out)
	}
	code, _, errOut := run(t, "", false, "status", "--game", path)
	for _, want := range []string{"entry 2 (line 3, display-card) is refused", "item card Lockpick", "reputation, cost, valuables and effects", "version 4"} {
		if code != 2 || !strings.Contains(errOut, want) {
			t.Errorf("status: exit %d %q lacks %q", code, errOut, want)
		}
	}
}
