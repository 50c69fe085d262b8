// Package solosim plays whole solitary games of Lockup in process, by the
// thousand, to rate how hard the guards are with the player's own cards
// (lockup solo rate; docs/solo-rate.md).
//
// The guards are package automa's, every location is resolved by the rules
// engine, final scoring is package scoring's: the code the tracker runs. The
// player's side is a named, versioned Policy (Baseline, Greedy, Random).
// The card values come from the player's card catalog (FromCatalog builds a
// Box, and says what is missing); lockup ships none.
//
// Game i of a run plays seed N+i. The guard and location decks are dealt
// by automa.Cards.Deal and the legend deck by companion.ShuffleLegends, the
// tracker's own code, so lockup new --solo --decks app --seed S deals the
// same cards at the table; the item, goon and goal decks and the random
// policy's choices each shuffle from their own sub-seed (automa.SubSeed),
// so that a level changes the guard deck and nothing else. Rate splits the
// seeds into disjoint ranges, one per worker, and gathers the outcomes by
// seed: a report does not depend on the number of workers.
//
// A run of lockup solo rate is planned here too: a Plan holds its settings
// (the command line reads them from the flags; Plan.Check refuses those
// out of bounds), NewRun builds its Box from the catalog, and Run holds
// what it played, with its deals and the figures of the JSON document the
// command writes.
//
// A Game allocates nothing while it plays (Game.Play), so that a worker
// plays tens of thousands of games a second.
package solosim
