package catalog

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

// The boards below are made up: the rulebook prints no catacombs board, and
// lockup ships none of its spaces' values.

// testSpaces are the space cards of a small made-up board, values by
// label.
var testSpaces = map[string]map[string]string{
	"entrance": {"paths": "1; 2: 1 scrap"},
	"1":        {"loot": "yes", "paths": "3"},
	"2":        {"loot": "no", "paths": "3: 1 iron; 4"},
	"3":        {"loot": "yes", "paths": "tomb; escaped: 2 gold"},
	"4":        {"loot": "no", "paths": "escaped"},
	"tomb":     {},
	"escaped":  {"loot": "no"},
}

// spaceCatalog returns a catalog of the test board's space cards, with the
// changes given (a nil map removes the space).
func spaceCatalog(t *testing.T, changes map[string]map[string]string) (*Catalog, error) {
	t.Helper()
	var cards []Card
	for label, values := range testSpaces {
		if v, ok := changes[label]; ok {
			if v == nil {
				continue
			}
			values = v
		}
		cards = append(cards, card(t, SpaceCard, label, values))
	}
	for label, values := range changes {
		if _, ok := testSpaces[label]; !ok && values != nil {
			cards = append(cards, card(t, SpaceCard, label, values))
		}
	}
	return NewCatalog(cards...)
}

