package catalog

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
)

func TestShippedCatalogHoldsOnlyWhatTheRulebooksState(t *testing.T) {
	c := ShippedCatalog()
	tests := []struct {
		kind      CardKind
		name      string
		expansion Expansion
		missing   []string
	}{
		{ItemCard, "Sacred Robes", BreakoutExpansion, []string{"reputation", "cost", "effects", "barrels"}},
		{GoalCard, "Explorer", BreakoutExpansion, []string{"condition"}},
		{GoalCard, "Tomb Raider", BreakoutExpansion, []string{"condition"}},
		{TomeCard, "Atlas of Hideouts", CoreGame, nil},
		{TomeCard, "Big Book of Stealth", CoreGame, nil},
		{TomeCard, "Cutthroat Crafting", CoreGame, nil},
		{LegendCard, "Tog the Ogre Brute", BreakoutExpansion, []string{"effects", "asked"}},
		{SpaceCard, "entrance", BreakoutExpansion, []string{"paths"}},
		{SpaceCard, "tomb", BreakoutExpansion, nil},
		{SpaceCard, "escaped", BreakoutExpansion, []string{"loot"}},
	}
	if c.Len() != len(tests) {
		t.Errorf("the shipped catalog holds %d cards, want %d: %v", c.Len(), len(tests), c.Names(NoCardKind))
	}
	for _, tt := range tests {
		card, ok := c.Lookup(tt.kind, tt.name)
		if !ok {
			t.Errorf("%s %q is not shipped", tt.kind, tt.name)
			continue
		}
		if card.Expansion != tt.expansion || !slices.Equal(card.Missing(), tt.missing) {
			t.Errorf("%s %q: expansion %s, missing %v; want %s, %v", tt.kind, tt.name, card.Expansion, card.Missing(), tt.expansion, tt.missing)
		}
	}
	robes, _ := c.Lookup(ItemCard, "sacred  robes")
	if robes.Valuables.Value != (CardValuables{Wild: 1}) {
		t.Errorf("Sacred Robes valuables = %+v; the Breakout notes make it one valuable of the owner's choice", robes.Valuables.Value)
	}
	if g, _ := c.Lookup(GoalCard, "Explorer"); g.GoalType != LeaderGoal {
		t.Errorf("Explorer is a %s goal", g.GoalType)
	}
	if g, _ := c.Lookup(GoalCard, "Tomb Raider"); g.GoalType != EndGameGoal {
		t.Errorf("Tomb Raider is a %s goal", g.GoalType)
	}
}

func TestConditions(t *testing.T) {
	tests := []struct {
		text string
		want Condition
		out  string
	}{
		{"most dwarves (at least 2)", Condition{Rule: rules.RuleMost, What: rules.CountDwarves, N: 2}, "most dwarves (at least 2)"},
		{"Most  Shields", Condition{Rule: rules.RuleMost, What: rules.CountShields}, "most shields"},
		{"most lantern progress", Condition{Rule: rules.RuleMost, What: rules.CountLanternProgress}, "most lantern progress"},
		{"first to 5 items", Condition{Rule: rules.RuleFirstTo, What: rules.CountItems, N: 5}, "first to 5 items"},
		{"first to 1 ratman", Condition{Rule: rules.RuleFirstTo, What: rules.CountRatmen, N: 1}, "first to 1 ratman"},
		{"2 per gem", Condition{Rule: rules.RulePerUnit, What: rules.CountGems, N: 1, Stars: 2}, "2 per gem"},
		{"2 stars per gem", Condition{Rule: rules.RulePerUnit, What: rules.CountGems, N: 1, Stars: 2}, "2 per gem"},
		{"1 per 3 items", Condition{Rule: rules.RulePerUnit, What: rules.CountItems, N: 3, Stars: 1}, "1 per 3 items"},
		{"3 per gold", Condition{Rule: rules.RulePerUnit, What: rules.CountGold, N: 1, Stars: 3}, "3 per gold"},
	}
	for _, tt := range tests {
		got, err := rules.ParseCondition(tt.text)
		if err != nil || got != tt.want || got.String() != tt.out {
			t.Errorf("rules.ParseCondition(%q) = %+v (%q), %v; want %+v (%q)", tt.text, got, got.String(), err, tt.want, tt.out)
		}
	}
	for _, bad := range []string{"", "most", "most unicorns", "first to many items", "first to 0 items", "most gems (at least 0)", "0 per gem", "per gem", "lots of gold", "most gems (at least 2", "first to 100 items"} {
		if c, err := rules.ParseCondition(bad); err == nil {
			t.Errorf("rules.ParseCondition(%q) = %+v, want an error", bad, c)
		}
	}
	if rules.CountDwarves.GoonType() != rules.Dwarves || rules.CountGolems.GoonType() != rules.Golems || rules.CountGold.Resource() != rules.Gold || rules.CountItems.GoonType() != rules.NoGoonType {
		t.Error("countables map to the wrong goon types or resources")
	}
}

