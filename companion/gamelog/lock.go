package gamelog

import (
	"fmt"
	"os"
	"time"

	"github.com/lockup-companion/lockup/companion/store"
)

// Every change to a game file happens under the game's lock (store.Lock,
// an advisory file lock on ".NAME.jsonl.lock" beside the game file): an
// append, an undo, a redo, the repair of a torn last line, the creation of
// the file. Each checks, under the lock, that the file is still the one
// this Log read (checkUnchanged), so no two lockups ever interleave their
// writes: a second one waits up to store.LockWait, then is refused with a
// *store.BusyError, or finds the file changed (ErrLogChanged). Reading a
// game to show it takes no lock and writes nothing.

// Files opens and creates game files waiting LockWait for another
// lockup's lock (the zero Files waits store.LockWait); a Log keeps the
// wait of the Files that opened it for its later writes.
type Files struct {
	// LockWait is how long a lock is waited for; 0 means store.LockWait.
	LockWait time.Duration
}

// lockGame takes the lock of the game file at path.
func (fs Files) lockGame(path string) (func(), error) {
	return store.LockWithin(path, "the game", fs.LockWait)
}

// OpenLogLocked is Files.OpenLog keeping the game's lock until Unlock: a command
// that reads the game, decides on an entry and records it holds the lock
// throughout, so another lockup waits for it instead of finding the game
// changed. Call Unlock when done (the lock also ends with the process).
// The lock is waited for fs.LockWait.
func (fs Files) OpenLogLocked(path string) (*Log, LoadReport, error) {
	return fs.openLog(path, true)
}

// Unlock releases the lock OpenLogLocked took; the Log stays usable, each
// later write taking the lock for itself. It does nothing on a Log that
// holds no lock, or on a nil Log, so it can be deferred at once.
func (l *Log) Unlock() {
	if l == nil || l.unlock == nil {
		return
	}
	l.unlock()
	l.unlock = nil
}

// lock takes the game's lock for one write, unless the Log holds it.
func (l *Log) lock() (func(), error) {
	if l.unlock != nil {
		return func() {}, nil
	}
	return Files{LockWait: l.wait}.lockGame(l.path)
}

// restat notes which file the game file is now, after lockup replaced it.
func (l *Log) restat() error {
	st, err := os.Stat(l.path)
	if err != nil {
		return fmt.Errorf("write game %s: %w", l.path, err)
	}
	l.file = st
	return nil
}

// readRegular reads a file lockup keeps beside a game (the redo file), no
// larger than a game file may be.
func readRegular(path string) ([]byte, error) {
	return store.ReadRegular(path, 2*MaxLogSize)
}
