package history

import (
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	playhistory "github.com/lockup-companion/lockup/companion/history"
)

// BggIDOptions are the arguments of lockup history bgg-id: a game and its
// id, or none to list the ids kept.
type BggIDOptions struct {
	*Options
	Args []string
}

// NewCmdHistoryBggID makes lockup history bgg-id, under the history
// command whose options are parent; runF, when not nil, receives the
// options instead of the run (tests). The command keeps the BoardGameGeek
// ids the player typed, which the BG Stats export writes and the import
// matches games by (issue 25). lockup ships none: no source confirmed them.
func NewCmdHistoryBggID(parent *Options, runF func(*BggIDOptions) error) *cobra.Command {
	opts := &BggIDOptions{Options: parent}
	return &cobra.Command{
		Use:   "bgg-id [GAME ID]",
		Short: "Keep the BoardGameGeek id of a game, for BG Stats files",
		Long: `With GAME (` + strings.Join(playhistory.BggGames, ", ") + `) and ID, keeps ID as
that game's BoardGameGeek id in the history, in place of the one kept before;
without arguments, lists the ids kept. lockup ships no id (none could be
confirmed): type the number BoardGameGeek shows in the game's address
(boardgamegeek.com/boardgame/ID/...), once. history export --format bgstats
writes it as the game's bggId (0 without one), and history import --format
bgstats knows a game by it before its name.`,
		Example: `  lockup history bgg-id lockup 12345
  lockup history bgg-id`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 0 && len(args) != 2 {
				return &cmdutil.UsageError{Err: fmt.Errorf("give GAME and ID (GAME one of %s), or nothing to list the ids", strings.Join(playhistory.BggGames, ", "))}
			}
			return nil
		},
		RunE: cmdutil.RunLeaf(opts, func(cmd *cobra.Command, args []string) error {
			opts.Args = args
			return nil
		}, runF, bggIDRun),
	}
}

// bggIDRun keeps a game's BoardGameGeek id, or lists those kept.
func bggIDRun(opts *BggIDOptions) error {
	if err := opts.checkOutput(); err != nil {
		return err
	}
	if len(opts.Args) == 0 {
		return playhistory.WithDB(opts.Dirs, func(db *playhistory.DB) error {
			ids, err := db.BggIDs()
			if err != nil {
				return err
			}
			return writeBggIDs(opts.Options, ids)
		})
	}
	game, id, err := bggIDArgs(opts.Args[0], opts.Args[1])
	if err != nil {
		return err
	}
	return playhistory.WithDB(opts.Dirs, func(db *playhistory.DB) error {
		if err := db.SetBggID(game, id); err != nil {
			return err
		}
		return opts.writeResult(fmt.Sprintf("%s: BoardGameGeek id %d kept; BG Stats exports write it.", playhistory.BggGameName(game), id),
			"game", game, "bgg_id", id)
	})
}

// bggIDArgs reads GAME and ID: the game as lockup names it
// (playhistory.BggGames, letter case and outer spaces aside) and a
// positive whole number.
func bggIDArgs(game, id string) (string, int, error) {
	g := strings.ToLower(strings.TrimSpace(game))
	if playhistory.BggGameName(g) == "" {
		return "", 0, &cmdutil.UsageError{Err: fmt.Errorf("%q is no game lockup keeps a BoardGameGeek id for; use one of %s", game, strings.Join(playhistory.BggGames, ", "))}
	}
	n, err := strconv.Atoi(strings.TrimSpace(id))
	if err != nil || n <= 0 {
		return "", 0, &cmdutil.UsageError{Err: fmt.Errorf("ID %q: a BoardGameGeek id is a positive whole number (boardgamegeek.com/boardgame/ID/...)", id)}
	}
	return g, n, nil
}

// writeBggIDs lists the BoardGameGeek ids kept, every game named (0: none
// kept).
func writeBggIDs(opts *Options, ids map[string]int) error {
	out := opts.IO.Out
	rows := playhistory.BggIDRows(ids)
	switch opts.Output {
	case "json":
		return cmdutil.WriteJSON(out, rows)
	case "csv":
		w := csv.NewWriter(out)
		_ = w.WriteAll(playhistory.BggIDsCSV(rows))
		return w.Error()
	}
	missing := false
	for _, r := range rows {
		id := "none"
		if r.BggID > 0 {
			id = strconv.Itoa(r.BggID)
		} else {
			missing = true
		}
		if _, err := fmt.Fprintf(out, "%-17s %-48s %s\n", r.Game, r.Name, id); err != nil {
			return err
		}
	}
	if missing {
		_, err := fmt.Fprintln(out, "Keep one with lockup history bgg-id GAME ID (BG Stats exports write it).")
		return err
	}
	return nil
}