func TestEffects(t *testing.T) {
	tests := []struct {
		text string
		want Effect
	}{
		{"gain-iron", Effect{Kind: rules.EffectGainResource, Resource: rules.Iron}},
		{"gain-potion", Effect{Kind: rules.EffectGainResource, Resource: rules.Potions}},
		{"gain-power", Effect{Kind: rules.EffectGainPower}},
		{"remove-suspicion", Effect{Kind: rules.EffectRemoveSuspicion}},
		{"give-suspicion", Effect{Kind: rules.EffectGiveSuspicion}},
		{"draw-tome", Effect{Kind: rules.EffectDrawTome}},
		{"increase-storage", Effect{Kind: rules.EffectIncreaseStorage}},
		{"exchange-resource", Effect{Kind: rules.EffectExchangeResource}},
		{"choose-tome", Effect{Kind: rules.EffectChooseTome}},
		{"advance-lantern", Effect{Kind: rules.EffectAdvanceLantern}},
		{"improve-gold+2", Effect{Kind: rules.EffectImproveItem, Resource: rules.Gold, Stars: 2}},
		{"reserve-item", Effect{Kind: rules.EffectReserveItem}},
		{"remove-goon", Effect{Kind: rules.EffectRemoveGoon}},
	}
	for _, tt := range tests {
		got, err := rules.ParseEffect(tt.text)
		if err != nil || got != tt.want {
			t.Errorf("rules.ParseEffect(%q) = %+v, %v", tt.text, got, err)
		}
		if again, _ := rules.ParseEffect(got.String()); again != got {
			t.Errorf("%q does not survive String: %q", tt.text, got.String())
		}
	}
	for _, bad := range []string{"gain-resource", "improve-item", "improve-gold", "improve-gold+0", "gain-mana", "fly", ""} {
		if _, err := rules.ParseEffect(bad); err == nil {
			t.Errorf("rules.ParseEffect(%q) accepted", bad)
		}
	}
}

func card(t *testing.T, kind CardKind, name string, values map[string]string) Card {
	t.Helper()
	c := Card{Kind: kind, Name: name}
	for _, f := range CardFields(kind) {
		if v, ok := values[f]; ok {
			if err := c.SetValue(f, v); err != nil {
				t.Fatalf("SetValue(%s, %q): %v", f, v, err)
			}
		}
	}
	return c
}