func TestCatacombsBuildsTheBoard(t *testing.T) {
	c, err := spaceCatalog(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Put(card(t, SpaceCard, "10", nil)); err != nil {
		t.Fatal(err)
	}
	if got := c.Names(SpaceCard); !slices.Equal(got, []string{"entrance", "1", "2", "3", "4", "10", "tomb", "escaped"}) {
		t.Errorf("the catalog lists the spaces as %q, not in board order", got)
	}
	c.Remove(SpaceCard, "10")
	board, err := c.Catacombs()
	if err != nil {
		t.Fatal(err)
	}
	want := rules.Catacombs{
		Spaces: []rules.Space{
			{Kind: rules.Entrance}, {Kind: rules.Numbered, Number: 1, Loot: true}, {Kind: rules.Numbered, Number: 2},
			{Kind: rules.Numbered, Number: 3, Loot: true}, {Kind: rules.Numbered, Number: 4},
			{Kind: rules.Tomb, Loot: true}, {Kind: rules.Escaped},
		},
		Paths: []rules.Path{
			{From: 0, To: 1}, {From: 0, To: 2, Cost: rules.Resources{Scrap: 1}},
			{From: 1, To: 3},
			{From: 2, To: 3, Cost: rules.Resources{Iron: 1}}, {From: 2, To: 4},
			{From: 3, To: 5}, {From: 3, To: 6, Cost: rules.Resources{Gold: 2}},
			{From: 4, To: 6},
		},
	}
	if !reflect.DeepEqual(board, want) {
		t.Errorf("board\n got %+v\nwant %+v", board, want)
	}
	// The space cards of the board build it again.
	again, err := BuildCatacombs(SpaceCards(board))
	if err != nil || !reflect.DeepEqual(again, board) {
		t.Errorf("from SpaceCards: %+v, %v", again, err)
	}
}

// TestCatacombsRefusals reaches every refusal of rules.Catacombs.Check
// through the catalog: those a space card shows on its own are refused
// when the card is typed (Card.Check, ErrBadCard), the others when the
// board is built (Catalog.Catacombs, rules.ErrCatacombs), each naming the
// space. A board not all typed yet says what is missing
// (ErrCatacombsNotTyped).
func TestCatacombsRefusals(t *testing.T) {
	tests := []struct {
		name    string
		changes map[string]map[string]string
		card    string // Card.Check's refusal, or ""
		board   string // Catalog.Catacombs's refusal
		is      error
	}{
		// rules.Check: "the entrance has no loot".
		{"loot on the entrance", map[string]map[string]string{"entrance": {"loot": "yes", "paths": "1"}}, `space "entrance": loot: the entrance shows no loot icon`, "", nil},
		// rules.Check: "a path from X leads back to it".
		{"a path back to its space", map[string]map[string]string{"3": {"loot": "yes", "paths": "3; tomb"}}, `space "3": paths: a path leads from 3 back to it`, "", nil},
		// rules.Check: "a path leaves the tomb / escaped".
		{"a path out of the tomb", map[string]map[string]string{"tomb": {"paths": "escaped"}}, `space "tomb": paths: no path leaves the tomb`, "", nil},
		{"a path out of escaped", map[string]map[string]string{"escaped": {"paths": "4"}}, `space "escaped": paths: no path leaves escaped`, "", nil},
		// rules.Check: "a path leads into the entrance".
		{"a path into the entrance", map[string]map[string]string{"4": {"paths": "entrance; escaped"}}, `space "4": paths: the path from 4 leads into the entrance`, "", nil},
		// rules.Check: "no path leaves X; only the tomb and escaped are ends".
		{"a dead end", map[string]map[string]string{"4": {"loot": "no", "paths": "none"}}, `space "4": paths: a path leaves every space but the tomb and escaped`, "", nil},
		// rules.Check: "the board has 0 tomb spaces" (and entrance,
		// escaped): the space is not typed yet.
		{"no tomb", map[string]map[string]string{"tomb": nil}, "", "the catacombs board is not all typed yet: tomb: not typed yet (a path from 3 leads there)", ErrCatacombsNotTyped},
		{"no entrance", map[string]map[string]string{"entrance": nil}, "", "the catacombs board is not all typed yet: entrance: not typed yet", ErrCatacombsNotTyped},
		// rules.Check: "path N joins spaces the board does not have".
		{"a path to a space not typed", map[string]map[string]string{"4": {"loot": "no", "paths": "7; escaped"}, "2": {"paths": "7"}}, "", "2: loot not typed yet; 7: not typed yet (paths from 2, 4 lead there)", ErrCatacombsNotTyped},
		{"values not typed", map[string]map[string]string{"1": {}, "escaped": {}}, "", "1: loot, paths not typed yet; escaped: loot not typed yet", ErrCatacombsNotTyped},
		// rules.Check: "no path leads to X".
		{"a space no path reaches", map[string]map[string]string{"9": {"loot": "yes", "paths": "tomb"}}, "", "the catacombs board cannot be: no path leads to 9", rules.ErrCatacombs},
		// rules.Check: "the paths make a loop".
		{"a loop", map[string]map[string]string{"3": {"loot": "yes", "paths": "4; tomb"}, "4": {"loot": "no", "paths": "2; escaped"}}, "", "the catacombs board cannot be (the loop: 3 → 4 → 2 → 3): the paths make a loop or leave spaces out of reach from the entrance; lanterns only move forward [Lockup: Breakout rulebook (2022), \"Advancing in the Catacombs\"]", rules.ErrCatacombs},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := spaceCatalog(t, tt.changes)
			if tt.card != "" {
				if err == nil || !errors.Is(err, ErrBadCard) || !strings.Contains(err.Error(), tt.card) {
					t.Errorf("NewCatalog = %v, want %q", err, tt.card)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			_, err = c.Catacombs()
			var ce *CatacombsError
			if !errors.As(err, &ce) || !errors.Is(err, tt.is) || !strings.Contains(err.Error(), tt.board) {
				t.Errorf("Catacombs = %v, want %q (%v)", err, tt.board, tt.is)
			}
		})
	}
}

// TestSpaceCardChecks: the checks a space card's values get on their own,
// including values set without SetValue.
func TestSpaceCardChecks(t *testing.T) {
	path := func(label string, cost rules.Resources) SpacePath {
		s, err := rules.ParseSpace(label)
		if err != nil {
			t.Fatal(err)
		}
		return SpacePath{To: s, Cost: cost}
	}
	tests := []struct {
		name string
		card Card
		want string // "" for accepted
	}{
		{"a numbered space", Card{Kind: SpaceCard, Name: "12", Loot: Know(true), Paths: Know([]SpacePath{path("13", rules.Resources{Potions: 2})})}, ""},
		{"upper case", Card{Kind: SpaceCard, Name: "TOMB", Expansion: BreakoutExpansion, Loot: Know(true)}, ""},
		{"nothing known", Card{Kind: SpaceCard, Name: "7"}, ""},
		{"escaped with loot", Card{Kind: SpaceCard, Name: "escaped", Loot: Know(true), Paths: Know([]SpacePath{})}, ""},
		{"the entrance without loot", Card{Kind: SpaceCard, Name: "entrance", Loot: Know(false)}, ""},
		{"a leading zero", Card{Kind: SpaceCard, Name: "07"}, `space "07": write the space as "7"`},
		{"not a space", Card{Kind: SpaceCard, Name: "crypt"}, `space "crypt": a space is named by its label: entrance, tomb, escaped, or the number printed on the space`},
		{"100", Card{Kind: SpaceCard, Name: "100"}, "a space is named by its label"},
		{"from the core game", Card{Kind: SpaceCard, Name: "5", Expansion: CoreGame}, "the catacombs board comes in the Breakout box"},
		{"no loot on the tomb", Card{Kind: SpaceCard, Name: "tomb", Loot: Know(false)}, "the tomb holds a stack of loot tokens"},
		{"a negative cost", Card{Kind: SpaceCard, Name: "5", Paths: Know([]SpacePath{path("6", rules.Resources{Iron: -1})})}, "the path from 5 to 6 costs -1 of a resource, not 0 to 99"},
		{"a cost of 100", Card{Kind: SpaceCard, Name: "5", Paths: Know([]SpacePath{path("6", rules.Resources{Gold: 100})})}, "costs 100 of a resource"},
		{"twice to one space", Card{Kind: SpaceCard, Name: "5", Paths: Know([]SpacePath{path("6", rules.Resources{}), path("6", rules.Resources{Gold: 1})})}, "two paths lead from 5 to 6"},
		{"to no space", Card{Kind: SpaceCard, Name: "5", Paths: Know([]SpacePath{{To: rules.Space{Kind: rules.Numbered}}})}, "path 1 leads to no space of the board"},
		{"a path on an item", Card{Kind: ItemCard, Name: "Shiv", Paths: Know([]SpacePath{})}, "an item card has no paths"},
		{"loot on a goon", Card{Kind: GoonCard, Name: "Grub", Loot: Know(true)}, "a goon card has no loot"},
		{"asked on a space", Card{Kind: SpaceCard, Name: "5", Asked: Know(true)}, "a space card has no asked"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.card.Check()
			if tt.want == "" && err != nil {
				t.Errorf("refused: %v", err)
			}
			if tt.want != "" && (err == nil || !errors.Is(err, ErrBadCard) || !strings.Contains(err.Error(), tt.want)) {
				t.Errorf("Check = %v, want %q", err, tt.want)
			}
		})
	}
}

