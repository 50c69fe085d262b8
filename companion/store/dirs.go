package store

import (
	"path/filepath"
	"time"
)

// Dirs are the folders lockup keeps its files in and how long it waits for
// another lockup's lock. The zero value is what a player's lockup uses: the
// folders from the environment (DataDir, ConfigDir) and LockWait. A caller
// that must not depend on the environment (a test running beside others)
// gives its own.
type Dirs struct {
	// Data is lockup's data folder, holding the games folder and the
	// current game; "" means DataDir().
	Data string
	// Config is lockup's config folder, holding the card catalog; ""
	// means ConfigDir().
	Config string
	// LockWait is how long Lock waits for another lockup; 0 means
	// LockWait.
	LockWait time.Duration
}

// DataDir returns d.Data, or DataDir() when it is empty.
func (d Dirs) DataDir() (string, error) {
	if d.Data != "" {
		return d.Data, nil
	}
	return DataDir()
}

// ConfigDir returns d.Config, or ConfigDir() when it is empty.
func (d Dirs) ConfigDir() (string, error) {
	if d.Config != "" {
		return d.Config, nil
	}
	return ConfigDir()
}

// Wait returns how long a lock is waited for: d.LockWait, or LockWait
// when it is not positive.
func (d Dirs) Wait() time.Duration {
	if d.LockWait > 0 {
		return d.LockWait
	}
	return LockWait
}

// GamesDir returns the folder holding the game files: the data folder's
// "games".
func (d Dirs) GamesDir() (string, error) {
	dir, err := d.DataDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "games"), nil
}

// GamePath returns the file of the game with the given name in the games
// folder (GamesDir), e.g. "friday" -> ~/.local/share/lockup/games/friday.jsonl,
// refusing a name that is not a plain name (see CheckGameName). Nothing is
// created.
func (d Dirs) GamePath(name string) (string, error) {
	if err := CheckGameName(name); err != nil {
		return "", err
	}
	dir, err := d.GamesDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, name+GameFileExt), nil
}

// CatalogPath returns the user's card catalog: the config folder's
// catalog.yaml.
func (d Dirs) CatalogPath() (string, error) {
	dir, err := d.ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, CatalogFileName), nil
}

// Lock takes the lock of the file at path as Lock does, waiting d.Wait().
func (d Dirs) Lock(path, what string) (unlock func(), err error) {
	return LockWithin(path, what, d.Wait())
}
