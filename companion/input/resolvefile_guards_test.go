package input

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/lockup-companion/lockup/companion/rules"
)

const soloHead = "seating: [Rin, guards]\nfirst_player: guards\n"

func TestParseResolveGuards(t *testing.T) {
	shiv := ItemCard{Name: "Iron Shiv", Reputation: 3, Cost: rules.Cost{Resources: rules.Resources{Iron: 2}, Any: 1}, Icons: Icons{List: []rules.Effect{{Kind: rules.EffectGainPower}}, Known: true}}
	tests := []struct {
		name string
		file string
		want *GuardsSide
	}{
		{"no guard side", soloHead, nil},
		{"an empty guard board", soloHead + "guard_board: {}\n", &GuardsSide{Supply: rules.Supply{Resources: rules.Resources{Scrap: 25, Potions: 15, Iron: 15, Gold: 10}, Power: 21, Suspicion: 12}}},
		{"the whole board", soloHead + `power: {Rin: 3}
guard_board:
  resources: {scrap: 2, gold: 1}
  suspicion: 1
  power: 2
  reputation: 14
  reserved:
    - {name: Rope Ladder, reputation: 3, cost: {scrap: 2}, effects: []}
display:
  - empty
  - {name: Iron Shiv, reputation: 3, cost: {iron: 2, any: 1}, effects: [gain-power]}
  - ~
locations:
  sewers:
    suspicion: 2
    bandit: gold
    goon: {name: Grub, suspicion: 1}
  chow-hall:
    goon: {name: Brute, suspicion: 3, effects: [give-suspicion, draw-tome]}
`, &GuardsSide{
			Board:     rules.CrewBoard{Resources: rules.Resources{Scrap: 2, Gold: 1}, Suspicion: 1, Power: 2, Reputation: 14},
			Reserved:  []ItemCard{{Name: "Rope Ladder", Reputation: 3, Cost: rules.Cost{Resources: rules.Resources{Scrap: 2}}, Icons: Icons{List: []rules.Effect{}, Known: true}}},
			Display:   []ItemCard{{}, shiv, {}},
			Goons:     rules.GoonSpaces{0: {Card: "Grub", Suspicion: 1}, 4: {Card: "Brute", Suspicion: 3}},
			GoonIcons: [5]Icons{4: {List: []rules.Effect{{Kind: rules.EffectGiveSuspicion}, {Kind: rules.EffectDrawTome}}, Known: true}},
			// The box less the guard board, the crew's power, and the
			// cubes waiting at the Sewers.
			Supply: rules.Supply{Resources: rules.Resources{Scrap: 23, Potions: 15, Iron: 15, Gold: 8}, Power: 17, Suspicion: 9},
		}},
		{"a goon alone starts the guard side", soloHead + "locations:\n  smithy:\n    goon: {name: Grub, suspicion: 0, effects: []}\n", &GuardsSide{
			Goons:     rules.GoonSpaces{2: {Card: "Grub"}},
			GoonIcons: [5]Icons{2: {List: []rules.Effect{}, Known: true}},
			Supply:    rules.Supply{Resources: rules.Resources{Scrap: 25, Potions: 15, Iron: 15, Gold: 10}, Power: 21, Suspicion: 12},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := ParseResolve("solo.yaml", []byte(tt.file))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(f.Guards, tt.want) {
				t.Errorf("guard side\n got %+v\nwant %+v", f.Guards, tt.want)
			}
		})
	}
}

