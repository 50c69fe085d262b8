package cmd

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
	safetext "github.com/lockup-companion/lockup/companion/text"
)

// cardsOptions are the flags and arguments of `lockup cards`.
type cardsOptions struct {
	IO *IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs store.Dirs
	// Action is the subcommand: list, show, edit, guards, location-card,
	// catacombs, import or export.
	Action string
	// CatalogPath overrides the user's catalog (--catalog).
	CatalogPath string
	Kind        string
	Output      string
	Name        string
	File        string
	Sets        []string
	Replace     bool
	Force       bool
	All         bool
	// Strengths are the strengths of cards guards COLOUR STRENGTH...
	// (Name holds the colour), and Special the places (from 1) given with
	// --special.
	Strengths []string
	Special   []int
	// Breakout is the strength of the colour's Breakout guard card
	// (--breakout), when BreakoutSet.
	Breakout    int
	BreakoutSet bool
	// catalogLocked is set while cardsRun holds the catalog's lock.
	catalogLocked bool
}

func newCmdCards(f *Factory, runF func(*cardsOptions) error) *cobra.Command {
	opts := &cardsOptions{IO: f.IOStreams, Dirs: f.Dirs}
	var accessible bool
	run := func(action string) func(*cobra.Command, []string) error {
		return func(_ *cobra.Command, args []string) error {
			opts.Action = action
			if len(args) > 0 {
				opts.Name, opts.File = args[0], args[0]
				opts.Strengths = args[1:]
			}
			if opts.Output != "" && opts.Output != "text" && opts.Output != "json" {
				return &UsageError{Err: fmt.Errorf("--output %q: use text or json", opts.Output)}
			}
			if runF != nil {
				return runF(opts)
			}
			return cardsRun(opts)
		}
	}
	exact := func(n int) cobra.PositionalArgs {
		return func(cmd *cobra.Command, args []string) error {
			if err := cobra.ExactArgs(n)(cmd, args); err != nil {
				return &UsageError{Err: err}
			}
			return nil
		}
	}
	cmd := &cobra.Command{
		Use:   "cards <command>",
		Short: "Manage the card catalog: the printed values of your cards",
		Long: `The rulebooks do not print the values of individual cards. The first time a
card comes into play you type what it shows; lockup keeps it in your card
catalog (catalog.yaml in your config folder, $XDG_CONFIG_HOME/lockup) so that
no later game asks again. lockup ships only the card names the rulebooks
mention, with the few values they state.

A group can share its typing: one player exports the catalog, the others import
it. See docs/card-catalog.md for the file format.`,
		Example: `  lockup cards list
  lockup cards show "Sacred Robes"
  lockup cards edit Grub --kind goon
  lockup cards guards blue 1 1 2 2 3 3 4
  lockup cards guards blue --breakout 3
  lockup cards location-card cell-block
  lockup cards catacombs
  lockup cards export friends.yaml
  lockup cards import friends.yaml`,
	}
	cmd.PersistentFlags().StringVar(&opts.CatalogPath, "catalog", "", "use this catalog file instead of the one in your config folder")

	list := &cobra.Command{
		Use:   "list",
		Short: "List the cards the catalog knows",
		Long: `List prints every card in the catalog: the cards lockup ships and the ones you
typed, with what is still unknown about each. On a terminal it prints a
table; piped, one card per line with tab-separated columns (kind, name, box,
source, missing values).`,
		Example: `  lockup cards list
  lockup cards list --kind goon
  lockup cards list --output json`,
		Args: exact(0),
		RunE: run("list"),
	}
	show := &cobra.Command{
		Use:   "show <name>",
		Short: "Show the values of one card",
		Long: `Show prints every value of a card, "unknown" for those not typed yet. When a
name belongs to cards of two kinds, --kind says which. A colour (blue, green,
yellow or red) shows the guard cards of that colour.`,
		Example: `  lockup cards show "Sacred Robes"
  lockup cards show Explorer --output json
  lockup cards show red`,
		Args: exact(1),
		RunE: run("show"),
	}
	edit := &cobra.Command{
		Use:   "edit <name>",
		Short: "Type or change the values of a card",
		Long: `Edit asks for the values of a card in a form and saves them in your catalog:
the card's box first (core game or Breakout), then the values a card of that
box shows (a core game card has no barrel icons nor Breakout's goon types).
Legend cards, loot tokens and the spaces of the catacombs board come only in
the Breakout box, so their box is not asked. An empty answer leaves a value
unknown; Ctrl-C saves nothing. A new card needs --kind.

Without a terminal, give the values with --set key=value instead (repeat it).
The keys are those of the catalog file: expansion, reputation, cost,
valuables, effects, barrels (items); expansion, type, suspicion, valuables,
effects, resource (goons); expansion, type, condition, reputation (goals);
expansion (tomes); expansion, effects, asked (legends and loot tokens: the
icons, and whether the effect, or the part not shown as icons, is played at
the table); expansion, colour, strength, special (guard cards, which "lockup
cards guards" types a colour at a time; a new one named after its colour,
"green 1", starts with that colour); expansion, loot, paths (a space of the
catacombs, named as the board shows it: entrance, a number, tomb, escaped;
its paths are the spaces its arrows lead to, separated by semicolons, each
with its cost after a colon: "4; 5: 1 iron"). "unknown" forgets a value.`,
		Example: `  lockup cards edit "Sacred Robes"
  lockup cards edit Grub --kind goon --set type=dwarves --set suspicion=1
  lockup cards edit Hoarder --kind goal --set type=instant \
    --set "condition=first to 6 resources" --set reputation=4
  lockup cards edit "two gold" --kind loot --set asked=no \
    --set "effects=gain-gold, gain-gold"
  lockup cards edit 3 --kind space --set loot=yes --set "paths=4; 5: 1 iron"`,
		Args: exact(1),
		RunE: func(c *cobra.Command, args []string) error {
			if accessible {
				opts.IO.Accessible = true
			}
			return run("edit")(c, args)
		},
	}
	edit.Flags().StringArrayVar(&opts.Sets, "set", nil, "set a value without a form: key=value (repeatable)")
	edit.Flags().BoolVar(&accessible, "accessible", false, "ask with plain prompts, for screen readers; answers may come from standard input")
	guards := &cobra.Command{
		Use:   "guards <colour> [<strength>...] [--breakout N]",
		Short: "Type the strengths of one colour of solo guard cards",
		Long: `Guards stores the guard cards of one colour, for solo games whose decks lockup
deals: the rulebooks print no strengths, so you type them once. Give the
colour, then the strength of every card of that colour in the core game's box:
7 blue, or 5 green, yellow or red. The cards are named in the order given,
"blue 1" to "blue 7" ("red 1" to "red 5"), and replace the colour's core game
guard cards already in your catalog.

One yellow card and one red card are special: --special N marks the N-th
strength given. Blue and green cards are never special.

Breakout adds one card of each colour to the solo guard deck: --breakout N
stores the strength of the colour's Breakout card, named "blue 8" ("green
6", "yellow 6", "red 6"), with the core cards or alone. The rulebook does not
say a Breakout card can be special, and a deck holds exactly one special
card, so a Breakout card never is. The strengths in the examples below are
made up: type what your own cards show.`,
		Example: `  lockup cards guards blue 1 1 2 2 3 3 4
  lockup cards guards red 2 3 3 4 5 --special 3
  lockup cards guards green --breakout 3`,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) == 0 {
				return &UsageError{Err: errors.New("give a colour (blue, green, yellow or red), then the strength of each of its cards")}
			}
			return nil
		},
		RunE: func(c *cobra.Command, args []string) error {
			opts.BreakoutSet = c.Flags().Changed("breakout")
			return run("guards")(c, args)
		},
	}
	guards.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		// A negative strength reads as a flag ("-2"): say what it is.
		if _, arg, ok := strings.Cut(err.Error(), "unknown shorthand flag: "); ok {
			if _, arg, ok = strings.Cut(arg, " in "); ok {
				if n, nerr := strconv.Atoi(arg); nerr == nil && n < 0 {
					return &UsageError{Err: fmt.Errorf("strength %d is negative: a guard card shows a strength from 0 to %d", n, rules.MaxStrength)}
				}
			}
		}
		return cmdutil.FlagError(c, err)
	})
	guards.Flags().IntSliceVar(&opts.Special, "special", nil, "mark the `N`-th strength given as the special card (yellow and red)")
	guards.Flags().IntVar(&opts.Breakout, "breakout", 0, "the `strength` the colour's Breakout guard card shows")
	locationCard := &cobra.Command{
		Use:   "location-card <shows>",
		Short: "Type what Breakout's solo location card shows",
		Long: `Location-card stores what the location card Breakout adds to the solo
location deck shows, for solo Breakout games whose decks lockup deals: the
rulebook does not print it, so you type it once. Give the location it shows
(exercise-yard, sewers, infirmary, smithy, commissary, chow-hall or
cell-block), or off-duty. The catalog keeps it as the location card
"` + catalog.BreakoutLocationCard + `".`,
		Example: `  lockup cards location-card cell-block
  lockup cards show "` + catalog.BreakoutLocationCard + `"`,
		Args: exact(1),
		RunE: run("location-card"),
	}
	catacombs := &cobra.Command{
		Use:   "catacombs",
		Short: "Show the catacombs board your catalog holds, and what is missing",
		Long: `Catacombs prints the board of the Breakout expansion as your card catalog
holds it: each space, whether it shows the loot icon, and the spaces its
arrows lead to with their costs; then what is still to type, or the rule the
board breaks. The rulebook does not print the board: type each space once as
your board shows it, with "lockup cards edit SPACE --kind space" (SPACE is
entrance, the number printed on the space, tomb or escaped). lockup ships the
entrance, tomb and escaped spaces, which the rulebook names, with no values.`,
		Example: `  lockup cards catacombs
  lockup cards edit entrance --kind space --set "paths=1; 2: 1 scrap"
  lockup cards catacombs --output json`,
		Args: exact(0),
		RunE: run("catacombs"),
	}
	importCmd := &cobra.Command{
		Use:   "import <file>",
		Short: "Add the cards of a catalog file to yours",
		Long: `Import adds the cards of another catalog file ("-" reads standard input) to
yours. Cards you lack are added; values you do not know are filled in. When the
file gives a different value for something you already know, nothing is
imported and the differences are listed, unless --replace says to take the
file's values.`,
		Example: `  lockup cards import friends.yaml
  lockup cards import --replace friends.yaml`,
		Args: exact(1),
		RunE: run("import"),
	}
	importCmd.Flags().BoolVar(&opts.Replace, "replace", false, "take the file's values where they differ from yours")
	export := &cobra.Command{
		Use:   "export [file]",
		Short: "Write your catalog to a file or standard output",
		Long: `Export writes the cards you typed as a catalog file, to share with your group.
With no file (or "-") it writes to standard output. --all adds the cards
lockup ships.`,
		Example: `  lockup cards export friends.yaml
  lockup cards export | less`,
		Args: maxArgs(1),
		RunE: run("export"),
	}
	export.Flags().BoolVar(&opts.Force, "force", false, "overwrite the file if it exists")
	export.Flags().BoolVar(&opts.All, "all", false, "include the cards lockup ships")

	for _, c := range []*cobra.Command{list, show, edit} {
		c.Flags().StringVar(&opts.Kind, "kind", "", "the kind of card: "+catalog.CardKindForms)
	}
	for _, c := range []*cobra.Command{list, show, catacombs} {
		c.Flags().StringVarP(&opts.Output, "output", "o", "", "output format: text or json")
	}
	cmd.AddCommand(list, show, edit, guards, locationCard, catacombs, importCmd, export)
	return cmd
}

