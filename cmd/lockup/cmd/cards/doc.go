// Package cards is lockup cards: the commands that manage the card catalog,
// the printed values of the player's cards, which the rulebooks do not
// give. Each subcommand (list, show, edit, guards, location-card,
// catacombs, import, export) has options of its own, filled by its
// NewCmdX(f, runF) and run by its xRun(opts), as gh's commands are.
package cards
