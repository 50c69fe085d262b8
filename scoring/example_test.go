package scoring_test

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/rules"
	"github.com/lockup-companion/lockup/scoring"
)

// A two-crew game: Vera attracted the most suspicion, so the final raid costs
// her 6; she holds the leader goal (6 with two crews). Isaac's three Cultists
// and four items score 12, the rulebook's own example.
func ExampleScore() {
	var cultists scoring.Goons
	cultists[rules.Cultists] = 3
	res := scoring.Score(scoring.Game{
		LeaderGoal: "Vera",
		Crews: []scoring.Crew{
			{Name: "Vera", Reputation: 40, Suspicion: 3, Items: 2},
			{Name: "Isaac", Reputation: 30, Suspicion: 1, Items: 4, Goons: cultists},
		},
	})
	for _, c := range res.Crews() {
		b := c.Breakdown
		fmt.Printf("%s: track %d, raid %d, leader goal %d, goons %d, total %d\n", c.Name, b.Track, b.Raid, b.LeaderGoal, b.Goons, c.Total())
	}
	fmt.Println("winners:", res.Winners())
	// Output:
	// Vera: track 40, raid -6, leader goal 6, goons 0, total 40
	// Isaac: track 30, raid 0, leader goal 0, goons 12, total 42
	// winners: [Isaac]
}

// A crew with no suspicion never loses reputation in a raid: with three
// crews, Stan alone has cubes and loses 8; nobody is "second most".
func ExampleScore_raidZeroRuling() {
	res := scoring.Score(scoring.Game{Crews: []scoring.Crew{
		{Name: "Stan", Reputation: 20, Suspicion: 2},
		{Name: "Vera", Reputation: 20},
		{Name: "Isaac", Reputation: 20},
	}})
	for _, c := range res.Crews() {
		fmt.Printf("%s %d\n", c.Name, c.Breakdown.Raid)
	}
	for _, n := range res.Notes() {
		fmt.Printf("[%s] %s\n", n.Ruling(), n.Text)
	}
	// Output:
	// Stan -8
	// Vera 0
	// Isaac 0
	// [raid-zero] Final raid: a crew with no suspicion cubes loses no reputation, even where it would rank second most or tie for most.
	// [] Vera, Isaac tie at 20 reputation and 0 items: a shared victory.
}

// The end game goal is counted by seat, the crews' order in Game.Crews.
// Vera has the most (8); Isaac and Stan have none, and a count of 0 never
// scores, not even as second most. The final raid costs each crew 4 (a tie
// for the most suspicion). The notes keep their kind, which names the
// ruling they cite.
func ExampleEndGameGoal_Set() {
	g := scoring.Game{Crews: []scoring.Crew{
		{Name: "Vera", Reputation: 34, Suspicion: 1},
		{Name: "Isaac", Reputation: 40, Suspicion: 1},
		{Name: "Stan", Reputation: 42, Suspicion: 1, Items: 2},
	}}
	g.EndGameGoal.Kind = scoring.MostGoal
	for seat, count := range []int{3, 0, 0} {
		g.EndGameGoal.Set(seat, count)
	}
	res := scoring.Score(g)
	for _, c := range res.Crews() {
		fmt.Printf("%s: end game goal %d, total %d\n", c.Name, c.Breakdown.EndGameGoal, c.Total())
	}
	fmt.Println("winners:", res.Winners())
	for _, n := range res.Notes() {
		fmt.Printf("%s [%s]: %s\n", n.Kind, n.Ruling(), n.Text)
	}
	// Output:
	// Vera: end game goal 8, total 38
	// Isaac: end game goal 0, total 36
	// Stan: end game goal 0, total 38
	// winners: [Stan]
	// goal zero [goal-zero]: End game goal: a count of 0 never scores.
	// tie broken by items []: Vera, Stan tie at 38 reputation; Stan wins with the most items (2).
}
