package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"
)

// appDirName is the folder lockup keeps under the data and config homes.
const appDirName = "lockup"

// GameFileExt is the extension of a game file: one JSON value per line.
const GameFileExt = ".jsonl"

// CatalogFileName is the name of the user's card catalog in the config
// directory.
const CatalogFileName = "catalog.yaml"

// DataDir returns where lockup keeps its games: $XDG_DATA_HOME/lockup, or
// ~/.local/share/lockup when XDG_DATA_HOME is unset or not an absolute path
// (the XDG Base Directory specification says to ignore relative paths).
func DataDir() (string, error) {
	return xdgDir("XDG_DATA_HOME", filepath.Join(".local", "share"))
}

// ConfigDir returns where lockup keeps its settings and the card catalog:
// $XDG_CONFIG_HOME/lockup, or ~/.config/lockup.
func ConfigDir() (string, error) {
	return xdgDir("XDG_CONFIG_HOME", ".config")
}

func xdgDir(env, fallback string) (string, error) {
	if dir := os.Getenv(env); dir != "" && filepath.IsAbs(dir) {
		return filepath.Join(dir, appDirName), nil
	}
	home, err := os.UserHomeDir()
	if err != nil || home == "" {
		return "", fmt.Errorf("cannot find a place for lockup's files: set %s or HOME", env)
	}
	return filepath.Join(home, fallback, appDirName), nil
}

// maxGameNameLen bounds a game name, well under any file system's limit.
const maxGameNameLen = 64

// GameNameError is a game name the player gave that cannot name a game file.
// It reads like the input errors of package input ("game name: problem
// (allowed: ...)") and is bad input (exit code 2). Package store defines its
// own error so that it imports nothing of the companion's.
type GameNameError struct {
	// Problem says what is wrong with the name.
	Problem string
	// Allowed says what a game name may be.
	Allowed string
}

// Error formats the error as "game name: problem (allowed: ...)".
func (e *GameNameError) Error() string {
	return "game name: " + e.Problem + " (allowed: " + e.Allowed + ")"
}

// BadInput marks the error as the player's input, so the command line exits
// with code 2.
func (e *GameNameError) BadInput() bool { return true }

// CheckGameName accepts a game name made of letters, digits, '-', '_' and
// '.', not starting with '.' or '-', of at most 64 characters, so that it is
// always one plain file name.
func CheckGameName(name string) error {
	const allowed = "letters, digits, '-', '_' and '.', not starting with '.' or '-', at most 64 characters"
	switch {
	case name == "":
		return &GameNameError{Problem: "the name is empty", Allowed: allowed}
	case len(name) > maxGameNameLen:
		return &GameNameError{Problem: fmt.Sprintf("the name is %d characters long", len(name)), Allowed: allowed}
	case name[0] == '.' || name[0] == '-':
		return &GameNameError{Problem: fmt.Sprintf("%q starts with %q", name, name[:1]), Allowed: allowed}
	}
	for _, r := range name {
		if r == '-' || r == '_' || r == '.' || (r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r))) {
			continue
		}
		return &GameNameError{Problem: fmt.Sprintf("%q holds the character %q", name, r), Allowed: allowed}
	}
	return nil
}

// EnsureDir creates dir and its missing parents, readable by the user only
// (0o700). An existing folder is left as it is.
func EnsureDir(dir string) error {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			return fmt.Errorf("create folder %s: %w", pe.Path, pe.Err)
		}
		return fmt.Errorf("create folder %s: %w", dir, err)
	}
	return nil
}

// GameNameOf returns the name of a game from its file path, the inverse of
// GamePath: ".../friday.jsonl" -> "friday".
func GameNameOf(path string) string {
	return strings.TrimSuffix(filepath.Base(path), GameFileExt)
}
