// Package games is lockup games: the games in the games folder, where each
// stands (round, phase, crews), or why it does not replay.
package games