func TestCardCheck(t *testing.T) {
	tests := []struct {
		name   string
		kind   CardKind
		values map[string]string
		want   string // "" for accepted
	}{
		{"full item", ItemCard, map[string]string{"expansion": "breakout", "reputation": "4", "cost": "2 iron, 1 any", "valuables": "1 shield", "effects": "gain-power, improve-gold+2", "barrels": "1"}, ""},
		{"full bandit", GoonCard, map[string]string{"type": "bandits", "suspicion": "1", "valuables": "none", "effects": "remove-goon", "resource": "gold"}, ""},
		{"instant goal", GoalCard, map[string]string{"type": "instant", "condition": "first to 4 goons", "reputation": "5"}, ""},
		{"per-unit end game goal", GoalCard, map[string]string{"type": "end-game", "condition": "1 per 2 tomes"}, ""},
		{"most end game goal", GoalCard, map[string]string{"type": "end-game", "condition": "most magic"}, ""},
		{"improve on a goon", GoonCard, map[string]string{"effects": "improve-gold+2"}, "only on items"},
		{"remove goon on an item", ItemCard, map[string]string{"effects": "remove-goon"}, "only on goons"},
		{"resource on a dwarf", GoonCard, map[string]string{"type": "dwarves", "resource": "gold"}, "only a Bandit"},
		{"first to on a leader goal", GoalCard, map[string]string{"type": "leader", "condition": "first to 3 items"}, "instant goal"},
		{"most on an instant goal", GoalCard, map[string]string{"type": "instant", "condition": "most items"}, "first crew"},
		{"per unit on a leader goal", GoalCard, map[string]string{"type": "leader", "condition": "2 per gem"}, "end game goal"},
		{"stars on a leader goal", GoalCard, map[string]string{"type": "leader", "reputation": "3"}, "only an instant goal"},
		{"full blue guard", GuardCard, map[string]string{"expansion": "core", "colour": "blue", "strength": "3"}, ""},
		{"special red guard", GuardCard, map[string]string{"colour": "Red", "strength": "0", "special": "yes"}, ""},
		{"special guard of unknown colour", GuardCard, map[string]string{"special": "yes"}, ""},
		{"blue guard that is not special", GuardCard, map[string]string{"colour": "blue", "special": "no"}, ""},
		{"special blue guard", GuardCard, map[string]string{"colour": "blue", "special": "yes"}, "a blue guard card is never special"},
		{"special green guard", GuardCard, map[string]string{"colour": "green", "special": "true"}, "a green guard card is never special"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := card(t, tt.kind, "Test Card", tt.values).Check()
			if tt.want == "" && err != nil {
				t.Errorf("refused: %v", err)
			}
			if tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, ErrBadCard)) {
				t.Errorf("Check = %v, want an error containing %q", err, tt.want)
			}
		})
	}
	if err := (Card{Kind: ItemCard, Name: " Robes"}).Check(); err == nil {
		t.Error("a name with a leading space was accepted")
	}
	c := Card{Kind: TomeCard, Name: "Book"}
	if err := c.SetValue("cost", "1 iron"); err == nil {
		t.Error("a tome accepted a cost")
	}
	for _, bad := range []Card{
		{Kind: GoonCard, Name: "Grub", Colour: rules.Blue},
		{Kind: ItemCard, Name: "Shiv", Strength: Know(2)},
		{Kind: GoalCard, Name: "Hoarder", Special: Know(false)},
		{Kind: GuardCard, Name: "red 1", Colour: rules.Red + 1},
		{Kind: GuardCard, Name: "red 1", Strength: Know(-1)},
		{Kind: GuardCard, Name: "red 1", Strength: Know(rules.MaxStrength + 1)},
	} {
		if err := bad.Check(); !errors.Is(err, ErrBadCard) {
			t.Errorf("%+v: Check = %v, want a refusal", bad, err)
		}
	}
}

func TestGuardCardValues(t *testing.T) {
	tests := []struct {
		field, text string
		want        string // the value as Value writes it, or the error
		ok          bool
	}{
		{"colour", "blue", "blue", true},
		{"colour", " YELLOW ", "yellow", true},
		{"colour", "purple", `colour: "purple" is not a guard card colour (blue, green, yellow, red)`, false},
		{"colour", "unknown", "unknown", true},
		{"strength", "0", "0", true},
		{"strength", "99", "99", true},
		{"strength", "100", `strength: "100" is not a whole number from 0 to 99`, false},
		{"strength", "-1", `strength: "-1" is not a whole number from 0 to 99`, false},
		{"strength", "2.5", `strength: "2.5" is not a whole number from 0 to 99`, false},
		{"strength", "", "unknown", true},
		{"special", "yes", "yes", true},
		{"special", "True", "yes", true},
		{"special", "n", "no", true},
		{"special", "maybe", `special: "maybe" is not yes or no`, false},
	}
	for _, tt := range tests {
		t.Run(tt.field+"="+tt.text, func(t *testing.T) {
			c := Card{Kind: GuardCard, Name: "red 1", Colour: rules.Red, Strength: Know(3), Special: Know(false)}
			err := c.SetValue(tt.field, tt.text)
			switch {
			case tt.ok && (err != nil || c.Value(tt.field) != tt.want):
				t.Errorf("SetValue = %v; Value = %q, want %q", err, c.Value(tt.field), tt.want)
			case !tt.ok && (err == nil || err.Error() != tt.want):
				t.Errorf("SetValue = %v, want %q", err, tt.want)
			}
		})
	}
}

