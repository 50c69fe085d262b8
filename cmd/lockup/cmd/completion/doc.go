// Package completion is lockup's shell completion: the values each
// command's arguments and flags take (crews, locations, cards in play and
// in the catalog, games, entry numbers), read from the current game and
// the card catalog, attached to the command tree when the shell asks
// (Attach). It never offers the files of the folder where none belong.
package completion
