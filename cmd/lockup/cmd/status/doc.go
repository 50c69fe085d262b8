// Package status is lockup status: a tracked game as it stands, as a
// table for the terminal, a brief for a small one, or a JSON document for
// scripts (JSON), with the final scoring once the game has ended. What it
// shows is the game's (companion); this package only lays it out. play
// prints the board and the tokens as it does (BoardSpots).
package status
