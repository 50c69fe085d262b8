package cmd

import (
	"slices"
	"testing"

	"github.com/spf13/cobra"
)

// TestSubcommandNames: the name each entry of subcommands is found by is the
// name of the command it makes, and every command of the whole tree is in
// subcommands, so no command line that names a command misses it.
func TestSubcommandNames(t *testing.T) {
	ios, _, _, _ := TestStreams()
	f := &Factory{IOStreams: ios}
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
	gameEnv(t) // no game: the commands run alone refuse, and write nothing
	var lines [][]string
	ios, _, _, _ := TestStreams()
	for _, c := range subcommands {
		cmd := c.make(&Factory{IOStreams: ios})
		lines = append(lines,
			[]string{c.name, "--help"},
			[]string{c.name, "-h"},
			[]string{c.name, "--no-such-flag"},
			[]string{c.name, "one", "two", "three", "four", "five", "six"},
			[]string{c.name},
		)
		for _, sub := range cmd.Commands() {
			lines = append(lines, []string{c.name, sub.Name(), "--help"}, []string{c.name, sub.Name(), "--no-such-flag"})
		}
	}
	for _, args := range lines {
		whole, wholeOut, wholeErr := runTree(args, func(f *Factory) *cobra.Command { return NewRootCmd(f) })
		alone, aloneOut, aloneErr := runTree(args, func(f *Factory) *cobra.Command { return newRoot(f, namedCommand(args)) })
		if whole != alone || wholeOut != aloneOut || wholeErr != aloneErr {
			t.Errorf("lockup %q: with the whole tree exit %d\n%s%s\nwith the command alone exit %d\n%s%s",
				args, whole, wholeOut, wholeErr, alone, aloneOut, aloneErr)
		}
	}
}

// runTree runs args on the tree that build makes and returns the exit code,
// the output and the errors.
func runTree(args []string, build func(*Factory) *cobra.Command) (int, string, string) {
	ios, _, out, errOut := TestStreams()
	f := &Factory{IOStreams: ios, Version: "v0.0.0"}
	code := execute(f, build(f), args)
	return code, out.String(), errOut.String()
}
