package rules

import (
	"errors"
	"fmt"
	"testing"
)

// Core rulebook, "Crafting Items", p. 14: spend resources equal to the cost.
func TestPayment(t *testing.T) {
	board := CrewBoard{Resources: Resources{Scrap: 2, Iron: 2, Gold: 1}}
	cost := Cost{Resources: Resources{Iron: 2}, Any: 1}
	tests := []struct {
		name string
		paid Resources
		err  error
	}{
		{"specific plus any scrap", Resources{Iron: 2, Scrap: 1}, nil},
		{"specific plus any gold", Resources{Iron: 2, Gold: 1}, nil},
		{"too few iron", Resources{Iron: 1, Scrap: 2}, ErrPayment},
		{"too many", Resources{Iron: 2, Scrap: 2}, ErrPayment},
		{"too few", Resources{Iron: 2}, ErrPayment},
		{"cubes not held", Resources{Iron: 2, Potions: 1}, ErrPayment},
		{"negative", Resources{Iron: 2, Scrap: 2, Gold: -1}, ErrCubes},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, s, err := Pay(board, Supply{}, cost, tt.paid)
			if !errors.Is(err, tt.err) {
				t.Fatalf("error = %v, want %v", err, tt.err)
			}
			if err == nil && (b.Resources.Total() != 2 || s.Resources != tt.paid) {
				t.Errorf("after paying: %+v, supply %+v", b.Resources, s.Resources)
			}
		})
	}
	for _, c := range []struct {
		cost Cost
		ok   bool
	}{
		{cost, true},
		{Cost{Resources: Resources{Iron: 2}, Any: 3}, true},
		{Cost{Resources: Resources{Iron: 2}, Any: 4}, false},
		{Cost{Resources: Resources{Potions: 1}}, false},
		{Cost{}, true},
	} {
		if got := CanPay(board, c.cost); got != c.ok {
			t.Errorf("CanPay(%s) = %v, want %v", c.cost, got, c.ok)
		}
	}
}

// "Location Rewards – Chow Hall", p. 11.
func TestChowHallCost(t *testing.T) {
	tests := []struct {
		tier  Tier
		goons int
		any   int
		ok    bool
	}{
		{Most, 1, 1, true}, {Most, 2, 4, true}, {Second, 1, 1, true}, {Second, 2, 5, true},
		{Others, 1, 2, true}, {Others, 2, 0, false}, {Most, 3, 0, false}, {Least, 1, 0, false}, {Most, 0, 0, false},
	}
	for _, tt := range tests {
		c, err := ChowHallCost(tt.tier, tt.goons)
		if (err == nil) != tt.ok || c.Any != tt.any || c.Resources.Total() != 0 {
			t.Errorf("ChowHallCost(%s, %d) = %s, %v", tt.tier, tt.goons, c, err)
		}
		if err != nil && !errors.Is(err, ErrPayment) {
			t.Errorf("error %v does not wrap ErrPayment", err)
		}
	}
	if ReserveCost != (Cost{Any: 1}) {
		t.Errorf("ReserveCost = %s, want 1 any (\"Reserving Items\", p. 14)", ReserveCost)
	}
	if c, err := ImproveCost(Effect{Kind: EffectImproveItem, Resource: Gold, Stars: 2}); err != nil || c.String() != "1 gold" {
		t.Errorf("ImproveCost = %s, %v", c, err)
	}
	if _, err := ImproveCost(Effect{Kind: EffectDrawTome}); !errors.Is(err, ErrEffect) {
		t.Errorf("ImproveCost of a tome icon: %v", err)
	}
}

