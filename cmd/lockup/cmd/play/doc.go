// Package play is lockup play: it asks, in forms, for what the game waits
// for and records each answer as the entry command that answers it would
// (cmdutil.RecordReport), until the game ends or the player stops. What it
// prints of the board is status's; the setup forms are new's (newgame).
package play
