package cmdutil

import (
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/spf13/cobra"
)

// Reading what the entry commands, play and new are typed: cubes, a goon
// card, the --game flag.

// ParseCubes reads cubes typed (companion.ParseCubes) for play; a value
// written wrong is a usage error.
func ParseCubes(flag string, values []string) (rules.Resources, error) {
	r, err := companion.ParseCubes(flag, values)
	return r, FromWords(err)
}

// FromWords shows the errors of the words typed as the commands' own: a
// *companion.WordsError as a usage error, a *companion.Refusal as a
// refusal, each with its message (both exit with code 2).
func FromWords(err error) error {
	switch e := err.(type) {
	case *companion.WordsError:
		return &UsageError{Err: e.Err}
	case *companion.Refusal:
		return &GameRefusal{Err: e.Err}
	}
	return err
}

// GameFlag gives cmd the --game flag of the commands that read or write
// the current game.
func GameFlag(cmd *cobra.Command, path *string) {
	cmd.Flags().StringVar(path, "game", "", "the game file (default: the current game)")
}

// ParseGoonArgs reads LOCATION and CARD[:SUSPICION[:RESOURCE]]
// (companion.ParseGoonCard): the entry and the values typed.
func ParseGoonArgs(args []string) (*companion.GoonCardEntry, catalog.Card, error) {
	return companion.ParseGoonCard(args[0], args[1])
}

// Dedupe is s without its repeated words, in the order they first come
// (companion.Dedupe).
func Dedupe(s []string) []string { return companion.Dedupe(s) }
