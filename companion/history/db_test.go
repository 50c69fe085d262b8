package history

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// fixturePlay is a made-up two-crew play, numbered n.
func fixturePlay(n int) Play {
	return Play{ID: IDFor(fmt.Sprintf("fixture:%d", n)), Date: time.Date(2025, 1, 1+n%28, 20, 0, 0, 0, time.UTC), Game: GameLockup,
		Edition: "2019", Source: SourceManual,
		Sides: []Side{
			{Crew: "Vera", Winner: n%3 != 0, Total: 40 + n%7, Categories: []Category{{Name: "track", Points: 30}, {Name: "goons", Points: 10 + n%7}}},
			{Crew: "Isaac", Winner: n%3 == 0, Total: 38 + n%5, Categories: []Category{{Name: "track", Points: 28}, {Name: "goons", Points: 10 + n%5}}},
		}}
}

func openTemp(t testing.TB) (*DB, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "data", FileName)
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db, path
}

func count(t testing.TB, db *DB) int {
	t.Helper()
	var n int
	if err := db.db.QueryRow(`SELECT COUNT(*) FROM plays`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestRecordTwiceAddsNothing: a play recorded again (same UUID) is left
// as it is, and what was read back is what was recorded.
func TestRecordTwiceAddsNothing(t *testing.T) {
	db, _ := openTemp(t)
	p := fixturePlay(1)
	if n, err := db.Record(p); err != nil || n != 1 {
		t.Fatalf("Record = %d, %v", n, err)
	}
	changed := p
	changed.Sides = []Side{{Crew: "Someone", Total: 1}}
	if n, err := db.Record(p, changed); err != nil || n != 0 {
		t.Fatalf("Record again = %d, %v; want 0 added", n, err)
	}
	got, err := db.Play(p.ID[:8])
	if err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(got) != fmt.Sprint(p) {
		t.Errorf("read back\n%v\nwant\n%v", got, p)
	}
	if count(t, db) != 1 {
		t.Errorf("%d plays, want 1", count(t, db))
	}
}

// TestConcurrentWritersLoseNothing: four writers, each with its own
// connection to the database (as four lockup processes have), record 25
// plays each, one transaction each, at once: all 100 are kept.
func TestConcurrentWritersLoseNothing(t *testing.T) {
	_, path := openTemp(t)
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for w := range 4 {
		wg.Go(func() {
			db, err := Open(path)
			if err != nil {
				errs <- err
				return
			}
			defer db.Close()
			for i := range 25 {
				if _, err := db.Record(fixturePlay(w*100 + i)); err != nil {
					errs <- err
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if n := count(t, db); n != 100 {
		t.Errorf("%d plays kept, want 100", n)
	}
}

// TestTwoProcessesRecordAtOnce: two lockup processes (this test binary
// run twice) record 40 plays each, one transaction a play, at the same
// time on one database: none is lost, and none is refused as busy.
func TestTwoProcessesRecordAtOnce(t *testing.T) {
	if path := os.Getenv("LOCKUP_HISTORY_RECORDER"); path != "" {
		w, _ := strconv.Atoi(os.Getenv("LOCKUP_HISTORY_RECORDER_N"))
		db, err := Open(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
		for i := range 40 {
			p := fixturePlay(i)
			p.ID = IDFor(fmt.Sprint("process:", w, ":", i))
			if _, err := db.Record(p); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(4)
			}
		}
		os.Exit(0)
	}
	_, path := openTemp(t)
	var cmds []*exec.Cmd
	for w := range 2 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestTwoProcessesRecordAtOnce$")
		cmd.Env = append(os.Environ(), "LOCKUP_HISTORY_RECORDER="+path, fmt.Sprint("LOCKUP_HISTORY_RECORDER_N=", w))
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds = append(cmds, cmd)
	}
	for _, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("a recording process: %v", err)
		}
	}
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if n := count(t, db); n != 80 {
		t.Errorf("%d plays kept, want 80", n)
	}
	checkSummaries(t, db)
}

// TestAbortedWriteLeavesNothing: a transaction that fails after its first
// play (as a crash halfway would leave it) records none of its plays.
func TestAbortedWriteLeavesNothing(t *testing.T) {
	db, _ := openTemp(t)
	boom := errors.New("killed")
	_, err := db.record([]Play{fixturePlay(1), fixturePlay(2)}, func(i int) error {
		if i == 0 {
			return boom
		}
		return nil
	})
	if !errors.Is(err, boom) {
		t.Fatalf("record = %v", err)
	}
	if n := count(t, db); n != 0 {
		t.Errorf("%d plays after an aborted write, want 0", n)
	}
}

// TestKillDuringRecording: a process recording plays in a loop is killed
// (SIGKILL, no chance to clean up); the database opens, passes SQLite's
// integrity check, and every play in it has all its sides and categories,
// in its summary and in the sides and scores tables alike.
func TestKillDuringRecording(t *testing.T) {
	if os.Getenv("LOCKUP_HISTORY_WRITER") != "" {
		db, err := Open(os.Getenv("LOCKUP_HISTORY_WRITER"))
		if err != nil {
			os.Exit(3)
		}
		for i := 0; ; i++ {
			batch := []Play{fixturePlay(2 * i), fixturePlay(2*i + 1)}
			batch[0].ID, batch[1].ID = IDFor(fmt.Sprint("kill:", 2*i)), IDFor(fmt.Sprint("kill:", 2*i+1))
			if _, err := db.Record(batch...); err != nil {
				os.Exit(4)
			}
		}
	}
	_, path := openTemp(t)
	cmd := exec.Command(os.Args[0], "-test.run=^TestKillDuringRecording$")
	cmd.Env = append(os.Environ(), "LOCKUP_HISTORY_WRITER="+path)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(700 * time.Millisecond)
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	db, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var check string
	if err := db.db.QueryRow(`PRAGMA integrity_check`).Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity_check = %q, %v", check, err)
	}
	plays, err := db.Plays(Filter{})
	if err != nil {
		t.Fatal(err)
	}
	if len(plays) == 0 {
		t.Skip("the writer was killed before it recorded anything (a slow machine)")
	}
	if len(plays)%2 != 0 {
		t.Errorf("%d plays: a two-play transaction was half kept", len(plays))
	}
	for _, p := range plays {
		if len(p.Sides) != 2 || len(p.Sides[0].Categories) != 2 || len(p.Sides[1].Categories) != 2 {
			t.Errorf("play %s is torn: %+v", p.ID, p.Sides)
		}
	}
	checkSummaries(t, db) // the sides and scores tables hold what the summaries hold
	t.Logf("%d plays kept when the writer was killed", len(plays))
}

// writeOld writes p as a lockup of the given schema version wrote it:
// version 1 kept the categories in scores only, version 2 also as text on
// the side and the play's source; neither had the summary (version 3).
func writeOld(t *testing.T, db *DB, version int, p Play) {
	t.Helper()
	exec := func(q string, args ...any) {
		t.Helper()
		if _, err := db.db.Exec(q, args...); err != nil {
			t.Fatal(err)
		}
	}
	switch {
	case version == 1:
		exec(`INSERT INTO plays (id, played_at, game, edition) VALUES (?, ?, ?, ?)`, p.ID, p.Date.Format(timeLayout), p.Game, p.Edition)
	case version >= 3:
		exec(`INSERT INTO plays (id, played_at, game, edition, source, summary) VALUES (?, ?, ?, ?, ?, ?)`, p.ID, p.Date.Format(timeLayout), p.Game, p.Edition, p.Source, encodeSides(p.Sides))
	default:
		exec(`INSERT INTO plays (id, played_at, game, edition, source) VALUES (?, ?, ?, ?, ?)`, p.ID, p.Date.Format(timeLayout), p.Game, p.Edition, p.Source)
	}
	for seat, s := range p.Sides {
		if version == 1 {
			exec(`INSERT INTO sides (play_id, seat, crew, player, winner, total) VALUES (?, ?, ?, ?, ?, ?)`, p.ID, seat, s.Crew, s.Player, s.Winner, s.Total)
		} else {
			exec(`INSERT INTO sides (play_id, seat, crew, player, winner, total, categories) VALUES (?, ?, ?, ?, ?, ?, ?)`,
				p.ID, seat, s.Crew, s.Player, s.Winner, s.Total, joinCategories(s.Categories))
		}
		for ord, c := range s.Categories {
			exec(`INSERT INTO scores (play_id, seat, ord, category, points) VALUES (?, ?, ?, ?, ?)`, p.ID, seat, ord, c.Name, c.Points)
		}
	}
}

// checkSummaries fails the test when a play's summary does not hold the
// sides the sides and scores tables hold (what fillSummaries makes).
func checkSummaries(t *testing.T, db *DB) {
	t.Helper()
	rows, err := db.db.Query(`SELECT id, summary FROM plays`)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{}
	for rows.Next() {
		var id, summary string
		if err := rows.Scan(&id, &summary); err != nil {
			t.Fatal(err)
		}
		want[id] = summary
	}
	rows.Close()
	tx, err := db.db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	if err := fillSummaries(tx); err != nil {
		t.Fatal(err)
	}
	for id, summary := range want {
		var made string
		if err := tx.QueryRow(`SELECT summary FROM plays WHERE id = ?`, id).Scan(&made); err != nil {
			t.Fatal(err)
		}
		if made != summary {
			t.Errorf("play %s: summary %q, the sides say %q", id, summary, made)
		}
	}
}

// TestMigrate: a database of each earlier schema version (the first
// included), with two plays in it, is migrated on open to the current
// version: the plays read back as they were written (what a version did
// not keep, empty), their summaries match their sides, the statistics count
// them, and new plays record.
func TestMigrate(t *testing.T) {
	if SchemaVersion != 4 {
		t.Fatalf("SchemaVersion = %d: add the new version to this test", SchemaVersion)
	}
	for from := 1; from < SchemaVersion; from++ {
		t.Run(fmt.Sprint("from version ", from), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), FileName)
			old, err := openAt(path, from)
			if err != nil {
				t.Fatal(err)
			}
			plays := []Play{fixturePlay(1), fixturePlay(2)}
			plays[1].Sides[1].Player = "Ana"
			for _, p := range plays {
				writeOld(t, old, from, p)
			}
			if v, _ := old.Version(); v != from {
				t.Fatalf("version %d, want %d", v, from)
			}
			old.Close()
			db, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if v, err := db.Version(); err != nil || v != SchemaVersion {
				t.Fatalf("version %d (%v), want %d", v, err, SchemaVersion)
			}
			checkSummaries(t, db)
			for _, p := range plays {
				got, err := db.Play(p.ID)
				if err != nil {
					t.Fatal(err)
				}
				if from == 1 {
					p.Source = "" // version 1 did not keep it
				}
				if fmt.Sprint(got) != fmt.Sprint(p) {
					t.Errorf("migrated play\n%v\nwant\n%v", got, p)
				}
			}
			st, err := db.Stats(Filter{})
			if err != nil || fmt.Sprint(st) != fmt.Sprint(Compute(plays)) {
				t.Errorf("stats after the migration: %v, %v\nwant %v", st, err, Compute(plays))
			}
			if n, err := db.Record(fixturePlay(3)); err != nil || n != 1 {
				t.Errorf("Record after the migration = %d, %v", n, err)
			}
			// Version 4: the BoardGameGeek ids, none until typed.
			if ids, err := db.BggIDs(); err != nil || len(ids) != 0 {
				t.Errorf("BggIDs after the migration = %v, %v, want none", ids, err)
			}
			if err := db.SetBggID(GameLockup, 12); err != nil {
				t.Errorf("SetBggID after the migration: %v", err)
			}
			checkSummaries(t, db)
		})
	}
}