func TestMissingAsksOnlyWhatApplies(t *testing.T) {
	tests := []struct {
		card Card
		want []string
	}{
		{Card{Kind: ItemCard, Name: "X"}, []string{"reputation", "cost", "valuables", "effects", "barrels"}},
		{Card{Kind: GoonCard, Name: "X"}, []string{"type", "suspicion", "valuables", "effects"}},
		{Card{Kind: GoonCard, Name: "X", GoonType: rules.Bandits}, []string{"suspicion", "valuables", "effects", "resource"}},
		{Card{Kind: GoalCard, Name: "X"}, []string{"type", "condition"}},
		{Card{Kind: GoalCard, Name: "X", GoalType: InstantGoal}, []string{"condition", "reputation"}},
		{Card{Kind: TomeCard, Name: "X"}, nil},
		{Card{Kind: GuardCard, Name: "X"}, []string{"colour", "strength"}},
		{Card{Kind: GuardCard, Name: "X", Colour: rules.Green}, []string{"strength"}},
		{Card{Kind: GuardCard, Name: "X", Colour: rules.Yellow}, []string{"strength", "special"}},
		{Card{Kind: GuardCard, Name: "X", Colour: rules.Red, Strength: Know(2), Special: Know(false)}, nil},
	}
	for _, tt := range tests {
		if got := tt.card.Missing(); !slices.Equal(got, tt.want) {
			t.Errorf("%s missing %v, want %v", CardString(tt.card), got, tt.want)
		}
	}
}

