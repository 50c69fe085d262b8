// Package entry holds the commands that record one entry of a tracked game
// each, as the players call it out at the table: assign and pass (the
// Roll Call), next, take, exchange, recruit, craft, reserve, decline,
// effect and tome (Lights Out), guards, patrol, discard, draw, bonus,
// tunnel, legend, lantern, loot and shapeshift. Each reads its arguments
// and flags into its options, which embed the command's words (companion's
// AssignWords, TomeWords...), opens the game, lets the words make the
// entry the player means, leaves the decision to companion (the entry's
// play) and prints what the entry did and what comes next
// (cmdutil.RecordAndSay).
package entry
