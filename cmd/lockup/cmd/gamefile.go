package cmd

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/store"
)

// The game commands (new, status, assign, pass, undo, log, export) work on
// the current game: the one named by --game, else the one most recently
// created or used, remembered in DataDir()/current.

// currentFile is the file in DataDir() that names the current game.
const currentFile = "current"

// gameRefusal is an entry the rules refuse, or a game that cannot be opened
// for a reason the player can fix: it exits with code 2.
type gameRefusal struct{ err error }

func (e *gameRefusal) Error() string  { return e.err.Error() }
func (e *gameRefusal) Unwrap() error  { return e.err }
func (e *gameRefusal) BadInput() bool { return true }

// rememberGame makes path the current game.
func rememberGame(path string) error {
	dir, err := store.DataDir()
	if err != nil {
		return err
	}
	if err := store.EnsureDir(dir); err != nil {
		return err
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	return store.WriteFileAtomic(filepath.Join(dir, currentFile), []byte(abs+"\n"), 0o600)
}

// currentGame returns the game file to use: --game, else the remembered one.
func currentGame(flag string) (string, error) {
	if flag != "" {
		return flag, nil
	}
	dir, err := store.DataDir()
	if err != nil {
		return "", err
	}
	data, err := os.ReadFile(filepath.Join(dir, currentFile))
	if errors.Is(err, os.ErrNotExist) {
		return "", &gameRefusal{errors.New("no game is being tracked: start one with lockup new, or name one with --game PATH")}
	}
	if err != nil {
		return "", err
	}
	path := strings.TrimSpace(string(data))
	if path == "" {
		return "", &gameRefusal{errors.New("no game is being tracked: start one with lockup new, or name one with --game PATH")}
	}
	return path, nil
}

// openLog opens the current game's log (or the one --game names), says on
// standard error when a torn last line was set aside, and remembers a game
// named with --game as the current one. It does not replay the log: undo and
// log work even on a game whose replay fails.
func openLog(ios *IOStreams, flag string) (*companion.Log, string, error) {
	path, err := currentGame(flag)
	if err != nil {
		return nil, "", err
	}
	l, report, err := companion.OpenLog(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, path, &gameRefusal{fmt.Errorf("the game file %s does not exist: start a game with lockup new, or name one with --game PATH", path)}
		}
		return nil, path, err
	}
	if s := report.String(); s != "" {
		fmt.Fprintln(ios.ErrOut, "lockup: "+s)
	}
	if flag != "" {
		if err := rememberGame(path); err != nil {
			return nil, path, err
		}
	}
	return l, path, nil
}

// openGame opens the current game's log and replays it.
func openGame(ios *IOStreams, flag string) (*companion.Log, companion.Game, error) {
	l, path, err := openLog(ios, flag)
	if err != nil {
		return nil, companion.Game{}, err
	}
	g, err := companion.Replay(l.Header(), l.Entries())
	if err != nil {
		return l, companion.Game{}, fmt.Errorf("%s: %w", path, err)
	}
	return l, g, nil
}

// record checks an entry against the game and appends it: a refused entry
// changes nothing. (recordReport also says what the entry did.)
func record(l *companion.Log, g companion.Game, p companion.Payload) (companion.Game, companion.Entry, error) {
	rep, err := recordReport(l, g, p)
	if err != nil {
		return g, g.NextEntry(p), err
	}
	return rep.After, rep.Entry, nil
}
