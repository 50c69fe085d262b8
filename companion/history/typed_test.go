package history

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/lockup-companion/lockup/companion/store"
)

// TestParseFilter: --game is one of Kinds, --since a date; the error names
// the flag and says what to write.
func TestParseFilter(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		player, game, since string
		want                Filter
		err                 string
	}{
		{"", "", "", Filter{}, ""},
		{"Vera", "solo", "2025-01-31", Filter{Player: "Vera", Game: "solo", Since: time.Date(2025, 1, 31, 0, 0, 0, 0, time.UTC)}, ""},
		{"", "chess", "", Filter{}, `--game "chess" is not a game the history keeps; use one of lockup, breakout, solo, prison-architect`},
		{"", "", "31/01/2025", Filter{}, `--since "31/01/2025" is not a date; write it YYYY-MM-DD, e.g. 2025-01-31`},
	} {
		f, err := ParseFilter(tc.player, tc.game, tc.since)
		if (err == nil) != (tc.err == "") || err != nil && err.Error() != tc.err {
			t.Errorf("ParseFilter(%q, %q, %q): error %v, want %q", tc.player, tc.game, tc.since, err, tc.err)
		}
		if err == nil && f != tc.want {
			t.Errorf("ParseFilter(%q, %q, %q) = %+v, want %+v", tc.player, tc.game, tc.since, f, tc.want)
		}
	}
}

// TestParseBggID: the game as lockup names it, letter case aside, and a
// positive whole number.
func TestParseBggID(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		game, id string
		want     string
		n        int
		err      string
	}{
		{" Lockup ", " 12345 ", "lockup", 12345, ""},
		{"breakout", "7", "breakout", 7, ""},
		{"chess", "7", "", 0, `"chess" is no game lockup keeps a BoardGameGeek id for; use one of lockup, breakout, prison-architect`},
		{"lockup", "0", "", 0, `ID "0": a BoardGameGeek id is a positive whole number (boardgamegeek.com/boardgame/ID/...)`},
		{"lockup", "x", "", 0, `ID "x": a BoardGameGeek id is a positive whole number (boardgamegeek.com/boardgame/ID/...)`},
	} {
		g, n, err := ParseBggID(tc.game, tc.id)
		if (err == nil) != (tc.err == "") || err != nil && err.Error() != tc.err || g != tc.want || n != tc.n {
			t.Errorf("ParseBggID(%q, %q) = %q, %d, %v; want %q, %d, %q", tc.game, tc.id, g, n, err, tc.want, tc.n, tc.err)
		}
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

// TestParseRenames: BGSTATS-NAME=NAME, trimmed; either name empty is
// refused.
func TestParseRenames(t *testing.T) {
	t.Parallel()
	m, err := ParseRenames([]string{" Vee = Vera ", "Bo=Bob"})
	if err != nil || len(m) != 2 || m["Vee"] != "Vera" || m["Bo"] != "Bob" {
		t.Errorf("ParseRenames = %q, %v", m, err)
	}
	for _, bad := range []string{"Vee", "=Vera", "Vee= "} {
		if _, err := ParseRenames([]string{bad}); err == nil || err.Error() != fmt.Sprintf("--map-player %q: write BGSTATS-NAME=NAME, e.g. Vee=Vera", bad) {
			t.Errorf("ParseRenames(%q): %v", bad, err)
		}
	}
}

// TestTypedPlay: lockup history add's flags make the play Manual makes,
// and each flag typed wrong is refused by name.
func TestTypedPlay(t *testing.T) {
	t.Parallel()
	today := time.Date(2025, 3, 1, 15, 4, 0, 0, time.UTC)
	typed := Typed{Today: today, Solo: true, Difficulty: "warden", Scores: []string{"Ana=52", " guards = 47"}}
	p, err := typed.Play()
	m := Manual{Date: today, Game: GameLockup, Solo: true, Difficulty: "warden", Sides: []Side{{Crew: "Ana", Total: 52}, {Crew: "guards", Total: 47}}}
	want, _ := m.Play()
	if err != nil || p.ID != want.ID || !p.Sides[0].Winner || !p.Sides[1].Opponent {
		t.Errorf("Play = %+v, %v; want %+v", p, err, want)
	}
	typed.Date = "2024-12-24"
	if p, err := typed.Play(); err != nil || !p.Date.Equal(time.Date(2024, 12, 24, 0, 0, 0, 0, time.UTC)) {
		t.Errorf("--date: %v, %v", p.Date, err)
	}
	for _, tc := range []struct {
		change func(*Typed)
		err    string
	}{
		{func(t *Typed) { t.Game = "solo" }, `--game "solo": a play added by hand is lockup or prison-architect`},
		{func(t *Typed) { t.Date = "1 March" }, `--date "1 March" is not a date; write it YYYY-MM-DD`},
		{func(t *Typed) { t.Scores = nil }, "give each side's total with --score NAME=TOTAL"},
		{func(t *Typed) { t.Scores = []string{"Ana:52"} }, `--score "Ana:52": write NAME=TOTAL, e.g. Vera=41`},
		{func(t *Typed) { t.Scores = []string{"=52"} }, `--score "=52": write NAME=TOTAL, e.g. Vera=41`},
		{func(t *Typed) { t.Winners = []string{"Bo"} }, `--winner "Bo" names no side given with --score`},
	} {
		x := Typed{Today: today, Scores: []string{"Ana=52", "Cy=40"}}
		tc.change(&x)
		if _, err := x.Play(); err == nil || err.Error() != tc.err {
			t.Errorf("error %v, want %q", err, tc.err)
		}
	}
	pa := Typed{Game: GamePrisonArchitect, Today: today, Scores: []string{"Ada=64", "Lin=70"}}
	if p, err := pa.Play(); err != nil || p.Game != GamePrisonArchitect || !p.Sides[1].Winner {
		t.Errorf("prison-architect: %+v, %v", p, err)
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
// keeps none for is noted before the plays are recorded; a file refused
// never opens the history.
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
}

// TestRebuildIn: an empty games folder rebuilds nothing, and the figures
// say so.
func TestRebuildIn(t *testing.T) {
	t.Parallel()
	d := store.Dirs{Data: t.TempDir()}
	if r, err := RebuildIn(d, func(path string, err error) { t.Errorf("%s passed over: %v", path, err) }); err != nil || r != (Rebuilt{}) {
		t.Errorf("RebuildIn = %+v, %v", r, err)
	}
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
