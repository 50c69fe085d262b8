package automa_test

import (
	"fmt"

	"github.com/lockup-companion/lockup/automa"
	"github.com/lockup-companion/lockup/companion/rules"
)

// soloTable is a solitary table: the crew Rin, who has 1 power, and the
// guards, who hold the first player marker.
var soloTable = rules.Table{Seating: []string{"Rin", rules.Guards}, FirstPlayer: 1, Power: [rules.MaxSeats]int{1}}

// decideAlone resolves a location where the guards' guard card of 1 is
// alone, with the rules engine as the game does, and returns their
// decision there.
func decideAlone(loc rules.Location, b *automa.Board) automa.Decision {
	var site rules.Site
	site.Guards = []int{1}
	res, err := rules.ResolveSite(soloTable, soloTable.FirstPlayer, loc, site)
	if err != nil {
		panic(err)
	}
	d, err := automa.Decide(&res, b)
	if err != nil {
		panic(err)
	}
	return d
}

// The guards have the most strength at the Commissary: they take a cube of
// the kind they hold fewest of, the rarest on a tie. Each step names its
// passage.
func ExampleDecide() {
	b := automa.Board{
		Guards: rules.CrewBoard{Resources: rules.Resources{Scrap: 2, Gold: 1}},
		Supply: rules.Supply{Resources: rules.Resources{Scrap: 20, Potions: 12, Iron: 10, Gold: 8}},
	}
	d := decideAlone(rules.Commissary, &b)
	fmt.Println(d.Summary())
	for _, n := range d.Notes() {
		fmt.Printf("  %s [%s]\n", n.Text, n.Rule)
	}
	// Output:
	// Commissary: the guards take 1 iron
	//   the guards hold fewest potions and iron (0 each) [Lockup core rulebook (2019), "Solitary Mode – Lights Out Phase, Commissary"]
	//   iron is the rarest of those [Lockup core rulebook (2019), "Solitary Mode – Lights Out Phase, Commissary"]
	//   the guards gain 1 iron [Lockup core rulebook (2019), "Solitary Mode – Lights Out Phase, Commissary"]
}

// At the Cell Block the guards craft the best item they can pay for; a
// display item beats a reserved item of the same reputation (ruling
// solo-cell-block-tie).
func ExampleDecide_cellBlock() {
	b := automa.Board{
		Guards: rules.CrewBoard{Resources: rules.Resources{Scrap: 1, Potions: 1, Iron: 2}},
		Display: []automa.Item{
			{Name: "Rope", Reputation: 2, Cost: rules.Cost{Resources: rules.Resources{Scrap: 1}}},
			{Name: "Shiv", Reputation: 3, Cost: rules.Cost{Resources: rules.Resources{Iron: 1}, Any: 1}},
			{Name: "Crown", Reputation: 9, Cost: rules.Cost{Resources: rules.Resources{Gold: 4}}},
		},
		Reserved: []automa.Item{
			{Name: "Lockpick", Reputation: 3, Cost: rules.Cost{Resources: rules.Resources{Potions: 1}}},
		},
	}
	d := decideAlone(rules.CellBlock, &b)
	fmt.Println(d.String())
	fmt.Println("rulings:", d.Rulings())
	// Output:
	// Cell Block: the guards craft Shiv (display space 2), paying 1 scrap, 1 iron, for 3 reputation
	//   the guards can pay for 3 of the items (2 in the display, 1 reserved)
	//   the highest reputation they can pay for: Shiv (display space 2), 3
	//   2 items tie, in the display and in the reserve: the guards take the display item
	//   for the 1 cube of any kind they spend their least rare cubes
	//   the guards pay 1 scrap, 1 iron
	//   crafting scores 3 reputation
	// rulings: [solo-cell-block-tie]
}

// A guard turn at a real table: the player says which face-down guard card
// they turn up and what it shows, then which location card came up and the
// guard card it sends.
func ExampleRound_GuardTurn() {
	cfg := automa.Config{Edition: rules.Edition2019, Difficulty: rules.Moderate}
	r, _, err := automa.NewRound(cfg, 1, automa.Guards)
	if err != nil {
		panic(err)
	}
	for range 7 {
		if _, err := r.Deal(rules.GuardCard{}); err != nil { // face down, unseen
			panic(err)
		}
	}
	why, err := r.GuardTurn(automa.GuardTurn{
		Reveal:   rules.Smithy,
		Revealed: rules.GuardCard{Colour: rules.Blue, Strength: 2},
		Drawn:    rules.SewersCard,
		Placed:   rules.GuardCard{Colour: rules.Green, Strength: 3},
	})
	if err != nil {
		panic(err)
	}
	fmt.Println(why.String())
	off, left := r.OffDutyLeft()
	fmt.Printf("next: %s; %d of %d location cards left are Off Duty\n", r.Next(), off, left)
	// Output:
	// guard turn: the player turns up the guard card at the Smithy: blue 2
	// location card Sewers: the top guard card goes face up to the Sewers: green 3
	// next: the player; 2 of 7 location cards left are Off Duty
}

// In a solitary Breakout game the guards' lantern reaches a fork where both
// paths cost something and they can pay for both: they take the one to the
// space worth more at final scoring (ruling bo-solo-fork). The board is made
// up: the real catacombs board is card data the player types.
func ExampleGuardsPath() {
	c := &rules.Catacombs{
		Spaces: []rules.Space{
			{Kind: rules.Entrance}, {Kind: rules.Numbered, Number: 4}, {Kind: rules.Numbered, Number: 7, Loot: true},
			{Kind: rules.Tomb, Loot: true}, {Kind: rules.Escaped},
		},
		Paths: []rules.Path{
			{From: 0, To: 1, Cost: rules.Resources{Scrap: 2}}, {From: 0, To: 2, Cost: rules.Resources{Iron: 1}},
			{From: 1, To: 3}, {From: 2, To: 3}, {From: 2, To: 4, Cost: rules.Resources{Gold: 3}},
		},
	}
	pick, why := automa.GuardsPath(c, c.Entrance(), rules.Resources{Scrap: 3, Iron: 1})
	fmt.Println("to", c.Spaces[c.Paths[pick].To].Label(), "paying", c.Paths[pick].Cost)
	for _, n := range why.Notes() {
		fmt.Println(" ", n.Text)
	}
	fmt.Println("rulings:", why.Rulings())
	// Output:
	// to 7 paying 1 iron
	//   the guards' lantern is on the ENTRANCE: 2 paths lead on
	//   the path to space 4 costs 2 scrap: the guards can pay it
	//   the path to space 7 costs 1 iron: the guards can pay it
	//   2 paths will do: the guards take the one to the space worth most at final scoring, space 7
	//   the guards take the path with a cost they can pay: to space 7, paying 1 iron
	// rulings: [bo-solo-fork]
}
