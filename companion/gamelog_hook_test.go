package companion

import "time"

// The tracker's tests that go through a game file (undo across a game, an
// older file, the corpus) use the game log, companion/gamelog. That
// package imports this one, so a test in this package cannot import it:
// gamelog_link_test.go, in the external test package companion_test, hands
// the game log's functions in here (TestLog) before any test runs.

// TestLogFile is what these tests do with an open game file (*gamelog.Log).
type TestLogFile interface {
	Append(Entry) error
	Undo() (Entry, error)
	Entries() []Entry
	Path() string
}

// TestLog holds the game log's functions, set by gamelog_link_test.go.
var TestLog struct {
	// Create is gamelog.Files{}.CreateLog; Open is gamelog.Files{}.OpenLog.
	Create func(path string, seed int64, created time.Time) (TestLogFile, error)
	Open   func(path string) (TestLogFile, error)
	// Read is gamelog.ReadLog; a torn last line is an error.
	Read func(name string, data []byte) (LogHeader, []Entry, error)
	// ErrNothingToUndo is gamelog.ErrNothingToUndo.
	ErrNothingToUndo error
}

var created = time.Date(2025, 3, 1, 19, 30, 0, 0, time.UTC)
