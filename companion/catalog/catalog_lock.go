package catalog

import (
	"path/filepath"
	"time"

	"github.com/lockup-companion/lockup/companion/store"
)

// LockWithin takes the lock of the catalog file at path (creating its
// folder, 0o700, if needed): whatever reads the catalog to save it changed
// holds it from the reading to the saving, so two lockups saving at once
// never lose each other's cards. A second one waits up to wait
// (store.LockWait when not positive), then is refused with a
// *store.BusyError naming the catalog. Reading the catalog to show it takes
// no lock.
func LockWithin(path string, wait time.Duration) (unlock func(), err error) {
	if err := store.EnsureDir(filepath.Dir(path)); err != nil {
		return nil, err
	}
	return store.LockWithin(path, "the card catalog", wait)
}

// UpdateWithin reads the catalog at path under its lock (waiting as
// LockWithin does), lets change alter it, and saves it, so that nothing
// another lockup saved in the meantime is lost. It returns the catalog
// saved. When change fails nothing is saved.
func UpdateWithin(path string, wait time.Duration, change func(*Catalog) error) (*Catalog, error) {
	unlock, err := LockWithin(path, wait)
	if err != nil {
		return nil, err
	}
	defer unlock()
	c, err := LoadCatalog(path)
	if err != nil {
		return nil, err
	}
	if err := change(c); err != nil {
		return nil, err
	}
	if err := SaveCatalog(path, c); err != nil {
		return nil, err
	}
	return c, nil
}