func TestParseResolveGuardsErrors(t *testing.T) {
	const plain = "seating: [A, B]\nfirst_player: A\n"
	const breakout = "expansions: [breakout]\n" + soloHead
	tests := []struct {
		name, file, want string
	}{
		{"guard board in a two-crew game", plain + "guard_board: {power: 1}\n", "3:14: guard_board: only a solitary game has a guard board, and only there does lockup decide for the guards (allowed: seat [your crew, guards] to play solo, or remove the key)"},
		{"display in a two-crew game", plain + "display: []\n", "3:10: display: only a solitary game has a guard board"},
		{"goon in a two-crew game", plain + "locations:\n  sewers:\n    goon: {name: Grub, suspicion: 1}\n", "5:11: locations.sewers.goon: only a solitary game has a guard board"},
		{"guard board with Breakout", breakout + "guard_board: {power: 1}\n", "4:14: guard_board: a resolve file does not decide for the guards with the Breakout expansion"},
		{"a resource beside the counts", soloHead + "guard_board: {gold: 1}\n", "3:21: guard_board.gold: the guards' gold cubes go under `resources` (allowed: resources: {gold: N}; resources, suspicion, power, reputation, reserved)"},
		{"unknown guard board key", soloHead + "guard_board: {stars: 1}\n", `3:15: guard_board.stars: unknown key "stars"`},
		{"unknown resource", soloHead + "guard_board:\n  resources: {wood: 1}\n", `4:15: guard_board.resources.wood: unknown key "wood"; did you mean "gold"? (allowed: scrap, potions, iron, gold)`},
		{"negative reputation", soloHead + "guard_board: {reputation: -2}\n", "guard_board.reputation: -2 is negative"},
		{"too much gold", soloHead + "guard_board:\n  resources: {gold: 10}\nlocations:\n  sewers:\n    bandit: gold\n", "4:21: guard_board.resources.gold: 10 gold on the guard board and 1 at the locations, but the box holds 10 (allowed: at most 9 gold in all)"},
		{"too much power", soloHead + "power: {Rin: 12}\nguard_board: {power: 11}\n", "4:22: guard_board.power: 11 power cubes on the guard board and 12 on the crew's, but the box holds 22 (allowed: at most 10)"},
		{"too much suspicion", soloHead + "guard_board: {suspicion: 8}\nlocations:\n  sewers:\n    suspicion: 5\n", "3:26: guard_board.suspicion: 8 suspicion cubes on the guard board and 5 at the locations, but the box holds 12 (allowed: at most 7)"},
		{"reserved not a list", soloHead + "guard_board: {reserved: Rope}\n", "guard_board.reserved: must be a list, not text"},
		{"empty reserved item", soloHead + "guard_board:\n  reserved: [empty]\n", "4:14: guard_board.reserved[0]: a reserved item cannot be empty"},
		{"four display spaces", soloHead + "display: [empty, empty, empty, empty]\n", "3:32: display[3]: 4 display spaces; a solitary game's display has 3 (allowed: at most 3 items, the one next to the item deck first; `empty` for an empty space)"},
		{"display item as text", soloHead + "display: [Iron Shiv]\n", "3:11: display[0]: must be an item card: a mapping with name, reputation and cost (allowed: an item such as {name: Iron Shiv, reputation: 3, cost: {iron: 2, any: 1}, effects: [gain-power]}, or `empty` for an empty space)"},
		{"item without a cost", soloHead + "display:\n  - {name: Shiv, reputation: 3}\n", "4:5: display[0]: the item's cost is missing"},
		{"item without a name", soloHead + "display:\n  - {reputation: 3, cost: {}}\n", "display[0]: the item's name is missing"},
		{"item with an empty name", soloHead + "display:\n  - {name: '', reputation: 3, cost: {}}\n", "display[0].name: the name: it is empty"},
		{"item reputation too high", soloHead + "display:\n  - {name: Crown, reputation: 120, cost: {}}\n", "display[0].reputation: 120 reputation is more than a card prints (allowed: 0 to 99)"},
		{"unknown cost key", soloHead + "display:\n  - {name: Crown, reputation: 1, cost: {gems: 1}}\n", `display[0].cost.gems: unknown key "gems"`},
		{"cost too high", soloHead + "display:\n  - {name: Crown, reputation: 1, cost: {gold: 100}}\n", "display[0].cost.gold: 100 cubes is more than a card prints"},
		{"unknown item key", soloHead + "display:\n  - {name: Crown, reputation: 1, cost: {}, stars: 2}\n", `4:44: display[0].stars: unknown key "stars"; did you mean "name"? (allowed: name, reputation, cost, effects)`},
		{"misspelt icon", soloHead + "display:\n  - {name: Crown, reputation: 1, cost: {}, effects: [gain-powr]}\n", `4:54: display[0].effects[0]: "gain-powr" is not a special effect icon; did you mean "gain-power"? (allowed: gain-scrap, gain-potions, gain-iron, gain-gold, remove-suspicion, give-suspicion, gain-power, draw-tome, increase-storage, exchange-resource, choose-tome)`},
		{"Breakout icon", soloHead + "display:\n  - {name: Crown, reputation: 1, cost: {}, effects: [reserve-item]}\n", "display[0].effects[0]: reserve-item comes with the Breakout expansion, which the guards' decisions do not play yet"},
		{"too many icons", soloHead + "display:\n  - {name: Crown, reputation: 1, cost: {}, effects: [draw-tome, draw-tome, draw-tome, draw-tome, draw-tome, draw-tome, draw-tome, draw-tome, draw-tome, draw-tome]}\n", "display[0].effects: 10 icons; a card shows a few (allowed: at most 9 icons)"},
		{"goon at the cell block", soloHead + "locations:\n  cell-block:\n    goon: {name: Grub, suspicion: 1}\n", "5:11: locations.cell-block.goon: the Cell Block has no goon space (allowed: a goon at sewers, infirmary, smithy, commissary, chow-hall)"},
		{"goon at the library", soloHead + "locations:\n  library:\n    goon: {name: Grub, suspicion: 1}\n", "locations.library.goon: the Library has no goon space"},
		{"goon without icons count", soloHead + "locations:\n  sewers:\n    goon: {name: Grub}\n", "5:11: locations.sewers.goon: the goon's suspicion is missing (allowed: a goon such as {name: Grub, suspicion: 1, effects: [gain-gold]})"},
		{"goon as a name", soloHead + "locations:\n  sewers:\n    goon: Grub\n", "locations.sewers.goon: must be a goon card: a mapping with name and suspicion"},
		{"unknown goon key", soloHead + "locations:\n  sewers:\n    goon: {name: Grub, suspicon: 1}\n", `did you mean "suspicion"?`},
		{"unknown top key", soloHead + "guard_bored: {}\n", `unknown key "guard_bored"; did you mean "guard_board"?`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseResolve("f.yaml", []byte(tt.file))
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is not an *InputError", err)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q\nwant it to contain %q", err, tt.want)
			}
			if ie.Line == 0 {
				t.Errorf("no position in %q", err)
			}
		})
	}
}
