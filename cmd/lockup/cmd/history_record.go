package cmd

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"sync"
	"time"
	"weak"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/history"
	"github.com/lockup-companion/lockup/companion/store"
)

// historyWarnings is where a play the history could not take is reported
// (the entry that ended the game is recorded whatever happens to it).
var historyWarnings io.Writer = os.Stderr

// recordIfEnded records the play of a tracked game whose entries (one, or
// several redone) just took it to its final scoring, or changed it after
// its end (a tome, a loot token): before is the game before them, after
// the game after. The play is the game's (history.GameID): a game whose
// end is taken back and put back, or whose score changes after its end, is
// still one play, with the score its log gives now. A failure never
// refuses the entry: it is said, and lockup history rebuild records the
// play later from the game file.
func recordIfEnded(l *gamelog.Log, before, after companion.Game) {
	if after.Phase != companion.PhaseGameEnd {
		return
	}
	if err := recordTracked(logDirs(l), l.Path(), after); err != nil {
		fmt.Fprintf(historyWarnings, "lockup: the play was not added to the history (%v); lockup history rebuild adds it later\n", err)
	}
}

func recordTracked(d store.Dirs, path string, g companion.Game) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	p, ok := history.FromTracked(g, path, data, time.Now())
	if !ok {
		return nil
	}
	return withHistory(d, func(db *history.DB) error {
		_, _, err := db.Put(p)
		return err
	})
}

// openLogs are the folders (Factory.Dirs) of each game log a command
// opened (openLog), for recordIfEnded, which the entry commands reach with
// the log alone: the history is the one in the command's data folder. A
// log's entry goes when the log is collected.
var openLogs sync.Map // weak.Pointer[gamelog.Log] -> store.Dirs

// rememberDirs notes that l was opened with the folders d.
func rememberDirs(l *gamelog.Log, d store.Dirs) {
	key := weak.Make(l)
	openLogs.Store(key, d)
	runtime.AddCleanup(l, func(key weak.Pointer[gamelog.Log]) { openLogs.Delete(key) }, key)
}

// logDirs returns the folders l was opened with (the zero Dirs, the
// environment's, for a log opened otherwise).
func logDirs(l *gamelog.Log) store.Dirs {
	if d, ok := openLogs.Load(weak.Make(l)); ok {
		return d.(store.Dirs)
	}
	return store.Dirs{}
}

// withHistory opens the history database in d's data folder, runs f and
// closes it.
func withHistory(d store.Dirs, f func(*history.DB) error) error {
	db, err := history.OpenIn(d)
	if err != nil {
		return err
	}
	err = f(db)
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	return err
}

// recordScored records a scored board's play (--record) and says so on
// standard error, so that --output json stays one value.
func recordScored(ios *IOStreams, d store.Dirs, p history.Play) error {
	_, err := recordPlay(ios, d, p)
	return err
}

// recordPlay is recordScored, also saying whether the play was added.
func recordPlay(ios *IOStreams, d store.Dirs, p history.Play) (added int, err error) {
	err = withHistory(d, func(db *history.DB) error {
		var err error
		added, err = db.Record(p)
		return err
	})
	if err != nil {
		return 0, err
	}
	if added == 0 {
		fmt.Fprintf(ios.ErrOut, "This board is in the play history already (play %s).\n", shortID(p.ID))
	} else {
		fmt.Fprintf(ios.ErrOut, "Added to the play history as play %s (lockup history show %s).\n", shortID(p.ID), shortID(p.ID))
	}
	return added, nil
}

// shortID is a play's UUID cut to its first 8 characters, which history
// show accepts.
func shortID(id string) string {
	if len(id) > 8 {
		return id[:8]
	}
	return id
}