func fullCatalog(t *testing.T) *Catalog {
	t.Helper()
	c, err := NewCatalog(
		card(t, ItemCard, "Iron Shiv", map[string]string{"expansion": "core", "reputation": "3", "cost": "2 iron, 1 any", "valuables": "1 shield, 1 wild", "effects": "gain-power, gain-gold", "barrels": "0"}),
		card(t, ItemCard, "Nothing: Special #1", map[string]string{"cost": "none", "valuables": "none", "effects": "none"}),
		card(t, ItemCard, "yes", map[string]string{"reputation": "0"}),
		card(t, ItemCard, `Quote "and" back\slash`, nil),
		card(t, GoonCard, "Grub", map[string]string{"type": "bandits", "suspicion": "2", "valuables": "1 gem", "effects": "remove-goon", "resource": "potions"}),
		card(t, GoalCard, "Hoarder", map[string]string{"type": "instant", "condition": "first to 6 resources", "reputation": "4"}),
		card(t, GoalCard, "Gem Cutter", map[string]string{"type": "end-game", "condition": "2 per gem"}),
		card(t, TomeCard, "Big Book of Stealth", map[string]string{"expansion": "core"}),
		card(t, LegendCard, "Tog the Ogre Brute", nil),
		card(t, GuardCard, "blue 1", map[string]string{"expansion": "core", "colour": "blue", "strength": "0"}),
		card(t, GuardCard, "red 5", map[string]string{"colour": "red", "strength": "12", "special": "yes"}),
		card(t, GuardCard, "yellow 2", map[string]string{"colour": "yellow", "strength": "3", "special": "no"}),
		card(t, GuardCard, "Mystery guard", nil),
		card(t, LegendCard, "Warden's Deal", map[string]string{"expansion": "breakout", "effects": "gain-gold, advance-lantern", "asked": "no"}),
		card(t, LootCard, "two gold", map[string]string{"expansion": "breakout", "effects": "gain-gold, gain-gold", "asked": "no"}),
		card(t, LootCard, "a riddle", map[string]string{"asked": "yes"}),
		card(t, SpaceCard, "entrance", map[string]string{"expansion": "breakout", "paths": "1; 12: 1 scrap, 2 gold"}),
		card(t, SpaceCard, "12", map[string]string{"loot": "yes", "paths": "tomb: 1 potion"}),
		card(t, SpaceCard, "escaped", map[string]string{"loot": "no", "paths": "none"}),
		card(t, SpaceCard, "Tomb", nil),
		card(t, SpaceCard, "1", nil),
	)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCatalogFileRoundTrip(t *testing.T) {
	c := fullCatalog(t)
	data := c.Encode()
	back, err := ParseCatalog("catalog.yaml", data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if !reflect.DeepEqual(back.Cards(), c.Cards()) {
		t.Errorf("cards differ after a round trip:\n%s\n got %+v\nwant %+v", data, back.Cards(), c.Cards())
	}
	if string(back.Encode()) != string(data) {
		t.Errorf("encoding is not stable")
	}
	for _, card := range c.Cards() {
		for _, f := range CardFields(card.Kind) {
			again := Card{Kind: card.Kind, Name: card.Name}
			if err := again.SetValue(f, card.Value(f)); err != nil || again.Value(f) != card.Value(f) {
				t.Errorf("%s %s: Value %q does not survive SetValue: %v", card.Name, f, card.Value(f), err)
			}
		}
	}
}

func TestParseCatalogRefuses(t *testing.T) {
	tests := []struct {
		name, file, want string
	}{
		{"empty", "", "the file is empty"},
		{"no version", "items: []\n", "does not start with lockup_catalog"},
		{"newer", "lockup_catalog: 2\n", "cat.yaml:1:17: lockup_catalog: this catalog was written by a newer lockup (catalog version 2)"},
		{"version 0", "lockup_catalog: 0\n", "never written"},
		{"unknown section", "lockup_catalog: 1\nitemz: []\n", `cat.yaml:2:1: itemz: unknown key "itemz"; did you mean "items"?`},
		{"unknown card key", "lockup_catalog: 1\ngoons:\n  - name: Grub\n    cost: {iron: 1}\n", `cat.yaml:4:5: goons[0].cost: unknown key "cost"`},
		{"no name", "lockup_catalog: 1\ntomes:\n  - expansion: core\n", "the card has no name"},
		{"duplicate name", "lockup_catalog: 1\ntomes:\n  - name: Atlas\n  - name: atlas\n", `cat.yaml:4:11: tomes[1].name: a second tome card is called "atlas"`},
		{"bad goon type", "lockup_catalog: 1\ngoons:\n  - name: Grub\n    type: orcs\n", `cat.yaml:4:11: goons[0].type: "orcs" is not a goon type`},
		{"negative reputation", "lockup_catalog: 1\nitems:\n  - name: Shiv\n    reputation: -1\n", "-1 is negative"},
		{"bad cost key", "lockup_catalog: 1\nitems:\n  - name: Shiv\n    cost: {mana: 1}\n", `unknown key "mana"`},
		{"bad effect", "lockup_catalog: 1\nitems:\n  - name: Shiv\n    effects: [fly]\n", `cat.yaml:4:15: items[0].effects[0]: "fly" is not a special effect`},
		{"bad condition", "lockup_catalog: 1\ngoals:\n  - name: G\n    condition: most unicorns\n", `"unicorns" is not something a goal counts`},
		{"rules clash", "lockup_catalog: 1\ngoons:\n  - name: Grub\n    type: dwarves\n    resource: gold\n", "only a Bandit shows a resource"},
		{"alias", "lockup_catalog: 1\ntomes:\n  - &a {name: X}\n", "anchors"},
		{"bad colour", "lockup_catalog: 1\nguards:\n  - name: blue 1\n    colour: purple\n", `cat.yaml:4:13: guards[0].colour: "purple" is not a guard card colour (blue, green, yellow, red) (allowed: blue, green, yellow or red)`},
		{"strength too high", "lockup_catalog: 1\nguards:\n  - name: blue 1\n    strength: 100\n", `cat.yaml:4:15: guards[0].strength: 100 is more than a guard card shows (allowed: the strength the card shows, 0 to 99)`},
		{"strength not a number", "lockup_catalog: 1\nguards:\n  - name: blue 1\n    strength: high\n", `guards[0].strength`},
		{"special not yes or no", "lockup_catalog: 1\nguards:\n  - name: red 1\n    special: maybe\n", `cat.yaml:4:14: guards[0].special: "maybe" is not yes or no`},
		{"special a list", "lockup_catalog: 1\nguards:\n  - name: red 1\n    special: [yes]\n", `guards[0].special: must be true or false`},
		{"special blue", "lockup_catalog: 1\nguards:\n  - name: blue 1\n    colour: blue\n    special: true\n", `cat.yaml:3:9: guards[0]: guard "blue 1": a blue guard card is never special`},
		{"guard key on a goon", "lockup_catalog: 1\ngoons:\n  - name: Grub\n    strength: 2\n", `goons[0].strength: unknown key "strength"`},
		{"goon key on a guard", "lockup_catalog: 1\nguards:\n  - name: blue 1\n    suspicion: 2\n", `guards[0].suspicion: unknown key "suspicion"`},
		{"duplicate guard", "lockup_catalog: 1\nguards:\n  - name: Blue 1\n  - name: blue  1\n", `a second guard card is called "blue  1"`},
		{"unknown section guard", "lockup_catalog: 1\nguard: []\n", `unknown key "guard"; did you mean "guards"?`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseCatalog("cat.yaml", []byte(tt.file))
			var ie *input.InputError
			if err == nil || !errors.As(err, &ie) || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("ParseCatalog = %v, want an *InputError containing %q", err, tt.want)
			}
		})
	}
}

