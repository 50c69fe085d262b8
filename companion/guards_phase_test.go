package companion

import (
	"os"
	"slices"
	"testing"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/companion/rules"
)

// FuzzDecideGuards runs the guards' decisions on whatever the resolve file
// parser accepts: they must never panic, and never leave a cube count below
// zero.
func FuzzDecideGuards(f *testing.F) {
	data, err := os.ReadFile("../examples/resolve-solo.yaml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte("seating: [R, guards]\nfirst_player: R\nguard_board: {resources: {gold: 2}, suspicion: 1, reserved: [{name: A, reputation: 2, cost: {any: 1}, effects: [exchange-resource, give-suspicion, remove-suspicion]}]}\ndisplay: [empty, {name: B, reputation: 4, cost: {gold: 1}}]\nlocations: {cell-block: {guards: [1]}}\n"))
	f.Add([]byte("seating: [R, guards]\nfirst_player: guards\nlocations: {sewers: {goon: {name: G, suspicion: 2, effects: [gain-gold, gain-power]}}, chow-hall: {guards: [2]}}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := input.ParseResolve("fuzz.yaml", data)
		if err != nil || file.Guards == nil {
			return
		}
		lo, err := rules.ResolveLightsOut(file.Round)
		if err != nil {
			t.Fatal(err)
		}
		ph, err := DecideGuards(file.Guards, file.Round.Table, lo.Resolutions())
		if err != nil {
			t.Fatal(err)
		}
		b := ph.after[rules.Library].Board
		for _, n := range []int{b.Guards.Resources.Scrap, b.Guards.Resources.Potions, b.Guards.Resources.Iron, b.Guards.Resources.Gold, b.Guards.Suspicion, b.Supply.Resources.Scrap, b.Supply.Resources.Potions, b.Supply.Resources.Iron, b.Supply.Resources.Gold, b.Supply.Power, b.Supply.Suspicion} {
			if n < 0 {
				t.Fatalf("a count below zero: %+v", b)
			}
		}
	})
}

// TestDecideGuards runs the guards through examples/resolve-solo.yaml
// ("Solitary Mode – Lights Out Phase"; the cards are the file's made-up
// example values): at the Exercise Yard and the Sewers they take the fixed
// reward (1 power, 2 scrap), at the Commissary the kind they hold fewest of,
// rarest on a tie (potions and iron at 0: iron), at the Chow Hall the two
// goons with the most icons (Ratcatcher and Hammerhand tie on 2: the Sewers
// first), whose gain-iron icon gives 1 iron, at the Cell Block the item of
// most reputation they can pay for (Iron Shiv and Rope Ladder tie on 3: the
// display first), paying 2 iron and 1 scrap for the any, and its gain-power
// icon 1 power. The board at the end: 2 scrap, 1 gold, 3 power, 1 suspicion
// (the Chow Hall's), 15 reputation, the Rope Ladder still reserved.
func TestDecideGuards(t *testing.T) {
	data, err := os.ReadFile("../examples/resolve-solo.yaml")
	if err != nil {
		t.Fatal(err)
	}
	file, err := input.ParseResolve("resolve-solo.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	lo, err := rules.ResolveLightsOut(file.Round)
	if err != nil {
		t.Fatal(err)
	}
	ph, err := DecideGuards(file.Guards, file.Round.Table, lo.Resolutions())
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		loc     rules.Location
		action  automa.Action
		gain    rules.Resources
		goons   []string
		item    string
		effects []string
		unread  []string
	}{
		{rules.ExerciseYard, automa.Collect, rules.Resources{}, nil, "", nil, nil},
		{rules.Sewers, automa.Collect, rules.Resources{Scrap: 2}, nil, "", nil, nil},
		{rules.Commissary, automa.Take, rules.Resources{Iron: 1}, nil, "", nil, nil},
		{rules.ChowHall, automa.Seize, rules.Resources{}, []string{"Ratcatcher", "Hammerhand"}, "", []string{"Ratcatcher"}, []string{"Hammerhand"}},
		{rules.CellBlock, automa.Craft, rules.Resources{}, nil, "Iron Shiv", []string{"Iron Shiv"}, nil},
	}
	if len(ph.Stops) != len(want) {
		t.Fatalf("%d stops, want %d", len(ph.Stops), len(want))
	}
	for i, w := range want {
		s := &ph.Stops[i]
		var goons, effects []string
		for _, g := range s.Goons {
			goons = append(goons, g.Card)
		}
		for _, e := range s.Effects {
			effects = append(effects, e.Card)
		}
		if s.Location != w.loc || s.Decision.Action != w.action || s.Decision.Gain != w.gain || !slices.Equal(goons, w.goons) ||
			s.Item.Name != w.item || !slices.Equal(effects, w.effects) || !slices.Equal(s.Unread, w.unread) {
			t.Errorf("stop %d: %v %s (goons %v, item %q, icons of %v, unread %v), want %+v", i, s.Location, s.Decision.Summary(), goons, s.Item.Name, effects, s.Unread, w)
		}
	}
	_, before, after := ph.Shown(lo.Resolutions())
	if b := before.Board.Guards; b != (rules.CrewBoard{Resources: rules.Resources{Scrap: 1, Gold: 1}, Power: 1, Reputation: 12}) {
		t.Errorf("board before: %+v", b)
	}
	if b := after.Board.Guards; b != (rules.CrewBoard{Resources: rules.Resources{Scrap: 2, Gold: 1}, Power: 3, Suspicion: 1, Reputation: 15}) {
		t.Errorf("board after: %+v", b)
	}
	if len(after.Board.Reserved) != 1 || after.Board.Reserved[0].Name != "Rope Ladder" || after.Board.Display[1].Name != "" {
		t.Errorf("display %v, reserved %v: want the Iron Shiv crafted out of space 2, the Rope Ladder reserved", after.Board.Display, after.Board.Reserved)
	}
	if ids := GuardsRulings(ph.Stops); !slices.Contains(ids, "solo-cell-block-tie") {
		t.Errorf("rulings %v lack solo-cell-block-tie", ids)
	}
}
