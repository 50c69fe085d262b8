package cmd

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/spf13/cobra"
)

// TestSubcommandNames: the name each entry of subcommands is found by is the
// name of the command it makes, and every command of the whole tree is in
// subcommands, so no command line that names a command misses it.
func TestSubcommandNames(t *testing.T) {
	t.Parallel()
	ios, _, _, _ := cmdutil.TestStreams()
	f := &cmdutil.Factory{IOStreams: ios}
	var names []string
	for _, c := range subcommands {
		if got := c.make(f).Name(); got != c.name {
			t.Errorf("subcommands lists %q, but its function makes %q", c.name, got)
		}
		names = append(names, c.name)
	}
	for _, c := range NewRootCmd(f).Commands() {
		if n := c.Name(); n != "help" && n != "completion" && !slices.Contains(names, n) {
			t.Errorf("command %q is missing from subcommands", n)
		}
	}
}

// TestNamedCommandAlone: a command line run with only the command it names
// (as Run does) prints and exits exactly as with the whole command tree:
// help, refused flags and arguments, and subcommands alike.
func TestNamedCommandAlone(t *testing.T) {
	t.Parallel()
	gameEnv(t) // no game: the commands run alone refuse, and write nothing
	var lines [][]string
	ios, _, _, _ := cmdutil.TestStreams()
	for _, c := range subcommands {
		cmd := c.make(&cmdutil.Factory{IOStreams: ios})
		lines = append(lines,
			[]string{c.name, "--help"},
			[]string{c.name, "-h"},
			[]string{c.name, "--no-such-flag"},
			[]string{c.name, "one", "two", "three", "four", "five", "six"},
			[]string{c.name},
			[]string{"--lang", "zh", c.name, "--help"},
			[]string{"--lang=es", c.name, "--no-such-flag"},
		)
		for _, sub := range cmd.Commands() {
			lines = append(lines, []string{c.name, sub.Name(), "--help"}, []string{c.name, sub.Name(), "--no-such-flag"})
		}
	}
	for _, args := range lines {
		whole, wholeOut, wholeErr := runTree(args, func(f *cmdutil.Factory) *cobra.Command { return NewRootCmd(f) })
		alone, aloneOut, aloneErr := runTree(args, func(f *cmdutil.Factory) *cobra.Command { return newRoot(f, namedCommand(args)) })
		if whole != alone || wholeOut != aloneOut || wholeErr != aloneErr {
			t.Errorf("lockup %q: with the whole tree exit %d\n%s%s\nwith the command alone exit %d\n%s%s",
				args, whole, wholeOut, wholeErr, alone, aloneOut, aloneErr)
		}
	}
}

// runTree runs args on the tree that build makes and returns the exit code,
// the output and the errors.
func runTree(args []string, build func(*cmdutil.Factory) *cobra.Command) (int, string, string) {
	ios, _, out, errOut := cmdutil.TestStreams()
	f := &cmdutil.Factory{IOStreams: ios, Version: "v0.0.0"}
	code := execute(f, build(f), args)
	return code, out.String(), errOut.String()
}

// TestUnknownCommands: a word that names no command, where a command is
// taken, is refused with exit code 2 and the closest name; a command that
// takes a subcommand prints its help when given none.
func TestUnknownCommands(t *testing.T) {
	t.Parallel()
	gameEnv(t)
	for _, tc := range []struct {
		args []string
		code int
		want string // in the errors, or in the output when code is 0
	}{
		{[]string{"fly"}, 2, `unknown command "fly" for "lockup"; did you mean "play"?`},
		{[]string{"scor", "examples/two-crews.yaml"}, 2, `unknown command "scor" for "lockup"; did you mean "score"?`},
		{[]string{"scor", "--output", "json"}, 2, `unknown command "scor" for "lockup"; did you mean "score"?`},
		{[]string{"xyzzyplugh"}, 2, `unknown command "xyzzyplugh" for "lockup" (lockup help lists the commands)`},
		{[]string{"cards", "lst"}, 2, `unknown command "lst" for "lockup cards"; did you mean "list"?`},
		{[]string{"cards", "lst", "--kind", "goon"}, 2, `unknown command "lst" for "lockup cards"; did you mean "list"?`},
		{[]string{"cards", "--catalog", "x.yaml", "shw", "Grub"}, 2, `unknown command "shw" for "lockup cards"; did you mean "show"?`},
		{[]string{"cards", "qqqqqq"}, 2, `unknown command "qqqqqq" for "lockup cards" (allowed: list, show, edit, guards, location-card, catacombs, import, export)`},
		{[]string{"draw", "iten", "Lockpick"}, 2, `unknown command "iten" for "lockup draw"; did you mean "item"?`},
		{[]string{"draw", "gon"}, 2, `unknown command "gon" for "lockup draw"; did you mean "goon"?`},
		{[]string{"completion", "bsh"}, 2, `unknown command "bsh" for "lockup completion"; did you mean "bash"?`},
		{[]string{"help", "fly"}, 2, `unknown command "fly" for "lockup"; did you mean "play"?`},
		{[]string{"help", "cards", "lst"}, 2, `unknown command "lst" for "lockup cards"; did you mean "list"?`},
		{[]string{"tome", "drw", "Vera", "Atlas"}, 2, `unknown action "drw" for "lockup tome"; did you mean "draw"? (allowed: draw, keep, play)`},
		{[]string{"--no-such-flag"}, 2, "unknown flag: --no-such-flag"},
		{[]string{"cards"}, 0, "lockup cards [command]"},
		{[]string{"draw"}, 0, "lockup draw [command]"},
		{[]string{"help", "cards"}, 0, "lockup cards [command]"},
		{[]string{"help", "cards", "list"}, 0, "lockup cards list [flags]"},
		{[]string{"help", "score"}, 0, "lockup score [FILE] [flags]"},
		{[]string{}, 0, "Track a game:"},
	} {
		code, out, errOut := run(t, "", false, tc.args...)
		got := errOut
		if tc.code == 0 {
			got = out
		}
		if code != tc.code || !strings.Contains(got, tc.want) {
			t.Errorf("lockup %q: exit %d\n%s%s\nwant exit %d and %q", tc.args, code, out, errOut, tc.code, tc.want)
		}
		if tc.code != 0 && out != "" {
			t.Errorf("lockup %q printed %q", tc.args, out)
		}
	}
}

