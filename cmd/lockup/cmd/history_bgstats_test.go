package cmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHistoryExportImport: lockup history export --format bgstats, then
// import of that file into the same history adds nothing and into an
// empty one adds every play, whose export is the same file; csv and json
// export; a file lockup cannot read exits 2 naming the field.
func TestHistoryExportImport(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	setDirs(t, tempDirs(filepath.Join(dir, "a")))
	for _, args := range [][]string{
		{"history", "add", "--date", "2025-03-01", "--score", "Vera=41", "--score", "Isaac=38"},
		{"history", "add", "--date", "2025-03-02", "--solo", "--difficulty", "warden", "--score", "Ana=52", "--score", "guards=47"},
		{"history", "add", "--date", "2025-03-03", "--game", "prison-architect", "--score", "Ada=64", "--score", "Lin=70"},
	} {
		if code, _, errOut := run(t, "", false, args...); code != 0 {
			t.Fatalf("%v: %s", args, errOut)
		}
	}
	code, first, errOut := run(t, "", false, "history", "export", "--format", "bgstats")
	if code != 0 || !strings.Contains(first, `"playerScores"`) {
		t.Fatalf("export: %d %s\n%s", code, errOut, first)
	}
	file := filepath.Join(dir, "export.json")
	if err := os.WriteFile(file, []byte(first), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run(t, "", false, "history", "import", "--format", "bgstats", file)
	if code != 0 || !strings.Contains(out, "3 Lockup and Prison Architect plays in the file, 0 added") {
		t.Errorf("import into the same history: %d %s%s", code, out, errOut)
	}
	setDirs(t, tempDirs(filepath.Join(dir, "b")))
	code, out, errOut = run(t, "", false, "history", "import", "--format", "bgstats", "--map-player", "nobody=Someone", file)
	if code != 0 || !strings.Contains(out, "3 added") {
		t.Errorf("import into an empty history: %d %s%s", code, out, errOut)
	}
	if _, second, _ := run(t, "", false, "history", "export"); second != first {
		t.Errorf("export after the round trip:\n%s\nwant\n%s", second, first)
	}
	if got := historyPlays(t, "--game", "solo"); len(got) != 1 || got[0].Difficulty != "warden" || !got[0].Sides[1].Opponent {
		t.Errorf("solo plays = %+v", got)
	}
	if code, out, _ := run(t, "", false, "history", "export", "--format", "csv"); code != 0 || strings.Count(out, "\n") != 7 {
		t.Errorf("csv export: %d\n%s", code, out)
	}
	if code, out, _ := run(t, "", false, "history", "export", "--format", "json", "--game", "prison-architect"); code != 0 || !strings.Contains(out, `"Ada"`) || strings.Contains(out, `"Vera"`) {
		t.Errorf("json export: %d\n%s", code, out)
	}

	// --output json|csv, which every history command has: import,
	// rebuild and add give their figures; export takes it as --format.
	code, out, _ = run(t, "", false, "history", "import", "--output", "json", file)
	var res map[string]int
	if err := json.Unmarshal([]byte(out), &res); code != 0 || err != nil || res["plays"] != 3 || res["added"] != 0 || res["present"] != 3 {
		t.Errorf("import --output json: %d %v\n%s", code, err, out)
	}
	code, out, _ = run(t, "", false, "history", "rebuild", "--output", "csv")
	if code != 0 || out != "game_files,ended,added,updated\n0,0,0,0\n" {
		t.Errorf("rebuild --output csv: %d\n%s", code, out)
	}
	code, out, _ = run(t, "", false, "history", "add", "--output", "json", "--date", "2025-03-01", "--score", "Vera=41", "--score", "Isaac=38")
	if code != 0 || !strings.Contains(out, `"added": false`) {
		t.Errorf("add --output json of a play the history holds: %d\n%s", code, out)
	}
	if code, out, _ := run(t, "", false, "history", "export", "--output", "csv"); code != 0 || strings.Count(out, "\n") != 7 {
		t.Errorf("export --output csv: %d\n%s", code, out)
	}

	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(strings.Replace(first, `"playDate": "2025-03-02 00:00:00"`, `"playDate": "tuesday"`, 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = run(t, "", false, "history", "import", "--format", "bgstats", bad)
	if code != 2 || !strings.Contains(errOut, "playDate") {
		t.Errorf("bad file: exit %d: %s", code, errOut)
	}
	for _, args := range [][]string{
		{"history", "import", "--format", "csv", file},
		{"history", "import", "--map-player", "Vee", file},
		{"history", "import", filepath.Join(dir, "missing.json")},
		{"history", "export", "--format", "xml"},
		{"history", "export", "--output", "table"},
		{"history", "export", "--output", "json", "--format", "csv"},
		{"history", "rebuild", "--output", "yaml"},
	} {
		if code, _, _ := run(t, "", false, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

// TestHistoryBggID: lockup history bgg-id keeps the BoardGameGeek id the
// player types and lists the ids; export writes them (0 without one), and
// the round trip export-import still changes nothing; an import of a file
// whose game carries an id the history lacks says how to keep it and keeps
// none; bad input exits 2 naming what is allowed (issue 25).
func TestHistoryBggID(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	setDirs(t, tempDirs(filepath.Join(dir, "a")))
	if code, _, errOut := run(t, "", false, "history", "add", "--date", "2025-03-01", "--score", "Vera=41", "--score", "Isaac=38"); code != 0 {
		t.Fatal(errOut)
	}
	if code, out, errOut := run(t, "", false, "history", "bgg-id"); code != 0 || strings.Count(out, " none\n") != 3 {
		t.Errorf("list, none kept: %d %s%s", code, out, errOut)
	}
	if code, out, errOut := run(t, "", false, "history", "bgg-id", "lockup", "4242"); code != 0 || !strings.Contains(out, "4242 kept") {
		t.Errorf("bgg-id lockup 4242: %d %s%s", code, out, errOut)
	}
	code, out, _ := run(t, "", false, "history", "bgg-id", "--output", "json")
	var rows []struct {
		Game  string `json:"game"`
		BggID int    `json:"bgg_id"`
	}
	if err := json.Unmarshal([]byte(out), &rows); code != 0 || err != nil || len(rows) != 3 || rows[0].Game != "lockup" || rows[0].BggID != 4242 || rows[1].BggID != 0 {
		t.Errorf("list --output json: %d %v\n%s", code, err, out)
	}
	for _, args := range [][]string{
		{"history", "bgg-id", "catan", "13"},
		{"history", "bgg-id", "lockup", "0"},
		{"history", "bgg-id", "lockup", "-3"},
		{"history", "bgg-id", "lockup", "12x"},
		{"history", "bgg-id", "lockup"},
		{"history", "bgg-id", "breakout", "4242"}, // lockup's already
	} {
		if code, _, errOut := run(t, "", false, args...); code != 2 || !strings.Contains(errOut, "lockup") {
			t.Errorf("%v: exit %d, want 2: %s", args, code, errOut)
		}
	}

	_, first, _ := run(t, "", false, "history", "export")
	if !strings.Contains(first, `"bggId": 4242`) {
		t.Fatalf("export without the kept id:\n%s", first)
	}
	file := filepath.Join(dir, "export.json")
	if err := os.WriteFile(file, []byte(first), 0o600); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := run(t, "", false, "history", "import", file); code != 0 || !strings.Contains(out, "0 added") || errOut != "" {
		t.Errorf("import into the same history: %d %s%s", code, out, errOut)
	}
	// An empty history: the play is known by its name, the file's id is
	// named with the command that keeps it, and not kept.
	setDirs(t, tempDirs(filepath.Join(dir, "b")))
	code, out, errOut := run(t, "", false, "history", "import", file)
	if code != 0 || !strings.Contains(out, "1 added") || !strings.Contains(errOut, "lockup history bgg-id lockup 4242") {
		t.Errorf("import into an empty history: %d %s%s", code, out, errOut)
	}
	if _, out, _ := run(t, "", false, "history", "bgg-id"); strings.Count(out, " none\n") != 3 {
		t.Errorf("the import kept an id:\n%s", out)
	}
	run(t, "", false, "history", "bgg-id", "lockup", "4242")
	if _, second, _ := run(t, "", false, "history", "export"); second != first {
		t.Errorf("export after the round trip:\n%s\nwant\n%s", second, first)
	}
}
