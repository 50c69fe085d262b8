package cards

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"charm.land/huh/v2"

	"github.com/spf13/cobra"

	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cards/cardform"
	"github.com/lockup-companion/lockup/cmd/lockup/cmd/cmdutil"
	"github.com/lockup-companion/lockup/companion/catalog"
)

// EditOptions are the flags and argument of lockup cards edit.
type EditOptions struct {
	CatalogOptions
	Name string
	Kind string
	// Sets are the values given with --set key=value, asked in a form
	// when there are none.
	Sets []string
	// catalogLocked is set while editRun holds the catalog's lock.
	catalogLocked bool
}

// NewCmdEdit makes lockup cards edit; runF, when not nil, runs instead of
// editRun.
func NewCmdEdit(f *cmdutil.Factory, runF func(*EditOptions) error) *cobra.Command {
	opts := &EditOptions{}
	var accessible bool
	cmd := &cobra.Command{
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
		Args: cmdutil.ExactArgs(1),
	}
	cmd.Flags().StringArrayVar(&opts.Sets, "set", nil, "set a value without a form: key=value (repeatable)")
	cmd.Flags().BoolVar(&accessible, "accessible", false, "ask with plain prompts, for screen readers; answers may come from standard input")
	addKindFlag(cmd, &opts.Kind)
	return leaf(f, cmd, opts, &opts.CatalogOptions, func(args []string) error {
		if accessible {
			opts.IO.Accessible = true
		}
		opts.Name = args[0]
		return nil
	}, runF, editRun)
}

func editRun(opts *EditOptions) error {
	if _, err := opts.path(); err != nil {
		return err
	}
	kind, err := parseKind(opts.Kind)
	if err != nil {
		return err
	}
	// Without --set the card may be asked in a form: editCard takes the
	// lock once the form is answered, never while a player types.
	opts.catalogLocked = len(opts.Sets) > 0
	path, user, unlock, err := opts.load(opts.catalogLocked)
	defer unlock()
	if err != nil {
		return err
	}
	return editCard(opts, path, user, kind)
}

func editCard(opts *EditOptions, path string, user *catalog.Catalog, kind catalog.CardKind) error {
	eff, err := catalog.EffectiveCatalog(user)
	if err != nil {
		return err
	}
	var card catalog.Card
	exists := slices.ContainsFunc(eff.Find(opts.Name), func(c catalog.Card) bool { return kind == catalog.NoCardKind || c.Kind == kind })
	switch {
	case exists:
		if card, err = findCard(eff, opts.Name, kind); err != nil {
			return err
		}
	case kind == catalog.NoCardKind:
		return refuse("%q is not in the catalog; to add it, say its kind with --kind (%s)", opts.Name, catalog.CardKindForms)
	default:
		if card, err = catalog.NewCard(kind, opts.Name); err != nil {
			return refuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
		}
	}
	switch {
	case len(opts.Sets) > 0:
		for _, s := range opts.Sets {
			key, value, ok := strings.Cut(s, "=")
			key = strings.TrimSpace(key)
			if !ok {
				return refuse("--set %q: write key=value, with a key among %s", s, strings.Join(catalog.CardFields(card.Kind), ", "))
			}
			if err := card.SetValue(key, value); err != nil {
				shown := key
				if strings.ContainsFunc(key, func(r rune) bool { return !unicode.IsPrint(r) || r == ' ' }) {
					shown = strconv.Quote(key) // never a control character raw
				}
				return refuse("--set %s: %s", shown, strings.TrimPrefix(err.Error(), key+": "))
			}
		}
	case card.Kind.BreakoutOnly() && len(cardform.Questions(&card, cardform.Ask{})) == 0:
		// Nothing to ask (the tomb): the card is saved as it is.
	case opts.IO.IsStdinTTY() || opts.IO.Accessible:
		// The box first, then the values a card of that box shows: one
		// chain of forms (runForms). A card only Breakout's box holds is
		// not asked its box.
		var edited *catalog.Card
		first := cardform.BoxForm(&card)
		if card.Kind.BreakoutOnly() {
			if card.Expansion == catalog.NoExpansion {
				card.Expansion = catalog.BreakoutExpansion
			}
			first, edited = cardform.Form(card, false)
		}
		err := cmdutil.RunForms(opts.IO, opts.IO.FormInput(), opts.IO.Out, first, func() (*huh.Form, error) {
			if edited != nil {
				return nil, nil
			}
			var form *huh.Form
			form, edited = cardform.Form(card, false)
			return form, nil
		})
		if edited != nil {
			card = *edited
		}
		if errors.Is(err, huh.ErrUserAborted) {
			fmt.Fprintln(opts.IO.ErrOut, "Cancelled: nothing was saved.")
		}
		if err != nil {
			return err
		}
		card.ForgetMoot()
	default:
		return refuse("standard input is not a terminal, so no form can be shown: give the values with --set key=value (keys for a %s: %s)", card.Kind, strings.Join(catalog.CardFields(card.Kind), ", "))
	}
	if !opts.catalogLocked {
		// Read again under the lock: the cards another lockup saved while
		// the form was open are kept (this card is the form's).
		unlock, err := catalog.LockWithin(path, opts.Dirs.LockWait)
		if err != nil {
			return err
		}
		defer unlock()
		if user, err = catalog.LoadCatalog(path); err != nil {
			return err
		}
	}
	if err := user.Put(card); err != nil {
		return refuse("%s", strings.TrimPrefix(err.Error(), catalog.ErrBadCard.Error()+": "))
	}
	if err := catalog.SaveCatalog(path, user); err != nil {
		return err
	}
	fmt.Fprintf(opts.IO.ErrOut, "Saved %s in %s\n", catalog.CardString(card), path)
	if card.Kind == catalog.SpaceCard {
		fmt.Fprintln(opts.IO.ErrOut, "See the whole board with: lockup cards catacombs")
	}
	if m := card.StillUnknown(); len(m) > 0 {
		fmt.Fprintf(opts.IO.ErrOut, "Still unknown: %s\n", strings.Join(m, ", "))
	}
	return nil
}
