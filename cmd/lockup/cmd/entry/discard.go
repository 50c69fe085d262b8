package entry

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/terms"
)

// DiscardOptions are the arguments of `lockup discard`.
type DiscardOptions struct {
	IO *cmdutil.IOStreams
	// Lang is the language the entry and what it did are printed in
	// (Factory.Lang).
	Lang terms.Lang
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
	// Args are the words typed: [CREW] RESOURCE=N...
	Args []string
}

// NewCmdDiscard makes lockup discard; runF, when not nil, runs instead of its run.
func NewCmdDiscard(f *cmdutil.Factory, runF func(*DiscardOptions) error) *cobra.Command {
	opts := &DiscardOptions{IO: f.IOStreams, Dirs: f.Dirs}
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
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			opts.Args = args
			if runF != nil {
				return runF(opts)
			}
			return discardRun(opts)
		},
	}
	cmdutil.GameFlag(cmd, &opts.GamePath)
	return cmd
}

func discardRun(opts *DiscardOptions) error {
	l, g, err := cmdutil.OpenGame(opts.IO, opts.Dirs, opts.GamePath)
	defer l.Unlock()
	if err != nil {
		return err
	}
	crew, words := leadingCrew(&g, opts.Args)
	if crew == "" && len(words) > 0 && !strings.Contains(words[0], "=") {
		if _, err := companion.MatchResource(words[0]); err != nil {
			return crewOrResourceError(&g, words[0])
		}
	}
	if len(words) == 0 {
		return &cmdutil.UsageError{Err: fmt.Errorf("give what %s discards, e.g. lockup discard %s scrap=1", crew, crew)}
	}
	cubes, err := cmdutil.ParseCubes("", words)
	if err != nil {
		return err
	}
	if crew == "" {
		if crew, err = g.OnlyActor(companion.ActDiscard); err != nil {
			return err
		}
	}
	return cmdutil.RecordAndSay(opts.IO, opts.Lang, opts.Dirs, l, g, &companion.DiscardEntry{Crew: crew, Resources: cubes})
}

// crewOrResourceError refuses a first word that names neither a crew of the
// game nor a resource, with the closest of both.
func crewOrResourceError(g *companion.Game, typed string) error {
	allowed := g.Seating()
	for _, r := range rules.AllResources {
		allowed = append(allowed, r.String())
	}
	_, err := companion.MatchName("a crew of this game or a resource", typed, allowed)
	return err
}
