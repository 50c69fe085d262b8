package history

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lockup-companion/lockup/companion/store"
)

// TestFilterCheck: a filter's game is one of Kinds, or none; another is
// refused by its type, before the history is opened.
func TestFilterCheck(t *testing.T) {
	t.Parallel()
	for _, k := range append([]string{""}, Kinds...) {
		if err := (Filter{Game: k}).Check(); err != nil {
			t.Errorf("Filter{Game: %q}.Check() = %v", k, err)
		}
	}
	var unknown *UnknownKindError
	if err := (Filter{Game: "chess"}).Check(); !errors.As(err, &unknown) || unknown.Kind != "chess" ||
		err.Error() != `game "chess" is not one the history keeps (lockup, breakout, solo, prison-architect)` {
		t.Errorf("Filter{Game: chess}.Check() = %v", err)
	}
}

// TestBggIDRows: every game, in BggGames' order, 0 where no id is kept.
func TestBggIDRows(t *testing.T) {
	t.Parallel()
	rows := BggIDRows(map[string]int{ExpansionBreakout: 9})
	if len(rows) != len(BggGames) || rows[0].BggID != 0 || rows[1] != (BggIDRow{ExpansionBreakout, BggGameName(ExpansionBreakout), 9}) {
		t.Errorf("rows = %+v", rows)
	}
	if csv := BggIDsCSV(rows); len(csv) != 4 || csv[0][2] != "bgg_id" || csv[2][2] != "9" || csv[1][2] != "0" {
		t.Errorf("csv = %q", csv)
	}
}

// TestRecordIn: a play recorded in a data folder's history is added once;
// WithDB hands f the same database, and f's error comes back.
func TestRecordIn(t *testing.T) {
	t.Parallel()
	d := store.Dirs{Data: t.TempDir()}
	m := Manual{Date: time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC), Game: GameLockup, Sides: []Side{{Crew: "Ana", Total: 5}}}
	p, _ := m.Play()
	for want := 1; want >= 0; want-- {
		if added, err := RecordIn(d, p); err != nil || added != want {
			t.Errorf("RecordIn = %d, %v; want %d", added, err, want)
		}
	}
	var n int
	if err := WithDB(d, func(db *DB) error { plays, err := db.Plays(Filter{}); n = len(plays); return err }); err != nil || n != 1 {
		t.Errorf("WithDB: %d plays, %v", n, err)
	}
	stop := errors.New("stop")
	if err := WithDB(d, func(*DB) error { return stop }); err != stop {
		t.Errorf("WithDB returned %v, want f's error", err)
	}
}

// TestChartTotals: the line is the player's totals, oldest first.
func TestChartTotals(t *testing.T) {
	t.Parallel()
	d := Chart{Points: []Total{{Total: 3}, {Total: 41}}}
	if got := d.Totals(); len(got) != 2 || got[0] != 3 || got[1] != 41 {
		t.Errorf("Totals = %v", got)
	}
}

// TestImportIn: the export's plays are added once; a game's id the history
// keeps none for is noted before the plays are recorded (when noted is
// not nil); a file refused never opens the history.
func TestImportIn(t *testing.T) {
	t.Parallel()
	d := store.Dirs{Data: t.TempDir()}
	x, err := ReadBGStats(strings.NewReader(strings.Replace(bgsFixture, `"bggId": 0`, `"bggId": 4242`, 1)))
	if err != nil {
		t.Fatal(err)
	}
	var notes []BggNote
	for want := 3; want >= 0; want -= 3 {
		res, added, err := ImportIn(d, x, map[string]string{"vee": "Vera"}, func(n BggNote) { notes = append(notes, n) })
		if err != nil || len(res.Plays) != 3 || added != want || res.Other != 1 || res.Ignored != 1 {
			t.Errorf("ImportIn = %d plays, %d added, %d other, %d ignored, %v; want 3, %d, 1, 1", len(res.Plays), added, res.Other, res.Ignored, err, want)
		}
	}
	if want := []BggNote{{GameLockup, 4242}, {GameLockup, 4242}}; fmt.Sprint(notes) != fmt.Sprint(want) {
		t.Errorf("notes %v, want %v", notes, want)
	}
	bad, _ := ReadBGStats(strings.NewReader(`{"games":[{"id":1,"name":"Lockup"}],"plays":[{"gameRefId":1,"uuid":"nope"}]}`))
	empty := store.Dirs{Data: t.TempDir()}
	var be *BGStatsError
	if _, _, err := ImportIn(empty, bad, nil, nil); !errors.As(err, &be) {
		t.Errorf("a bad file: %v, want a BGStatsError", err)
	}
	if p, _ := Path(empty); fileExists(p) {
		t.Errorf("a bad file opened the history %s", p)
	}
	if res, added, err := ImportIn(empty, x, nil, nil); err != nil || added != 3 || len(res.Unstored) != 1 {
		t.Errorf("ImportIn with no noted = %d added, %v unstored, %v", added, res.Unstored, err)
	}
}

// TestRebuildIn: an empty games folder rebuilds nothing, and the figures
// say so; a file passed over with no skip is counted, nothing more.
func TestRebuildIn(t *testing.T) {
	t.Parallel()
	d := store.Dirs{Data: t.TempDir()}
	if r, err := RebuildIn(d, func(path string, err error) { t.Errorf("%s passed over: %v", path, err) }); err != nil || r != (Rebuilt{}) {
		t.Errorf("RebuildIn = %+v, %v", r, err)
	}
	games, _ := d.GamesDir()
	if err := os.MkdirAll(games, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(games, "bad"+store.GameFileExt), []byte("junk\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if r, err := RebuildIn(d, nil); err != nil || r != (Rebuilt{Files: 1}) {
		t.Errorf("RebuildIn with no skip = %+v, %v", r, err)
	}
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
