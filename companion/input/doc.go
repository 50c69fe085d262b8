// Package input reads the YAML files the player writes (board-state files,
// resolve files) and refuses bad input with an InputError naming the file,
// line, column and field, what is wrong and what is allowed. It also writes
// a board state back as a file (FormatBoardState) and checks the names a
// player types (CheckText). It checks rules with package rules and builds
// the values package scoring scores; it touches no file on disk.
package input
