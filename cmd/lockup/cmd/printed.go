package cmd

import (
	"fmt"
	"time"

	"github.com/lockup-companion/lockup/companion/catalog"
	"github.com/lockup-companion/lockup/companion/store"
)

// cardFiller fills the printed values of the cards entering play (the item
// display, the goon spaces, the goals) from the card catalog and the values
// the player typed, so the game file carries them (log version 4) and a
// replay never reads the catalog. Values the player typed that the catalog
// did not know are kept in the user's catalog once the entry is recorded,
// with the card's box.
type cardFiller struct {
	path      string
	user, eff *catalog.Catalog
	// breakout is true in a game with the Breakout expansion: its decks
	// mix both boxes (boxOf).
	breakout bool
	// keep are the user's catalog cards with the typed values, saved by
	// save.
	keep []catalog.Card
	// lockWait is how long save waits for the catalog's lock
	// (store.Dirs.LockWait).
	lockWait time.Duration
}

// newCardFiller reads the card catalog for a game, with the Breakout
// expansion or without.
func newCardFiller(dirs store.Dirs, breakout bool) (*cardFiller, error) {
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
	return &cardFiller{path: path, user: user, eff: eff, breakout: breakout, lockWait: dirs.LockWait}, nil
}

// boxOf returns the box recorded for a card of the kind whose box the
// catalog does not know: in a core game the core box; in a Breakout game
// the Breakout box for the kinds only it holds (legend cards, loot tokens,
// the catacombs' spaces), and none for the others, whose decks shuffle
// both boxes' cards together (Breakout rulebook, "Expansion Setup"): the
// box of such a card is left for lockup cards edit to ask, and a card
// never becomes a core card (no barrel icon, no Breakout icon) only
// because it was typed during a Breakout game.
func (f *cardFiller) boxOf(kind catalog.CardKind) catalog.Expansion {
	switch {
	case !f.breakout:
		return catalog.CoreGame
	case kind.BreakoutOnly():
		return catalog.BreakoutExpansion
	}
	return catalog.NoExpansion
}

// known returns what the catalog knows of the named card: its values, or
// none but its kind and name.
func (f *cardFiller) known(kind catalog.CardKind, name string) catalog.Card {
	if c, ok := f.eff.Lookup(kind, name); ok {
		return c
	}
	return catalog.Card{Kind: kind, Name: name}
}

// names returns the names of the catalog's cards of a kind, for the
// suggestions of a form.
func (f *cardFiller) names(kind catalog.CardKind) []string { return f.eff.Names(kind) }

// fill returns the printed values of the named card: the catalog's, with
// the values typed laid over them. Values neither gives are left out: the
// rules engine refuses the entry, naming them and how to type them.
func (f *cardFiller) fill(kind catalog.CardKind, name string, typed catalog.Card) (*catalog.Card, error) {
	c, kept, changed, err := f.merge(kind, name, typed)
	if err != nil {
		return nil, err
	}
	if changed {
		f.keep = append(f.keep, kept)
	}
	return &c, nil
}

// preview is fill without keeping anything: the card's values as fill
// would return them, for asking what is still missing.
func (f *cardFiller) preview(kind catalog.CardKind, name string, typed catalog.Card) (catalog.Card, error) {
	c, _, _, err := f.merge(kind, name, typed)
	return c, err
}

// merge lays the values typed over the catalog's: the card with them, the
// user's catalog card to keep, and whether it changed (a value typed, or
// the box recorded).
func (f *cardFiller) merge(kind catalog.CardKind, name string, typed catalog.Card) (c, kept catalog.Card, changed bool, err error) {
	c = f.known(kind, name)
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
		return c, kept, false, &gameRefusal{Err: fmt.Errorf("refused: %w", err)}
	}
	if box := f.boxOf(kind); c.Expansion == catalog.NoExpansion && box != catalog.NoExpansion {
		// Remembered, so the card's box is never asked.
		c.Expansion, kept.Expansion, changed = box, box, true
	}
	return c, kept, changed, nil
}

// save keeps the typed values in the user's catalog, atomically: the
// catalog is read again under its lock, so that cards another lockup saved
// since it was first read are kept.
func (f *cardFiller) save() error {
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
