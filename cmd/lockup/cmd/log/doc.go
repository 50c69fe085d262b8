// Package log is lockup log: a game's entries, one a line, as text or
// JSON, through the pager on a terminal.
package log