// TestTooNewSchemaRefused: a database a newer lockup migrated further is
// refused, untouched.
func TestTooNewSchemaRefused(t *testing.T) {
	db, path := openTemp(t)
	if _, err := db.db.Exec(`INSERT INTO schema_version VALUES (99, '')`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	var tooNew *TooNewError
	if _, err := Open(path); !errors.As(err, &tooNew) || tooNew.Version != 99 {
		t.Errorf("Open = %v", err)
	}
}

// TestFilter: --player, --game and --since choose plays; newest first.
func TestFilter(t *testing.T) {
	db, _ := openTemp(t)
	solo := fixturePlay(5)
	solo.ID, solo.Solo, solo.Expansions = IDFor("solo"), true, []string{ExpansionBreakout}
	solo.Sides = []Side{{Crew: "Ana", Total: 50, Winner: true}, {Crew: "guards", Opponent: true, Total: 45}}
	if _, err := db.Record(fixturePlay(1), fixturePlay(3), solo); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		f    Filter
		want int
	}{
		{Filter{}, 3},
		{Filter{Player: "vera"}, 2},
		{Filter{Player: "ana"}, 1},
		{Filter{Game: "solo"}, 1},
		{Filter{Game: "breakout"}, 1},
		{Filter{Game: "lockup"}, 3},
		{Filter{Game: "prison-architect"}, 0},
		{Filter{Since: time.Date(2025, 1, 4, 0, 0, 0, 0, time.UTC)}, 2},
	}
	for _, tt := range tests {
		got, err := db.Plays(tt.f)
		if err != nil || len(got) != tt.want {
			t.Errorf("Plays(%+v) = %d plays, %v; want %d", tt.f, len(got), err, tt.want)
		}
	}
	all, _ := db.Plays(Filter{})
	if !all[0].Date.After(all[1].Date) {
		t.Errorf("not newest first: %v, %v", all[0].Date, all[1].Date)
	}
	if _, err := db.Plays(Filter{Game: "chess"}); err == nil {
		t.Errorf("--game chess accepted")
	}
}