// cardsBadInput is a refused argument of `lockup cards` (exit code 2).
type cardsBadInput struct{ msg string }

func (e *cardsBadInput) Error() string  { return e.msg }
func (e *cardsBadInput) BadInput() bool { return true }

func cardsRefuse(format string, args ...any) error {
	return &cardsBadInput{msg: fmt.Sprintf(format, args...)}
}

func cardsRun(opts *cardsOptions) error {
	path := opts.CatalogPath
	if path == "" {
		var err error
		if path, err = opts.Dirs.CatalogPath(); err != nil {
			return err
		}
	}
	kind := catalog.NoCardKind
	if opts.Kind != "" {
		var err error
		if kind, err = catalog.ParseCardKind(opts.Kind); err != nil {
			return &UsageError{Err: fmt.Errorf("--kind: %w", err)}
		}
	}
	// A command that changes the catalog holds its lock from reading it to
	// saving it, so that two lockups saving at once lose nothing. cards
	// edit without --set may ask in a form: it takes the lock once the
	// form is answered (cardsEdit), never while a player types.
	switch opts.Action {
	case "guards", "import", "edit":
		if opts.Action == "edit" && len(opts.Sets) == 0 {
			break
		}
		unlock, err := catalog.LockWithin(path, opts.Dirs.LockWait)
		if err != nil {
			return err
		}
		defer unlock()
		opts.catalogLocked = true
	}
	user, err := catalog.LoadCatalog(path)
	if err != nil {
		return err
	}
	switch opts.Action {
	case "list":
		return cardsList(opts, user, kind)
	case "show":
		eff, err := catalog.EffectiveCatalog(user)
		if err != nil {
			return err
		}
		card, err := cardsFind(eff, opts.Name, kind)
		if colour, cerr := rules.ParseColour(strings.TrimSpace(opts.Name)); err != nil && cerr == nil && (kind == catalog.NoCardKind || kind == catalog.GuardCard) {
			return cardsShowColour(opts, user, eff, colour)
		}
		if err != nil {
			return err
		}
		return cardsShow(opts, card, cardsSource(user, catalog.ShippedCatalog(), card))
	case "edit":
		return cardsEdit(opts, path, user, kind)
	case "guards":
		return cardsGuards(opts, path, user)
	case "location-card":
		return cardsLocationCard(opts, path, user)
	case "catacombs":
		return cardsCatacombs(opts, user)
	case "import":
		return cardsImport(opts, path, user)
	case "export":
		return cardsExport(opts, user)
	}
	return fmt.Errorf("unknown cards action %q", opts.Action)
}

