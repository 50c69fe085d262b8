package solo

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/gamelog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
)

// AuditOptions are the flags of `lockup solo audit`.
type AuditOptions struct {
	IO *cmdutil.IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
}

// NewCmdSolo makes lockup solo and its subcommands audit and rate;
// runAudit, when not nil, runs instead of soloAuditRun.
func NewCmdSolo(f *cmdutil.Factory, runAudit func(*AuditOptions) error) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "solo",
		Short: "Check a solitary game's decks",
		Long: `solo holds what belongs to solitary games besides their entries: the audit
of the decks the app ran.`,
		Example: `  lockup solo audit`,
		Args:    cmdutil.MaxArgs(0),
	}
	opts := &AuditOptions{IO: f.IOStreams, Dirs: f.Dirs}
	audit := &cobra.Command{
		Use:   "audit",
		Short: "Deal the app's decks again from the seed and check every draw",
		Long: `audit checks a solitary game whose guard and location decks the app ran
(lockup new --solo --decks app): it deals every round's decks again from the
seed in the game file's header, with lockup's own shuffle, and compares each
card the file records as drawn with the card at its place in the dealt deck;
then it replays the whole file through the rules. It prints each round's
draws and exits 2 at the first card that differs.`,
		Example: `  lockup solo audit
  lockup solo audit --game ./solo.jsonl`,
		Args: cmdutil.MaxArgs(0),
		RunE: func(*cobra.Command, []string) error {
			if runAudit != nil {
				return runAudit(opts)
			}
			return soloAuditRun(opts)
		},
	}
	cmdutil.GameFlag(audit, &opts.GamePath)
	cmd.AddCommand(audit, NewCmdRate(f, nil))
	return cmd
}

func soloAuditRun(opts *AuditOptions) error {
	_, h, entries, _, err := gamelog.ReadCurrentGame(opts.Dirs, opts.GamePath)
	if err != nil {
		return err
	}
	draws, err := companion.AuditSolo(h, entries)
	out := opts.IO.Out
	for _, r := range draws {
		if r.UnderWay && r.Agrees() {
			// Its cards may lie face down: their values are never shown
			// (only counted) until the round is over.
			fmt.Fprintf(out, "Round %d: ok (under way: the cards' values stay hidden)\n", r.Round)
			fmt.Fprintf(out, "  guard deck:    %d drawn of %d\n", len(r.Guards), len(r.DeckGuards))
			fmt.Fprintf(out, "  location deck: %d drawn of %d\n", len(r.Locations), len(r.DeckLocations))
			continue
		}
		mark := "ok"
		if !r.Agrees() {
			mark = "DIFFERS"
		}
		fmt.Fprintf(out, "Round %d: %s\n", r.Round, mark)
		fmt.Fprintf(out, "  guard deck:    %d drawn of %d: %s\n", len(r.Guards), len(r.DeckGuards), guardCardList(r.Guards))
		fmt.Fprintf(out, "  location deck: %d drawn of %d: %s\n", len(r.Locations), len(r.DeckLocations), locationCardList(r.Locations))
		if !r.Agrees() {
			fmt.Fprintf(out, "  dealt from the seed: %s; %s\n", guardCardList(r.DeckGuards), locationCardList(r.DeckLocations))
		}
	}
	if err != nil {
		return &cmdutil.GameRefusal{Err: fmt.Errorf("audit failed: %w", err)}
	}
	fmt.Fprintf(out, "Every card drawn is the one the seed %d deals, and the game replays.\n", h.Seed)
	return nil
}

func guardCardList(cs []rules.GuardCard) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, ", ")
}

func locationCardList(cs []rules.LocationCard) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, ", ")
}
