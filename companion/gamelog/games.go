package gamelog

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
	"github.com/lockup-companion/lockup/companion/text"
)

// Which game a command works on: the one --game names, else the one lockup
// new made or lockup use chose last, remembered in DataDir()/current. Only
// new and use change the current game: naming a game with --game never
// does. Reading a game (ReadGameFile: status, log, export, games, use,
// shell completion) writes nothing.
//
// --game and use take a game's name or its file's path (ResolveGame).

// GameError is a game that cannot be found or opened for a reason the
// player can fix: the command exits with code 2.
type GameError struct{ Err error }

func (e *GameError) Error() string { return e.Err.Error() }
func (e *GameError) Unwrap() error { return e.Err }

// BadInput marks the error as the player's to fix: exit code 2.
func (e *GameError) BadInput() bool { return true }

// CurrentFile is the file in DataDir() that names the current game.
const CurrentFile = "current"

// ErrNoGame says that no game is current and none was named.
var ErrNoGame error = noGameError{}

// noGameError is ErrNoGame: its message names the commands that start or
// choose a game as the command line words them, when it is read (the
// wording is registered after this package is initialised).
type noGameError struct{}

func (noGameError) Error() string {
	return fmt.Sprintf("no game is being tracked: start one with %s, or choose one with %s (%s lists them)",
		terms.Hint{Kind: terms.HintNew}, terms.Hint{Kind: terms.HintUse}, terms.Hint{Kind: terms.HintGames})
}

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
		return "", &GameError{ErrNoGame}
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
		return "", &GameError{fmt.Errorf("no game called %q: %s holds no games yet (start one with %s, or give the game file's path)", arg, dir, terms.Hint{Kind: terms.HintNew})}
	}
	msg := fmt.Sprintf("no game called %q", arg)
	if best := text.Closest(name, names); best != "" {
		msg += fmt.Sprintf("; did you mean %q?", best)
	}
	return "", &GameError{fmt.Errorf("%s (the games in %s: %s)", msg, dir, strings.Join(names, ", "))}
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
	return &GameError{fmt.Errorf("the game file %s does not exist: start a game with %s, or name one with %s NAME|PATH (%s lists them)",
		path, terms.Hint{Kind: terms.HintNew}, terms.FlagGame, terms.Hint{Kind: terms.HintGames})}
}

// ReadCurrentGame reads the lines of the current game, or of the one a
// --game flag names (CurrentGame), without replaying them: its path, its
// header and entries, and what reading set aside (ReadGameFile).
func ReadCurrentGame(dirs store.Dirs, flag string) (string, companion.LogHeader, []companion.Entry, LoadReport, error) {
	path, err := CurrentGame(dirs, flag)
	if err != nil {
		return "", companion.LogHeader{}, nil, LoadReport{}, err
	}
	h, entries, report, err := ReadGameFile(path, path)
	return path, h, entries, report, err
}

// ReadGameFile reads the game file at path without changing it: a torn
// last line is left out and reported, not set aside (the next entry
// recorded sets it aside). Errors in the file name it as name.
func ReadGameFile(path, name string) (companion.LogHeader, []companion.Entry, LoadReport, error) {
	f, err := store.OpenRegular(path)
	if errors.Is(err, os.ErrNotExist) {
		return companion.LogHeader{}, nil, LoadReport{}, NoGameFile(path)
	}
	var notRegular *store.NotRegularError
	if errors.As(err, &notRegular) {
		return companion.LogHeader{}, nil, LoadReport{}, err
	}
	if err != nil {
		return companion.LogHeader{}, nil, LoadReport{}, fmt.Errorf("open game: %w", err)
	}
	defer f.Close()
	// Room for the whole file as it is now, so that it is read at once (as
	// os.ReadFile reads), rather than in a dozen reads into a growing
	// buffer; it may still grow while being read. One byte over the limit
	// is enough for ReadLog to refuse the file.
	var buf bytes.Buffer
	if st, err := f.Stat(); err == nil {
		buf.Grow(int(min(st.Size(), MaxLogSize)) + bytes.MinRead)
	}
	if _, err := buf.ReadFrom(io.LimitReader(f, MaxLogSize+1)); err != nil {
		return companion.LogHeader{}, nil, LoadReport{}, fmt.Errorf("open game: %w", err)
	}
	return ReadLog(name, buf.Bytes())
}

// maxCurrentFile bounds the file naming the current game: one path and
// its newline. Linux paths are at most 4096 bytes.
const maxCurrentFile = 4096 + 1

