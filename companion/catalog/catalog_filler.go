package catalog

import (
	"fmt"
	"time"

	"github.com/lockup-companion/lockup/companion/store"
)

// Filler fills the printed values of the cards entering play (the item
// display, the goon spaces, the goals) from the card catalog and the values
// the player typed, so the game file carries them (log version 4) and a
// replay never reads the catalog: the player enters what a card shows
// once, and the catalog keeps it. Values the player typed that the catalog
// did not know are kept in the user's catalog (Save) once the entry is
// recorded, with the card's box. The commands give it to the words of an
// entry naming cards (companion.Cards).
type Filler struct {
	path      string
	user, eff *Catalog
	// breakout is true in a game with the Breakout expansion: its decks
	// mix both boxes (CardKind.TypedBox).
	breakout bool
	// keep are the user's catalog cards with the typed values, saved by
	// Save.
	keep []Card
	// lockWait is how long Save waits for the catalog's lock
	// (store.Dirs.LockWait).
	lockWait time.Duration
}

// ValueError is a value typed for a card that the card cannot take
// (Card.SetValue refuses it): the player typed it wrong. Its message names
// the card; it is bad input (exit code 2).
type ValueError struct{ Err error }

// Error is the message, as the player reads it.
func (e *ValueError) Error() string { return e.Err.Error() }

// Unwrap returns what is wrong with the value.
func (e *ValueError) Unwrap() error { return e.Err }

// BadInput reports that the player typed the value: exit code 2.
func (e *ValueError) BadInput() bool { return true }

// CardRefusal is a card whose values, the catalog's with those typed laid
// over them, do not fit together (Card.Check). Its message begins with
// "refused: "; it is bad input (exit code 2).
type CardRefusal struct{ Err error }

// Error is the message, as the player reads it.
func (e *CardRefusal) Error() string { return e.Err.Error() }

// Unwrap returns the refusal.
func (e *CardRefusal) Unwrap() error { return e.Err }

// BadInput reports that the player can fix it: exit code 2.
func (e *CardRefusal) BadInput() bool { return true }

// NewFiller reads the card catalog of dirs (store.Dirs.CatalogPath) for a
// game, with the Breakout expansion or without.
func NewFiller(dirs store.Dirs, breakout bool) (*Filler, error) {
	path, err := dirs.CatalogPath()
	if err != nil {
		return nil, err
	}
	user, err := LoadCatalog(path)
	if err != nil {
		return nil, err
	}
	eff, err := EffectiveCatalog(user)
	if err != nil {
		return nil, err
	}
	return &Filler{path: path, user: user, eff: eff, breakout: breakout, lockWait: dirs.LockWait}, nil
}

// Known returns what the catalog knows of the named card: its values, or
// none but its kind and name.
func (f *Filler) Known(kind CardKind, name string) Card {
	if c, ok := f.eff.Lookup(kind, name); ok {
		return c
	}
	return Card{Kind: kind, Name: name}
}

// SetBreakout says whether the game has the Breakout expansion, which
// decides the box of the cards typed (CardKind.TypedBox).
func (f *Filler) SetBreakout(breakout bool) { f.breakout = breakout }

// Catalog is the catalog the cards are filled from: the user's over the
// cards lockup ships.
func (f *Filler) Catalog() *Catalog { return f.eff }

// Names returns the names of the catalog's cards of a kind, for the
// suggestions of a form.
func (f *Filler) Names(kind CardKind) []string { return f.eff.Names(kind) }

// Fill returns the printed values of the named card: the catalog's, with
// the values typed laid over them; the values typed that the catalog did
// not hold are kept for Save. Values neither gives are left out: the rules
// engine refuses the entry, naming them and how to type them. A value the
// card cannot take is a *ValueError, values that do not fit together a
// *CardRefusal.
func (f *Filler) Fill(kind CardKind, name string, typed Card) (*Card, error) {
	c, kept, changed, err := f.merge(kind, name, typed)
	if err != nil {
		return nil, err
	}
	if changed {
		f.keep = append(f.keep, kept)
	}
	return &c, nil
}

// Preview is Fill without keeping anything: the card's values as Fill
// would return them, for asking what is still missing.
func (f *Filler) Preview(kind CardKind, name string, typed Card) (Card, error) {
	c, _, _, err := f.merge(kind, name, typed)
	return c, err
}

// merge lays the values typed over the catalog's: the card with them, the
// user's catalog card to keep, and whether it changed (a value typed, or
// the box recorded).
func (f *Filler) merge(kind CardKind, name string, typed Card) (c, kept Card, changed bool, err error) {
	c = f.Known(kind, name)
	kept, ok := f.user.Lookup(kind, name)
	if !ok {
		kept = Card{Kind: kind, Name: name}
	}
	for _, field := range CardFields(kind) {
		if field == FieldExpansion || !typed.Knows(field) {
			continue
		}
		v := typed.Value(field)
		if c.Knows(field) && c.Value(field) == v {
			continue
		}
		if err := c.SetValue(field, v); err != nil {
			return c, kept, false, &ValueError{Err: fmt.Errorf("%s card %s: %w", kind, name, err)}
		}
		if err := kept.SetValue(field, v); err != nil {
			return c, kept, false, &ValueError{Err: fmt.Errorf("%s card %s: %w", kind, name, err)}
		}
		changed = true
	}
	if err := c.Check(); err != nil {
		return c, kept, false, &CardRefusal{Err: fmt.Errorf("refused: %w", err)}
	}
	if box := kind.TypedBox(f.breakout); c.Expansion == NoExpansion && box != NoExpansion {
		// Remembered, so the card's box is never asked.
		c.Expansion, kept.Expansion, changed = box, box, true
	}
	return c, kept, changed, nil
}

// Save keeps the typed values in the user's catalog, atomically: the
// catalog is read again under its lock (UpdateWithin), so that cards
// another lockup saved since it was first read are kept. Nothing typed,
// nothing is written.
func (f *Filler) Save() error {
	if len(f.keep) == 0 {
		return nil
	}
	user, err := UpdateWithin(f.path, f.lockWait, func(c *Catalog) error {
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
	eff, err := EffectiveCatalog(user)
	if err != nil {
		return err
	}
	// The values just kept are known from now on: a card typed once is
	// not asked again later in the same lockup play.
	f.user, f.eff, f.keep = user, eff, nil
	return nil
}

// Forget drops the values typed since the last Save: the entry they were
// typed for was refused, and only a recorded entry's values are kept.
func (f *Filler) Forget() { f.keep = nil }
