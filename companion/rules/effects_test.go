package rules

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
)

// Core rulebook, "Special Effect Icons"; Breakout, "Special Effect Icons";
// "Solitary Mode – Special Effects"; rulings "effect-empty-supply",
// "effect-no-suspicion", "solo-choose-tome", "solo-exchange-supply".
func TestApplyEffect(t *testing.T) {
	ana := CrewBoard{Suspicion: 2, Power: 1, StorageLimit: 5, Resources: Resources{Scrap: 2}}
	bo := CrewBoard{Suspicion: 0}
	multi := []SeatBoard{{"Ana", ana}, {"Bo", bo}}
	solo := []SeatBoard{{"Ana", ana}, {Guards, CrewBoard{Reputation: 10, Resources: Resources{Scrap: 3, Iron: 3, Gold: 1}}}}
	full := Supply{Suspicion: 5, Power: 10, Resources: Resources{Scrap: 5, Potions: 5, Iron: 5, Gold: 5}}
	tests := []struct {
		name    string
		seats   []SeatBoard
		supply  Supply
		actor   string
		effect  Effect
		choice  EffectChoice
		check   func(EffectOutcome) string
		rulings []string
		err     error
	}{
		{"gain iron", multi, full, "Ana", Effect{Kind: EffectGainResource, Resource: Iron}, EffectChoice{},
			func(o EffectOutcome) string {
				return fmt.Sprint(o.Seats[0].Board.Resources.Iron, o.Supply.Resources.Iron)
			}, nil, nil},
		{"gain gold, none left", multi, Supply{}, "Ana", Effect{Kind: EffectGainResource, Resource: Gold}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.Seats[0].Board.Resources.Gold, o.Nothing) }, []string{RulingEffectEmptySupply}, nil},
		{"remove suspicion", multi, full, "Ana", Effect{Kind: EffectRemoveSuspicion}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.Seats[0].Board.Suspicion, o.Supply.Suspicion) }, nil, nil},
		{"remove suspicion with none", multi, full, "Bo", Effect{Kind: EffectRemoveSuspicion}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.Nothing) }, []string{RulingEffectNoSuspicion}, nil},
		{"give suspicion to Bo", multi, full, "Ana", Effect{Kind: EffectGiveSuspicion}, EffectChoice{Target: "Bo"},
			func(o EffectOutcome) string {
				return fmt.Sprint(o.Seats[0].Board.Suspicion, o.Seats[1].Board.Suspicion)
			}, nil, nil},
		{"give suspicion needs a target", multi, full, "Ana", Effect{Kind: EffectGiveSuspicion}, EffectChoice{}, nil, nil, ErrEffect},
		{"give suspicion not to oneself", multi, full, "Ana", Effect{Kind: EffectGiveSuspicion}, EffectChoice{Target: "Ana"}, nil, nil, ErrEffect},
		{"give suspicion with none", multi, full, "Bo", Effect{Kind: EffectGiveSuspicion}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.Nothing) }, []string{RulingEffectNoSuspicion}, nil},
		{"guards give to the player", []SeatBoard{{"Ana", ana}, {Guards, CrewBoard{Suspicion: 1}}}, full, Guards, Effect{Kind: EffectGiveSuspicion}, EffectChoice{},
			func(o EffectOutcome) string {
				return fmt.Sprint(o.Seats[0].Board.Suspicion, o.Seats[1].Board.Suspicion)
			}, nil, nil},
		{"gain power", multi, full, "Ana", Effect{Kind: EffectGainPower}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.Seats[0].Board.Power, o.Supply.Power) }, nil, nil},
		{"draw tome", multi, full, "Ana", Effect{Kind: EffectDrawTome}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.DrawTomes, o.KeepTomes) }, nil, nil},
		{"choose tome", multi, full, "Ana", Effect{Kind: EffectChooseTome}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.DrawTomes, o.KeepTomes) }, nil, nil},
		{"guards draw tome: a star", solo, full, Guards, Effect{Kind: EffectDrawTome}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.Seats[1].Board.Reputation, o.DrawTomes) }, nil, nil},
		{"guards choose tome: a star", solo, full, Guards, Effect{Kind: EffectChooseTome}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.Seats[1].Board.Reputation, o.DrawTomes) }, []string{RulingSoloChooseTome}, nil},
		{"increase storage", multi, full, "Ana", Effect{Kind: EffectIncreaseStorage}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.Seats[0].Board.StorageLimit) }, nil, nil},
		{"guards increase storage: nothing", solo, full, Guards, Effect{Kind: EffectIncreaseStorage}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.Nothing, o.Seats[1].Board.StorageLimit) }, nil, nil},
		{"exchange scrap for gold", multi, full, "Ana", Effect{Kind: EffectExchangeResource}, EffectChoice{Give: Scrap, Get: Gold},
			func(o EffectOutcome) string { return fmt.Sprint(o.Seats[0].Board.Resources, o.Supply.Resources) }, nil, nil},
		{"exchange declined", multi, full, "Ana", Effect{Kind: EffectExchangeResource}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.Nothing) }, nil, nil},
		{"exchange a cube not held", multi, full, "Ana", Effect{Kind: EffectExchangeResource}, EffectChoice{Give: Iron, Get: Gold}, nil, nil, ErrEffect},
		{"exchange for a kind the supply lacks", multi, Supply{}, "Ana", Effect{Kind: EffectExchangeResource}, EffectChoice{Give: Scrap, Get: Gold}, nil, nil, ErrEffect},
		{"exchange with half a choice", multi, full, "Ana", Effect{Kind: EffectExchangeResource}, EffectChoice{Give: Scrap}, nil, nil, ErrEffect},
		// Guards hold 3 scrap, 3 iron, 1 gold: most is scrap (least rare of
		// the tie), fewest is potions (0).
		{"guards exchange", solo, full, Guards, Effect{Kind: EffectExchangeResource}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.Seats[1].Board.Resources) }, nil, nil},
		{"advance lantern is a choice", multi, full, "Ana", Effect{Kind: EffectAdvanceLantern}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.Choice != "") }, nil, nil},
		{"reserve item is a choice", multi, full, "Ana", Effect{Kind: EffectReserveItem}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.Choice != "") }, nil, nil},
		{"improve item is a choice", multi, full, "Ana", Effect{Kind: EffectImproveItem, Resource: Gold, Stars: 2}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.Choice != "") }, nil, nil},
		{"guards never improve", solo, full, Guards, Effect{Kind: EffectImproveItem, Resource: Gold, Stars: 2}, EffectChoice{},
			func(o EffectOutcome) string { return fmt.Sprint(o.Nothing, o.Choice) }, nil, nil},
		{"unknown actor", multi, full, "Cy", Effect{Kind: EffectGainPower}, EffectChoice{}, nil, nil, ErrNotSeated},
		{"gain resource without a resource", multi, full, "Ana", Effect{Kind: EffectGainResource}, EffectChoice{}, nil, nil, ErrEffect},
		{"target on the wrong icon", multi, full, "Ana", Effect{Kind: EffectGainPower}, EffectChoice{Target: "Bo"}, nil, nil, ErrEffect},
		{"no icon", multi, full, "Ana", Effect{}, EffectChoice{}, nil, nil, ErrEffect},
	}
	want := map[string]string{
		"gain iron":                        "1 4",
		"gain gold, none left":             "0 true",
		"remove suspicion":                 "1 6",
		"remove suspicion with none":       "true",
		"give suspicion to Bo":             "1 1",
		"give suspicion with none":         "true",
		"guards give to the player":        "3 0",
		"gain power":                       "2 9",
		"draw tome":                        "1 1",
		"choose tome":                      "2 1",
		"guards draw tome: a star":         "11 0",
		"guards choose tome: a star":       "11 0",
		"increase storage":                 "6",
		"guards increase storage: nothing": "true 0",
		"exchange scrap for gold":          "1 scrap, 1 gold 6 scrap, 5 potions, 5 iron, 4 gold",
		"exchange declined":                "true",
		"guards exchange":                  "2 scrap, 1 potion, 3 iron, 1 gold",
		"advance lantern is a choice":      "true",
		"reserve item is a choice":         "true",
		"improve item is a choice":         "true",
		"guards never improve":             "true",
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := fmt.Sprint(tt.seats)
			got, err := ApplyEffect(tt.seats, tt.supply, tt.actor, tt.effect, tt.choice)
			if fmt.Sprint(tt.seats) != before {
				t.Error("input changed")
			}
			if !errors.Is(err, tt.err) {
				t.Fatalf("error = %v, want %v", err, tt.err)
			}
			if err != nil {
				return
			}
			if s := tt.check(got); s != want[tt.name] {
				t.Errorf("got %q, want %q", s, want[tt.name])
			}
			if !reflect.DeepEqual(got.Rulings, tt.rulings) {
				t.Errorf("rulings %v, want %v", got.Rulings, tt.rulings)
			}
		})
	}
}

