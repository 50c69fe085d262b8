// Package companion is the tracker, the game beside the table: the game
// state, the entry kinds the player records, the phase flow and the
// append-only game log file. It checks every entry with package rules,
// scores with package scoring, takes the printed values of cards from
// package catalog, reads input with package input and writes files with
// package store; it never touches a terminal.
package companion
