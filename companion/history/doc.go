// Package history keeps every finished play: the games lockup tracked to
// their final scoring, the boards it scored with --record, the plays typed
// by hand and those imported from BG Stats. They live in an SQLite database
// (modernc.org/sqlite, pure Go) in the data folder, with a versioned schema
// migrated on open, WAL and a busy timeout so that two lockup processes
// never lose a play, and every write in one transaction. Each play has a
// UUID derived from what it is (the game file's hash, the board file's
// hash, the typed play), so recording it twice adds nothing.
//
// What the player types to the history commands is read here too
// (ParseFilter, Typed, ParseBggID, ParseRenames), with errors that name
// the flag at fault; so are the runs that open the history themselves
// (WithDB, RecordIn, ImportIn, RebuildIn).
//
// The package does database and file I/O only, never terminal I/O: the
// command line prints what it returns. The game logs stay the truth:
// Rebuild re-derives the tracked plays from them.
package history
