package companion_test

import (
	"fmt"
	"time"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
)

// init hands the game log's functions to the tracker's tests
// (gamelog_hook_test.go): it runs before any test does.
func init() {
	companion.TestLog.Create = func(path string, seed int64, created time.Time) (companion.TestLogFile, error) {
		l, err := gamelog.Files{}.CreateLog(path, seed, created)
		if err != nil {
			return nil, err
		}
		return l, nil
	}
	companion.TestLog.Open = func(path string) (companion.TestLogFile, error) {
		l, _, err := gamelog.Files{}.OpenLog(path)
		if err != nil {
			return nil, err
		}
		return l, nil
	}
	companion.TestLog.Read = func(name string, data []byte) (companion.LogHeader, []companion.Entry, error) {
		h, entries, report, err := gamelog.ReadLog(name, data)
		if err == nil && report.Torn {
			err = fmt.Errorf("%s: %s", name, report)
		}
		return h, entries, err
	}
	companion.TestLog.ErrNothingToUndo = gamelog.ErrNothingToUndo
}
