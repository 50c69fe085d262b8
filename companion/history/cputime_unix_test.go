//go:build unix

package history

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used (user and system):
// on a machine shared with other work it varies less than the wall time.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