func TestCatalogAcceptsTextForms(t *testing.T) {
	c, err := ParseCatalog("cat.yaml", []byte("lockup_catalog: 1\nitems:\n  - name: Shiv\n    cost: 2 iron, 1 any\n    valuables: none\n    effects: gain-power, gain-power\n    reputation:\n"))
	if err != nil {
		t.Fatal(err)
	}
	shiv, _ := c.Lookup(ItemCard, "shiv")
	if shiv.Value("cost") != "2 iron, 1 any" || shiv.Value("valuables") != "none" || shiv.Value("effects") != "gain-power, gain-power" || shiv.Reputation.Known {
		t.Errorf("read %+v", shiv)
	}
}

func TestMerge(t *testing.T) {
	base := func() *Catalog {
		c, _ := NewCatalog(
			card(t, GoonCard, "Grub", map[string]string{"type": "dwarves", "suspicion": "1"}),
			card(t, TomeCard, "Atlas of Hideouts", nil),
		)
		return c
	}
	t.Run("adds, fills and keeps", func(t *testing.T) {
		c := base()
		in, _ := NewCatalog(
			card(t, GoonCard, "grub", map[string]string{"suspicion": "1", "valuables": "1 gem"}),
			card(t, TomeCard, "Atlas of Hideouts", nil),
			card(t, TomeCard, "Cutthroat Crafting", nil),
		)
		rep, err := c.Merge(in, false)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(rep.Added, []string{"tome Cutthroat Crafting"}) || !slices.Equal(rep.Filled, []string{"goon grub"}) || !slices.Equal(rep.Unchanged, []string{"tome Atlas of Hideouts"}) {
			t.Errorf("report %+v", rep)
		}
		grub, _ := c.Lookup(GoonCard, "Grub")
		if grub.Name != "Grub" || grub.Value("valuables") != "1 gem" || grub.GoonType != rules.Dwarves {
			t.Errorf("merged %+v", grub)
		}
	})
	t.Run("conflicts refuse everything", func(t *testing.T) {
		c := base()
		in, _ := NewCatalog(
			card(t, TomeCard, "Cutthroat Crafting", nil),
			card(t, GoonCard, "Grub", map[string]string{"suspicion": "2"}),
		)
		_, err := c.Merge(in, false)
		var ce *CatalogConflictError
		if !errors.As(err, &ce) || len(ce.Conflicts) != 1 || ce.Conflicts[0].String() != `goon "Grub": suspicion is 1 here, 2 in the import` {
			t.Fatalf("Merge = %v", err)
		}
		if c.Len() != 2 {
			t.Errorf("a refused import changed the catalog")
		}
	})
	t.Run("replace takes the imported values", func(t *testing.T) {
		c := base()
		in, _ := NewCatalog(card(t, GoonCard, "Grub", map[string]string{"suspicion": "2"}))
		rep, err := c.Merge(in, true)
		if err != nil || !slices.Equal(rep.Replaced, []string{"goon Grub"}) {
			t.Fatalf("Merge = %+v, %v", rep, err)
		}
		if grub, _ := c.Lookup(GoonCard, "Grub"); grub.Suspicion.Value != 2 || grub.GoonType != rules.Dwarves {
			t.Errorf("replaced %+v", grub)
		}
	})
}

func TestEffectiveCatalogLaysTheUserOverTheShipped(t *testing.T) {
	user, _ := NewCatalog(card(t, ItemCard, "Sacred Robes", map[string]string{"reputation": "3"}))
	c, err := EffectiveCatalog(user)
	if err != nil {
		t.Fatal(err)
	}
	robes, _ := c.Lookup(ItemCard, "Sacred Robes")
	if robes.Reputation.Value != 3 || robes.Valuables.Value.Wild != 1 || robes.Expansion != BreakoutExpansion {
		t.Errorf("effective Sacred Robes = %+v", robes)
	}
	if c.Len() != ShippedCatalog().Len() {
		t.Errorf("effective catalog holds %d cards", c.Len())
	}
}