// ReadCurrentFile reads the file naming the current game (DataDir()/current,
// written by RememberGame): "" when there is none. A file that is not what
// RememberGame writes is refused, naming it and what to do.
func ReadCurrentFile(path string) (string, error) {
	f, err := store.OpenRegular(path) // a FIFO there never hangs lockup
	var notRegular *store.NotRegularError
	switch {
	case errors.Is(err, os.ErrNotExist):
		return "", nil
	case errors.As(err, &notRegular):
		return "", damagedCurrent(path, "it is not a regular file")
	case err != nil:
		return "", err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxCurrentFile+1))
	if err != nil {
		return "", err
	}
	game, why := parseCurrentFile(data)
	if why != "" {
		return "", damagedCurrent(path, why)
	}
	return game, nil
}

// parseCurrentFile reads the text of the file naming the current game: an
// absolute path on one line, as RememberGame writes it (white space around
// it is let go). It returns the path ("" for an empty file), or why the
// text is refused.
func parseCurrentFile(data []byte) (string, string) {
	if len(data) > maxCurrentFile {
		return "", fmt.Sprintf("it is longer than the %d bytes of a path", maxCurrentFile-1)
	}
	text := bytes.TrimSpace(data)
	if len(text) == 0 {
		return "", ""
	}
	if len(text) >= maxCurrentFile {
		// A path with no newline after it: RememberGame writes one.
		return "", fmt.Sprintf("it is longer than the %d bytes of a path", maxCurrentFile-1)
	}
	if !utf8.Valid(text) {
		return "", "it is not UTF-8 text"
	}
	for _, r := range string(text) {
		if r == '\n' || r == '\r' {
			return "", "it holds more than one line"
		}
		if unicode.IsControl(r) || r == utf8.RuneError {
			return "", fmt.Sprintf("it holds the control character %U", r)
		}
	}
	if !filepath.IsAbs(string(text)) {
		return "", "it does not hold a full path (lockup writes one, starting at /)"
	}
	return string(text), ""
}

// damagedCurrent refuses the file naming the current game.
func damagedCurrent(path, why string) error {
	return &GameError{fmt.Errorf("%s, the file naming the current game, cannot be read: %s; choose the game again with %s (%s lists them), or give %s",
		path, why, terms.Hint{Kind: terms.HintUse}, terms.Hint{Kind: terms.HintGames}, terms.FlagGame)}
}

// Summary is one game of lockup games: where it stands, or why it does
// not replay.
type Summary struct {
	Name    string   `json:"name"`
	Path    string   `json:"path"`
	Current bool     `json:"current"`
	Round   int      `json:"round"`
	Phase   string   `json:"phase,omitempty"`
	Crews   []string `json:"crews"`
	Error   string   `json:"error,omitempty"`
	// GamePhase is Phase as the text output names it.
	GamePhase companion.Phase `json:"-"`
	// Elsewhere is set for the current game when it is not in the games
	// folder.
	Elsewhere bool `json:"-"`
	// Problem says what went wrong when Error is set: the file cannot be
	// read, or it does not replay.
	Problem string `json:"-"`
}

// Summarize reads and replays the game file at path, writing nothing.
// A file that does not read or replay gives a summary with the reason.
func Summarize(name, path string) Summary {
	s := Summary{Name: name, Path: path, Crews: []string{}}
	h, entries, _, err := ReadGameFile(path, filepath.Base(path))
	if err != nil {
		s.Error, s.Problem = err.Error(), "cannot be read"
		return s
	}
	g, err := companion.Replay(h, entries)
	if err != nil {
		s.Error, s.Problem = err.Error(), "does not replay"
		return s
	}
	s.Round, s.Phase, s.GamePhase = g.Round, g.Phase.Slug(), g.Phase
	for _, c := range g.Crews {
		s.Crews = append(s.Crews, c.Name)
	}
	return s
}

// ListGames summarizes the games in the games folder (lockup games), sorted
// by name, and the current game last when it lives elsewhere; it returns
// the folder too.
func ListGames(dirs store.Dirs) (string, []Summary, error) {
	dir, err := dirs.GamesDir()
	if err != nil {
		return "", nil, err
	}
	names, err := GameNames(dir)
	if err != nil {
		return dir, nil, err
	}
	current, err := RememberedGame(dirs)
	if err != nil {
		return dir, nil, err
	}
	if current != "" {
		current = filepath.Clean(current)
	}
	var games []Summary
	found := false
	for _, n := range names {
		path := filepath.Join(dir, n+store.GameFileExt)
		s := Summarize(n, path)
		if abs, err := filepath.Abs(path); err == nil && abs == current {
			s.Current, found = true, true
		}
		games = append(games, s)
	}
	if current != "" && !found {
		s := Summarize(store.GameNameOf(current), current)
		s.Current, s.Elsewhere = true, true
		games = append(games, s)
	}
	return dir, games, nil
}
