// Package prisonarchitect scores the end of a game of Prison Architect:
// Cardboard County Penitentiary, for 1 to 4 wardens and the solo Governor.
//
// It holds the tile and Bureaucracy card table (written once, from the
// rulebook's appendix, in the project's own words), the 6x6 prison grid
// (columns A-F, rows 1-6), the needs of every cell derived from the layout
// (Secure, Comfortable, Hygienic, with the tags that made them), every
// category of the rulebook's "End Game Scoring", the Governor's score by
// difficulty ("Solo Rules"), the winners, and the project's rulings on what
// the rulebook leaves open (Rulings).
//
// Score is pure: it reads a Game and returns a Result; nothing here reads
// or writes a file. Check refuses a Game the rules do not allow (a prisoner
// colour a cell does not take, a Window facing an indoor tile...), naming
// the warden, the square or card and the field, so that the file reader can
// point at the line.
//
// Values the rulebook does not print (track VP, objectives, threat values)
// are typed by the player; where the extracted rulebook text is cut (Secure
// Bunk Cell, Snipers, Permanent Punishment, the VP of Showers and Cleaning
// Cupboard), the tables say so and the player may type the printed value.
//
// A Note keeps its values, not its words: Text writes it in English,
// TextIn in Spanish or Chinese from the message catalog (companion/terms),
// in the project's own words, as the game has no book in those languages.
package prisonarchitect
