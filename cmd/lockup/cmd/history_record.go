package cmd

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/history"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/scoring"
	pa "github.com/lockup-companion/lockup/scoring/prisonarchitect"
)

// historyWarnings is where a play the history could not take is reported
// (the entry that ended the game is recorded whatever happens to it).
var historyWarnings io.Writer = os.Stderr

// recordIfEnded records the play of a tracked game whose entry just took
// it to its final scoring (before is the game before the entry, after the
// game after it). A failure never refuses the entry: it is said, and
// lockup history rebuild records the play later from the game file.
func recordIfEnded(l *gamelog.Log, before, after companion.Game) {
	if before.Phase == companion.PhaseGameEnd || after.Phase != companion.PhaseGameEnd {
		return
	}
	if err := recordTracked(l.Path(), after); err != nil {
		fmt.Fprintf(historyWarnings, "lockup: the play was not added to the history (%v); lockup history rebuild adds it later\n", err)
	}
}

func recordTracked(path string, g companion.Game) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	p, ok := history.FromTracked(g, path, data, time.Now())
	if !ok {
		return nil
	}
	return withHistory(func(db *history.DB) error {
		_, err := db.Record(p)
		return err
	})
}

// withHistory opens the history database, runs f and closes it.
func withHistory(f func(*history.DB) error) error {
	db, err := history.OpenDefault()
	if err != nil {
		return err
	}
	err = f(db)
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	return err
}

// historyLockupPlay makes the play of a board scored by lockup score.
func historyLockupPlay(bs input.BoardState, res *scoring.Result, name string, data []byte) history.Play {
	return history.FromLockup(&bs.Game, res, history.Board{Date: time.Now(), File: boardFile(name), Data: data, Edition: bs.Edition.String()})
}

// historyPAPlay makes the play of a board scored by lockup pa score.
func historyPAPlay(g *pa.Game, res *pa.Result, name string, data []byte) history.Play {
	return history.FromPrisonArchitect(g, res, history.Board{Date: time.Now(), File: boardFile(name), Data: data})
}

// boardFile is the file a board was read from, "" for standard input.
func boardFile(name string) string {
	if name == "standard input" || name == "" {
		return ""
	}
	return name
}

// recordScored records a scored board's play (--record) and says so on
// standard error, so that --output json stays one value.
func recordScored(ios *IOStreams, p history.Play) error {
	var added int
	err := withHistory(func(db *history.DB) error {
		var err error
		added, err = db.Record(p)
		return err
	})
	if err != nil {
		return err
	}
	if added == 0 {
		fmt.Fprintf(ios.ErrOut, "This board is in the play history already (play %s).\n", shortID(p.ID))
	} else {
		fmt.Fprintf(ios.ErrOut, "Added to the play history as play %s (lockup history show %s).\n", shortID(p.ID), shortID(p.ID))
	}
	return nil
}

// shortID is a play's UUID cut to its first 8 characters, which history
// show accepts.
func shortID(id string) string {
	if len(id) > 8 {
		return id[:8]
	}
	return id
}
