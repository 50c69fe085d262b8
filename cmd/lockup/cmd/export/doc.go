// Package export is lockup export: a game, replayed, as one JSON value for
// other programs.
package export
