package catalog

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
)

// TestBreakoutGuardCards: Breakout's card of each colour is stored from the
// Breakout box, named after the core game's cards, never special; the
// catalog gives it only for a Breakout game, and the box then makes a
// solitary Breakout game's decks (8 blue and 6 of the level's colour).
func TestBreakoutGuardCards(t *testing.T) {
	c := &Catalog{}
	for _, set := range [][]rules.GuardCard{testBlue, testGreen, testYellow} {
		if _, _, err := c.SetGuardColour(set[0].Colour, set); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		colour   rules.Colour
		strength int
		name     string
	}{{rules.Blue, 3, "blue 8"}, {rules.Green, 2, "green 6"}, {rules.Yellow, 4, "yellow 6"}} {
		stored, replaced, err := c.SetBreakoutGuard(tt.colour, tt.strength)
		if err != nil || stored.Name != tt.name || stored.Expansion != BreakoutExpansion || stored.Special.Value || len(replaced) != 0 {
			t.Fatalf("SetBreakoutGuard(%s) = %+v, %q, %v", tt.colour, stored, replaced, err)
		}
	}
	// Typed again, Breakout's card replaces the one before; typing the
	// core cards again leaves it alone.
	if _, replaced, err := c.SetBreakoutGuard(rules.Blue, 5); err != nil || !slices.Equal(replaced, []string{"blue 8"}) {
		t.Errorf("SetBreakoutGuard again: %q, %v", replaced, err)
	}
	if _, replaced, err := c.SetGuardColour(rules.Blue, testBlue); err != nil || slices.Contains(replaced, "blue 8") {
		t.Errorf("SetGuardColour replaced %q, %v", replaced, err)
	}
	for _, tt := range []struct {
		breakout bool
		n        int
	}{{false, 7 + 5 + 5}, {true, 8 + 6 + 6}} {
		box, names := c.GuardCards(tt.breakout)
		if len(box) != tt.n || slices.Contains(names, "blue 8") != tt.breakout {
			t.Errorf("GuardCards(%v) = %d cards %q, want %d", tt.breakout, len(box), names, tt.n)
		}
	}
	box, _ := c.GuardCards(true)
	for _, level := range []rules.Difficulty{rules.Moderate, rules.Challenging} {
		cfg := automa.Config{Edition: rules.Edition2019, Difficulty: level, Breakout: true, BreakoutCard: rules.CellBlockCard}
		cards, err := automa.NewCards(cfg, box)
		if err != nil || len(cards.Guards()) != 14 {
			t.Errorf("%s: NewCards = %d cards, %v", level, len(cards.Guards()), err)
		}
	}
	core, _ := c.GuardCards(false)
	if _, err := automa.NewCards(automa.Config{Edition: rules.Edition2019, Difficulty: rules.Moderate, Breakout: true, BreakoutCard: rules.OffDuty}, core); err == nil {
		t.Error("the core cards alone made a Breakout deck")
	}
	// An incomplete Breakout card is named only for a Breakout game.
	if err := c.Put(Card{Kind: GuardCard, Name: "red 6", Expansion: BreakoutExpansion, Colour: rules.Red}); err != nil {
		t.Fatal(err)
	}
	if got := c.IncompleteGuardCards(false); len(got) != 0 {
		t.Errorf("IncompleteGuardCards(false) = %q", got)
	}
	if got := c.IncompleteGuardCards(true); !slices.Equal(got, []string{"red 6"}) {
		t.Errorf("IncompleteGuardCards(true) = %q", got)
	}
	for _, tt := range []struct {
		colour   rules.Colour
		strength int
		want     string
	}{{rules.NoColour, 1, "not a guard card colour"}, {rules.Red, -1, "strength -1 is not from 0 to 99"}, {rules.Red, 100, "strength 100"}} {
		before := string(c.Encode())
		if _, _, err := c.SetBreakoutGuard(tt.colour, tt.strength); !errors.Is(err, ErrBadCard) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("SetBreakoutGuard(%s, %d) = %v, want %q", tt.colour, tt.strength, err, tt.want)
		}
		if string(c.Encode()) != before {
			t.Errorf("a refused Breakout card changed the catalog")
		}
	}
}

// TestBreakoutLocationCard: the one location card is typed from what it
// shows, written to the file and read back, and nothing else is taken.
func TestBreakoutLocationCard(t *testing.T) {
	c := &Catalog{}
	if _, ok := c.BreakoutLocation(); ok {
		t.Error("an empty catalog knows the location card")
	}
	for _, tt := range []struct {
		text string
		want rules.LocationCard
		err  string
	}{
		{"cell-block", rules.CellBlockCard, ""},
		{"Chow Hall", rules.ChowHallCard, ""},
		{" OFF duty ", rules.OffDuty, ""},
		{"library", rules.NoLocationCard, `"library" is not what a location card can show`},
		{"cel block", rules.NoLocationCard, `did you mean "cell-block"?`},
		{"", rules.NoLocationCard, "is not what a location card can show"},
	} {
		got, err := ParseBreakoutLocation(tt.text)
		if got != tt.want || (err == nil) != (tt.err == "") || err != nil && !strings.Contains(err.Error(), tt.err) {
			t.Errorf("ParseBreakoutLocation(%q) = %s, %v; want %s, %q", tt.text, got, err, tt.want, tt.err)
		}
	}
	if _, err := c.SetBreakoutLocation(rules.SmithyCard); err != nil {
		t.Fatal(err)
	}
	data := c.Encode()
	if !strings.Contains(string(data), "locations:\n  - name: Breakout location card\n    expansion: breakout\n    shows: smithy\n") {
		t.Errorf("the catalog file:\n%s", data)
	}
	d, err := ParseCatalog("catalog.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := d.BreakoutLocation(); !ok || got != rules.SmithyCard || string(d.Encode()) != string(data) {
		t.Errorf("read back: %s, %v\n%s", got, ok, d.Encode())
	}
	for _, tt := range []struct{ file, want string }{
		{"locations:\n  - name: Yard card\n    shows: sewers\n", `call it "Breakout location card"`},
		{"locations:\n  - name: Breakout location card\n    expansion: core\n", "comes in the Breakout box"},
		{"locations:\n  - name: Breakout location card\n    shows: library\n", `"library" is not what a location card can show`},
		{"locations:\n  - name: Breakout location card\n    strength: 2\n", "strength"},
	} {
		if _, err := ParseCatalog("c.yaml", []byte("lockup_catalog: 1\n"+tt.file)); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: %v, want %q", tt.file, err, tt.want)
		}
	}
	// Merged from a friend's file, and written by an export.
	e := &Catalog{}
	if _, err := e.Merge(d, false); err != nil {
		t.Fatal(err)
	}
	if got, ok := e.BreakoutLocation(); !ok || got != rules.SmithyCard {
		t.Errorf("merged: %s, %v", got, ok)
	}
}
