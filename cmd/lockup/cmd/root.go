package cmd

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime/debug"
	"strings"

	"charm.land/huh/v2"
	"github.com/spf13/cobra"
)

// Exit codes.
const (
	exitOK        = 0
	exitError     = 1 // something went wrong that is not the player's input
	exitBadInput  = 2 // a file, flag or argument was refused
	exitCancelled = 130
)

// Factory carries what every command needs.
type Factory struct {
	IOStreams *IOStreams
	// Version is the version printed by --version.
	Version string
}

// version is set at link time (-ldflags "-X ...cmd.version=v1.2.3"); when it
// is empty, the module version recorded by go install is used.
var version = ""

func buildVersion() string {
	if version != "" {
		return version
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}

// Main runs lockup with the process's arguments and streams, and exits.
func Main() {
	f := &Factory{IOStreams: System(), Version: buildVersion()}
	os.Exit(Run(f, os.Args[1:]))
}

// Run runs lockup with the given arguments and returns the exit code. Errors
// are printed to the factory's error stream.
func Run(f *Factory, args []string) int {
	root := NewRootCmd(f)
	root.SetArgs(args)
	err := root.ExecuteContext(context.Background())
	if err == nil {
		return exitOK
	}
	code := ExitCode(err)
	if code != exitCancelled {
		fmt.Fprintln(f.IOStreams.ErrOut, "lockup: "+strings.TrimSpace(err.Error()))
	}
	return code
}

// NewRootCmd builds the lockup command with all its subcommands.
func NewRootCmd(f *Factory) *cobra.Command {
	root := &cobra.Command{
		Use:   "lockup <command>",
		Short: "A companion for the board game Lockup: A Roll Player Tale",
		Long: `lockup sits beside a physical game of Lockup: A Roll Player Tale (and its
Breakout expansion). It scores a finished game from the board you see, with
every category and every tie-break explained, settles who gets what at each
location in the Lights Out phase, tracks a whole game as an append-only log
checked entry by entry (lockup new, lockup play), and looks up any rule with the
project's rulings for the passages the rulebooks leave open.`,
		Example: `  lockup score examples/two-crews.yaml
  lockup score --output json examples/solo.yaml
  lockup resolve examples/resolve-four-crews.yaml --explain
  lockup rules infirmary
  lockup new --crew Vera:blue --crew Isaac:purple --first Vera ...
  lockup play
  lockup help score`,
		Version:       f.Version,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	// Streams first: the completion commands capture the output stream when
	// they are made.
	root.SetIn(f.IOStreams.In)
	root.SetOut(f.IOStreams.Out)
	root.SetErr(f.IOStreams.ErrOut)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
		return &UsageError{Err: err}
	})
	root.AddCommand(newCmdScore(f, nil))
	root.AddCommand(newCmdResolve(f, nil))
	root.AddCommand(newCmdRules(f, nil))
	root.AddCommand(newCmdCards(f, nil))
	root.AddCommand(newCmdNew(f, nil))
	root.AddCommand(newCmdStatus(f, nil))
	root.AddCommand(newCmdAssign(f, nil))
	root.AddCommand(newCmdPass(f, nil))
	root.AddCommand(newCmdUndo(f, nil))
	root.AddCommand(newCmdLog(f, nil))
	root.AddCommand(newCmdExport(f, nil))
	root.AddCommand(newCmdDecline(f, nil))
	root.AddCommand(newCmdTake(f, nil))
	root.AddCommand(newCmdExchange(f, nil))
	root.AddCommand(newCmdCardReward(f, recruitReward, nil))
	root.AddCommand(newCmdCardReward(f, craftReward, nil))
	root.AddCommand(newCmdReserve(f, nil))
	root.AddCommand(newCmdEffect(f, nil))
	root.AddCommand(newCmdTome(f, nil))
	root.AddCommand(newCmdNext(f, nil))
	root.AddCommand(newCmdDiscard(f, nil))
	root.AddCommand(newCmdDraw(f, nil))
	root.AddCommand(newCmdPatrol(f, nil))
	root.AddCommand(newCmdPlay(f, nil))
	root.AddCommand(newCmdBonus(f, nil))

	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		switch c.Name() {
		case "help":
			c.Long = "Help prints the description, flags and examples of any command."
			c.Example = "  lockup help\n  lockup help score"
		case "completion":
			c.Example = `  lockup completion bash > /etc/bash_completion.d/lockup
  lockup completion zsh > "${fpath[1]}/_lockup"
  lockup completion fish > ~/.config/fish/completions/lockup.fish
  lockup completion powershell | Out-String | Invoke-Expression`
			for _, sub := range c.Commands() {
				sub.Example = "  lockup completion " + sub.Name()
			}
		}
	}
	return root
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
		return exitOK
	case errors.Is(err, huh.ErrUserAborted):
		return exitCancelled
	case errors.As(err, &usage), errors.Is(err, ErrBadInput):
		return exitBadInput
	case errors.As(err, &bad) && bad.BadInput():
		return exitBadInput
	}
	return exitError
}

// exactArgs is cobra.ExactArgs with an error that exits with code 2.
func maxArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if err := cobra.MaximumNArgs(n)(cmd, args); err != nil {
			return &UsageError{Err: err}
		}
		return nil
	}
}
