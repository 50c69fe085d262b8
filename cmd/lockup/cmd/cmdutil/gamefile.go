package cmdutil

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/text"
)

// The game commands work on the current game: the one --game names, else
// the one lockup new made or lockup use chose last, remembered in
// DataDir()/current. Only new and use change the current game: naming a
// game with --game never does. Reading a game (status, log, export, games,
// use, shell completion) writes nothing.
//
// --game and use take a game's name or its file's path (ResolveGame).

// CurrentFile is the file in DataDir() that names the current game.
const CurrentFile = "current"

// GameRefusal is a game that cannot be opened for a reason the player can
// fix, or an entry the rules refuse: it exits with code 2.
type GameRefusal struct{ Err error }

func (e *GameRefusal) Error() string { return e.Err.Error() }
func (e *GameRefusal) Unwrap() error { return e.Err }

// BadInput marks the refusal as the player's to fix: exit code 2.
func (e *GameRefusal) BadInput() bool { return true }

// ErrNoGame says that no game is current and none was named.
var ErrNoGame = errors.New("no game is being tracked: start one with lockup new, or choose one with lockup use NAME (lockup games lists them)")

// RememberGame makes path the current game.
func RememberGame(dirs store.Dirs, path string) error {
	dir, err := dirs.DataDir()
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
	return store.WriteFileAtomic(filepath.Join(dir, CurrentFile), []byte(abs+"\n"), 0o600)
}

// RememberedGame returns the file of the current game, as lockup new or
// lockup use left it; "" when there is none.
func RememberedGame(dirs store.Dirs) (string, error) {
	dir, err := dirs.DataDir()
	if err != nil {
		return "", err
	}
	return ReadCurrentFile(filepath.Join(dir, CurrentFile))
}

// CurrentGame returns the game file to use: the one --game names (a name
// or a path, see ResolveGame), else the current game.
func CurrentGame(dirs store.Dirs, flag string) (string, error) {
	if flag != "" {
		return ResolveGame(dirs, flag)
	}
	path, err := RememberedGame(dirs)
	if err != nil {
		return "", err
	}
	if path == "" {
		return "", &GameRefusal{ErrNoGame}
	}
	return path, nil
}

// ResolveGame returns the file of the game arg names, for --game and use.
// A word with a path separator is a path. Any other word is the file of
// that name in the current folder when there is one, else the game of that
// name in the games folder (where lockup new --name NAME puts NAME.jsonl),
// written with or without .jsonl. An unknown name is refused with the
// closest name and the games there.
func ResolveGame(dirs store.Dirs, arg string) (string, error) {
	if strings.ContainsRune(arg, '/') || strings.ContainsRune(arg, filepath.Separator) {
		return arg, nil
	}
	if st, err := os.Stat(arg); err == nil && !st.IsDir() {
		return arg, nil
	}
	dir, err := dirs.GamesDir()
	if err != nil {
		return "", err
	}
	name := strings.TrimSuffix(arg, store.GameFileExt)
	if store.CheckGameName(name) == nil {
		path := filepath.Join(dir, name+store.GameFileExt)
		if _, err := os.Stat(path); err == nil {
			return path, nil
		}
	}
	names, err := GameNames(dir)
	if err != nil {
		return "", err
	}
	if len(names) == 0 {
		return "", &GameRefusal{fmt.Errorf("no game called %q: %s holds no games yet (start one with lockup new, or give the game file's path)", arg, dir)}
	}
	msg := fmt.Sprintf("no game called %q", arg)
	if best := text.Closest(name, names); best != "" {
		msg += fmt.Sprintf("; did you mean %q?", best)
	}
	return "", &GameRefusal{fmt.Errorf("%s (the games in %s: %s)", msg, dir, strings.Join(names, ", "))}
}

// GameNames returns the names of the games in dir, sorted: the files
// NAME.jsonl that lockup new made there. A folder that does not exist
// holds no games.
func GameNames(dir string) ([]string, error) {
	ents, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range ents {
		name, ok := strings.CutSuffix(e.Name(), store.GameFileExt)
		if ok && e.Type().IsRegular() && store.CheckGameName(name) == nil {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	return names, nil
}

// NoGameFile is the refusal for a game file that is not there.
func NoGameFile(path string) error {
	return &GameRefusal{fmt.Errorf("the game file %s does not exist: start a game with lockup new, or name one with --game NAME|PATH (lockup games lists them)", path)}
}

// ReadGameFile reads the game file at path without changing it: a torn
// last line is left out and reported, not set aside (the next entry
// recorded sets it aside). Errors in the file name it as name.
func ReadGameFile(path, name string) (companion.LogHeader, []companion.Entry, gamelog.LoadReport, error) {
	f, err := store.OpenRegular(path)
	if errors.Is(err, os.ErrNotExist) {
		return companion.LogHeader{}, nil, gamelog.LoadReport{}, NoGameFile(path)
	}
	var notRegular *store.NotRegularError
	if errors.As(err, &notRegular) {
		return companion.LogHeader{}, nil, gamelog.LoadReport{}, err
	}
	if err != nil {
		return companion.LogHeader{}, nil, gamelog.LoadReport{}, fmt.Errorf("open game: %w", err)
	}
	defer f.Close()
	// One byte over the limit is enough for ReadLog to refuse the file.
	data, err := io.ReadAll(io.LimitReader(f, gamelog.MaxLogSize+1))
	if err != nil {
		return companion.LogHeader{}, nil, gamelog.LoadReport{}, fmt.Errorf("open game: %w", err)
	}
	return gamelog.ReadLog(name, data)
}

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
	path, err := CurrentGame(dirs, flag)
	if err != nil {
		return companion.Game{}, nil, "", err
	}
	h, entries, report, err := ReadGameFile(path, path)
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
	path, err := CurrentGame(dirs, flag)
	if err != nil {
		return nil, "", err
	}
	l, report, err := gamelog.Files{LockWait: dirs.LockWait}.OpenLogLocked(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, path, NoGameFile(path)
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
