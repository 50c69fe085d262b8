// Package cmdutil is what lockup's commands share, as gh's pkg/cmdutil and
// pkg/iostreams are: the Factory every command is made with, the
// IOStreams it reads and writes (terminal detection, colour, width and
// word wrapping, the pager, forms), exit codes and the errors that choose
// them, the helpers that read flags, arguments and input files, and the
// wording of the commands and flags companion's messages name by what they
// do (cmdwords.go: terms.Hint, terms.Flag).
//
// Each noun of the command line is a package beside this one
// (cmd/lockup/cmd/cards, ...); package cmd assembles them into the root
// command. Nothing here decides a rule of the game.
package cmdutil
