package cmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	historycmd "github.com/lockup-companion/lockup/cmd/lockup/cmd/history"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/history"
)

func historyPlays(t *testing.T, args ...string) []history.Play {
	t.Helper()
	code, out, errOut := run(t, "", false, append([]string{"history", "--output", "json"}, args...)...)
	if code != 0 {
		t.Fatalf("history: exit %d: %s", code, errOut)
	}
	var plays []history.Play
	if err := json.Unmarshal([]byte(out), &plays); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	return plays
}

// TestScoreRecord: lockup score --record adds the board once, however
// often it is scored; lockup pa score --record adds a Prison Architect
// play; score without --record never creates the database.
func TestScoreRecord(t *testing.T) {
	t.Parallel()
	dirs := tempDirs(t.TempDir())
	setDirs(t, dirs)
	board := filepath.Join("..", "..", "..", "examples", "two-crews.yaml")
	if code, _, errOut := run(t, "", false, "score", board); code != 0 {
		t.Fatal(errOut)
	}
	if _, err := os.Stat(filepath.Join(dirs.Data, history.FileName)); !os.IsNotExist(err) {
		t.Fatalf("lockup score without --record opened the history: %v", err)
	}
	for range 2 {
		if code, _, errOut := run(t, "", false, "score", "--record", "--output", "json", board); code != 0 {
			t.Fatal(errOut)
		}
	}
	plays := historyPlays(t)
	if len(plays) != 1 || plays[0].Game != history.GameLockup || plays[0].Source != history.SourceScored || len(plays[0].Sides) < 2 || len(plays[0].Winners()) == 0 {
		t.Fatalf("plays = %+v", plays)
	}
	pa := filepath.Join("..", "..", "..", "examples", "prison-architect.yaml")
	if code, _, errOut := run(t, "", false, "pa", "score", "--record", pa); code != 0 {
		t.Fatal(errOut)
	}
	if got := historyPlays(t, "--game", "prison-architect"); len(got) != 1 {
		t.Errorf("prison-architect plays = %d, want 1", len(got))
	}
	code, out, _ := run(t, "", false, "history", "show", plays[0].ID[:8])
	if code != 0 || !strings.Contains(out, "track") || !strings.Contains(out, "Winner:") {
		t.Errorf("history show: %d\n%s", code, out)
	}
	code, out, _ = run(t, "", false, "history", "stats")
	if code != 0 || !strings.Contains(out, "Win rate") {
		t.Errorf("history stats: %d\n%s", code, out)
	}
}

