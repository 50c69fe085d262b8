package log

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// Options are the flags of `lockup log`.
type Options struct {
	IO *cmdutil.IOStreams
	// Lang is the language the entries are printed in (Factory.Lang);
	// --output json stays English.
	Lang terms.Lang
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
	// Output is "text" or "json".
	Output string
}

// NewCmdLog makes lockup log; runF, when not nil, runs instead of logRun.
func NewCmdLog(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IOStreams, Dirs: f.Dirs}
	cmd := &cobra.Command{
		Use:   "log",
		Short: "Print the current game's entries in words, with round and phase",
		Long: `log prints every entry of the current game, numbered, in words, each with the
round and phase it belongs to. The game file itself (docs/game-log.md) is one
line of JSON per entry.

An entry the table made by itself (a crew with no token left passing, a
location nobody is at resolving, the goons advancing...) ends with
"Automatic:" and why; --output json marks it with "automatic": true and the
reason. The game file has no key for it: the replay tells, as the entry is
the one the game made without anybody's choice.`,
		Example: `  lockup log
  lockup log --output json
  lockup log --game ./friday.jsonl`,
		Args: cmdutil.MaxArgs(0),
		RunE: func(_ *cobra.Command, _ []string) error {
			opts.Lang = f.Lang
			if opts.Output != "text" && opts.Output != "json" {
				return &cmdutil.UsageError{Err: fmt.Errorf("--output %q: use text or json", opts.Output)}
			}
			if runF != nil {
				return runF(opts)
			}
			return logRun(opts)
		},
	}
	cmdutil.GameFlag(cmd, &opts.GamePath)
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "text", "text or json")
	cmdutil.AddPagerFlag(cmd, f.IOStreams)
	return cmd
}

func logRun(opts *Options) error {
	// log only reads: a torn last line is left where it is (a command that
	// writes sets it aside). A game whose replay fails is still listed:
	// that is how a bad entry is found.
	_, h, entries, report, err := gamelog.ReadCurrentGame(opts.Dirs, opts.GamePath)
	if err != nil {
		return err
	}
	cmdutil.TornNote(opts.IO, report)
	autos := companion.AutoEntries(h, entries)
	if opts.Output == "json" {
		out := make([]EntryJSON, len(entries))
		for i, e := range entries {
			out[i] = EntryJSON{Seq: e.Seq, Round: e.Round, Phase: e.Phase.Slug(), Kind: e.Kind().String(), Text: companion.DescribeEntry(e), Automatic: autos[i].Payload != nil, Reason: autos[i].String()}
		}
		return cmdutil.WriteJSON(opts.IO.Out, out)
	}
	opts.IO.StartPager()
	defer opts.IO.StopPager()
	for i, e := range entries {
		line := companion.DescribeEntryIn(opts.Lang, e)
		if autos[i].Payload != nil {
			line += " " + companion.AutomaticIn(opts.Lang, autos[i])
		}
		fmt.Fprintln(opts.IO.Out, line)
	}
	if len(entries) == 0 {
		fmt.Fprintln(opts.IO.Out, companion.NoEntriesIn(opts.Lang))
	}
	return nil
}

// EntryJSON is an entry as `lockup log --output json` prints it.
type EntryJSON struct {
	Seq   int    `json:"seq"`
	Round int    `json:"round"`
	Phase string `json:"phase"`
	Kind  string `json:"kind"`
	// Text is the entry in words, as lockup log prints it.
	Text string `json:"text"`
	// Automatic is true for an entry the table made by itself, and Reason
	// says why nobody had a choice.
	Automatic bool   `json:"automatic"`
	Reason    string `json:"reason,omitempty"`
}
