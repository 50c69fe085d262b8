package cmd

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/store"
)

// cardFiller fills the printed values of the cards entering play (the item
// display, the goon spaces, the goals) from the card catalog and the values
// the player typed, so the game file carries them (log version 4) and a
// replay never reads the catalog. Values the player typed that the catalog
// did not know are kept in the user's catalog once the entry is recorded.
type cardFiller struct {
	path      string
	user, eff *catalog.Catalog
	// keep are the user's catalog cards with the typed values, saved by
	// save.
	keep []catalog.Card
}

func newCardFiller() (*cardFiller, error) {
	path, err := store.CatalogPath()
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
	return &cardFiller{path: path, user: user, eff: eff}, nil
}

// fill returns the printed values of the named card: the catalog's, with
// the values typed laid over them. Values neither gives are left out: the
// rules engine refuses the entry, naming them and how to type them.
func (f *cardFiller) fill(kind catalog.CardKind, name string, typed catalog.Card) (*catalog.Card, error) {
	c, ok := f.eff.Lookup(kind, name)
	if !ok {
		c = catalog.Card{Kind: kind, Name: name}
	}
	kept, ok := f.user.Lookup(kind, name)
	if !ok {
		kept = catalog.Card{Kind: kind, Name: name}
	}
	changed := false
	for _, field := range catalog.CardFields(kind) {
		if field == catalog.FieldExpansion || !typed.Knows(field) {
			continue
		}
		v := typed.Value(field)
		if c.Knows(field) && c.Value(field) == v {
			continue
		}
		if err := c.SetValue(field, v); err != nil {
			return nil, &UsageError{Err: fmt.Errorf("%s card %s: %w", kind, name, err)}
		}
		if err := kept.SetValue(field, v); err != nil {
			return nil, &UsageError{Err: fmt.Errorf("%s card %s: %w", kind, name, err)}
		}
		changed = true
	}
	if err := c.Check(); err != nil {
		return nil, &gameRefusal{fmt.Errorf("refused: %w", err)}
	}
	if changed {
		f.keep = append(f.keep, kept)
	}
	return &c, nil
}

// save keeps the typed values in the user's catalog, atomically.
func (f *cardFiller) save() error {
	if len(f.keep) == 0 {
		return nil
	}
	for _, c := range f.keep {
		if err := f.user.Put(c); err != nil {
			return err
		}
	}
	f.keep = nil
	return catalog.SaveCatalog(f.path, f.user)
}
