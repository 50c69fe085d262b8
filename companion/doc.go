// Package companion is the tracker, the game beside the table: the game
// state, the entry kinds the player records (one payload type each, listed
// once in the registry kinds) and the phase flow. It checks every entry
// with package rules, scores with package scoring and takes the printed
// values of cards from package catalog; it touches neither a file nor a
// terminal. What the words typed into an entry command mean at this point
// of the game is read here too (AssignWords, TomeWords...: one type per
// command, whose Entry makes the entry). Its messages name the commands
// and flags they suggest by what they do (terms.Hint, terms.Flag, an
// Expectation's kind); the command line words them (SetCommandWording,
// terms.SetCommandWording), and
// TestMessagesNameNoCommand keeps lockup's command syntax out of this
// package's messages. The game file that holds the
// entries is package gamelog's (companion/gamelog), which imports this one
// and package store.
package companion
