package cmdutil

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion/text"
)

// SubcommandArgs refuses the first word given to a command that takes a
// subcommand: had it named one, cobra would have run that instead.
func SubcommandArgs(c *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	return &UsageError{Err: UnknownCommand(c, args[0])}
}

// UnknownCommand says that word names no subcommand of c, with the closest
// name, else the names allowed.
func UnknownCommand(c *cobra.Command, word string) error {
	var names []string
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() || sub.Name() == "help" {
			names = append(names, sub.Name())
		}
	}
	msg := fmt.Sprintf("unknown command %q for %q", word, c.CommandPath())
	switch best := text.Closest(word, names); {
	case best != "":
		return fmt.Errorf("%s; did you mean %q?", msg, best)
	case !c.HasParent():
		return fmt.Errorf("%s (lockup help lists the commands)", msg)
	}
	return fmt.Errorf("%s (allowed: %s)", msg, strings.Join(names, ", "))
}

// UnknownWord refuses a word that is not one of the fixed words a command
// takes (what they are: "action" for tome draw|keep|play), with the closest
// one.
func UnknownWord(c *cobra.Command, what, word string, allowed []string) error {
	msg := fmt.Sprintf("unknown %s %q for %q", what, word, c.CommandPath())
	if best := text.Closest(word, allowed); best != "" {
		return &UsageError{Err: fmt.Errorf("%s; did you mean %q? (allowed: %s)", msg, best, strings.Join(allowed, ", "))}
	}
	return &UsageError{Err: fmt.Errorf("%s (allowed: %s)", msg, strings.Join(allowed, ", "))}
}

// FlagError is lockup's flag error: bad input (exit code 2). A command that
// takes a subcommand and was given an unknown word before the bad flag is
// refused for the word, the mistake that came first.
func FlagError(c *cobra.Command, err error) error {
	if c.HasSubCommands() && c.Flags().NArg() > 0 {
		return &UsageError{Err: UnknownCommand(c, c.Flags().Arg(0))}
	}
	return &UsageError{Err: err}
}

// PrintErrLine prints one sentence on standard error: on a terminal
// wrapped at words to its width, elsewhere on one line.
func PrintErrLine(ios *IOStreams, text string) {
	if w := ios.ErrorWidth(); w > 0 {
		text = WrapText(text, w, "", "  ")
	}
	fmt.Fprintln(ios.ErrOut, text)
}

// Capitalize returns s with its first letter in upper case.
func Capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Plural is n things: "1 crew", "3 crews".
func Plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// PrintLine prints one sentence: on a terminal wrapped at words to its
// width, the lines after the first indented by rest; elsewhere on one line.
func PrintLine(ios *IOStreams, text, first, rest string) {
	if ios.IsStdoutTTY() {
		text = WrapText(text, ios.TerminalWidth(), first, rest)
	} else {
		text = first + text
	}
	fmt.Fprintln(ios.Out, text)
}

// OrDash is s, or "-" when s is empty: a table's empty cell.
func OrDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
