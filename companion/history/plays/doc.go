// Package plays describes one finished play of the play history (Play,
// its sides and categories) and builds it from a scored board or a
// tracked game. It keeps no database: package history stores the plays
// (SQLite), so that what only builds a play, such as lockup score
// --record's options, does not link the database.
package plays