// TestPut: a play put again from the same bytes changes nothing; from
// other bytes (the game's log changed after its end) it replaces the one
// the history holds, in place, never beside it.
func TestPut(t *testing.T) {
	db, _ := openTemp(t)
	p := fixturePlay(1)
	p.Source, p.FileHash = SourceTracked, "aaaa"
	if added, replaced, err := db.Put(p); err != nil || added != 1 || replaced != 0 {
		t.Fatalf("Put = %d, %d, %v", added, replaced, err)
	}
	if added, replaced, err := db.Put(p); err != nil || added != 0 || replaced != 0 {
		t.Fatalf("Put again = %d, %d, %v", added, replaced, err)
	}
	changed := p
	changed.FileHash = "bbbb"
	changed.Sides = []Side{{Crew: "Vera", Winner: true, Total: 50, Categories: []Category{{Name: "track", Points: 40}}}, {Crew: "Isaac", Total: 20}}
	if added, replaced, err := db.Put(changed, fixturePlay(2)); err != nil || added != 1 || replaced != 1 {
		t.Fatalf("Put changed = %d, %d, %v", added, replaced, err)
	}
	got, err := db.Play(p.ID)
	if err != nil || fmt.Sprint(got) != fmt.Sprint(changed) || count(t, db) != 2 {
		t.Errorf("after the replacement: %v, %v, %d plays", got, err, count(t, db))
	}
	checkSummaries(t, db)
	var rows int
	if err := db.db.QueryRow(`SELECT COUNT(*) FROM scores WHERE play_id = ?`, p.ID).Scan(&rows); err != nil || rows != 1 {
		t.Errorf("%d category rows for the replaced play (%v), want 1", rows, err)
	}
}

