package verify

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/store"
)

// Options are the flags of `lockup verify`.
type Options struct {
	IO *cmdutil.IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
	// Accept keeps lines changed by hand: their hashes are worked out
	// again (--accept).
	Accept bool
}

// NewCmdVerify makes lockup verify; runF, when not nil, runs instead of verifyRun.
func NewCmdVerify(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IOStreams, Dirs: f.Dirs}
	cmd := &cobra.Command{
		Use:   "verify",
		Short: "Check that no line of a game file was changed by hand",
		Long: `verify reads the current game's file (or the one --game names) and checks
each line against its hash: every line lockup writes ends with a short hash of
the line and of the line before it, so a line changed, put in or taken out
after lockup wrote it shows. verify says OK, or names the first line changed.
It writes nothing.

A game file written before lines carried hashes (version 6 and earlier) still
reads: verify says so. The lines lockup adds to it carry hashes, which cover
the lines before them too.

--accept keeps the changes, when a line was changed on purpose: the hashes
from the first changed line on are worked out again, after a copy of the file
as it was is kept beside it (NAME.jsonl.changed-<time>). The game must still
read: a line that is no entry lockup understands is refused as before.`,
		Example: `  lockup verify
  lockup verify --game friday
  lockup verify --game ./friday.jsonl --accept`,
		Args: cmdutil.MaxArgs(0),
		RunE: func(_ *cobra.Command, _ []string) error {
			if runF != nil {
				return runF(opts)
			}
			return verifyRun(opts)
		},
	}
	cmdutil.GameFlag(cmd, &opts.GamePath)
	cmd.Flags().BoolVar(&opts.Accept, "accept", false, "keep lines changed on purpose: work their hashes out again")
	return cmd
}

func verifyRun(opts *Options) error {
	path, err := gamelog.CurrentGame(opts.Dirs, opts.GamePath)
	if err != nil {
		return err
	}
	out, width := opts.IO.Out, opts.IO.TerminalWidth()
	say := func(format string, args ...any) {
		fmt.Fprintln(out, cmdutil.WrapText(fmt.Sprintf(format, args...), width, "", "  "))
	}
	if opts.Accept {
		rep, err := gamelog.Files{LockWait: opts.Dirs.LockWait}.AcceptChanges(path)
		if err != nil {
			return err
		}
		if rep.Line == 0 {
			say("%s: nothing to accept: no line was changed after lockup wrote it.", path)
			return nil
		}
		say("%s: the change from line %d on is kept: the hashes from that line on were worked out again. The file as it was is kept in %s.", path, rep.Line, rep.Kept)
	}
	h, entries, report, err := gamelog.ReadGameFile(path, path)
	if err != nil {
		return err
	}
	cmdutil.TornNote(opts.IO, report)
	lines := report.Hashed + report.Unhashed
	switch {
	case report.Unhashed == 0:
		say("%s: OK: all %d lines match their hashes (the header and %s).", path, lines, cmdutil.Plural(len(entries), "entry", "entries"))
	case report.Hashed == 0:
		say("%s: OK, but its %d lines carry no hashes: it is a version %d game file, from before lines carried them, so a line changed by hand cannot be told. The lines lockup adds to it will carry hashes.", path, lines, h.Version)
	default:
		say("%s: OK: lines %d to %d match their hashes, which cover lines 1 to %d before them (written without hashes by an older lockup).", path, report.Unhashed+1, lines, report.Unhashed)
	}
	if _, err := companion.Replay(h, entries); err != nil {
		var re *companion.ReplayError
		if errors.As(err, &re) {
			say("The entries read, but the replay stops at entry %d (line %d): %v. lockup undo --to %d takes back the entries from there.", re.Seq, re.Line, re.Err, re.Seq-1)
		} else {
			say("The entries read, but the game does not replay: %v.", err)
		}
	}
	return nil
}
