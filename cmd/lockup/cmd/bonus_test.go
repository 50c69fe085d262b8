package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func startAdvancedGame(t *testing.T) string {
	t.Helper()
	mustRun(t, "new", "--advanced", "--crew", "Vera:blue", "--crew", "Isaac:purple",
		"--first", "Vera", "--name", "adv", "--seed", "42",
		"--display", "Lockpick", "--display", "Shiv", "--display", "Rope",
		"--goon", "sewers=Grub:1", "--goon", "infirmary=Snag:0", "--goon", "smithy=Mox:0", "--goon", "commissary=Pip:0", "--goon", "chow-hall=Tusk:2")
	return filepath.Join(dataDir(t), "games", "adv.jsonl")
}

func TestBonusCommand(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	path := startAdvancedGame(t)
	out := mustRun(t, "bonus", "Vera", "--from", "crew board", "--power", "2", "--suspicion", "1", "--gold", "1", "--storage", "1")
	if want := "Setup: Vera gains a starting bonus from crew board: 2 power cubes, 1 gold, 1 suspicion cube and a storage limit change of +1."; !strings.Contains(out, want) {
		t.Errorf("bonus said %q, want %q", out, want)
	}
	mustRun(t, "bonus", "Isaac", "--from", "Greedy Goblins", "--reputation", "2")
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), `"kind":"setup-bonus","round":0,"phase":"setup","crew":"Vera","from":"crew board","power":2,"suspicion":1,"storage":1,"gain":{"gold":1}`) {
		t.Errorf("game file:\n%s", data)
	}

	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"more power than the supply", []string{"bonus", "Vera", "--from", "crew board", "--power", "99"}, "the supply has"},
		{"no source", []string{"bonus", "Vera", "--power", "1"}, "--from"},
		{"negative", []string{"bonus", "Vera", "--from", "crew board", "--gold", "-1"}, "-1 gold"},
		{"nothing", []string{"bonus", "Vera", "--from", "crew board"}, "gives nothing"},
		{"unknown crew", []string{"bonus", "Stan", "--from", "crew board", "--power", "1"}, `"Stan" is not a crew of this game`},
	} {
		before, _ := os.ReadFile(path)
		code, _, errOut := run(t, "", false, tc.args...)
		after, _ := os.ReadFile(path)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%s: exit %d %q", tc.name, code, errOut)
		}
		if string(before) != string(after) {
			t.Errorf("%s: a refused bonus changed the game file", tc.name)
		}
	}

	mustRun(t, "assign", "Vera", "smithy", "enforcer")
	code, _, errOut := run(t, "", false, "bonus", "Isaac", "--from", "crew board", "--power", "1")
	if code != 2 || !strings.Contains(errOut, "during the setup") || !strings.Contains(errOut, "Advanced Setup") {
		t.Errorf("bonus after Roll Call began: exit %d %q", code, errOut)
	}
	mustRun(t, "undo")
	mustRun(t, "undo")
	out = mustRun(t, "log")
	if strings.Contains(out, "Isaac gains") || !strings.Contains(out, "Vera gains a starting bonus") {
		t.Errorf("log after undoing the assign and Isaac's bonus:\n%s", out)
	}
}

func TestBonusRefusedInStandardGame(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	startGame(t)
	code, _, errOut := run(t, "", false, "bonus", "Vera", "--from", "crew board", "--power", "1")
	if code != 2 || !strings.Contains(errOut, "advanced setup") {
		t.Errorf("exit %d %q", code, errOut)
	}
}