func TestLoadAndSaveCatalog(t *testing.T) {
	path := filepath.Join(t.TempDir(), "config", "lockup", "catalog.yaml")
	empty, err := LoadCatalog(path)
	if err != nil || empty.Len() != 0 {
		t.Fatalf("a missing catalog loads as %v, %v", empty, err)
	}
	c := fullCatalog(t)
	if err := SaveCatalog(path, c); err != nil {
		t.Fatal(err)
	}
	back, err := LoadCatalog(path)
	if err != nil || !reflect.DeepEqual(back.Cards(), c.Cards()) {
		t.Errorf("saved and loaded: %v", err)
	}
	if st, _ := os.Stat(filepath.Dir(path)); st.Mode().Perm() != 0o700 {
		t.Errorf("config folder mode %v", st.Mode().Perm())
	}
}

func FuzzParseCatalog(f *testing.F) {
	f.Add(ShippedCatalog().Encode())
	f.Add(shippedCatalogYAML)
	f.Add([]byte("lockup_catalog: 1\nitems:\n  - name: Shiv\n    cost: 2 iron, 1 any\n    effects: [improve-gold+2]\n"))
	f.Add([]byte("lockup_catalog: 1\ngoals:\n  - name: G\n    type: end-game\n    condition: \"1 per 3 items\"\n"))
	f.Add([]byte("lockup_catalog: 1\nguards:\n  - name: red 1\n    colour: red\n    strength: 4\n    special: yes\n  - name: blue 1\n    colour: blue\n    strength: 0\n    special: false\n"))
	f.Add([]byte("lockup_catalog: 1\nlegends:\n  - name: L\n    effects: [gain-power]\n    asked: yes\nloot:\n  - name: two gold\n    effects: gain-gold, gain-gold\n    asked: false\nspaces:\n  - name: \"3\"\n    loot: true\n    paths: [\"4\", \"tomb: 1 gold\"]\n  - name: entrance\n    paths: \"1; 2: 2 scrap, 1 iron\"\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := ParseCatalog("fuzz.yaml", data)
		if err != nil {
			var ie *input.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error is not an *InputError: %v", err)
			}
			return
		}
		out := c.Encode()
		back, err := ParseCatalog("again.yaml", out)
		if err != nil || !reflect.DeepEqual(back.Cards(), c.Cards()) {
			t.Fatalf("the catalog does not survive Encode: %v\n%s", err, out)
		}
	})
}

func TestNameKey(t *testing.T) {
	tests := map[string]string{
		"Sacred Robes":            "sacred robes",
		"  sacred \t ROBES\n":     "sacred robes",
		"Khathandor’s  ‘Tomb’":    "khathandor's 'tomb'",
		"":                        "",
		"   ":                     "",
		"Élan\u00a0Vital":         "élan vital",
		"grub":                    "grub",
		"Tog the Ogre Brute 2":    "tog the ogre brute 2",
		"ǅungla":                  "ǆungla",
		"\xff Bad\xe2\x80\x99 x ": "\ufffd bad' x",
	}
	for in, want := range tests {
		if got := NameKey(in); got != want {
			t.Errorf("NameKey(%q) = %q, want %q", in, got, want)
		}
	}
}

// nameKeyInSteps is NameKey as first written, one standard function per
// step: FuzzNameKey checks that the one pass agrees with it.
func nameKeyInSteps(name string) string {
	name = strings.NewReplacer("’", "'", "‘", "'").Replace(name)
	return strings.ToLower(strings.Join(strings.Fields(name), " "))
}

func FuzzNameKey(f *testing.F) {
	for _, s := range []string{"Sacred Robes", "  sacred \t ROBES\n", "Khathandor’s ‘Tomb’", "", "\u0085x\u00a0y", "\xe2\xe2\x80\x99", "İ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if got, want := NameKey(name), nameKeyInSteps(name); got != want {
			t.Fatalf("NameKey(%q) = %q, want %q", name, got, want)
		}
	})
}

