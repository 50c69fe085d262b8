package cmdutil

import (
	"errors"
	"fmt"
	"os"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/store"
)

// The game commands work on the current game, found by package gamelog
// (gamelog.CurrentGame: the one --game names, else the one lockup new made
// or lockup use chose last); here it is read or opened, and what the
// reading set aside is said on standard error.

// GameRefusal is a game that cannot be opened for a reason the player can
// fix, or an entry the rules refuse: it exits with code 2.
type GameRefusal struct{ Err error }

func (e *GameRefusal) Error() string { return e.Err.Error() }
func (e *GameRefusal) Unwrap() error { return e.Err }

// BadInput marks the refusal as the player's to fix: exit code 2.
func (e *GameRefusal) BadInput() bool { return true }

// TornNote says on standard error that a read left out a torn last line.
func TornNote(ios *IOStreams, r gamelog.LoadReport) {
	if r.Torn {
		fmt.Fprintf(ios.ErrOut, "lockup: line %d of the game file was cut off (lockup was stopped while writing it): it is left out, and set aside when the next entry is recorded\n", r.TornLine)
	}
}

// ReadGame replays the current game (or the one --game names) without
// writing anything: for the commands that only show a game.
func ReadGame(ios *IOStreams, dirs store.Dirs, flag string) (companion.Game, string, error) {
	g, _, path, err := ReadGameEntries(ios, dirs, flag)
	return g, path, err
}

// ReadGameEntries is ReadGame that also returns the entries replayed, for
// what the game state does not keep (how each loot token was used).
func ReadGameEntries(ios *IOStreams, dirs store.Dirs, flag string) (companion.Game, []companion.Entry, string, error) {
	path, h, entries, report, err := gamelog.ReadCurrentGame(dirs, flag)
	if err != nil {
		return companion.Game{}, nil, path, err
	}
	TornNote(ios, report)
	g, err := companion.Replay(h, entries)
	if err != nil {
		return companion.Game{}, nil, path, fmt.Errorf("%s: %w", path, err)
	}
	return g, entries, path, nil
}

// OpenLog opens the current game's log (or the one --game names) to record
// in it, and says on standard error when a torn last line was set aside. It
// does not replay the log: undo and log work even on a game whose replay
// fails. It never changes which game is current. The log holds the game's
// lock, so another lockup waits until the command is done: defer
// l.Unlock() (nil-safe) at once.
func OpenLog(ios *IOStreams, dirs store.Dirs, flag string) (*gamelog.Log, string, error) {
	path, err := gamelog.CurrentGame(dirs, flag)
	if err != nil {
		return nil, "", err
	}
	l, report, err := gamelog.Files{LockWait: dirs.LockWait}.OpenLogLocked(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, path, gamelog.NoGameFile(path)
		}
		return nil, path, err
	}
	if s := report.String(); s != "" {
		fmt.Fprintln(ios.ErrOut, "lockup: "+s)
	}
	return l, path, nil
}

// OpenGame opens the current game's log and replays it.
func OpenGame(ios *IOStreams, dirs store.Dirs, flag string) (*gamelog.Log, companion.Game, error) {
	l, path, err := OpenLog(ios, dirs, flag)
	if err != nil {
		return nil, companion.Game{}, err
	}
	g, err := companion.Replay(l.Header(), l.Entries())
	if err != nil {
		return l, companion.Game{}, fmt.Errorf("%s: %w", path, err)
	}
	return l, g, nil
}
