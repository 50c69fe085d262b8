package input_test

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/input"
	"github.com/lockup-companion/lockup/scoring"
)

func ExampleParseBoardState() {
	board := []byte(`first_player: Isaac
crews:
  - name: Vera
    reputation: 40
    suspicion: 3
    goons: {dwarves: 4}
  - name: Isaac
    reputation: 38
    resources: {gold: 2}
`)
	bs, err := input.ParseBoardState("board.yaml", board)
	if err != nil {
		fmt.Println(err)
		return
	}
	res := scoring.Score(bs.Game)
	for _, c := range res.Crews() {
		fmt.Printf("%s: %d\n", c.Name, c.Total())
	}
	// Output:
	// Vera: 46
	// Isaac: 44
}

func ExampleParseBoardState_badInput() {
	_, err := input.ParseBoardState("board.yaml", []byte(`crews:
  - name: Vera
    reputation: 40
    suspicon: 3
  - name: Isaac
    reputation: 38
`))
	fmt.Println(err)
	// Output:
	// board.yaml:4:5: crews[0].suspicon: unknown key "suspicon"; did you mean "suspicion"? (allowed: name, reputation, suspicion, power, resources, tomes, items, valuables, goons, barrels, loot, lantern)
}
