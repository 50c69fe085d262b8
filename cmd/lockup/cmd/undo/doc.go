// Package undo is lockup undo and lockup redo: taking back the last
// entries of a game (kept in the game's redo file) and recording them
// again.
package undo