// cardsSource says whose values a card of the effective catalog holds:
// "shipped", "yours" or "shipped+yours".
func cardsSource(user, shipped *catalog.Catalog, c catalog.Card) string {
	mine, ours := user.Has(c.Kind, c.Name), shipped.Has(c.Kind, c.Name)
	switch {
	case mine && ours:
		return "shipped+yours"
	case mine:
		return "yours"
	}
	return "shipped"
}

// cardsFind finds one card by name, asking for --kind when the name is
// ambiguous and suggesting the nearest name when it is unknown.
func cardsFind(c *catalog.Catalog, name string, kind catalog.CardKind) (catalog.Card, error) {
	var found []catalog.Card
	for _, card := range c.Find(name) {
		if kind == catalog.NoCardKind || card.Kind == kind {
			found = append(found, card)
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		msg := fmt.Sprintf("no card called %q in the catalog", name)
		if kind != catalog.NoCardKind {
			msg = fmt.Sprintf("no %s card called %q in the catalog", kind, name)
		}
		if best := safetext.Closest(name, c.Names(kind)); best != "" {
			msg += fmt.Sprintf("; did you mean %q?", best)
		}
		return catalog.Card{}, cardsRefuse("%s", msg)
	}
	kinds := make([]string, len(found))
	for i, card := range found {
		kinds[i] = card.Kind.String()
	}
	return catalog.Card{}, cardsRefuse("%q names cards of several kinds (%s): add --kind", name, strings.Join(kinds, ", "))
}
