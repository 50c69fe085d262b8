// Package cmd is the command line of lockup: one file per command, each built
// by a newCmdX function that fills an options struct and runs xRun(opts).
// Everything that touches a terminal (cobra, huh forms, go-pretty tables)
// lives here and nowhere below.
package cmd
