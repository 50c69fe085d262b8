package undo

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// UndoOptions are the flags of `lockup undo`.
type UndoOptions struct {
	IO *cmdutil.IOStreams
	// Lang is the language the entries and what comes next are printed in
	// (Factory.Lang).
	Lang terms.Lang
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
	// To is the entry to go back to (--to); every entry after it is taken
	// back. Zero: only the last entry.
	To    int
	ToSet bool
}

// NewCmdUndo makes lockup undo; runF, when not nil, runs instead of undoRun.
func NewCmdUndo(f *cmdutil.Factory, runF func(*UndoOptions) error) *cobra.Command {
	opts := &UndoOptions{IO: f.IOStreams, Dirs: f.Dirs}
	cmd := &cobra.Command{
		Use:   "undo",
		Short: "Take back the last entry, or every entry after one",
		Long: `undo takes back the last entry a player made in the current game, with the
entries the table then made by itself (a crew with no tokens passing, a
location nobody is at resolved, the goons advancing), and says what they were.
Run it again to take back the one before. --to N takes back every entry after
entry N at once, N as lockup log numbers them, and lists them.

Entry 1, the setup, is never taken back: to set a game up differently, start a
new one with lockup new.

The game file is rewritten in one step, so it is never left half-changed; the
game is then whatever its remaining entries replay to. The entries taken back
are kept beside the game file until a new entry is added: lockup redo puts them
back.`,
		Example: `  lockup undo
  lockup undo --to 24
  lockup undo --game ./friday.jsonl`,
		Args: cmdutil.MaxArgs(0),
		RunE: func(c *cobra.Command, _ []string) error {
			opts.Lang = f.Lang
			opts.ToSet = c.Flags().Changed("to")
			if runF != nil {
				return runF(opts)
			}
			return undoRun(opts)
		},
	}
	cmdutil.GameFlag(cmd, &opts.GamePath)
	cmd.Flags().IntVar(&opts.To, "to", 0, "take back every entry after entry `N` (as lockup log numbers them)")
	return cmd
}

func undoRun(opts *UndoOptions) error {
	// Undo works even on a game whose replay fails: that is how a bad
	// entry is taken back.
	l, path, err := cmdutil.OpenLog(opts.IO, opts.Dirs, opts.GamePath)
	defer l.Unlock()
	if err != nil {
		return err
	}
	n := l.Len()
	to := l.LastChoice()
	if n == 1 {
		return &cmdutil.GameRefusal{Err: fmt.Errorf("entry 1 is the setup of the game, which undo keeps: nothing after it to take back; to set the game up differently, start a new game with lockup new (this one stays in %s)", path)}
	}
	if opts.ToSet {
		to = opts.To
		if n > 1 && (to < 1 || to >= n) {
			return &cmdutil.UsageError{Err: fmt.Errorf("--to %d: use 1 to %d, the entry to go back to as lockup log numbers them (every entry after it is taken back; entry 1, the setup, is kept)", to, n-1)}
		}
	}
	taken, err := l.UndoTo(to)
	if err != nil {
		return err
	}
	out, width := opts.IO.Out, opts.IO.TerminalWidth()
	if len(taken) == 1 {
		fmt.Fprintln(out, cmdutil.WrapText(opts.Lang.Sprintf("entry.undo.took-back", companion.DescribeEntryIn(opts.Lang, taken[0])), width, "", "  "))
		fmt.Fprintln(out, opts.Lang.Sprintf("entry.undo.redo-puts-back"))
	} else {
		fmt.Fprintln(out, opts.Lang.Sprintf("entry.undo.took-back-n", len(taken)))
		writeEntries(out, opts.Lang, taken, width)
		if opts.ToSet {
			fmt.Fprintln(out, cmdutil.WrapText(opts.Lang.Sprintf("entry.undo.redo-one-or-all"), width, "", "  "))
		} else {
			fmt.Fprintln(out, cmdutil.WrapText(opts.Lang.Sprintf("entry.undo.made-by-table"), width, "", "  "))
		}
	}
	afterEntries(opts.IO, opts.Lang, l)
	return nil
}

// writeEntries lists entries in words, one a line, wrapped to width, in
// lang.
func writeEntries(w io.Writer, lang terms.Lang, entries []companion.Entry, width int) {
	for _, e := range entries {
		fmt.Fprintln(w, cmdutil.WrapText(companion.DescribeEntryIn(lang, e), width, "  ", "      "))
	}
}

// afterEntries says what the game waits for after undo or redo, or why its
// replay fails, in lang.
func afterEntries(ios *cmdutil.IOStreams, lang terms.Lang, l *gamelog.Log) {
	g, err := companion.Replay(l.Header(), l.Entries())
	if err != nil {
		fmt.Fprintf(ios.ErrOut, "lockup: the game as it now stands does not replay: %v\n", err)
		return
	}
	fmt.Fprintln(ios.Out, cmdutil.WrapText(g.Expect().StringIn(lang), ios.TerminalWidth(), "", "  "))
}
