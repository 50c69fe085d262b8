// Package scoring is the final raid and final scoring of Lockup: pure
// functions over values that return a Breakdown per crew (and per the guards
// in solitary mode), the winners, and notes for every ruling that changed a
// number.
//
// Score allocates nothing, as a program that scores many boards needs: a
// Result holds an array per seat (at most MaxSeats: five crews, or a crew
// and the guards), the winners as a set of Seats, and each note as a kind
// and a few numbers, put into words only when Notes is called.
//
// The rules come from the core rulebook ("Game End", "Final Scoring",
// "Raids", "Claiming Goals", "Recruiting Goons", "Solitary Mode – Game End")
// and the Breakout rulebook ("Game End", "Goon Cards", "Notes", "Solitary
// Mode – Game End"). The rulings are written in docs/rulings.md.
package scoring
