package catalog

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
)

// guards returns the cards of a colour with the strengths given, the one
// at special (from 1; 0 for none) special.
func guards(colour rules.Colour, special int, strengths ...int) []rules.GuardCard {
	out := make([]rules.GuardCard, len(strengths))
	for i, s := range strengths {
		out[i] = rules.GuardCard{Colour: colour, Strength: s, Special: i+1 == special}
	}
	return out
}

// Made-up strengths: the rulebooks print none, and lockup ships none.
var (
	testBlue   = guards(rules.Blue, 0, 4, 1, 1, 2, 2, 3, 3)
	testGreen  = guards(rules.Green, 0, 2, 3, 3, 4, 5)
	testYellow = guards(rules.Yellow, 2, 3, 2, 4, 4, 5)
	testRed    = guards(rules.Red, 5, 6, 5, 4, 4, 3)
)

func TestSetGuardColour(t *testing.T) {
	tests := []struct {
		name   string
		colour rules.Colour
		cards  []rules.GuardCard
		want   string // the cards stored as "name strength[*]", or the error
	}{
		{"blue in the order typed", rules.Blue, testBlue, "blue 1 4, blue 2 1, blue 3 1, blue 4 2, blue 5 2, blue 6 3, blue 7 3"},
		{"green", rules.Green, testGreen, "green 1 2, green 2 3, green 3 3, green 4 4, green 5 5"},
		{"yellow with its special card", rules.Yellow, testYellow, "yellow 1 3, yellow 2 2*, yellow 3 4, yellow 4 4, yellow 5 5"},
		{"red, strength 0 and 99", rules.Red, guards(rules.Red, 1, 0, 99, 1, 1, 1), "red 1 0*, red 2 99, red 3 1, red 4 1, red 5 1"},
		{"six blue", rules.Blue, guards(rules.Blue, 0, 1, 1, 2, 2, 3, 3), "blue guard cards: 6 given, but the core game has 7"},
		{"eight blue", rules.Blue, guards(rules.Blue, 0, 1, 1, 2, 2, 3, 3, 4, 4), "8 given, but the core game has 7"},
		{"no card", rules.Green, nil, "green guard cards: 0 given, but the core game has 5"},
		{"red without its special card", rules.Red, guards(rules.Red, 0, 1, 2, 3, 4, 5), "red guard cards: 0 are special, but exactly one of the 5 red cards is"},
		{"two special yellow cards", rules.Yellow, append(guards(rules.Yellow, 1, 1, 2, 3, 4), rules.GuardCard{Colour: rules.Yellow, Strength: 5, Special: true}), "2 are special"},
		{"a special blue card", rules.Blue, guards(rules.Blue, 3, 1, 1, 2, 2, 3, 3, 4), "a blue card is never special"},
		{"a special green card", rules.Green, guards(rules.Green, 1, 1, 2, 3, 4, 5), "a green card is never special"},
		{"a card of another colour", rules.Green, append(guards(rules.Green, 0, 1, 2, 3, 4), rules.GuardCard{Colour: rules.Blue, Strength: 5}), "green guard cards: card 5 is blue"},
		{"too strong", rules.Green, guards(rules.Green, 0, 1, 2, 100, 4, 5), "card 3: strength 100 is not from 0 to 99"},
		{"negative", rules.Green, guards(rules.Green, 0, 1, 2, 3, -4, 5), "card 4: strength -4 is not from 0 to 99"},
		{"no colour", rules.NoColour, guards(rules.NoColour, 0, 1, 2, 3, 4, 5), `"no colour" is not a guard card colour`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := fullCatalog(t)
			before := string(c.Encode())
			stored, _, err := c.SetGuardColour(tt.colour, tt.cards)
			if err != nil {
				if !errors.Is(err, ErrBadCard) || !strings.Contains(err.Error(), tt.want) {
					t.Errorf("SetGuardColour = %v, want %q", err, tt.want)
				}
				if string(c.Encode()) != before {
					t.Error("a refused colour changed the catalog")
				}
				return
			}
			var got []string
			for _, card := range stored {
				s := card.Name + " " + card.Value(FieldStrength)
				if card.Special.Value {
					s += "*"
				}
				if card.Colour != tt.colour || card.Expansion != CoreGame || !card.Complete() {
					t.Errorf("stored %s", CardString(card))
				}
				if again, ok := c.Lookup(GuardCard, card.Name); !ok || !SamePrinted(again, card) {
					t.Errorf("%s is not in the catalog as stored: %+v", card.Name, again)
				}
				got = append(got, s)
			}
			if strings.Join(got, ", ") != tt.want {
				t.Errorf("stored %s, want %s", strings.Join(got, ", "), tt.want)
			}
		})
	}
}