// "Location Rewards – Commissary", p. 11.
func TestCommissary(t *testing.T) {
	board := CrewBoard{Resources: Resources{Scrap: 3}}
	supply := Supply{Resources: Resources{Gold: 1}}
	tests := []struct {
		name string
		tier Tier
		give Resources
		get  Resource
		err  error
		want Resources
	}{
		{"most: gold for nothing", Most, Resources{}, Gold, nil, Resources{Scrap: 3, Gold: 1}},
		{"most gives nothing", Most, Resources{Scrap: 1}, Gold, ErrPayment, Resources{}},
		{"second: one for one", Second, Resources{Scrap: 1}, Gold, nil, Resources{Scrap: 2, Gold: 1}},
		{"second gives two", Second, Resources{Scrap: 2}, Gold, ErrPayment, Resources{}},
		{"others: two for one", Others, Resources{Scrap: 2}, Gold, nil, Resources{Scrap: 1, Gold: 1}},
		{"others give one", Others, Resources{Scrap: 1}, Gold, ErrPayment, Resources{}},
		{"supply has no iron", Second, Resources{Scrap: 1}, Iron, ErrPayment, Resources{}},
		{"no choice", Most, Resources{}, NoResource, ErrPayment, Resources{}},
		{"no such tier", Least, Resources{}, Gold, ErrPayment, Resources{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, s, err := CommissaryReward(board, supply, tt.tier, tt.give, tt.get)
			if !errors.Is(err, tt.err) {
				t.Fatalf("error = %v, want %v", err, tt.err)
			}
			if err != nil {
				return
			}
			if b.Resources != tt.want || s.Resources.Gold != 0 || s.Resources.Scrap != tt.give.Scrap {
				t.Errorf("board %v supply %v", b.Resources, s.Resources)
			}
		})
	}
}

func ExampleChowHallCost() {
	for _, tier := range []Tier{Most, Second} {
		c, _ := ChowHallCost(tier, 2)
		fmt.Printf("%s strength, two goons: %s\n", tier, c)
	}
	// Output:
	// most strength, two goons: 4 any
	// second strength, two goons: 5 any
}

// TestOnlyPayment: a cost is paid with its specific cubes and as many more
// of any kinds as its "any" asks (core rulebook, "Crafting Items", p. 14;
// "Location Rewards", p. 11); there is one way only to pay it when it names
// every cube, when the cubes left are of one kind, or when they are just
// enough.
func TestOnlyPayment(t *testing.T) {
	res := func(scrap, potions, iron, gold int) Resources { return Resources{scrap, potions, iron, gold} }
	for _, tc := range []struct {
		name string
		held Resources
		cost Cost
		want Resources
		ok   bool
	}{
		{"every cube named", res(2, 1, 3, 0), Cost{Resources: res(0, 0, 2, 0)}, res(0, 0, 2, 0), true},
		{"one kind left for the any", res(0, 0, 3, 0), Cost{Resources: res(0, 0, 1, 0), Any: 1}, res(0, 0, 2, 0), true},
		{"just enough left", res(1, 0, 1, 1), Cost{Resources: res(0, 0, 1, 0), Any: 2}, res(1, 0, 1, 1), true},
		{"any 1 of one kind", res(0, 0, 0, 2), ReserveCost, res(0, 0, 0, 1), true},
		{"several ways", res(1, 0, 1, 1), Cost{Resources: res(0, 0, 1, 0), Any: 1}, Resources{}, false},
		{"any 1 of two kinds", res(1, 1, 0, 0), ReserveCost, Resources{}, false},
		{"cannot pay", res(1, 0, 0, 0), Cost{Resources: res(0, 0, 1, 0)}, Resources{}, false},
		{"cannot pay the any", res(0, 0, 1, 0), Cost{Resources: res(0, 0, 1, 0), Any: 1}, Resources{}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, ok := OnlyPayment(CrewBoard{Resources: tc.held}, tc.cost)
			if got != tc.want || ok != tc.ok {
				t.Fatalf("OnlyPayment(%s, %s) = %s, %v; want %s, %v", tc.held, tc.cost, got, ok, tc.want, tc.ok)
			}
			if ok {
				if err := CheckPayment(CrewBoard{Resources: tc.held}, tc.cost, got); err != nil {
					t.Errorf("the only payment is refused: %v", err)
				}
			}
		})
	}
}
