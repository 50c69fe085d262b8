// Package use is lockup use: it makes a game, named or given by its path,
// the current game.
package use
