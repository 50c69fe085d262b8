// Package history is lockup history: the play history at the table. It
// lists, shows, counts and charts the plays kept (companion/history keeps
// them in its SQLite database and works out the figures), adds one typed by
// hand, rebuilds the history from the game files, and exports and imports
// BG Stats files. It also records plays for the other commands
// (RecordIfEnded when a game ends, RecordScored for score --record), which
// reach them through the Factory (package cmd wires them), so that only
// this package and cmd link the SQLite database.
package history
