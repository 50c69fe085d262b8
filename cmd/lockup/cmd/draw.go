package cmd

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/text"
)

// drawOptions are the arguments of `lockup draw item` and `lockup draw goon`.
type drawOptions struct {
	IO *IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs     store.Dirs
	GamePath string
	// Payload is the display-card or goon-card entry to record.
	Payload companion.Payload
	// Space is the item display space (--space); 0 for the first empty one.
	Space int
	// Goon is [LOCATION] CARD[:SUSPICION[:RESOURCE]] for a goon card.
	Goon []string
}

func newCmdDraw(f *Factory, runF func(*drawOptions) error) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "draw",
		Short: "Record a card drawn for the item display or a goon space (Patrol)",
		Long: `draw records the cards the Patrol phase draws: item cards to refill the item
display (step 2) and goon cards for the goon spaces the advance left empty
(step 3) (core rulebook, "III. Patrol Phase").

When a deck runs out, record the next step with lockup patrol --deck-empty: the
spaces left stay empty (ruling empty-deck).`,
		Example: `  lockup draw item Lockpick
  lockup draw goon sewers Grub:1
  lockup draw goon sewers Gil:1:gold`,
	}
	cmd.AddCommand(newCmdDrawItem(f, runF), newCmdDrawGoon(f, runF))
	return cmd
}

func newCmdDrawItem(f *Factory, runF func(*drawOptions) error) *cobra.Command {
	opts := &drawOptions{IO: f.IOStreams, Dirs: f.Dirs}
	cmd := &cobra.Command{
		Use:   "item CARD",
		Short: "Record an item card entering the item display",
		Long: `draw item records an item card drawn from the item deck into the item display,
in step 2 of the Patrol phase: the display holds one card per crew plus one
(core rulebook, "III. Patrol Phase – 2. Refill Item Display"). It goes to the
first empty space, or to --space N (1 is next to the item deck).`,
		Example: `  lockup draw item Lockpick
  lockup draw item Rope --space 3`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return &UsageError{Err: fmt.Errorf("give the item card drawn, e.g. lockup draw item Lockpick")}
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Payload = &companion.DisplayCardEntry{Card: strings.TrimSpace(args[0]), Space: opts.Space}
			if runF != nil {
				return runF(opts)
			}
			return drawRun(opts)
		},
	}
	cmd.Flags().IntVar(&opts.Space, "space", 0, "the item display space, 1 next to the item deck (default: the first empty one)")
	cmd.Flags().StringVar(&opts.GamePath, "game", "", "the game file (default: the current game)")
	return cmd
}

func newCmdDrawGoon(f *Factory, runF func(*drawOptions) error) *cobra.Command {
	opts := &drawOptions{IO: f.IOStreams, Dirs: f.Dirs}
	cmd := &cobra.Command{
		Use:   "goon [LOCATION] CARD[:SUSPICION[:RESOURCE]]",
		Short: "Record a goon card entering an empty goon space",
		Long: `draw goon records a goon card drawn from the goon deck into an empty goon space
after the goons advanced, in step 3 of the Patrol phase (core rulebook, "III.
Patrol Phase – 3. Advance Goon Cards"). LOCATION is sewers, infirmary, smithy,
commissary or chow-hall (or its printed name, "Chow Hall"); it may be left
out when one goon space only is empty.

The card's printed values (type, suspicion icons, valuables, effects, a
Bandit's resource) come from your card catalog (lockup cards) and are written
into the game file, so a replay never reads the catalog. The suspicion icons
and a Bandit's resource may be typed after colons: Grub:1, or Gil:1:gold (a
resource makes the card a Bandit); what you type is kept in your catalog. A
card whose values are not all known is refused, naming them; type them once
with lockup cards edit NAME --kind goon --set FIELD=VALUE. An item drawn takes
its values from the catalog the same way.`,
		Example: `  lockup draw goon sewers Grub:1
  lockup draw goon Grub:1          # the one empty goon space
  lockup draw goon infirmary Gil:1:gold
  lockup draw goon sewers Snag     # the catalog knows Snag`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 1 || len(args) > 2 {
				return &UsageError{Err: fmt.Errorf("give the location and the goon card, e.g. lockup draw goon sewers Grub:1")}
			}
			return nil
		},
		RunE: func(_ *cobra.Command, args []string) error {
			opts.Goon = args
			if runF != nil {
				return runF(opts)
			}
			return drawRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.GamePath, "game", "", "the game file (default: the current game)")
	return cmd
}

