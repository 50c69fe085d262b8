package store

import (
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// LockWait is how long Lock waits for another lockup to finish with a file
// before it gives up: long enough for any one command to record its entry,
// short enough that a player never wonders whether lockup hangs.
const LockWait = 2500 * time.Millisecond

// BusyError is a file another lockup is writing: Lock waited for it (Wait,
// LockWait unless the caller chose another) and gave up. It is a refusal the player can fix by trying again (exit
// code 2).
type BusyError struct {
	// Path is the file asked for.
	Path string
	// What names the file for a player: "the game", "the card catalog".
	What string
	// Wait is how long Lock waited; 0 means LockWait.
	Wait time.Duration
}

// Error says which file is busy and what to do.
func (e *BusyError) Error() string {
	wait := e.Wait
	if wait <= 0 {
		wait = LockWait
	}
	return fmt.Sprintf("%s %s is busy: another lockup is writing to it (waited %.1f s); try again when it has finished", e.What, e.Path, wait.Seconds())
}

// BadInput marks the error as one the player can fix (exit code 2).
func (e *BusyError) BadInput() bool { return true }

// LockPath returns the lock file of the file at path: a hidden file beside
// the file itself (a symlink is followed first), ".NAME.lock". Lock files
// are left in place: removing one while another lockup waits on it would
// let two writers in.
func LockPath(path string) string {
	real := resolvePath(path)
	return filepath.Join(filepath.Dir(real), "."+filepath.Base(real)+".lock")
}

// resolvePath follows symlinks in path as far as they lead: the file
// itself when it exists, else its folder resolved and its name.
func resolvePath(path string) string {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		return real
	}
	if dir, err := filepath.EvalSymlinks(filepath.Dir(path)); err == nil {
		return filepath.Join(dir, filepath.Base(path))
	}
	return path
}

// Lock takes the advisory lock of the file at path (what names it in the
// busy message: "the game", "the card catalog"), waiting up to LockWait for
// another lockup to release it, then refusing with a *BusyError. Every
// lockup that reads a file to write it back takes its lock first, so no two
// writers of one file ever interleave. Lock then removes the temporary files
// a killed lockup left beside the file (CleanTemps). The lock is released
// by calling unlock, or when the process ends, however it ends.
func Lock(path, what string) (unlock func(), err error) {
	return LockWithin(path, what, LockWait)
}

// LockWithin is Lock waiting wait (LockWait when not positive) instead of
// LockWait: for a caller that chose its wait (Dirs.Lock).
func LockWithin(path, what string, wait time.Duration) (unlock func(), err error) {
	if wait <= 0 {
		wait = LockWait
	}
	lp := LockPath(path)
	f, err := os.OpenFile(lp, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	ok, err := lockFile(f, wait)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	if !ok {
		// lockFile closes f once its wait ends.
		busy := &BusyError{Path: path, What: what}
		if wait != LockWait {
			busy.Wait = wait
		}
		return nil, busy
	}
	unlock = func() {
		// The lock is let go before the file is closed: a process forked
		// meanwhile (another goroutine starting a pager or a lockup) holds
		// the file until it execs, and closing alone would leave the lock
		// held that long.
		unlockFile(f)
		f.Close()
	}
	real := resolvePath(path)
	// A temporary file that cannot be removed does no harm to the write
	// under way; it is tried again next time.
	_ = CleanTemps(filepath.Dir(real), filepath.Base(real))
	return unlock, nil
}
