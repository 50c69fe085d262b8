package catalog

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/companion/store"
)

// fillerDirs returns the folders of a test's own catalog, holding the
// cards given (none: no catalog file at all).
func fillerDirs(t *testing.T, cards ...Card) store.Dirs {
	t.Helper()
	dirs := store.Dirs{Config: t.TempDir()}
	if len(cards) == 0 {
		return dirs
	}
	c := &Catalog{}
	for _, card := range cards {
		if err := c.Put(card); err != nil {
			t.Fatal(err)
		}
	}
	if err := SaveCatalog(filepath.Join(dirs.Config, store.CatalogFileName), c); err != nil {
		t.Fatal(err)
	}
	return dirs
}

// knownValues are the values a card knows, field by field, as Value
// writes them.
func knownValues(c Card) map[string]string {
	out := map[string]string{}
	for _, f := range CardFields(c.Kind) {
		if c.Knows(f) {
			out[f] = c.Value(f)
		}
	}
	return out
}

// savedValues are the values of a card in the catalog file of dirs, nil
// when the file does not hold the card.
func savedValues(t *testing.T, dirs store.Dirs, kind CardKind, name string) map[string]string {
	t.Helper()
	path, _ := dirs.CatalogPath()
	user, err := LoadCatalog(path)
	if err != nil {
		t.Fatal(err)
	}
	c, ok := user.Lookup(kind, name)
	if !ok {
		return nil
	}
	return knownValues(c)
}

// TestFiller: the values typed are laid over the catalog's (Fill, and
// Preview without keeping them), and Save keeps in the user's catalog
// those it did not hold, with the box of a card typed in a game (the core
// box, or Breakout's for its own kinds in a Breakout game), and nothing
// when nothing new was typed.
func TestFiller(t *testing.T) {
	const item, goon, legend = "Test Item", "Test Goon", "Test Legend"
	coreItem := card(t, ItemCard, item, map[string]string{"expansion": "core", "reputation": "3", "cost": "1 iron"})
	boxlessItem := card(t, ItemCard, item, map[string]string{"reputation": "3"})
	tests := []struct {
		name     string
		user     []Card // the user's catalog
		breakout bool
		kind     CardKind
		card     string
		typed    Card
		want     map[string]string // the values filled
		saved    map[string]string // the user's catalog card after Save; nil: none
		written  bool              // whether Save wrote the catalog
	}{
		{name: "typed over the catalog's", user: []Card{coreItem}, kind: ItemCard, card: item,
			typed: card(t, ItemCard, item, map[string]string{"valuables": "1 gem", "reputation": "4"}),
			want:  map[string]string{"expansion": "core", "reputation": "4", "cost": "1 iron", "valuables": "1 gem"},
			saved: map[string]string{"expansion": "core", "reputation": "4", "cost": "1 iron", "valuables": "1 gem"}, written: true},
		{name: "a value equal to the catalog's is not kept", user: []Card{coreItem}, kind: ItemCard, card: item,
			typed: card(t, ItemCard, item, map[string]string{"reputation": "3"}),
			want:  map[string]string{"expansion": "core", "reputation": "3", "cost": "1 iron"},
			saved: map[string]string{"expansion": "core", "reputation": "3", "cost": "1 iron"}},
		{name: "nothing typed, nothing kept", user: []Card{coreItem}, kind: ItemCard, card: item,
			want:  map[string]string{"expansion": "core", "reputation": "3", "cost": "1 iron"},
			saved: map[string]string{"expansion": "core", "reputation": "3", "cost": "1 iron"}},
		{name: "typed over the shipped catalog's: only the values typed kept", breakout: true, kind: ItemCard, card: "Sacred Robes",
			typed: card(t, ItemCard, "Sacred Robes", map[string]string{"reputation": "2"}),
			want:  map[string]string{"expansion": "breakout", "valuables": "1 wild", "reputation": "2"},
			saved: map[string]string{"reputation": "2"}, written: true},
		{name: "a card the catalog does not know, core game", kind: GoonCard, card: goon,
			typed: Card{Kind: GoonCard, Name: goon, GoonType: rules.Bandits, BanditResource: rules.Gold},
			want:  map[string]string{"expansion": "core", "type": "bandits", "resource": "gold"},
			saved: map[string]string{"expansion": "core", "type": "bandits", "resource": "gold"}, written: true},
		{name: "the core box remembered in a core game", user: []Card{boxlessItem}, kind: ItemCard, card: item,
			want:  map[string]string{"expansion": "core", "reputation": "3"},
			saved: map[string]string{"expansion": "core", "reputation": "3"}, written: true},
		{name: "no box for a deck mixing both boxes in a Breakout game", breakout: true, kind: GoonCard, card: goon,
			typed: card(t, GoonCard, goon, map[string]string{"suspicion": "2"}),
			want:  map[string]string{"suspicion": "2"},
			saved: map[string]string{"suspicion": "2"}, written: true},
		{name: "Breakout's box remembered for its own kinds", breakout: true, kind: LegendCard, card: legend,
			want:  map[string]string{"expansion": "breakout"},
			saved: map[string]string{"expansion": "breakout"}, written: true},
		{name: "a boxless card in a Breakout game, nothing typed", user: []Card{boxlessItem}, breakout: true, kind: ItemCard, card: item,
			want:  map[string]string{"reputation": "3"},
			saved: map[string]string{"reputation": "3"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dirs := fillerDirs(t, tt.user...)
			path, _ := dirs.CatalogPath()
			before, _ := os.ReadFile(path)
			f, err := NewFiller(dirs, tt.breakout)
			if err != nil {
				t.Fatal(err)
			}
			preview, err := f.Preview(tt.kind, tt.card, tt.typed)
			if err != nil || !reflect.DeepEqual(knownValues(preview), tt.want) {
				t.Errorf("Preview = %v, %v; want %v", knownValues(preview), err, tt.want)
			}
			if err := f.Save(); err != nil {
				t.Fatal(err)
			}
			if after, _ := os.ReadFile(path); string(after) != string(before) {
				t.Errorf("Save after Preview wrote the catalog:\n%s", after)
			}
			got, err := f.Fill(tt.kind, tt.card, tt.typed)
			if err != nil || !reflect.DeepEqual(knownValues(*got), tt.want) {
				t.Fatalf("Fill = %v, %v; want %v", got, err, tt.want)
			}
			if err := f.Save(); err != nil {
				t.Fatal(err)
			}
			if saved := savedValues(t, dirs, tt.kind, tt.card); !reflect.DeepEqual(saved, tt.saved) {
				t.Errorf("saved %v, want %v", saved, tt.saved)
			}
			if after, _ := os.ReadFile(path); (string(after) != string(before)) != tt.written {
				t.Errorf("catalog written: %v, want %v", !tt.written, tt.written)
			}
		})
	}
}

