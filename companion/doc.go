// Package companion is the game beside the table: the board-state files the
// player enters, the game state, the append-only log, save files, the card
// catalog and the phase flow. It checks every entry with package rules and
// scores with package scoring; it never touches a terminal.
package companion
