package history

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	playhistory "github.com/lockup-companion/lockup/companion/history"
)

// The history commands register their completions themselves (they are
// not in completers): --game here names a kind of play, not a game file,
// and attachCompletions gives a --game flag the game files.

// historyWords completes one of a fixed list of words.
func historyWords(words ...string) cobra.CompletionFunc {
	return func(_ *cobra.Command, _ []string, prefix string) ([]cobra.Completion, cobra.ShellCompDirective) {
		var out []cobra.Completion
		for _, w := range words {
			if strings.HasPrefix(w, prefix) {
				out = append(out, w)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}

// historyNothing is a flag of free text: it completes nothing, and no
// file name either.
func historyNothing(*cobra.Command, []string, string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return nil, cobra.ShellCompDirectiveNoFileComp
}

// historyIDs completes a play's ID from the history (nothing when it
// cannot be opened).
func historyIDs(c *cobra.Command, args []string, prefix string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var out []cobra.Completion
	_ = playhistory.WithDB(cmdutil.DirsOf(c), func(db *playhistory.DB) error {
		plays, err := db.Plays(playhistory.Filter{})
		for _, p := range plays {
			if strings.HasPrefix(p.ID, prefix) {
				out = append(out, cobra.CompletionWithDesc(p.ID, p.Date.Format("2006-01-02")+" "+p.Kind()))
			}
		}
		return err
	})
	return out, cobra.ShellCompDirectiveNoFileComp
}

// historyJSONFiles completes a BG Stats export's name (BGStatsExport.json).
func historyJSONFiles(_ *cobra.Command, args []string, _ string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	return []cobra.Completion{"json"}, cobra.ShellCompDirectiveFilterFileExt
}

// completeHistory registers the completions of lockup history and its
// subcommands.
func completeHistory(c *cobra.Command) {
	reg := func(c *cobra.Command, flag string, fn cobra.CompletionFunc) {
		_ = c.RegisterFlagCompletionFunc(flag, fn)
	}
	reg(c, "output", historyWords(historyOutputs...))
	reg(c, "game", historyWords(playhistory.Kinds...))
	reg(c, "player", historyNothing)
	reg(c, "since", historyNothing)
	for _, sub := range c.Commands() {
		switch sub.Name() {
		case "show":
			sub.ValidArgsFunction = historyIDs
		case "add":
			sub.ValidArgsFunction = historyNothing
			for _, f := range []string{"date", "difficulty", "score", "winner"} {
				reg(sub, f, historyNothing)
			}
			reg(sub, "edition", historyWords("2019", "2018"))
		case "export":
			sub.ValidArgsFunction = historyNothing
			reg(sub, "format", historyWords(historyExportFormats...))
		case "bgg-id":
			sub.ValidArgsFunction = func(c *cobra.Command, args []string, prefix string) ([]cobra.Completion, cobra.ShellCompDirective) {
				if len(args) == 0 {
					return historyWords(playhistory.BggGames...)(c, args, prefix)
				}
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
		case "import":
			sub.ValidArgsFunction = historyJSONFiles
			reg(sub, "format", historyWords("bgstats"))
			reg(sub, "map-player", historyNothing)
		default:
			sub.ValidArgsFunction = historyNothing
		}
	}
}
