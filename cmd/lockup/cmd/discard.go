package cmd

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
)

// discardOptions are the arguments of `lockup discard`.
type discardOptions struct {
	IO        *IOStreams
	GamePath  string
	Crew      string
	Resources rules.Resources
}

func newCmdDiscard(f *Factory, runF func(*discardOptions) error) *cobra.Command {
	opts := &discardOptions{IO: f.IOStreams}
	cmd := &cobra.Command{
		Use:   "discard CREW RESOURCE=N...",
		Short: "Record a crew discarding resources down to its storage limit (Patrol)",
		Long: `discard records step 1 of the Patrol phase for one crew: a crew holding more
resource cubes than its storage limit puts back exactly the cubes above the limit,
of the kinds it chooses (core rulebook, "III. Patrol Phase – 1. Check Resource
Limits"; ruling discard-to-limit). Crews within their limit enter nothing.
Resources are scrap, potions, iron and gold.`,
		Example: `  lockup discard Claire scrap=1
  lockup discard Isaac scrap=1 potions=1 --game ./friday.jsonl`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 2 {
				return &UsageError{Err: fmt.Errorf("give the crew and what it discards, e.g. lockup discard Claire scrap=1")}
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Crew = args[0]
			rs, err := parseResourceCounts(args[1:])
			if err != nil {
				return &UsageError{Err: err}
			}
			opts.Resources = rs
			if runF != nil {
				return runF(opts)
			}
			return discardRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.GamePath, "game", "", "the game file (default: the current game)")
	return cmd
}

// parseResourceCounts reads RESOURCE=N arguments.
func parseResourceCounts(args []string) (rules.Resources, error) {
	var rs rules.Resources
	for _, a := range args {
		name, n, ok := strings.Cut(a, "=")
		if !ok {
			return rs, fmt.Errorf("%q: give RESOURCE=N, e.g. scrap=1", a)
		}
		r, err := rules.ParseResource(strings.TrimSpace(name))
		if err != nil {
			return rs, fmt.Errorf("%q: %v", a, err)
		}
		v, err := strconv.Atoi(strings.TrimSpace(n))
		if err != nil || v < 1 || v > 99 {
			return rs, fmt.Errorf("%q: the count must be a number from 1 to 99", a)
		}
		rs = rs.With(r, rs.Of(r)+v)
	}
	return rs, nil
}

func discardRun(opts *discardOptions) error {
	l, g, err := openGame(opts.IO, opts.GamePath)
	if err != nil {
		return err
	}
	g, e, err := record(l, g, &companion.DiscardEntry{Crew: opts.Crew, Resources: opts.Resources})
	if err != nil {
		return err
	}
	fmt.Fprintln(opts.IO.Out, companion.DescribeEntry(e))
	fmt.Fprintln(opts.IO.Out, g.Expect().String())
	return nil
}
