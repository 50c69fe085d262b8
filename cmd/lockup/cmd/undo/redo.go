package undo

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// RedoOptions are the flags of `lockup redo`.
type RedoOptions struct {
	IO *cmdutil.IOStreams
	// Lang is the language the entries and what comes next are printed in
	// (Factory.Lang).
	Lang terms.Lang
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs store.Dirs
	// RecordIfEnded adds the game to the play history when the entries
	// put back end it (Factory.RecordIfEnded).
	RecordIfEnded func(l *gamelog.Log, before, after companion.Game)
	GamePath      string
	// All puts back every entry taken back, not only the next.
	All bool
}

// NewCmdRedo makes lockup redo; runF, when not nil, runs instead of redoRun.
func NewCmdRedo(f *cmdutil.Factory, runF func(*RedoOptions) error) *cobra.Command {
	opts := &RedoOptions{IO: f.IOStreams, Dirs: f.Dirs, RecordIfEnded: f.RecordIfEnded}
	cmd := &cobra.Command{
		Use:   "redo",
		Short: "Put back an entry lockup undo took back",
		Long: `redo puts back the entry lockup undo took back last, the first of them when
undo took back several, and says what it was; --all puts back every one. Each is
checked by the rules again before it is written.

Redo works until a new entry is added to the game: the new entry replaces what
was taken back, which is then gone for good.`,
		Example: `  lockup redo
  lockup redo --all
  lockup redo --game ./friday.jsonl`,
		Args: cmdutil.MaxArgs(0),
		RunE: func(_ *cobra.Command, _ []string) error {
			opts.Lang = f.Lang
			if runF != nil {
				return runF(opts)
			}
			return redoRun(opts)
		},
	}
	cmdutil.GameFlag(cmd, &opts.GamePath)
	cmd.Flags().BoolVar(&opts.All, "all", false, "put back every entry taken back")
	return cmd
}

func redoRun(opts *RedoOptions) error {
	l, g, err := cmdutil.OpenGame(opts.IO, opts.Dirs, opts.GamePath)
	defer l.Unlock()
	if err != nil {
		return err
	}
	var back []companion.Entry
	before := g
	defer func() {
		if len(back) > 0 {
			opts.RecordIfEnded(l, before, g) // issue 25: a game redone to its end goes to the history
		}
	}()
	for {
		var e companion.Entry
		g, e, err = l.Redo(g)
		if errors.Is(err, gamelog.ErrNothingToRedo) && len(back) > 0 {
			break
		}
		if err != nil {
			var refused *companion.ReplayError
			if errors.As(err, &refused) {
				// The rules refuse the entry now: it stays taken back.
				err = fmt.Errorf("redo refused; the entry stays taken back: %w", err)
			}
			if len(back) > 0 {
				writeRedone(opts, l, back)
			}
			return err
		}
		back = append(back, e)
		if !opts.All {
			// The entries the table made by itself after it come back
			// with it, as undo took them back together.
			if next := l.Undone(); len(next) == 0 || !g.MadeByItself(next[0]) {
				break
			}
		}
	}
	writeRedone(opts, l, back)
	return nil
}

// writeRedone says what redo put back, what is left to redo and what the
// game waits for.
func writeRedone(opts *RedoOptions, l *gamelog.Log, back []companion.Entry) {
	out, width := opts.IO.Out, opts.IO.TerminalWidth()
	if len(back) == 1 {
		fmt.Fprintln(out, cmdutil.WrapText(opts.Lang.Sprintf("entry.undo.put-back", companion.DescribeEntryIn(opts.Lang, back[0])), width, "", "  "))
	} else {
		fmt.Fprintln(out, opts.Lang.Sprintf("entry.undo.put-back-n", len(back)))
		writeEntries(out, opts.Lang, back, width)
	}
	switch left := len(l.Undone()); left {
	case 0:
	case 1:
		fmt.Fprintln(out, opts.Lang.Sprintf("entry.undo.more-one"))
	default:
		fmt.Fprintln(out, cmdutil.WrapText(opts.Lang.Sprintf("entry.undo.more", left), width, "", "  "))
	}
	afterEntries(opts.IO, opts.Lang, l)
}