// TestFillerErrors: a value the card cannot take is a *ValueError naming
// the card, values that do not fit together a *CardRefusal beginning
// with "refused: "; both bad input, and nothing is kept.
func TestFillerErrors(t *testing.T) {
	tests := []struct {
		name  string
		kind  CardKind
		typed Card
		want  string // the message's beginning
		value bool   // a *ValueError, else a *CardRefusal
	}{
		{"a goon type on a goal", GoalCard, Card{Kind: GoonCard, GoonType: rules.Bandits}, `goal card Test Card: type: "bandits"`, true},
		{"a resource on a Dwarf", GoonCard, Card{Kind: GoonCard, GoonType: rules.Dwarves, BanditResource: rules.Gold}, `refused: card refused: goon "Test Card": only a Bandit`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dirs := fillerDirs(t)
			f, err := NewFiller(dirs, false)
			if err != nil {
				t.Fatal(err)
			}
			for _, fill := range []func() error{
				func() error { _, err := f.Preview(tt.kind, "Test Card", tt.typed); return err },
				func() error { _, err := f.Fill(tt.kind, "Test Card", tt.typed); return err },
			} {
				err := fill()
				var ve *ValueError
				var cr *CardRefusal
				if err == nil || !strings.HasPrefix(err.Error(), tt.want) || errors.As(err, &ve) != tt.value || errors.As(err, &cr) == tt.value {
					t.Errorf("error %T %v, want one beginning %q (value error %v)", err, err, tt.want, tt.value)
				}
				if bad, ok := err.(interface{ BadInput() bool }); !ok || !bad.BadInput() {
					t.Errorf("%v is not bad input", err)
				}
			}
			if err := f.Save(); err != nil {
				t.Fatal(err)
			}
			if path, _ := dirs.CatalogPath(); fileExists(path) {
				t.Error("a refused card was saved")
			}
		})
	}
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// TestFillerSaveKeepsOthers: Save reads the catalog again under its lock,
// so a card another lockup saved since the filler read it stays.
func TestFillerSaveKeepsOthers(t *testing.T) {
	dirs := fillerDirs(t, card(t, ItemCard, "First Item", map[string]string{"expansion": "core", "reputation": "1"}))
	path, _ := dirs.CatalogPath()
	f, err := NewFiller(dirs, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Fill(ItemCard, "First Item", card(t, ItemCard, "First Item", map[string]string{"cost": "1 gold"})); err != nil {
		t.Fatal(err)
	}
	// Another lockup saves a card meanwhile.
	if _, err := UpdateWithin(path, 0, func(c *Catalog) error {
		return c.Put(card(t, GoonCard, "Other Goon", map[string]string{"expansion": "core", "suspicion": "1"}))
	}); err != nil {
		t.Fatal(err)
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	for _, want := range []struct {
		kind   CardKind
		name   string
		values map[string]string
	}{
		{ItemCard, "First Item", map[string]string{"expansion": "core", "reputation": "1", "cost": "1 gold"}},
		{GoonCard, "Other Goon", map[string]string{"expansion": "core", "suspicion": "1"}},
	} {
		if got := savedValues(t, dirs, want.kind, want.name); !reflect.DeepEqual(got, want.values) {
			t.Errorf("%s %s: saved %v, want %v", want.kind, want.name, got, want.values)
		}
	}
}

// TestFillerSaveWaitsForTheLock: Save waits for the catalog's lock, and
// when another lockup keeps it is refused with a *store.BusyError,
// keeping the values typed for the next Save.
func TestFillerSaveWaitsForTheLock(t *testing.T) {
	dirs := fillerDirs(t)
	dirs.LockWait = 1 // a nanosecond: refused at once
	path, _ := dirs.CatalogPath()
	f, err := NewFiller(dirs, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Fill(ItemCard, "Test Item", card(t, ItemCard, "Test Item", map[string]string{"reputation": "2"})); err != nil {
		t.Fatal(err)
	}
	unlock, err := LockWithin(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	var busy *store.BusyError
	if err := f.Save(); !errors.As(err, &busy) {
		t.Errorf("Save under another's lock = %v, want a *store.BusyError", err)
	}
	unlock()
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	if got := savedValues(t, dirs, ItemCard, "Test Item"); got["reputation"] != "2" {
		t.Errorf("saved %v after the lock was let go", got)
	}
}

// TestFillerKnowsWhatItSaved: a card typed and saved is known to the same
// filler from then on (lockup play keeps one filler for a whole session),
// so the player enters what a card shows once, as the catalog promises.
func TestFillerKnowsWhatItSaved(t *testing.T) {
	dirs := fillerDirs(t)
	f, err := NewFiller(dirs, false)
	if err != nil {
		t.Fatal(err)
	}
	typed := card(t, ItemCard, "New Item", map[string]string{"expansion": "core", "reputation": "2"})
	if _, err := f.Fill(ItemCard, "New Item", typed); err != nil {
		t.Fatal(err)
	}
	if f.Catalog().Has(ItemCard, "New Item") {
		t.Fatal("the card is known before it is saved")
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(f.Names(ItemCard), "New Item") {
		t.Errorf("Names(item) lacks the card saved: %v", f.Names(ItemCard))
	}
	if got := knownValues(f.Known(ItemCard, "New Item")); got["reputation"] != "2" {
		t.Errorf("Known = %v, want reputation 2", got)
	}
}

// TestFillerForget: values typed for an entry that was refused are not
// kept by the next Save, which keeps only what the next entry typed.
func TestFillerForget(t *testing.T) {
	dirs := fillerDirs(t)
	f, err := NewFiller(dirs, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Fill(ItemCard, "Refused Item", card(t, ItemCard, "Refused Item", map[string]string{"expansion": "core", "reputation": "1"})); err != nil {
		t.Fatal(err)
	}
	f.Forget()
	if _, err := f.Fill(ItemCard, "Kept Item", card(t, ItemCard, "Kept Item", map[string]string{"expansion": "core", "reputation": "2"})); err != nil {
		t.Fatal(err)
	}
	if err := f.Save(); err != nil {
		t.Fatal(err)
	}
	if f.Catalog().Has(ItemCard, "Refused Item") || !f.Catalog().Has(ItemCard, "Kept Item") {
		t.Errorf("after Forget and Save: refused kept %v, kept kept %v; want false, true",
			f.Catalog().Has(ItemCard, "Refused Item"), f.Catalog().Has(ItemCard, "Kept Item"))
	}
}
