package store

import (
	"fmt"
	"os"
	"path/filepath"
)

// WriteFileAtomic writes data to path so that a crash at any instant leaves
// either the old file or the new one, never a torn mix: it writes a temporary
// file in the same directory, syncs it, renames it over path and syncs the
// directory. Only a regular file is replaced: anything else at path (a
// folder, a FIFO, a device) is refused with a *NotRegularError, and a
// symlink to a regular file has its target written, the link left a link.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) (err error) {
	target, err := writeTarget(path)
	if err != nil {
		return err // it names the path
	}
	dir := filepath.Dir(target)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err = tmp.Chmod(perm); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err = os.Rename(tmp.Name(), target); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if d, derr := os.Open(dir); derr == nil {
		// Syncing the directory makes the rename itself durable; not every
		// file system supports it, so a failure here is not an error.
		_ = d.Sync()
		d.Close()
	}
	return nil
}
