// Package history keeps every finished play: the games lockup tracked to
// their final scoring, the boards it scored with --record, the plays typed
// by hand and those imported from BG Stats. They live in an SQLite database
// (modernc.org/sqlite, pure Go) in the data folder, with a versioned schema
// migrated on open, WAL and a busy timeout so that two lockup processes
// never lose a play, and every write in one transaction. Each play has a
// UUID derived from what it is (the game file's hash, the board file's
// hash, the typed play), so recording it twice adds nothing.
//
// The game's own checks of what the player types are made here, with
// errors that name what is wrong by its type (Filter.Check's
// UnknownKindError, Manual.Play's UnknownWinnerError), so that the command
// line, which reads the flags, can name the flag at fault. The runs that
// open the history themselves are here too (WithDB, RecordIn, ImportIn,
// RebuildIn).
//
// The package does database and file I/O only, never terminal I/O: the
// command line prints what it returns. The game logs stay the truth:
// Rebuild re-derives the tracked plays from them.
package history