func TestBuildCatacombsRefusesOtherCards(t *testing.T) {
	for _, tt := range []struct {
		cards []Card
		want  string
	}{
		{[]Card{{Kind: LootCard, Name: "1"}}, `loot "1" is not a space of the catacombs`},
		{[]Card{{Kind: SpaceCard, Name: "tomb"}, {Kind: SpaceCard, Name: "Tomb"}}, "two cards for space tomb"},
		{[]Card{{Kind: SpaceCard, Name: "01"}}, `write the space as "1"`},
	} {
		if _, err := BuildCatacombs(tt.cards); !errors.Is(err, ErrBadCard) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("BuildCatacombs = %v, want %q", err, tt.want)
		}
	}
}

func TestSpaceValues(t *testing.T) {
	tests := []struct {
		label, field, text string
		want               string // the value as Value writes it, or the error
		ok                 bool
	}{
		{"4", "loot", "yes", "yes", true},
		{"4", "loot", "False", "no", true},
		{"4", "loot", "maybe", `loot: "maybe" is not yes or no`, false},
		{"4", "paths", "5", "5", true},
		{"4", "paths", " 5 ;TOMB: 1 Iron, 2 potion ", "5; tomb: 2 potions, 1 iron", true},
		{"4", "paths", "5: none; 6: 0", "5; 6", true},
		{"4", "paths", "none", "none", true},
		{"4", "paths", "unknown", "unknown", true},
		{"4", "paths", "5, 6", `paths: path "5, 6": "5, 6" is not a space of the catacombs (entrance, tomb, escaped, or the number printed on the space); separate paths with semicolons, e.g. "4; 5: 1 iron"`, false},
		{"4", "paths", "5: 1 any", `paths: path "5: 1 any": "1 any": "any" is not one of scrap, potions, iron, gold`, false},
		{"4", "paths", "5:", `paths: path "5:": write the cost after the colon (e.g. "5: 1 iron"), or leave the colon out for a path without a cost`, false},
		{"4", "paths", "5; 5: 1 gold", "paths: two paths lead to 5; name each space once", false},
		{"4", "paths", "5;; 6", `paths: an empty path between semicolons in "5;; 6"; write each path once`, false},
		{"4", "paths", ": 1 iron", `paths: path ": 1 iron": name the space the arrow leads to first`, false},
		{"4", "paths", "5: 1 iron, 6", `paths: path "5: 1 iron, 6": 6 is a space, not a cost; separate paths with semicolons, e.g. "5: 1 iron; 6"`, false},
		{"4", "paths", "cellar", `paths: path "cellar": "cellar" is not a space of the catacombs`, false},
		{"4", "paths", "5: 100 gold", `paths: path "5: 100 gold": "100 gold": "100" is not a count from 0 to 99`, false},
		{"4", "asked", "yes", `a space card has no "asked" (it has expansion, loot, paths)`, false},
	}
	for _, tt := range tests {
		t.Run(tt.field+"="+tt.text, func(t *testing.T) {
			c := Card{Kind: SpaceCard, Name: tt.label}
			err := c.SetValue(tt.field, tt.text)
			switch {
			case tt.ok && (err != nil || c.Value(tt.field) != tt.want):
				t.Errorf("SetValue = %v; Value = %q, want %q", err, c.Value(tt.field), tt.want)
			case !tt.ok && (err == nil || !strings.HasPrefix(err.Error(), tt.want)):
				t.Errorf("SetValue = %v, want %q", err, tt.want)
			}
		})
	}
}

