// Command lockup is a companion for the board game Lockup: A Roll Player Tale
// and its Breakout expansion. See the README.
package main

import "github.com/lockup-companion/lockup/cmd/lockup/cmd"

func main() { cmd.Main() }
