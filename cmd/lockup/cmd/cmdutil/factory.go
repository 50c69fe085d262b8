package cmdutil

import (
	"context"
	"errors"

	"charm.land/huh/v2"
	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/history/plays"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// Exit codes.
const (
	ExitOK        = 0
	ExitError     = 1 // something went wrong that is not the player's input
	ExitBadInput  = 2 // a file, flag or argument was refused
	ExitCancelled = 130
)

// Factory carries what every command needs.
type Factory struct {
	IOStreams *IOStreams
	// Version is the version printed by --version.
	Version string
	// BuildVersion reads the version from the build when Version is empty
	// (solo rate prints it); package cmd sets it, nil reads none.
	BuildVersion func() string
	// Dirs are the folders lockup keeps its games and catalog in and how
	// long it waits for another lockup's lock; the zero value is the
	// environment's folders and store.LockWait. Tests give their own, so
	// that they can run side by side.
	Dirs store.Dirs
	// RecordPlay adds a scored board's play to the play history and says
	// so (lockup score --record, lockup pa score --record). Package cmd
	// sets it when it is nil.
	RecordPlay func(*IOStreams, plays.Play) error
	// RecordIfEnded adds a tracked game to the play history when entries
	// (lockup redo's) took it to its end or changed it after (before and
	// after are the game around them); l was opened with Dirs. Package cmd
	// sets it when it is nil.
	RecordIfEnded func(l *gamelog.Log, before, after companion.Game)
	// Getenv reads the environment for the language (LOCKUP_LANG, LC_ALL,
	// LC_MESSAGES, LANG); nil reads none, so tests print English unless
	// they ask with --lang. Main gives os.Getenv.
	Getenv func(string) string
	// Lang is the language to print in, chosen before the command runs
	// from --lang or the environment (terms.Select).
	Lang terms.Lang
}

// factoryKey is the context key of the Factory a command tree was made
// with (WithFactory), for what cobra calls with the command alone: the
// shell's completions, the help's template functions.
type factoryKey struct{}

// WithFactory returns ctx holding f, for the root command's context.
func WithFactory(ctx context.Context, f *Factory) context.Context {
	return context.WithValue(ctx, factoryKey{}, f)
}

// FactoryOf returns the Factory c's command tree was made with, nil when
// it was made otherwise.
func FactoryOf(c *cobra.Command) *Factory {
	if ctx := c.Root().Context(); ctx != nil {
		if f, ok := ctx.Value(factoryKey{}).(*Factory); ok {
			return f
		}
	}
	return nil
}

// DirsOf returns the Factory's Dirs the command runs with (the zero Dirs,
// the environment's, when it has none).
func DirsOf(c *cobra.Command) store.Dirs {
	if f := FactoryOf(c); f != nil {
		return f.Dirs
	}
	return store.Dirs{}
}

// UsageError is a command line the command cannot run: an unknown flag, a
// missing or extra argument.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// ErrBadInput marks an error caused by what the player gave: a file, a flag
// or an argument. Errors that wrap it exit with code 2.
var ErrBadInput = errors.New("bad input")

// badInputer is implemented by the packages' own input errors.
type badInputer interface{ BadInput() bool }

// ExitCode maps an error to the process's exit code: 2 for bad input, 130 for
// a form the player cancelled, 1 for anything else.
func ExitCode(err error) int {
	var usage *UsageError
	var bad badInputer
	switch {
	case err == nil:
		return ExitOK
	case errors.Is(err, huh.ErrUserAborted):
		return ExitCancelled
	case errors.As(err, &usage), errors.Is(err, ErrBadInput):
		return ExitBadInput
	case errors.As(err, &bad) && bad.BadInput():
		return ExitBadInput
	}
	return ExitError
}

// MaxArgs is cobra.MaximumNArgs with an error that exits with code 2.
func MaxArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if err := cobra.MaximumNArgs(n)(cmd, args); err != nil {
			return &UsageError{Err: err}
		}
		return nil
	}
}

// ExactArgs is cobra.ExactArgs with an error that exits with code 2.
func ExactArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if err := cobra.ExactArgs(n)(cmd, args); err != nil {
			return &UsageError{Err: err}
		}
		return nil
	}
}
