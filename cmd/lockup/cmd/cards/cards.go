package cards

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/store"
	safetext "github.com/lockup-companion/lockup/companion/text"
)

// NewCmdCards makes lockup cards, whose subcommands manage the card
// catalog: list, show, edit, guards, location-card, catacombs, import and
// export, each with options of its own.
func NewCmdCards(f *cmdutil.Factory) *cobra.Command {
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
	AddCatalogFlag(cmd)
	cmd.AddCommand(
		NewCmdList(f, nil),
		NewCmdShow(f, nil),
		NewCmdEdit(f, nil),
		NewCmdGuards(f, nil),
		NewCmdLocationCard(f, nil),
		NewCmdCatacombs(f, nil),
		NewCmdImport(f, nil),
		NewCmdExport(f, nil),
	)
	return cmd
}

// AddCatalogFlag gives c (lockup cards) the --catalog flag its subcommands
// share.
func AddCatalogFlag(c *cobra.Command) {
	c.PersistentFlags().String("catalog", "", "use this catalog file instead of the one in your config folder")
}

// CatalogOptions are what every cards command has: its streams, lockup's
// folders and lock wait (Factory.Dirs), and the catalog it works on.
type CatalogOptions struct {
	IO *cmdutil.IOStreams
	// Dirs are the Factory's folders and lock wait (Factory.Dirs).
	Dirs store.Dirs
	// CatalogPath overrides the user's catalog (--catalog).
	CatalogPath string
}

// leaf finishes a cards command built with its options opts, whose
// CatalogOptions are common: it gives them the Factory's streams and
// folders, and cmd the run of cmdutil.Leaf, which reads --catalog first.
func leaf[O any](f *cmdutil.Factory, cmd *cobra.Command, opts *O, common *CatalogOptions, read func(args []string) error, runF, run func(*O) error) *cobra.Command {
	common.IO, common.Dirs = f.IOStreams, f.Dirs
	return cmdutil.Leaf(cmd, opts, common.readFlags, read, runF, run)
}

// load reads the player's catalog the command works on, and its path;
// with locked it takes the catalog's lock first (lock), which unlock
// releases (unlock does nothing otherwise, or on an error).
func (o *CatalogOptions) load(locked bool) (path string, user *catalog.Catalog, unlock func(), err error) {
	unlock = func() {}
	if path, err = o.path(); err != nil {
		return path, nil, unlock, err
	}
	if locked {
		if unlock, err = o.lock(path); err != nil {
			return path, nil, func() {}, err
		}
	}
	if user, err = catalog.LoadCatalog(path); err != nil {
		unlock()
		return path, nil, func() {}, err
	}
	return path, user, unlock, nil
}

// readFlags reads the --catalog flag c inherits from lockup cards (none
// when c runs alone, in a test).
func (o *CatalogOptions) readFlags(c *cobra.Command) {
	if fl := c.Flags().Lookup("catalog"); fl != nil {
		o.CatalogPath = fl.Value.String()
	}
}

// path is the catalog file the command works on: --catalog, else the
// user's.
func (o *CatalogOptions) path() (string, error) {
	if o.CatalogPath != "" {
		return o.CatalogPath, nil
	}
	return o.Dirs.CatalogPath()
}

// loadKind reads the --kind flag and the player's catalog, for the
// commands that read it (list, show).
func (o *CatalogOptions) loadKind(kindFlag string) (catalog.CardKind, *catalog.Catalog, error) {
	if _, err := o.path(); err != nil {
		return catalog.NoCardKind, nil, err
	}
	kind, err := parseKind(kindFlag)
	if err != nil {
		return kind, nil, err
	}
	_, user, _, err := o.load(false)
	return kind, user, err
}

// lock takes the catalog's lock: a command that changes the catalog holds
// it from reading the catalog to saving it, so that two lockups saving at
// once lose nothing.
func (o *CatalogOptions) lock(path string) (unlock func(), err error) {
	return catalog.LockWithin(path, o.Dirs.LockWait)
}

// parseKind reads --kind ("" for any kind).
func parseKind(s string) (catalog.CardKind, error) {
	if s == "" {
		return catalog.NoCardKind, nil
	}
	kind, err := catalog.ParseCardKind(s)
	if err != nil {
		return kind, &cmdutil.UsageError{Err: fmt.Errorf("--kind: %w", err)}
	}
	return kind, nil
}

// addKindFlag gives c the --kind flag.
func addKindFlag(c *cobra.Command, kind *string) {
	c.Flags().StringVar(kind, "kind", "", "the kind of card: "+catalog.CardKindForms)
}

// addOutputFlag gives c the --output flag.
func addOutputFlag(c *cobra.Command, output *string) {
	c.Flags().StringVarP(output, "output", "o", "", "output format: text or json")
}

// checkOutput refuses an --output other than text or json.
func checkOutput(output string) error {
	if output != "" && output != "text" && output != "json" {
		return &cmdutil.UsageError{Err: fmt.Errorf("--output %q: use text or json", output)}
	}
	return nil
}

// badInput is a refused argument of `lockup cards` (exit code 2).
type badInput struct{ msg string }

func (e *badInput) Error() string  { return e.msg }
func (e *badInput) BadInput() bool { return true }

// refuse is a refused argument, worded as fmt.Sprintf does.
func refuse(format string, args ...any) error {
	return &badInput{msg: fmt.Sprintf(format, args...)}
}

// findCard finds one card by name, asking for --kind when the name is
// ambiguous and suggesting the nearest name when it is unknown.
func findCard(c *catalog.Catalog, name string, kind catalog.CardKind) (catalog.Card, error) {
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
		return catalog.Card{}, refuse("%s", msg)
	}
	kinds := make([]string, len(found))
	for i, card := range found {
		kinds[i] = card.Kind.String()
	}
	return catalog.Card{}, refuse("%q names cards of several kinds (%s): add --kind", name, strings.Join(kinds, ", "))
}
