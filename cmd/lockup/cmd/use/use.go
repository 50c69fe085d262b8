package use

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// Options are the arguments of `lockup use`.
type Options struct {
	IO *cmdutil.IOStreams
	// Lang is the language what comes next is printed in (Factory.Lang).
	Lang terms.Lang
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs store.Dirs
	// Game is the game's name or its file's path.
	Game string
}

// NewCmdUse makes lockup use; runF, when not nil, runs instead of useRun.
func NewCmdUse(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IOStreams, Dirs: f.Dirs}
	cmd := &cobra.Command{
		Use:   "use NAME|PATH",
		Short: "Make another game the current one",
		Long: `use makes a game the current one: the game that play, status and the entry
commands use when --game does not name another. Give the name lockup new gave
it (lockup games lists them) or the path of its game file. A word with a path
separator (./saturday.jsonl) is a path; any other word is a file of that name
in the current folder if there is one, else the game of that name in your games
folder ($XDG_DATA_HOME/lockup/games), with or without .jsonl.

use prints where the game stands and what it waits for. A file that does not
exist or is not a game file is refused, and the current game stays as it was.
Only lockup new and lockup use change the current game: --game on another
command names a game for that command alone.`,
		Example: `  lockup use friday
  lockup use ./saturday.jsonl
  lockup games`,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 1 {
				return &cmdutil.UsageError{Err: fmt.Errorf("give one game's name or path, e.g. lockup use friday (lockup games lists them)")}
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			opts.Game = args[0]
			if runF != nil {
				return runF(opts)
			}
			return useRun(opts)
		},
	}
	return cmd
}

func useRun(opts *Options) error {
	path, err := gamelog.ResolveGame(opts.Dirs, opts.Game)
	if err != nil {
		return err
	}
	h, entries, report, err := gamelog.ReadGameFile(path, path)
	if err != nil {
		return err
	}
	cmdutil.TornNote(opts.IO, report)
	// A game that does not replay can still be made current: lockup undo
	// and lockup log work on it.
	g, replayErr := companion.Replay(h, entries)
	if err := gamelog.RememberGame(opts.Dirs, path); err != nil {
		return err
	}
	name := store.GameNameOf(path)
	if replayErr != nil {
		cmdutil.PrintLine(opts.IO, opts.Lang.Sprintf("use.current", name, path), "", "  ")
		cmdutil.PrintErrLine(opts.IO, fmt.Sprintf("lockup: %s does not replay: %v (lockup log shows its entries, lockup undo takes the last one back)", name, replayErr))
		return nil
	}
	cmdutil.PrintLine(opts.IO, opts.Lang.Sprintf("use.current-where", name, path, gameWhere(opts.Lang, g)), "", "  ")
	cmdutil.PrintLine(opts.IO, g.Expect().StringIn(opts.Lang), "", "  ")
	return nil
}

// gameWhere says where a game stands, in lang: "setup", "round 2 of 6,
// Lights Out" or "the game has ended".
func gameWhere(lang terms.Lang, g companion.Game) string {
	switch g.Phase {
	case companion.PhaseSetup:
		return lang.Sprintf("use.where-setup")
	case companion.PhaseGameEnd:
		return lang.Sprintf("use.where-ended")
	}
	return lang.Sprintf("use.where-round", g.Round, rules.LastRound, companion.PhaseIn(lang, g.Phase))
}
