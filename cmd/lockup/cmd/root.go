package cmd

import (
	"context"
	"errors"
	"os"
	"runtime/debug"
	"strings"
	"sync"

	"charm.land/huh/v2"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
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
	// Dirs are the folders lockup keeps its games and catalog in and how
	// long it waits for another lockup's lock; the zero value is the
	// environment's folders and store.LockWait. Tests give their own, so
	// that they can run side by side.
	Dirs store.Dirs
	// Getenv reads the environment for the language (LOCKUP_LANG, LC_ALL,
	// LC_MESSAGES, LANG); nil reads none, so tests print English unless
	// they ask with --lang. Main gives os.Getenv.
	Getenv func(string) string
	// Lang is the language to print in, chosen before the command runs
	// from --lang or the environment (terms.Select).
	Lang terms.Lang
}

// addLangFlag gives every command --lang, and chooses the language before
// any command runs: --lang, else LOCKUP_LANG, else the locale. A note (our
// Chinese for a zh_TW locale) goes to the error stream.
func addLangFlag(f *Factory, root *cobra.Command) {
	var flag string
	root.PersistentFlags().StringVar(&flag, "lang", "", "language to print in: en, es or zh (default: $LOCKUP_LANG, else the locale)")
	_ = root.RegisterFlagCompletionFunc("lang", cobra.FixedCompletions([]string{"en\tEnglish", "es\tespañol", "zh\t中文"}, cobra.ShellCompDirectiveNoFileComp))
	root.PersistentPreRunE = func(c *cobra.Command, _ []string) error {
		getenv := f.Getenv
		if getenv == nil {
			getenv = func(string) string { return "" }
		}
		lang, note, err := terms.Select(flag, getenv)
		if err != nil {
			return &UsageError{Err: err}
		}
		f.Lang = lang
		if note != "" {
			printErrLine(f.IOStreams, "lockup: "+note)
		}
		return nil
	}
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
	args := os.Args[1:]
	only := namedCommand(args)
	f := &Factory{IOStreams: System(), Getenv: os.Getenv}
	if only < 0 {
		// --version belongs to lockup itself, not to its commands: a
		// command line that names a command never prints the version,
		// so it need not read the build information.
		f.Version = buildVersion()
	}
	os.Exit(execute(f, newRoot(f, only), args))
}

// Run runs lockup with the given arguments and returns the exit code. Errors
// are printed to the factory's error stream.
func Run(f *Factory, args []string) int {
	return execute(f, newRoot(f, namedCommand(args)), args)
}

// execute runs root with the given arguments and returns the exit code.
func execute(f *Factory, root *cobra.Command, args []string) int {
	if len(args) > 0 && (args[0] == cobra.ShellCompRequestCmd || args[0] == cobra.ShellCompNoDescRequestCmd) {
		// Only the shell's completion requests need the completions.
		attachCompletions(root)
	}
	root.SetArgs(args)
	err := root.Execute() // in the context newRoot gave it, holding f
	if err == nil {
		return exitOK
	}
	code := ExitCode(err)
	if code != exitCancelled {
		// On a terminal, wrapped at words rather than wherever the line
		// meets the edge.
		printErrLine(f.IOStreams, "lockup: "+strings.TrimSpace(err.Error()))
	}
	return code
}

// factoryKey is the context key of the Factory a command tree was made
// with (newRoot), for what cobra calls with the command alone: the shell's
// completions, the help's template functions.
type factoryKey struct{}

// factoryOf returns the Factory c's command tree was made with, nil when
// it was made otherwise.
func factoryOf(c *cobra.Command) *Factory {
	if ctx := c.Root().Context(); ctx != nil {
		if f, ok := ctx.Value(factoryKey{}).(*Factory); ok {
			return f
		}
	}
	return nil
}

// dirsOf returns the Factory's Dirs the command runs with (the zero Dirs,
// the environment's, when it has none).
func dirsOf(c *cobra.Command) store.Dirs {
	if f := factoryOf(c); f != nil {
		return f.Dirs
	}
	return store.Dirs{}
}

// addTemplateFuncs adds lockup's functions to cobra's templates, once per
// process. flagUsages lists a command's flags with their descriptions
// wrapped to the width of its lockup's terminal (80 off a terminal).
var addTemplateFuncs = sync.OnceFunc(func() {
	cobra.AddTemplateFunc("flagUsages", func(c *cobra.Command, fs *pflag.FlagSet) string {
		width := 80
		if f := factoryOf(c); f != nil {
			width = f.IOStreams.TerminalWidth()
		}
		return fs.FlagUsagesWrapped(width - 1)
	})
})

