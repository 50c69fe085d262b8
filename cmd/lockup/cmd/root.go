package cmd

import (
	"context"
	"os"
	"runtime/debug"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cards"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	completioncmd "github.com/lockup-companion/lockup/cmd/lockup/cmd/completion"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/entry"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/export"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/games"
	historycmd "github.com/lockup-companion/lockup/cmd/lockup/cmd/history"
	logcmd "github.com/lockup-companion/lockup/cmd/lockup/cmd/log"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/newgame"
	playcmd "github.com/lockup-companion/lockup/cmd/lockup/cmd/play"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/resolve"
	rulescmd "github.com/lockup-companion/lockup/cmd/lockup/cmd/rules"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/score"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/solo"
	statuscmd "github.com/lockup-companion/lockup/cmd/lockup/cmd/status"
	termscmd "github.com/lockup-companion/lockup/cmd/lockup/cmd/terms"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/undo"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/use"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/verify"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/history/plays"
	"github.com/lockup-companion/lockup/companion/terms"
)

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
			return &cmdutil.UsageError{Err: err}
		}
		f.Lang = lang
		if note != "" {
			cmdutil.PrintErrLine(f.IOStreams, "lockup: "+note)
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
	if only < 0 { // -1 or rootAlone
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
		completioncmd.Attach(root)
	}
	root.SetArgs(args)
	err := root.Execute() // in the context newRoot gave it, holding f
	if err == nil {
		return cmdutil.ExitOK
	}
	code := ExitCode(err)
	if code != cmdutil.ExitCancelled {
		// On a terminal, wrapped at words rather than wherever the line
		// meets the edge.
		cmdutil.PrintErrLine(f.IOStreams, "lockup: "+strings.TrimSpace(cmdutil.ErrorIn(err, f.Lang)))
	}
	return code
}