func TestSpaceMissing(t *testing.T) {
	tests := []struct {
		card Card
		want []string
	}{
		{Card{Kind: SpaceCard, Name: "entrance"}, []string{"paths"}},
		{Card{Kind: SpaceCard, Name: "3"}, []string{"loot", "paths"}},
		{Card{Kind: SpaceCard, Name: "3", Loot: Know(false)}, []string{"paths"}},
		{Card{Kind: SpaceCard, Name: "tomb"}, nil},
		{Card{Kind: SpaceCard, Name: "Escaped"}, []string{"loot"}},
	}
	for _, tt := range tests {
		if got := tt.card.Missing(); !slices.Equal(got, tt.want) {
			t.Errorf("%s missing %v, want %v", CardString(tt.card), got, tt.want)
		}
		if got := tt.card.PlayMissing(); !slices.Equal(got, tt.want) {
			t.Errorf("%s: PlayMissing %v, want %v", CardString(tt.card), got, tt.want)
		}
	}
}

// TestLegendAndLootValues: a legend card's and a loot token's icons and
// whether their effect is asked at the table; a card is complete once
// asked is known, and its icons too unless it is asked.
func TestLegendAndLootValues(t *testing.T) {
	for _, kind := range []CardKind{LegendCard, LootCard} {
		t.Run(kind.String(), func(t *testing.T) {
			tests := []struct {
				values  map[string]string
				missing []string
				check   string // Check's refusal, or ""
			}{
				{nil, []string{"effects", "asked"}, ""},
				{map[string]string{"effects": "gain-gold, gain-gold"}, []string{"asked"}, ""},
				{map[string]string{"asked": "no"}, []string{"effects"}, ""},
				{map[string]string{"asked": "yes"}, nil, ""},
				{map[string]string{"asked": "yes", "effects": "none"}, nil, ""},
				{map[string]string{"asked": "no", "effects": "advance-lantern, remove-suspicion"}, nil, ""},
				{map[string]string{"asked": "yes", "effects": "draw-tome"}, nil, ""},
				{map[string]string{"effects": "improve-gold+2"}, nil, "the Improve Item icon is only on items"},
				{map[string]string{"effects": "remove-goon"}, nil, "the Remove Goon icon is only on goons"},
			}
			for _, tt := range tests {
				c := card(t, kind, "Test "+kind.String(), tt.values)
				err := c.Check()
				if tt.check != "" {
					if err == nil || !strings.Contains(err.Error(), tt.check) {
						t.Errorf("%v: Check = %v, want %q", tt.values, err, tt.check)
					}
					continue
				}
				if err != nil {
					t.Errorf("%v: %v", tt.values, err)
				}
				if got := c.Missing(); !slices.Equal(got, tt.missing) {
					t.Errorf("%v: missing %v, want %v", tt.values, got, tt.missing)
				}
				if got := c.PlayMissing(); !slices.Equal(got, tt.missing) {
					t.Errorf("%v: PlayMissing %v, want %v", tt.values, got, tt.missing)
				}
				if c.Complete() != (len(tt.missing) == 0) {
					t.Errorf("%v: complete %v", tt.values, c.Complete())
				}
			}
			c := Card{Kind: kind, Name: "X"}
			if err := c.SetValue("asked", "perhaps"); err == nil || err.Error() != `asked: "perhaps" is not yes or no` {
				t.Errorf("SetValue(asked, perhaps) = %v", err)
			}
			if err := c.SetValue("effects", "fly"); err == nil || !strings.HasPrefix(err.Error(), `effects: "fly" is not a special effect`) {
				t.Errorf("SetValue(effects, fly) = %v", err)
			}
			if err := c.SetValue("paths", "4"); err == nil || !strings.Contains(err.Error(), `has no "paths" (it has expansion, effects, asked)`) {
				t.Errorf("SetValue(paths) = %v", err)
			}
		})
	}
	core := card(t, LootCard, "gold", map[string]string{"expansion": "core"})
	if err := core.Check(); err == nil || !strings.Contains(err.Error(), "the loot tokens come in the Breakout box") {
		t.Errorf("a core game loot token: %v", err)
	}
}

