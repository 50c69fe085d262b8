//go:build !unix

package store

import (
	"os"
	"time"
)

// lockFile has no advisory locks to take on this system: lockup runs
// without them (one lockup at a time per file is then up to the player).
func lockFile(*os.File, time.Duration) (bool, error) { return true, nil }

// unlockFile has no lock to let go of on this system.
func unlockFile(*os.File) {}
