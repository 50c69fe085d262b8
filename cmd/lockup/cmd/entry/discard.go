package entry

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
)

// DiscardOptions are the arguments of `lockup discard`.
type DiscardOptions struct {
	Options
	// DiscardWords are the words typed: [CREW] RESOURCE=N...
	companion.DiscardWords
}

// NewCmdDiscard makes lockup discard; runF, when not nil, runs instead of its run.
func NewCmdDiscard(f *cmdutil.Factory, runF func(*DiscardOptions) error) *cobra.Command {
	opts := &DiscardOptions{}
	cmd := &cobra.Command{
		Use:   "discard [CREW] RESOURCE=N...",
		Short: "Record a crew discarding down to its storage limit (Patrol)",
		Long: `discard records step 1 of the Patrol phase for one crew: a crew holding more
resource cubes than its storage limit puts back exactly the cubes above the
limit, of the kinds it chooses (core rulebook, "III. Patrol Phase – 1. Check
Resource Limits"; ruling discard-to-limit). Crews within their limit enter
nothing, and a crew holding one kind of resource only discards by itself.
Resources are scrap, potions, iron and gold; RESOURCE alone is one cube. The
crew may be left out when only one crew is over its limit.`,
		Example: `  lockup discard Claire scrap=1
  lockup discard scrap=1 potions
  lockup discard Isaac scrap=1 potions=1 --game ./friday.jsonl`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 1 {
				return &cmdutil.UsageError{Err: fmt.Errorf("give what the crew discards, e.g. lockup discard Claire scrap=1")}
			}
			return nil
		},
	}
	return leaf(f, cmd, opts, &opts.Options, func(args []string) error { opts.Args = args; return nil }, runF, discardRun)
}

func discardRun(opts *DiscardOptions) error { return opts.record(opts.DiscardWords.Entry) }
