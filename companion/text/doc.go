// Package text turns names and values read from files, flags and forms into
// text a terminal shows as it is, and compares names the way players read
// them.
//
// A name can carry characters a terminal does not print: control characters
// (ESC starts the sequences that set a window's title or clear the screen,
// BEL rings), bidirectional controls that reorder what follows them, and
// invisible characters that make two names look alike ("Vera" and
// "Ve\u200bra"). Names are refused at input when they hold one (CheckName);
// anything that reaches the terminal anyway is escaped Go-style (Escape,
// Quote, Message). Names are compared by Key: Unicode NFC, lower case,
// single spaces.
//
// The package imports no package of the module, so that every layer can use
// it.
package text