// TestRootHelpGroups: the root help lists the commands in groups, and each
// command in a group of commandGroups.
func TestRootHelpGroups(t *testing.T) {
	t.Parallel()
	code, out, _ := run(t, "", false, "--help")
	if code != 0 {
		t.Fatalf("--help: exit %d", code)
	}
	golden(t, "help/root.golden", out)
	ios, _, _, _ := cmdutil.TestStreams()
	for _, c := range NewRootCmd(&cmdutil.Factory{IOStreams: ios}).Commands() {
		if c.GroupID == "" && c.Name() != "help" && c.Name() != "completion" {
			t.Errorf("command %q is in no group of commandGroups", c.Name())
		}
	}
	// Every name of commandGroups is a command, but redo, which another
	// change adds.
	names := map[string]bool{"redo": true}
	for _, c := range subcommands {
		names[c.name] = true
	}
	for _, g := range commandGroups {
		for _, n := range g.commands {
			if !names[n] {
				t.Errorf("group %q lists %q, which is no command", g.id, n)
			}
		}
	}
}

// TestErrorsWrapOnATerminal: on a terminal an error is wrapped at words to
// its width; elsewhere it stays on one line for whatever reads it.
func TestErrorsWrapOnATerminal(t *testing.T) {
	t.Parallel()
	for _, tty := range []bool{false, true} {
		ios, _, _, errOut := cmdutil.TestStreams()
		ios.SetStderrTTY(tty)
		ios.SetTerminalWidth(40)
		code := Run(&cmdutil.Factory{IOStreams: ios, Dirs: dirsFor(t)}, []string{"status", "--game", filepath.Join(t.TempDir(), "none.jsonl")})
		lines := strings.Split(strings.TrimSuffix(errOut.String(), "\n"), "\n")
		if code != cmdutil.ExitBadInput {
			t.Errorf("tty %v: exit %d", tty, code)
		}
		if !tty && len(lines) != 1 {
			t.Errorf("off a terminal the error is not one line: %q", errOut)
		}
		if tty {
			if len(lines) < 2 {
				t.Errorf("on a terminal of 40 columns the error is not wrapped: %q", errOut)
			}
			for _, l := range lines {
				if len([]rune(l)) > 40 && strings.Contains(strings.TrimSpace(l), " ") {
					t.Errorf("line wider than 40 columns: %q", l)
				}
			}
		}
	}
}

// TestHelpFitsEightyColumns: every command's help reads on a terminal of 80
// columns without a line broken by the terminal (cobra's own completion
// help aside, which lockup does not write).
func TestHelpFitsEightyColumns(t *testing.T) {
	t.Parallel()
	ios, _, _, _ := cmdutil.TestStreams()
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Name() == "completion" || c.Hidden {
			return
		}
		args := append(strings.Fields(strings.TrimPrefix(c.CommandPath(), "lockup")), "--help")
		code, out, _ := run(t, "", false, args...)
		if code != 0 {
			t.Errorf("lockup %s: exit %d", strings.Join(args, " "), code)
		}
		for _, l := range strings.Split(out, "\n") {
			if n := len([]rune(l)); n > 80 {
				t.Errorf("lockup %s: a line of %d columns: %q", strings.Join(args, " "), n, l)
			}
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(NewRootCmd(&cmdutil.Factory{IOStreams: ios}))
}