// parseGoonArgs reads LOCATION and CARD[:SUSPICION[:RESOURCE]]: the entry
// and the values typed (a resource makes the card a Bandit).
func parseGoonArgs(args []string) (*companion.GoonCardEntry, catalog.Card, error) {
	var typed catalog.Card
	loc, err := companion.MatchLocation(strings.TrimSpace(args[0]), rules.GoonLocations[:]...)
	if err != nil {
		return nil, typed, err
	}
	parts := strings.Split(args[1], ":")
	if len(parts) > 3 {
		return nil, typed, fmt.Errorf("%q: give CARD, CARD:SUSPICION or CARD:SUSPICION:RESOURCE", args[1])
	}
	e := &companion.GoonCardEntry{Card: strings.TrimSpace(parts[0]), Location: loc}
	if len(parts) >= 2 {
		v, err := strconv.Atoi(strings.TrimSpace(parts[1]))
		if err != nil || v < 0 {
			return nil, typed, fmt.Errorf("%q: the suspicion icons must be a number, 0 or more", args[1])
		}
		typed.Suspicion = catalog.Know(v)
	}
	if len(parts) == 3 {
		if typed.BanditResource, err = rules.ParseResource(strings.TrimSpace(parts[2])); err != nil {
			return nil, typed, fmt.Errorf("%q: %v", args[1], err)
		}
		typed.GoonType = rules.Bandits
	}
	return e, typed, nil
}

func drawRun(opts *drawOptions) error {
	l, g, err := openGame(opts.IO, opts.Dirs, opts.GamePath)
	defer l.Unlock()
	if err != nil {
		return err
	}
	p := opts.Payload
	var typed catalog.Card
	if opts.Goon != nil {
		args := opts.Goon
		if len(args) == 1 {
			empty := g.EmptyGoonSpaces()
			if len(empty) != 1 {
				return &UsageError{Err: fmt.Errorf("name the goon space: %s are empty, e.g. lockup draw goon %s %s", joinSlugs(empty), firstSlug(empty), args[0])}
			}
			args = []string{empty[0].Slug(), args[0]}
		}
		e, t, err := parseGoonArgs(args)
		if err != nil {
			return &UsageError{Err: err}
		}
		p, typed = e, t
	}
	// The card's printed values are written into the entry, so a replay
	// never depends on the catalog; the card takes the catalog's spelling.
	cards, err := newCardFiller(opts.Dirs, g.Breakout != nil)
	if err != nil {
		return err
	}
	switch e := p.(type) {
	case *companion.GoonCardEntry:
		if e.Printed, err = cards.fill(catalog.GoonCard, e.Card, typed); err != nil {
			return err
		}
		e.Card = e.Printed.Name
	case *companion.DisplayCardEntry:
		if e.Printed, err = cards.fill(catalog.ItemCard, e.Card, typed); err != nil {
			return err
		}
		e.Card = e.Printed.Name
	}
	rep, err := recordReport(opts.IO, opts.Dirs, l, g, p)
	if err != nil {
		return cards.closestKnown(err, p)
	}
	if err := cards.save(); err != nil {
		return err
	}
	return say(opts.IO, l, rep)
}

// closestKnown adds to the refusal of a card the catalog does not know the
// closest card it knows, which the player may have meant.
func (f *cardFiller) closestKnown(err error, p companion.Payload) error {
	var refused *gameRefusal
	kind, name := catalog.ItemCard, ""
	switch e := p.(type) {
	case *companion.GoonCardEntry:
		kind, name = catalog.GoonCard, e.Card
	case *companion.DisplayCardEntry:
		name = e.Card
	case *companion.SetupBonusEntry:
		kind, name = catalog.GoonCard, e.Goon
	}
	if !errors.As(err, &refused) || name == "" || f.eff.Has(kind, name) {
		return err
	}
	if best := text.Closest(name, f.eff.Names(kind)); best != "" {
		return &gameRefusal{Err: fmt.Errorf("%w; or did you mean %q, which your card catalog knows?", refused.Err, best)}
	}
	return err
}

func joinSlugs(ls []rules.Location) string {
	if len(ls) == 0 {
		return "no goon spaces"
	}
	out := make([]string, len(ls))
	for i, l := range ls {
		out[i] = l.Slug()
	}
	return strings.Join(out, ", ")
}

func firstSlug(ls []rules.Location) string {
	if len(ls) == 0 {
		return "sewers"
	}
	return ls[0].Slug()
}