func TestSetGuardColourReplacesOnlyThatColour(t *testing.T) {
	c, err := NewCatalog(
		card(t, GuardCard, "blue 1", map[string]string{"colour": "blue", "strength": "9"}),
		card(t, GuardCard, "Old blue", map[string]string{"colour": "blue", "strength": "9"}),
		card(t, GuardCard, "blue 8", map[string]string{"expansion": "breakout", "colour": "blue", "strength": "5"}),
		card(t, GuardCard, "blue 7", nil), // no colour, but the name of a new card
		card(t, GuardCard, "red 1", map[string]string{"colour": "red", "strength": "2", "special": "yes"}),
		card(t, GoonCard, "blue 2", nil), // another kind
	)
	if err != nil {
		t.Fatal(err)
	}
	_, replaced, err := c.SetGuardColour(rules.Blue, testBlue)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(replaced, []string{"blue 1", "Old blue", "blue 7"}) {
		t.Errorf("replaced %q", replaced)
	}
	for _, keep := range []struct {
		kind CardKind
		name string
	}{{GuardCard, "blue 8"}, {GuardCard, "red 1"}, {GoonCard, "blue 2"}} {
		if !c.Has(keep.kind, keep.name) {
			t.Errorf("%s %s was removed", keep.kind, keep.name)
		}
	}
	if c.Has(GuardCard, "Old blue") {
		t.Error("Old blue, a core blue card, was kept")
	}
	if got := c.Names(GuardCard); !slices.Equal(got, []string{"blue 1", "blue 2", "blue 3", "blue 4", "blue 5", "blue 6", "blue 7", "blue 8", "red 1"}) {
		t.Errorf("guard cards %q", got)
	}
}

func TestGuardCards(t *testing.T) {
	c := &Catalog{}
	// Typed in no order: GuardCards orders them by its values.
	for _, set := range []struct {
		colour rules.Colour
		cards  []rules.GuardCard
	}{{rules.Red, testRed}, {rules.Blue, testBlue}, {rules.Yellow, testYellow}} {
		if _, _, err := c.SetGuardColour(set.colour, set.cards); err != nil {
			t.Fatal(err)
		}
	}
	for _, extra := range []Card{
		card(t, GuardCard, "green ?", map[string]string{"colour": "green"}),                                            // no strength
		card(t, GuardCard, "yellow ?", map[string]string{"colour": "yellow", "strength": "1"}),                         // special unknown
		card(t, GuardCard, "blue 8", map[string]string{"expansion": "breakout", "colour": "blue", "strength": "1"}),    // Breakout's
		card(t, GuardCard, "a green one", map[string]string{"colour": "green", "strength": "2", "special": "unknown"}), // complete: green is never special
	} {
		if err := c.Put(extra); err != nil {
			t.Fatal(err)
		}
	}
	box, names := c.GuardCards(false)
	var got []string
	for i, g := range box {
		got = append(got, names[i]+": "+g.String())
	}
	want := []string{
		"blue 2: blue 1", "blue 3: blue 1", "blue 4: blue 2", "blue 5: blue 2", "blue 6: blue 3", "blue 7: blue 3", "blue 1: blue 4",
		"a green one: green 2",
		"yellow 2: yellow 2, special", "yellow 1: yellow 3", "yellow 3: yellow 4", "yellow 4: yellow 4", "yellow 5: yellow 5",
		"red 5: red 3, special", "red 3: red 4", "red 4: red 4", "red 2: red 5", "red 1: red 6",
	}
	if !slices.Equal(got, want) {
		t.Errorf("GuardCards =\n%q\nwant\n%q", got, want)
	}
	if got := c.IncompleteGuardCards(false); !slices.Equal(got, []string{"green ?", "yellow ?"}) {
		t.Errorf("IncompleteGuardCards = %q", got)
	}
	// A special card comes after the others of its strength.
	d := &Catalog{}
	if _, _, err := d.SetGuardColour(rules.Red, guards(rules.Red, 1, 2, 2, 2, 1, 3)); err != nil {
		t.Fatal(err)
	}
	if _, names := d.GuardCards(false); !slices.Equal(names, []string{"red 4", "red 2", "red 3", "red 1", "red 5"}) {
		t.Errorf("GuardCards names %q", names)
	}
}