// subcommands are lockup's commands, in the order the help lists them
// within their groups (commandGroups), each with its name (the first word of
// its Use) and the function that makes it.
var subcommands = []struct {
	name string
	make func(*Factory) *cobra.Command
}{
	{"score", func(f *Factory) *cobra.Command { return newCmdScore(f, nil) }},
	{"resolve", func(f *Factory) *cobra.Command { return newCmdResolve(f, nil) }},
	{"new", func(f *Factory) *cobra.Command { return newCmdNew(f, nil) }},
	{"play", func(f *Factory) *cobra.Command { return newCmdPlay(f, nil) }},
	{"status", func(f *Factory) *cobra.Command { return newCmdStatus(f, nil) }},
	{"log", func(f *Factory) *cobra.Command { return newCmdLog(f, nil) }},
	{"undo", func(f *Factory) *cobra.Command { return newCmdUndo(f, nil) }},
	{"redo", func(f *Factory) *cobra.Command { return newCmdRedo(f, nil) }},
	{"verify", func(f *Factory) *cobra.Command { return newCmdVerify(f, nil) }},
	{"export", func(f *Factory) *cobra.Command { return newCmdExport(f, nil) }},
	{"games", func(f *Factory) *cobra.Command { return newCmdGames(f, nil) }},
	{"solo", func(f *Factory) *cobra.Command { return newCmdSolo(f, nil) }},
	{"use", func(f *Factory) *cobra.Command { return newCmdUse(f, nil) }},
	{"bonus", func(f *Factory) *cobra.Command { return newCmdBonus(f, nil) }},
	{"tunnel", func(f *Factory) *cobra.Command { return newCmdTunnel(f, nil) }},
	{"assign", func(f *Factory) *cobra.Command { return newCmdAssign(f, nil) }},
	{"pass", func(f *Factory) *cobra.Command { return newCmdPass(f, nil) }},
	{"decline", func(f *Factory) *cobra.Command { return newCmdDecline(f, nil) }},
	{"take", func(f *Factory) *cobra.Command { return newCmdTake(f, nil) }},
	{"exchange", func(f *Factory) *cobra.Command { return newCmdExchange(f, nil) }},
	{"recruit", func(f *Factory) *cobra.Command { return newCmdCardReward(f, recruitReward, nil) }},
	{"craft", func(f *Factory) *cobra.Command { return newCmdCardReward(f, craftReward, nil) }},
	{"reserve", func(f *Factory) *cobra.Command { return newCmdReserve(f, nil) }},
	{"effect", func(f *Factory) *cobra.Command { return newCmdEffect(f, nil) }},
	{"tome", func(f *Factory) *cobra.Command { return newCmdTome(f, nil) }},
	{"lantern", func(f *Factory) *cobra.Command { return newCmdLantern(f, nil) }},
	{"loot", func(f *Factory) *cobra.Command { return newCmdLoot(f, nil) }},
	{"shapeshift", func(f *Factory) *cobra.Command { return newCmdShapeshift(f, nil) }},
	{"legend", func(f *Factory) *cobra.Command { return newCmdLegend(f, nil) }},
	{"next", func(f *Factory) *cobra.Command { return newCmdNext(f, nil) }},
	{"guards", func(f *Factory) *cobra.Command { return newCmdGuards(f, nil, nil) }},
	{"discard", func(f *Factory) *cobra.Command { return newCmdDiscard(f, nil) }},
	{"draw", func(f *Factory) *cobra.Command { return newCmdDraw(f, nil) }},
	{"patrol", func(f *Factory) *cobra.Command { return newCmdPatrol(f, nil) }},
	{"rules", func(f *Factory) *cobra.Command { return newCmdRules(f, nil) }},
	{"terms", func(f *Factory) *cobra.Command { return newCmdTerms(f, nil) }},
	{"cards", func(f *Factory) *cobra.Command { return newCmdCards(f, nil) }},
	{"pa", func(f *Factory) *cobra.Command { return newCmdPA(f, nil) }},
	{"history", func(f *Factory) *cobra.Command { return newCmdHistory(f) }},
}

// namedCommand returns the index in subcommands of the command a command
// line runs, when its first word names one; -1 otherwise (no command, a
// flag of lockup itself such as --version, help, completion, or a word
// cobra will refuse or correct).
func namedCommand(args []string) int {
	// --lang, lockup's own flag, may come first: "lockup --lang es score".
	switch {
	case len(args) > 0 && strings.HasPrefix(args[0], "--lang="):
		args = args[1:]
	case len(args) > 1 && args[0] == "--lang":
		args = args[2:]
	}
	if len(args) == 0 {
		return -1
	}
	for i, c := range subcommands {
		if c.name == args[0] {
			return i
		}
	}
	return -1
}

// NewRootCmd builds the lockup command with all its subcommands.
func NewRootCmd(f *Factory) *cobra.Command { return newRoot(f, -1) }

// newRoot builds the lockup command with all its subcommands, or, when only
// is an index in subcommands, with that one alone: a command line that names
// its command needs no other, and building all of them (flags, help text,
// the help and completion commands) is most of lockup's start-up. Such a
// command behaves and prints exactly as in the whole tree: nothing of it
// depends on the commands beside it.
func newRoot(f *Factory, only int) *cobra.Command {
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
	root.SetFlagErrorFunc(flagError)
	addLangFlag(f, root)
	// Help lists flags with their descriptions wrapped to the terminal's
	// width (80 off a terminal), never beyond it.
	// The template function is cobra's, for every lockup of the process
	// (tests run several at once): it finds the streams in the context.
	root.SetContext(context.WithValue(context.Background(), factoryKey{}, f))
	addTemplateFuncs()
	if only >= 0 {
		root.AddCommand(subcommands[only].make(f))
		// The command line runs the command it names, never completion:
		// cobra need not make it (its help texts are long to build).
		root.CompletionOptions.DisableDefaultCmd = true
		groupCommands(root)
		refuseUnknownCommands(root)
		describeGameFlags(root)
		return root
	}
	for _, c := range subcommands {
		root.AddCommand(c.make(f))
	}

	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	groupCommands(root)
	refuseUnknownCommands(root)
	refuseUnknownHelpTopics(root)
	describeGameFlags(root)
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