// TestPrintedLegendLootAndSpace: a game file's "printed" object carries
// the values of a legend card, a loot token and a space, read back bound
// to the card's kind and name.
func TestPrintedLegendLootAndSpace(t *testing.T) {
	tests := []struct {
		kind   CardKind
		name   string
		values map[string]string
		json   string
	}{
		{LegendCard, "Tog the Ogre Brute", map[string]string{"asked": "yes"}, `{"asked":"yes"}`},
		{LegendCard, "Test legend", map[string]string{"asked": "no", "effects": "gain-power, draw-tome"}, `{"asked":"no","effects":"gain-power, draw-tome"}`},
		{LootCard, "two gold", map[string]string{"asked": "no", "effects": "gain-gold, gain-gold"}, `{"asked":"no","effects":"gain-gold, gain-gold"}`},
		{LootCard, "a riddle", map[string]string{"asked": "yes", "effects": "none"}, `{"asked":"yes","effects":"none"}`},
		{SpaceCard, "3", map[string]string{"loot": "yes", "paths": "4; tomb: 1 gold"}, `{"loot":"yes","paths":"4; tomb: 1 gold"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := card(t, tt.kind, tt.name, tt.values)
			data, err := json.Marshal(c)
			if err != nil || string(data) != tt.json {
				t.Fatalf("MarshalJSON = %s, %v; want %s", data, err, tt.json)
			}
			var back Card
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatal(err)
			}
			if err := back.BindPrinted(tt.kind, tt.name); err != nil {
				t.Fatal(err)
			}
			if !SamePrinted(back, c) || back.Kind != tt.kind || back.Name != tt.name {
				t.Errorf("read back as %+v", back)
			}
			if d, err := DecodePrinted(tt.kind, tt.name, tt.values); err != nil || !SamePrinted(*d, c) {
				t.Errorf("DecodePrinted = %+v, %v", d, err)
			}
		})
	}
	for _, tt := range []struct {
		kind   CardKind
		name   string
		values map[string]string
		want   string
	}{
		{LootCard, "x", map[string]string{"loot": "yes"}, `"loot" is not a value of a loot card (allowed: effects, asked)`},
		{LegendCard, "x", map[string]string{"asked": "often"}, `asked: "often" is not yes or no`},
		{SpaceCard, "crypt", map[string]string{"loot": "yes"}, `space "crypt": a space is named by its label`},
		{SpaceCard, "4", map[string]string{"paths": "4"}, "a path leads from 4 back to it"},
	} {
		if _, err := DecodePrinted(tt.kind, tt.name, tt.values); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("DecodePrinted(%s %s, %v) = %v, want %q", tt.kind, tt.name, tt.values, err, tt.want)
		}
	}
}

func TestCatalogFileWithTheNewKinds(t *testing.T) {
	file := `lockup_catalog: 1
legends:
  - name: Tog the Ogre Brute
    asked: yes
loot:
  - name: two gold
    effects: [gain-gold, gain-gold]
    asked: false
spaces:
  - name: "3"
    loot: true
    paths: ["4", "tomb: 1 gold"]
  - name: 4
    loot: no
    paths: "escaped: 2 scrap, 1 potion"
`
	c, err := ParseCatalog("cat.yaml", []byte(file))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		kind        CardKind
		name, field string
		want        string
	}{
		{LegendCard, "Tog the Ogre Brute", "asked", "yes"},
		{LootCard, "Two Gold", "effects", "gain-gold, gain-gold"},
		{LootCard, "two gold", "asked", "no"},
		{SpaceCard, "3", "paths", "4; tomb: 1 gold"},
		{SpaceCard, "4", "paths", "escaped: 2 scrap, 1 potion"},
		{SpaceCard, "4", "loot", "no"},
	} {
		if got, _ := c.Lookup(tt.kind, tt.name); got.Value(tt.field) != tt.want {
			t.Errorf("%s %s %s = %q, want %q", tt.kind, tt.name, tt.field, got.Value(tt.field), tt.want)
		}
	}
	const encoded = `loot:
  - name: two gold
    effects: [gain-gold, gain-gold]
    asked: false
spaces:
  - name: "3"
    loot: true
    paths: ["4", "tomb: 1 gold"]
  - name: "4"
    loot: false
    paths: ["escaped: 2 scrap, 1 potion"]
`
	if out := string(c.Encode()); !strings.HasSuffix(out, encoded) {
		t.Errorf("encoded as\n%s\nwant it to end with\n%s", out, encoded)
	}
	for _, tt := range []struct{ file, want string }{
		{"lockup_catalog: 1\nspaces:\n  - name: \"3\"\n    paths: [\"4\", \"5: 1 any\"]\n", `cat.yaml:4:18: spaces[0].paths[1]: path "5: 1 any": "1 any": "any" is not one of scrap, potions, iron, gold (allowed: one path: a space, then its cost if it has one, e.g. "5: 1 iron")`},
		{"lockup_catalog: 1\nspaces:\n  - name: \"3\"\n    paths: [\"4\", \"4: 1 iron\"]\n", `spaces[0].paths[1]: two paths lead to 4`},
		{"lockup_catalog: 1\nspaces:\n  - name: \"3\"\n    paths: 4, 5\n", `cat.yaml:4:12: spaces[0].paths: path "4, 5": "4, 5" is not a space of the catacombs`},
		{"lockup_catalog: 1\nspaces:\n  - name: \"3\"\n    paths: {\"4\": none}\n", `spaces[0].paths: must be a list`},
		{"lockup_catalog: 1\nspaces:\n  - name: crypt\n", `cat.yaml:3:9: spaces[0]: space "crypt": a space is named by its label`},
		{"lockup_catalog: 1\nspaces:\n  - name: \"3\"\n    loot: maybe\n", `spaces[0].loot: "maybe" is not yes or no`},
		{"lockup_catalog: 1\nspaces:\n  - name: \"3\"\n    effects: [gain-gold]\n", `spaces[0].effects: unknown key "effects"`},
		{"lockup_catalog: 1\nloot:\n  - name: gold\n    asked: [yes]\n", `loot[0].asked: must be true or false`},
		{"lockup_catalog: 1\nloot:\n  - name: gold\n    effects: [remove-goon]\n", `the Remove Goon icon is only on goons`},
		{"lockup_catalog: 1\nspace: []\n", `unknown key "space"; did you mean "spaces"?`},
	} {
		if _, err := ParseCatalog("cat.yaml", []byte(tt.file)); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseCatalog(%q) = %v, want %q", tt.file, err, tt.want)
		}
	}
}

func TestMergeSpaces(t *testing.T) {
	c, err := spaceCatalog(t, nil)
	if err != nil {
		t.Fatal(err)
	}
	in, err := ParseCatalog("theirs.yaml", []byte("lockup_catalog: 1\nspaces:\n  - name: \"2\"\n    paths: \"3: 2 iron; 4\"\n  - name: \"5\"\n    loot: true\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Merge(in, false)
	var ce *CatalogConflictError
	if !errors.As(err, &ce) || len(ce.Conflicts) != 1 || ce.Conflicts[0].String() != `space "2": paths is 3: 1 iron; 4 here, 3: 2 iron; 4 in the import` {
		t.Fatalf("Merge = %v", err)
	}
	if _, err := c.Merge(in, true); err != nil {
		t.Fatal(err)
	}
	if two, _ := c.Lookup(SpaceCard, "2"); two.Value(FieldPaths) != "3: 2 iron; 4" || two.Value(FieldLoot) != "no" {
		t.Errorf("merged %s", CardString(two))
	}
	// Space 5 is typed, but no path leads there.
	if _, err := c.Catacombs(); err == nil || !strings.Contains(err.Error(), "5: paths not typed yet") {
		t.Errorf("Catacombs = %v", err)
	}
}

// FuzzParsePaths: whatever ParsePaths reads, PathsString writes so that
// it reads back the same, and a space card holding it says the same.
func FuzzParsePaths(f *testing.F) {
	for _, s := range []string{"", "none", "4", "4; 5: 1 iron", " 5 ;TOMB: 1 Iron, 2 potion ", "5: none; 6: 0", "5, 6", "5: 1 any", "5:", "5; 5", "5;; 6", ": 1 iron", "entrance", "escaped: 99 gold", "5: 1 iron, 1 iron", "5:: 1 iron", "ø", "5;"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		list, err := ParsePaths(s)
		if err != nil {
			if list != nil {
				t.Fatalf("%q: an error and paths %v", s, list)
			}
			return
		}
		text := PathsString(list)
		again, err := ParsePaths(text)
		if err != nil || !slices.Equal(again, list) {
			t.Fatalf("%q read as %v, written %q, read again as %v, %v", s, list, text, again, err)
		}
		for _, p := range list {
			if one, err := ParsePath(p.String()); err != nil || one != p {
				t.Fatalf("path %v written %q, read again as %v, %v", p, p.String(), one, err)
			}
		}
		if strings.TrimSpace(s) == "" {
			return // a card's empty value is unknown (SetValue), not none
		}
		c := Card{Kind: SpaceCard, Name: "98"}
		if err := c.SetValue(FieldPaths, s); err != nil || c.Value(FieldPaths) != text {
			t.Fatalf("%q: a space card holds %q, %v; want %q", s, c.Value(FieldPaths), err, text)
		}
	})
}

func ExampleCatalog_Catacombs() {
	// A made-up board: type what your own board shows.
	c, err := ParseCatalog("catalog.yaml", []byte(`lockup_catalog: 1
spaces:
  - name: entrance
    paths: "1; 2: 1 iron"
  - name: "1"
    loot: true
    paths: tomb
  - name: "2"
    loot: false
    paths: "tomb; escaped: 2 gold"
  - name: tomb
  - name: escaped
    loot: false
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	board, err := c.Catacombs()
	if err != nil {
		fmt.Println(err)
		return
	}
	for i, s := range board.Spaces {
		var paths []SpacePath
		for _, p := range board.PathsFrom(i, nil) {
			paths = append(paths, SpacePath{To: board.Spaces[p.To], Cost: p.Cost})
		}
		fmt.Printf("%s (loot %v): %s\n", s.Label(), s.Loot, PathsString(paths))
	}

	// Without the tomb's card, the board is not all typed yet.
	c.Remove(SpaceCard, "tomb")
	_, err = c.Catacombs()
	fmt.Println(err)
	// Output:
	// entrance (loot false): 1; 2: 1 iron
	// 1 (loot true): tomb
	// 2 (loot false): tomb; escaped: 2 gold
	// tomb (loot true): none
	// escaped (loot false): none
	// the catacombs board is not all typed yet: tomb: not typed yet (paths from 1, 2 lead there)
}

// SpaceCards returns a board's spaces as space cards, in the board's
// order, with the values that apply to each (its loot icon, its paths): the
// cards BuildCatacombs builds the same board from.
func SpaceCards(b rules.Catacombs) []Card {
	out := make([]Card, len(b.Spaces))
	for i, s := range b.Spaces {
		c := Card{Kind: SpaceCard, Name: s.Label()}
		if SpaceLootApplies(s) {
			c.Loot = Know(s.Loot)
		}
		if SpacePathsApply(s) {
			paths := []SpacePath{}
			for _, p := range b.PathsFrom(i, nil) {
				if p.To >= 0 && p.To < len(b.Spaces) {
					to := b.Spaces[p.To]
					to.Loot = false
					paths = append(paths, SpacePath{To: to, Cost: p.Cost})
				}
			}
			c.Paths = Know(paths)
		}
		out[i] = c
	}
	return out
}