// TestGuardCardsMakeTheDecks: the box a full catalog gives is one
// automa.NewCards builds every level's deck from; a colour not typed yet
// leaves the levels that need it refused.
func TestGuardCardsMakeTheDecks(t *testing.T) {
	c := &Catalog{}
	for _, set := range [][]rules.GuardCard{testBlue, testGreen, testYellow} {
		if _, _, err := c.SetGuardColour(set[0].Colour, set); err != nil {
			t.Fatal(err)
		}
	}
	box, _ := c.GuardCards(false)
	for _, tt := range []struct {
		level rules.Difficulty
		ok    bool
	}{{rules.Moderate, true}, {rules.Challenging, true}, {rules.Expert, false}} {
		cards, err := automa.NewCards(automa.Config{Edition: rules.Edition2019, Difficulty: tt.level}, box)
		if tt.ok && (err != nil || len(cards.Guards()) != 12) {
			t.Errorf("%s: NewCards = %d cards, %v", tt.level, len(cards.Guards()), err)
		}
		if !tt.ok && !errors.Is(err, rules.ErrGuardCard) {
			t.Errorf("%s without red cards: NewCards = %v", tt.level, err)
		}
	}
}

func TestMergeGuardCards(t *testing.T) {
	c := &Catalog{}
	if _, _, err := c.SetGuardColour(rules.Red, testRed); err != nil {
		t.Fatal(err)
	}
	in, err := ParseCatalog("theirs.yaml", []byte(`lockup_catalog: 1
guards:
  - name: Red 1
    colour: red
    strength: 7
  - name: red 2
    special: yes
  - name: green 1
    colour: green
    strength: 2
`))
	if err != nil {
		t.Fatal(err)
	}
	before := string(c.Encode())
	_, err = c.Merge(in, false)
	var ce *CatalogConflictError
	if !errors.As(err, &ce) || len(ce.Conflicts) != 2 ||
		ce.Conflicts[0].String() != `guard "red 1": strength is 6 here, 7 in the import` ||
		ce.Conflicts[1].String() != `guard "red 2": special is no here, yes in the import` {
		t.Fatalf("Merge = %v", err)
	}
	if string(c.Encode()) != before {
		t.Fatal("a refused import changed the catalog")
	}
	rep, err := c.Merge(in, true)
	if err != nil || !slices.Equal(rep.Added, []string{"guard green 1"}) || !slices.Equal(rep.Replaced, []string{"guard Red 1", "guard red 2"}) {
		t.Fatalf("Merge --replace = %+v, %v", rep, err)
	}
	// Two special red cards now: the catalog takes the import as told, and
	// GuardCards hands them on; automa.NewCards refuses such a deck.
	box, _ := c.GuardCards(false)
	if n := len(box); n != 6 {
		t.Errorf("GuardCards holds %d cards", n)
	}
	if _, err := automa.NewCards(automa.Config{Edition: rules.Edition2019, Difficulty: rules.Expert}, box); !errors.Is(err, rules.ErrGuardCard) {
		t.Errorf("NewCards took two special red cards: %v", err)
	}
	// A special value that does not fit the colour refuses the import.
	clash, err := ParseCatalog("clash.yaml", []byte("lockup_catalog: 1\nguards:\n  - name: green 1\n    special: yes\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Merge(clash, true); err == nil || !strings.Contains(err.Error(), "a green guard card is never special") {
		t.Errorf("Merge of a special green card = %v", err)
	}
}