// addTemplateFuncs adds lockup's functions to cobra's templates, once per
// process. flagUsages lists a command's flags with their descriptions
// wrapped to the width of its lockup's terminal (80 off a terminal).
var addTemplateFuncs = sync.OnceFunc(func() {
	cobra.AddTemplateFunc("flagUsages", func(c *cobra.Command, fs *pflag.FlagSet) string {
		width := 80
		if f := cmdutil.FactoryOf(c); f != nil {
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
	{"score", func(f *Factory) *cobra.Command { return score.NewCmdScore(f, nil) }},
	{"resolve", func(f *Factory) *cobra.Command { return resolve.NewCmdResolve(f, nil) }},
	{"new", func(f *Factory) *cobra.Command { return newgame.NewCmdNew(f, nil) }},
	{"play", func(f *Factory) *cobra.Command { return playcmd.NewCmdPlay(f, nil) }},
	{"status", func(f *Factory) *cobra.Command { return statuscmd.NewCmdStatus(f, nil) }},
	{"log", func(f *Factory) *cobra.Command { return logcmd.NewCmdLog(f, nil) }},
	{"undo", func(f *Factory) *cobra.Command { return undo.NewCmdUndo(f, nil) }},
	{"redo", func(f *Factory) *cobra.Command { return undo.NewCmdRedo(f, nil) }},
	{"verify", func(f *Factory) *cobra.Command { return verify.NewCmdVerify(f, nil) }},
	{"export", func(f *Factory) *cobra.Command { return export.NewCmdExport(f, nil) }},
	{"games", func(f *Factory) *cobra.Command { return games.NewCmdGames(f, nil) }},
	{"solo", func(f *Factory) *cobra.Command { return solo.NewCmdSolo(f, nil) }},
	{"use", func(f *Factory) *cobra.Command { return use.NewCmdUse(f, nil) }},
	{"bonus", func(f *Factory) *cobra.Command { return entry.NewCmdBonus(f, nil) }},
	{"tunnel", func(f *Factory) *cobra.Command { return entry.NewCmdTunnel(f, nil) }},
	{"assign", func(f *Factory) *cobra.Command { return entry.NewCmdAssign(f, nil) }},
	{"pass", func(f *Factory) *cobra.Command { return entry.NewCmdPass(f, nil) }},
	{"decline", func(f *Factory) *cobra.Command { return entry.NewCmdDecline(f, nil) }},
	{"take", func(f *Factory) *cobra.Command { return entry.NewCmdTake(f, nil) }},
	{"exchange", func(f *Factory) *cobra.Command { return entry.NewCmdExchange(f, nil) }},
	{"recruit", func(f *Factory) *cobra.Command { return entry.NewCmdRecruit(f, nil) }},
	{"craft", func(f *Factory) *cobra.Command { return entry.NewCmdCraft(f, nil) }},
	{"reserve", func(f *Factory) *cobra.Command { return entry.NewCmdReserve(f, nil) }},
	{"effect", func(f *Factory) *cobra.Command { return entry.NewCmdEffect(f, nil) }},
	{"tome", func(f *Factory) *cobra.Command { return entry.NewCmdTome(f, nil) }},
	{"lantern", func(f *Factory) *cobra.Command { return entry.NewCmdLantern(f, nil) }},
	{"loot", func(f *Factory) *cobra.Command { return entry.NewCmdLoot(f, nil) }},
	{"shapeshift", func(f *Factory) *cobra.Command { return entry.NewCmdShapeshift(f, nil) }},
	{"legend", func(f *Factory) *cobra.Command { return entry.NewCmdLegend(f, nil) }},
	{"next", func(f *Factory) *cobra.Command { return entry.NewCmdNext(f, nil) }},
	{"guards", func(f *Factory) *cobra.Command { return entry.NewCmdGuards(f, nil, nil) }},
	{"discard", func(f *Factory) *cobra.Command { return entry.NewCmdDiscard(f, nil) }},
	{"draw", func(f *Factory) *cobra.Command { return entry.NewCmdDraw(f, nil) }},
	{"patrol", func(f *Factory) *cobra.Command { return entry.NewCmdPatrol(f, nil) }},
	{"rules", func(f *Factory) *cobra.Command { return rulescmd.NewCmdRules(f, nil) }},
	{"terms", func(f *Factory) *cobra.Command { return termscmd.NewCmdTerms(f, nil) }},
	{"cards", func(f *Factory) *cobra.Command { return cards.NewCmdCards(f) }},
	{"pa", func(f *Factory) *cobra.Command { return score.NewCmdPA(f, nil) }},
	{"history", func(f *Factory) *cobra.Command { return historycmd.NewCmdHistory(f, nil) }},
}

// rootAlone, as newRoot's only, builds lockup with no command at all: the
// command line asks for lockup's version and nothing else.
const rootAlone = -2

// namedCommand returns the index in subcommands of the command a command
// line runs, when its first word names one; rootAlone for "lockup
// --version" (or -v) alone; -1 otherwise (no command, help, completion, a
// word cobra will refuse or correct, or flags of lockup's own besides).
func namedCommand(args []string) int {
	if len(args) == 1 && (args[0] == "--version" || args[0] == "-v") {
		return rootAlone
	}
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
	if f.BuildVersion == nil {
		f.BuildVersion = buildVersion
	}
	if f.RecordIfEnded == nil {
		f.RecordIfEnded = func(l *gamelog.Log, before, after companion.Game) {
			historycmd.RecordIfEnded(f.IOStreams, f.Dirs, l, before, after)
		}
	}
	if f.RecordPlay == nil {
		f.RecordPlay = func(ios *IOStreams, p plays.Play) error { return historycmd.RecordScored(ios, f.Dirs, p) }
	}
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
	root.SetFlagErrorFunc(cmdutil.FlagError)
	addLangFlag(f, root)
	// Help lists flags with their descriptions wrapped to the terminal's
	// width (80 off a terminal), never beyond it.
	// The template function is cobra's, for every lockup of the process
	// (tests run several at once): it finds the streams in the context.
	root.SetContext(cmdutil.WithFactory(context.Background(), f))
	addTemplateFuncs()
	if only == rootAlone {
		// The version flag is read before anything else: no command is
		// needed to print it.
		return root
	}
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

// Factory carries what every command needs (cmdutil.Factory).
type Factory = cmdutil.Factory

// IOStreams are the standard streams of a command (cmdutil.IOStreams).
type IOStreams = cmdutil.IOStreams

// UsageError is a command line the command cannot run (cmdutil.UsageError).
type UsageError = cmdutil.UsageError

// ErrBadInput marks an error caused by what the player gave: errors that
// wrap it exit with code 2 (cmdutil.ErrBadInput).
var ErrBadInput = cmdutil.ErrBadInput

// ExitCode maps an error to the process's exit code (cmdutil.ExitCode).
func ExitCode(err error) int { return cmdutil.ExitCode(err) }

// System returns the process's own streams (cmdutil.System).
func System() *IOStreams { return cmdutil.System() }
