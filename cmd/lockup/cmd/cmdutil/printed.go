package cmdutil

import (
	"errors"
	"fmt"
	"time"

	"github.com/lockup-companion/lockup/companion"
	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/store"
	"github.com/lockup-companion/lockup/companion/text"
)

// CardFiller fills the printed values of the cards entering play (the item
// display, the goon spaces, the goals) from the card catalog and the values
// the player typed, so the game file carries them (log version 4) and a
// replay never reads the catalog. Values the player typed that the catalog
// did not know are kept in the user's catalog once the entry is recorded,
// with the card's box.
type CardFiller struct {
	path      string
	user, eff *catalog.Catalog
	// breakout is true in a game with the Breakout expansion: its decks
	// mix both boxes (catalog.CardKind.TypedBox).
	breakout bool
	// keep are the user's catalog cards with the typed values, saved by
	// save.
	keep []catalog.Card
	// lockWait is how long save waits for the catalog's lock
	// (store.Dirs.LockWait).
	lockWait time.Duration
}

// NewCardFiller reads the card catalog for a game, with the Breakout
// expansion or without.
func NewCardFiller(dirs store.Dirs, breakout bool) (*CardFiller, error) {
	path, err := dirs.CatalogPath()
	if err != nil {
		return nil, err
	}
	user, err := catalog.LoadCatalog(path)
	if err != nil {
		return nil, err
	}
	eff, err := catalog.EffectiveCatalog(user)
	if err != nil {
		return nil, err
	}
	return &CardFiller{path: path, user: user, eff: eff, breakout: breakout, lockWait: dirs.LockWait}, nil
}

// Known returns what the catalog knows of the named card: its values, or
// none but its kind and name.
func (f *CardFiller) Known(kind catalog.CardKind, name string) catalog.Card {
	if c, ok := f.eff.Lookup(kind, name); ok {
		return c
	}
	return catalog.Card{Kind: kind, Name: name}
}

// SetBreakout says whether the game has the Breakout expansion, which
// decides the box of the cards typed (catalog.CardKind.TypedBox).
func (f *CardFiller) SetBreakout(breakout bool) { f.breakout = breakout }

// Catalog is the catalog the cards are filled from: the user's over the
// cards lockup ships.
func (f *CardFiller) Catalog() *catalog.Catalog { return f.eff }

// Names returns the names of the catalog's cards of a kind, for the
// suggestions of a form.
func (f *CardFiller) Names(kind catalog.CardKind) []string { return f.eff.Names(kind) }

// Fill returns the printed values of the named card: the catalog's, with
// the values typed laid over them. Values neither gives are left out: the
// rules engine refuses the entry, naming them and how to type them.
func (f *CardFiller) Fill(kind catalog.CardKind, name string, typed catalog.Card) (*catalog.Card, error) {
	c, kept, changed, err := f.merge(kind, name, typed)
	if err != nil {
		return nil, err
	}
	if changed {
		f.keep = append(f.keep, kept)
	}
	return &c, nil
}

// Preview is fill without keeping anything: the card's values as fill
// would return them, for asking what is still missing.
func (f *CardFiller) Preview(kind catalog.CardKind, name string, typed catalog.Card) (catalog.Card, error) {
	c, _, _, err := f.merge(kind, name, typed)
	return c, err
}

// merge lays the values typed over the catalog's: the card with them, the
// user's catalog card to keep, and whether it changed (a value typed, or
// the box recorded).
func (f *CardFiller) merge(kind catalog.CardKind, name string, typed catalog.Card) (c, kept catalog.Card, changed bool, err error) {
	c = f.Known(kind, name)
	kept, ok := f.user.Lookup(kind, name)
	if !ok {
		kept = catalog.Card{Kind: kind, Name: name}
	}
	for _, field := range catalog.CardFields(kind) {
		if field == catalog.FieldExpansion || !typed.Knows(field) {
			continue
		}
		v := typed.Value(field)
		if c.Knows(field) && c.Value(field) == v {
			continue
		}
		if err := c.SetValue(field, v); err != nil {
			return c, kept, false, &UsageError{Err: fmt.Errorf("%s card %s: %w", kind, name, err)}
		}
		if err := kept.SetValue(field, v); err != nil {
			return c, kept, false, &UsageError{Err: fmt.Errorf("%s card %s: %w", kind, name, err)}
		}
		changed = true
	}
	if err := c.Check(); err != nil {
		return c, kept, false, &GameRefusal{Err: fmt.Errorf("refused: %w", err)}
	}
	if box := kind.TypedBox(f.breakout); c.Expansion == catalog.NoExpansion && box != catalog.NoExpansion {
		// Remembered, so the card's box is never asked.
		c.Expansion, kept.Expansion, changed = box, box, true
	}
	return c, kept, changed, nil
}

// Save keeps the typed values in the user's catalog, atomically: the
// catalog is read again under its lock, so that cards another lockup saved
// since it was first read are kept.
func (f *CardFiller) Save() error {
	if len(f.keep) == 0 {
		return nil
	}
	user, err := catalog.UpdateWithin(f.path, f.lockWait, func(c *catalog.Catalog) error {
		for _, card := range f.keep {
			if err := c.Put(card); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	f.user, f.keep = user, nil
	return nil
}

// ClosestKnown adds to the refusal of a card the catalog does not know the
// closest card it knows, which the player may have meant.
func (f *CardFiller) ClosestKnown(err error, p companion.Payload) error {
	var refused *GameRefusal
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
		return &GameRefusal{Err: fmt.Errorf("%w; or did you mean %q, which your card catalog knows?", refused.Err, best)}
	}
	return err
}
