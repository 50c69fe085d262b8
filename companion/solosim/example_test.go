package solosim_test

import (
	"fmt"

	"github.com/lockup-companion/lockup/companion/solosim"
)

// The Wilson interval of 30 wins in 100 games: the win rate lies between
// about 22% and 40% (95%).
func ExampleWilson() {
	low, high := solosim.Wilson(30, 100)
	fmt.Printf("%.3f to %.3f\n", low, high)
	// Output: 0.219 to 0.396
}

// A policy is named by the flag and reported with its version.
func ExampleParsePolicy() {
	p, err := solosim.ParsePolicy("Greedy")
	fmt.Println(p.Label(), err)
	_, err = solosim.ParsePolicy("clever")
	fmt.Println(err)
	// Output:
	// greedy v1 <nil>
	// "clever" is not a policy (baseline, greedy, random)
}
