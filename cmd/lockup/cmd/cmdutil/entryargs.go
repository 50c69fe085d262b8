package cmdutil

import (
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/spf13/cobra"
)

// What the entry commands and play are typed: the errors of the words
// (companion's words, AssignWords..., read them), cubes, the --game flag.

// ParseCubes reads cubes typed (companion.ParseCubes) for play; a value
// written wrong is a usage error.
func ParseCubes(flag string, values []string) (rules.Resources, error) {
	r, err := companion.ParseCubes(flag, values)
	return r, FromWords(err)
}

// FromWords shows the errors of the words typed as the commands' own: a
// *companion.WordsError, or a *catalog.ValueError (a card's value typed
// wrong), as a usage error; a *companion.Refusal, or a *catalog.CardRefusal
// (a card's values that do not fit together), as a refusal; each with its
// message (all exit with code 2).
func FromWords(err error) error {
	switch e := err.(type) {
	case *companion.WordsError:
		return &UsageError{Err: e.Err}
	case *catalog.ValueError:
		return &UsageError{Err: e.Err}
	case *companion.Refusal:
		return &GameRefusal{Err: e.Err}
	case *catalog.CardRefusal:
		return &GameRefusal{Err: e.Err}
	}
	return err
}

// GameFlag gives cmd the --game flag of the commands that read or write
// the current game.
func GameFlag(cmd *cobra.Command, path *string) {
	cmd.Flags().StringVar(path, "game", "", "the game file (default: the current game)")
}
