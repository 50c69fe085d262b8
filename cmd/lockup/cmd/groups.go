package cmd

import (
	"slices"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
)

// The root help lists the commands in groups, as gh does, and every command
// that takes a subcommand refuses a word that names none (exit code 2, with
// the closest name), where cobra would print the help and exit 0.

func init() {
	// The help lists the commands in the order subcommands (and each
	// command's own AddCommand) gives: a game's phases in order, not the
	// alphabet.
	cobra.EnableCommandSorting = false
}

// commandGroups are the groups of the root help, in order, each with its
// commands by name. A name whose command is not in the tree is passed over,
// so a command may be listed before it exists; a command in no group is
// listed under "Additional Commands" with help and completion.
var commandGroups = []struct {
	id, title string
	commands  []string
}{
	{"score", "Score and settle a board:", []string{"score", "resolve", "history"}},
	{"game", "Track a game:", []string{"new", "play", "status", "log", "undo", "redo", "verify", "export", "games", "use", "solo"}},
	{"entry", "Record one entry (what lockup play asks for):", []string{
		// Setup; Roll Call; Lights Out; Patrol.
		"bonus", "tunnel",
		"assign", "pass", "guards",
		"decline", "take", "exchange", "recruit", "craft", "reserve", "effect", "tome", "lantern", "loot", "shapeshift", "legend", "next",
		"discard", "draw", "patrol",
	}},
	{"reference", "Rules and cards:", []string{"rules", "terms", "cards"}},
	{"other", "Other games:", []string{"pa"}},
}

// groupCommands adds commandGroups to root and puts each of its commands in
// its group.
func groupCommands(root *cobra.Command) {
	for _, g := range commandGroups {
		root.AddGroup(&cobra.Group{ID: g.id, Title: g.title})
	}
	for _, c := range root.Commands() {
		for _, g := range commandGroups {
			if slices.Contains(g.commands, c.Name()) {
				c.GroupID = g.id
			}
		}
	}
}

// refuseUnknownCommands makes every command of the tree that has
// subcommands refuse a word that names none of them, and print its help
// when given none. The usage line of such a command is its command path
// and "[command]" alone.
func refuseUnknownCommands(root *cobra.Command) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if !c.HasSubCommands() {
			return
		}
		c.Args = cmdutil.SubcommandArgs
		if !c.Runnable() {
			c.RunE = func(c *cobra.Command, _ []string) error { return c.Help() }
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	// cobra prints the use line of a command it can run; a command that
	// only prints its help has "lockup cards [command]" alone.
	// The flags' descriptions are wrapped to the width of the terminal
	// (flagUsages, see newRoot).
	root.SetUsageTemplate(usageTemplate())
}

// usageTemplate is cobra's usage template with lockup's two changes (see
// refuseUnknownCommands), made once per process.
var usageTemplate = sync.OnceValue(func() string {
	t := (&cobra.Command{}).UsageTemplate()
	t = strings.Replace(t, "{{if .Runnable}}", "{{if and .Runnable (not .HasAvailableSubCommands)}}", 1)
	t = strings.ReplaceAll(t, ".LocalFlags.FlagUsages", "flagUsages $ .LocalFlags")
	return strings.ReplaceAll(t, ".InheritedFlags.FlagUsages", "flagUsages $ .InheritedFlags")
})

// refuseUnknownHelpTopics makes lockup help refuse a command it does not
// know (cobra prints "Unknown help topic" and exits 0).
func refuseUnknownHelpTopics(root *cobra.Command) {
	for _, c := range root.Commands() {
		if c.Name() != "help" {
			continue
		}
		c.Run = nil
		c.RunE = func(c *cobra.Command, args []string) error {
			target, rest, err := c.Root().Find(args)
			if err != nil {
				return &cmdutil.UsageError{Err: err}
			}
			if len(rest) > 0 && target.HasSubCommands() {
				return &cmdutil.UsageError{Err: cmdutil.UnknownCommand(target, rest[0])}
			}
			target.InitDefaultHelpFlag()
			target.InitDefaultVersionFlag()
			return target.Help()
		}
	}
}