// TestRecordAtGameEnd: the entry that takes a tracked game (the corpus's
// six-round game, and its solo game) to its final scoring adds the play;
// history rebuild then finds it there already, and adds it when the
// history was lost.
func TestRecordAtGameEnd(t *testing.T) {
	t.Parallel()
	dirs := tempDirs(t.TempDir())
	setDirs(t, dirs)
	games := filepath.Join(dirs.Data, "games")
	if err := os.MkdirAll(games, 0o700); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"e2e-six-rounds", "e2e-solo"} {
		src, err := os.ReadFile(filepath.Join("..", "..", "..", "companion", "testdata", "corpus", name+".jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(games, name+".jsonl")
		if err := os.WriteFile(path, src, 0o600); err != nil {
			t.Fatal(err)
		}
		l, _, err := gamelog.Files{}.OpenLog(path)
		if err != nil {
			t.Fatal(err)
		}
		entries := l.Entries()
		before, err := companion.Replay(l.Header(), entries[:len(entries)-1])
		if err != nil {
			t.Fatal(err)
		}
		after, err := companion.Replay(l.Header(), entries)
		if err != nil || after.Phase != companion.PhaseGameEnd || before.Phase == companion.PhaseGameEnd {
			t.Fatalf("%s: the corpus game does not end with its last entry (%v)", name, err)
		}
		ios, _, _, errOut := cmdutil.TestStreams()
		historycmd.RecordIfEnded(ios, dirs, l, before, after)
		historycmd.RecordIfEnded(ios, dirs, l, after, after) // an entry after the end, the file unchanged: the same play
		if errOut.Len() > 0 {
			t.Errorf("%s: %s", name, errOut)
		}
	}
	plays := historyPlays(t)
	if len(plays) != 2 {
		t.Fatalf("%d plays, want 2", len(plays))
	}
	solo := historyPlays(t, "--game", "solo")
	if len(solo) != 1 || solo[0].Difficulty == "" || solo[0].DeckMode == "" || !solo[0].Sides[len(solo[0].Sides)-1].Opponent || solo[0].Source != history.SourceTracked {
		t.Errorf("solo play = %+v", solo)
	}
	code, out, _ := run(t, "", false, "history", "rebuild")
	if code != 0 || !strings.Contains(out, "2 ended: 0 added to the history, 0 changed") {
		t.Errorf("rebuild: %d %s", code, out)
	}
	os.Remove(filepath.Join(dirs.Data, history.FileName))
	code, out, _ = run(t, "", false, "history", "rebuild")
	if code != 0 || !strings.Contains(out, "2 ended: 2 added to the history, 0 changed") {
		t.Errorf("rebuild after the history was lost: %d %s", code, out)
	}
	if again := historyPlays(t); len(again) != 2 || again[0].ID != plays[0].ID && again[0].ID != plays[1].ID {
		t.Errorf("rebuilt plays have other IDs: %v vs %v", again, plays)
	}
}

// TestRedoToTheEnd: a game whose end is taken back (lockup undo) and put
// back (lockup redo) is recorded when redo ends it, in the history of the
// command's data folder (Factory.Dirs), and stays one play however often
// it is undone and redone: its ID is the game's (history.GameID). An entry
// after the end that changes the file replaces the play, not adds one.
func TestRedoToTheEnd(t *testing.T) {
	t.Parallel()
	dirs := tempDirs(t.TempDir())
	setDirs(t, dirs)
	src, err := os.ReadFile(filepath.Join("..", "..", "..", "companion", "testdata", "corpus", "e2e-six-rounds.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dirs.Data, "games"), 0o700); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dirs.Data, "games", "friday.jsonl")
	if err := os.WriteFile(path, src, 0o600); err != nil {
		t.Fatal(err)
	}
	mustRun := func(args ...string) string {
		t.Helper()
		code, out, errOut := run(t, "", false, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		return out
	}
	mustRun("undo", "--game", path)
	if plays := historyPlays(t); len(plays) != 0 {
		t.Fatalf("%d plays before the game ended", len(plays))
	}
	for i := range 3 {
		mustRun("redo", "--all", "--game", path)
		plays := historyPlays(t)
		if len(plays) != 1 || plays[0].ID != history.GameID(src) || plays[0].Source != history.SourceTracked || len(plays[0].Sides) < 2 {
			t.Fatalf("after redo %d: plays = %+v", i+1, plays)
		}
		if i < 2 {
			mustRun("undo", "--game", path)
		}
	}
	if data, _ := os.ReadFile(path); string(data) != string(src) {
		t.Fatal("undo then redo did not give the game file back as it was")
	}
	out := mustRun("history", "rebuild")
	if !strings.Contains(out, "1 ended: 0 added to the history, 0 changed") {
		t.Errorf("rebuild: %s", out)
	}
	if _, err := os.Stat(filepath.Join(dirs.Data, history.FileName)); err != nil {
		t.Errorf("the history is not in the Factory's data folder: %v", err)
	}
}

// TestHistoryAdd: a play typed by hand; adding it again adds nothing;
// bad input exits 2.
func TestHistoryAdd(t *testing.T) {
	t.Parallel()
	setDirs(t, tempDirs(t.TempDir()))
	args := []string{"history", "add", "--solo", "--difficulty", "warden", "--date", "2025-02-01", "--score", "Ana=52", "--score", "guards=47"}
	for range 2 {
		if code, _, errOut := run(t, "", false, args...); code != 0 {
			t.Fatal(errOut)
		}
	}
	plays := historyPlays(t, "--player", "ana")
	if len(plays) != 1 || !plays[0].Sides[0].Winner || !plays[0].Sides[1].Opponent {
		t.Fatalf("plays = %+v", plays)
	}
	// history show completes the IDs of the history in the test's own
	// data folder (Factory.Dirs, through the command tree's context).
	if got, _ := complete(t, false, "history", "show", plays[0].ID[:4]); len(got) != 1 || got[0] != plays[0].ID {
		t.Errorf("history show completes %q, want %q", got, plays[0].ID)
	}
	for _, bad := range [][]string{
		{"history", "add", "--score", "Ana"},
		{"history", "add"},
		{"history", "--game", "chess"},
		{"history", "--since", "yesterday"},
		{"history", "show", "nope"},
		{"history", "--output", "xml"},
	} {
		if code, _, _ := run(t, "", false, bad...); code != 2 {
			t.Errorf("%v: exit %d, want 2", bad, code)
		}
	}
}