// "Solitary Mode – Special Effects", "Exchange Resource"; ruling
// "solo-exchange-supply".
func TestGuardsExchange(t *testing.T) {
	all := Resources{Scrap: 9, Potions: 9, Iron: 9, Gold: 9}
	tests := []struct {
		held, supply Resources
		give, get    Resource
		ok           bool
	}{
		{Resources{Scrap: 1, Potions: 1, Iron: 1, Gold: 1}, all, Scrap, Gold, true}, // every count ties
		{Resources{Gold: 3}, all, Gold, Iron, true},                                 // fewest: scrap, potions, iron at 0 -> rarest iron
		{Resources{Iron: 2, Potions: 2, Gold: 1, Scrap: 1}, all, Potions, Gold, true},
		{Resources{Scrap: 2}, Resources{Potions: 1}, Scrap, Potions, true}, // iron and gold not in the supply
		{Resources{Scrap: 2}, Resources{Scrap: 4}, Scrap, NoResource, false},
		{Resources{}, all, NoResource, NoResource, false},
	}
	for _, tt := range tests {
		give, get, ok := GuardsExchange(tt.held, tt.supply)
		if give != tt.give || get != tt.get || ok != tt.ok {
			t.Errorf("GuardsExchange(%v, %v) = %v %v %v, want %v %v %v", tt.held, tt.supply, give, get, ok, tt.give, tt.get, tt.ok)
		}
	}
}

func ExampleApplyEffect() {
	seats := []SeatBoard{
		{Name: "Ana", Board: CrewBoard{Suspicion: 2, StorageLimit: 5}},
		{Name: "Bo", Board: CrewBoard{Suspicion: 1, StorageLimit: 5}},
	}
	out, _ := ApplyEffect(seats, Supply{Suspicion: 9}, "Ana", Effect{Kind: EffectGiveSuspicion}, EffectChoice{Target: "Bo"})
	fmt.Println(out.Seats[0].Board.Suspicion, out.Seats[1].Board.Suspicion)
	// Output: 1 2
}