// TestGameID: a game's ID comes from its header and setup lines only: the
// entries after them, however many, do not change it.
func TestGameID(t *testing.T) {
	head := "{\"lockup_log\":8,\"seed\":9}\n{\"seq\":1,\"kind\":\"setup\"}\n"
	id := GameID([]byte(head))
	for _, more := range []string{"", "{\"seq\":2}\n", "{\"seq\":2}\n{\"seq\":3}\n"} {
		if got := GameID([]byte(head + more)); got != id {
			t.Errorf("GameID with %q = %s, want %s", more, got, id)
		}
	}
	if GameID([]byte("{\"lockup_log\":8,\"seed\":10}\n{\"seq\":1,\"kind\":\"setup\"}\n")) == id {
		t.Error("two games with other seeds have one ID")
	}
}

// TestBggIDs: lockup history bgg-id keeps one BoardGameGeek id per game
// (issue 25), replaces it when typed again, and refuses, as the player's
// input and changing nothing, another game, an id not positive, or an id
// another game has.
func TestBggIDs(t *testing.T) {
	db, path := openTemp(t)
	if err := db.SetBggID(GameLockup, 100); err != nil {
		t.Fatal(err)
	}
	if err := db.SetBggID(ExpansionBreakout, 200); err != nil {
		t.Fatal(err)
	}
	if err := db.SetBggID(GameLockup, 101); err != nil {
		t.Fatal(err)
	}
	want := map[string]int{GameLockup: 101, ExpansionBreakout: 200}
	for _, tc := range []struct {
		game string
		id   int
		msg  string
	}{
		{"catan", 13, "use one of lockup, breakout, prison-architect"},
		{"solo", 13, "no game"},
		{GamePrisonArchitect, 0, "positive"},
		{GamePrisonArchitect, -5, "positive"},
		{GamePrisonArchitect, 200, "breakout's already"},
	} {
		err := db.SetBggID(tc.game, tc.id)
		var be *BggIDError
		if !errors.As(err, &be) || !be.BadInput() || !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("SetBggID(%q, %d) = %v, want a BggIDError saying %q", tc.game, tc.id, err, tc.msg)
		}
	}
	db.Close()
	again, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if got, err := again.BggIDs(); err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("BggIDs = %v, %v, want %v", got, err, want)
	}
}
