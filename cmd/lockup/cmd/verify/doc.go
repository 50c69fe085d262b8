// Package verify is lockup verify: it reads a game file whole, checks its
// hash chain and replays every entry, and says what it found.
package verify