// TestCatalogKeepsOrderAndPlaces puts, replaces and removes cards in no
// order and checks after each step that the cards stay sorted by kind and
// name and that every card is found by any spelling of its name.
func TestCatalogKeepsOrderAndPlaces(t *testing.T) {
	check := func(c *Catalog, step string) {
		t.Helper()
		cards := c.Cards()
		sorted := slices.IsSortedFunc(cards, func(a, b Card) int {
			if a.Kind != b.Kind {
				return int(a.Kind - b.Kind)
			}
			return strings.Compare(NameKey(a.Name), NameKey(b.Name))
		})
		if !sorted {
			t.Errorf("%s: cards out of order: %v", step, c.Names(NoCardKind))
		}
		for _, card := range cards {
			got, ok := c.Lookup(card.Kind, "  "+strings.ToUpper(card.Name)+" ")
			if !ok || got.Name != card.Name || !c.Has(card.Kind, strings.ToLower(card.Name)) {
				t.Errorf("%s: Lookup(%s, %q) = %q, %v", step, card.Kind, card.Name, got.Name, ok)
			}
		}
	}
	c, err := NewCatalog(
		card(t, TomeCard, "Cutthroat Crafting", nil),
		card(t, GoonCard, "Grub", map[string]string{"suspicion": "1"}),
		card(t, TomeCard, "Atlas of Hideouts", nil),
		card(t, ItemCard, "Iron Shiv", nil),
		card(t, GoonCard, "Atlas of Hideouts", nil),
	)
	if err != nil {
		t.Fatal(err)
	}
	check(c, "new")
	if got := c.Names(NoCardKind); !slices.Equal(got, []string{"Iron Shiv", "Atlas of Hideouts", "Grub", "Atlas of Hideouts", "Cutthroat Crafting"}) {
		t.Errorf("Names = %q", got)
	}
	if found := c.Find("atlas of  HIDEOUTS"); len(found) != 2 || found[0].Kind != GoonCard || found[1].Kind != TomeCard {
		t.Errorf("Find = %v", found)
	}
	if err := c.Put(card(t, ItemCard, "Bone Saw", nil)); err != nil {
		t.Fatal(err)
	}
	check(c, "put")
	if err := c.Put(card(t, GoonCard, "GRUB", map[string]string{"suspicion": "2"})); err != nil {
		t.Fatal(err)
	}
	check(c, "replace")
	if g, _ := c.Lookup(GoonCard, "grub"); g.Name != "GRUB" || g.Suspicion.Value != 2 || c.Len() != 6 {
		t.Errorf("replaced Grub = %+v, %d cards", g, c.Len())
	}
	if !c.Remove(ItemCard, "bone  saw") || c.Remove(ItemCard, "Bone Saw") {
		t.Error("Remove does not remove exactly once")
	}
	check(c, "remove")
	if _, ok := c.Lookup(ItemCard, "Bone Saw"); ok || c.Has(ItemCard, "Bone Saw") || c.Len() != 5 {
		t.Errorf("Bone Saw is still found; %d cards", c.Len())
	}
	d := c.Clone()
	if err := d.Put(card(t, LegendCard, "Tog the Ogre Brute", nil)); err != nil {
		t.Fatal(err)
	}
	check(d, "clone")
	if _, ok := c.Lookup(LegendCard, "Tog the Ogre Brute"); ok {
		t.Error("a card put in a clone shows in the original")
	}
	in, _ := NewCatalog(card(t, ItemCard, "Awl", nil), card(t, TomeCard, "Zodiac", nil), card(t, GoonCard, "grub", map[string]string{"valuables": "1 gem"}))
	if _, err := c.Merge(in, false); err != nil {
		t.Fatal(err)
	}
	check(c, "merge")
	if got := c.Names(NoCardKind); !slices.Equal(got, []string{"Awl", "Iron Shiv", "Atlas of Hideouts", "GRUB", "Atlas of Hideouts", "Cutthroat Crafting", "Zodiac"}) {
		t.Errorf("Names after Merge = %q", got)
	}
}

func TestShippedCatalogIsACopy(t *testing.T) {
	c := ShippedCatalog()
	if !c.Remove(TomeCard, "Atlas of Hideouts") {
		t.Fatal("Atlas of Hideouts is not shipped")
	}
	if _, ok := ShippedCatalog().Lookup(TomeCard, "Atlas of Hideouts"); !ok {
		t.Error("removing a card from one shipped catalog removed it from the next")
	}
}

// TestSyntaxErrorNamesTheCatalogFormat: a catalog that is not YAML is
// refused at its line and column, naming the catalog's own format.
func TestSyntaxErrorNamesTheCatalogFormat(t *testing.T) {
	_, err := ParseCatalog("cat.yaml", []byte("items: [\n"))
	if err == nil || !strings.Contains(err.Error(), "cat.yaml:1:") || !strings.Contains(err.Error(), "docs/card-catalog.md") {
		t.Fatalf("error %v: want cat.yaml:1:..., naming docs/card-catalog.md", err)
	}
}
