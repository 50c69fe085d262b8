//go:build unix

package store

import (
	"errors"
	"os"
	"syscall"
	"time"
)

// lockFile takes an exclusive flock on f, waiting up to wait for it. The
// wait is the kernel's (a blocking flock), so a waiting lockup gets the
// lock as soon as the holder lets go. When the wait runs out it returns
// false and f is no longer the caller's: it is closed once the flock
// still under way returns.
func lockFile(f *os.File, wait time.Duration) (bool, error) {
	err := flock(f, syscall.LOCK_EX|syscall.LOCK_NB)
	if err == nil {
		return true, nil
	}
	if !errors.Is(err, syscall.EWOULDBLOCK) {
		return false, err
	}
	done := make(chan error)
	abandon := make(chan struct{})
	go func() {
		err := flock(f, syscall.LOCK_EX)
		select {
		case done <- err:
		case <-abandon:
			f.Close() // releases the lock if it was taken
		}
	}()
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case err := <-done:
		return err == nil, err
	case <-timer.C:
		close(abandon)
		return false, nil
	}
}

// unlockFile lets go of f's flock, whoever else holds the file.
func unlockFile(f *os.File) { _ = flock(f, syscall.LOCK_UN) }

// flock is syscall.Flock, tried again when a signal interrupts it.
func flock(f *os.File, how int) error {
	for {
		err := syscall.Flock(int(f.Fd()), how)
		if !errors.Is(err, syscall.EINTR) {
			return err
		}
	}
}
