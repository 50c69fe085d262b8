// Package scoring is the final raid and final scoring of Lockup: pure
// functions over values that return a Breakdown per crew (and per the guards
// in solitary mode), the winners, and notes for every ruling that changed a
// number.
//
// Score allocates nothing, as a program that scores many boards needs: a
// Result holds an array per seat (at most MaxSeats: five crews, or a crew
// and the guards), the winners as a set of Seats, and each note as a kind
// and a few numbers, put into words only when Notes (English) or NotesIn
// (Spanish, Chinese: the message catalog of companion/terms) is called.
//
// The rules come from the core rulebook ("Game End", "Final Scoring",
// "Raids", "Claiming Goals", "Recruiting Goons", "Solitary Mode – Game End")
// and the Breakout rulebook ("Game End", "Goon Cards", "Notes", "Special
// Effect Icons", "Solitary Mode – Game End"). Wild valuables (and the Sacred
// Robes) count as the kind that scores their owner most where an end game
// goal given with its condition counts a kind of valuable (rulings
// bo-wild-choice, bo-solo-wild), and a note says what each counted as. The
// rulings are written in docs/rulings.md.
package scoring
